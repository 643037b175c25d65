/**
 * FoxyCart's JSON webhook (wiki.foxycart.com/v/2.0/webhooks): verify the signature of the raw body and the
 * store, then keep one row per transaction (foxy_transactions) and grant only what was paid, once:
 * - `transaction/created` and `transaction/captured` grant when the status is on the allow-list of paid
 *   statuses, every line of ours is priced as the catalogue says with a whole positive quantity, and the
 *   totals add up; a package code grants each of its guides;
 * - `transaction/refunded` and `transaction/voided` revoke what the transaction granted, and a revoked
 *   transaction never grants again (a late or replayed `created` included);
 * - deliveries of one transaction are serialised on its row (SELECT … FOR UPDATE), so duplicates, replays and
 *   any order of arrival grant at most once. Other events are answered 200 and ignored.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  catalogItemPackages,
  catalogItems,
  deletedAccounts,
  foxyTransactions,
  purchases,
  users,
} from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { countWebhookDelivery } from '../../ops/metrics.js';
import { grantItems, itemIdsForCodes } from '../purchases/index.js';
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
/** Events that may grant (when the transaction is paid) and events that take back what was granted. */
export const GRANT_EVENTS = new Set([GRANTING_EVENT, 'transaction/captured']);
export const REVOKE_EVENTS = new Set(['transaction/refunded', 'transaction/voided']);
/**
 * The statuses of a paid transaction (FoxyCart: '' for a completed sale, approved, captured, completed).
 * Anything else (authorized, pending, declined, refunded, an unknown word, no status) grants nothing.
 */
export const PAID_STATUSES = new Set(['', 'approved', 'captured', 'completed']);

export interface TransactionLine {
  code: string;
  /** Cents per unit, or null when missing or not a number. */
  priceCents: number | null;
  /** Null when not a whole number. */
  quantity: number | null;
}

export interface ParsedTransaction {
  id: string;
  customerId: number | null;
  customerEmail: string | null;
  status: string | null;
  /** Every line, in order. */
  lines: TransactionLine[];
  /** total_item_price and total_order in cents, when given. */
  totalItemCents: number | null;
  totalOrderCents: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dollars (a number or a numeric string) to whole cents; null when it is not a finite amount. */
function cents(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) < 1e9 ? Math.round(n * 100) : null;
}

function wholeQuantity(value: unknown): number | null {
  const n = value === undefined ? 1 : typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

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
  if (rawItems.length > 500) return 'The transaction has too many items.';
  const lines: TransactionLine[] = [];
  for (const item of rawItems) {
    if (!isRecord(item) || typeof item.code !== 'string') return 'Every item needs a code.';
    lines.push({ code: item.code, priceCents: cents(item.price), quantity: wholeQuantity(item.quantity) });
  }
  const customer = isRecord(embedded['fx:customer']) ? embedded['fx:customer'] : {};
  const rawCustomerId = customer.id ?? body.customer_id;
  const customerIdText = typeof rawCustomerId === 'number' ? String(rawCustomerId) : rawCustomerId;
  const customerId =
    typeof customerIdText === 'string' && /^[1-9]\d{0,9}$/.test(customerIdText) ? Number(customerIdText) : null;
  const rawEmail = customer.email ?? body.customer_email;
  const customerEmail = typeof rawEmail === 'string' && rawEmail.trim() ? rawEmail.trim().toLowerCase() : null;
  const status = typeof body.status === 'string' ? body.status.trim().toLowerCase() : null;
  return {
    id,
    customerId,
    customerEmail,
    status,
    lines,
    totalItemCents: body.total_item_price === undefined ? null : cents(body.total_item_price),
    totalOrderCents: body.total_order === undefined ? null : cents(body.total_order),
  };
}

/** The order fields kept of a deleted account's transaction: what the law requires (ids, amounts, dates). */
const ORDER_FIELDS = [
  'id',
  'status',
  'transaction_date',
  'currency_code',
  'total_item_price',
  'total_tax',
  'total_shipping',
  'total_order',
] as const;
const LINE_FIELDS = ['code', 'name', 'price', 'quantity'] as const;

