/**
 * What every feature module receives: the settings, the database, the mailer and the clock.
 * Feature plugins read it from `fastify.ctx` (decorated on the root instance by buildServer).
 */
import type { ServerConfig } from './config.js';
import type { Database, DbHandle } from './db/client.js';
import type { ConnectionEvents } from './events/connections.js';
import type { Mailer } from './features/mail/mailer.js';

export interface AppContext {
  config: ServerConfig;
  db: Database;
  dbHandle: DbHandle;
  mailer: Mailer;
  tokens: TokenService;
  /** What the connections feature tells the features that listen (notifications), in its transactions. */
  connectionEvents: ConnectionEvents;
  /** The clock (tests move it forward to expire tokens and lockouts). */
  now: () => Date;
}

/** The user a verified bearer token names, with the token's `ver` (auth/tokens.ts). */
export interface AuthUser {
  id: number;
  email: string;
  tokenVersion: number;
  /** The token's own id (`jti`): what Logout revokes (RFC 7009). */
  jti: string;
  /** When the token expires (exp, seconds since the epoch). */
  exp: number;
}

/** Signs and verifies access tokens (features/auth/tokens.ts makes the one implementation). */
export interface TokenService {
  readonly ttlSeconds: number;
  sign(user: Pick<AuthUser, 'id' | 'email'>): Promise<string>;
  /**
   * The user of a well-signed token of this issuer that is within its times; null for anything else. Reads no
   * database: whether the token's version is still the user's is `isCurrent` (or the route's own statement).
   */
  claims(token: string): Promise<AuthUser | null>;
  /**
   * True while the user exists, their token_version is the token's (no password change, reset or "sign out
   * everywhere" since) and the token was not revoked (Logout).
   */
  isCurrent(user: AuthUser): Promise<boolean>;
  /**
   * Ends one token for every server on this database (RFC 7009): a well-signed token of this issuer is recorded
   * as revoked until it would have expired; anything else is ignored. Resolves whether a token was ended.
   */
  revoke(token: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the /api authentication hook (or requireUser); null when anonymous. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** An /api route that needs no bearer token (registration, public images, webhooks). */
    public?: boolean;
    /** A state-changing route that skips the XSRF check (webhooks called by other servers). */
    xsrfExempt?: boolean;
    /**
     * The route's own statement checks the token's version (`request.user.tokenVersion` against
     * users.token_version) and answers 401 when it is no longer the user's (`staleToken`): the authentication
     * hook then leaves that lookup to it, and the request makes one database round trip instead of two.
     */
    checksTokenVersion?: boolean;
  }
}
