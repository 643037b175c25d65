/**
 * Sharing (SPEC §2 Sharing): the requester sets the guides a pending request will share; either party of a
 * connection sets their own shares or removes the connection. Only purchased guides are shared: a list with
 * any other guide is refused whole.
 */
import { addressMessages, connectionMessages as cm } from '@insight/api';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { connectionRequestShares, connectionRequests, connections, connectionShares } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../http/errors.js';
import { ownedReports } from '../purchases/index.js';
import { connectionFor, provenAsker, requestFor, type Db } from './parties.js';

/** The distinct reportIds of a body's connectionReports, all owned by the asker (else 403, nothing stored). */
async function ownedReportIds(db: Db, userId: number, list: readonly { reportId: number }[]): Promise<number[]> {
  const ids = [...new Set(list.map((entry) => entry.reportId))];
  const owned = await ownedReports(db, userId);
  if (ids.some((id) => !owned.has(id))) throw forbidden(cm.shareNotOwned);
  return ids;
}

/** PUT /api/connectionrequest/: the requester (from a proven address) sets the guides a pending request will share. */
export async function updateRequestShares(
  ctx: AppContext,
  userId: number,
  requestId: number,
  list: readonly { reportId: number }[],
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await provenAsker(tx, userId, addressMessages.confirmBeforeSharing);
    const [request, role] = await requestFor(tx, requestId, user);
    if (role !== 'requester') throw forbidden(cm.onlyRequester);
    if (request.status !== 'pending') throw conflict(cm.requestNotPending);
    const ids = await ownedReportIds(tx, user.id, list);
    await tx.delete(connectionRequestShares).where(eq(connectionRequestShares.connectionRequestId, request.id));
    if (ids.length > 0) {
      await tx
        .insert(connectionRequestShares)
        .values(ids.map((reportId) => ({ connectionRequestId: request.id, reportId, createdAt: now })));
    }
    await tx.update(connectionRequests).set({ updatedAt: now }).where(eq(connectionRequests.id, request.id));
  });
}

/**
 * PUT /api/connection: either party sets the guides THEY share on it (the other's shares are untouched), from a
 * proven address only (403 before the connection is read).
 */
export async function updateConnectionShares(
  ctx: AppContext,
  userId: number,
  connectionId: number,
  list: readonly { reportId: number }[],
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await provenAsker(tx, userId, addressMessages.confirmBeforeSharing);
    const connection = await connectionFor(tx, connectionId, userId);
    // Two updates of one connection's shares at once (two tabs, two servers) take turns: each deletes and writes
    // the whole list, so interleaved they would write one guide twice (a unique violation, a 500).
    await tx
      .select({ id: connections.id })
      .from(connections)
      .where(eq(connections.id, connection.id))
      .for('no key update');
    const ids = await ownedReportIds(tx, userId, list);
    const before = await tx
      .delete(connectionShares)
      .where(and(eq(connectionShares.connectionId, connection.id), eq(connectionShares.ownerId, userId)))
      .returning({ reportId: connectionShares.reportId });
    if (ids.length > 0) {
      await tx
        .insert(connectionShares)
        .values(ids.map((reportId) => ({ connectionId: connection.id, ownerId: userId, reportId, createdAt: now })));
    }
    // Those who listen (the notifications feature) hear of it in this transaction.
    await ctx.connectionEvents.sharesChanged(tx, {
      connection,
      ownerId: userId,
      before: before.map((row) => row.reportId),
      after: ids,
      now,
    });
  });
}

/**
 * POST /api/connection/cancel/:id: either party removes the connection (its shares go with it, and every notice
 * either of the two has of the other: no mail about it goes out any more).
 */
export async function removeConnection(ctx: AppContext, userId: number, connectionId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const connection = await connectionFor(tx, connectionId, userId);
    await tx.delete(connections).where(eq(connections.id, connection.id));
    await ctx.connectionEvents.connectionRemoved(tx, { a: connection.requesterId, b: connection.recipientId });
  });
}
