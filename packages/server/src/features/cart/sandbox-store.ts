/**
 * The sandbox FoxyCart store, under /sandbox/foxycart (the default FOXYCART_URL and FOXYCART_CDN):
 *
 *   GET  /cart?name&price&code[&quantity]   add to the cart of the browser's fcsid cookie (made if absent),
 *                                          then show the cart (signed links are checked: see ShopSettings)
 *   GET  /cart?cart=view                    the cart: lines, quantity, total, Checkout
 *   GET  /cart?output=json&cart=view        the cart as JSON (item_count, items, total_price)
 *   GET  /cart?cart=empty                   empties the cart
 *   POST /cart/update                       line, quantity (0 removes)
 *   GET  /loader.js                         the loader script (window.FC)
 *   GET  /checkout                          without SSO parameters: to APP_URL/store/sso?timestamp&fcsid
 *                                          with fc_auth_token, fc_customer_id, timestamp, fcsid: the token is
 *                                          checked exactly as FoxyCart does (SHA-1 of CID|EXP|secret, EXP in the
 *                                          future; expired → back to SSO), then a test card form
 *   POST /checkout                          card 4111 1111 1111 1111 pays; others are declined. On success a
 *                                          signed `transaction/created` JSON webhook goes to the server's own
 *                                          webhook route, the cart is emptied and the browser goes to APP_URL/home.
 *
 * Pages are plain HTML with escaped content and a stylesheet file; no scripts.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.js';
import {
  addToCart,
  emptyCart,
  FCSID_PATTERN,
  MAX_QUANTITY,
  newFcsid,
  parseProduct,
  readCart,
  setQuantity,
  type CartView,
} from './cart-store.js';
import { verifySignedCartParams, verifySsoToken, webhookSignature } from './foxy.js';
import { h, SHOP_STYLESHEET, SHOP_STYLESHEET_PATH, shopPage, type SafeHtml } from './html.js';
import { LOADER_JS } from './loader.js';
import { SANDBOX_STORE_PATH, shopSettings, WEBHOOK_PATH, type ShopSettings } from './settings.js';
import { GRANTING_EVENT } from './webhook.js';

export const FCSID_COOKIE = 'fcsid';
export const TEST_CARD_NUMBER = '4111111111111111';
export const DECLINED_MESSAGE =
  'Your card was declined. This is a test store: use the test card number 4111 1111 1111 1111.';

/** Query parameters that steer the cart rather than describe a product. */
const CONTROL_PARAMS = new Set(['cart', 'output', 'fcsid', 'callback', 'empty']);

const BRAND = 'Insight test store';
const NOTE = 'Sandbox: a test store that speaks the FoxyCart protocol. No real payment is taken.';

const queryOf = (request: FastifyRequest): URLSearchParams => new URL(request.url, 'http://sandbox.local').searchParams;

const bodyOf = (request: FastifyRequest): Record<string, string> => {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
};

function page(reply: FastifyReply, status: number, title: string, body: SafeHtml): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(shopPage({ title, brand: BRAND, body, note: NOTE }));
}

function messagePage(
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
  homeUrl: string,
): FastifyReply {
  return page(
    reply,
    status,
    title,
    h`<h1>${title}</h1><div class="panel"><p class="alert error" role="alert">${message}</p>
<p><a class="button secondary" href="${homeUrl}">Back to your library</a></p></div>`,
  );
}

const money = (value: string | number): string => `$${Number(value).toFixed(2)}`;

