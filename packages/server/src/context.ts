/**
 * What every feature module receives: the settings, the database, the mailer and the clock.
 * Feature plugins read it from `fastify.ctx` (decorated on the root instance by buildServer).
 */
import type { ServerConfig } from './config.js';
import type { Database, DbHandle } from './db/client.js';
import type { Mailer } from './features/mail/mailer.js';

export interface AppContext {
  config: ServerConfig;
  db: Database;
  dbHandle: DbHandle;
  mailer: Mailer;
  tokens: TokenService;
  /** The clock (tests move it forward to expire tokens and lockouts). */
  now: () => Date;
}

/** The user a verified bearer token names. */
export interface AuthUser {
  id: number;
  email: string;
}

/** Signs and verifies access tokens (features/auth/tokens.ts makes the one implementation). */
export interface TokenService {
  readonly ttlSeconds: number;
  sign(user: AuthUser): Promise<string>;
  /**
   * The user of a valid token; null for anything else (bad signature, expired, wrong issuer, a user that
   * no longer exists, or a `ver` older than the user's token_version).
   */
  verify(token: string): Promise<AuthUser | null>;
  /** Drops the remembered token version of the user: call it where token_version changes. */
  forget(userId: number): void;
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
  }
}
