/** The FoxyCart webhook: what a signed transaction grants, and what it refuses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { webhookSignature } from './foxy.js';
import { shopSettings } from './settings.js';
import { catalogReader } from './shop.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});

afterAll(async () => {
  await t.close();
});

const { purchasedIds } = catalogReader(() => t);

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
