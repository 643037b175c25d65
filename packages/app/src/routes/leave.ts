import type { RuntimeSettings } from '@insight/api';
import type { RootStoreInstance } from '../stores/RootStore';
import { browserLocationOf } from './useBrowserLocation';

/**
 * THE way out of the app. Every departure to another page than the app's own (a checkout, the cart's sign-in,
 * the questionnaire, /externalRedirect) goes through `allowedDeparture`: only http(s) addresses on the origins
 * below are opened. The product must never forward its users to an address an attacker put in a link or an
 * answer: this app (the page and APP_URL), the server (apiUrl: it hosts the questionnaire), the configured
 * cart store and its CDN, and the domain redirect page. Nothing else.
 */
export function allowedOrigins(values: RuntimeSettings, appUrl: string): Set<string> {
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

/**
 * `address` as the browser may open it (absolute, http or https, on an allowed origin), or null. A relative
 * address is read against the app's own page.
 */
export function allowedDeparture(
  settings: { values: RuntimeSettings; appUrl: string },
  address: string,
): string | null {
  if (address.trim() === '') return null;
  const base = typeof window === 'undefined' ? settings.appUrl : window.location.href;
  let url: URL;
  try {
    url = new URL(address.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return allowedOrigins(settings.values, settings.appUrl).has(url.origin) ? url.href : null;
}

/** Leaves for `address` when allowed and answers true; else goes nowhere and answers false. */
export function leaveFor(store: RootStoreInstance, address: string): boolean {
  const allowed = allowedDeparture(store.settings, address);
  if (allowed) browserLocationOf(store).assign(allowed);
  return allowed !== null;
}
