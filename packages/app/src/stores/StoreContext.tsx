import { createContext, useContext, type ReactNode } from 'react';
import type { RootStoreInstance } from './RootStore';

const StoreContext = createContext<RootStoreInstance | null>(null);

export interface StoreProviderProps {
  store: RootStoreInstance;
  children?: ReactNode;
}

/** Hands a root store to the screens below (the app's, or one a test or story prepared). */
export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}
StoreProvider.displayName = 'StoreProvider';

/** The root store of the nearest StoreProvider. */
export function useStores(): RootStoreInstance {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() needs a <StoreProvider store={…}> above it.');
  return store;
}
