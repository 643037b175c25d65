/**
 * The catalogue: seeding, and the asking person's view of items and packages (isPurchased, cartLink), in their
 * language (the database keeps English; texts.ts lays the seed's translations over it). Prices are kept in cents
 * and answered in dollars.
 *
 * Each server keeps a copy of the catalogue (items, cart links, packages) with the catalogue's version, and
 * every catalogue request reads the asker's purchases and the version in one statement (createCatalog): a
 * purchase shows on the very next request, and so does another server's seed (the copy is read again first).
 */
import { CATALOG_TYPE_ORDER, type CatalogItem, type CatalogItemPackage, type Language } from '@insight/api';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../context.js';
import type { Database, DbHandle } from '../../db/client.js';
import {
  catalogItemPackages,
  catalogItems,
  catalogVersion,
  packageItems,
  purchases,
  users,
  type CatalogItemRow,
} from '../../db/schema/index.js';
import { tokenIsCurrent, tokenParams, type TokenParams } from '../../security/token-version.js';
import { addToCartUrl, signedAddToCartUrl, type CartProduct, type ShopSettings } from '../cart/index.js';
import { SEED_CATALOG_ITEMS, SEED_PACKAGES, type SeedCatalogItem, type SeedPackage } from './seed.js';
import { itemTextsIn, packageTextsIn } from './texts.js';

const toCents = (price: number): number => Math.round(price * 100);
const toDollars = (cents: number): number => cents / 100;

/** An upsert's SET that takes every column but the id from the proposed row: column = excluded.column. */
function fromExcluded(table: typeof catalogItems | typeof catalogItemPackages): Record<string, SQL> {
  const { id: _id, ...columns } = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
  );
}

/**
 * Upserts the seeded catalogue (idempotent; safe when several servers start at once) and adds 1 to its version
 * in the same transaction, so every server's copy is replaced on its next catalogue request.
 */
