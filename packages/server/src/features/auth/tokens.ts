/** Access tokens: HS256 JWTs (jose) with sub = user id (string), email, iat, exp and iss = APP_URL. */
import { SignJWT, jwtVerify } from 'jose';
import type { AuthUser } from '../../context.js';

export interface TokenService {
  readonly ttlSeconds: number;
  sign(user: AuthUser): Promise<string>;
  /** The user of a valid token; null for anything else (bad signature, expired, wrong issuer…). */
  verify(token: string): Promise<AuthUser | null>;
}

export function createTokenService(options: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
  now: () => Date;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  return {
    ttlSeconds: options.ttlSeconds,
    async sign(user) {
      const iat = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(options.issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: options.issuer,
          currentDate: options.now(),
        });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.email !== 'string') return null;
        return { id, email: payload.email };
      } catch {
        return null;
      }
    },
  };
}
