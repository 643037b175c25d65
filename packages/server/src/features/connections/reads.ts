/**
 * What people see of connections and invitations, in the contract's shapes (@insight/api Connection,
 * ConnectionRequest). Answers list only the shares of guides their owner still owns (the report rule checks
 * the same at read time).
 */
import {
  DEFAULT_LANGUAGE,
  type Connection,
  type ConnectionReport,
  type ConnectionRequest,
  type Language,
  type Report,
} from '@insight/api';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  catalogItems,
  connectionRequestShares,
  connectionRequests,
  connections,
  connectionShares,
  purchases,
  users,
  type ConnectionRequestRow,
} from '../../db/schema/index.js';
import { reportNameIn } from '../catalog/index.js';
import { addressedToSql, me, proven, toConnectionUser, userColumns, type Db, type UserSummary } from './parties.js';

const byReportName = (
  a: { report?: Report | null; reportId: number },
  b: { report?: Report | null; reportId: number },
) => (a.report?.reportName ?? '').localeCompare(b.report?.reportName ?? '') || a.reportId - b.reportId;

/** The guides pending requests will share (only those their requester still owns), by request id. */
async function requestSharesOf(
  db: Db,
  requestIds: number[],
  language: Language,
): Promise<Map<number, ConnectionRequest['connectionReports']>> {
  const map = new Map<number, ConnectionRequest['connectionReports']>();
  if (requestIds.length === 0) return map;
  const rows = await db
    .select({
      id: connectionRequestShares.id,
      requestId: connectionRequestShares.connectionRequestId,
      reportId: catalogItems.reportId,
      reportName: catalogItems.reportName,
    })
    .from(connectionRequestShares)
    .innerJoin(connectionRequests, eq(connectionRequests.id, connectionRequestShares.connectionRequestId))
    .innerJoin(catalogItems, eq(catalogItems.reportId, connectionRequestShares.reportId))
    .innerJoin(
      purchases,
      and(eq(purchases.userId, connectionRequests.requesterId), eq(purchases.catalogItemId, catalogItems.id)),
    )
    .where(inArray(connectionRequestShares.connectionRequestId, requestIds));
  for (const row of rows) {
    const list = map.get(row.requestId) ?? [];
    list.push({
      id: row.id,
      connectionRequestId: row.requestId,
      reportId: row.reportId,
      report: { reportId: row.reportId, reportName: reportNameIn(row.reportId, row.reportName, language) },
    });
    map.set(row.requestId, list);
  }
  for (const list of map.values()) list.sort(byReportName);
  return map;
}

export function toConnectionRequest(
  row: ConnectionRequestRow,
  requester: UserSummary,
  shares: ConnectionRequest['connectionReports'],
): ConnectionRequest {
  return {
    id: row.id,
    recipientFirstName: row.recipientFirstName,
    recipientLastName: row.recipientLastName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    status: row.status,
    requester: { user: toConnectionUser(requester) },
    connectionReports: shares,
  };
}

async function answerRequests(
  db: Db,
  rows: { request: ConnectionRequestRow; requester: UserSummary }[],
  language: Language,
) {
  const shares = await requestSharesOf(
    db,
    rows.map((r) => r.request.id),
    language,
  );
  return rows.map((r) => toConnectionRequest(r.request, r.requester, shares.get(r.request.id) ?? []));
}

const pendingOrder = [
  asc(connectionRequests.recipientFirstName),
  asc(connectionRequests.recipientLastName),
  asc(connectionRequests.id),
];

/** GET /api/connectionrequest/pending/requester: my pending invitations. */
export async function listSentRequests(
  ctx: AppContext,
  userId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ConnectionRequest[]> {
  const requester = await me(ctx.db, userId);
  const rows = await ctx.db
    .select()
    .from(connectionRequests)
    .where(and(eq(connectionRequests.requesterId, userId), eq(connectionRequests.status, 'pending')))
    .orderBy(...pendingOrder);
  return answerRequests(
    ctx.db,
    rows.map((request) => ({ request, requester })),
    language,
  );
}

/** GET /api/connectionrequest/pending/recipient: pending invitations to my address (not my own). */
export async function listReceivedRequests(
  ctx: AppContext,
  userId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ConnectionRequest[]> {
  const self = await me(ctx.db, userId);
  // Invitations to an address wait until its account has proven it.
  if (!proven(self)) return [];
  const rows = await ctx.db
    .select({ request: connectionRequests, requester: userColumns })
    .from(connectionRequests)
    .innerJoin(users, eq(users.id, connectionRequests.requesterId))
    .where(
      and(addressedToSql(self), eq(connectionRequests.status, 'pending'), ne(connectionRequests.requesterId, userId)),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(connectionRequests.id));
  return answerRequests(ctx.db, rows, language);
}

/** GET /api/connection: my connections, each with what I share and what the other shares with me. */
export async function listConnections(
  ctx: AppContext,
  userId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Connection[]> {
  const rows = await ctx.db
    .select()
    .from(connections)
    .where(or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const people = new Map(
    (
      await ctx.db
        .select(userColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(rows.flatMap((row) => [row.requesterId, row.recipientId]))]))
    ).map((row) => [row.id, row]),
  );
  // Shares of guides their owner still owns.
  const shares = await ctx.db
    .select({
      id: connectionShares.id,
      connectionId: connectionShares.connectionId,
      ownerId: connectionShares.ownerId,
      reportId: catalogItems.reportId,
      reportName: catalogItems.reportName,
    })
    .from(connectionShares)
    .innerJoin(catalogItems, eq(catalogItems.reportId, connectionShares.reportId))
    .innerJoin(
      purchases,
      and(eq(purchases.userId, connectionShares.ownerId), eq(purchases.catalogItemId, catalogItems.id)),
    )
    .where(inArray(connectionShares.connectionId, ids));
  const answers: (Connection & { sortName: string })[] = [];
  for (const row of rows) {
    const requester = people.get(row.requesterId);
    const recipient = people.get(row.recipientId);
    if (!requester || !recipient) continue;
    const other = row.requesterId === userId ? recipient : requester;
    const mine: ConnectionReport[] = [];
    const theirs: Connection['connectionSharedReports'] = [];
    for (const share of shares) {
      if (share.connectionId !== row.id) continue;
      const entry = {
        id: share.id,
        connectionId: row.id,
        contactId: String(share.ownerId),
        reportId: share.reportId,
        report: { reportId: share.reportId, reportName: reportNameIn(share.reportId, share.reportName, language) },
      };
      (share.ownerId === userId ? mine : theirs).push(entry);
    }
    answers.push({
      id: row.id,
      requesterId: String(row.requesterId),
      recipientId: String(row.recipientId),
      requester: { user: toConnectionUser(requester) },
      recipient: { user: toConnectionUser(recipient) },
      connectionReports: mine.sort(byReportName),
      connectionSharedReports: theirs.sort(byReportName),
      sortName: `${other.firstName} ${other.lastName}`,
    });
  }
  return answers
    .sort((a, b) => a.sortName.localeCompare(b.sortName) || a.id - b.id)
    .map(({ sortName: _sortName, ...connection }) => connection);
}
