/**
 * The FoxyCart protocol, as FoxyCart documents it (see /work/shared/REFERENCE.md):
 * add-to-cart links, HMAC-signed links, single sign-on tokens, the checkout address and
 * the JSON webhook signature. Pure functions: the sandbox shop and the real store use the
 * same ones, so what the sandbox accepts is what FoxyCart accepts.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The product of an add-to-cart link. FoxyCart's parameter names are case-sensitive. */
export interface CartProduct {
  /** Required, at most 255 characters. */
  name: string;
  /** Required, no currency sign (e.g. 29 or '29.00'). */
  price: number | string;
  /** At most 200 characters. */
  code: string;
  /** Integer, FoxyCart's default is 1. */
  quantity?: number;
}

/** One query parameter of a cart link, in order. */
export type CartParam = readonly [name: string, value: string];

/** A FoxyCart session id (fcsid) as the store hands it out and the SSO route accepts it. */
export const FCSID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const CART_NAME_MAX = 255;
export const CART_CODE_MAX = 200;

const HEX_64 = /^[0-9a-f]{64}$/;

function trimSlash(storeUrl: string): string {
  return storeUrl.replace(/\/+$/, '');
}

/** A price as FoxyCart wants it: digits and a dot, no currency sign, two decimals. */
export function formatPrice(price: number | string): string {
  const value = typeof price === 'number' ? price : Number(String(price).trim());
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`Invalid price: ${String(price)}`);
  }
  return value.toFixed(2);
}

/** The ordered parameters of an add-to-cart link (validated). */
export function cartParams(product: CartProduct): CartParam[] {
  const name = product.name.trim();
  if (name.length === 0 || name.length > CART_NAME_MAX) {
    throw new RangeError(`Product name must be 1–${CART_NAME_MAX} characters`);
  }
  if (product.code.length === 0 || product.code.length > CART_CODE_MAX) {
    throw new RangeError(`Product code must be 1–${CART_CODE_MAX} characters`);
  }
  const params: CartParam[] = [
    ['name', name],
    ['price', formatPrice(product.price)],
    ['code', product.code],
  ];
  if (product.quantity !== undefined) {
    if (!Number.isInteger(product.quantity) || product.quantity < 1) {
      throw new RangeError('Quantity must be a positive integer');
    }
    params.push(['quantity', String(product.quantity)]);
  }
  return params;
}

