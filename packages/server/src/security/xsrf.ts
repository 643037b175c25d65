/**
 * XSRF (double-submit with a signed cookie). Every response to a request without a valid XSRF-TOKEN cookie
 * sets one: `<random>.<HMAC-SHA256(random, XSRF_SECRET)>` (path /, SameSite=Lax, readable by scripts).
 * State-changing requests under /api, /auth and /identity that carry the cookie must echo it in the
 * X-XSRF-TOKEN header (and the cookie must be ours), else 403. Requests without the cookie (non-browser
 * clients) are not checked. Webhook routes opt out with route config `{ xsrfExempt: true }`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@insight/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { CALL_PREFIXES, RUNTIME_SETTINGS_PATH, SANDBOX_PATH } from '../http/paths.js';
import { redactUrl } from './redact.js';

export const XSRF_ERROR = 'Invalid XSRF token.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sign = (random: string, secret: string): string =>
  createHmac('sha256', secret).update(random).digest('base64url');

export function issueXsrfToken(secret: string): string {
  const random = randomBytes(32).toString('base64url');
  return `${random}.${sign(random, secret)}`;
}

const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function isValidXsrfToken(token: string, secret: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return false;
  return safeEqual(token.slice(dot + 1), sign(token.slice(0, dot), secret));
}

const pathOf = (url: string): string => url.split('?')[0] ?? url;

export const isXsrfProtectedPath = (url: string): boolean => {
  const path = pathOf(url).toLowerCase();
  return CALL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/**
 * A file of the built app or a shipped asset (a dot in the last segment, outside the API prefixes and the
 * runtime settings the app reads first).
 */
export const isStaticFilePath = (url: string): boolean => {
  const path = pathOf(url).toLowerCase();
  if (path === RUNTIME_SETTINGS_PATH || isXsrfProtectedPath(path)) return false;
  if (path === SANDBOX_PATH || path.startsWith(`${SANDBOX_PATH}/`)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') && !last.endsWith('.html');
};

export function registerXsrf(app: FastifyInstance, options: { secret: string; secure: boolean }): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE_NAME];
    const cookieValid = cookie !== undefined && isValidXsrfToken(cookie, options.secret);
    if (!cookieValid && !isStaticFilePath(request.url)) {
      reply.setCookie(XSRF_COOKIE_NAME, issueXsrfToken(options.secret), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: options.secure,
      });
    }
    if (cookie === undefined || !STATE_CHANGING.has(request.method)) return;
    if (!isXsrfProtectedPath(request.url) || request.routeOptions.config.xsrfExempt === true) return;
    const header = request.headers[XSRF_HEADER_NAME.toLowerCase()];
    if (!cookieValid || typeof header !== 'string' || !safeEqual(header, cookie)) {
      request.log.warn({ url: redactUrl(request.url) }, 'rejected a request with a missing or wrong XSRF token');
      throw new HttpError(403, XSRF_ERROR);
    }
  });
}
