import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addToCartUrl,
  cartParams,
  checkoutUrl,
  formatPrice,
  safeHexEqual,
  signCartLink,
  signedAddToCartUrl,
  ssoToken,
  verifySignedCartParams,
  verifySsoToken,
  verifyWebhookSignature,
  webhookSignature,
} from './foxy.js';

/** A second, independent implementation (WebCrypto) to compute the expected vectors. */
async function hmacSha256Hex(key: string, data: Uint8Array | string): Promise<string> {
  const enc = new TextEncoder();
  const cryptoKey = await webcrypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const bytes = typeof data === 'string' ? enc.encode(data) : data;
  const sig = await webcrypto.subtle.sign('HMAC', cryptoKey, bytes);
  return Buffer.from(sig).toString('hex');
}

async function sha1Hex(data: string): Promise<string> {
  const digest = await webcrypto.subtle.digest('SHA-1', new TextEncoder().encode(data));
  return Buffer.from(digest).toString('hex');
}

describe('addToCartUrl', () => {
  it('builds the case-sensitive add-to-cart link with a price without currency sign', () => {
    const url = addToCartUrl('https://insight.foxycart.com/', { name: 'My Personal Map', price: 29, code: 'MAP-001' });
    expect(url).toBe('https://insight.foxycart.com/cart?name=My%20Personal%20Map&price=29.00&code=MAP-001');
    const parsed = new URL(url);
    expect(parsed.searchParams.get('name')).toBe('My Personal Map');
    expect(parsed.searchParams.get('Name')).toBeNull();
    expect(parsed.searchParams.get('price')).not.toContain('$');
  });

  it('adds the quantity only when given, and encodes & and = in names', () => {
    const url = addToCartUrl('http://localhost:3000/sandbox/foxycart', {
      name: 'Relationships & Communication',
      price: '14.99',
      code: 'PER-001',
      quantity: 2,
    });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/sandbox/foxycart/cart');
    expect([...parsed.searchParams.keys()]).toEqual(['name', 'price', 'code', 'quantity']);
    expect(parsed.searchParams.get('name')).toBe('Relationships & Communication');
    expect(parsed.searchParams.get('quantity')).toBe('2');
  });

  it('refuses an empty or too long name or code, a bad price and a bad quantity', () => {
    expect(() => cartParams({ name: '', price: 1, code: 'X' })).toThrow(RangeError);
    expect(() => cartParams({ name: 'x'.repeat(256), price: 1, code: 'X' })).toThrow(RangeError);
    expect(() => cartParams({ name: 'x'.repeat(255), price: 1, code: 'X' })).not.toThrow();
    expect(() => cartParams({ name: 'A', price: 1, code: 'c'.repeat(201) })).toThrow(RangeError);
    expect(() => cartParams({ name: 'A', price: '$5', code: 'X' })).toThrow(RangeError);
    expect(() => cartParams({ name: 'A', price: -1, code: 'X' })).toThrow(RangeError);
    expect(() => cartParams({ name: 'A', price: 1, code: 'X', quantity: 0 })).toThrow(RangeError);
    expect(() => cartParams({ name: 'A', price: 1, code: 'X', quantity: 1.5 })).toThrow(RangeError);
    expect(formatPrice('9.9')).toBe('9.90');
  });
});

describe('signCartLink', () => {
  const secret = 'store-secret-123';

  it('appends the HMAC of code + parent_code + name + value to each parameter name', async () => {
    const signed = signCartLink(
      [
        ['name', 'Career Strengths'],
        ['price', '14.99'],
        ['code', 'CAR-001'],
      ],
      secret,
    );
    expect(signed).toEqual([
      [`name||${await hmacSha256Hex(secret, 'CAR-001' + 'name' + 'Career Strengths')}`, 'Career Strengths'],
      [`price||${await hmacSha256Hex(secret, 'CAR-001' + 'price' + '14.99')}`, '14.99'],
      [`code||${await hmacSha256Hex(secret, 'CAR-001' + 'code' + 'CAR-001')}`, 'CAR-001'],
    ]);
    for (const [name] of signed) {
      expect(name).toMatch(/^[a-z]+\|\|[0-9a-f]{64}$/);
    }
  });

  it('includes the parent_code in the signed text', async () => {
    const signed = signCartLink(
      [
        ['code', 'C'],
        ['parent_code', 'P'],
        ['name', 'N'],
      ],
      secret,
    );
    expect(signed[2]).toEqual([`name||${await hmacSha256Hex(secret, 'CPnameN')}`, 'N']);
  });

  it('needs a code', () => {
    expect(() => signCartLink([['name', 'x']], secret)).toThrow();
  });

  it('round-trips through the store-side verification, and a tampered price fails', () => {
    const url = new URL(
      signedAddToCartUrl('https://s.example/', { name: 'Leadership Style', price: 19.99, code: 'CAR-002' }, secret),
    );
    const result = verifySignedCartParams(url.searchParams.entries(), secret);
    expect(result).toEqual({ ok: true, params: { name: 'Leadership Style', price: '19.99', code: 'CAR-002' } });

    const tampered = [...url.searchParams.entries()].map(([k, v]): [string, string] => [
      k,
      k.startsWith('price') ? '0.01' : v,
    ]);
    expect(verifySignedCartParams(tampered, secret)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifySignedCartParams(url.searchParams.entries(), 'other-secret')).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifySignedCartParams([['name', 'x']], secret)).toEqual({ ok: false, reason: 'unsigned' });
    expect(verifySignedCartParams([[`name||${'0'.repeat(64)}`, 'x']], secret)).toEqual({
      ok: false,
      reason: 'no-code',
    });
  });
});

