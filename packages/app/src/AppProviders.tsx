import { InsightProvider, Toaster, type InsightStrings, type ToastController } from '@insight/ui';
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
  /** The ui's locale and words in the page's language (i18n/load.ts); the ui's en-US defaults without. */
  locale?: string;
  strings?: Readonly<InsightStrings>;
  children: ReactNode;
}

/** Theme, stores and toasts around the router: the app, a test and a story share it. */
export function AppProviders({
  store,
  toaster,
  reducedMotion,
  theme = true,
  locale,
  strings,
  children,
}: AppProvidersProps) {
  const providers = (
    <StoreProvider store={store}>
      {children}
      <Toaster controller={toaster} />
    </StoreProvider>
  );
  return theme ? (
    <ThemedProvider store={store} reducedMotion={reducedMotion} locale={locale} strings={strings}>
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
  locale,
  strings,
  children,
}: Pick<AppProvidersProps, 'store' | 'reducedMotion' | 'locale' | 'strings' | 'children'>) {
  return (
    <InsightProvider theme={store.appearance.theme} reducedMotion={reducedMotion} locale={locale} strings={strings}>
      {children}
    </InsightProvider>
  );
});
