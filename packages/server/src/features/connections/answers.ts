/**
 * Answering a request: only the recipient accepts or rejects; only the requester cancels; the wrong party
 * gets 403 and nothing changes. Accepting makes (or finds) the one connection of the pair and carries the
 * requester's request shares over; any other pending request between the two is answered at the same time.
 */
import { addressMessages, connectionMessages as cm } from '@insight/api';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  connectionRequestShares,
  connectionRequests,
  connections,
  connectionShares,
  users,
  type ConnectionRequestRow,
} from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors.js';
import { sha256 } from '../../security/digest.js';
import { ownedReports } from '../purchases/index.js';
import {
  addressedTo,
  addressedToSql,
  connectionBetween,
  me,
  proven,
  provenAsker,
  requestFor,
  userById,
  type Db,
  type UserSummary,
} from './parties.js';

/** An accept token as this server makes them (32 random bytes, base64url); anything else is malformed. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const gone = (message: string): HttpError => new HttpError(410, message);

/** Carries a request's shares (of guides its requester still owns) onto the connection. */
async function carryShares(db: Db, request: ConnectionRequestRow, connectionId: number, now: Date): Promise<void> {
  const owned = await ownedReports(db, request.requesterId);
  const rows = await db
    .select({ reportId: connectionRequestShares.reportId })
    .from(connectionRequestShares)
    .where(eq(connectionRequestShares.connectionRequestId, request.id));
  const values = rows
    .filter((row) => owned.has(row.reportId))
    .map((row) => ({ connectionId, ownerId: request.requesterId, reportId: row.reportId, createdAt: now }));
  if (values.length > 0) await db.insert(connectionShares).values(values).onConflictDoNothing();
}

/**
 * Accepts a claimed request for `recipient`: makes (or finds) the pair's connection, carries the shares,
 * and answers every other pending request between the two as accepted as well.
 */
async function connect(db: Db, request: ConnectionRequestRow, recipient: UserSummary, now: Date): Promise<void> {
  const [created] = await db
    .insert(connections)
    .values({ requesterId: request.requesterId, recipientId: recipient.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: connections.id });
  const connectionId = created?.id ?? (await connectionBetween(db, request.requesterId, recipient.id))?.id;
  if (connectionId === undefined) throw new Error('The connection could not be stored.');
  await carryShares(db, request, connectionId, now);

  const requester = await userById(db, request.requesterId);
  if (!requester) return;
  // Other pending requests between the two are matched by address: proven addresses only, and only their own.
  const byAddress = (from: UserSummary, to: UserSummary) =>
    proven(to) ? and(eq(connectionRequests.requesterId, from.id), addressedToSql(to)) : sql`false`;
  const others = await db
    .update(connectionRequests)
    .set({ status: 'accepted', tokenHash: null, tokenExpiresAt: null, respondedAt: now, updatedAt: now })
    .where(
      and(
        eq(connectionRequests.status, 'pending'),
        or(byAddress(requester, recipient), byAddress(recipient, requester)),
      ),
    )
    .returning();
  for (const other of others) {
    const answeredBy = other.requesterId === requester.id ? recipient.id : requester.id;
    await db.update(connectionRequests).set({ recipientId: answeredBy }).where(eq(connectionRequests.id, other.id));
    await carryShares(db, other, connectionId, now);
  }
}

/** Marks a pending request answered; false when it was no longer pending (someone else got there first). */
async function claim(
  db: Db,
  requestId: number,
  status: 'accepted' | 'rejected' | 'cancelled',
  recipientId: number | null,
  now: Date,
): Promise<ConnectionRequestRow | undefined> {
  const [row] = await db
    .update(connectionRequests)
    .set({
      status,
      ...(recipientId === null ? {} : { recipientId }),
      tokenHash: null,
      tokenExpiresAt: null,
      respondedAt: now,
      updatedAt: now,
    })
    .where(and(eq(connectionRequests.id, requestId), eq(connectionRequests.status, 'pending')))
    .returning();
  return row;
}

