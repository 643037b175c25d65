/**
 * Access tokens: HS256 JWTs (jose) with sub = user id (string), email, ver, iat, exp and iss = APP_URL.
 *
 * Ending sessions (issue 8): `ver` is the user's token_version (migrations/0020) when the token was signed.
 * A password change or reset adds 1 to it (`nextTokenVersion`), so every token signed before it is refused.
 * Verifying costs one primary-key lookup of users.token_version — and none at all on the embedded PGlite
 * database, where this process is the only writer: there the version is remembered in memory and
 * `forget(userId)` (called where the version changes) drops it. With DATABASE_URL (possibly several app
 * servers behind a load balancer) nothing is remembered, so a change made by one server holds on every
 * other at once.
 */
import { eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenService } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** `.set({ tokenVersion: nextTokenVersion })`: ends every session of the user (run it with the password change). */
export const nextTokenVersion = sql`${users.tokenVersion} + 1`;

/** How many users' versions the embedded mode remembers before it starts over (a bound on memory). */
const CACHE_LIMIT = 50_000;

export function createTokenService(options: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
  now: () => Date;
  /** Where token_version is read. */
  db: Pick<Database, 'select'>;
  /** Remember versions in memory (only when this process is the database's only writer: PGlite). */
  cacheVersions: boolean;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const cache = new Map<number, number>();
  /** Bumped by every forget(): a lookup that overlapped one is not remembered. */
  let generation = 0;

  /** The user's token_version; null when there is no such user. */
  async function versionOf(userId: number, fresh = false): Promise<number | null> {
    if (options.cacheVersions && !fresh) {
      const known = cache.get(userId);
      if (known !== undefined) return known;
    }
    const started = generation;
    const [row] = await options.db
      .select({ version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return null;
    if (options.cacheVersions && started === generation) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(userId, row.version);
    }
    return row.version;
  }

  return {
    ttlSeconds: options.ttlSeconds,
    async sign(user) {
      const version = await versionOf(user.id, true);
      if (version === null) throw new Error(`No user ${user.id} to sign a token for.`);
      const iat = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ email: user.email, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(options.issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      let claims: { id: number; email: string; ver: number };
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
        claims = { id, email: payload.email, ver };
      } catch {
        return null;
      }
      const current = await versionOf(claims.id);
      if (current === null || current !== claims.ver) return null;
      return { id: claims.id, email: claims.email };
    },
    forget(userId) {
      generation += 1;
      cache.delete(userId);
    },
  };
}
