/**
 * Security headers on every answer, sent by @fastify/helmet: a strict Content-Security-Policy
 * (styled-components needs inline styles; no inline scripts but the prerendered pages' own, by their hashes),
 * nosniff, a referrer policy, no framing, a same-origin opener policy and, on https, HSTS. The policy's
 * directives are ours (cspDirectives); helmet's other defaults are turned off where they would change what the
 * product sends.
 */
import fastifyHelmet from '@fastify/helmet';
import { isProduction } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';

const originOf = (url: string, appOrigin: string): string | undefined => {
  if (!url) return undefined;
  try {
    const origin = new URL(url, appOrigin).origin;
    return origin === appOrigin || origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

export type CspDirectives = Record<string, string[]>;

/**
 * The policy; outside origins come only from configured settings (a real cart provider, a video host).
 * `inlineScripts`: the `'sha256-…'` sources of the inline scripts the built app's pages hold (app-shell's
 * prerenderedScriptSources), the only inline scripts that may run.
 */
export function cspDirectives(
  config: ServerConfig,
  extra: { foxycartUrl?: string; foxycartCDN?: string; inlineScripts?: string[] } = {},
): CspDirectives {
  const appOrigin = new URL(config.appUrl).origin;
  const cart = [originOf(extra.foxycartCDN ?? '', appOrigin), originOf(extra.foxycartUrl ?? '', appOrigin)].filter(
    (o): o is string => o !== undefined,
  );
  const media = [
    originOf(config.dashboardVideoUrl, appOrigin),
    originOf(config.dashboardVideoPosterUrl, appOrigin),
    originOf(config.dashboardVideoCaptionsUrl, appOrigin),
  ].filter((o): o is string => o !== undefined);
  // SPEC §1: the analytics script is added only in Production, so only then may its origin run scripts here
  // (and receive what the script sends).
  const analytics = isProduction(config) ? originOf(config.analyticsUrl, appOrigin) : undefined;
  const images = [originOf(config.blobStorage, appOrigin), originOf(config.reportImagePath, appOrigin), ...media];
  const list = (...sources: (string | undefined)[]): string[] => [
    ...new Set(sources.filter((s): s is string => s !== undefined)),
  ];
  return {
    'default-src': ["'self'"],
    'img-src': list("'self'", 'data:', 'blob:', ...images, ...cart, analytics),
    'style-src': list("'self'", "'unsafe-inline'", ...cart),
    'script-src': list("'self'", ...(extra.inlineScripts ?? []), ...cart, analytics),
    'connect-src': list("'self'", ...cart, analytics),
    'frame-src': list("'self'", ...cart),
    'media-src': list("'self'", ...media),
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': list("'self'", ...cart),
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as one header value (what the answers carry, for reading in tests and logs). */
export const contentSecurityPolicy = (...args: Parameters<typeof cspDirectives>): string =>
  Object.entries(cspDirectives(...args))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** HSTS, sent when APP_URL is https: browsers then never speak plain http to this host for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  directives: CspDirectives,
  options: { hsts?: boolean } = {},
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Off: headers the product did not send before and whose effect on the cart's frames and the
    // catalogue images would need their own review.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
