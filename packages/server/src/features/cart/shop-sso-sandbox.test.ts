/** The store's SSO address and the sandbox shop: cart, checkout with the test card, and what they refuse. */
import { calls, pathFor } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { signedAddToCartUrl, ssoToken } from './foxy.js';
import { shopSettings } from './settings.js';
import { catalogReader } from './shop.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});

afterAll(async () => {
  await t.close();
});

const { catalog, purchasedIds } = catalogReader(() => t);

describe('store SSO and the sandbox shop', () => {
  const fcsidOf = (setCookie: string | string[] | undefined): string => {
    const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
    const match = cookies.map((c) => /^fcsid=([^;]+)/.exec(c)).find(Boolean);
    if (!match?.[1]) throw new Error('no fcsid cookie');
    return match[1];
  };

  it('answers the checkout address with a FoxyCart SSO token, only for the asker', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const url = pathFor(calls.storeSso, { userId: me.id, timestamp: 1_700_000_000, fcsid: 'abcdefgh1234' });
    const res = await t.app.inject({ method: 'GET', url, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const checkout = new URL(res.body);
    expect(checkout.origin + checkout.pathname).toBe('http://insight.test/sandbox/foxycart/checkout');
    const exp = Number(checkout.searchParams.get('timestamp'));
    expect(exp - Math.floor(t.clock.now().getTime() / 1000)).toBeGreaterThanOrEqual(3599);
    expect(checkout.searchParams.get('fc_customer_id')).toBe(me.id);
    expect(checkout.searchParams.get('fcsid')).toBe('abcdefgh1234');
    const { storeSecret } = await shopSettings(t.app.ctx);
    expect(checkout.searchParams.get('fc_auth_token')).toBe(ssoToken(me.id, exp, storeSecret));

    const forOther = await t.app.inject({ method: 'GET', url, headers: other.headers });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toMatchObject({ status: 403 });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/store/sso/${me.id}/soon/abcdefgh1234`,
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(400);
    const badSession = await t.app.inject({
      method: 'GET',
      url: `/api/store/sso/${me.id}/1/a%3Cb`,
      headers: me.headers,
    });
    expect(badSession.statusCode).toBe(400);
  });

  it('adds to the cart, shows it, reads it as JSON, checks out with the test card and grants the guide', async () => {
    const me = await signedInUser(t.app);
    const [career] = (await catalog(me.headers)).filter((i) => i.name === 'Career Strengths');
    const cartLink = new URL(career?.cartLink ?? '');

    const added = await t.app.inject({ method: 'GET', url: cartLink.pathname + cartLink.search });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/sandbox/foxycart/cart?cart=view');
    const fcsid = fcsidOf(added.headers['set-cookie']);
    const cookies = { fcsid };

    const view = await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?cart=view', cookies });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('Career Strengths');
    expect(view.body).toContain('$14.99');
    expect(view.body).toContain('>Checkout</a>');
    expect(view.body).not.toMatch(/<script/i);

    const json = await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?output=json&cart=view', cookies });
    expect(json.json()).toMatchObject({
      item_count: 1,
      items: [{ name: 'Career Strengths', code: 'CAR-001', quantity: 1, price: 14.99 }],
    });

    // Checkout without SSO parameters goes through the store's SSO address.
    const start = await t.app.inject({ method: 'GET', url: `/sandbox/foxycart/checkout?fcsid=${fcsid}`, cookies });
    expect(start.statusCode).toBe(303);
    const sso = new URL(String(start.headers.location));
    expect(sso.origin + sso.pathname).toBe('http://insight.test/store/sso');
    expect(sso.searchParams.get('fcsid')).toBe(fcsid);

    const timestamp = sso.searchParams.get('timestamp') ?? '';
    const address = await t.app.inject({
      method: 'GET',
      url: `/api/store/sso/${me.id}/${timestamp}/${fcsid}`,
      headers: me.headers,
    });
    const checkoutUrl = new URL(address.body);
    const form = await t.app.inject({ method: 'GET', url: checkoutUrl.pathname + checkoutUrl.search });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<label for="cc-number">Card number</label>');

    const fields = {
      fc_auth_token: checkoutUrl.searchParams.get('fc_auth_token') ?? '',
      fc_customer_id: checkoutUrl.searchParams.get('fc_customer_id') ?? '',
      timestamp: checkoutUrl.searchParams.get('timestamp') ?? '',
      fcsid,
      cc_name: 'Ada Lovelace',
      cc_exp: '12/39',
      cc_csc: '123',
    };
    const declined = await t.app.inject({
      method: 'POST',
      url: '/sandbox/foxycart/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, cc_number: '4000 0000 0000 0002' }).toString(),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(
      'Your card was declined. This is a test store: use the test card number 4111 1111 1111 1111.',
    );
    expect(await purchasedIds(me.headers)).toEqual([]);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/foxycart/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, cc_number: '4111 1111 1111 1111' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://insight.test/home');
    expect(await purchasedIds(me.headers)).toEqual([2]);
    const after = await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?output=json&cart=view', cookies });
    expect(after.json()).toMatchObject({ item_count: 0 });
  });

  it('refuses a wrong SSO token at the sandbox checkout, and sends an expired one back to SSO', async () => {
    const me = await signedInUser(t.app);
    const added = await t.app.inject({
      method: 'GET',
      url: new URL((await catalog(me.headers))[0]?.cartLink ?? '').href.replace('http://insight.test', ''),
    });
    const fcsid = fcsidOf(added.headers['set-cookie']);
    const { storeSecret } = await shopSettings(t.app.ctx);
    const exp = Math.floor(t.clock.now().getTime() / 1000) + 3600;
    const query = (token: string, cid: string, expiry: number) =>
      new URLSearchParams({ fc_auth_token: token, fc_customer_id: cid, timestamp: String(expiry), fcsid }).toString();

    const forged = await t.app.inject({
      method: 'GET',
      url: `/sandbox/foxycart/checkout?${query(ssoToken(me.id, exp, 'guess'), me.id, exp)}`,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('The sign-in token for this checkout is not valid.');
    const otherCustomer = await t.app.inject({
      method: 'GET',
      url: `/sandbox/foxycart/checkout?${query(ssoToken(me.id, exp, storeSecret), '999', exp)}`,
    });
    expect(otherCustomer.statusCode).toBe(403);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/sandbox/foxycart/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${query(ssoToken(me.id, exp, 'guess'), me.id, exp)}&cc_name=A&cc_number=4111111111111111&cc_exp=12/39&cc_csc=123`,
    });
    expect(pay.statusCode).toBe(403);
    // Nothing may go on behind the refused answer: give a stray continuation time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await purchasedIds(me.headers)).toEqual([]);

    const past = Math.floor(t.clock.now().getTime() / 1000) - 10;
    const expired = await t.app.inject({
      method: 'GET',
      url: `/sandbox/foxycart/checkout?${query(ssoToken(me.id, past, storeSecret), me.id, past)}`,
    });
    expect(expired.statusCode).toBe(303);
    expect(String(expired.headers.location)).toMatch(/^http:\/\/insight\.test\/store\/sso\?timestamp=\d+&fcsid=/);
  });

  it('refuses a tampered or unsigned add-to-cart link and leaves the cart as it was', async () => {
    const me = await signedInUser(t.app);
    const link = new URL((await catalog(me.headers))[0]?.cartLink ?? '');
    const tampered = link.search.replace('29.00', '0.01');
    const res = await t.app.inject({ method: 'GET', url: `/sandbox/foxycart/cart${tampered}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('has been changed or is not signed correctly');
    const fcsid = fcsidOf(res.headers['set-cookie']);
    const unsigned = await t.app.inject({
      method: 'GET',
      url: '/sandbox/foxycart/cart?name=Free&price=0&code=MAP-001',
      cookies: { fcsid },
    });
    expect(unsigned.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'GET',
      url: '/sandbox/foxycart/cart?output=json&cart=view',
      cookies: { fcsid },
    });
    expect(json.json()).toMatchObject({ item_count: 0 });
  });

  it('updates quantities, removes lines and empties the cart', async () => {
    const me = await signedInUser(t.app);
    const items = await catalog(me.headers);
    const first = await t.app.inject({
      method: 'GET',
      url: new URL(items[1]?.cartLink ?? '').href.replace('http://insight.test', ''),
    });
    const cookies = { fcsid: fcsidOf(first.headers['set-cookie']) };
    await t.app.inject({
      method: 'GET',
      url: new URL(items[2]?.cartLink ?? '').href.replace('http://insight.test', ''),
      cookies,
    });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/foxycart/cart/update',
      cookies,
      headers: form,
      payload: 'line=0&quantity=3',
    });
    let json = (
      await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?output=json&cart=view', cookies })
    ).json();
    expect(json).toMatchObject({ item_count: 4, total_price: 3 * 14.99 + 19.99 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox/foxycart/cart/update',
      cookies,
      headers: form,
      payload: 'line=0&quantity=-1',
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/foxycart/cart/update',
      cookies,
      headers: form,
      payload: 'line=0&quantity=0',
    });
    json = (await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?output=json&cart=view', cookies })).json();
    expect(json).toMatchObject({ item_count: 1, items: [{ name: 'Leadership Style' }] });
    await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?cart=empty', cookies });
    json = (await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?output=json&cart=view', cookies })).json();
    expect(json).toMatchObject({ item_count: 0 });
  });

  it('escapes product names in the cart page', async () => {
    const { storeSecret } = await shopSettings(t.app.ctx);
    const url = signedAddToCartUrl(
      '/sandbox/foxycart',
      { name: '<img src=x onerror=alert(1)>', price: 1, code: 'X-1' },
      storeSecret,
    );
    const added = await t.app.inject({ method: 'GET', url });
    const cookies = { fcsid: fcsidOf(added.headers['set-cookie']) };
    const view = await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?cart=view', cookies });
    expect(view.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(view.body).not.toContain('<img src=x');
  });

  it('serves the loader script and the stylesheet as files', async () => {
    const loader = await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/loader.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toMatch(/^application\/javascript/);
    for (const name of [
      'ready.done',
      'cart-submit.done',
      'cart-item-quantity-update.done',
      'cart-item-remove.done',
      'item_count',
    ]) {
      expect(loader.body).toContain(name);
    }
    const css = await t.app.inject({ method: 'GET', url: '/sandbox/shop.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
