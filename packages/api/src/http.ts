/**
 * The transport under the client: builds the request of a call of the table (URL, headers, body),
 * sends it with fetch and turns the answer into a value or an ApiError (SPEC §6, §8).
 *
 * - Authorization: Bearer <token> on every call but the token call, when a token exists.
 * - X-XSRF-TOKEN (the XSRF-TOKEN cookie) on requests to relative URLs that are not GET/HEAD.
 * - credentials: 'same-origin'.
 * - 401 → onUnauthorized(the token sent) (the app logs out and reloads), then throws kind 'unauthorized'.
 *   Exception: a 401 of the token call that is an OAuth error (invalid_client) is a login error.
 * - Every JSON answer is validated with its struct; a mismatch throws kind 'contract'.
 */
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './constants.js';
import { fillPath, type CallDef } from './calls.js';
import { ApiError, errorFromResponse } from './errors.js';
import { errorMessages } from './messages.js';

export interface ApiClientSettings {
  apiUrl: string;
  authApiUrl: string;
  authClientId?: string;
  authClientSecret?: string;
  contactEmail?: string;
  appName?: string;
  appUrl?: string;
}

export interface ApiClientOptions {
  settings: ApiClientSettings;
  fetch?: typeof fetch;
  getToken: () => string | null | undefined;
  /** Reads a cookie; defaults to document.cookie when there is a document. */
  getCookie?: (name: string) => string | undefined;
  /**
   * A 401 on a call (not the token endpoint's invalid_client or invalid_grant). Given the bearer token the
   * call was sent with (null without one), so a caller can tell a stale answer, sent before a logout or
   * with an earlier token, from one about its session.
   */
  onUnauthorized?: (sentToken: string | null) => void;
}

/** The body handed to send(): a JSON value, form fields, or a ready FormData. */
export type RequestBody = unknown;

/** Read one cookie from a cookie string ('a=1; XSRF-TOKEN=abc'). */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

const documentCookie = (name: string): string | undefined =>
  typeof document !== 'undefined' && typeof document.cookie === 'string'
    ? readCookie(document.cookie, name)
    : undefined;

/** Absolute ('https://…', 'http://…', any 'scheme:' or protocol-relative '//…') vs relative URLs. */
export const isAbsoluteUrl = (url: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');

const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

const formBody = (fields: unknown): URLSearchParams => {
  const params = new URLSearchParams();
  if (typeof fields === 'object' && fields !== null) {
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      params.append(key, String(value));
    }
  }
  return params;
};

const parseBody = (text: string, contentType: string | null): unknown => {
  if (text.trim() === '') return undefined;
  if (contentType?.includes('json') || /^\s*[[{"]/.test(text) || /^\s*(true|false|null|-?\d)/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

export type Http = ReturnType<typeof createHttp>;

export function createHttp(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const getCookie = options.getCookie ?? documentCookie;

  const urlOf = (call: CallDef, path: string): string =>
    joinUrl(call.base === 'auth' ? options.settings.authApiUrl : options.settings.apiUrl, path);

  /** Send one call of the table; resolves the validated answer (see calls.ts for the answer kinds). */
  async function send(
    call: CallDef,
    params: Readonly<Record<string, string | number | boolean>> = {},
    body?: RequestBody,
  ): Promise<unknown> {
    const url = urlOf(call, fillPath(call.path, params));
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    let sentToken: string | null = null;
    if (call.bearer) {
      sentToken = options.getToken() || null;
      if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);
    }
    if (call.method !== 'GET' && !isAbsoluteUrl(url)) {
      const xsrf = getCookie(XSRF_COOKIE_NAME);
      if (xsrf) headers.set(XSRF_HEADER_NAME, xsrf);
    }
    let payload: BodyInit | undefined;
    if (call.body === 'json') {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body ?? null);
    } else if (call.body === 'form') {
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
      payload = formBody(body).toString();
    } else if (call.body === 'multipart') {
      payload = body instanceof FormData ? body : undefined; // fetch sets the multipart boundary
    }

    let response: Response;
    try {
      response = await fetchImpl(url, { method: call.method, headers, body: payload, credentials: 'same-origin' });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ApiError({ kind: 'network', message: errorMessages.network, cause });
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new ApiError({ kind: 'network', status: response.status, message: errorMessages.network, cause });
    }
    const parsed = parseBody(text, response.headers.get('Content-Type'));

    if (!response.ok) {
      const error = errorFromResponse({
        status: response.status,
        statusText: response.statusText,
        body: parsed,
        contactEmail: options.settings.contactEmail,
      });
      if (response.status === 401 && error.kind !== 'invalid_client' && error.kind !== 'invalid_grant') {
        options.onUnauthorized?.(sentToken);
        if (error.kind !== 'unauthorized') {
          throw new ApiError({
            kind: 'unauthorized',
            status: 401,
            message: error.message,
            title: error.title,
            body: parsed,
          });
        }
      }
      throw error;
    }

    if (call.answer === 'none') return undefined;
    if (call.answer === 'text') return typeof parsed === 'string' ? parsed : text;
    const value = parsed === undefined ? null : parsed;
    const [failure, valid] = call.answer.validate(value);
    if (failure) {
      throw new ApiError({
        kind: 'contract',
        status: response.status,
        message: errorMessages.contract,
        body: value,
        detail: `${call.method} ${call.path}: ${failure.message}`,
        cause: failure,
      });
    }
    return valid;
  }

  return { send, urlOf };
}
