import { STORAGE_KEYS } from '@insight/api';
import { moreContrast, themes, toCssVariables, type ThemeName } from '@insight/ui';
import { THEME_STORAGE_KEY } from './stores/AppearanceStore';
import { GATE_PASSED_STORAGE_KEY } from './stores/HomeGateStore';

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
 * A page drawn for a signed-in person (/home: the layout and the library as their first render draws them, the
 * same for everyone) carries this attribute on its root element. The build cannot know whether this device holds a
 * session, nor whether its person has passed the home gate here before (GATE_PASSED_STORAGE_KEY): the head's script
 * names a device for which the drawn page is not right on <html> in PRERENDERED_SIGNED_OUT_ATTRIBUTE (no session;
 * or a person the gate has not opened for on this device, who may be sent to buy or to answer and must not see the
 * library first), the page's rule for it hides the drawn page before the first paint, and the app draws what that
 * device gets there (the login screen; the loading overlay while the gate runs) in its place (main.tsx).
 */
export const PRERENDERED_SIGNED_IN_ATTRIBUTE = 'data-prerendered-signed-in';
export const PRERENDERED_SIGNED_OUT_ATTRIBUTE = 'data-insight-signed-out';

/** The page in `container` was drawn for a signed-in person. */
export const drawnSignedIn = (container: Element): boolean => container.hasAttribute(PRERENDERED_SIGNED_IN_ATTRIBUTE);

/**
 * The inline script's code: no request before the first paint, and nothing but attributes on <html>, which React
 * does not draw (the hydrated tree is #root's). The server allows it by its sha256 hash in its CSP. Contains no
 * '<', so it cannot end its <script> element early. A page drawn signed in also names a device without a session
 * (nothing kept, or storage refused).
 */
export function prerenderedThemeScript({ signedIn = false }: { signedIn?: boolean } = {}): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  const attribute = JSON.stringify(PRERENDERED_THEME_ATTRIBUTE);
  const theme =
    `try{var t=localStorage.getItem(${key});` +
    `if(${JSON.stringify(BUILT_IN)}.indexOf(t)>=0)document.documentElement.setAttribute(${attribute},t)}catch(e){}`;
  if (!signedIn) return theme;
  const signedOut = `document.documentElement.setAttribute(${JSON.stringify(PRERENDERED_SIGNED_OUT_ATTRIBUTE)},'')`;
  const user = `JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.currentUser)})||'null')`;
  const passed = `localStorage.getItem(${JSON.stringify(GATE_PASSED_STORAGE_KEY)})`;
  return `${theme}try{var u=${user};if(!u||String(u.id)!==${passed})${signedOut}}catch(e){${signedOut}}`;
}

/** The rule that hides a page drawn signed in on a device without a session (see PRERENDERED_SIGNED_IN_ATTRIBUTE). */
export const prerenderedSignedOutStyle = (): string =>
  `:root[${PRERENDERED_SIGNED_OUT_ATTRIBUTE}] #root { visibility: hidden; }`;

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
