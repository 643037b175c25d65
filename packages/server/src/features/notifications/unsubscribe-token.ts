/**
 * The unsubscribe token of a notification mail: an HS256 JWT (jose, as the access tokens) signed with the server's
 * JWT secret, issued by APP_URL, holding the person (sub), the one switch (kind) and `purpose: 'unsubscribe'`.
 * It does not expire (a mail read months later still unsubscribes) and it can only turn that person's that switch
 * off. An access token is no unsubscribe token (no purpose), and an unsubscribe token is no access token (it has
 * no e-mail, version, jti or expiry, each of which the access-token check requires).
 */
import { NOTICE_KINDS, type NoticeKind } from '@insight/api';
import { SignJWT, jwtVerify } from 'jose';

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';

export interface UnsubscribeClaims {
  userId: number;
  kind: NoticeKind;
}

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signUnsubscribeToken(
  options: { secret: string; issuer: string; now: Date },
  claims: UnsubscribeClaims,
): Promise<string> {
  return new SignJWT({ purpose: UNSUBSCRIBE_PURPOSE, kind: claims.kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(options.issuer)
    .setIssuedAt(Math.floor(options.now.getTime() / 1000))
    .sign(keyOf(options.secret));
}

const isKind = (value: unknown): value is NoticeKind =>
  typeof value === 'string' && (NOTICE_KINDS as readonly string[]).includes(value);

/** The claims of a well-signed unsubscribe token of this issuer; null for anything else (forged, other purpose…). */
export async function readUnsubscribeToken(
  options: { secret: string; issuer: string },
  token: string,
): Promise<UnsubscribeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(options.secret), {
      algorithms: ['HS256'],
      issuer: options.issuer,
    });
    const userId = Number(payload.sub);
    if (payload.purpose !== UNSUBSCRIBE_PURPOSE || !isKind(payload.kind)) return null;
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0) return null;
    return { userId, kind: payload.kind };
  } catch {
    return null;
  }
}
