/**
 * Proven addresses. An address counts as an account's only once a mailed link to it is followed: the
 * confirmation link mailed at registration and on every e-mail change, or a password-reset link. An invitation
 * link proves nothing (it is meant to be forwarded). Until then the account can buy, answer and read its own
 * guides, but no invitation or share addressed to it reaches it (connections/parties.ts, reads.ts), and it cannot
 * invite, accept an invitation or share a guide (connections/parties.ts: `inviter`, `provenAsker`). The first proof
 * by a reset (the owner claiming an account someone else may have opened) drops what the account set up before
 * (connections/claim.ts).
 *
 * A reset, a password change and "Sign out everywhere" end every unused link of the account (`endLiveLinks`), in
 * their own transaction: a change parked by whoever held the account before cannot be completed after it.
 *
 * An e-mail change waits for its link: the old address stays the account's (and keeps signing in) until the new
 * one is confirmed, then the old one is told. Whether the new address is taken is never answered to the asker
 * (the same 200 either way); the link decides, and a taken address gets a mail that says so instead.
 *
 * Every mail of these flows to an address the person typed (an e-mail change's link or taken-address notice, "Send
 * the link again") counts on two budgets first: the account's and the recipient address's (countAddressMail).
 */
import { createHash, randomBytes } from 'node:crypto';
import { addressMessages } from '@insight/api';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Database } from '../../db/client.js';
import { emailConfirmations, users, type UserRow } from '../../db/schema/index.js';
import { conflict, HttpError } from '../../http/errors.js';
import { defineMessages, intlFor, languageOfAccount } from '../../i18n/index.js';
import { addressKey, hitRateLimit, refundHit, type RateLimit } from '../../security/rate-limit.js';
import { mailWords, renderEmailChangedMail, renderMail } from '../mail/index.js';
import { takeUnclaimed } from '../recipients/index.js';

export const CONFIRMATION_TTL_HOURS = 48;
const CONFIRMATION_TTL_MS = CONFIRMATION_TTL_HOURS * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The mail budget of an account's address mails, ONE bucket for both flows that mail an address the person typed:
 * "Send the link again" (a link) and an e-mail change (a link to the new address, or the notice that it is taken).
 * A few a day; past it 429 (am.tooManyResends, am.tooManyChangeMails), nothing written, nothing sent.
 */
export const ADDRESS_MAILS_PER_ACCOUNT: RateLimit = { bucket: 'address-mail:account', limit: 5, windowMs: DAY_MS };
/**
 * The mail budget of one recipient address (normalised), whoever asks, as invitations have theirs: the same flows'
 * mails to it, counted whether the address has an account or not, and refused with the same 429 either way
 * (am.tooManyMailsToAddress), so the refusal tells nothing about the address. As large as the account's budget, so
 * a person mailing their own address meets their own budget first.
 */
export const ADDRESS_MAILS_PER_RECIPIENT: RateLimit = { bucket: 'address-mail:recipient', limit: 5, windowMs: DAY_MS };
/**
 * Links that fail, per client address (a token has 256 bits: this bounds the work of guessing, not the chance);
 * a link that works gives its try back, so a busy office behind one address is never refused.
 */
export const CONFIRM_FAILURES_PER_IP: RateLimit = { bucket: 'email-confirm:ip', limit: 20, windowMs: 15 * 60 * 1000 };

/** What a confirmation token looks like (32 random bytes, base64url); anything else is refused unread. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The address proven: whether the account's own address is, and the one a change waits for. */
export interface AddressState {
  emailConfirmed: boolean;
  pendingEmail: string | null;
}

/** The new address an e-mail change waits for (the newest live link to another address), or null. */
export async function pendingEmailOf(ctx: AppContext, user: Pick<UserRow, 'id' | 'email'>): Promise<string | null> {
  const [row] = await ctx.db
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, user.id),
        ne(emailConfirmations.email, user.email),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, ctx.now()),
      ),
    )
    .orderBy(desc(emailConfirmations.id))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Ends every unused link of the account (its own address's and a waiting change's): a password reset, a password
 * change and "Sign out everywhere" call it in their transaction. Returns the addresses whose links it ended.
 */
export async function endLiveLinks(db: Pick<Database, 'update'>, userId: number, now: Date): Promise<string[]> {
  const ended = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)))
    .returning({ email: emailConfirmations.email });
  return ended.map((row) => row.email);
}

export async function addressState(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>,
): Promise<AddressState> {
  return { emailConfirmed: user.emailVerifiedAt !== null, pendingEmail: await pendingEmailOf(ctx, user) };
}