function cartPage(view: CartView, homeUrl: string, base: string): SafeHtml {
  if (view.items.length === 0) {
    return h`<h1>Your cart</h1><div class="panel"><p>Your cart is empty.</p>
<div class="actions"><a class="button secondary" href="${homeUrl}">Continue shopping</a></div></div>`;
  }
  const rows = view.items.map(
    (line, index) => h`<tr>
<td>${line.name}<div class="muted">Code ${line.code || '—'}</div></td>
<td class="num">${money(line.price)}</td>
<td><form class="inline" method="post" action="${base}/cart/update">
<input type="hidden" name="line" value="${index}">
<label class="muted" for="qty-${index}">Quantity</label>
<input id="qty-${index}" type="number" name="quantity" min="0" max="${MAX_QUANTITY}" value="${line.quantity}" required>
<button type="submit" class="secondary">Update</button></form></td>
<td class="num">${money(Number(line.price) * line.quantity)}</td>
<td><form class="inline" method="post" action="${base}/cart/update">
<input type="hidden" name="line" value="${index}"><input type="hidden" name="quantity" value="0">
<button type="submit" class="link" aria-label="Remove ${line.name}">Remove</button></form></td>
</tr>`,
  );
  return h`<h1>Your cart</h1>
<div class="panel">
<table>
<caption class="muted">${view.itemCount} ${view.itemCount === 1 ? 'item' : 'items'} in your cart</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Price</th><th scope="col">Quantity</th><th scope="col" class="num">Subtotal</th><th scope="col"><span class="muted">Actions</span></th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">Total</td><td class="num">${money(view.total)}</td><td></td></tr></tfoot>
</table>
<div class="actions">
<a class="button" href="${base}/checkout?fcsid=${view.fcsid}">Checkout</a>
<a class="button secondary" href="${homeUrl}">Continue shopping</a>
<a class="button secondary" href="${base}/cart?cart=empty">Empty cart</a>
</div>
</div>`;
}

export interface CheckoutFields {
  token: string;
  customerId: string;
  exp: string;
  fcsid: string;
}

function checkoutPage(
  view: CartView,
  fields: CheckoutFields,
  base: string,
  error?: string,
  values: Record<string, string> = {},
): SafeHtml {
  const lines = view.items.map(
    (line) =>
      h`<tr><td>${line.name}</td><td class="num">${line.quantity}</td><td class="num">${money(Number(line.price) * line.quantity)}</td></tr>`,
  );
  return h`<h1>Checkout</h1>
<div class="panel">
<h2>Your order</h2>
<table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot><tr><td colspan="2">Total</td><td class="num">${money(view.total)}</td></tr></tfoot></table>
</div>
<div class="panel">
<h2>Payment</h2>
${error ? h`<p class="alert error" role="alert">${error}</p>` : ''}
<p class="muted">Test card: 4111 1111 1111 1111, any future expiry date, any 3-digit security code.</p>
<form method="post" action="${base}/checkout" novalidate>
<input type="hidden" name="fc_auth_token" value="${fields.token}">
<input type="hidden" name="fc_customer_id" value="${fields.customerId}">
<input type="hidden" name="timestamp" value="${fields.exp}">
<input type="hidden" name="fcsid" value="${fields.fcsid}">
<div class="field"><label for="cc-name">Name on card</label>
<input id="cc-name" type="text" name="cc_name" autocomplete="cc-name" value="${values.cc_name ?? ''}" required></div>
<div class="field"><label for="cc-number">Card number</label>
<input id="cc-number" type="text" name="cc_number" inputmode="numeric" autocomplete="cc-number" value="${values.cc_number ?? ''}" required></div>
<div class="field"><label for="cc-exp">Expiry date (MM/YY)</label>
<input id="cc-exp" type="text" name="cc_exp" autocomplete="cc-exp" placeholder="MM/YY" value="${values.cc_exp ?? ''}" required></div>
<div class="field"><label for="cc-csc">Security code</label>
<input id="cc-csc" type="text" name="cc_csc" inputmode="numeric" autocomplete="cc-csc" required></div>
<div class="actions"><button type="submit">Pay ${money(view.total)}</button></div>
</form>
</div>`;
}

