import type { BrowserLocation } from '../env';
import { getStoreEnv } from '../env';
import type { RootStoreInstance } from '../stores/RootStore';
import { useStores } from '../stores/StoreContext';

/** The store env's location (recorded in tests and stories), else the window's. */
export function browserLocationOf(store: RootStoreInstance): BrowserLocation {
  return getStoreEnv(store).location ?? window.location;
}

/** browserLocationOf the nearest store, for a screen. */
export function useBrowserLocation(): BrowserLocation {
  return browserLocationOf(useStores());
}
