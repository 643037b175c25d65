import { createApiClient, type Language, type RuntimeSettings } from '@insight/api';
import type { CartAdapter } from '../cart/CartAdapter';
import { createFoxyCartAdapter } from '../cart/foxyCartAdapter';
import { browserSaveFile, type BrowserLocation, type KeyValueStorage, type Notifier, type SaveFile } from '../env';
import { createRootStore, type RootStoreInstance } from './RootStore';

export interface CreateAppStoreOptions {
  settings: RuntimeSettings;
  storage: KeyValueStorage;
  notifier: Notifier;
  location: BrowserLocation;
  /** The transport (a fetch-mock handler in stories); the browser's fetch by default. */
  fetch?: typeof fetch;
  /** Reads a cookie (for X-XSRF-TOKEN); document.cookie by default. */
  getCookie?: (name: string) => string | undefined;
  /** The cart provider's script; FoxyCart's loader (settings.foxycartCDN + '/loader.js') by default. */
  cart?: CartAdapter;
  /** Hands a file to the person; the browser's download by default. */
  saveFile?: SaveFile;
  /** The person's language (StoreEnv.language); English by default. */
  language?: Language;
  /** Opens the app again in a language (StoreEnv.switchLanguage). */
  switchLanguage?: (language: Language) => void;
}

/**
 * The app's root store over a real api client, wired both ways: the client reads the session's
 * token, and a 401 on any call of the current session ends it and reloads the page (SPEC §8).
 */
export function createAppStore({
  settings,
  storage,
  notifier,
  location,
  fetch,
  getCookie,
  cart,
  saveFile,
  language,
  switchLanguage,
}: CreateAppStoreOptions) {
  // The client is made before the store it serves: it reaches the store through this holder.
  const holder: { store?: RootStoreInstance } = {};
  const api = createApiClient({
    settings,
    ...(fetch ? { fetch } : {}),
    ...(getCookie ? { getCookie } : {}),
    getToken: () => holder.store?.session.token ?? null,
    onUnauthorized: (sentToken) => {
      // A call sent before the person logged out (the server has revoked its token since), with an
      // earlier token, or with none (sent while nobody is signed in) answers for a session that is
      // already gone: logging out and reloading then would throw away the login page the person is
      // typing in, or the new session.
      if (sentToken === null || sentToken !== (holder.store?.session.token ?? null)) return;
      holder.store?.session.end('expired');
      location.reload();
    },
  });
  const env = {
    api,
    storage,
    notifier,
    location,
    cart: cart ?? createFoxyCartAdapter(),
    saveFile: saveFile ?? browserSaveFile,
    ...(language ? { language } : {}),
    ...(switchLanguage ? { switchLanguage } : {}),
  };
  const store = createRootStore({ settings, env });
  holder.store = store;
  return store;
}
