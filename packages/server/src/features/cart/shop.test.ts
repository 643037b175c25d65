import { array, assert } from 'superstruct';
import { CatalogItem, CatalogItemPackage, calls, pathFor } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { signedAddToCartUrl, ssoToken, webhookSignature } from './foxy.js';
import { shopSettings } from './settings.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});

afterAll(async () => {
  await t.close();
});

type Headers = { authorization: string };

let nextTransaction = 5_000_000;

/** The catalogue's prices (dollars) of the seeded codes: what a genuine transaction pays. */
const PRICES: Record<string, number> = {
  'MAP-001': 29,
  'CAR-001': 14.99,
  'CAR-002': 19.99,
  'SPT-001': 9.99,
  'SPT-002': 12.99,
  'PER-001': 14.99,
  'PER-002': 12.99,
  'PKG-MAP': 29,
  'PKG-ALL': 79,
};

function transaction(customerId: string | number, codes: string[], id: number = nextTransaction++) {
  const total = codes.reduce((sum, code) => sum + Math.round((PRICES[code] ?? 0) * 100), 0) / 100;
  return {
    id,
    status: 'approved',
    customer_id: Number(customerId),
    total_item_price: total,
    total_order: total,
    _embedded: {
      'fx:items': codes.map((code) => ({ name: code, price: PRICES[code] ?? 0, quantity: 1, code })),
      'fx:customer': { id: Number(customerId) },
    },
  };
}

async function postWebhook(
  body: unknown,
  options: { key?: string; storeId?: string; event?: string; signature?: string; raw?: string } = {},
) {
  const settings = await shopSettings(t.app.ctx);
  const raw = options.raw ?? JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/foxycart/webhook',
    headers: {
      'content-type': 'application/json',
      'foxy-webhook-event': options.event ?? 'transaction/created',
      'foxy-webhook-signature': options.signature ?? webhookSignature(raw, options.key ?? settings.webhookKey),
      'foxy-store-id': options.storeId ?? settings.storeId,
      'foxy-store-domain': settings.storeDomain,
    },
    payload: raw,
  });
}

async function catalog(headers: Headers): Promise<CatalogItem[]> {
  const res = await t.app.inject({ method: 'GET', url: calls.listCatalogItems.path, headers });
  expect(res.statusCode).toBe(200);
  const items = res.json<CatalogItem[]>();
  assert(items, array(CatalogItem));
  return items;
}

const purchasedIds = async (headers: Headers): Promise<number[]> =>
  (await catalog(headers)).filter((i) => i.isPurchased).map((i) => i.id);

describe('catalogue', () => {
  it('lists the seeded items, featured first then career, personal, sports, with signed sandbox cart links', async () => {
    const me = await signedInUser(t.app);
    const items = await catalog(me.headers);
    expect(items.map((i) => i.name)).toEqual([
      'My Personal Map',
      'Career Strengths',
      'Leadership Style',
      'Relationships & Communication',
      'Stress & Resilience',
      'Training Motivation',
      'Team Sports Fit',
    ]);
    expect(items.every((i) => !i.isPurchased)).toBe(true);
    const map = items[0];
    expect(map).toMatchObject({ id: 1, type: 'personal', price: 29, imageFileName: 'guide_personal_map.png' });
    expect(map?.catalogItemReports[0]?.report).toEqual({ reportId: 1, reportName: 'My Personal Map' });
    const link = new URL(map?.cartLink ?? '');
    expect(link.origin + link.pathname).toBe('http://insight.test/sandbox/foxycart/cart');
    expect([...link.searchParams.keys()].map((k) => k.split('||')[0])).toEqual(['name', 'price', 'code']);
    expect([...link.searchParams.keys()].every((k) => /\|\|[0-9a-f]{64}$/.test(k))).toBe(true);
    expect([...link.searchParams.values()]).toEqual(['My Personal Map', '29.00', 'MAP-001']);
  });

  it('answers one item with or without its reports, and 400/404 JSON for bad or unknown ids', async () => {
    const me = await signedInUser(t.app);
    const withReports = await t.app.inject({
      method: 'GET',
      url: pathFor(calls.getCatalogItem, { id: 3, includeReports: true }),
      headers: me.headers,
    });
    expect(withReports.statusCode).toBe(200);
    expect(withReports.json<CatalogItem>().catalogItemReports).toHaveLength(1);
    const without = await t.app.inject({ method: 'GET', url: '/api/catalogitem/item/3/false', headers: me.headers });
    expect(without.json<CatalogItem>()).toMatchObject({ id: 3, name: 'Leadership Style', catalogItemReports: [] });

    for (const url of [
      '/api/catalogitem/item/abc/true',
      '/api/catalogitem/item/0/true',
      '/api/catalogitem/item/3/maybe',
      '/api/catalogitem/item/1e3/true',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: me.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: expect.any(String) });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/catalogitem/item/999/true', headers: me.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, error: 'This catalogue item does not exist.' });
  });

  it('needs a signed-in person', async () => {
    const res = await t.app.inject({ method: 'GET', url: calls.listCatalogItems.path });
    expect(res.statusCode).toBe(401);
  });

  it('lists the packages and answers one by type and id', async () => {
    const me = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: calls.listPackages.path, headers: me.headers });
    const pkgs = res.json<CatalogItemPackage[]>();
    assert(pkgs, array(CatalogItemPackage));
    expect(pkgs.map((p) => [p.name, p.type, p.price, p.catalogItemIds])).toEqual([
      ['Personal Map', 'personal', 29, [1]],
      ['Complete Insight', 'career', 79, [1, 2, 3, 4, 5, 6, 7]],
    ]);
    const one = await t.app.inject({ method: 'GET', url: '/api/catalogitempackage/career/2', headers: me.headers });
    expect(one.json<CatalogItemPackage>()).toMatchObject({
      id: 2,
      name: 'Complete Insight',
      imageName: 'package_complete_insight.png',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/catalogitempackage/sports/2', headers: me.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/catalogitempackage/nope/2', headers: me.headers })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/catalogitempackage/career/x', headers: me.headers })).statusCode,
    ).toBe(400);
  });

  it('serves the catalogue images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/catalog/guide_career_strengths.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const bg = await t.app.inject({ method: 'GET', url: '/assets/catalog/report_bg_career_strengths.jpg' });
    expect(bg.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/catalog/../../package.json' })).statusCode).toBe(404);
  });
});

