import { errorMessages } from '@insight/api';
import { Card, Link, Page } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { RedirectToError } from './outcomeRouting';
import { errorScreenTexts } from '../texts';
import { useStores } from '../stores/StoreContext';
import { externalAddress, loginPathFor, paths } from './paths';
import { HrefLink } from './RouterLink';
import { allowedDeparture, leaveFor } from './leave';

/**
 * Sends the browser to another site once per address (a second run of the same effect, as StrictMode
 * makes, or a re-render, opens nothing twice).
 */
function useLeaveFor(target: string | null) {
  const store = useStores();
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (!target || left.current === target) return;
    left.current = target;
    leaveFor(store, target);
  }, [target, store]);
}

/*
 * The route guards of SPEC §2, as the elements of their routes: they decide before a screen renders,
 * and, being observers, again when what they read changes (a session that ends on a signed-in page).
 * A guard's redirect replaces the address it refused, so Back never returns to a page that bounces.
 */

/**
 * Signed-in routes: a visitor who is not signed in goes to /login?returnUrl=<path+search>, to come back after
 * signing in; a person who has just signed out goes to login as it is (SPEC §2 Logout).
 */
export const RequireAuth = observer(function RequireAuth() {
  const { session } = useStores();
  const { pathname, search } = useLocation();
  if (!session.isSignedIn) {
    const login = session.ending === 'signedOut' ? paths.login : loginPathFor(`${pathname}${search}`);
    return <Navigate to={login} replace />;
  }
  return <Outlet />;
});

/** /externalRedirect/:externalUrl: opens that (decoded, http or https) address in the same window, if allowed. */
export function ExternalRedirect() {
  const { settings } = useStores();
  const { externalUrl } = useParams();
  const decoded = externalAddress(externalUrl);
  const allowed = decoded !== null ? allowedDeparture(settings, decoded) : null;
  useLeaveFor(allowed);
  if (!allowed) return <RedirectToError />;
  return <Leaving />;
}

/** A line shown while the browser leaves for another address. */
export function Leaving() {
  return (
    <Page width="narrow">
      <Card padding="xl">
        <p role="status">{errorScreenTexts.redirecting}</p>
      </Card>
    </Page>
  );
}

/**
 * The catch-all route (SPEC §2): leaving for the product's external marketing page when one is configured, or
 * a not-found page that says what the router says ('Cannot match any routes.').
 */
export const NoRoutePage = observer(function NoRoutePage() {
  const target = useStores().settings.domainRedirectUrl || null;
  useLeaveFor(target);
  if (target) return <Leaving />;
  return (
    <Page title={errorScreenTexts.notFoundTitle} width="narrow">
      <Card padding="xl">
        <p>{errorMessages.noRouteMatch}</p>
        <p>
          <Link as={HrefLink} href={paths.home}>
            {errorScreenTexts.goToLibrary}
          </Link>
        </p>
      </Card>
    </Page>
  );
});
