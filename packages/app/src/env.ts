import type { ApiClient, Language } from '@insight/api';
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { CartAdapter } from './cart/CartAdapter';
import type { OutcomeChannel } from './stores/outcome';

/** How stores raise toasts (SPEC §9). The ui package's `createToaster()` controller is one. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

/** The part of `window.localStorage` the stores use (an in-memory one in tests and stories). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of `window.location` the stores and guards use (recorded in tests and stories). */
export interface BrowserLocation {
  reload(): void;
  assign(url: string): void;
}

/** Everything the stores reach from outside the tree, injected at creation (never a singleton). */
export interface StoreEnv {
  api: ApiClient;
  storage: KeyValueStorage;
  notifier: Notifier;
  location?: BrowserLocation;
  /**
   * The language this page is in (issue 38): the browser's kept choice, else its languages (i18n/choice.ts), English
   * by default; a signed-in account's language wins (LanguageStore). The questionnaire is asked for in it.
   */
  language?: Language;
  /** Opens the app again in `language`, kept as this browser's choice (i18n/choice.ts); recorded in tests. */
  switchLanguage?: (language: Language) => void;
  /** The cart provider's script (FoxyCart's loader); without one the header shows no cart count. */
  cart?: CartAdapter;
  /** Hands a file to the person (the browser's download); recorded in tests and stories. */
  saveFile?: SaveFile;
  /**
   * Where a failure that no screen claimed goes (a 500 → the error screen, SPEC §8): the app's router acts
   * on it (routes/outcomeRouting.tsx). Without one (unit tests) such a failure only shows its text.
   */
  outcomes?: OutcomeChannel;
}

/** Saves `data` under the file name `name` on the person's device. */
export type SaveFile = (name: string, data: Blob) => void;

/** The browser's download: a temporary object URL followed by a link with `download`. */
export const browserSaveFile: SaveFile = (name, data) => {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the URL is let go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** The one typed way a store reaches its environment. */
export const getStoreEnv = (self: IAnyStateTreeNode): StoreEnv => getEnv<StoreEnv>(self);

/** A Storage kept in memory: for tests, stories and browsers where localStorage is unavailable. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}
