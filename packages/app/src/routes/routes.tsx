import { LoadingOverlay } from '@insight/ui';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { OutcomeRouting } from './outcomeRouting';
import { AppLayout } from '../layout/AppLayout';
import { screenPending } from '../layout/pending';
import { lazyExport } from '../lazy/lazyExport';
import { preloadLegalTexts } from '../legal/lazy';
import { LoginScreen } from '../screens/auth/LoginScreen';
import { ExternalRedirect, NoRoutePage, RequireAuth } from './guards';
import { paths } from './paths';

/**
 * Code splitting: the first chunk holds what /login needs (the stores, the layout, the login screen); every
 * other screen is its own chunk, loaded when its route is entered and fetched ahead, when the browser is
 * idle, for the routes a person most likely goes to next (PREFETCH).
 */
const traitsModule = () => import('../screens/traits');
const libraryModule = () => import('../screens/library');
const screens = {
  circle: lazyExport(traitsModule, 'CircleScreen'),
  compare: lazyExport(traitsModule, 'CompareScreen'),
  confirmEmail: lazyExport(() => import('../screens/address'), 'ConfirmEmailScreen'),
  connections: lazyExport(() => import('../screens/connections'), 'ConnectionsScreen'),
  contact: lazyExport(() => import('../screens/contact'), 'ContactScreen'),
  error: lazyExport(() => import('../screens/error'), 'ErrorScreen'),
  library: lazyExport(libraryModule, 'LibraryScreen'),
  // The library's views (its routes' children), of the library's chunk: here as soon as the screen is.
  libraryCatalogue: lazyExport(libraryModule, 'LibraryCatalogue'),
  libraryGuide: lazyExport(libraryModule, 'LibraryGuide'),
  libraryOverview: lazyExport(libraryModule, 'LibraryOverview'),
  profile: lazyExport(() => import('../screens/profile'), 'ProfileScreen'),
  purchaseMap: lazyExport(() => import('../screens/purchase/PurchaseMapScreen'), 'PurchaseMapScreen'),
  purchasePackage: lazyExport(() => import('../screens/purchase/PurchasePackageScreen'), 'PurchasePackageScreen'),
  recoverPassword: lazyExport(() => import('../screens/auth/RecoverPasswordScreen'), 'RecoverPasswordScreen'),
  register: lazyExport(() => import('../screens/auth/RegisterScreen'), 'RegisterScreen'),
  resetPassword: lazyExport(() => import('../screens/auth/ResetPasswordScreen'), 'ResetPasswordScreen'),
  storeSso: lazyExport(() => import('../screens/purchase/StoreSsoScreen'), 'StoreSsoScreen'),
  surveyReturn: lazyExport(() => import('../screens/purchase/SurveyReturnScreen'), 'SurveyReturnScreen'),
  unsubscribe: lazyExport(() => import('../screens/notifications'), 'UnsubscribeScreen'),
};
type Screen = keyof typeof screens;

/** Loads every screen and the legal texts now (tests, and anything that must not wait on a chunk later). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all([...Object.values(screens).map((screen) => screen.preload()), preloadLegalTexts()]);
}

/**
 * Loads the code of the screen a page drawn before any script shows at `pathname` (/home: the library), so that
 * the app's first render draws that screen as the page has it, not its loading stand-in in between.
 */
export function preloadDrawnScreen(pathname: string): Promise<void> {
  return pathname.toLowerCase() === paths.home ? screens.library.preload() : Promise.resolve();
}

/** Where a person most likely goes next from a route: fetched when the browser is idle. */
const PREFETCH: Partial<Record<string, Screen[]>> = {
  [paths.login]: ['library', 'register', 'recoverPassword'],
  [paths.register]: ['library', 'purchasePackage'],
  [paths.home]: ['connections', 'profile', 'contact', 'compare'],
  [paths.connections]: ['library', 'profile', 'compare'],
  [paths.profile]: ['library', 'connections'],
  [paths.surveyReturn]: ['library'],
  [paths.storeSso]: ['library'],
};

/** A screen's stand-in (layout/pending.ts), or a loading overlay that shows (a route's chunk, the screen's calls). */
const STAND_IN = `[${Object.keys(screenPending)[0]}], [data-state='active'] > [data-loading-overlay]`;

