import { moreContrast, themes } from '@insight/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_THEME_ATTRIBUTE, prerenderedThemeScript, prerenderedThemeStyle } from './prerendered';
import { THEME_STORAGE_KEY } from './stores/AppearanceStore';

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
