/**
 * The rules of signing in and of resetting a password (OWASP: generic answers, no early exit for unknown
 * accounts, a lockout window per account, hashed single-use expiring reset tokens, links from APP_URL).
 */
import { randomBytes } from 'node:crypto';
import type { Language } from '@insight/api';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, AuthUser } from '../../context.js';
import { loginAttempts, passwordResetTokens, users } from '../../db/schema/index.js';
import {
  addressKey,
  countHit,
  hitRateLimit,
  markSeen,
  refundHit,
  resetCounter,
  resetCountersWithPrefix,
  slowDownPastLimit,
  wasSeen,
  type RateLimit,
  type SlowDown,
} from '../../security/rate-limit.js';
import { dropUnprovenSetUp } from '../connections/index.js';
import { endLiveLinks, markProven } from '../contact/index.js';
import { defineMessages, intlFor, languageOfAccount } from '../../i18n/index.js';
import { mailWords, renderAccountClaimedMail, renderMail } from '../mail/index.js';
import { dummyHash, hashPassword, verifyPassword } from '../../security/passwords.js';
import { normaliseEmail, sha256 } from '../../security/digest.js';
import { nextTokenVersion } from '../../security/token-version.js';

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
/**
 * The places (account|address key) that signed in to an account within 90 days: the per-account cap never
 * applies to them, so guessing from many other addresses cannot lock the owner out of their own devices.
 */
export const LOGIN_KNOWN_PLACE: RateLimit = { bucket: 'login:known', limit: 1, windowMs: 90 * 24 * 60 * 60 * 1000 };
/** Every password check (token request) per client address: limits.tokenPerIp of config; 429 past it. */
export const tokenPerIp = (limit: number): RateLimit => ({ bucket: 'token:ip', limit, windowMs: 15 * 60 * 1000 });
/** Every password check of the whole deployment: past limits.tokenGlobal a minute, answers slow down (up to 3 s). */
export const tokenGlobal = (limit: number): SlowDown => ({
  bucket: 'token:global',
  limit,
  windowMs: 60 * 1000,
  stepMs: 100,
  maxDelayMs: 3000,
});
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PER_EMAIL: RateLimit = { bucket: 'forgot-password:email', limit: 5, windowMs: 15 * 60 * 1000 };
export const FORGOT_PER_IP: RateLimit = { bucket: 'forgot-password:ip', limit: 5, windowMs: 15 * 60 * 1000 };
/** Reset attempts (POST /auth/resetpassword) per client address, per token and per account address. */
export const RESET_PER_IP: RateLimit = { bucket: 'reset-password:ip', limit: 20, windowMs: 15 * 60 * 1000 };
export const RESET_PER_TOKEN: RateLimit = { bucket: 'reset-password:token', limit: 5, windowMs: 60 * 60 * 1000 };
export const RESET_PER_EMAIL: RateLimit = { bucket: 'reset-password:email', limit: 10, windowMs: 15 * 60 * 1000 };
export const TOO_MANY_RESETS = 'Too many password reset attempts. Please wait 15 minutes and try again.';

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
  const place = addressKey(input.ip);
  if (!(await hitRateLimit(db, tokenPerIp(config.limits.tokenPerIp), place, now))) {
    log.warn({ ip: input.ip }, 'login refused: too many token requests from this address');
    return { ok: false, reason: 'rate-limited' };
  }
  // Everyone at once: past the global threshold answers slow down instead of being refused.
  const delayed = await slowDownPastLimit(db, tokenGlobal(config.limits.tokenGlobal), '*', now);
  if (delayed > 0) log.warn({ ip: input.ip, delayed }, 'login slowed down: many token requests overall');
  const placeKey = accountIpKey(username, place);
  const placeTries = await countHit(db, LOGIN_PER_ACCOUNT_AND_IP, placeKey, now);
  if (placeTries > LOGIN_PER_ACCOUNT_AND_IP.limit) {
    log.warn({ username, ip: input.ip }, 'login refused: this address is locked out of the account');
    return { ok: false, reason: 'locked' };
  }
  // The per-account cap bounds guessing spread over many addresses, but never shuts out a place that
  // signed in to this account before (it keeps its own account + address lockout above).
  const known = await wasSeen(db, LOGIN_KNOWN_PLACE, placeKey, now);
  if (!known) {
    const accountTries = await countHit(db, LOGIN_PER_ACCOUNT, username, now);
    if (accountTries > LOGIN_PER_ACCOUNT.limit) {
      log.warn({ username, ip: input.ip }, 'login refused: account locked after failures from many addresses');
      return { ok: false, reason: 'locked' };
    }
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
  if (!known) await refundHit(db, LOGIN_PER_ACCOUNT, username);
  await markSeen(db, LOGIN_KNOWN_PLACE, placeKey, now);
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
  const perIp = await hitRateLimit(db, FORGOT_PER_IP, addressKey(input.ip), now);
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
  const intl = intlFor(languageOfAccount(user));
  const { appName } = config;
  const mail = renderMail(
    {
      appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: user.firstName }),
      paragraphs: [intl.formatMessage(resetWords.received, { appName }), intl.formatMessage(resetWords.choose)],
      action: { label: intl.formatMessage(resetWords.action), url: link },
      footer: [
        intl.formatMessage(resetWords.expires),
        intl.formatMessage(mailWords.questions, { email: config.contactEmail }),
      ],
    },
    intl,
  );
  await ctx.mailer.send({ to: user.email, subject: intl.formatMessage(resetWords.subject, { appName }), ...mail });
}

