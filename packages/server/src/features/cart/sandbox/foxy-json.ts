/**
 * The JSON the sandbox shop speaks as FoxyCart: the cart (`cart?output=json`, read by loader.js) and, once a
 * checkout is paid, the signed `transaction/created` webhook, sent to the server's own webhook route: the same
 * route and verification a real FoxyCart store uses.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { webhookSignature } from '../foxy.js';
import { WEBHOOK_PATH, type ShopSettings } from '../settings.js';
import { GRANTING_EVENT, WEBHOOK_HEADERS } from '../webhook.js';
import type { CartView, Customer } from './service.js';

export const cartJson = (view: CartView) => ({
  session_id: view.fcsid,
  item_count: view.itemCount,
  total_item_price: Number(view.total),
  total_price: Number(view.total),
  items: view.items.map((line, index) => ({
    id: index + 1,
    name: line.name,
    price: Number(line.price),
    quantity: line.quantity,
    code: line.code,
  })),
});

/** The transaction of a paid cart, with a new random transaction id. */
export function transactionJson(view: CartView, customerId: number, customer: Customer | undefined, now: Date) {
  const transactionId = randomInt(100_000_000_000, 999_999_999_999);
  return {
    id: transactionId,
    display_id: transactionId,
    is_test: true,
    status: 'approved',
    transaction_date: now.toISOString(),
    currency_code: 'USD',
    total_item_price: Number(view.total),
    total_order: Number(view.total),
    customer_id: customerId,
    customer_email: customer?.email ?? null,
    customer_first_name: customer?.firstName ?? null,
    customer_last_name: customer?.lastName ?? null,
    _embedded: {
      'fx:items': view.items.map((line) => ({
        name: line.name,
        price: Number(line.price),
        quantity: line.quantity,
        code: line.code,
      })),
      'fx:customer': { id: customerId, email: customer?.email ?? null },
    },
  };
}

/** Sends the transaction to the webhook route, signed with the store's webhook key; answers the route's reply. */
export async function sendTransactionWebhook(
  app: FastifyInstance,
  settings: ShopSettings,
  transaction: ReturnType<typeof transactionJson>,
): Promise<{ statusCode: number; body: string }> {
  const raw = JSON.stringify(transaction);
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.event]: GRANTING_EVENT,
      [WEBHOOK_HEADERS.signature]: webhookSignature(raw, settings.webhookKey),
      [WEBHOOK_HEADERS.storeId]: settings.storeId,
      [WEBHOOK_HEADERS.storeDomain]: settings.storeDomain,
    },
    payload: raw,
  });
}
