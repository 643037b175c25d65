/**
 * Who is who in connections and invitations: the asker, the parties of a request or of a connection.
 * A request is addressed to an e-mail address; its recipient is the account that held that address (proven) when
 * it was sent, or, sent to an address nobody held, the account that proves it next (recipient_user_id and
 * recipient_claimable: recipients/service.ts); never a later holder of an address someone else had. Through the
 * accept link, whoever holds its token. Someone who is no party gets 404 (the
 * thing is not theirs to see).
 */
import { addressMessages, connectionMessages as cm, type ConnectionUser } from '@insight/api';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  connectionRequests,
  connections,
  users,
  type ConnectionRequestRow,
  type ConnectionRow,
  type UserRow,
} from '../../db/schema/index.js';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';

/** Database work a transaction and the database share. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type UserSummary = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'profilePicture' | 'emailVerifiedAt' | 'language'
>;

/** Whether a person's address is proven: only then do e-mail matches count for them. */
export const proven = (user: Pick<UserRow, 'emailVerifiedAt'>): boolean => user.emailVerifiedAt !== null;

/** Whether an invitation by address reaches `user`: its proven address, and no other account's invitation. */
export const addressedTo = (
  request: Pick<ConnectionRequestRow, 'recipientEmail' | 'recipientUserId' | 'recipientClaimable'>,
  user: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>,
): boolean =>
  proven(user) &&
  request.recipientEmail.toLowerCase() === user.email &&
  (request.recipientUserId === user.id || (request.recipientUserId === null && request.recipientClaimable));

/** The same as `addressedTo`, as SQL over connection_requests, for the account `user`. */
export const addressedToSql = (user: Pick<UserRow, 'id' | 'email'>) =>
  and(
    sql`lower(${connectionRequests.recipientEmail}) = ${user.email}`,
    or(
      eq(connectionRequests.recipientUserId, user.id),
      and(isNull(connectionRequests.recipientUserId), eq(connectionRequests.recipientClaimable, true)),
    ),
  );

export const toConnectionUser = (row: UserSummary) =>
  ({
    id: String(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.email,
    profilePicture: row.profilePicture ?? null,
  }) satisfies ConnectionUser;

export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profilePicture: users.profilePicture,
  emailVerifiedAt: users.emailVerifiedAt,
  /** The person's language: an invitation they send is written in it. */
  language: users.language,
};

export async function userById(db: Db, id: number): Promise<UserSummary | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function me(db: Db, id: number): Promise<UserSummary> {
  const row = await userById(db, id);
  // A valid token of a deleted account: nothing of it exists any more.
  if (!row) throw unauthorized();
  return row;
}

/**
 * The asker, who is about to do something that lasts with other people (invite, accept an invitation, share a
 * guide): only from a proven address; else 403 with `refusal` (addressMessages), before anything is read or changed.
 */
export async function provenAsker(db: Db, id: number, refusal: string): Promise<UserSummary> {
  const row = await me(db, id);
  if (!proven(row)) throw forbidden(refusal);
  return row;
}

/** The asker, who is about to invite someone: only from a proven address (403 otherwise, nothing changes). */
export async function inviter(db: Db, id: number): Promise<UserSummary> {
  return provenAsker(db, id, addressMessages.confirmBeforeInviting);
}

/** The connection of two people, whichever invited whom. */
export async function connectionBetween(db: Db, a: number, b: number): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, a), eq(connections.recipientId, b)),
        and(eq(connections.requesterId, b), eq(connections.recipientId, a)),
      ),
    )
    .limit(1);
  return row;
}

export type Role = 'requester' | 'recipient' | 'none';

const roleOf = (request: ConnectionRequestRow, user: UserSummary): Role => {
  if (request.requesterId === user.id) return 'requester';
  // An invitation to an address reaches its account only once the account has proven it, and only its own.
  return addressedTo(request, user) ? 'recipient' : 'none';
};

/** The request and the asker's role; 404 when the asker is no party of it. */
export async function requestFor(db: Db, requestId: number, user: UserSummary): Promise<[ConnectionRequestRow, Role]> {
  const [row] = await db.select().from(connectionRequests).where(eq(connectionRequests.id, requestId)).limit(1);
  const role = row ? roleOf(row, user) : 'none';
  if (!row || role === 'none') throw notFound(cm.requestNotFound);
  return [row, role];
}

/** The connection if the asker is one of its two people; else 404. */
export async function connectionFor(db: Db, connectionId: number, userId: number): Promise<ConnectionRow> {
  const [row] = await db.select().from(connections).where(eq(connections.id, connectionId)).limit(1);
  if (!row || (row.requesterId !== userId && row.recipientId !== userId)) throw notFound(cm.connectionNotFound);
  return row;
}