/** The proof-of-address mail's words (the person's language: issue 38). */
const words = defineMessages({
  subject: { id: 'mail.confirm.subject', defaultMessage: 'Confirm your {appName} e-mail address' },
  welcome: {
    id: 'mail.confirm.welcome',
    defaultMessage: 'Welcome to {appName}. Please confirm that this e-mail address is yours.',
  },
  waiting: {
    id: 'mail.confirm.waiting',
    defaultMessage: 'Until you do, invitations and guides that people share with this address wait for you.',
  },
  changeAsked: {
    id: 'mail.confirm.changeAsked',
    defaultMessage: 'You asked to use this address for your {appName} account instead of {oldEmail}.',
  },
  changeConfirm: {
    id: 'mail.confirm.changeConfirm',
    defaultMessage: 'Confirm it with the link below. Until you do, your account keeps its old address.',
  },
  action: { id: 'mail.confirm.action', defaultMessage: 'Confirm your e-mail address' },
  expires: { id: 'mail.confirm.expires', defaultMessage: 'This link can be used once and expires in {hours} hours.' },
  ignore: {
    id: 'mail.confirm.ignore',
    defaultMessage: 'If you did not ask for this, you can ignore this e-mail. Questions? Write to {email}.',
  },
});

/**
 * Mails a confirmation link for `email` to `email`. Older live links of the account for other addresses die
 * (one change waits at a time); mail failures are logged, never answered (the caller's change stands).
 */
export async function sendConfirmation(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'firstName' | 'email' | 'language'>,
  email: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const { config } = ctx;
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailConfirmations.userId, user.id),
          ne(emailConfirmations.email, email),
          isNull(emailConfirmations.usedAt),
        ),
      );
    await tx.insert(emailConfirmations).values({
      userId: user.id,
      email,
      tokenHash: hashOf(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
    });
  });
  const change = email !== user.email;
  const intl = intlFor(languageOfAccount(user));
  const { appName } = config;
  const mail = renderMail(
    {
      appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: user.firstName }),
      paragraphs: change
        ? [
            intl.formatMessage(words.changeAsked, { appName, oldEmail: user.email }),
            intl.formatMessage(words.changeConfirm),
          ]
        : [intl.formatMessage(words.welcome, { appName }), intl.formatMessage(words.waiting)],
      // The page names the address before its Confirm button (opening the link proves nothing: only the POST does).
      action: {
        label: intl.formatMessage(words.action),
        url: `${config.appUrl}/confirm-email?token=${token}&email=${encodeURIComponent(email)}`,
      },
      footer: [
        intl.formatMessage(words.expires, { hours: CONFIRMATION_TTL_HOURS }),
        intl.formatMessage(words.ignore, { email: config.contactEmail }),
      ],
    },
    intl,
  );
  try {
    await ctx.mailer.send({ to: email, subject: intl.formatMessage(words.subject, { appName }), ...mail });
  } catch (error) {
    log?.error({ err: error, userId: user.id }, 'the confirmation mail could not be sent');
  }
}

/**
 * An e-mail change asked for (the current password was checked by the caller): the account keeps its address,
 * the new one gets a confirmation link, or, when another account has it, a mail saying so. The answer is the
 * same either way.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'firstName' | 'email' | 'language'>,
  newEmail: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
  if (!taken) return sendConfirmation(ctx, user, newEmail, log);
  const { config } = ctx;
  const { appName } = config;
  // In the asking account's language (the address's owner is another account, whose language is not shown).
  const intl = intlFor(languageOfAccount(user));
  const mail = renderMail(
    {
      appName,
      paragraphs: [intl.formatMessage(takenWords.tried, { appName }), intl.formatMessage(takenWords.ifYou)],
      footer: [intl.formatMessage(mailWords.questions, { email: config.contactEmail })],
    },
    intl,
  );
  try {
    await ctx.mailer.send({ to: newEmail, subject: intl.formatMessage(takenWords.subject, { appName }), ...mail });
  } catch (error) {
    log?.error({ err: error, userId: user.id }, 'the taken-address notice could not be sent');
  }
}

/** The words of the notice to an address another account asked to move to (it already has an account). */
const takenWords = defineMessages({
  subject: { id: 'mail.addressTaken.subject', defaultMessage: 'Your {appName} address was not changed' },
  tried: {
    id: 'mail.addressTaken.tried',
    defaultMessage:
      'Someone asked to move a {appName} account to this e-mail address, which already belongs to an account. Nothing was changed.',
  },
  ifYou: {
    id: 'mail.addressTaken.ifYou',
    defaultMessage: 'If this was you, sign in to the account that has this address, or choose another address.',
  },
});

/**
 * Follows a confirmation link: single-use, expiring. For the account's own address it marks it proven; for a
 * change it becomes the account's address (proven) and the old address is told. 400 for a link that is not
 * (or no longer) valid, 409 when another account took the address meanwhile; nothing changes then.
 */