describe('ssoToken and checkoutUrl', () => {
  it('is the lowercase hex SHA-1 of CID|EXP|secret', async () => {
    const token = ssoToken(42, 1_700_003_600, 'shh');
    expect(token).toBe(await sha1Hex('42|1700003600|shh'));
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    // A well-known SHA-1 vector, to be sure of the algorithm itself.
    expect(await sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });

  it('builds the checkout address with the four parameters', () => {
    const url = new URL(
      checkoutUrl('https://insight.foxycart.com/', { token: 'abc', customerId: 7, exp: 1700003600, fcsid: 'sess 1' }),
    );
    expect(url.origin + url.pathname).toBe('https://insight.foxycart.com/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fc_auth_token: 'abc',
      fc_customer_id: '7',
      timestamp: '1700003600',
      fcsid: 'sess 1',
    });
  });

  it('verifies a token, refusing a wrong one, a forged customer and an expired one', () => {
    const now = 1_700_000_000;
    const exp = now + 3600;
    const token = ssoToken(7, exp, 'secret');
    expect(verifySsoToken({ token, customerId: '7', exp: String(exp) }, 'secret', now)).toEqual({ ok: true });
    expect(verifySsoToken({ token: token.toUpperCase(), customerId: '7', exp: String(exp) }, 'secret', now)).toEqual({
      ok: true,
    });
    expect(verifySsoToken({ token, customerId: '8', exp: String(exp) }, 'secret', now)).toEqual({
      ok: false,
      reason: 'bad-token',
    });
    expect(verifySsoToken({ token, customerId: '7', exp: String(exp) }, 'other', now)).toEqual({
      ok: false,
      reason: 'bad-token',
    });
    expect(verifySsoToken({ token, customerId: '7', exp: String(exp) }, 'secret', exp)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifySsoToken({ token: 'nothex', customerId: '7', exp: String(exp) }, 'secret', now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifySsoToken({ token, customerId: '7; drop', exp: String(exp) }, 'secret', now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('verifyWebhookSignature', () => {
  const key = 'webhook-key';
  const body = Buffer.from(JSON.stringify({ id: 123, items: [{ code: 'MAP-001', quantity: 1 }] }), 'utf8');

  it('accepts the HMAC-SHA256 of the raw bytes, in either hex case', async () => {
    const expected = await hmacSha256Hex(key, new Uint8Array(body));
    expect(webhookSignature(body, key)).toBe(expected);
    expect(verifyWebhookSignature(body, expected, key)).toBe(true);
    expect(verifyWebhookSignature(body, expected.toUpperCase(), key)).toBe(true);
  });

  it('uses the raw bytes: a re-serialised body with the same meaning fails', async () => {
    const signature = await hmacSha256Hex(key, new Uint8Array(body));
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8')), null, 2), 'utf8');
    expect(verifyWebhookSignature(reserialised, signature, key)).toBe(false);
  });

  it('refuses a wrong key, a flipped bit, a short or missing signature and an empty key', async () => {
    const signature = await hmacSha256Hex(key, new Uint8Array(body));
    expect(verifyWebhookSignature(body, signature, 'other-key')).toBe(false);
    const flipped = (signature[0] === '0' ? '1' : '0') + signature.slice(1);
    expect(verifyWebhookSignature(body, flipped, key)).toBe(false);
    expect(verifyWebhookSignature(body, signature.slice(0, 63), key)).toBe(false);
    expect(verifyWebhookSignature(body, `${signature}00`, key)).toBe(false);
    expect(verifyWebhookSignature(body, '', key)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, key)).toBe(false);
    expect(verifyWebhookSignature(body, 'z'.repeat(64), key)).toBe(false);
    expect(verifyWebhookSignature(body, signature, '')).toBe(false);
  });

  it('compares in constant time and is false on length mismatch', () => {
    expect(safeHexEqual('abcd', 'abcd')).toBe(true);
    expect(safeHexEqual('abcd', 'abce')).toBe(false);
    expect(safeHexEqual('abcd', 'abc')).toBe(false);
  });
});
