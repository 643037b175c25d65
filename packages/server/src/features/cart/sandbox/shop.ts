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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_STYLESHEET, PAGE_STYLESHEET_PATH } from '../../../http/html.js';
import { FCSID_PATTERN, verifySsoToken } from '../foxy.js';
import { SANDBOX_STORE_PATH, shopSettings, type ShopSettings } from '../settings.js';
import { checkCard, DECLINED_MESSAGE } from './card.js';
import { cartJson, sendTransactionWebhook, transactionJson } from './foxy-json.js';
import { LOADER_JS } from './loader.js';
import { cartPage, checkoutPage, sendMessage, sendPage, type CheckoutFields } from './pages.js';
import {
  addToCart,
  customerOf,
  emptyCart,
  MAX_QUANTITY,
  newFcsid,
  productOfLink,
  readCart,
  setQuantity,
  type CartView,
} from './service.js';

export const FCSID_COOKIE = 'fcsid';

/** Query parameters that steer the cart rather than describe a product. */
const CONTROL_PARAMS = new Set(['cart', 'output', 'fcsid', 'callback', 'empty']);

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

  app.get(PAGE_STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(PAGE_STYLESHEET),
  );

  app.get(`${base}/loader.js`, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(LOADER_JS),
  );

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
      const product = productOfLink(productEntries, settings);
      if (typeof product === 'string') {
        if (wantsJson) return reply.code(400).send({ error: product });
        return sendMessage(reply, 400, 'This link cannot be used', product, homeUrl);
      }
      try {
        view = await addToCart(ctx.db, fcsid, product, ctx.now());
      } catch {
        return sendMessage(reply, 400, 'Your cart is full', 'Your cart cannot hold more lines.', homeUrl);
      }
      if (!wantsJson) return reply.code(303).header('Cache-Control', 'no-store').redirect(`${base}/cart?cart=view`);
    } else {
      view = await readCart(ctx.db, fcsid);
    }
    if (wantsJson) return reply.header('Cache-Control', 'no-store').send(cartJson(view));
    return sendPage(reply, 200, 'Your cart', cartPage(view, homeUrl, base));
  });

  app.post(`${base}/cart/update`, async (request, reply) => {
    const fcsid = sessionOf(request, reply);
    const body = bodyOf(request);
    const line = Number(body.line);
    const quantity = Number(body.quantity);
    if (!/^\d{1,3}$/.test(body.line ?? '') || !/^\d{1,3}$/.test(body.quantity ?? '') || quantity > MAX_QUANTITY) {
      return sendMessage(
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
      sendMessage(reply, 400, 'Checkout cannot start', 'The cart session is missing or invalid.', homeUrl);
      return true;
    }
    const check = verifySsoToken(fields, settings.storeSecret, Math.floor(ctx.now().getTime() / 1000));
    if (check.ok) return false;
    if (check.reason === 'expired') {
      reply.code(303).redirect(ssoUrl(fields.fcsid));
      return true;
    }
    app.log.warn({ reason: check.reason }, 'sandbox checkout refused an SSO token');
    sendMessage(
      reply,
      403,
      'Checkout cannot start',
      'The sign-in token for this checkout is not valid. Please go back to your library and check out again.',
      homeUrl,
    );
    return true;
  }

  /** The cart to pay for; sends the "empty" page and answers undefined when there is nothing in it. */
  async function cartToPay(fields: CheckoutFields, reply: FastifyReply): Promise<CartView | undefined> {
    const view = await readCart(ctx.db, fields.fcsid);
    if (view.items.length > 0) return view;
    sendMessage(reply, 409, 'Your cart is empty', 'There is nothing to pay for: your cart is empty.', homeUrl);
    return undefined;
  }

  app.get(`${base}/checkout`, async (request, reply) => {
    const settings = await shopSettings(ctx);
    const query = queryOf(request);
    const token = query.get('fc_auth_token');
    if (!token) {
      // FoxyCart with single sign-on required: the shopper is sent to the store's SSO address first.
      const fcsid = query.get('fcsid') ?? request.cookies[FCSID_COOKIE] ?? '';
      if (!FCSID_PATTERN.test(fcsid)) {
        return sendMessage(
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
    const view = await cartToPay(fields, reply);
    if (!view) return reply;
    return sendPage(reply, 200, 'Checkout', checkoutPage(view, fields, base));
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
    const view = await cartToPay(fields, reply);
    if (!view) return reply;
    const cardProblem = checkCard(body, ctx.now());
    if (cardProblem) {
      const status = cardProblem === DECLINED_MESSAGE ? 402 : 400;
      return sendPage(reply, status, 'Checkout', checkoutPage(view, fields, base, cardProblem, body));
    }

    const customerId = Number(fields.customerId);
    const transaction = transactionJson(view, customerId, await customerOf(ctx.db, customerId), ctx.now());
    const delivery = await sendTransactionWebhook(app, settings, transaction);
    if (delivery.statusCode !== 200) {
      request.log.error({ status: delivery.statusCode, body: delivery.body }, 'the sandbox webhook delivery failed');
      return sendMessage(
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
