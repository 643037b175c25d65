import type { BrowserLocation } from '../env';
import { getStoreEnv } from '../env';
import { useStores } from '../stores/StoreContext';

/** The store env's location (recorded in tests and stories), else the window's. */
export function useBrowserLocation(): BrowserLocation {
  const store = useStores();
  return getStoreEnv(store).location ?? window.location;
}
