import { describe, expect, it } from 'vitest';
import { escapeHtml, h, htmlPage, PAGE_STYLESHEET, PAGE_STYLESHEET_PATH, SafeHtml } from './html.js';

describe('escapeHtml and h``', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml(42)).toBe('42');
  });

  it('escapes every value but SafeHtml, flattens arrays and drops null, undefined and false', () => {
    const item = (text: string) => h`<li>${text}</li>`;
    const list = h`<ul title="${'"x"'}">${['<a>', '&b'].map(item)}${null}${undefined}${false}${0}</ul>`;
    expect(list).toBeInstanceOf(SafeHtml);
    expect(list.value).toBe('<ul title="&quot;x&quot;"><li>&lt;a&gt;</li><li>&amp;b</li>0</ul>');
    expect(`${h`<p>${'<script>'}</p>`}`).toBe('<p>&lt;script&gt;</p>');
  });
});

describe('htmlPage', () => {
  it('escapes the title, header and banner, and inlines the stylesheet by default', () => {
    const page = htmlPage('<Title>', h`<p>Body</p>`, { brand: 'Shop & co', banner: 'A <note>' });
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<title>&lt;Title&gt;</title>');
    expect(page).toContain('<header class="site-header"><strong>Shop &amp; co</strong></header>');
    expect(page).toContain('<p class="note" role="note">A &lt;note&gt;</p>');
    expect(page).toContain('<main>\n<p class="note"');
    expect(page).toContain('<p>Body</p>\n</main>');
    expect(page).toContain(`<style>${PAGE_STYLESHEET}</style>`);
    expect(page).not.toContain('<script');
  });

  it('shows the title in the header without a brand, and links the stylesheet file when asked', () => {
    const page = htmlPage('Outbox', '<p>Trusted</p>', { linkStylesheet: true });
    expect(page).toContain('<header class="site-header"><strong>Outbox</strong></header>');
    expect(page).toContain(`<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">`);
    expect(page).not.toContain('<style>');
    expect(page).not.toContain('role="note"');
  });
});
