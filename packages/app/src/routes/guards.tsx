import { errorMessages, type RuntimeSettings } from '@insight/api';
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

/**
 * The origins /externalRedirect may open: this app (the page and APP_URL), the server (apiUrl: it hosts
 * the questionnaire), the configured cart store and its CDN, and the domain redirect page. Nothing else:
 * the product must never forward its users to an address an attacker put in a link.
 */
function allowedOrigins(values: RuntimeSettings, appUrl: string): Set<string> {
  const origins = new Set<string>();
  const candidates = [
    appUrl,
    typeof window === 'undefined' ? '' : window.location.origin,
    values.apiUrl,
    values.foxycartUrl,
    values.foxycartCDN,
    values.domainRedirectUrl,
  ];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate.trim() === '') continue;
    try {
      const url = new URL(candidate.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not an address: nothing allowed from it
    }
  }
  return origins;
}

/** /externalRedirect/:externalUrl: opens that (decoded, http or https) address in the same window, if allowed. */
export const ExternalRedirect = observer(function ExternalRedirect() {
  const { externalUrl } = useParams();
  const browser = useBrowserLocation();
  const { settings } = useStores();
  const decoded = externalAddress(externalUrl);
  const address =
    decoded && allowedOrigins(settings.values, settings.appUrl).has(new URL(decoded).origin) ? decoded : null;
  useEffect(() => {
    if (address) browser.assign(address);
  }, [address, browser]);
  if (!address) return <Navigate to={paths.error} replace />;
  return <Leaving label="Redirecting…" />;
});