/** POST /api/connectionrequest/accept/:id (the recipient only, from a proven address: 403 before anything else). */
export async function acceptRequest(ctx: AppContext, userId: number, requestId: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await provenAsker(tx, userId, addressMessages.confirmBeforeAccepting);
    const [request, role] = await requestFor(tx, requestId, user);
    if (role !== 'recipient') throw forbidden(cm.onlyRecipient);
    const claimed = request.status === 'pending' ? await claim(tx, request.id, 'accepted', user.id, now) : undefined;
    if (!claimed) throw conflict(cm.requestNotPending);
    await connect(tx, claimed, user, now);
    await ctx.connectionEvents.invitationAccepted(tx, { inviterId: claimed.requesterId, acceptorId: user.id, now });
  });
}

/**
 * POST /api/connectionrequest/accept/token/:token: the invitee accepts through the link's token (also the
 * freshly registered invitee who used another address). Single-use, expires, never oneself, never for
 * two people already connected. Only from a proven address (403 before the link is even looked up): the link
 * is meant to be shareable, so following it proves nothing; the invitee proves their address by its own
 * confirmation link first.
 */
export async function acceptRequestByToken(ctx: AppContext, userId: number, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) throw badRequest(cm.tokenMalformed);
  const now = ctx.now();
  const hash = sha256(token);
  await ctx.db.transaction(async (tx) => {
    const user = await provenAsker(tx, userId, addressMessages.confirmBeforeAccepting);
    const [request] = await tx.select().from(connectionRequests).where(eq(connectionRequests.tokenHash, hash)).limit(1);
    const usable =
      request?.status === 'pending' &&
      request.tokenExpiresAt !== null &&
      request.tokenExpiresAt.getTime() > now.getTime();
    if (!request || !usable) throw gone(cm.tokenExpired);
    if (request.requesterId === user.id) throw badRequest(cm.connectSelf);
    // The link is the invitee's: the person with the invited address, or one who registered after the
    // invitation was made (through the link, perhaps with another address). An older account of someone
    // else holding a forwarded link is refused.
    const [account] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
    const invitee =
      addressedTo(request, user) ||
      (account !== undefined && account.createdAt.getTime() >= request.createdAt.getTime());
    if (!invitee) throw forbidden(cm.onlyRecipient);
    if (await connectionBetween(tx, request.requesterId, user.id)) throw conflict(cm.alreadyConnected);
    const [claimed] = await tx
      .update(connectionRequests)
      .set({
        status: 'accepted',
        recipientId: user.id,
        tokenHash: null,
        tokenExpiresAt: null,
        respondedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(connectionRequests.id, request.id),
          eq(connectionRequests.status, 'pending'),
          eq(connectionRequests.tokenHash, hash),
        ),
      )
      .returning();
    if (!claimed) throw gone(cm.tokenExpired);
    await connect(tx, claimed, user, now);
    await ctx.connectionEvents.invitationAccepted(tx, { inviterId: claimed.requesterId, acceptorId: user.id, now });
  });
}

/** POST /api/connectionrequest/reject/:id (the recipient only). */
export async function rejectRequest(ctx: AppContext, userId: number, requestId: number): Promise<void> {
  const user = await me(ctx.db, userId);
  const [request, role] = await requestFor(ctx.db, requestId, user);
  if (role !== 'recipient') throw forbidden(cm.onlyRecipient);
  if (!(request.status === 'pending' && (await claim(ctx.db, request.id, 'rejected', user.id, ctx.now())))) {
    throw conflict(cm.requestNotPending);
  }
}

/** POST /api/connectionrequest/cancel/:id (the requester only). */
export async function cancelRequest(ctx: AppContext, userId: number, requestId: number): Promise<void> {
  const user = await me(ctx.db, userId);
  const [request, role] = await requestFor(ctx.db, requestId, user);
  if (role !== 'requester') throw forbidden(cm.onlyRequester);
  if (!(request.status === 'pending' && (await claim(ctx.db, request.id, 'cancelled', null, ctx.now())))) {
    throw conflict(cm.requestNotPending);
  }
}