/** The password-reset mail's words (in the account's language). */
const resetWords = defineMessages({
  subject: { id: 'mail.reset.subject', defaultMessage: 'Reset your {appName} password' },
  received: {
    id: 'mail.reset.received',
    defaultMessage: 'We received a request to reset the password of your {appName} account.',
  },
  choose: {
    id: 'mail.reset.choose',
    defaultMessage:
      'Choose a new password with the link below. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  action: { id: 'mail.reset.action', defaultMessage: 'Reset your password' },
  expires: { id: 'mail.reset.expires', defaultMessage: 'This link can be used once and expires in 1 hour.' },
});

export type ResetResult = 'ok' | 'invalid-token' | 'rate-limited';

/**
 * Reset: a valid, unused, unexpired token of this user sets the password; every outstanding token dies.
 * Cheap refusals first: the per-address and per-token limits, then the claim of the token (a sha256 lookup,
 * one atomic UPDATE: single-use under any race). Only a claimed token pays for the password hash. The
 * password is then set only if no password change or reset happened since the claim (token_version).
 * The per-account limit refuses wrong tokens only: the owner's own link always works.
 * In the same transaction every session ends, every unused confirmation link ends (an e-mail change parked before
 * the reset cannot be completed after it), and, when the reset is the first proof of the address, what the
 * unproven account set up is dropped (connections/claim.ts); the owner is then told by mail.
 */
export async function resetPassword(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: { email: string; token: string; newPassword: string; ip: string; language?: Language },
): Promise<ResetResult> {
  const { db } = ctx;
  const email = normaliseEmail(input.email);
  const tokenHash = sha256(input.token);
  const now = ctx.now();
  if (
    !(await hitRateLimit(db, RESET_PER_IP, addressKey(input.ip), now)) ||
    !(await hitRateLimit(db, RESET_PER_TOKEN, tokenHash, now))
  ) {
    log.warn({ ip: input.ip }, 'password reset refused: too many attempts');
    return 'rate-limited';
  }
  const perEmail = await hitRateLimit(db, RESET_PER_EMAIL, email, now);
  const [user] = await db
    .select({ id: users.id, tokenVersion: users.tokenVersion, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const claimed = user
    ? await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            eq(passwordResetTokens.userId, user.id),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ id: passwordResetTokens.id })
    : [];
  if (!user || claimed.length === 0) {
    if (!perEmail) {
      log.warn({ email, ip: input.ip }, 'password reset refused: too many wrong tokens for this account');
      return 'rate-limited';
    }
    return 'invalid-token';
  }
  const passwordHash = await hashPassword(input.newPassword);
  let dropped = false;
  let claimedLanguage: string | null = user.language;
  const result = await db.transaction(async (tx): Promise<ResetResult> => {
    // Every session of the account ends: tokens signed before the reset are refused (tokens.ts).
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, tokenVersion: nextTokenVersion })
      .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion)))
      .returning({ id: users.id });
    // A password change or another reset came between the claim and now: this link is spent.
    if (changed.length === 0) return 'invalid-token';
    // The link was mailed to the account's address: following it proves that address.
    const firstProof = await markProven(tx, user.id, email, now);
    const endedLinks = await endLiveLinks(tx, user.id, now);
    if (firstProof) {
      // The owner may be claiming an account someone else opened with their address: its set-up goes.
      const setUp = await dropUnprovenSetUp(tx, ctx.connectionEvents, user.id, now);
      // The account's language was the registrant's: it becomes the language of the owner's browser.
      if (input.language) {
        await tx.update(users).set({ language: input.language }).where(eq(users.id, user.id));
        claimedLanguage = input.language;
      }
      const changes = endedLinks.filter((address) => address !== email).length;
      dropped = setUp.connections + setUp.invitations + changes > 0;
    }
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.delete(loginAttempts).where(eq(loginAttempts.username, email));
    await clearLockout(tx, email);
    await resetCounter(tx, RESET_PER_EMAIL, email);
    return 'ok';
  });
  // After the commit: the reset stands even if the mail cannot be recorded (that is logged).
  if (result === 'ok' && dropped)
    await tellClaimed(ctx, log, { id: user.id, firstName: user.firstName, email, language: claimedLanguage });
  return result;
}

/** The owner who claimed the account learns what the claim dropped (connections/claim.ts). */
async function tellClaimed(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: { id: number; firstName: string; email: string; language: string | null },
): Promise<void> {
  const { config } = ctx;
  const mail = renderAccountClaimedMail({
    appName: config.appName,
    firstName: user.firstName,
    contactEmail: config.contactEmail,
    appUrl: config.appUrl,
    language: languageOfAccount(user),
  });
  try {
    await ctx.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'reset: the notice of what the first proof dropped could not be sent');
  }
}

/**
 * A password reset proves the owner: every lockout counter of the account ends, and so does every known
 * place (whoever signed in with the old password is no longer trusted until they sign in again).
 */
async function clearLockout(db: Parameters<typeof resetCounter>[0], username: string): Promise<void> {
  await resetCounter(db, LOGIN_PER_ACCOUNT, username);
  await resetCountersWithPrefix(db, LOGIN_PER_ACCOUNT_AND_IP.bucket, `${username}|`);
  await resetCountersWithPrefix(db, LOGIN_KNOWN_PLACE.bucket, `${username}|`);
}
