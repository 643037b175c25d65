/**
 * Screen stories run the real app — routes, layout, MST stores, the api client — over a
 * fetch-mock'ed network: each story says which calls answer what, and where the browser starts.
 */
import { STORAGE_KEYS, currentUserFromToken, type Language, type RuntimeSettings } from '@insight/api';
import {
  accessToken,
  accessTokenFor,
  ada,
  adaContact,
  noticeListOf,
  notificationSettingsOf,
  traitProfileOf,
  traitScores,
} from '@insight/api/testing';
import { GATE_PASSED_STORAGE_KEY, preloadScreens, type BrowserLocation } from '@insight/app';
import { AppHarness, createHarness, showScreensIn, type Harness, type ScreenLanguage } from '@insight/app/testing';
import fetchMock, { type FetchMock } from 'fetch-mock';
import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

export { currentAddress } from '@insight/app/testing';

export const storySettings: RuntimeSettings = {
  apiUrl: 'https://api.insight.test',
  authApiUrl: 'https://auth.insight.test',
  appName: 'Insight',
  appUrl: 'https://app.insight.test',
  appVersion: '1.0.0',
  contactEmail: 'support@insight.test',
  foxycartUrl: 'https://insight.foxycart.test',
  enablePackages: true,
};

export const api = (path: string) => `${storySettings.apiUrl}${path}`;
export const auth = (path: string) => `${storySettings.authApiUrl}${path}`;

/** A call that never answers: the screen stays in its loading state. */
export const never = () => new Promise<never>(() => undefined);

/** Token endpoint answers. */
export const tokenOk = (email = ada.userName) => ({
  access_token: accessTokenFor(email, ada.id),
  token_type: 'Bearer',
  expires_in: 3600,
});
export const invalidGrant = { status: 400, body: { error: 'invalid_grant' } };

export interface ScreenSetup {
  /** Where the browser starts (path and query). */
  path: string;
  /** Starts with Ada signed in (her record in local storage, as after a login). */
  signedIn?: boolean;
  /** Routes for the calls this story makes. */
  mock?: (http: FetchMock) => void;
  settings?: Partial<RuntimeSettings>;
  /** The page's language (what the language menu shows as chosen); its words come with `parameters.screenLanguage`. */
  language?: Language;
}

/** A recorded window.location: a story never leaves the page. */
const storyLocation: BrowserLocation = {
  assign: (url: string) => console.info(`[story] the browser would go to ${url}`),
  reload: () => console.info('[story] the page would reload'),
};

/**
 * Under the Storybook test runner (its mark is in the user agent) a toast stays a minute instead of 5 s: the
 * pictures are taken after the play function, and on a slow machine 5 s can pass before the last one. Nothing
 * else changes (the pictures hide the progress bar); someone reading the stories sees the app's own timing.
 */
const storyToasts = () =>
  /StorybookTestRunner/.test(globalThis.navigator?.userAgent ?? '') ? { timeOut: 60_000 } : {};

function storyHarness({ path, signedIn = false, mock, settings, language }: ScreenSetup): Harness {
  const http = fetchMock.createInstance();
  mock?.(http);
  // The home screen's contact call answers Ada, unless a story's own route (matched first) says otherwise.
  http.get(api('/api/mylifecontact'), adaContact);
  // No connections and no invitations (the header badge asks on every signed-in page), unless a story says otherwise.
  http.get(api('/api/connection'), []);
  http.get(api('/api/connectionrequest/pending/recipient'), []);
  http.get(api('/api/connectionrequest/pending/requester'), []);
  // No notices (the bell asks on every signed-in page) and every mail switch on, unless a story says otherwise.
  http.get(api('/api/notifications'), noticeListOf([]));
  http.get(api('/api/notifications/settings'), notificationSettingsOf());
  // The account's language is the page's (English): a signed-in page asks once, and nothing changes.
  http.get(api('/api/mylifecontact/language'), { language: 'en' });
  // Ada's trait scores (Start Here and her Personal Map chart them), unless a story says otherwise.
  http.get(api(`/api/traits/${ada.id}`), traitProfileOf(ada, traitScores.ada));
  return createHarness({
    path,
    settings: { ...storySettings, ...settings },
    // Signed in: Ada, whom the home gate has opened for on this device before (/home draws Start Here at once).
    storage: signedIn
      ? {
          [STORAGE_KEYS.currentUser]: JSON.stringify(currentUserFromToken(accessToken)),
          [GATE_PASSED_STORAGE_KEY]: currentUserFromToken(accessToken).id,
        }
      : {},
    location: storyLocation,
    fetch: http.fetchHandler,
    toasts: storyToasts(),
    ...(language ? { language } : {}),
  });
}

/**
 * Every screen is a chunk of its own in the app: a screen story renders once they are all loaded. The app's words
 * are English unless the story says otherwise (`parameters.screenLanguage`: German, Spanish or the pseudo-locale,
 * laid over as the app does before its first render; the next story puts English back) or a designer chooses
 * another in the toolbar's Language menu.
 */
export const screenLoaders = [
  async ({
    parameters,
    globals,
  }: {
    parameters: { screenLanguage?: ScreenLanguage };
    globals: { language?: string };
  }) => {
    await preloadScreens();
    // The toolbar's Language menu switches a designer's screens too; the test runner reads them in English.
    const chosen = !navigator.webdriver && isScreenLanguage(globals.language) ? globals.language : 'en';
    return { screenUi: await showScreensIn(parameters.screenLanguage ?? chosen) };
  },
];

const isScreenLanguage = (value: unknown): value is ScreenLanguage =>
  value === 'en' || value === 'de' || value === 'es' || value === 'pseudo';

/** The app at `path`, over a mocked network (Storybook's preview renders the theme). */
export function ScreenHarness(setup: ScreenSetup) {
  const [harness] = useState(() => storyHarness(setup));
  return <AppHarness harness={harness} theme={false} />;
}

/** A story's render: the app at a path, with the calls it needs. */
export const appAt = (setup: ScreenSetup) => () => <ScreenHarness {...setup} />;

/** The canvas a screen story's play function gets (its queries, scoped to the story). */
export type ScreenCanvas = Parameters<NonNullable<StoryObj<typeof ScreenHarness>['play']>>[0]['canvas'];
