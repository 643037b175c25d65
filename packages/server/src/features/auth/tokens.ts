/**
 * Access tokens: HS256 JWTs (jose) with sub = user id (string), email, ver, iat, exp and iss = APP_URL.
 *
 * Ending sessions (issue 8): `ver` is the user's token_version (migrations/0020) when the token was signed.
 * A password change or reset adds 1 to it (`nextTokenVersion`), so every token signed before it is refused.
 * The version lives in the database only and is read on every request (several app servers may share the
 * database): by the authentication hook (`isCurrent`, one prepared primary-key lookup), or, on the routes
 * that say `checksTokenVersion`, inside the route's own one statement.
 *
 * What `claims` verifies (signature, issuer, times) is a pure function of the token, this process's secret and
 * the clock. A token that verified once is remembered with its claims, so a session's later requests skip the
 * signature (jose's WebCrypto HMAC costs ~70 µs, most of a catalogue request) but never the clock: exp and nbf
 * are checked again on every request. Nothing remembered depends on the database.
 */
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { AuthUser, TokenService } from '../../context.js';
import type { DbHandle } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** `.set({ tokenVersion: nextTokenVersion })`: ends every session of the user (run it with the password change). */
export const nextTokenVersion = sql`${users.tokenVersion} + 1`;

/** How many verified tokens are remembered before the memory starts over (a bound on memory). */
const VERIFIED_LIMIT = 10_000;

/** A verified token's user and its time claims (seconds since the epoch, as jose reads them). */
interface Verified {
  user: AuthUser;
  exp: number | undefined;
  nbf: number | undefined;
}

const optionalNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

export function createTokenService(options: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
  now: () => Date;
  /** Where token_version is read. */
  db: Pick<DbHandle, 'prepare'>;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const versionOf = options.db.prepare<{ version: number }, { id: number }>(
    'token_version',
    sql`select ${users.tokenVersion} as version from ${users} where ${users.id} = ${sql.placeholder('id')}`,
  );
  const verified = new Map<string, Verified>();

  /** jose's time checks (clock tolerance 0): not before nbf, and expired at exp. */
  const inTime = ({ exp, nbf }: Verified): boolean => {
    const now = Math.floor(options.now().getTime() / 1000);
    return !(nbf !== undefined && nbf > now) && !(exp !== undefined && exp <= now);
  };

  async function verify(token: string): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: options.issuer,
        currentDate: options.now(),
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.email !== 'string') return null;
      const ver = payload.ver === undefined ? 0 : payload.ver;
      if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
      return {
        user: { id, email: payload.email, tokenVersion: ver },
        exp: optionalNumber(payload.exp),
        nbf: optionalNumber(payload.nbf),
      };
    } catch {
      return null;
    }
  }

  return {
    ttlSeconds: options.ttlSeconds,
    async sign(user) {
      const [row] = await versionOf({ id: user.id });
      if (!row) throw new Error(`No user ${user.id} to sign a token for.`);
      const iat = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ email: user.email, ver: row.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(options.issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.ttlSeconds)
        .sign(key);
    },
    async claims(token) {
      const known = verified.get(token);
      if (known) {
        if (inTime(known)) return known.user;
        verified.delete(token);
        return null;
      }
      const fresh = await verify(token);
      if (!fresh) return null;
      if (verified.size >= VERIFIED_LIMIT) verified.clear();
      verified.set(token, fresh);
      return fresh.user;
    },
    async isCurrent(user) {
      const [row] = await versionOf({ id: user.id });
      return row !== undefined && row.version === user.tokenVersion;
    },
  };
}