export async function confirmEmail(
  ctx: AppContext,
  token: string,
  input: { ip: string; log?: FastifyBaseLogger },
): Promise<{ email: string }> {
  const am = addressMessages;
  const now = ctx.now();
  // Keyed as every per-address limit is: an IPv6 address by its /64 (one device holds many addresses of it).
  const client = addressKey(input.ip);
  if (!(await hitRateLimit(ctx.db, CONFIRM_FAILURES_PER_IP, client, now))) {
    throw new HttpError(429, am.tooManyAttempts);
  }
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(400, am.linkInvalid);
  let changed: { before: UserRow; after: UserRow } | undefined;
  let email: string;
  try {
    email = await ctx.db.transaction(async (tx) => {
      const [link] = await tx
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailConfirmations.tokenHash, hashOf(token)),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, now),
          ),
        )
        .returning();
      if (!link) throw new HttpError(400, am.linkInvalid);
      const [before] = await tx.select().from(users).where(eq(users.id, link.userId)).limit(1);
      if (!before) throw new HttpError(400, am.linkInvalid);
      if (link.email === before.email) {
        await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, before.id));
        // What reached the address before it was proven is the account's now (features/recipients).
        await takeUnclaimed(tx, before.id, link.email);
        return link.email;
      }
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, link.email)).limit(1);
      if (taken) throw conflict(am.addressTaken);
      // A proven address given up keeps nothing for its next holder; the new one's earlier rows are the account's.
      if (before.emailVerifiedAt !== null) await takeUnclaimed(tx, before.id, before.email);
      const [after] = await tx
        .update(users)
        .set({ email: link.email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, before.id))
        .returning();
      if (!after) throw new HttpError(400, am.linkInvalid);
      await takeUnclaimed(tx, after.id, after.email);
      changed = { before, after };
      return link.email;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(am.addressTaken);
    throw error;
  }
  await refundHit(ctx.db, CONFIRM_FAILURES_PER_IP, client);
  if (changed) {
    const { before, after } = changed;
    try {
      const mail = renderEmailChangedMail({
        appName: ctx.config.appName,
        firstName: after.firstName,
        oldEmail: before.email,
        newEmail: after.email,
        contactEmail: ctx.config.contactEmail,
        language: languageOfAccount(after),
      });
      // The account's, though mailed to the address it left (features/recipients).
      await ctx.mailer.send({ to: before.email, recipientUserId: after.id, ...mail });
    } catch (error) {
      input.log?.error({ err: error, userId: after.id }, 'the e-mail change notice could not be sent');
    }
  }
  return { email };
}

/**
 * Withdraws a waiting e-mail change ("Cancel the change", or the account's own address given again in a profile
 * update): every unused link of the account for an address other than its own ends, in one statement that reads
 * the account's address itself (a link to the own address, which proves it, stays). Idempotent.
 */
export async function endPendingChange(
  db: AppContext['db'] | Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        ne(emailConfirmations.email, sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`),
      ),
    );
}

/** "Send the link again": to the address a change waits for, else to the unproven own address; 409 when proven. */
export async function resendConfirmation(ctx: AppContext, userId: number, log?: FastifyBaseLogger): Promise<void> {
  const am = addressMessages;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, am.linkInvalid);
  const pending = await pendingEmailOf(ctx, user);
  if (!pending && user.emailVerifiedAt !== null) throw conflict(am.alreadyConfirmed);
  const to = pending ?? user.email;
  await countAddressMail(ctx, userId, to, am.tooManyResends);
  await sendConfirmation(ctx, user, to, log);
}

/** An e-mail change's mail to `email` (normalised), counted as countAddressMail counts it: 429 past a budget. */
export const countEmailChangeMail = (ctx: AppContext, userId: number, email: string): Promise<void> =>
  countAddressMail(ctx, userId, email, addressMessages.tooManyChangeMails);

/**
 * Counts one address mail of the account to `email` on both budgets, before the caller writes or sends anything:
 * 429 with `accountText` past ADDRESS_MAILS_PER_ACCOUNT, 429 with am.tooManyMailsToAddress past
 * ADDRESS_MAILS_PER_RECIPIENT (then the account's try is given back: nothing goes out). `email` is normalised
 * (auth's normaliseEmail: how every address is stored), the recipient's key. Whether it has an account is not
 * looked at.
 */
export async function countAddressMail(
  ctx: AppContext,
  userId: number,
  email: string,
  accountText: string,
): Promise<void> {
  const now = ctx.now();
  const account = String(userId);
  if (!(await hitRateLimit(ctx.db, ADDRESS_MAILS_PER_ACCOUNT, account, now))) throw new HttpError(429, accountText);
  if (!(await hitRateLimit(ctx.db, ADDRESS_MAILS_PER_RECIPIENT, email, now))) {
    await refundHit(ctx.db, ADDRESS_MAILS_PER_ACCOUNT, account);
    throw new HttpError(429, addressMessages.tooManyMailsToAddress);
  }
}

/**
 * A reset link mailed to the account's own address was followed: it is proven, and what reached it before is the
 * account's (features/recipients). True when this is the first proof (the address was not proven before).
 */
export async function markProven(
  db: AppContext['db'] | Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  userId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const proven = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (proven.length === 0) return false;
  await takeUnclaimed(db, userId, email);
  return true;
}
