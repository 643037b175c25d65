import { LoadingOverlay } from '@insight/ui';
import { reaction } from 'mobx';
import { Suspense, useEffect } from 'react';
import {
  redirect,
  replace,
  useLocation,
  type DataRouter,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { lazyExport } from '../lazy/lazyExport';
import { preloadLegalTexts } from '../legal/lazy';
import { LoginScreen } from '../screens/auth/LoginScreen';
import type { RootStoreInstance } from '../stores/RootStore';
import { createGuards, Leaving, NoRoutePage, type SendTo } from './guards';
import { paths } from './paths';

/**
 * Code splitting: the first chunk holds what /login needs (the stores, the layout, the login screen); every
 * other screen is its own chunk, loaded when its route is entered and fetched ahead, when the browser is
 * idle, for the routes a person most likely goes to next (PREFETCH).
 */
const screens = {
  compare: lazyExport(() => import('../screens/traits'), 'CompareScreen'),
  connections: lazyExport(() => import('../screens/connections'), 'ConnectionsScreen'),
  contact: lazyExport(() => import('../screens/contact'), 'ContactScreen'),
  error: lazyExport(() => import('../screens/error'), 'ErrorScreen'),
  library: lazyExport(() => import('../screens/library'), 'LibraryScreen'),
  profile: lazyExport(() => import('../screens/profile'), 'ProfileScreen'),
  purchaseMap: lazyExport(() => import('../screens/purchase/PurchaseMapScreen'), 'PurchaseMapScreen'),
  purchasePackage: lazyExport(() => import('../screens/purchase/PurchasePackageScreen'), 'PurchasePackageScreen'),
  recoverPassword: lazyExport(() => import('../screens/auth/RecoverPasswordScreen'), 'RecoverPasswordScreen'),
  register: lazyExport(() => import('../screens/auth/RegisterScreen'), 'RegisterScreen'),
  resetPassword: lazyExport(() => import('../screens/auth/ResetPasswordScreen'), 'ResetPasswordScreen'),
  storeSso: lazyExport(() => import('../screens/purchase/StoreSsoScreen'), 'StoreSsoScreen'),
  surveyReturn: lazyExport(() => import('../screens/purchase/SurveyReturnScreen'), 'SurveyReturnScreen'),
};
type Screen = keyof typeof screens;

/** Loads every screen and the legal texts now (tests, and anything that must not wait on a chunk later). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all([...Object.values(screens).map((screen) => screen.preload()), preloadLegalTexts()]);
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

function PrefetchNext() {
  const { pathname } = useLocation();
  useEffect(() => {
    const next = PREFETCH[pathname.toLowerCase()];
    if (!next) return undefined;
    const run = () => next.forEach((key) => void screens[key].preload().catch(() => undefined));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1500);
    return () => window.clearTimeout(id);
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

export interface AppRoutesOptions {
  /** The stores the guards read: the session, the settings, the browser's location. */
  store: RootStoreInstance;
  /** The footer's copyright year (tests and stories fix it). */
  year?: number;
}

/** An address change, not a re-check of the same one (a loader that sends the browser away runs once per address). */
const addressChanged = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.href !== nextUrl.href;

/** Every route of SPEC §2's table, inside the shared layout; the guards are the routes' loaders. */
function createRoutes({ store, year }: AppRoutesOptions, sendTo: SendTo): RouteObject[] {
  const guards = createGuards(store, sendTo);
  return [
    {
      element: (
        <>
          <AppLayout year={year} />
          <PrefetchNext />
        </>
      ),
      // Anything that fails while a route loads or renders shows SPEC's error screen.
      errorElement: page('error'),
      // While the first address's loaders run (a moment: they read the stores).
      hydrateFallbackElement: loading,
      children: [
        {
          path: paths.root,
          loader: () => {
            throw sendTo(paths.home);
          },
        },
        // Open to everyone.
        { path: paths.error, element: page('error') },
        { path: paths.login, element: <LoginScreen /> },
        { path: paths.recoverPassword, element: page('recoverPassword') },
        { path: paths.register, element: page('register') },
        { path: paths.resetPassword, element: page('resetPassword') },
        { path: paths.surveyReturn, element: page('surveyReturn') },
        {
          path: paths.externalRedirect,
          loader: guards.externalRedirect,
          shouldRevalidate: addressChanged,
          element: <Leaving />,
        },
        // Signed-in only: checked when entered, and again when the session ends (createAppRouter).
        {
          loader: guards.requireAuth,
          children: [
            {
              // The library's views have their own addresses (issue 12): the screen stays while they change.
              path: paths.home,
              element: page('library'),
              children: [{ path: paths.guide }, { path: paths.connectionGuide }, { path: paths.overview }],
            },
            { path: paths.compare, element: page('compare') },
            { path: paths.connections, element: page('connections') },
            { path: paths.contact, element: page('contact') },
            { path: paths.profile, element: page('profile') },
            { path: paths.purchaseMap, element: page('purchaseMap') },
            { path: paths.purchasePackage, element: page('purchasePackage') },
            { path: paths.storeSso, element: page('storeSso') },
          ],
        },
        // Anything else.
        { path: '*', loader: guards.noRoute, shouldRevalidate: addressChanged, element: <NoRoutePage /> },
      ],
    },
  ];
}

/**
 * The app's data router over the history `create` makes: createBrowserRouter in the app, createMemoryRouter in
 * tests and stories.
 */
export function createAppRouter(create: (routes: RouteObject[]) => DataRouter, options: AppRoutesOptions): DataRouter {
  // The guards run while the router is being made (the first address): they reach it through this holder.
  const holder: { router?: DataRouter } = {};
  // Like <Navigate replace>: a guard's redirect takes the place of an address already in the history (the first
  // load, Back/Forward, a re-check) and follows a link click as a new entry. A loader's plain redirect() pushes
  // on Back too, and Back would then bounce to the same page for ever.
  const sendTo: SendTo = (to) =>
    holder.router?.state.navigation.historyAction === 'PUSH' ? redirect(to) : replace(to);
  const router = create(createRoutes(options, sendTo));
  holder.router = router;
  // A sign-out on a signed-in page (a re-login that failed after a profile change) runs the guards again.
  reaction(
    () => options.store.session.isSignedIn,
    (signedIn) => {
      if (!signedIn) void router.revalidate();
    },
  );
  return router;
}
