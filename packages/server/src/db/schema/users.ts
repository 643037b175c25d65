import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** migrations/0001_users_and_auth.sql */
export const users = pgTable('users', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 (hex) of the token; the token itself is only in the mail. */
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const loginAttempts = pgTable('login_attempts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  ip: text('ip').notNull(),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  id: serial('id').primaryKey(),
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
});

/** migrations/0010_limit_counters.sql: atomic fixed-window counters (security/rate-limit.ts). */
export const limitCounters = pgTable(
  'limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);
