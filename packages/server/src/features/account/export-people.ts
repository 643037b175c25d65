/**
 * The sections of a data export about other people: the person's connections with the guides shared each way, and
 * the invitations they sent and received.
 */
import type { ExportGuide } from '@insight/api';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  catalogItems,
  connectionRequestShares,
  connectionRequests,
  connections,
  connectionShares,
  purchases,
  users,
  type UserRow,
} from '../../db/schema/index.js';
import { requestsAddressedTo } from '../recipients/index.js';
import { guideOf, iso, isoOrNull, otherColumns, person, type Section } from './export-format.js';

export async function connectionsOf(
  ctx: AppContext,
  userId: number,
  guides: Map<number, ExportGuide>,
): Promise<Section<'connections'>> {
  const mine = or(eq(connections.requesterId, userId), eq(connections.recipientId, userId));
  const rows = await ctx.db
    .select({ id: connections.id, createdAt: connections.createdAt, other: otherColumns })
    .from(connections)
    .innerJoin(
      users,
      sql`${users.id} = case when ${connections.requesterId} = ${userId} then ${connections.recipientId} else ${connections.requesterId} end`,
    )
    .where(mine)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(connections.id));
  if (rows.length === 0) return [];
  // Shares of guides their owner still owns, as the connections list shows them.
  const shares = await ctx.db
    .select({
      connectionId: connectionShares.connectionId,
      ownerId: connectionShares.ownerId,
      reportId: catalogItems.reportId,
    })
    .from(connectionShares)
    .innerJoin(catalogItems, eq(catalogItems.reportId, connectionShares.reportId))
    .innerJoin(
      purchases,
      and(eq(purchases.userId, connectionShares.ownerId), eq(purchases.catalogItemId, catalogItems.id)),
    )
    .where(
      inArray(
        connectionShares.connectionId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const of = (owner: number) =>
      shares
        .filter((share) => share.connectionId === row.id && share.ownerId === owner)
        .map((share) => guideOf(guides, share.reportId))
        .sort((a, b) => a.name.localeCompare(b.name));
    return {
      person: person(row.other),
      since: iso(row.createdAt),
      youShare: of(userId),
      sharedWithYou: of(row.other.id),
    };
  });
}

export async function requestsOf(
  ctx: AppContext,
  user: UserRow,
  guides: Map<number, ExportGuide>,
): Promise<{ requestsSent: Section<'requestsSent'>; requestsReceived: Section<'requestsReceived'> }> {
  const sent = await ctx.db
    .select()
    .from(connectionRequests)
    .where(eq(connectionRequests.requesterId, user.id))
    .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id));
  const sentShares =
    sent.length === 0
      ? []
      : await ctx.db
          .select({
            requestId: connectionRequestShares.connectionRequestId,
            reportId: connectionRequestShares.reportId,
          })
          .from(connectionRequestShares)
          .where(
            inArray(
              connectionRequestShares.connectionRequestId,
              sent.map((row) => row.id),
            ),
          );
  // Invitations count for the person only once their address is proven, and then those that are theirs: answered
  // by them, or addressed to an address of theirs while it was theirs (features/recipients), never by its text.
  const received = user.emailVerifiedAt
    ? await ctx.db
        .select({ request: connectionRequests, requester: otherColumns })
        .from(connectionRequests)
        .innerJoin(users, eq(users.id, connectionRequests.requesterId))
        .where(
          and(
            or(eq(connectionRequests.recipientId, user.id), requestsAddressedTo(user)),
            ne(connectionRequests.requesterId, user.id),
          ),
        )
        .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id))
    : [];
  return {
    requestsSent: sent.map((row) => ({
      to: { firstName: row.recipientFirstName, lastName: row.recipientLastName, email: row.recipientEmail },
      message: row.message,
      status: row.status,
      sentAt: iso(row.createdAt),
      answeredAt: isoOrNull(row.respondedAt),
      guidesToShare: sentShares
        .filter((share) => share.requestId === row.id)
        .map((share) => guideOf(guides, share.reportId))
        .sort((a, b) => a.name.localeCompare(b.name)),
    })),
    requestsReceived: received.map(({ request, requester }) => ({
      from: person(requester),
      message: request.message,
      status: request.status,
      receivedAt: iso(request.createdAt),
      answeredAt: isoOrNull(request.respondedAt),
    })),
  };
}
