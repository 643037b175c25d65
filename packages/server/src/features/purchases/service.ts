/**
 * Purchases: what a person owns. The cart's webhook grants them (by product code); the catalogue, the
 * connections and the guides read them (the catalogue in its own one statement per request: catalog/service.ts).
 * No routes of its own: every change arrives through the webhook.
 */
import type { Report } from '@insight/api';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogItemPackages, catalogItems, packageItems, purchases } from '../../db/schema/index.js';

/** Database work a transaction and the database share. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** The guides (reports) the person owns, by reportId. */
export async function ownedReports(db: Pick<Database, 'select'>, userId: number): Promise<Map<number, Report>> {
  const rows = await db
    .select({ reportId: catalogItems.reportId, reportName: catalogItems.reportName })
    .from(purchases)
    .innerJoin(catalogItems, eq(catalogItems.id, purchases.catalogItemId))
    .where(eq(purchases.userId, userId));
  return new Map(rows.map((row) => [row.reportId, { reportId: row.reportId, reportName: row.reportName }]));
}

/** The catalogue item ids a product code grants: an item's own id, or every guide of a package. */
export async function itemIdsForCodes(db: Db, codes: string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const [items, pkgs] = await Promise.all([
    db.select({ id: catalogItems.id }).from(catalogItems).where(inArray(catalogItems.code, codes)),
    db
      .select({ id: packageItems.catalogItemId })
      .from(packageItems)
      .innerJoin(catalogItemPackages, eq(catalogItemPackages.id, packageItems.packageId))
      .where(inArray(catalogItemPackages.code, codes)),
  ]);
  return [...new Set([...items.map((r) => r.id), ...pkgs.map((r) => r.id)])].sort((a, b) => a - b);
}

/** Grants items to a person; items already owned are left as they are. Answers the newly granted ids. */
export async function grantItems(
  db: Db,
  userId: number,
  itemIds: number[],
  transactionId: string | null,
): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .insert(purchases)
    .values(itemIds.map((catalogItemId) => ({ userId, catalogItemId, transactionId })))
    .onConflictDoNothing()
    .returning({ id: purchases.catalogItemId });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