function queryString(params: readonly CartParam[]): string {
  return params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/** `STORE/cart?name=NAME&price=PRICE&code=CODE[&quantity=N]` (unsigned). */
export function addToCartUrl(storeUrl: string, product: CartProduct): string {
  return `${trimSlash(storeUrl)}/cart?${queryString(cartParams(product))}`;
}

/**
 * The HMAC of one parameter: hex HMAC-SHA256 keyed by the store secret over
 * `code + parent_code + name + value` (docs.foxycart.com/v/2.0/hmac_validation).
 */
export function cartParamHmac(code: string, parentCode: string, name: string, value: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(code + parentCode + name + value, 'utf8')
    .digest('hex');
}

/**
 * Signs every parameter of a cart link: each `name=value` becomes `name||<64 hex>=value`.
 * The product code is taken from the `code` parameter; `parent_code` from its parameter when present.
 */
export function signCartLink(params: readonly CartParam[], secret: string): CartParam[] {
  const code = params.find(([name]) => name === 'code')?.[1];
  if (code === undefined) {
    throw new Error('A signed cart link needs a code parameter');
  }
  const parentCode = params.find(([name]) => name === 'parent_code')?.[1] ?? '';
  return params.map(([name, value]) => [`${name}||${cartParamHmac(code, parentCode, name, value, secret)}`, value]);
}

/** An add-to-cart link whose every parameter is HMAC-signed. */
export function signedAddToCartUrl(storeUrl: string, product: CartProduct, secret: string): string {
  return `${trimSlash(storeUrl)}/cart?${queryString(signCartLink(cartParams(product), secret))}`;
}

export type VerifiedCartParams =
  { ok: true; params: Record<string, string> } | { ok: false; reason: 'unsigned' | 'bad-signature' | 'no-code' };

/**
 * The store's side of signed links: every parameter of `entries` (decoded query pairs) must carry a
 * valid `||hash` suffix. Answers the plain name → value map when all signatures hold.
 */
export function verifySignedCartParams(entries: Iterable<[string, string]>, secret: string): VerifiedCartParams {
  const parsed: { name: string; hash: string; value: string }[] = [];
  for (const [rawName, value] of entries) {
    const at = rawName.indexOf('||');
    if (at < 0) {
      return { ok: false, reason: 'unsigned' };
    }
    parsed.push({ name: rawName.slice(0, at), hash: rawName.slice(at + 2).toLowerCase(), value });
  }
  const code = parsed.find((p) => p.name === 'code')?.value;
  if (code === undefined) {
    return { ok: false, reason: 'no-code' };
  }
  const parentCode = parsed.find((p) => p.name === 'parent_code')?.value ?? '';
  const params: Record<string, string> = {};
  for (const p of parsed) {
    if (!safeHexEqual(p.hash, cartParamHmac(code, parentCode, p.name, p.value, secret))) {
      return { ok: false, reason: 'bad-signature' };
    }
    params[p.name] = p.value;
  }
  return { ok: true, params };
}

/** `fc_auth_token` = lowercase hex SHA-1 of `CID|EXP|store_secret` (docs.foxycart.com/v/2.0/sso). */
export function ssoToken(customerId: number | string, expiresEpochSeconds: number, storeSecret: string): string {
  return createHash('sha1').update(`${customerId}|${expiresEpochSeconds}|${storeSecret}`, 'utf8').digest('hex');
}

export interface CheckoutParams {
  token: string;
  customerId: number | string;
  /** Expiry, epoch seconds (sent as `timestamp`). */
  exp: number;
  fcsid: string;
}

/** `STORE/checkout?fc_auth_token=TOKEN&fc_customer_id=CID&timestamp=EXP&fcsid=FCSID`. */
export function checkoutUrl(storeUrl: string, { token, customerId, exp, fcsid }: CheckoutParams): string {
  const query = new URLSearchParams({
    fc_auth_token: token,
    fc_customer_id: String(customerId),
    timestamp: String(exp),
    fcsid,
  });
  return `${trimSlash(storeUrl)}/checkout?${query.toString()}`;
}

export type SsoCheck = { ok: true } | { ok: false; reason: 'malformed' | 'expired' | 'bad-token' };

/** The checkout's side of SSO: the token must match and the expiry must lie in the future. */
export function verifySsoToken(
  params: { token: string; customerId: string; exp: string },
  storeSecret: string,
  nowEpochSeconds: number,
): SsoCheck {
  if (
    !/^\d{1,15}$/.test(params.customerId) ||
    !/^\d{1,15}$/.test(params.exp) ||
    !/^[0-9a-fA-F]{40}$/.test(params.token)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const exp = Number(params.exp);
  if (!safeHexEqual(params.token.toLowerCase(), ssoToken(params.customerId, exp, storeSecret))) {
    return { ok: false, reason: 'bad-token' };
  }
  if (exp <= nowEpochSeconds) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true };
}

/** Lowercase hex HMAC-SHA256 of the raw body: what FoxyCart sends as `Foxy-Webhook-Signature`. */
export function webhookSignature(rawBody: Buffer | string, key: string): string {
  return createHmac('sha256', key).update(rawBody).digest('hex');
}

/**
 * Checks `Foxy-Webhook-Signature` against the RAW body bytes, in constant time.
 * Anything that is not 64 hex characters (or a missing key) is false.
 */
export function verifyWebhookSignature(rawBody: Buffer, signatureHex: string | undefined, key: string): boolean {
  if (typeof signatureHex !== 'string' || key.length === 0) {
    return false;
  }
  const given = signatureHex.trim().toLowerCase();
  if (!HEX_64.test(given)) {
    return false;
  }
  return safeHexEqual(given, webhookSignature(rawBody, key));
}

/** Constant-time comparison of two hex strings; false when the lengths differ. */
export function safeHexEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    return false;
  }
  return timingSafeEqual(left, right);
}
