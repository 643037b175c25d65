/** The profile (Contact) of SPEC §3: read and update one's own (registration: registration.ts). */
import { isUniqueViolation, type DbHandle } from '../../db/client.js';
import { GENDERS, profileMessages, type Contact, type Gender, type UpdateContactPayload } from '@insight/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, AuthUser } from '../../context.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { HttpError, badRequest, conflict, unauthorized } from '../../http/errors.js';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { normaliseEmail } from '../auth/service.js';
import { nextTokenVersion } from '../auth/tokens.js';
import { renderEmailChangedMail } from '../mail/templates.js';

export const DUPLICATE_EMAIL = 'An account with this email address already exists.';

const asGender = (value: string): Gender => ((GENDERS as readonly string[]).includes(value) ? (value as Gender) : 'M');

/** What a Contact answer shows of a user row. */
type ContactRow = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'gender' | 'profilePicture'>;

/** The Contact answer of a user row (the password is never sent: null). */
export function toContact(row: ContactRow): Contact {
  return {
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
  const contactOf = handle.prepare<ContactRow, { id: number; tokenVersion: number }>(
    'contact_of',
    sql`select ${users.id} as "id", ${users.email} as "email", ${users.firstName} as "firstName",
               ${users.lastName} as "lastName", ${users.gender} as "gender", ${users.profilePicture} as "profilePicture"
          from ${users}
         where ${users.id} = ${sql.placeholder('id')} and ${users.tokenVersion} = ${sql.placeholder('tokenVersion')}`,
  );
  return async (user) => {
    const [row] = await contactOf({ id: user.id, tokenVersion: user.tokenVersion });
    return row && toContact(row);
  };
}

/** Changes of the e-mail address or password per user: each asks for the current password. */
export const SENSITIVE_CHANGES_PER_USER: RateLimit = {
  bucket: 'profile:sensitive-change',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};

const pm = profileMessages;

/**
 * Updates the asking user's own record only; ids in the body are ignored. A change of the e-mail address
 * or of the password needs the current password (400 without it, 403 when wrong, 429 past the limit; nothing
 * changes then). A new password ends every other session (token_version + 1: see auth/tokens.ts); a new
 * address is told to the old one by e-mail.
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
    const given = payload.currentPassword;
    if (typeof given !== 'string' || given === '') {
      throw badRequest(pm.currentPasswordRequired, { currentPassword: pm.currentPasswordRequired });
    }
    if (!(await hitRateLimit(ctx.db, SENSITIVE_CHANGES_PER_USER, String(userId), ctx.now()))) {
      log?.warn({ userId }, 'profile: too many e-mail/password change attempts');
      throw new HttpError(429, pm.tooManyAttempts);
    }
    if (!(await verifyPassword(given, before.passwordHash))) {
      log?.warn({ userId }, 'profile: e-mail/password change with a wrong current password');
      throw new HttpError(403, pm.currentPasswordWrong, { fields: { currentPassword: pm.currentPasswordWrong } });
    }
  }
  const passwordHash = newPassword !== undefined ? await hashPassword(newPassword) : undefined;
  let updated: UserRow;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      if (taken) throw conflict(DUPLICATE_EMAIL);
      const [row] = await tx
        .update(users)
        .set({
          email,
          firstName: payload.user.firstName.trim(),
          lastName: payload.user.lastName.trim(),
          gender: payload.user.gender,
          ...(passwordHash ? { passwordHash, tokenVersion: nextTokenVersion } : {}),
          updatedAt: ctx.now(),
        })
        // The password checked above must still be the account's (no change slipped in meanwhile).
        .where(
          sensitive ? and(eq(users.id, userId), eq(users.passwordHash, before.passwordHash)) : eq(users.id, userId),
        )
        .returning();
      if (!row) throw sensitive ? new HttpError(403, pm.currentPasswordWrong) : unauthorized();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
  if (emailChanges) {
    // After the commit (the mailer writes its outbox row outside this transaction). The change stands even
    // if the notice cannot be recorded; that is logged.
    try {
      const mail = renderEmailChangedMail({
        appName: ctx.config.appName,
        firstName: updated.firstName,
        oldEmail: before.email,
        newEmail: updated.email,
        contactEmail: ctx.config.contactEmail,
      });
      await ctx.mailer.send({ to: before.email, ...mail });
    } catch (error) {
      log?.error({ err: error, userId }, 'profile: the e-mail change notice could not be sent');
    }
  }
  return toContact(updated);
}
