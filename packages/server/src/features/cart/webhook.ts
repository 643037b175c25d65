/**
 * FoxyCart's JSON webhook (wiki.foxycart.com/v/2.0/webhooks): verify the signature of the raw body,
 * the store, then record the transaction once (its id is the idempotency key) and grant its guides by
 * item code (a package code grants each of its guides). A replay or a duplicate grants nothing again.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { foxyTransactions, users } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { grantItems, itemIdsForCodes } from '../catalog/service.js';
import { verifyWebhookSignature } from './foxy.js';
import type { ShopSettings } from './settings.js';

export const WEBHOOK_HEADERS = {
  event: 'foxy-webhook-event',
  signature: 'foxy-webhook-signature',
  refeed: 'foxy-webhook-refeed',
  storeId: 'foxy-store-id',
  storeDomain: 'foxy-store-domain',
} as const;

export const GRANTING_EVENT = 'transaction/created';
/** Transaction statuses that must not grant anything. */
const NOT_PAID = new Set(['declined', 'rejected', 'problem', 'pending_fraud_review', 'voided', 'refunded', 'pending']);

export interface ParsedTransaction {
  id: string;
  customerId: number | null;
  customerEmail: string | null;
  status: string | null;
  codes: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the parts of a transaction we need, from FoxyCart's hAPI shape (`_embedded['fx:items']`,
 * `_embedded['fx:customer']`) or a flat one (`items`, `customer_id`). Answers a reason when it is unusable.
 */
export function parseTransaction(body: unknown): ParsedTransaction | string {
  if (!isRecord(body)) return 'The webhook body must be a JSON object.';
  const rawId = body.id;
  const id = typeof rawId === 'number' && Number.isSafeInteger(rawId) ? String(rawId) : rawId;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return 'The transaction id is missing or invalid.';
  const embedded = isRecord(body._embedded) ? body._embedded : {};
  const rawItems = Array.isArray(embedded['fx:items']) ? embedded['fx:items'] : body.items;
  if (!Array.isArray(rawItems)) return 'The transaction has no items.';
  const codes: string[] = [];
  for (const item of rawItems) {
    if (!isRecord(item) || typeof item.code !== 'string') return 'Every item needs a code.';
    const quantity = item.quantity === undefined ? 1 : Number(item.quantity);
    if (Number.isFinite(quantity) && quantity >= 1) codes.push(item.code);
  }
  const customer = isRecord(embedded['fx:customer']) ? embedded['fx:customer'] : {};
  const rawCustomerId = customer.id ?? body.customer_id;
  const customerIdText = typeof rawCustomerId === 'number' ? String(rawCustomerId) : rawCustomerId;
  const customerId =
    typeof customerIdText === 'string' && /^[1-9]\d{0,9}$/.test(customerIdText) ? Number(customerIdText) : null;
  const rawEmail = customer.email ?? body.customer_email;
  const customerEmail = typeof rawEmail === 'string' && rawEmail.trim() ? rawEmail.trim().toLowerCase() : null;
  const status = typeof body.status === 'string' ? body.status.toLowerCase() : null;
  return { id, customerId, customerEmail, status, codes: [...new Set(codes)] };
}

export interface WebhookResult {
  ok: true;
  transactionId?: string;
  duplicate?: boolean;
  ignored?: string;
  granted?: number[];
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The person a transaction belongs to: the customer id (with a matching e-mail when both are given), else the e-mail. */
async function resolveUser(ctx: AppContext, tx: ParsedTransaction): Promise<number | null> {
  if (tx.customerId !== null) {
    const [row] = await ctx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, tx.customerId));
    if (row && (tx.customerEmail === null || row.email.toLowerCase() === tx.customerEmail)) return row.id;
  }
  if (tx.customerEmail !== null) {
    const [row] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${tx.customerEmail}`);
    if (row) return row.id;
  }
  return null;
}

/** Handles one delivery. Throws HttpError 400/401/403 for what must not be processed. */
export async function handleWebhook(
  ctx: AppContext,
  settings: ShopSettings,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): Promise<WebhookResult> {
  if (!verifyWebhookSignature(rawBody, header(headers, WEBHOOK_HEADERS.signature), settings.webhookKey)) {
    log.warn({ storeId: header(headers, WEBHOOK_HEADERS.storeId) }, 'rejected a webhook with a bad signature');
    throw new HttpError(401, 'The webhook signature is not valid.');
  }
  const storeId = header(headers, WEBHOOK_HEADERS.storeId);
  if (storeId !== settings.storeId) {
    log.warn({ storeId }, 'rejected a webhook from another store');
    throw new HttpError(403, 'The webhook comes from an unknown store.');
  }
  const event = header(headers, WEBHOOK_HEADERS.event);
  if (!event) throw new HttpError(400, 'The Foxy-Webhook-Event header is missing.');
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The webhook body is not valid JSON.');
  }
  if (event !== GRANTING_EVENT) return { ok: true, ignored: `event ${event}` };
  const tx = parseTransaction(body);
  if (typeof tx === 'string') throw new HttpError(400, tx);

  const userId = await resolveUser(ctx, tx);
  const paid = tx.status === null || !NOT_PAID.has(tx.status);
  const result = await ctx.db.transaction(async (db) => {
    const inserted = await db
      .insert(foxyTransactions)
      .values({ transactionId: tx.id, event, storeId, userId, payload: body, receivedAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: foxyTransactions.transactionId });
    if (inserted.length === 0) return { duplicate: true, granted: [] as number[] };
    if (userId === null || !paid) return { duplicate: false, granted: [] as number[] };
    const itemIds = await itemIdsForCodes(db, tx.codes);
    const granted = await grantItems(db, userId, itemIds, tx.id);
    await db.update(foxyTransactions).set({ grantedItemIds: granted }).where(eq(foxyTransactions.transactionId, tx.id));
    return { duplicate: false, granted };
  });
  if (result.duplicate) {
    log.info({ transactionId: tx.id }, 'webhook for a transaction already processed: nothing granted');
  } else if (userId === null) {
    log.warn({ transactionId: tx.id, customerId: tx.customerId }, 'webhook transaction names no known customer');
  }
  return { ok: true, transactionId: tx.id, duplicate: result.duplicate, granted: result.granted };
}
