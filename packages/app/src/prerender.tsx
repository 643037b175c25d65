/**
 * The build's prerender of the signed-out entry screens (scripts/build/prerender.mjs builds this file for Node and
 * calls `prerender`): the screen's HTML and the styles it uses (styled-components' ServerStyleSheet), drawn by
 * the same tree the browser then hydrates (appRoot.tsx, imported first for the same reason as in main.tsx).
 *
 * The runtime settings are the server's, known only when it runs: the settings these screens show are drawn as
 * tokens (`settingToken`) that the server replaces with its values, HTML-escaped, when it sends the page; a
 * screen that would show any other setting must not be prerendered (its page would not match the browser's).
 */
import { appTree, createAppParts } from './appRoot';
import { normalizeRuntimeSettings } from '@insight/api';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createMemoryStorage } from './env';
import { prerenderedThemeScript, prerenderedThemeStyle } from './prerendered';

/** The settings a prerendered screen may show: the layout's app name, version and support address. */
export const PRERENDERED_SETTINGS = ['appName', 'appVersion', 'contactEmail'] as const;
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
}

/** Draws `pathname` (a signed-out screen) as the browser's first render will. */
export function prerender(pathname: string): Prerendered {
  const settings = normalizeRuntimeSettings(
    Object.fromEntries(PRERENDERED_SETTINGS.map((key) => [key, settingToken(key)])),
  );
  const parts = createAppParts({
    settings,
    storage: createMemoryStorage(),
    location: { reload: () => undefined, assign: () => undefined },
    // No cart provider on a signed-out screen (the browser's adapter needs a window).
    cart: { connect: () => () => undefined },
  });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(appTree(parts, (routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>)),
    );
    return {
      html,
      styles: `${sheet.getStyleTags()}<style>${prerenderedThemeStyle()}</style>`,
      themeScript: prerenderedThemeScript(),
    };
  } finally {
    sheet.seal();
  }
}
