import { moreContrast, themes, toCssVariables, type ThemeName } from '@insight/ui';
import { THEME_STORAGE_KEY } from './stores/AppearanceStore';

/**
 * The root element of a page prerendered at build (scripts/build/prerender.mjs) carries the address it was drawn for
 * in this attribute; the app hydrates that HTML only at that address (main.tsx).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * A prerendered page is drawn in the 'system' theme (light, dark under `prefers-color-scheme: dark`): the build
 * cannot know what a device chose. So its head holds a tiny inline script (prerenderedThemeScript) that reads the
 * choice this device keeps (AppearanceStore) and names it on <html> in this attribute, 'light' or 'dark', before
 * the first paint; the page's own rules for it (prerenderedThemeStyle) then win over the system ones. For
 * 'system' (or nothing kept, or storage refused) the attribute is not set and the page follows the device. Once
 * the app has hydrated the page its InsightProvider draws the chosen theme, and main.tsx takes the attribute off,
 * so that a theme picked later in the session is the app's alone.
 */
export const PRERENDERED_THEME_ATTRIBUTE = 'data-insight-theme';

const BUILT_IN = Object.keys(themes) as ThemeName[];

/**
 * The inline script's code: no request before the first paint, and nothing but an attribute on <html>, which React
 * does not draw (the hydrated tree is #root's). The server allows it by its sha256 hash in its CSP. Contains no
 * '<', so it cannot end its <script> element early.
 */
export function prerenderedThemeScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  const attribute = JSON.stringify(PRERENDERED_THEME_ATTRIBUTE);
  return (
    `try{var t=localStorage.getItem(${key});` +
    `if(${JSON.stringify(BUILT_IN)}.indexOf(t)>=0)document.documentElement.setAttribute(${attribute},t)}catch(e){}`
  );
}

/**
 * The built-in themes' colours (all that differs between them) and their higher-contrast pairs, under the
 * attribute: `:root[attribute]` outweighs the `:root` rules the ui's InsightProvider declares, in and out of its
 * media queries, whatever their order in the head.
 */
export function prerenderedThemeStyle(): string {
  const under = (name: ThemeName) => `:root[${PRERENDERED_THEME_ATTRIBUTE}="${name}"]`;
  return [
    ...BUILT_IN.map(
      (name) => `${under(name)} {\ncolor-scheme: ${name};\n${toCssVariables({ color: themes[name] })}\n}`,
    ),
    '@media (prefers-contrast: more) {',
    ...BUILT_IN.map((name) => `${under(name)} {\n${toCssVariables({ color: moreContrast[name] })}\n}`),
    '}',
  ].join('\n');
}