/** Checks the card form; answers an error text, or null when the test card pays. */
export function checkCard(values: Record<string, string>, now: Date): string | null {
  if (!(values.cc_name ?? '').trim()) return 'Please enter the name on the card.';
  const number = (values.cc_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return 'Please enter a card number of 12 to 19 digits.';
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec((values.cc_exp ?? '').trim());
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12) return 'Please enter the expiry date as MM/YY.';
  const year = 2000 + Number(exp[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test((values.cc_csc ?? '').trim())) return 'Please enter the 3- or 4-digit security code.';
  if (number !== TEST_CARD_NUMBER) return DECLINED_MESSAGE;
  return null;
}

export async function sandboxStore(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const base = SANDBOX_STORE_PATH;
  const homeUrl = `${ctx.config.appUrl}/home`;
  const ssoUrl = (fcsid: string): string =>
    `${ctx.config.appUrl}/store/sso?${new URLSearchParams({ timestamp: String(Math.floor(ctx.now().getTime() / 1000)), fcsid })}`;
  const secureCookie = ctx.config.appUrl.startsWith('https:');

  /** The browser's cart session, made (and set as a cookie) when absent. */
  const sessionOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const cookie = request.cookies[FCSID_COOKIE];
    if (cookie && FCSID_PATTERN.test(cookie)) return cookie;
    const fcsid = newFcsid();
    reply.setCookie(FCSID_COOKIE, fcsid, { path: base, httpOnly: true, sameSite: 'lax', secure: secureCookie });
    return fcsid;
  };

  app.get(SHOP_STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(SHOP_STYLESHEET),
  );

  app.get(`${base}/loader.js`, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(LOADER_JS),
  );

  const cartJson = (view: CartView) => ({
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

  app.get(`${base}/cart`, async (request, reply) => {
    const settings = await shopSettings(ctx);
    const query = queryOf(request);
    const fcsid = sessionOf(request, reply);
    const wantsJson = query.get('output') === 'json';
    const productEntries = [...query.entries()].filter(([name]) => !CONTROL_PARAMS.has(name));
    let view: CartView;
    if (query.get('cart') === 'empty') {
      view = await emptyCart(ctx.db, fcsid, ctx.now());
    } else if (productEntries.length > 0) {
      let params: Record<string, string>;
      if (settings.signLinks) {
        const verified = verifySignedCartParams(productEntries, settings.storeSecret);
        if (!verified.ok) {
          const message =
            verified.reason === 'unsigned'
              ? 'This add-to-cart link is not signed by the store, so it cannot be used.'
              : 'This add-to-cart link has been changed or is not signed correctly, so it cannot be used.';
          if (wantsJson) return reply.code(400).send({ error: message });
          return messagePage(reply, 400, 'This link cannot be used', message, homeUrl);
        }
        params = verified.params;
      } else {
        params = Object.fromEntries(productEntries);
      }
      const product = parseProduct(params);
      if (typeof product === 'string') {
        if (wantsJson) return reply.code(400).send({ error: product });
        return messagePage(reply, 400, 'This link cannot be used', product, homeUrl);
      }
      try {
        view = await addToCart(ctx.db, fcsid, product, ctx.now());
      } catch {
        return messagePage(reply, 400, 'Your cart is full', 'Your cart cannot hold more lines.', homeUrl);
      }
      if (!wantsJson) return reply.code(303).header('Cache-Control', 'no-store').redirect(`${base}/cart?cart=view`);
    } else {
      view = await readCart(ctx.db, fcsid);
    }
    if (wantsJson) return reply.header('Cache-Control', 'no-store').send(cartJson(view));
    return page(reply, 200, 'Your cart', cartPage(view, homeUrl, base));
  });

  app.post(`${base}/cart/update`, async (request, reply) => {
    const fcsid = sessionOf(request, reply);
    const body = bodyOf(request);
    const line = Number(body.line);
    const quantity = Number(body.quantity);
    if (!/^\d{1,3}$/.test(body.line ?? '') || !/^\d{1,3}$/.test(body.quantity ?? '') || quantity > MAX_QUANTITY) {
      return messagePage(
        reply,
        400,
        'The cart was not changed',
        `The quantity must be a whole number from 0 to ${MAX_QUANTITY}.`,
        homeUrl,
      );
    }
    await setQuantity(ctx.db, fcsid, line, quantity, ctx.now());
    return reply.code(303).redirect(`${base}/cart?cart=view`);
  });

  /**
   * Verifies the SSO fields; sends the problem page (or the SSO redirect when expired) and answers true
   * when the checkout must stop. (Synchronous on purpose: an awaited FastifyReply is a thenable.)
   */
  function refuseSso(fields: CheckoutFields, settings: ShopSettings, reply: FastifyReply): boolean {
    if (!FCSID_PATTERN.test(fields.fcsid)) {
      messagePage(reply, 400, 'Checkout cannot start', 'The cart session is missing or invalid.', homeUrl);
      return true;
    }
    const check = verifySsoToken(fields, settings.storeSecret, Math.floor(ctx.now().getTime() / 1000));
    if (check.ok) return false;
    if (check.reason === 'expired') {
      reply.code(303).redirect(ssoUrl(fields.fcsid));
      return true;
    }
    app.log.warn({ reason: check.reason }, 'sandbox checkout refused an SSO token');
    messagePage(
      reply,
      403,
      'Checkout cannot start',
      'The sign-in token for this checkout is not valid. Please go back to your library and check out again.',
      homeUrl,
    );
    return true;
  }

  app.get(`${base}/checkout`, async (request, reply) => {
    const settings = await shopSettings(ctx);
    const query = queryOf(request);
    const token = query.get('fc_auth_token');
    if (!token) {
      // FoxyCart with single sign-on required: the shopper is sent to the store's SSO address first.
      const fcsid = query.get('fcsid') ?? request.cookies[FCSID_COOKIE] ?? '';
      if (!FCSID_PATTERN.test(fcsid)) {
        return messagePage(
          reply,
          400,
          'Checkout cannot start',
          'Your cart session was not found. Please add a guide to your cart again.',
          homeUrl,
        );
      }
      return reply.code(303).redirect(ssoUrl(fcsid));
    }
    const fields: CheckoutFields = {
      token,
      customerId: query.get('fc_customer_id') ?? '',
      exp: query.get('timestamp') ?? '',
      fcsid: query.get('fcsid') ?? '',
    };
    if (refuseSso(fields, settings, reply)) return reply;
    const view = await readCart(ctx.db, fields.fcsid);
    if (view.items.length === 0) {
      return messagePage(reply, 409, 'Your cart is empty', 'There is nothing to pay for: your cart is empty.', homeUrl);
    }
    return page(reply, 200, 'Checkout', checkoutPage(view, fields, base));
  });

  app.post(`${base}/checkout`, async (request, reply) => {
    const settings = await shopSettings(ctx);
    const body = bodyOf(request);
    const fields: CheckoutFields = {
      token: body.fc_auth_token ?? '',
      customerId: body.fc_customer_id ?? '',
      exp: body.timestamp ?? '',
      fcsid: body.fcsid ?? '',
    };
    if (refuseSso(fields, settings, reply)) return reply;
    const view = await readCart(ctx.db, fields.fcsid);
    if (view.items.length === 0) {
      return messagePage(reply, 409, 'Your cart is empty', 'There is nothing to pay for: your cart is empty.', homeUrl);
    }
    const cardProblem = checkCard(body, ctx.now());
    if (cardProblem) {
      return page(
        reply,
        cardProblem === DECLINED_MESSAGE ? 402 : 400,
        'Checkout',
        checkoutPage(view, fields, base, cardProblem, body),
      );
    }

    const customerId = Number(fields.customerId);
    const [customer] = await ctx.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, customerId));
    const transactionId = randomInt(100_000_000_000, 999_999_999_999);
    const payload = {
      id: transactionId,
      display_id: transactionId,
      is_test: true,
      status: 'approved',
      transaction_date: ctx.now().toISOString(),
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
    const raw = JSON.stringify(payload);
    const delivery = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'foxy-webhook-event': GRANTING_EVENT,
        'foxy-webhook-signature': webhookSignature(raw, settings.webhookKey),
        'foxy-store-id': settings.storeId,
        'foxy-store-domain': settings.storeDomain,
      },
      payload: raw,
    });
    if (delivery.statusCode !== 200) {
      request.log.error({ status: delivery.statusCode, body: delivery.body }, 'the sandbox webhook delivery failed');
      return messagePage(
        reply,
        502,
        'Payment not completed',
        'The store could not confirm your order. Nothing was charged; please try again.',
        homeUrl,
      );
    }
    await emptyCart(ctx.db, fields.fcsid, ctx.now());
    return reply.code(303).redirect(homeUrl);
  });
}
