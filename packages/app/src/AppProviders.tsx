import { InsightProvider, Toaster, type ToastController } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { StoreProvider } from './stores/StoreContext';
import type { RootStoreInstance } from './stores/RootStore';

export interface AppProvidersProps {
  store: RootStoreInstance;
  /** The toaster the store's notifier raises toasts on (the same controller). */
  toaster: ToastController;
  /** Turns animations off (tests, visual snapshots). */
  reducedMotion?: boolean;
  /** Renders the ui's InsightProvider (default); false under a host that already does, once (Storybook's preview). */
  theme?: boolean;
  children: ReactNode;
}

/** Theme, stores and toasts around the router: the app, a test and a story share it. */
export function AppProviders({ store, toaster, reducedMotion, theme = true, children }: AppProvidersProps) {
  const providers = (
    <StoreProvider store={store}>
      {children}
      <Toaster controller={toaster} />
    </StoreProvider>
  );
  return theme ? (
    <ThemedProvider store={store} reducedMotion={reducedMotion}>
      {providers}
    </ThemedProvider>
  ) : (
    providers
  );
}

/** The ui's provider in the theme this device chose ('system' follows prefers-color-scheme). */
const ThemedProvider = observer(function ThemedProvider({
  store,
  reducedMotion,
  children,
}: Pick<AppProvidersProps, 'store' | 'reducedMotion' | 'children'>) {
  return (
    <InsightProvider theme={store.appearance.theme} reducedMotion={reducedMotion}>
      {children}
    </InsightProvider>
  );
});
