/**
 * The app's tree, shared by the browser's start (main.tsx) and the build's prerender of the signed-out entry
 * screens (prerender.tsx). Both import this module before anything else of ours: styled-components names each
 * component's class by the order the components are made, so the two must evaluate the ui and the screens in
 * the same order, or the classes of the prerendered page would not be the ones the browser's render asks for.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import { createToaster, type ToastController } from '@insight/ui';
import './start/afterUi';
import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import type { LoadedLanguage } from './i18n/load';
import { AppRoutes } from './routes/routes';
import './start/afterScreens';
import { paths } from './routes/paths';
import { createAppStore, type CreateAppStoreOptions } from './stores/createAppStore';
import './start/afterStores';
import type { RootStoreInstance } from './stores/RootStore';
import { APP_TOAST_OPTIONS } from './toasts';

export interface AppParts {
  store: RootStoreInstance;
  toaster: ToastController;
  /** The language laid over English (i18n/load.ts): the ui's words and locale; none in English. */
  ui?: LoadedLanguage;
}

/** The root store and the toaster it raises its notices on. */
export function createAppParts({
  ui,
  ...options
}: Omit<CreateAppStoreOptions, 'notifier'> & { ui?: LoadedLanguage }): AppParts {
  const toaster = createToaster(APP_TOAST_OPTIONS);
  const store = createAppStore({ ...options, notifier: toaster });
  return { store, toaster, ...(ui ? { ui } : {}) };
}

/**
 * What the app asks for as it opens at `pathname`, before its first render (the browser's start, and the build's
 * prerender of /home, whose first render must be the browser's): opening on /home signed in, the home gate's
 * reads go out now, while the library's code is on its way, and so does the person's trait chart that Start Here
 * draws (the library waits for it: nothing moves when it comes).
 */
export function openAt({ store }: AppParts, pathname: string): void {
  if (pathname.toLowerCase() !== paths.home) return;
  store.homeGate.prepare();
  const me = store.session.currentUser?.id;
  if (me) void store.traits.loadProfile(me);
}

/** The whole app under the router the host gives (BrowserRouter in the browser, StaticRouter in the prerender). */
export function appTree({ store, toaster, ui }: AppParts, router: (routes: ReactNode) => ReactNode): ReactNode {
  return (
    <StrictMode>
      <AppProviders store={store} toaster={toaster} locale={ui?.locale} strings={ui?.strings}>
        {router(<AppRoutes />)}
      </AppProviders>
    </StrictMode>
  );
}
