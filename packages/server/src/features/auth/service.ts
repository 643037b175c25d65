/**
 * The rules of signing in and of resetting a password (OWASP: generic answers, no early exit for unknown
 * accounts, a lockout window per account, hashed single-use expiring reset tokens, links from APP_URL).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, AuthUser } from '../../context.js';
import { loginAttempts, passwordResetTokens, users } from '../../db/schema/index.js';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit.js';
import { renderMail } from '../mail/templates.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PER_EMAIL: RateLimit = { bucket: 'forgot-password:email', limit: 5, windowMs: 15 * 60 * 1000 };
export const FORGOT_PER_IP: RateLimit = { bucket: 'forgot-password:ip', limit: 5, windowMs: 15 * 60 * 1000 };

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export type LoginResult = { ok: true; user: AuthUser } | { ok: false; reason: 'locked' | 'bad-credentials' };

/** Checks a user name and password, counting failures per account (known or not) with a lockout window. */
export async function checkCredentials(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: { username: string; password: string; ip: string },
): Promise<LoginResult> {
  const { db } = ctx;
  const username = normaliseEmail(input.username);
  const now = ctx.now();
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), lt(loginAttempts.attemptedAt, since)));
  const [failures] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), gt(loginAttempts.attemptedAt, since)));
  if ((failures?.n ?? 0) >= LOCKOUT_FAILURES) {
    log.warn({ username, ip: input.ip }, 'login refused: account locked after repeated failures');
    return { ok: false, reason: 'locked' };
  }
  const [user] = await db.select().from(users).where(eq(users.email, username)).limit(1);
  // No early exit for an unknown user: check against a dummy hash so both cost the same.
  const matches = await verifyPassword(input.password, user ? user.passwordHash : await dummyHash());
  if (!user || !matches) {
    await db.insert(loginAttempts).values({ username, ip: input.ip, attemptedAt: now });
    log.warn({ username, ip: input.ip, failures: (failures?.n ?? 0) + 1 }, 'login failed');
    return { ok: false, reason: 'bad-credentials' };
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.username, username));
  return { ok: true, user: { id: user.id, email: user.email } };
}

/** The address the reset link starts with: the client's ApplicationDomain only when it lies under APP_URL. */
export function resetLinkBase(appUrl: string, applicationDomain: string | undefined): string {
  const fallback = `${appUrl}/reset-password`;
  if (!applicationDomain) return fallback;
  try {
    const app = new URL(appUrl);
    const given = new URL(applicationDomain);
    const appPath = app.pathname.replace(/\/+$/, '');
    const samePlace =
      given.origin === app.origin &&
      (given.pathname === appPath || given.pathname.startsWith(`${appPath}/`)) &&
      !given.search &&
      !given.hash &&
      !given.username &&
      !given.password;
    return samePlace ? `${given.origin}${given.pathname}` : fallback;
  } catch {
    return fallback;
  }
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
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx.delete(loginAttempts).where(eq(loginAttempts.username, email));
    return true;
  });
}
