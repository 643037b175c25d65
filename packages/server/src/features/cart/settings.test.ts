import { calls, type CatalogItem } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestServer, signedInUser, TEST_APP_URL, type TestServer } from '../../test/harness.js';
import { cartParamHmac, ssoToken, webhookSignature } from './foxy.js';
import { shopSettings } from './settings.js';

/** A deployment on a real FoxyCart store: every FoxyCart setting comes from the environment. */
const ENV = {
  FOXYCART_URL: 'https://insight.foxycart.com',
  FOXYCART_SECRET: 'real-store-secret',
  FOXYCART_WEBHOOK_KEY: 'real-webhook-key',
  FOXYCART_STORE_ID: '12345',
};
let t: TestServer;

beforeAll(async () => {
  const fromEnv = loadConfig({ APP_URL: TEST_APP_URL, ...ENV }, { persistSecrets: false });
  t = await createTestServer({
    config: {
      foxycartUrl: fromEnv.foxycartUrl,
      foxycartSecret: fromEnv.foxycartSecret,
      foxycartWebhookKey: fromEnv.foxycartWebhookKey,
      foxycartStoreId: fromEnv.foxycartStoreId,
    },
  });
});

afterAll(async () => {
  await t.close();
});

describe('FoxyCart settings from the environment', () => {
  it('uses FOXYCART_SECRET, FOXYCART_WEBHOOK_KEY and FOXYCART_STORE_ID', async () => {
    const settings = await shopSettings(t.app.ctx);
    expect(settings).toMatchObject({
      storeUrl: 'https://insight.foxycart.com',
      storeDomain: 'insight.foxycart.com',
      storeSecret: 'real-store-secret',
      webhookKey: 'real-webhook-key',
      storeId: '12345',
      sandboxStore: false,
      signLinks: true,
    });
  });

  it('signs cart links on the real store with the store secret', async () => {
    const me = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: calls.listCatalogItems.path, headers: me.headers });
    const map = res.json<CatalogItem[]>()[0];
    const link = new URL(map?.cartLink ?? '');
    expect(link.origin + link.pathname).toBe('https://insight.foxycart.com/cart');
    expect([...link.searchParams.keys()][0]).toBe(
      `name||${cartParamHmac('MAP-001', '', 'name', 'My Personal Map', 'real-store-secret')}`,
    );
  });

  it('answers the real store checkout address with a token from the store secret', async () => {
    const me = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/store/sso/${me.id}/1700000000/abcdefgh12`,
      headers: me.headers,
    });
    const url = new URL(res.body);
    expect(url.origin + url.pathname).toBe('https://insight.foxycart.com/checkout');
    const exp = Number(url.searchParams.get('timestamp'));
    expect(url.searchParams.get('fc_auth_token')).toBe(ssoToken(me.id, exp, 'real-store-secret'));
  });

  it('accepts webhooks from the configured store id only', async () => {
    const me = await signedInUser(t.app);
    const raw = JSON.stringify({
      id: 77,
      status: '',
      customer_id: Number(me.id),
      total_order: 29,
      _embedded: { 'fx:items': [{ code: 'MAP-001', price: 29, quantity: 1 }] },
    });
    const send = (storeId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/foxycart/webhook',
        headers: {
          'content-type': 'application/json',
          'foxy-webhook-event': 'transaction/created',
          'foxy-webhook-signature': webhookSignature(raw, 'real-webhook-key'),
          'foxy-store-id': storeId,
        },
        payload: raw,
      });
    expect((await send('sandbox')).statusCode).toBe(403);
    expect((await send('12345')).json()).toMatchObject({ granted: [1] });
  });
});