function PrefetchNext() {
  const { pathname } = useLocation();
  useEffect(() => {
    const next = PREFETCH[pathname.toLowerCase()];
    if (!next) return undefined;
    const run = () => next.forEach((key) => void screens[key].prefetch());
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(run, { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(run, 1500);
        cancel = () => window.clearTimeout(id);
      }
    };
    // The screen the person opened first (its code, its calls, its pictures): the next screens' files would share
    // the connection with it (on a phone they held /home's largest paint back). So not before the page has loaded,
    // nor while the screen's stand-in shows (the library while its gate runs; at most about 10 s).
    let waits = 0;
    const whenDrawn = () => {
      if (document.querySelector(STAND_IN) && waits++ < 50) {
        const id = window.setTimeout(whenDrawn, 200);
        cancel = () => window.clearTimeout(id);
      } else whenIdle();
    };
    if (document.readyState === 'complete') {
      whenDrawn();
      return () => cancel();
    }
    window.addEventListener('load', whenDrawn, { once: true });
    return () => {
      window.removeEventListener('load', whenDrawn);
      cancel();
    };
  }, [pathname]);
  return null;
}

const loading = <LoadingOverlay active fullscreen />;

/** A screen of its own chunk, with the loading overlay while the chunk arrives. */
function page(key: Screen) {
  const { Component } = screens[key];
  return (
    <Suspense fallback={loading}>
      <Component />
    </Suspense>
  );
}

export interface AppRoutesProps {
  /** The footer's copyright year (tests and stories fix it). */
  year?: number;
}

interface RouteErrorBoundaryProps {
  /** The address: a failure belongs to the address it happened at, and leaving it clears it. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  /** The address the state belongs to. */
  pathname: string;
}

/**
 * Anything that fails while a route renders shows SPEC's error screen, until the address changes (React reports
 * the error on the console).
 */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): RouteErrorBoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? page('error') : this.props.children;
  }
}

/** The shared layout (SPEC §2: header, footer, toasts) around every route, with the prefetch of the next ones. */
function Layout({ year }: AppRoutesProps) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <AppLayout year={year} />
      <OutcomeRouting />
      <PrefetchNext />
    </RouteErrorBoundary>
  );
}

/**
 * The library's views, as the children of /home's route (deep links): the catalogue at /home, a report at
 * /home/guide/… (mine, or a connection's), an overview at /home/overview/…. Each draws its view from the address as
 * the router read it; the library screen around them stays while the address changes, so Back and Forward move
 * between the views.
 */
export const libraryViews = (
  <>
    <Route index element={page('libraryCatalogue')} />
    <Route path={paths.guide} element={page('libraryGuide')} />
    <Route path={paths.connectionGuide} element={page('libraryGuide')} />
    <Route path={paths.overview} element={page('libraryOverview')} />
  </>
);

/**
 * Every route of SPEC §2's table, inside the shared layout, under the router the host gives (BrowserRouter in
 * the app, MemoryRouter in tests and stories). The guards are the elements of the routes they keep (guards.tsx).
 */
export function AppRoutes({ year }: AppRoutesProps) {
  return (
    <Routes>
      <Route element={<Layout year={year} />}>
        <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
        {/* Open to everyone. */}
        <Route path={paths.error} element={page('error')} />
        <Route path={paths.login} element={<LoginScreen />} />
        <Route path={paths.recoverPassword} element={page('recoverPassword')} />
        <Route path={paths.register} element={page('register')} />
        <Route path={paths.resetPassword} element={page('resetPassword')} />
        <Route path={paths.confirmEmail} element={page('confirmEmail')} />
        <Route path={paths.unsubscribe} element={page('unsubscribe')} />
        <Route path={paths.surveyReturn} element={page('surveyReturn')} />
        <Route path={paths.externalRedirect} element={<ExternalRedirect />} />
        {/* Signed-in only: checked when entered, and again when the session ends. */}
        <Route element={<RequireAuth />}>
          {/* The library's views have their own addresses: the screen stays while they change. */}
          <Route path={paths.home} element={page('library')}>
            {libraryViews}
          </Route>
          <Route path={paths.compare} element={page('compare')} />
          <Route path={paths.circle} element={page('circle')} />
          <Route path={paths.connections} element={page('connections')} />
          <Route path={paths.contact} element={page('contact')} />
          <Route path={paths.profile} element={page('profile')} />
          <Route path={paths.purchaseMap} element={page('purchaseMap')} />
          <Route path={paths.purchasePackage} element={page('purchasePackage')} />
          <Route path={paths.storeSso} element={page('storeSso')} />
        </Route>
        {/* Anything else. */}
        <Route path="*" element={<NoRoutePage />} />
      </Route>
    </Routes>
  );
}