export async function seedCatalog(
  db: Database,
  items: readonly SeedCatalogItem[] = SEED_CATALOG_ITEMS,
  packages: readonly SeedPackage[] = SEED_PACKAGES,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(catalogItems)
      .values(
        items.map((item) => ({
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
    await tx
      .insert(catalogItemPackages)
      .values(
        packages.map((pkg, index) => ({
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
    await tx
      .insert(packageItems)
      .values(
        packages.flatMap((pkg) => pkg.catalogItemIds.map((catalogItemId) => ({ packageId: pkg.id, catalogItemId }))),
      )
      .onConflictDoNothing();
    await tx
      .insert(catalogVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({ target: catalogVersion.id, set: { version: sql`${catalogVersion.version} + 1` } });
  });
}

export function cartLinkFor(settings: ShopSettings, product: CartProduct): string {
  return settings.signLinks
    ? signedAddToCartUrl(settings.storeUrl, product, settings.storeSecret)
    : addToCartUrl(settings.storeUrl, product);
}

function toCatalogItem(row: CatalogItemRow, view: CatalogView, includeReports: boolean): CatalogItem {
  const texts = itemTextsIn(row, view.language);
  return {
    id: row.id,
    type: row.type,
    name: texts.name,
    price: toDollars(row.priceCents),
    isPurchased: view.owned.has(row.id),
    cartLink: view.catalog.cartLinks.get(row.id) ?? '',
    imageFileName: row.imageFileName,
    description: texts.description,
    shortDescription: texts.shortDescription,
    catalogItemReports: includeReports
      ? [
          {
            id: row.id,
            catalogItemId: row.id,
            reportId: row.reportId,
            report: { reportId: row.reportId, reportName: texts.reportName },
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

/** A package as the database holds it (English), with the product code its translations are found by. */
interface PackageEntry {
  code: string;
  english: CatalogItemPackage;
}

/** The catalogue as every request answers it, at one version: items in SPEC order with their cart links, and packages. */
export interface CatalogSnapshot {
  version: number;
  rows: CatalogItemRow[];
  byId: Map<number, CatalogItemRow>;
  /**
   * The cart links, in English whatever the asker's language: a link's product name is signed with it, and the
   * cart and its orders name the product as the shop knows it.
   */
  cartLinks: Map<number, string>;
  packageEntries: PackageEntry[];
  /** The packages by language, each written once for this copy (listPackages). */
  packages: Map<Language, CatalogItemPackage[]>;
  /** The list's JSON by language and the owned ids it was written for (listCatalogItemsJson): this copy never changes. */
  lists: Map<string, string>;
}

/** What one request sees: the asker's purchases and language, and the catalogue at least as new as the version it read. */
export interface CatalogView {
  owned: Set<number>;
  language: Language;
  catalog: CatalogSnapshot;
}

export interface Catalog {
  /**
   * The asker's view in one statement (their purchases, their token's version check, the catalogue's version),
   * in the language they read; null when the token is no longer the user's. The catalogue itself comes from this
   * server's copy, read again first when the version says another seed happened: never staler than the database.
   */
  view(user: AuthUser, language: Language): Promise<CatalogView | null>;
}

async function loadSnapshot(db: Database, settings: ShopSettings, featuredId: number): Promise<CatalogSnapshot> {
  // The version first: the rows read after it are at least that new (a seed writes both in one transaction).
  const [current] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  const rows = (await db.select().from(catalogItems)).sort(catalogOrder(featuredId));
  const packageRows = await db
    .select()
    .from(catalogItemPackages)
    .orderBy(catalogItemPackages.sortOrder, catalogItemPackages.id);
  const links = await db.select().from(packageItems).orderBy(packageItems.catalogItemId);
  const link = (row: { name: string; priceCents: number; code: string }): string =>
    cartLinkFor(settings, { name: row.name, price: toDollars(row.priceCents), code: row.code });
  return {
    version: current?.version ?? 0,
    rows,
    byId: new Map(rows.map((row) => [row.id, row])),
    cartLinks: new Map(rows.map((row) => [row.id, link(row)])),
    packageEntries: packageRows.map((row) => ({
      code: row.code,
      english: {
        id: row.id,
        name: row.name,
        description: row.description,
        price: toDollars(row.priceCents),
        imageName: row.imageName,
        type: row.type,
        cartLink: link(row),
        catalogItemIds: links.filter((l) => l.packageId === row.id).map((l) => l.catalogItemId),
      },
    })),
    packages: new Map(),
    lists: new Map(),
  };
}

export function createCatalog(handle: DbHandle, settings: () => Promise<ShopSettings>, featuredId: number): Catalog {
  const readerOf = handle.prepare<{ owned: number[]; version: number | null }, TokenParams>(
    'catalog_view',
    sql`select array(select ${purchases.catalogItemId} from ${purchases}
                      where ${purchases.userId} = ${users.id} order by 1) as owned,
               (select ${catalogVersion.version} from ${catalogVersion}) as version
          from ${users}
         where ${tokenIsCurrent}`,
  );
  /** This server's copy, and the version it is known to be at least (a load started after reading it). */
  let copy: { floor: number; catalog: Promise<CatalogSnapshot> } | undefined;
  const catalogAtLeast = (version: number): Promise<CatalogSnapshot> => {
    if (copy && copy.floor >= version) return copy.catalog;
    // Versions only grow and the load reads it after this request did: it answers this version or a newer one.
    const entry = { floor: version, catalog: settings().then((shop) => loadSnapshot(handle.db, shop, featuredId)) };
    copy = entry;
    entry.catalog.then(
      (loaded) => {
        entry.floor = Math.max(entry.floor, loaded.version);
      },
      () => {
        if (copy === entry) copy = undefined;
      },
    );
    return entry.catalog;
  };
  return {
    async view(user, language) {
      const [reader] = await readerOf(tokenParams(user));
      if (!reader) return null;
      return { owned: new Set(reader.owned), language, catalog: await catalogAtLeast(reader.version ?? 0) };
    },
  };
}

/** Every catalogue item as the person sees it. */
export const listCatalogItems = (view: CatalogView): CatalogItem[] =>
  view.catalog.rows.map((row) => toCatalogItem(row, view, true));

/** How many lists (one per language and set of owned guides) a copy of the catalogue remembers before it starts over. */
const LISTS_REMEMBERED = 128;

/** listCatalogItems as its JSON answer, written once per language and set of owned guides for this copy. */
export function listCatalogItemsJson(view: CatalogView): string {
  const key = `${view.language}:${[...view.owned].sort((a, b) => a - b).join(',')}`;
  const { lists } = view.catalog;
  let json = lists.get(key);
  if (json === undefined) {
    json = JSON.stringify(listCatalogItems(view));
    if (lists.size >= LISTS_REMEMBERED) lists.clear();
    lists.set(key, json);
  }
  return json;
}

export function getCatalogItem(view: CatalogView, id: number, includeReports: boolean): CatalogItem | undefined {
  const row = view.catalog.byId.get(id);
  return row && toCatalogItem(row, view, includeReports);
}

/** Every package in the asker's language (the same for everyone who reads it). */
export function listPackages(view: CatalogView): CatalogItemPackage[] {
  const { packages, packageEntries } = view.catalog;
  let answer = packages.get(view.language);
  if (!answer) {
    answer = packageEntries.map(({ code, english }) => ({
      ...english,
      ...packageTextsIn({ ...english, code }, view.language),
    }));
    packages.set(view.language, answer);
  }
  return answer;
}

export const getPackage = (view: CatalogView, type: string, id: number): CatalogItemPackage | undefined =>
  listPackages(view).find((pkg) => pkg.id === id && pkg.type === type);
