/**
 * Security headers on every answer: a strict Content-Security-Policy (styled-components needs inline
 * styles; no inline scripts), nosniff, a referrer policy, no framing.
 */
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
  ].filter((o): o is string => o !== undefined);
  const images = [originOf(config.blobStorage, appOrigin), originOf(config.reportImagePath, appOrigin), ...media];
  const list = (...sources: (string | undefined)[]): string =>
    [...new Set(sources.filter((s): s is string => s !== undefined))].join(' ');
  return [
    "default-src 'self'",
    `img-src ${list("'self'", 'data:', 'blob:', ...images, ...cart)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...cart)}`,
    `script-src ${list("'self'", ...cart)}`,
    `connect-src ${list("'self'", ...cart)}`,
    `frame-src ${list("'self'", ...cart)}`,
    `media-src ${list("'self'", ...media)}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'" + (cart.length ? ` ${cart.join(' ')}` : ''),
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}
