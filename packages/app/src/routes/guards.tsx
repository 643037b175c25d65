import { errorMessages, type RuntimeSettings } from '@insight/api';
import { Card, Link, Page } from '@insight/ui';
import type { LoaderFunctionArgs } from 'react-router';
import type { RootStoreInstance } from '../stores/RootStore';
import { useStores } from '../stores/StoreContext';
import { externalAddress, loginPathFor, paths } from './paths';
import { HrefLink } from './RouterLink';
import { browserLocationOf } from './useBrowserLocation';

/** How a guard sends the browser to another route of the app (see createAppRouter). */
export type SendTo = (to: string) => Response;

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

/** The route guards of SPEC §2 as loaders over the app's stores: they run before a route renders. */
export function createGuards(store: RootStoreInstance, sendTo: SendTo) {
  const { session, settings } = store;
  return {
    /** Signed-in routes: a visitor who is not signed in goes to /login?returnUrl=<path+search>. */
    requireAuth({ request }: LoaderFunctionArgs): null {
      if (session.isSignedIn) return null;
      const { pathname, search } = new URL(request.url);
      throw sendTo(loginPathFor(`${pathname}${search}`));
    },

    /** /externalRedirect/:externalUrl: opens that (decoded, http or https) address in the same window, if allowed. */
    externalRedirect({ params }: LoaderFunctionArgs): null {
      const decoded = externalAddress(params.externalUrl);
      if (!decoded || !allowedOrigins(settings.values, settings.appUrl).has(new URL(decoded).origin)) {
        throw sendTo(paths.error);
      }
      browserLocationOf(store).assign(decoded);
      return null;
    },

    /** Any other path (SPEC §2): the product's external marketing page when one is configured. */
    noRoute(): null {
      const target = settings.domainRedirectUrl;
      if (target) browserLocationOf(store).assign(target);
      return null;
    },
  };
}

/** A line shown while the browser leaves for another address. */
export function Leaving() {
  return (
    <Page width="narrow">
      <Card padding="xl">
        <p role="status">Redirecting…</p>
      </Card>
    </Page>
  );
}

/**
 * The catch-all route: leaving for the marketing page (its loader sent the browser there), or a not-found page
 * that says what the router says ('Cannot match any routes.').
 */
export function NoRoutePage() {
  if (useStores().settings.domainRedirectUrl) return <Leaving />;
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
}