describe('FoxyCart webhook', () => {
  it('flips isPurchased after a signed transaction/created webhook', async () => {
    const me = await signedInUser(t.app);
    const res = await postWebhook(transaction(me.id, ['CAR-001']));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, duplicate: false, granted: [2] });
    expect(await purchasedIds(me.headers)).toEqual([2]);
  });

  it('grants every guide of a package code', async () => {
    const me = await signedInUser(t.app);
    expect((await postWebhook(transaction(me.id, ['PKG-ALL']))).statusCode).toBe(200);
    expect(await purchasedIds(me.headers)).toEqual([1, 2, 3, 6, 7, 4, 5]);
  });

  it('grants nothing twice for a replayed or duplicated transaction, and still answers 200', async () => {
    const me = await signedInUser(t.app);
    const body = transaction(me.id, ['SPT-001']);
    const [first, duplicate] = await Promise.all([postWebhook(body), postWebhook(body)]);
    expect([first.statusCode, duplicate.statusCode]).toEqual([200, 200]);
    const replay = await postWebhook(body);
    expect(replay.json()).toMatchObject({ ok: true, duplicate: true, granted: [] });
    const granted = [first, duplicate].map((r) => r.json<{ granted: number[] }>().granted);
    expect(granted.flat()).toEqual([4]);
    // A different transaction for an item already owned grants nothing new either.
    expect((await postWebhook(transaction(me.id, ['SPT-001']))).json()).toMatchObject({
      duplicate: false,
      granted: [],
    });
    expect(await purchasedIds(me.headers)).toEqual([4]);
  });

  it('refuses forged deliveries with 401/403 JSON and grants nothing', async () => {
    const me = await signedInUser(t.app);
    const body = transaction(me.id, ['MAP-001']);
    const wrongKey = await postWebhook(body, { key: 'not-the-key' });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ status: 401, error: 'The webhook signature is not valid.' });
    const raw = JSON.stringify(body);
    const tampered = await postWebhook(body, {
      raw: JSON.stringify(transaction(me.id, ['PKG-ALL'], body.id)),
      signature: webhookSignature(raw, (await shopSettings(t.app.ctx)).webhookKey),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await postWebhook(body, { signature: '' })).statusCode).toBe(401);
    const otherStore = await postWebhook(body, { storeId: 'another-store' });
    expect(otherStore.statusCode).toBe(403);
    expect(otherStore.json()).toMatchObject({ status: 403 });
    expect(await purchasedIds(me.headers)).toEqual([]);
    // The refused deliveries did not burn the transaction id: the genuine one still grants.
    expect((await postWebhook(body)).json()).toMatchObject({ granted: [1] });
  });

  it('answers 400 JSON for a signed but unusable body, and ignores other events', async () => {
    const me = await signedInUser(t.app);
    const notJson = await postWebhook(undefined, { raw: '{"id": 1,' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 400, error: 'The webhook body is not valid JSON.' });
    const noId = await postWebhook({ _embedded: { 'fx:items': [{ code: 'MAP-001' }] }, customer_id: Number(me.id) });
    expect(noId.statusCode).toBe(400);
    const otherEvent = await postWebhook(transaction(me.id, ['MAP-001']), { event: 'customer/updated' });
    expect(otherEvent.statusCode).toBe(200);
    expect(otherEvent.json()).toMatchObject({ ignored: 'event customer/updated' });
    const declined = await postWebhook({ ...transaction(me.id, ['MAP-001']), status: 'declined' });
    expect(declined.json()).toMatchObject({ granted: [] });
    expect(await purchasedIds(me.headers)).toEqual([]);
  });

  it('is exempt from the XSRF check and needs no bearer token', async () => {
    const me = await signedInUser(t.app);
    const settings = await shopSettings(t.app.ctx);
    const raw = JSON.stringify(transaction(me.id, ['PER-002']));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/foxycart/webhook',
      cookies: { 'XSRF-TOKEN': 'a.b' },
      headers: {
        'content-type': 'application/json',
        'foxy-webhook-event': 'transaction/created',
        'foxy-webhook-signature': webhookSignature(raw, settings.webhookKey),
        'foxy-store-id': settings.storeId,
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    expect(await purchasedIds(me.headers)).toEqual([7]);
  });
});

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
