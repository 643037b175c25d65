/**
 * The token version in SQL, shared by every feature that ends sessions or reads as the asking person (see
 * features/auth/tokens.ts for the tokens themselves): `ver` in a token is the user's token_version when it was
 * signed; a password change or reset adds 1 to it, so every token signed before is refused.
 */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../context.js';
import { revokedTokens, users } from '../db/schema/index.js';

/** `.set({ tokenVersion: nextTokenVersion })`: ends every session of the user (run it with the password change). */
export const nextTokenVersion = sql`${users.tokenVersion} + 1`;

/**
 * The condition, on a statement that reads `users`, that the asking token is still the user's: its user, its
 * version, and no revocation. Placeholders `id`, `tokenVersion` and `jti` (pass `tokenParams(user)`).
 */
export const tokenIsCurrent = sql`${users.id} = ${sql.placeholder('id')} and ${users.tokenVersion} = ${sql.placeholder('tokenVersion')}
   and not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`;

/** The placeholders of `tokenIsCurrent`. */
export type TokenParams = {
  id: number;
  tokenVersion: number;
  jti: string;
};
export const tokenParams = (user: AuthUser): TokenParams => ({
  id: user.id,
  tokenVersion: user.tokenVersion,
  jti: user.jti,
});
