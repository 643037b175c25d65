/**
 * Access-token (JWT) decoding for the browser: no signature check (the server checks it), only the
 * payload's claims. sub → CurrentUser.id, email → CurrentUser.userName (SPEC §3).
 */
import { ApiError } from './errors.js';
import { errorMessages } from './messages.js';
import type { CurrentUser } from './structs.js';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  exp?: number;
  [claim: string]: unknown;
}

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** A token the client cannot read: an ApiError ('contract'), so the screen shows SPEC's words, not the error page's. */
const unreadable = (message: string = errorMessages.notBase64Url): ApiError =>
  new ApiError({ kind: 'contract', message });

/** Decode one base64url segment to text; throws notBase64Url when it is not base64url-like. */
export function decodeBase64Url(segment: string): string {
  const unpadded = segment.replace(/=+$/, '');
  if (!BASE64URL.test(segment) || unpadded.length % 4 === 1) throw unreadable();
  const base64 = unpadded.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (unpadded.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw unreadable();
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of an access token (header.payload.signature). */
export function decodeAccessToken(token: string): AccessTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === '') throw unreadable();
  decodeBase64Url(parts[0] ?? '');
  const payloadText = decodeBase64Url(parts[1] ?? '');
  let payload: unknown;
  try {
    payload = JSON.parse(payloadText);
  } catch {
    throw unreadable();
  }
  if (typeof payload !== 'object' || payload === null) throw unreadable();
  const claims = payload as Record<string, unknown>;
  const sub = claims.sub;
  const email = claims.email;
  if (typeof sub !== 'string' && typeof sub !== 'number')
    throw unreadable('The access token has no subject (sub) claim.');
  if (typeof email !== 'string') throw unreadable('The access token has no email claim.');
  const exp = typeof claims.exp === 'number' ? claims.exp : undefined;
  return { ...claims, sub: String(sub), email, ...(exp === undefined ? {} : { exp }) };
}

/** The signed-in user record of a token: id = sub, userName = email. */
export function currentUserFromToken(token: string): CurrentUser {
  const { sub, email } = decodeAccessToken(token);
  return { id: sub, userName: email, token };
}

/** True when the token carries an exp claim in the past (seconds since the epoch). */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  try {
    const { exp } = decodeAccessToken(token);
    return exp !== undefined && exp * 1000 <= nowMs;
  } catch {
    return true;
  }
}
