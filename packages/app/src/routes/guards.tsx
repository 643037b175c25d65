import { errorMessages } from '@insight/api';
import { Card, Link, Page } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { externalAddress, loginPathFor, paths } from './paths';
import { HrefLink } from './RouterLink';
import { useBrowserLocation } from './useBrowserLocation';

/** Signed-in routes: a visitor who is not signed in goes to /login?returnUrl=<path+search>. */
export const RequireAuth = observer(function RequireAuth() {
  const { session } = useStores();
  const location = useLocation();
  if (!session.isSignedIn) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
});

/** A line shown while the browser leaves for another address. */
function Leaving({ label }: { label: string }) {
  return (
    <Page width="narrow">
      <Card padding="xl">
        <p role="status">{label}</p>
      </Card>
    </Page>
  );
}

/**
 * Any other path (SPEC §2): sent to the product's external marketing page when one is configured,
 * otherwise a not-found page that says what the router says ('Cannot match any routes.').
 */
export const NoRouteGuard = observer(function NoRouteGuard() {
  const { settings } = useStores();
  const browser = useBrowserLocation();
  const target = settings.domainRedirectUrl;
  useEffect(() => {
    if (target) browser.assign(target);
  }, [browser, target]);
  if (target) return <Leaving label="Redirecting…" />;
  return (
    <Page title="Page not found" width="narrow">
      <Card padding="xl">
        <p>{errorMessages.noRouteMatch}</p>
        <p>
          <Link as={HrefLink} href={paths.home}>
            Go to my library
          </Link>
        </p>
      </Card>
    </Page>
  );
});

/** /externalRedirect/:externalUrl: opens that (decoded, http or https) address in the same window. */
export function ExternalRedirect() {
  const { externalUrl } = useParams();
  const browser = useBrowserLocation();
  const address = externalAddress(externalUrl);
  useEffect(() => {
    if (address) browser.assign(address);
  }, [address, browser]);
  if (!address) return <Navigate to={paths.error} replace />;
  return <Leaving label="Redirecting…" />;
}