const scalarsOf = (record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    keys.filter((key) => ['string', 'number', 'boolean'].includes(typeof record[key])).map((key) => [key, record[key]]),
  );

/**
 * A transaction without the person (what a deleted account's order keeps): the transaction id, status, dates,
 * currency, totals and its lines (product code, name, price, quantity); no customer, address, payment or custom
 * field. parseTransaction reads it as it read the original (`items`, flat).
 */
export function anonymisedPayload(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return {};
  const embedded = isRecord(body._embedded) ? body._embedded : {};
  const items = Array.isArray(embedded['fx:items'])
    ? embedded['fx:items']
    : Array.isArray(body.items)
      ? body.items
      : [];
  return {
    ...scalarsOf(body, ORDER_FIELDS),
    items: items.filter(isRecord).map((item) => scalarsOf(item, LINE_FIELDS)),
  };
}

export interface WebhookResult {
  ok: true;
  transactionId?: string;
  duplicate?: boolean;
  ignored?: string;
  granted?: number[];
  /** Guides taken back by a refund or void. */
  revoked?: number[];
  /** Why a granting delivery granted nothing (not paid, a price that is not the catalogue's, …). */
  refused?: string;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

type Db = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * The person a transaction belongs to: the customer id (with a matching e-mail when both are given), else the
 * e-mail; 'deleted' when the customer id names an account that was deleted (it grants nothing, not
 * even to a new account on the same address).
 */
async function resolveUser(db: Db, tx: ParsedTransaction): Promise<number | null | 'deleted'> {
  if (tx.customerId !== null) {
    const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, tx.customerId));
    if (row && (tx.customerEmail === null || row.email.toLowerCase() === tx.customerEmail)) return row.id;
    if (!row) {
      const [gone] = await db
        .select({ id: deletedAccounts.userId })
        .from(deletedAccounts)
        .where(eq(deletedAccounts.userId, tx.customerId));
      if (gone) return 'deleted';
    }
  }
  if (tx.customerEmail !== null) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, tx.customerEmail));
    if (row) return row.id;
  }
  return null;
}

/**
 * Checks what was paid against the catalogue: every line whose code is ours (a guide or a package) must
 * cost the catalogue's price per unit, with a whole quantity of at least 1; the lines must add up to
 * total_item_price when it is given, and total_order (required) must cover the lines of ours. Answers the
 * codes paid for, or the reason nothing is granted.
 */
