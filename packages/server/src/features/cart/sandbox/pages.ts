/** The sandbox shop's pages (cart, checkout with the test card form, messages) on the one page shell. */
import type { FastifyReply } from 'fastify';
import { h, htmlPage, type SafeHtml } from '../../../http/html.js';
import { MAX_QUANTITY, type CartView } from './service.js';

const BRAND = 'Insight test store';
const NOTE = 'Sandbox: a test store that speaks the FoxyCart protocol. No real payment is taken.';

export function sendPage(reply: FastifyReply, status: number, title: string, body: SafeHtml): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(htmlPage(title, body, { brand: BRAND, banner: NOTE, linkStylesheet: true }));
}

/** A page that says what went wrong, with the way back to the library. */
export function sendMessage(
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
  homeUrl: string,
): FastifyReply {
  return sendPage(
    reply,
    status,
    title,
    h`<h1>${title}</h1><div class="panel"><p class="alert error" role="alert">${message}</p>
<p><a class="button secondary" href="${homeUrl}">Back to your library</a></p></div>`,
  );
}

const money = (value: string | number): string => `$${Number(value).toFixed(2)}`;

export function cartPage(view: CartView, homeUrl: string, base: string): SafeHtml {
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

export function checkoutPage(
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
