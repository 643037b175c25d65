/**
 * Access tokens: HS256 JWTs (jose) with sub = user id (string), email, ver, iat, exp and iss = APP_URL.
 *
 * Ending one session: every token carries a random `jti`; Logout revokes it (RFC 7009,
 * revocation-route.ts) by a row of revoked_tokens, kept until the token would have expired. A token without a
 * `jti` (signed before) is refused. The revocation is read in the same statement as the version.
 *
 * Ending sessions: `ver` is the user's token_version (migrations/0020) when the token was signed.
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
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { AuthUser, TokenService } from '../../context.js';
import type { DbHandle } from '../../db/client.js';
import { revokedTokens, users } from '../../db/schema/index.js';
import { tokenIsCurrent, tokenParams, type TokenParams } from '../../security/token-version.js';

/** How many expired revocations one revocation clears (a bound on its work; every revocation clears some). */
const PRUNE_BATCH = 100;

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
  /** Where token_version and revocations are read and written. */
  db: Pick<DbHandle, 'prepare' | 'db'>;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const versionOf = options.db.prepare<{ version: number }, { id: number }>(
    'token_version',
    sql`select ${users.tokenVersion} as version from ${users} where ${users.id} = ${sql.placeholder('id')}`,
  );
  const currentOf = options.db.prepare<{ id: number }, TokenParams>(
    'token_current',
    sql`select ${users.id} as id from ${users} where ${tokenIsCurrent}`,
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
      const { jti, exp } = payload;
      if (typeof jti !== 'string' || jti.length === 0 || jti.length > 64 || typeof exp !== 'number') return null;
      return {
        user: { id, email: payload.email, tokenVersion: ver, jti, exp },
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
        .setJti(randomBytes(16).toString('base64url'))
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
      const [row] = await currentOf(tokenParams(user));
      return row !== undefined;
    },
    async revoke(token) {
      const user = await this.claims(token);
      if (!user) return false;
      const { db } = options.db;
      const now = options.now();
      // A token of an account deleted since ends with its account: nothing to record.
      const expiresAt = new Date(user.exp * 1000).toISOString();
      await db.execute(
        sql`insert into ${revokedTokens} (jti, user_id, expires_at)
              select ${user.jti}, ${user.id}, ${expiresAt}::timestamptz
               where exists (select 1 from ${users} where ${users.id} = ${user.id})
            on conflict do nothing`,
      );
      await db.execute(
        sql`delete from ${revokedTokens} where ${revokedTokens.jti} in (
              select ${revokedTokens.jti} from ${revokedTokens} where ${revokedTokens.expiresAt} <= ${now}
              limit ${PRUNE_BATCH})`,
      );
      return true;
    },
  };
}
