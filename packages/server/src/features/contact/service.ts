/** The profile (Contact) of SPEC §3: read and update one's own (registration: registration.ts). */
import type { DbHandle } from '../../db/client.js';
import { GENDERS, profileMessages, type Contact, type Gender, type UpdateContactPayload } from '@insight/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, AuthUser } from '../../context.js';
import { emailConfirmations, passwordResetTokens, users, type UserRow } from '../../db/schema/index.js';
import { HttpError, badRequest, unauthorized } from '../../http/errors.js';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit.js';
import { normaliseEmail } from '../../security/digest.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { nextTokenVersion, tokenIsCurrent, tokenParams, type TokenParams } from '../../security/token-version.js';
import { defineMessages, intlFor, languageOfAccount } from '../../i18n/index.js';
import { mailWords, renderMail } from '../mail/index.js';
import {
  addressState,
  countEmailChangeMail,
  endLiveLinks,
  endPendingChange,
  requestEmailChange,
  type AddressState,
} from './addresses.js';

const asGender = (value: string): Gender => ((GENDERS as readonly string[]).includes(value) ? (value as Gender) : 'M');

/** What a Contact answer shows of a user row. */
type ContactRow = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'gender' | 'profilePicture'>;

/** The Contact answer of a user row (the password is never sent: null), with its address state. */
export function toContact(row: ContactRow, address?: AddressState): Contact {
  return {
    ...(address ? { emailConfirmed: address.emailConfirmed, pendingEmail: address.pendingEmail } : {}),
    user: {
      id: String(row.id),
      firstName: row.firstName,
      lastName: row.lastName,
      gender: asGender(row.gender),
      userName: row.email,
      password: null,
      profilePicture: row.profilePicture ?? null,
    },
  };
}

export async function findUser(ctx: AppContext, id: number): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * GET's reader: the asker's Contact in one statement that also checks the token's version (the route says
 * `checksTokenVersion`); undefined when the token is no longer the user's.
 */
export function contactReader(handle: DbHandle): (user: AuthUser) => Promise<Contact | undefined> {
  const contactOf = handle.prepare<ContactRow & { confirmed: boolean; pendingEmail: string | null }, TokenParams>(
    'contact_of',
    sql`select ${users.id} as "id", ${users.email} as "email", ${users.firstName} as "firstName",
               ${users.lastName} as "lastName", ${users.gender} as "gender", ${users.profilePicture} as "profilePicture",
               ${users.emailVerifiedAt} is not null as "confirmed",
               (select ${emailConfirmations.email} from ${emailConfirmations}
                 where ${emailConfirmations.userId} = ${users.id} and ${emailConfirmations.email} <> ${users.email}
                   and ${emailConfirmations.usedAt} is null and ${emailConfirmations.expiresAt} > now()
                 order by ${emailConfirmations.id} desc limit 1) as "pendingEmail"
          from ${users}
         where ${tokenIsCurrent}`,
  );
  return async (user) => {
    const [row] = await contactOf(tokenParams(user));
    return row && toContact(row, { emailConfirmed: row.confirmed === true, pendingEmail: row.pendingEmail ?? null });
  };
}

/** Steps that ask for the current password (e-mail or password changes, data downloads, deletion), per user. */
export const SENSITIVE_CHANGES_PER_USER: RateLimit = {
  bucket: 'profile:sensitive-change',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};

const pm = profileMessages;

/** The words of a step that asks for the current password again (the "Your data" dialogs have their own). */
export interface PasswordCheckTexts {
  required: string;
  wrong: string;
  tooMany: string;
}

const PROFILE_PASSWORD_TEXTS: PasswordCheckTexts = {
  required: pm.currentPasswordRequired,
  wrong: pm.currentPasswordWrong,
  tooMany: pm.tooManyAttempts,
};

/**
 * The current password, asked again before a sensitive step (an e-mail or password change, the download of one's
 * data, deleting the account): 400 without it, 429 past SENSITIVE_CHANGES_PER_USER (every such step of the
 * account counts, right or wrong), 403 when it is not the account's. Nothing else happens before it passes.
 */
export async function checkCurrentPassword(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  given: unknown,
  texts: PasswordCheckTexts,
  step: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (typeof given !== 'string' || given === '') {
    throw badRequest(texts.required, { currentPassword: texts.required });
  }
  if (!(await hitRateLimit(ctx.db, SENSITIVE_CHANGES_PER_USER, String(user.id), ctx.now()))) {
    log?.warn({ userId: user.id }, `${step}: too many attempts`);
    throw new HttpError(429, texts.tooMany);
  }
  if (!(await verifyPassword(given, user.passwordHash))) {
    log?.warn({ userId: user.id }, `${step}: a wrong current password`);
    throw new HttpError(403, texts.wrong, { fields: { currentPassword: texts.wrong } });
  }
}

