/**
 * The owner claims an account: the first proof of its address by a password reset (auth/service.ts resetPassword)
 * may be the real owner taking back an account someone else opened with their address (account pre-hijacking,
 * "trojan identifier"). What the account set up while its address was unproven is dropped in the reset's
 * transaction: its connections both ways (their shares both ways go with them, foreign keys), the notices of those
 * pairs, and the invitations it sent that still wait (cancelled: their links stop working). An unproven account can
 * no longer accept or share (parties.ts `provenAsker`), so this mostly clears what older rows hold; invitations other
 * people sent to the address stay (they were mailed to the owner, who answers them knowing who sent them).
 */
import { and, eq, or } from 'drizzle-orm';
import { connectionRequests, connections } from '../../db/schema/index.js';
import type { ConnectionEvents, EventDb } from '../../events/connections.js';

/** What the claim dropped. */
export interface DroppedSetUp {
  connections: number;
  invitations: number;
}

/** Drops what the account `userId` set up while unproven (call it inside the transaction that first proves it). */
export async function dropUnprovenSetUp(
  db: EventDb,
  events: ConnectionEvents,
  userId: number,
  now: Date,
): Promise<DroppedSetUp> {
  const gone = await db
    .delete(connections)
    .where(or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)))
    .returning({ requesterId: connections.requesterId, recipientId: connections.recipientId });
  for (const pair of gone) await events.connectionRemoved(db, { a: pair.requesterId, b: pair.recipientId });
  const cancelled = await db
    .update(connectionRequests)
    .set({ status: 'cancelled', tokenHash: null, tokenExpiresAt: null, respondedAt: now, updatedAt: now })
    .where(and(eq(connectionRequests.requesterId, userId), eq(connectionRequests.status, 'pending')))
    .returning({ id: connectionRequests.id });
  return { connections: gone.length, invitations: cancelled.length };
}
