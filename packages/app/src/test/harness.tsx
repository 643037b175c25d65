/**
 * The app in a test or a story: real stores, the real routes (or one screen), a memory router at a given
 * address, toasts, and the address the router is at. Nothing here needs Vitest: tests render it with
 * test/render, stories through `@insight/app/testing`.
 */
import type { ApiClient, RuntimeSettings } from '@insight/api';
import { createToaster, type ToastController } from '@insight/ui';
import { APP_TOAST_OPTIONS } from '../toasts';
import { useEffect, type ReactElement } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { AppProviders } from '../AppProviders';
import type { CartAdapter } from '../cart/CartAdapter';
import { createMemoryStorage, type BrowserLocation } from '../env';
import { createAppRouter } from '../routes/routes';
import { createAppStore } from '../stores/createAppStore';
import { createRootStore, type RootStoreInstance } from '../stores/RootStore';
import { createFakeApi, testSettings } from './fakeEnv';

export interface HarnessSetup {
  /** Where the router starts (path and query). */
  path: string;
  /** Only this screen, at this route pattern (e.g. '/survey/return/:id'); any other address renders nothing. */
  screen?: { route: string; element: ReactElement };
  /** What local storage holds at the start (e.g. a signed-in user). */
  storage?: Record<string, string>;
  /** Over testSettings. */
  settings?: Partial<RuntimeSettings>;
  /** Where the browser would go (window.location's assign and reload). */
  location: BrowserLocation;
  /** The cart provider's script; none with a fake api, FoxyCart's loader with a fetch. */
  cart?: CartAdapter;
  /** The footer's copyright year (default 2025). */
  year?: number;
}

/** How the calls answer: a fake api object (only its calls answer, any other fails loudly), or the real client over a fetch. */
export type HarnessCalls =
  | { api?: Partial<ApiClient>; fetch?: undefined }
  | { /** e.g. a fetch-mock instance's fetchHandler */ fetch: typeof fetch; api?: undefined };

export type HarnessOptions = HarnessSetup & HarnessCalls;

export interface Harness {
  store: RootStoreInstance;
  toaster: ToastController;
  router: DataRouter;
  storage: ReturnType<typeof createMemoryStorage>;
}

export function createHarness(options: HarnessOptions): Harness {
  const { path, screen, location, cart, year = 2025 } = options;
  const toaster = createToaster(APP_TOAST_OPTIONS);
  const storage = createMemoryStorage(options.storage);
  const settings = { ...testSettings, ...options.settings };
  const store = options.fetch
    ? createAppStore({
        settings,
        storage,
        notifier: toaster,
        location,
        fetch: options.fetch,
        getCookie: () => undefined,
        ...(cart ? { cart } : {}),
      })
    : createRootStore({
        settings,
        env: { api: createFakeApi(options.api ?? {}), storage, notifier: toaster, location, ...(cart ? { cart } : {}) },
      });
  const atPath = (routes: RouteObject[]) =>
    createMemoryRouter([{ element: <WithCurrentAddress />, children: routes }], { initialEntries: [path] });
  const router = screen
    ? atPath([
        { path: screen.route, element: screen.element },
        { path: '*', element: null },
      ])
    : createAppRouter(atPath, { store, year });
  return { store, toaster, router, storage };
}

/**
 * The routes, and the path and query they are rendered at (for assertions on redirects; hidden: it is not part
 * of the page). Inside the router, it changes in the same render as the screen.
 */
function WithCurrentAddress() {
  const { pathname, search } = useLocation();
  return (
    <>
      <Outlet />
      <output data-testid="current-address" hidden>
        {`${pathname}${search}`}
      </output>
    </>
  );
}

export interface AppHarnessProps {
  harness: Harness;
  /** Renders the ui theme, animations off (default); false under Storybook's preview, which renders it. */
  theme?: boolean;
}

/** A harness on screen. */
export function AppHarness({ harness: { store, toaster, router }, theme = true }: AppHarnessProps) {
  useEffect(() => () => toaster.dispose(), [toaster]);
  return (
    <AppProviders store={store} toaster={toaster} reducedMotion theme={theme}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** The address a rendered harness's router is at. */
export const currentAddress = (root: ParentNode): string =>
  root.querySelector('[data-testid="current-address"]')?.textContent ?? '';
