/**
 * The catalogue: seeding, and the asking person's view of items and packages (isPurchased, cartLink).
 * Prices are kept in cents and answered in dollars.
 */
import { CATALOG_TYPE_ORDER, type CatalogItem, type CatalogItemPackage } from '@insight/api';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  catalogItemPackages,
  catalogItems,
  packageItems,
  type CatalogItemPackageRow,
  type CatalogItemRow,
} from '../../db/schema/index.js';
import { addToCartUrl, signedAddToCartUrl, type CartProduct } from '../cart/foxy.js';
import type { ShopSettings } from '../cart/settings.js';
import { purchasedItemIds } from '../purchases/service.js';
import { SEED_CATALOG_ITEMS, SEED_PACKAGES } from './seed.js';

const toCents = (price: number): number => Math.round(price * 100);
const toDollars = (cents: number): number => cents / 100;

/** An upsert's SET that takes every column but the id from the proposed row: column = excluded.column. */
function fromExcluded(table: typeof catalogItems | typeof catalogItemPackages): Record<string, SQL> {
  const { id: _id, ...columns } = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
  );
}

/** Upserts the seeded catalogue (idempotent; safe when several servers start at once). */
export async function seedCatalog(db: Database): Promise<void> {
  await db
    .insert(catalogItems)
    .values(
      SEED_CATALOG_ITEMS.map((item) => ({
        id: item.id,
        type: item.type,
        name: item.name,
        priceCents: toCents(item.price),
        code: item.code,
        imageFileName: item.imageFileName,
        shortDescription: item.shortDescription,
        description: item.description,
        sortOrder: item.sortOrder,
        reportId: item.report.reportId,
        reportName: item.report.reportName,
      })),
    )
    .onConflictDoUpdate({ target: catalogItems.id, set: fromExcluded(catalogItems) });
  await db
    .insert(catalogItemPackages)
    .values(
      SEED_PACKAGES.map((pkg, index) => ({
        id: pkg.id,
        name: pkg.name,
        code: pkg.code,
        type: pkg.type,
        priceCents: toCents(pkg.price),
        imageName: pkg.imageName,
        description: pkg.description,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({ target: catalogItemPackages.id, set: fromExcluded(catalogItemPackages) });
  await db
    .insert(packageItems)
    .values(
      SEED_PACKAGES.flatMap((pkg) => pkg.catalogItemIds.map((catalogItemId) => ({ packageId: pkg.id, catalogItemId }))),
    )
    .onConflictDoNothing();
}

export function cartLinkFor(settings: ShopSettings, product: CartProduct): string {
  return settings.signLinks
    ? signedAddToCartUrl(settings.storeUrl, product, settings.storeSecret)
    : addToCartUrl(settings.storeUrl, product);
}

function toCatalogItem(
  row: CatalogItemRow,
  owned: Set<number>,
  catalog: Pick<CatalogSnapshot, 'cartLinks'>,
  includeReports: boolean,
): CatalogItem {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    price: toDollars(row.priceCents),
    isPurchased: owned.has(row.id),
    cartLink: catalog.cartLinks.get(row.id) ?? '',
    imageFileName: row.imageFileName,
    description: row.description,
    shortDescription: row.shortDescription,
    catalogItemReports: includeReports
      ? [
          {
            id: row.id,
            catalogItemId: row.id,
            reportId: row.reportId,
            report: { reportId: row.reportId, reportName: row.reportName },
          },
        ]
      : [],
  };
}

/** SPEC §9: the featured item first, then career, personal, sports; then the seeded order and name. */
export function catalogOrder(featuredId: number): (a: CatalogItemRow, b: CatalogItemRow) => number {
  const typeRank = (type: string): number => {
    const index = (CATALOG_TYPE_ORDER as readonly string[]).indexOf(type);
    return index < 0 ? CATALOG_TYPE_ORDER.length : index;
  };
  return (a, b) =>
    Number(b.id === featuredId) - Number(a.id === featuredId) ||
    typeRank(a.type) - typeRank(b.type) ||
    a.sortOrder - b.sortOrder ||
    a.name.localeCompare(b.name);
}

/**
 * The catalogue as every request answers it: its rows in SPEC order with their cart links, read once per
 * server after seeding. The catalogue is written only by seedCatalog at start-up, from the code every server
 * of a deployment runs, so this copy can never disagree with another server's; what changes at run time
 * (a person's purchases) is read on every request and never kept.
 */
export interface CatalogSnapshot {
  rows: CatalogItemRow[];
  byId: Map<number, CatalogItemRow>;
  cartLinks: Map<number, string>;
}

const snapshots = new WeakMap<object, Promise<CatalogSnapshot>>();

export function catalogSnapshot(
  owner: object,
  db: Database,
  settings: ShopSettings,
  featuredId: number,
): Promise<CatalogSnapshot> {
  let snapshot = snapshots.get(owner);
  if (!snapshot) {
    snapshot = (async () => {
      const rows = (await db.select().from(catalogItems)).sort(catalogOrder(featuredId));
      return {
        rows,
        byId: new Map(rows.map((row) => [row.id, row])),
        cartLinks: new Map(
          rows.map((row) => [
            row.id,
            cartLinkFor(settings, { name: row.name, price: toDollars(row.priceCents), code: row.code }),
          ]),
        ),
      };
    })();
    snapshot.catch(() => snapshots.delete(owner));
    snapshots.set(owner, snapshot);
  }
  return snapshot;
}

/** Every catalogue item as the person sees it: one indexed read of their purchases. */
export async function listCatalogItems(db: Database, catalog: CatalogSnapshot, userId: number): Promise<CatalogItem[]> {
  const owned = await purchasedItemIds(db, userId);
  return catalog.rows.map((row) => toCatalogItem(row, owned, catalog, true));
}

export async function getCatalogItem(
  db: Database,
  catalog: CatalogSnapshot,
  userId: number,
  id: number,
  includeReports: boolean,
): Promise<CatalogItem | undefined> {
  const row = catalog.byId.get(id);
  if (!row) return undefined;
  return toCatalogItem(row, await purchasedItemIds(db, userId), catalog, includeReports);
}

function toPackage(row: CatalogItemPackageRow, itemIds: number[], settings: ShopSettings): CatalogItemPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toDollars(row.priceCents),
    imageName: row.imageName,
    type: row.type,
    cartLink: cartLinkFor(settings, { name: row.name, price: toDollars(row.priceCents), code: row.code }),
    catalogItemIds: itemIds,
  };
}

async function packageItemIds(db: Database, packageIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (packageIds.length === 0) return map;
  const rows = await db
    .select()
    .from(packageItems)
    .where(inArray(packageItems.packageId, packageIds))
    .orderBy(packageItems.catalogItemId);
  for (const row of rows) map.set(row.packageId, [...(map.get(row.packageId) ?? []), row.catalogItemId]);
  return map;
}

export async function listPackages(db: Database, settings: ShopSettings): Promise<CatalogItemPackage[]> {
  const rows = await db
    .select()
    .from(catalogItemPackages)
    .orderBy(catalogItemPackages.sortOrder, catalogItemPackages.id);
  const items = await packageItemIds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPackage(row, items.get(row.id) ?? [], settings));
}

export async function getPackage(
  db: Database,
  settings: ShopSettings,
  type: string,
  id: number,
): Promise<CatalogItemPackage | undefined> {
  const [row] = await db
    .select()
    .from(catalogItemPackages)
    .where(and(eq(catalogItemPackages.id, id), eq(catalogItemPackages.type, type)));
  if (!row) return undefined;
  const items = await packageItemIds(db, [row.id]);
  return toPackage(row, items.get(row.id) ?? [], settings);
}
