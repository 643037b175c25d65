import { moreContrast, themes } from '@insight/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRERENDERED_SIGNED_OUT_ATTRIBUTE,
  PRERENDERED_THEME_ATTRIBUTE,
  prerenderedSignedOutStyle,
  prerenderedThemeScript,
  prerenderedThemeStyle,
} from './prerendered';
import { THEME_STORAGE_KEY } from './stores/AppearanceStore';
import { GATE_PASSED_STORAGE_KEY } from './stores/HomeGateStore';

const html = document.documentElement;
// The code as the page's inline <script> runs it: in the page's global scope.
const run = () => new Function(prerenderedThemeScript())();

describe("the prerendered page's theme", () => {
  afterEach(() => {
    html.removeAttribute(PRERENDERED_THEME_ATTRIBUTE);
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it.each(['light', 'dark'])("names the theme this device chose ('%s') on <html>", (theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
    run();
    expect(html.getAttribute(PRERENDERED_THEME_ATTRIBUTE)).toBe(theme);
  });

  it("leaves the page to the device for 'system', nothing kept, or something else", () => {
    for (const kept of ['system', 'Dark', 'indexOf', '']) {
      localStorage.setItem(THEME_STORAGE_KEY, kept);
      run();
      expect(html.hasAttribute(PRERENDERED_THEME_ATTRIBUTE), kept).toBe(false);
    }
    localStorage.clear();
    run();
    expect(html.hasAttribute(PRERENDERED_THEME_ATTRIBUTE)).toBe(false);
  });

  it('does not break the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(html.hasAttribute(PRERENDERED_THEME_ATTRIBUTE)).toBe(false);
  });

  it('is code an inline <script> can hold', () => {
    expect(prerenderedThemeScript()).not.toContain('<');
  });

  it("declares each built-in theme's colours and higher-contrast pairs under the attribute", () => {
    const css = prerenderedThemeStyle();
    const [themed, contrast] = css.split('@media (prefers-contrast: more)');
    const block = (part: string, theme: string) => part.split(`:root[${PRERENDERED_THEME_ATTRIBUTE}="${theme}"] {`)[1];
    expect(block(themed, 'dark')).toMatch(/^\ncolor-scheme: dark;\n/);
    expect(block(themed, 'dark')).toContain(`--insight-color-background: ${themes.dark.background};`);
    expect(block(themed, 'light')).toMatch(/^\ncolor-scheme: light;\n/);
    expect(block(themed, 'light')).toContain(`--insight-color-background: ${themes.light.background};`);
    expect(block(contrast, 'dark')).toContain(`--insight-color-text-muted: ${moreContrast.dark.textMuted};`);
    expect(block(contrast, 'light')).toContain(`--insight-color-text-muted: ${moreContrast.light.textMuted};`);
  });
});

describe('a page drawn for a signed-in person (/home)', () => {
  const runSignedIn = () => new Function(prerenderedThemeScript({ signedIn: true }))();
  afterEach(() => {
    html.removeAttribute(PRERENDERED_THEME_ATTRIBUTE);
    html.removeAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE);
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('names a device without a session, which the page then hides; a device with one sees it', () => {
    runSignedIn();
    expect(html.hasAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE)).toBe(true);
    html.removeAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE);
    localStorage.setItem('currentUser', JSON.stringify({ id: '1', userName: 'a@example.com', token: 't' }));
    localStorage.setItem(GATE_PASSED_STORAGE_KEY, '1');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runSignedIn();
    expect(html.hasAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE)).toBe(false);
    expect(html.getAttribute(PRERENDERED_THEME_ATTRIBUTE)).toBe('dark');
    expect(prerenderedSignedOutStyle()).toBe(
      `:root[${PRERENDERED_SIGNED_OUT_ATTRIBUTE}] #root { visibility: hidden; }`,
    );
  });

  it('hides it too from a person the home gate has not opened for on this device (SPEC §4: a newcomer may be sent elsewhere)', () => {
    localStorage.setItem('currentUser', JSON.stringify({ id: '1', userName: 'a@example.com', token: 't' }));
    runSignedIn();
    expect(html.hasAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE)).toBe(true);
    html.removeAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE);
    // Another person passed it here before: still hidden.
    localStorage.setItem(GATE_PASSED_STORAGE_KEY, '2');
    runSignedIn();
    expect(html.hasAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE)).toBe(true);
    html.removeAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE);
    localStorage.setItem('currentUser', 'not json');
    expect(runSignedIn).not.toThrow();
    expect(html.hasAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE)).toBe(true);
  });

  it('hides the page when storage is refused (no session can be read)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runSignedIn).not.toThrow();
    expect(html.hasAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE)).toBe(true);
  });

  it('is code an inline <script> can hold, and the signed-out screens keep their script', () => {
    expect(prerenderedThemeScript({ signedIn: true })).not.toContain('<');
    expect(prerenderedThemeScript()).not.toContain('currentUser');
  });
});
