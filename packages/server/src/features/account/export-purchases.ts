/**
 * The sections of a data export about what the person bought: the guides they own, their purchases and the orders
 * the cart provider sent, read against the catalogue's guides.
 */
import type { ExportGuide } from '@insight/api';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { catalogItems, foxyTransactions, purchases } from '../../db/schema/index.js';
import { parseTransaction } from '../cart/index.js';
import { guideOf, iso, type Section } from './export-format.js';

/** The catalogue's guides by report id (the catalogue is small: one statement). */
export async function guidesByReport(
  ctx: AppContext,
): Promise<Map<number, ExportGuide & { code: string; itemId: number }>> {
  const rows = await ctx.db
    .select({
      itemId: catalogItems.id,
      reportId: catalogItems.reportId,
      name: catalogItems.reportName,
      type: catalogItems.type,
      code: catalogItems.code,
    })
    .from(catalogItems);
  return new Map(rows.map((row) => [row.reportId, row]));
}

export async function purchasesAndOrdersOf(
  ctx: AppContext,
  userId: number,
  guides: Map<number, ExportGuide & { code: string; itemId: number }>,
): Promise<{ purchases: Section<'purchases'>; orders: Section<'orders'>; guides: Section<'guides'> }> {
  const [owned, orderRows] = await Promise.all([
    ctx.db
      .select({
        reportId: catalogItems.reportId,
        code: catalogItems.code,
        createdAt: purchases.createdAt,
        transactionId: purchases.transactionId,
      })
      .from(purchases)
      .innerJoin(catalogItems, eq(catalogItems.id, purchases.catalogItemId))
      .where(eq(purchases.userId, userId))
      .orderBy(asc(purchases.createdAt), asc(purchases.id)),
    ctx.db
      .select()
      .from(foxyTransactions)
      .where(eq(foxyTransactions.userId, userId))
      .orderBy(asc(foxyTransactions.receivedAt)),
  ]);
  const orders: Section<'orders'> = [];
  const linePrice = new Map<string, number | null>();
  for (const row of orderRows) {
    const parsed = parseTransaction(row.payload);
    const lines = typeof parsed === 'string' ? [] : parsed.lines;
    for (const line of lines) linePrice.set(`${row.transactionId}|${line.code}`, line.priceCents);
    orders.push({
      transactionId: row.transactionId,
      receivedAt: iso(row.receivedAt),
      status: row.status,
      totalCents: typeof parsed === 'string' ? null : parsed.totalOrderCents,
      lines: lines.map((line) => ({ code: line.code, priceCents: line.priceCents, quantity: line.quantity })),
      revoked: row.revokedAt !== null,
    });
  }
  return {
    purchases: owned.map((row) => ({
      guide: guideOf(guides, row.reportId),
      code: row.code,
      // The price of the guide's own line; a guide bought within a package has none of its own.
      priceCents: row.transactionId ? (linePrice.get(`${row.transactionId}|${row.code}`) ?? null) : null,
      purchasedAt: iso(row.createdAt),
      transactionId: row.transactionId,
    })),
    orders,
    guides: owned
      .map((row) => guideOf(guides, row.reportId))
      .sort((a, b) => a.name.localeCompare(b.name) || a.reportId - b.reportId),
  };
}
