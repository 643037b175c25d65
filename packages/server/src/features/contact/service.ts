/** The profile (Contact) of SPEC §3: create on registration, read and update one's own. */
import { and, eq, ne } from 'drizzle-orm';
import { GENDERS, type Contact, type CreateUserPayload, type Gender, type UpdateContactPayload } from '@insight/api';
import type { AppContext } from '../../context.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { conflict, unauthorized } from '../../http/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { normaliseEmail } from '../auth/service.js';

export const DUPLICATE_EMAIL = 'An account with this email address already exists.';

const asGender = (value: string): Gender => ((GENDERS as readonly string[]).includes(value) ? (value as Gender) : 'M');

/** The Contact answer of a user row (the password is never sent: null). */
export function toContact(row: UserRow): Contact {
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

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null);) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
};

export async function createUser(ctx: AppContext, payload: CreateUserPayload): Promise<Contact> {
  const email = normaliseEmail(payload.user.email);
  const passwordHash = await hashPassword(payload.user.password);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (existing) throw conflict(DUPLICATE_EMAIL);
      const [row] = await tx
        .insert(users)
        .values({
          email,
          firstName: payload.user.firstname.trim(),
          lastName: payload.user.lastname.trim(),
          gender: payload.user.gender,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The user could not be created.');
      return toContact(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

export async function findUser(ctx: AppContext, id: number): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function getContact(ctx: AppContext, userId: number): Promise<Contact> {
  const row = await findUser(ctx, userId);
  if (!row) throw unauthorized();
  return toContact(row);
}

/** Updates the asking user's own record only; ids in the body are ignored. */
export async function updateContact(ctx: AppContext, userId: number, payload: UpdateContactPayload): Promise<Contact> {
  const email = normaliseEmail(payload.user.userName);
  const password = payload.user.password;
  const passwordHash = typeof password === 'string' && password !== '' ? await hashPassword(password) : undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
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
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: ctx.now(),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw unauthorized();
      return toContact(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}
