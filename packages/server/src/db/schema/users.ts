import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fkey } from './keys.js';

/** migrations/0001_users_and_auth.sql */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always lower-case; unique. It is also the user name. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    passwordHash: text('password_hash').notNull(),
    profilePicture: text('profile_picture'),
    /** migrations/0020_token_version.sql: the `ver` every valid token carries; +1 on a password change or reset. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * migrations/0220: when the address was proven (a mailed link to it was followed: the confirmation link or a
     * password-reset link; an invitation link proves nothing); null while it is not. Only a proven address receives
     * invitations and shares, and only a proven account invites, accepts and shares.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * migrations/0270 (issue 38): the language the person reads Insight in (LANGUAGES of @insight/api): the one their
     * browser asked for when they registered, until they choose. Their mails are written in it. Null (accounts made
     * before 0270): English.
     */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} IN ('M', 'F')`),
    check('users_language_check', sql`${t.language} IN ('en', 'de', 'es')`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** SHA-256 (hex) of the token; the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    fkey('password_reset_tokens', t.userId, users.id, 'cascade'),
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_username_idx').on(t.username, t.attemptedAt)],
);

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.hitAt)],
);

/** migrations/0010_limit_counters.sql: atomic fixed-window counters (security/rate-limit.ts). */
export const limitCounters = pgTable(
  'limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ name: 'limit_counters_pkey', columns: [t.bucket, t.key] }),
    index('limit_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * migrations/0220: the mailed links that prove an address. One row a link: the address it was sent
 * to (the account's own at registration, or the new one of an e-mail change), its token hashed (SHA-256 hex),
 * single-use and expiring. Following it proves that address; for a change it becomes the account's e-mail.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** Lower-case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    fkey('email_confirmations', t.userId, users.id, 'cascade'),
    uniqueIndex('email_confirmations_hash_key').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId),
  ],
);
export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;

/**
 * migrations/0220: access tokens ended before their time (RFC 7009 revocation at logout), by their `jti`.
 * A row is needed only until the token would have expired anyway; expired rows are pruned.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [fkey('revoked_tokens', t.userId, users.id, 'cascade'), index('revoked_tokens_expiry_idx').on(t.expiresAt)],
);

/**
 * migrations/0230: the ids of deleted accounts and nothing else. A store webhook that arrives later
 * for one grants nothing and is answered 200 (features/cart/webhook.ts), not even to a new account that
 * registered the same address since. Ids are never reused (serial), and an id names nobody once its row is gone.
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  userId: integer('user_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
