import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPrerenderedPages } from './prerendered.js';

const page =
  '<title>__INSIGHT_SETTING_appName__</title><h1>Login To __INSIGHT_SETTING_appName__</h1>' +
  '<p>© <!-- -->__INSIGHT_YEAR__<!-- --> v__INSIGHT_SETTING_appVersion__</p>';

function dist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'insight-prerendered-'));
  writeFileSync(path.join(dir, 'login.html'), page);
  writeFileSync(
    path.join(dir, 'prerendered.json'),
    JSON.stringify({
      '/login': {
        file: 'login.html',
        settings: ['appName', 'appVersion'],
        tokens: { appName: '__INSIGHT_SETTING_appName__', appVersion: '__INSIGHT_SETTING_appVersion__' },
        yearToken: '__INSIGHT_YEAR__',
      },
    }),
  );
  return dir;
}

const at2031 = () => new Date('2031-05-01T12:00:00Z');

describe('prerendered pages', () => {
  it("fills the settings (HTML-escaped) and this year's copyright; the exact address only, any case", () => {
    const pages = loadPrerenderedPages(dist(), { appName: 'Ins<ight> & "Co"', appVersion: '1.2.3' }, at2031);
    const html = pages.pageFor('/login');
    expect(html).toBe(
      '<title>Ins&lt;ight&gt; &amp; &quot;Co&quot;</title><h1>Login To Ins&lt;ight&gt; &amp; &quot;Co&quot;</h1>' +
        '<p>© <!-- -->2031<!-- --> v1.2.3</p>',
    );
    expect(pages.pageFor('/LOGIN')).toBe(html);
    expect(pages.pageFor('/login?returnUrl=%2Fhome')).toBeNull();
    expect(pages.pageFor('/register')).toBeNull();
    expect(pages.isPageFile('/login.html')).toBe(true);
    expect(pages.isPageFile('/login.html.br')).toBe(true);
    expect(pages.isPageFile('/index.html')).toBe(false);
  });

  it('leaves a page out when the app would draw a setting otherwise (empty or padded)', () => {
    expect(loadPrerenderedPages(dist(), { appName: 'Insight', appVersion: '' }).pageFor('/login')).toBeNull();
    expect(loadPrerenderedPages(dist(), { appName: ' Insight ', appVersion: '1' }).pageFor('/login')).toBeNull();
    // Still never sent as a file.
    expect(loadPrerenderedPages(dist(), { appName: '', appVersion: '' }).isPageFile('/login.html')).toBe(true);
  });

  it('is empty without a prerender', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'insight-prerendered-'));
    expect(loadPrerenderedPages(empty, { appName: 'Insight' }).addresses).toEqual([]);
  });
});
