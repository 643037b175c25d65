/**
 * The build's prerender of the entry screens (scripts/build/prerender.mjs builds this file for Node and calls
 * `prerender`): the screen's HTML and the styles it uses (styled-components' ServerStyleSheet), drawn by the same
 * tree the browser then hydrates (appRoot.tsx, imported first for the same reason as in main.tsx). The signed-out
 * entry screens (/login), and /home as a signed-in person's first render draws it: the layout and Start Here while
 * the gate runs, with the video's poster, the page's largest paint (nothing in it is the person's own).
 *
 * The runtime settings are the server's, known only when it runs: the settings these screens show are drawn as
 * tokens (`settingToken`) that the server replaces with its values, HTML-escaped, when it sends the page; a
 * screen that would show any other setting must not be prerendered (its page would not match the browser's).
 */
import { appTree, createAppParts, openAt } from './appRoot';
import { DEFAULT_LANGUAGE, normalizeRuntimeSettings, STORAGE_KEYS, type Language } from '@insight/api';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createMemoryStorage } from './env';
import { loadLanguage, type LoadedLanguage } from './i18n/load';
import { restoreEnglish } from './i18n/overlay';
import { catalogueSources } from './i18n/sources';
import {
  prerenderedSignedOutStyle,
  prerenderedThemeScript,
  prerenderedThemeStyle,
  PRERENDERED_SIGNED_IN_ATTRIBUTE,
} from './prerendered';
import { preloadScreens } from './routes/routes';
import { GATE_PASSED_STORAGE_KEY } from './stores/HomeGateStore';

/** Named on <html> by the head's script when a page drawn signed in is hidden (the build's start script reads it). */
export { PRERENDERED_SIGNED_OUT_ATTRIBUTE } from './prerendered';

/**
 * The settings a prerendered screen may show: the layout's app name, version and support address; on /home the
 * cart's address (the header's cart link) and Start Here's video, poster and captions.
 */
export const PRERENDERED_SETTINGS = [
  'appName',
  'appVersion',
  'contactEmail',
  'foxycartUrl',
  'dashboardVideoUrl',
  'dashboardVideoPosterUrl',
  'dashboardVideoCaptionsUrl',
] as const;
export type PrerenderedSetting = (typeof PRERENDERED_SETTINGS)[number];

/** The token a setting is drawn as, for the server to replace (letters, digits and underscores only). */
export const settingToken = (key: PrerenderedSetting): string => `__INSIGHT_SETTING_${key}__`;

export interface Prerendered {
  /** The root element's inner HTML. */
  html: string;
  /**
   * The `<style>` elements of the styles the screen uses, for the page's head, with the rules of the theme this
   * device chose (prerenderedThemeStyle).
   */
  styles: string;
  /** The code of the head's inline script that names that theme before the first paint (prerenderedThemeScript). */
  themeScript: string;
  /** Attributes for the root element beside the address (a page drawn signed in is marked so). */
  rootAttributes: string;
  /** The number settings the page was drawn with a value of (not drawn): a server without one must not send it. */
  numbers: string[];
}

export interface PrerenderOptions {
  /** Draw the page as a signed-in person's first render draws it (a stand-in person: nothing of theirs shows). */
  signedIn?: boolean;
  /** Draw it in this language, as the browser's first render does after laying its words over (i18n/load.ts). */
  language?: Language;
}

/** The stand-in person of a page drawn signed in: never sent anywhere (the page's reads never answer). */
const STAND_IN_USER = { id: 'prerender', userName: 'prerender', token: 'prerender' };

/** Draws `pathname` as the browser's first render will. */
export async function prerender(
  pathname: string,
  { signedIn = false, language = DEFAULT_LANGUAGE }: PrerenderOptions = {},
): Promise<Prerendered> {
  // The words first (English is the code; put back after the page is drawn, for the next one).
  const ui = await loadLanguage(language);
  try {
    return await drawn(pathname, signedIn, language, ui);
  } finally {
    restoreEnglish(catalogueSources);
  }
}

async function drawn(
  pathname: string,
  signedIn: boolean,
  language: Language,
  ui: LoadedLanguage | undefined,
): Promise<Prerendered> {
  // The screens' code first: a lazy screen that is not here yet would be drawn as its loading stand-in.
  await preloadScreens();
  const settings = normalizeRuntimeSettings({
    ...Object.fromEntries(PRERENDERED_SETTINGS.map((key) => [key, settingToken(key)])),
    // Start Here offers the map's button (its place, while the gate runs) only with a featured id: the page is
    // drawn with one, and sent only by a server that has one (its value is not drawn).
    ...(signedIn ? { featuredCatalogItemId: 1 } : {}),
  });
  const parts = createAppParts({
    settings,
    // Signed in: a person the home gate has opened for on this device before (the page's head script hides it from
    // anyone else, prerendered.ts), so /home draws Start Here while the gate runs.
    storage: createMemoryStorage(
      signedIn
        ? {
            [STORAGE_KEYS.currentUser]: JSON.stringify(STAND_IN_USER),
            [GATE_PASSED_STORAGE_KEY]: STAND_IN_USER.id,
          }
        : {},
    ),
    location: { reload: () => undefined, assign: () => undefined },
    // No cart provider at build (the browser's adapter needs a window).
    cart: { connect: () => () => undefined },
    // The reads the page starts are under way when the browser's first render draws it: here they never answer.
    fetch: () => new Promise<Response>(() => undefined),
    language,
    ...(ui ? { ui } : {}),
  });
  if (signedIn && !parts.store.session.isSignedIn) throw new Error(`${pathname}: the stand-in person is not signed in`);
  openAt(parts, pathname);
  const sheet = new ServerStyleSheet();
  try {
    const drawn = renderToString(
      sheet.collectStyles(appTree(parts, (routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>)),
    );
    // The resources a screen asks for as it renders (react-dom's preload: /home's poster) come first in the
    // string; they are not the tree's, and the server's page asks for them in its head.
    const html = drawn.replace(/^(?:<link\b[^>]*\/>)+/, '');
    if (/^<link\b/.test(html)) throw new Error(`${pathname}: a resource link left in the drawn tree`);
    return {
      html,
      numbers: signedIn ? ['featuredCatalogItemId'] : [],
      styles: `${sheet.getStyleTags()}<style>${prerenderedThemeStyle()}${signedIn ? `\n${prerenderedSignedOutStyle()}` : ''}</style>`,
      themeScript: prerenderedThemeScript({ signedIn }),
      rootAttributes: signedIn ? ` ${PRERENDERED_SIGNED_IN_ATTRIBUTE}=""` : '',
    };
  } finally {
    sheet.seal();
  }
}
