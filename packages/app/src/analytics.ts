import { isProduction, type RuntimeSettings } from '@insight/api';

/**
 * SPEC §1: an analytics script is added only when environmentName is Production. Its address is the
 * analyticsUrl setting (the server's ANALYTICS_URL; its Content-Security-Policy allows that origin only in
 * Production too). The checkout script is separate: the cart loads it in every environment.
 * Adds `<script async src>` once and answers it; null when nothing is to be loaded.
 */
export function loadAnalytics(settings: RuntimeSettings, doc: Document = document): HTMLScriptElement | null {
  const url = settings.analyticsUrl?.trim();
  if (!url || !isProduction(settings)) return null;
  let address: URL;
  try {
    address = new URL(url, doc.baseURI);
  } catch {
    return null;
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return null;
  const existing = doc.head.querySelector<HTMLScriptElement>('script[data-analytics]');
  if (existing) return existing;
  const script = doc.createElement('script');
  script.src = address.href;
  script.async = true;
  script.setAttribute('data-analytics', '');
  doc.head.appendChild(script);
  return script;
}
