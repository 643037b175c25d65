/**
 * THE rule of who may read a guide (report), in one place: its owner, or a connection the owner shares
 * that guide with — and only while the owner owns (purchased) the guide and the connection exists.
 * `reportOwnerFacts` reads those facts fresh from the database on every request (no caches), so unsharing,
 * removing a connection or cancelling a request takes access away on the next request.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { connections, connectionShares } from '../../db/schema/index.js';
import { ownedReports } from '../purchases/index.js';

export interface ReportViewer {
  id: number;
}

export interface ReportOwner {
  id: number;
  /** The reportIds of the guides the owner purchased. */
  purchasedReportIds: ReadonlySet<number>;
  /** The reportIds the owner shares with the viewer over their (existing) connection. */
  sharedWithViewerReportIds?: ReadonlySet<number>;
}

export interface ReportRef {
  reportId: number;
}

export function canReadReport(viewer: ReportViewer, owner: ReportOwner, report: ReportRef): boolean {
  if (!owner.purchasedReportIds.has(report.reportId)) return false;
  if (viewer.id === owner.id) return true;
  return owner.sharedWithViewerReportIds?.has(report.reportId) ?? false;
}

type Db = Pick<Database, 'select'>;

/** What canReadReport needs to know of `ownerId` when `viewerId` asks, read now from the database. */
export async function reportOwnerFacts(db: Db, ownerId: number, viewerId: number): Promise<ReportOwner> {
  const owned = await ownedReports(db, ownerId);
  const shared =
    viewerId === ownerId
      ? []
      : await db
          .select({ reportId: connectionShares.reportId })
          .from(connectionShares)
          .innerJoin(connections, eq(connections.id, connectionShares.connectionId))
          .where(
            and(
              eq(connectionShares.ownerId, ownerId),
              or(
                and(eq(connections.requesterId, ownerId), eq(connections.recipientId, viewerId)),
                and(eq(connections.requesterId, viewerId), eq(connections.recipientId, ownerId)),
              ),
            ),
          );
  return {
    id: ownerId,
    purchasedReportIds: new Set(owned.keys()),
    sharedWithViewerReportIds: new Set(shared.map((row) => row.reportId)),
  };
}
