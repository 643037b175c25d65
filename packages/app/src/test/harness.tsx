/**
 * The app in a test or a story: real stores, the real routes (or one screen), a memory router at a given
 * address, toasts, and the address the router is at. Nothing here needs Vitest: tests render it with
 * test/render, stories through `@insight/app/testing`.
 */
import type { ApiClient, Language, RuntimeSettings } from '@insight/api';
import { createToaster, type ToastController, type ToastOptions } from '@insight/ui';
import { APP_TOAST_OPTIONS } from '../toasts';
import { useEffect, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type NavigationType,
} from 'react-router';
import { AppProviders } from '../AppProviders';
import type { CartAdapter } from '../cart/CartAdapter';
import { createMemoryStorage, type BrowserLocation, type SaveFile } from '../env';
import { AppRoutes } from '../routes/routes';
import { createAppStore } from '../stores/createAppStore';
import { createRootStore, type RootStoreInstance } from '../stores/RootStore';
import { createFakeApi, testSettings } from './fakeEnv';

export interface HarnessSetup {
  /** Where the router starts (path and query). */
  path: string;
  /**
   * Only this screen, at this route pattern (e.g. '/survey/return/:id'), with its child routes if it has them (the
   * library's views); any other address renders nothing.
   */
  screen?: { route: string; element: ReactElement; children?: ReactNode };
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
  /** Where "Download my data" hands its file (recorded in tests and stories); nothing by default. */
  saveFile?: SaveFile;
  /** Over the app's toast options (APP_TOAST_OPTIONS): e.g. a longer time on screen for a slow test machine. */
  toasts?: Partial<ToastOptions>;
  /** The language the page is in (StoreEnv.language; its words are laid over by showScreensIn): English by default. */
  language?: Language;
}

/** How the calls answer: a fake api object (only its calls answer, any other fails loudly), or the real client over a fetch. */
export type HarnessCalls =
  | { api?: Partial<ApiClient>; fetch?: undefined }
  | { /** e.g. a fetch-mock instance's fetchHandler */ fetch: typeof fetch; api?: undefined };

export type HarnessOptions = HarnessSetup & HarnessCalls;

/** The harness's memory router, as a test drives it (once the harness is on screen). */
export interface HarnessRouter {
  /** Goes to an address as a link click does, or moves in the history (-1 is Back, 1 Forward). */
  navigate(to: string | number): void;
  /** How the router reached the current address: POP (the first one, Back, Forward), PUSH or REPLACE. */
  readonly historyAction: NavigationType;
}

export interface Harness {
  store: RootStoreInstance;
  toaster: ToastController;
  router: HarnessRouter;
  storage: ReturnType<typeof createMemoryStorage>;
  /** The routes at their first address, under the memory router (what AppHarness renders). */
  view: ReactElement;
}

interface RouterState {
  navigate: (to: string | number) => void;
  historyAction: NavigationType;
}

/** Reports the router's navigate and its last history action to the harness's HarnessRouter. */
function RouterProbe({ report }: { report: (state: RouterState) => void }) {
  const navigate = useNavigate();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    report({ navigate: (to) => (typeof to === 'number' ? void navigate(to) : void navigate(to)), historyAction });
  });
  return null;
}

/** A HarnessRouter, and the report its probe fills it with once the harness is on screen. */
function harnessRouter(): { router: HarnessRouter; report: (state: RouterState) => void } {
  let current: RouterState | null = null;
  const ready = (): RouterState => {
    if (!current) throw new Error('The harness is not on screen yet.');
    return current;
  };
  return {
    router: {
      navigate: (to) => ready().navigate(to),
      get historyAction() {
        return ready().historyAction;
      },
    },
    report: (state) => {
      current = state;
    },
  };
}

export function createHarness(options: HarnessOptions): Harness {
  const { path, screen, location, cart, saveFile = () => undefined, year = 2025 } = options;
  const toaster = createToaster({ ...APP_TOAST_OPTIONS, ...options.toasts });
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
        saveFile,
        ...(cart ? { cart } : {}),
        ...(options.language ? { language: options.language } : {}),
      })
    : createRootStore({
        settings,
        env: {
          api: createFakeApi(options.api ?? {}),
          storage,
          notifier: toaster,
          location,
          saveFile,
          ...(cart ? { cart } : {}),
          ...(options.language ? { language: options.language } : {}),
        },
      });
  const { router, report } = harnessRouter();
  const view = (
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe report={report} />
      {screen ? (
        <Routes>
          <Route path={screen.route} element={screen.element}>
            {screen.children}
          </Route>
          <Route path="*" element={null} />
        </Routes>
      ) : (
        <AppRoutes year={year} />
      )}
      <CurrentAddress />
    </MemoryRouter>
  );
  return { store, toaster, router, storage, view };
}

/**
 * The path and query the routes are rendered at (for assertions on redirects; hidden: it is not part of the
 * page). Inside the router, it changes in the same render as the screen.
 */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="current-address" hidden>
      {`${pathname}${search}`}
    </output>
  );
}

export interface AppHarnessProps {
  harness: Harness;
  /** Renders the ui theme, animations off (default); false under Storybook's preview, which renders it. */
  theme?: boolean;
}

/** A harness on screen. */
export function AppHarness({ harness: { store, toaster, view }, theme = true }: AppHarnessProps) {
  useEffect(() => () => toaster.dispose(), [toaster]);
  return (
    <AppProviders store={store} toaster={toaster} reducedMotion theme={theme}>
      {view}
    </AppProviders>
  );
}

/** The address a rendered harness's router is at. */
export const currentAddress = (root: ParentNode): string =>
  root.querySelector('[data-testid="current-address"]')?.textContent ?? '';
