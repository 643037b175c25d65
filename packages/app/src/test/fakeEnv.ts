import type { ApiClient, CurrentUser, Language, RuntimeSettings } from '@insight/api';
import { accessTokenFor } from '@insight/api/testing';
import type { CartAdapter } from '../cart/CartAdapter';
import { createMemoryStorage, type BrowserLocation, type Notifier, type StoreEnv } from '../env';
import { createRootStore, type RootStoreInstance } from '../stores/RootStore';

export const testSettings: RuntimeSettings = {
  apiUrl: 'http://api.test',
  authApiUrl: 'http://auth.test',
  appName: 'Insight',
  appUrl: 'http://app.test',
  appVersion: '1.2.3',
  contactEmail: 'support@insight.test',
  foxycartUrl: 'https://cart.test',
  enablePackages: true,
};

/** A notifier that remembers what it was asked to show. */
export function createRecordingNotifier(): Notifier & { messages: { kind: keyof Notifier; message: string }[] } {
  const messages: { kind: keyof Notifier; message: string }[] = [];
  const record = (kind: keyof Notifier) => (message: string) => void messages.push({ kind, message });
  return {
    messages,
    success: record('success'),
    error: record('error'),
    info: record('info'),
    warning: record('warning'),
  };
}

export type RecordingLocation = BrowserLocation & { assigned: string[]; reloads: number };

export function createRecordingLocation(): RecordingLocation {
  const location = {
    assigned: [] as string[],
    reloads: 0,
    assign(url: string) {
      location.assigned.push(url);
    },
    reload() {
      location.reloads += 1;
    },
  };
  return location;
}

/** An api object with only the calls a test gives; any other call fails loudly. */
export function createFakeApi(calls: Partial<ApiClient>): ApiClient {
  return new Proxy(calls, {
    get(target, key: string | symbol) {
      const call = target[key as keyof ApiClient];
      if (call !== undefined) return call;
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return () => Promise.reject(new Error(`api.${key} was not expected in this test`));
    },
  }) as ApiClient;
}

export interface FakeEnvOptions {
  api?: Partial<ApiClient>;
  storage?: Record<string, string>;
  settings?: Partial<RuntimeSettings>;
  restore?: boolean;
  /** The cart provider's script (see cart/fakeCartAdapter); none by default. */
  cart?: CartAdapter;
  /** The person's language (StoreEnv.language); none (English) by default. */
  language?: Language;
  /** Records the languages the app would open again in (StoreEnv.switchLanguage). */
  switchLanguage?: (language: Language) => void;
}

export function createTestStore({
  api = {},
  storage = {},
  settings = {},
  restore = true,
  cart,
  language,
  switchLanguage,
}: FakeEnvOptions = {}) {
  const env = {
    api: createFakeApi(api),
    storage: createMemoryStorage(storage),
    notifier: createRecordingNotifier(),
    location: createRecordingLocation(),
    ...(cart ? { cart } : {}),
    ...(language ? { language } : {}),
    ...(switchLanguage ? { switchLanguage } : {}),
  } satisfies StoreEnv;
  const store: RootStoreInstance = createRootStore({ settings: { ...testSettings, ...settings }, env, restore });
  return { store, env };
}

/** The signed-in person of the app's tests (her record in local storage, as after a login). */
export const aliceUser: CurrentUser = {
  id: 'user-1',
  userName: 'alice@example.com',
  token: accessTokenFor('alice@example.com', 'user-1'),
};
