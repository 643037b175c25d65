/**
 * Screen stories run the real app — routes, layout, MST stores, the api client — over a
 * fetch-mock'ed network: each story says which calls answer what, and where the browser starts.
 */
import { STORAGE_KEYS, type Contact, type RuntimeSettings } from '@insight/api';
import { Toaster, createToaster, PRODUCT_TOAST_OPTIONS } from '@insight/ui';
import fetchMock, { type FetchMock } from 'fetch-mock';
import { useEffect, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  AppRoutes,
  StoreProvider,
  createAppStore,
  createMemoryStorage,
  preloadScreens,
  type BrowserLocation,
  type RootStoreInstance,
} from '../../packages/app/src';

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

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token shaped as the token endpoint sends it (the browser reads sub and email). */
export const accessTokenFor = (email: string, sub = 'user-ada') =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub, email })}.c2lnbmF0dXJl`;

export const ada: Contact = {
  user: {
    id: 'user-ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'F',
    userName: 'ada@example.com',
    password: null,
  },
};

/** A call that never answers: the screen stays in its loading state. */
export const never = () => new Promise<never>(() => undefined);

/** Token endpoint answers. */
export const tokenOk = (email = ada.user.userName) => ({
  access_token: accessTokenFor(email),
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
}

interface Harness {
  store: RootStoreInstance;
  toaster: ReturnType<typeof createToaster>;
}

/** A recorded window.location: a story never leaves the page. */
const storyLocation: BrowserLocation = {
  assign: (url: string) => console.info(`[story] the browser would go to ${url}`),
  reload: () => console.info('[story] the page would reload'),
};

function createHarness({ signedIn = false, mock, settings }: ScreenSetup): Harness {
  const http = fetchMock.createInstance();
  mock?.(http);
  // The home screen's contact call answers Ada, unless a story's own route (matched first) says otherwise.
  http.get(api('/api/mylifecontact'), ada);
  // No connections and no invitations (the header badge asks on every signed-in page), unless a story says otherwise.
  http.get(api('/api/connection'), []);
  http.get(api('/api/connectionrequest/pending/recipient'), []);
  http.get(api('/api/connectionrequest/pending/requester'), []);
  const storage = createMemoryStorage(
    signedIn
      ? {
          [STORAGE_KEYS.currentUser]: JSON.stringify({
            id: 'user-ada',
            userName: ada.user.userName,
            token: accessTokenFor(ada.user.userName),
          }),
        }
      : {},
  );
  const toaster = createToaster(PRODUCT_TOAST_OPTIONS);
  const store = createAppStore({
    settings: { ...storySettings, ...settings },
    storage,
    notifier: toaster,
    location: storyLocation,
    fetch: http.fetchHandler,
    getCookie: () => undefined,
  });
  return { store, toaster };
}

/** The path and query the router is at, shown to assistive tech only as a status for the play functions. */
function CurrentAddress() {
  const location = useLocation();
  return (
    <output data-testid="current-address" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Every screen is a chunk of its own in the app: a screen story renders once they are all loaded. */
export const screenLoaders = [
  async () => {
    await preloadScreens();
    return {};
  },
];

/** The app at `path`, over a mocked network. */
export function ScreenHarness(setup: ScreenSetup) {
  const [{ store, toaster }] = useState(() => createHarness(setup));
  useEffect(() => () => toaster.dispose(), [toaster]);
  return (
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[setup.path]}>
        <AppRoutes year={2025} />
        <CurrentAddress />
      </MemoryRouter>
      <Toaster controller={toaster} />
    </StoreProvider>
  );
}

/** A story's render: the app at a path, with the calls it needs. */
export const appAt = (setup: ScreenSetup) => () => <ScreenHarness {...setup} />;

/** The address the story's router is at. */
export const currentAddress = (root: HTMLElement) =>
  root.querySelector('[data-testid="current-address"]')?.textContent ?? '';
