/** The sandbox shop's database work: its carts (table carts, one per fcsid) and the paying customer. */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { carts, users, type CartLine } from '../../../db/schema/index.js';
import { CART_CODE_MAX, CART_NAME_MAX, formatPrice, verifySignedCartParams } from '../foxy.js';
import type { ShopSettings } from '../settings.js';

export const MAX_QUANTITY = 99;
export const MAX_LINES = 50;

export const newFcsid = (): string => randomBytes(18).toString('base64url');

export interface CartView {
  fcsid: string;
  items: CartLine[];
  itemCount: number;
  /** Dollars, two decimals. */
  total: string;
}

export function viewOf(fcsid: string, items: CartLine[]): CartView {
  const cents = items.reduce((sum, line) => sum + Math.round(Number(line.price) * 100) * line.quantity, 0);
  return {
    fcsid,
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    total: (cents / 100).toFixed(2),
  };
}

export async function readCart(db: Database, fcsid: string): Promise<CartView> {
  const [row] = await db.select().from(carts).where(eq(carts.fcsid, fcsid));
  return viewOf(fcsid, row?.items ?? []);
}

async function writeCart(db: Database, fcsid: string, items: CartLine[], now: Date): Promise<CartView> {
  await db
    .insert(carts)
    .values({ fcsid, items, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: carts.fcsid, set: { items: sql`excluded.items`, updatedAt: now } });
  return viewOf(fcsid, items);
}

export type ProductInput = { name: string; price: string; code: string; quantity: number };

/** Checks add-to-cart parameters as FoxyCart does (name and price required, limits). */
export function parseProduct(params: Record<string, string>): ProductInput | string {
  const name = (params.name ?? '').trim();
  if (!name) return 'The product name is missing.';
  if (name.length > CART_NAME_MAX) return `The product name is longer than ${CART_NAME_MAX} characters.`;
  const code = (params.code ?? '').trim();
  if (code.length > CART_CODE_MAX) return `The product code is longer than ${CART_CODE_MAX} characters.`;
  const rawPrice = (params.price ?? '').trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(rawPrice)) return 'The product price must be a number without a currency sign.';
  const rawQuantity = (params.quantity ?? '1').trim();
  if (!/^\d{1,3}$/.test(rawQuantity) || Number(rawQuantity) < 1 || Number(rawQuantity) > MAX_QUANTITY) {
    return `The quantity must be a whole number from 1 to ${MAX_QUANTITY}.`;
  }
  return { name, price: formatPrice(rawPrice), code, quantity: Number(rawQuantity) };
}

/** The product of an add-to-cart link, checked as FoxyCart does: signed when the store signs its links. */
export function productOfLink(
  entries: [name: string, value: string][],
  settings: Pick<ShopSettings, 'signLinks' | 'storeSecret'>,
): ProductInput | string {
  if (!settings.signLinks) return parseProduct(Object.fromEntries(entries));
  const verified = verifySignedCartParams(entries, settings.storeSecret);
  if (verified.ok) return parseProduct(verified.params);
  return verified.reason === 'unsigned'
    ? 'This add-to-cart link is not signed by the store, so it cannot be used.'
    : 'This add-to-cart link has been changed or is not signed correctly, so it cannot be used.';
}

/** Adds a product; the same product (name, price, code) adds to its line's quantity. */
export async function addToCart(db: Database, fcsid: string, product: ProductInput, now: Date): Promise<CartView> {
  const { items } = await readCart(db, fcsid);
  const same = items.find((l) => l.code === product.code && l.name === product.name && l.price === product.price);
  if (same) {
    same.quantity = Math.min(MAX_QUANTITY, same.quantity + product.quantity);
  } else {
    if (items.length >= MAX_LINES) throw new RangeError('The cart is full.');
    items.push({ ...product });
  }
  return writeCart(db, fcsid, items, now);
}

/** Sets the quantity of line `index` (0 removes it). */
export async function setQuantity(
  db: Database,
  fcsid: string,
  index: number,
  quantity: number,
  now: Date,
): Promise<CartView> {
  const { items } = await readCart(db, fcsid);
  const line = items[index];
  if (!line) return viewOf(fcsid, items);
  if (quantity <= 0) items.splice(index, 1);
  else line.quantity = Math.min(MAX_QUANTITY, quantity);
  return writeCart(db, fcsid, items, now);
}

export async function emptyCart(db: Database, fcsid: string, now: Date): Promise<CartView> {
  return writeCart(db, fcsid, [], now);
}

export interface Customer {
  email: string;
  firstName: string;
  lastName: string;
}

/** The customer the checkout's SSO token names, as FoxyCart knows them; undefined when there is none. */
export async function customerOf(db: Database, customerId: number): Promise<Customer | undefined> {
  const [customer] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, customerId));
  return customer;
}
