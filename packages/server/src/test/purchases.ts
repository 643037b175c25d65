/**
 * A genuine paid FoxyCart transaction for tests: the catalogue's own prices (read from the database), whole
 * quantities, matching totals and a paid status — what the webhook grants (features/cart/webhook.ts).
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { catalogItemPackages, catalogItems } from '../db/schema/index.js';
import { webhookSignature } from '../features/cart/foxy.js';
import { shopSettings } from '../features/cart/settings.js';

export async function paidTransaction(
  app: FastifyInstance,
  customerId: string | number,
  codes: string[],
  id: number = Math.floor(Math.random() * 1e12),
): Promise<Record<string, unknown>> {
  const { db } = app.ctx;
  const rows = [
    ...(await db
      .select({ code: catalogItems.code, cents: catalogItems.priceCents })
      .from(catalogItems)
      .where(inArray(catalogItems.code, codes))),
    ...(await db
      .select({ code: catalogItemPackages.code, cents: catalogItemPackages.priceCents })
      .from(catalogItemPackages)
      .where(inArray(catalogItemPackages.code, codes))),
  ];
  const cents = new Map(rows.map((row) => [row.code, row.cents]));
  return paidTransactionOf(
    customerId,
    codes.map((code) => ({ code, cents: cents.get(code) ?? 0 })),
    id,
  );
}

/** The same paid transaction from prices the caller already knows (e.g. read through the API of a running server). */
export function paidTransactionOf(
  customerId: string | number,
  lines: { code: string; cents: number }[],
  id: number = Math.floor(Math.random() * 1e12),
): Record<string, unknown> {
  const items = lines.map(({ code, cents }) => ({ name: code, code, price: cents / 100, quantity: 1 }));
  const total = lines.reduce((sum, line) => sum + line.cents, 0) / 100;
  return {
    id,
    status: 'approved',
    customer_id: Number(customerId),
    total_item_price: total,
    total_order: total,
    _embedded: { 'fx:items': items, 'fx:customer': { id: Number(customerId) } },
  };
}

/** Delivers a paid transaction of `codes` for `customerId` through the signed FoxyCart webhook (how purchases arrive). */
export async function buyThroughWebhook(
  app: FastifyInstance,
  customerId: string | number,
  codes: string[],
): Promise<LightMyRequestResponse> {
  const settings = await shopSettings(app.ctx);
  const raw = JSON.stringify(await paidTransaction(app, customerId, codes));
  return app.inject({
    method: 'POST',
    url: '/api/foxycart/webhook',
    headers: {
      'content-type': 'application/json',
      'foxy-webhook-event': 'transaction/created',
      'foxy-webhook-signature': webhookSignature(raw, settings.webhookKey),
      'foxy-store-id': settings.storeId,
    },
    payload: raw,
  });
}