/**
 * Updates the asking user's own record only; ids in the body are ignored. A change of the e-mail address
 * or of the password needs the current password (400 without it, 403 when wrong, 429 past the limit; nothing
 * changes then). A new password ends every session, every outstanding reset link and every unused confirmation
 * link (an e-mail change parked before it cannot be completed after it), and the owner is mailed.
 * A new address does not take effect here: it is mailed a confirmation link (addresses.ts), the
 * answer is the same whether another account has it or not, and the account keeps its address until then.
 * That mail counts on the account's and the address's mail budgets (countEmailChangeMail) after the password check and
 * before any write: past either the whole PUT is refused (429), the names and a new password sent with it included.
 * The account's own address (set back, or simply kept) withdraws a change that waits: its link ends.
 */
export async function updateContact(
  ctx: AppContext,
  userId: number,
  payload: UpdateContactPayload,
  log?: FastifyBaseLogger,
): Promise<Contact> {
  const email = normaliseEmail(payload.user.userName);
  const password = payload.user.password;
  const newPassword = typeof password === 'string' && password !== '' ? password : undefined;
  const before = await findUser(ctx, userId);
  if (!before) throw unauthorized();
  const emailChanges = email !== before.email;
  const sensitive = emailChanges || newPassword !== undefined;
  if (sensitive) {
    await checkCurrentPassword(
      ctx,
      before,
      payload.currentPassword,
      PROFILE_PASSWORD_TEXTS,
      'e-mail/password change',
      log,
    );
  }
  // A new address is mailed (a link, or a notice when it is taken): that mail counts on the account's and the
  // address's budgets here, before anything is written, so a refusal (429) leaves the whole PUT undone.
  if (emailChanges) await countEmailChangeMail(ctx, userId, email);
  const passwordHash = newPassword !== undefined ? await hashPassword(newPassword) : undefined;
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: payload.user.firstName.trim(),
        lastName: payload.user.lastName.trim(),
        gender: payload.user.gender,
        ...(passwordHash ? { passwordHash, tokenVersion: nextTokenVersion } : {}),
        updatedAt: now,
      })
      // The password checked above must still be the account's (no change slipped in meanwhile).
      .where(sensitive ? and(eq(users.id, userId), eq(users.passwordHash, before.passwordHash)) : eq(users.id, userId))
      .returning();
    if (!row) throw sensitive ? new HttpError(403, pm.currentPasswordWrong) : unauthorized();
    // The account's own address given again withdraws a change that waits for its link.
    if (!emailChanges) await endPendingChange(tx, userId, now);
    // A reset link mailed before the change must not set a password after it, nor a confirmation link move the
    // account (a new address asked for in this request gets its link after the commit).
    if (passwordHash) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await endLiveLinks(tx, userId, now);
    }
    return row;
  });
  // After the commit (the mailer writes its outbox rows outside the transaction): the change stands even if a
  // mail cannot be recorded; that is logged.
  if (passwordHash) await tellPasswordChanged(ctx, updated, log);
  if (emailChanges) await requestEmailChange(ctx, updated, email, log);
  return toContact(updated, await addressState(ctx, updated));
}

/** The owner learns of a password change where an attacker holding the session cannot hide it. */
async function tellPasswordChanged(ctx: AppContext, user: UserRow, log?: FastifyBaseLogger): Promise<void> {
  const { config } = ctx;
  const { appName } = config;
  const intl = intlFor(languageOfAccount(user));
  const mail = renderMail(
    {
      appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: user.firstName }),
      paragraphs: [
        intl.formatMessage(passwordWords.changed, { appName }),
        intl.formatMessage(passwordWords.notYou, { email: config.contactEmail }),
      ],
      action: { label: intl.formatMessage(mailWords.signIn), url: `${config.appUrl}/login` },
    },
    intl,
  );
  try {
    await ctx.mailer.send({ to: user.email, subject: intl.formatMessage(passwordWords.subject, { appName }), ...mail });
  } catch (error) {
    log?.error({ err: error, userId: user.id }, 'profile: the password change notice could not be sent');
  }
}

/** The words of the notice of a changed password (in the account's language). */
const passwordWords = defineMessages({
  subject: { id: 'mail.passwordChanged.subject', defaultMessage: 'Your {appName} password was changed' },
  changed: {
    id: 'mail.passwordChanged.changed',
    defaultMessage:
      'The password of your {appName} account was changed. Every device that was signed in has been signed out.',
  },
  notYou: {
    id: 'mail.passwordChanged.notYou',
    defaultMessage:
      'If you did not make this change, choose a new password with “Forgot your password?” on the sign-in page and write to {email}.',
  },
});

/**
 * "Sign out everywhere": every token of the account ends, on every server (token_version + 1), and with them every
 * unused confirmation link (an e-mail change parked from one of those sessions), in one transaction.
 */
export async function signOutEverywhere(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ tokenVersion: nextTokenVersion }).where(eq(users.id, userId));
    await endLiveLinks(tx, userId, ctx.now());
  });
}
