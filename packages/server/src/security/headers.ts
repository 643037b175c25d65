/**
 * Security headers on every answer: a strict Content-Security-Policy (styled-components needs inline
 * styles; no inline scripts), nosniff, a referrer policy, no framing.
 * Hand-written for want of @fastify/helmet in the dependencies (it can send these same six headers given
 * contentSecurityPolicy's directives and its other defaults turned off): the policy itself stays here.
 */
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

/** The policy; outside origins come only from configured settings (a real cart provider, a video host). */
export function contentSecurityPolicy(
  config: ServerConfig,
  extra: { foxycartUrl?: string; foxycartCDN?: string } = {},
): string {
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
  const list = (...sources: (string | undefined)[]): string =>
    [...new Set(sources.filter((s): s is string => s !== undefined))].join(' ');
  return [
    "default-src 'self'",
    `img-src ${list("'self'", 'data:', 'blob:', ...images, ...cart, analytics)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...cart)}`,
    `script-src ${list("'self'", ...cart, analytics)}`,
    `connect-src ${list("'self'", ...cart, analytics)}`,
    `frame-src ${list("'self'", ...cart)}`,
    `media-src ${list("'self'", ...media)}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'" + (cart.length ? ` ${cart.join(' ')}` : ''),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS, sent when APP_URL is https: browsers then never speak plain http to this host for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, csp: string, options: { hsts?: boolean } = {}): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (options.hsts) reply.header('Strict-Transport-Security', HSTS);
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}
