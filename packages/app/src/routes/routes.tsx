import { LoadingOverlay } from '@insight/ui';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { lazyExport } from '../lazy/lazyExport';
import { preloadLegalTexts } from '../legal/LegalDialog';
import { LoginScreen } from '../screens/LoginScreen';
import { ExternalRedirect, NoRouteGuard, RequireAuth } from './guards';
import { paths } from './paths';

/**
 * Code splitting: the first chunk holds what /login needs (the stores, the layout, the login screen); every
 * other screen is its own chunk, loaded when its route is entered and fetched ahead, when the browser is
 * idle, for the routes a person most likely goes to next (PREFETCH).
 */
const screens = {
  connections: lazyExport(() => import('../screens/connections'), 'ConnectionsScreen'),
  contact: lazyExport(() => import('../screens/ContactScreen'), 'ContactScreen'),
  error: lazyExport(() => import('../screens/ErrorScreen'), 'ErrorScreen'),
  library: lazyExport(() => import('../screens/library'), 'LibraryScreen'),
  profile: lazyExport(() => import('../screens/profile'), 'ProfileScreen'),
  purchaseMap: lazyExport(() => import('../screens/PurchaseMapScreen'), 'PurchaseMapScreen'),
  purchasePackage: lazyExport(() => import('../screens/PurchasePackageScreen'), 'PurchasePackageScreen'),
  recoverPassword: lazyExport(() => import('../screens/RecoverPasswordScreen'), 'RecoverPasswordScreen'),
  register: lazyExport(() => import('../screens/RegisterScreen'), 'RegisterScreen'),
  resetPassword: lazyExport(() => import('../screens/ResetPasswordScreen'), 'ResetPasswordScreen'),
  storeSso: lazyExport(() => import('../screens/StoreSsoScreen'), 'StoreSsoScreen'),
  surveyReturn: lazyExport(() => import('../screens/SurveyReturnScreen'), 'SurveyReturnScreen'),
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
  [paths.home]: ['connections', 'profile', 'contact'],
  [paths.connections]: ['library', 'profile'],
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

/** A screen of its own chunk, with the loading overlay while the chunk arrives. */
function page(key: Screen) {
  const { Component } = screens[key];
  return (
    <Suspense fallback={<LoadingOverlay active fullscreen />}>
      <Component />
    </Suspense>
  );
}

export interface AppRoutesOptions {
  /** The footer's copyright year (stories fix it). */
  year?: number;
}

/** Every route of SPEC §2's table, inside the shared layout. */
export function createRoutes({ year }: AppRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: (
        <>
          <AppLayout year={year} />
          <PrefetchNext />
        </>
      ),
      children: [
        { path: paths.root, element: <Navigate to={paths.home} replace /> },
        // Open to everyone.
        { path: paths.error, element: page('error') },
        { path: paths.login, element: <LoginScreen /> },
        { path: paths.recoverPassword, element: page('recoverPassword') },
        { path: paths.register, element: page('register') },
        { path: paths.resetPassword, element: page('resetPassword') },
        { path: paths.surveyReturn, element: page('surveyReturn') },
        { path: paths.externalRedirect, element: <ExternalRedirect /> },
        // Signed-in only.
        {
          element: <RequireAuth />,
          children: [
            { path: paths.home, element: page('library') },
            { path: paths.connections, element: page('connections') },
            { path: paths.contact, element: page('contact') },
            { path: paths.profile, element: page('profile') },
            { path: paths.purchaseMap, element: page('purchaseMap') },
            { path: paths.purchasePackage, element: page('purchasePackage') },
            { path: paths.storeSso, element: page('storeSso') },
          ],
        },
        // Anything else.
        { path: '*', element: <NoRouteGuard /> },
      ],
    },
  ];
}

/** The routes as an element, for a <BrowserRouter> or a <MemoryRouter> (tests, stories). */
export function AppRoutes(props: AppRoutesOptions) {
  return useRoutes(createRoutes(props));
}
