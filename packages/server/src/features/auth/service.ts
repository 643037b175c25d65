/**
 * The rules of signing in and of resetting a password (OWASP: generic answers, no early exit for unknown
 * accounts, a lockout window per account, hashed single-use expiring reset tokens, links from APP_URL).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, AuthUser } from '../../context.js';
import { loginAttempts, passwordResetTokens, users } from '../../db/schema/index.js';
import {
  countHit,
  hitRateLimit,
  refundHit,
  resetCounter,
  resetCountersWithPrefix,
  type RateLimit,
} from '../../security/rate-limit.js';
import { renderMail } from '../mail/templates.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import { nextTokenVersion } from './tokens.js';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/**
 * The lockout is keyed on account + client address: five wrong passwords from one place lock that place out
 * of that account for the window, so nobody else can keep an owner locked out with five requests. A second,
 * higher cap per account (whatever the address) bounds guessing spread over many addresses.
 */
export const LOGIN_PER_ACCOUNT_AND_IP: RateLimit = {
  bucket: 'login:account+ip',
  limit: LOCKOUT_FAILURES,
  windowMs: LOCKOUT_WINDOW_MS,
};
export const LOGIN_PER_ACCOUNT: RateLimit = { bucket: 'login:account', limit: 50, windowMs: LOCKOUT_WINDOW_MS };
/** Every password check (token request) per client address and for the whole deployment: limits.* of config. */
export const tokenPerIp = (limit: number): RateLimit => ({ bucket: 'token:ip', limit, windowMs: 15 * 60 * 1000 });
export const tokenGlobal = (limit: number): RateLimit => ({ bucket: 'token:global', limit, windowMs: 60 * 1000 });
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PER_EMAIL: RateLimit = { bucket: 'forgot-password:email', limit: 5, windowMs: 15 * 60 * 1000 };
export const FORGOT_PER_IP: RateLimit = { bucket: 'forgot-password:ip', limit: 5, windowMs: 15 * 60 * 1000 };

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export type LoginResult =
  | { ok: true; user: Pick<AuthUser, 'id' | 'email'> }
  | { ok: false; reason: 'locked' | 'bad-credentials' | 'rate-limited' };

/** The key of the account + address lockout counter. */
const accountIpKey = (username: string, ip: string): string => `${username}|${ip}`;

/**
 * Checks a user name and password. Before any hash is computed, the request is counted against the
 * per-address and global limits, then a try is reserved atomically on the account + address and account
 * counters (known accounts or not): parallel requests can never check more passwords than the limit.
 * A correct password gives its try back and clears that address's counter.
 */
export async function checkCredentials(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: { username: string; password: string; ip: string },
): Promise<LoginResult> {
  const { db, config } = ctx;
  const username = normaliseEmail(input.username);
  const now = ctx.now();
  const perIp = tokenPerIp(config.limits.tokenPerIp);
  const global = tokenGlobal(config.limits.tokenGlobal);
  if (!(await hitRateLimit(db, perIp, input.ip, now)) || !(await hitRateLimit(db, global, '*', now))) {
    log.warn({ ip: input.ip }, 'login refused: too many token requests');
    return { ok: false, reason: 'rate-limited' };
  }
  const placeKey = accountIpKey(username, input.ip);
  const placeTries = await countHit(db, LOGIN_PER_ACCOUNT_AND_IP, placeKey, now);
  if (placeTries > LOGIN_PER_ACCOUNT_AND_IP.limit) {
    log.warn({ username, ip: input.ip }, 'login refused: this address is locked out of the account');
    return { ok: false, reason: 'locked' };
  }
  const accountTries = await countHit(db, LOGIN_PER_ACCOUNT, username, now);
  if (accountTries > LOGIN_PER_ACCOUNT.limit) {
    log.warn({ username, ip: input.ip }, 'login refused: account locked after failures from many addresses');
    return { ok: false, reason: 'locked' };
  }
  const [user] = await db.select().from(users).where(eq(users.email, username)).limit(1);
  // No early exit for an unknown user: check against a dummy hash so both cost the same.
  const matches = await verifyPassword(input.password, user ? user.passwordHash : await dummyHash());
  if (!user || !matches) {
    // An audit trail of failures (the counters decide); rows older than the window are pruned.
    await db
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.username, username),
          lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOCKOUT_WINDOW_MS)),
        ),
      );
    await db.insert(loginAttempts).values({ username, ip: input.ip, attemptedAt: now });
    log.warn({ username, ip: input.ip, failures: placeTries }, 'login failed');
    return { ok: false, reason: 'bad-credentials' };
  }
  await resetCounter(db, LOGIN_PER_ACCOUNT_AND_IP, placeKey);
  await refundHit(db, LOGIN_PER_ACCOUNT, username);
  return { ok: true, user: { id: user.id, email: user.email } };
}

/**
 * The address the reset link starts with: always APP_URL + '/reset-password'. The client's ApplicationDomain
 * is ignored (any other address, even another path of the app's origin, could make the product mail a
 * phishing link); it is accepted only in that it may name the same address.
 */
export function resetLinkBase(appUrl: string, _applicationDomain?: string): string {
  return `${appUrl}/reset-password`;
}

/**
 * Forgot password: when the account exists and the limits allow, store a new token (hashed) and mail the
 * link. The caller answers `true` whatever happens here.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: { email: string; applicationDomain?: string; ip: string },
): Promise<void> {
  const { db, config } = ctx;
  const email = normaliseEmail(input.email);
  const now = ctx.now();
  const perEmail = await hitRateLimit(db, FORGOT_PER_EMAIL, email, now);
  const perIp = await hitRateLimit(db, FORGOT_PER_IP, input.ip, now);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!perEmail || !perIp) {
    log.warn({ email, ip: input.ip }, 'password reset request over the rate limit: no mail sent');
    return;
  }
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${resetLinkBase(config.appUrl, input.applicationDomain)}?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
  const mail = renderMail({
    appName: config.appName,
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      `We received a request to reset the password of your ${config.appName} account.`,
      'Choose a new password with the link below. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Reset your password', url: link },
    footer: ['This link can be used once and expires in 1 hour.', `Questions? Write to ${config.contactEmail}.`],
  });
  await ctx.mailer.send({ to: user.email, subject: `Reset your ${config.appName} password`, ...mail });
}

/** Reset: a valid, unused, unexpired token of this user sets the password; every outstanding token dies. */
export async function resetPassword(
  ctx: AppContext,
  input: { email: string; token: string; newPassword: string },
): Promise<boolean> {
  const email = normaliseEmail(input.email);
  const now = ctx.now();
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!user) return false;
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    // Every session of the account ends: tokens signed before the reset are refused (tokens.ts).
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, tokenVersion: nextTokenVersion })
      .where(eq(users.id, user.id));
    await tx.delete(loginAttempts).where(eq(loginAttempts.username, email));
    await clearLockout(tx, email);
    return true;
  });
}

/** A password reset proves the owner: every lockout counter of the account ends. */
async function clearLockout(db: Parameters<typeof resetCounter>[0], username: string): Promise<void> {
  await resetCounter(db, LOGIN_PER_ACCOUNT, username);
  await resetCountersWithPrefix(db, LOGIN_PER_ACCOUNT_AND_IP.bucket, `${username}|`);
}