async function paidCodes(db: Db, tx: ParsedTransaction): Promise<string[] | string> {
  const codes = [...new Set(tx.lines.map((line) => line.code))];
  if (codes.length === 0) return 'the transaction has no items';
  const [items, packages] = await Promise.all([
    db
      .select({ code: catalogItems.code, cents: catalogItems.priceCents })
      .from(catalogItems)
      .where(inArray(catalogItems.code, codes)),
    db
      .select({ code: catalogItemPackages.code, cents: catalogItemPackages.priceCents })
      .from(catalogItemPackages)
      .where(inArray(catalogItemPackages.code, codes)),
  ]);
  const catalogue = new Map([...items, ...packages].map((row) => [row.code, row.cents]));
  let linesTotal = 0;
  let oursTotal = 0;
  const paid: string[] = [];
  for (const line of tx.lines) {
    if (line.priceCents === null || line.quantity === null || line.quantity < 1 || line.quantity > 999) {
      return `the item ${line.code} has no valid price or quantity`;
    }
    linesTotal += line.priceCents * line.quantity;
    const listed = catalogue.get(line.code);
    if (listed === undefined) continue;
    if (line.priceCents !== listed) return `the item ${line.code} was paid ${line.priceCents} cents, not ${listed}`;
    oursTotal += listed * line.quantity;
    paid.push(line.code);
  }
  if (tx.totalItemCents !== null && tx.totalItemCents !== linesTotal) {
    return `total_item_price ${tx.totalItemCents} does not match the items (${linesTotal} cents)`;
  }
  if (tx.totalOrderCents === null) return 'the transaction has no total_order';
  if (tx.totalOrderCents < oursTotal)
    return `total_order ${tx.totalOrderCents} is below the items (${oursTotal} cents)`;
  return [...new Set(paid)];
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
  const granting = GRANT_EVENTS.has(event);
  if (!granting && !REVOKE_EVENTS.has(event)) {
    countWebhookDelivery(ctx, 'ignored');
    return { ok: true, ignored: `event ${event}` };
  }
  const tx = parseTransaction(body);
  if (typeof tx === 'string') throw new HttpError(400, tx);

  const result = await ctx.db.transaction(async (db): Promise<WebhookResult> => {
    const resolved = await resolveUser(db, tx);
    const forDeletedAccount = resolved === 'deleted';
    const userId = forDeletedAccount ? null : resolved;
    // The order of a deleted account is kept as the law requires, and no more.
    const payload = forDeletedAccount ? anonymisedPayload(body) : body;
    await db
      .insert(foxyTransactions)
      .values({ transactionId: tx.id, event, storeId, userId, payload, status: tx.status, receivedAt: ctx.now() })
      .onConflictDoNothing();
    // Every delivery of this transaction waits here for the one before it (the row lock).
    const [row] = await db
      .select()
      .from(foxyTransactions)
      .where(eq(foxyTransactions.transactionId, tx.id))
      .for('update');
    if (!row) throw new Error('The transaction row could not be read.');
    const base = { ok: true as const, transactionId: tx.id };

    if (!granting) {
      if (row.revokedAt !== null) return { ...base, duplicate: true, revoked: [] };
      const taken = await db
        .delete(purchases)
        .where(eq(purchases.transactionId, tx.id))
        .returning({ id: purchases.catalogItemId });
      await db
        .update(foxyTransactions)
        .set({
          revokedAt: ctx.now(),
          outcome: `revoked by ${event}`,
          status: tx.status ?? row.status,
          grantedItemIds: [],
        })
        .where(eq(foxyTransactions.transactionId, tx.id));
      return { ...base, duplicate: false, revoked: taken.map((r) => r.id).sort((a, b) => a - b) };
    }

    if (row.revokedAt !== null)
      return { ...base, duplicate: true, granted: [], refused: 'the transaction was refunded or voided' };
    if (row.outcome === 'granted') return { ...base, duplicate: true, granted: [] };
    const refuse = async (reason: string): Promise<WebhookResult> => {
      await db
        .update(foxyTransactions)
        .set({ outcome: `refused: ${reason}`, status: tx.status })
        .where(eq(foxyTransactions.transactionId, tx.id));
      return { ...base, duplicate: false, granted: [], refused: reason };
    };
    if (tx.status === null || !PAID_STATUSES.has(tx.status))
      return refuse(`status ${tx.status ?? '(none)'} is not paid`);
    if (forDeletedAccount) return refuse('the account was deleted');
    const owner = userId ?? row.userId;
    if (owner === null) return refuse('the transaction names no known customer');
    const codes = await paidCodes(db, tx);
    if (typeof codes === 'string') return refuse(codes);
    const granted = await grantItems(db, owner, await itemIdsForCodes(db, codes), tx.id);
    await db
      .update(foxyTransactions)
      .set({ outcome: 'granted', status: tx.status, userId: owner, grantedItemIds: granted, event })
      .where(eq(foxyTransactions.transactionId, tx.id));
    return { ...base, duplicate: false, granted };
  });
  countWebhookDelivery(
    ctx,
    result.duplicate ? 'duplicate' : result.refused ? 'refused' : result.revoked ? 'revoked' : 'granted',
    result.granted?.length ?? 0,
  );
  if (result.duplicate) {
    log.info({ transactionId: tx.id, event }, 'webhook for a transaction already settled: nothing changed');
  } else if (result.refused) {
    log.warn({ transactionId: tx.id, event, reason: result.refused }, 'webhook transaction granted nothing');
  }
  return result;
}
