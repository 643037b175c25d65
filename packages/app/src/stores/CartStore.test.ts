import { ApiError, STORAGE_KEYS } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { createFakeCartAdapter } from '../cart/fakeCartAdapter';
import { aliceUser, createTestStore } from '../test/fakeEnv';

describe('CartStore: the header quantity', () => {
  it('connects to the provider at the CDN and follows the count it reports', () => {
    const cart = createFakeCartAdapter();
    const { store } = createTestStore({ cart });
    store.cart.connect('https://cdn.cart.test');
    expect(cart.connections).toEqual(['https://cdn.cart.test']);
    expect(store.cart.connection).toBe('connecting');
    cart.report(2);
    expect(store.cart.quantity).toBe(2);
    expect(store.cart.connection).toBe('ready');
    cart.report(3);
    expect(store.cart.quantity).toBe(3);
  });

  it('connects once however often it is asked', () => {
    const cart = createFakeCartAdapter(1);
    const { store } = createTestStore({ cart });
    store.cart.connect('https://cdn.cart.test');
    store.cart.connect('https://cdn.cart.test');
    expect(cart.connections).toHaveLength(1);
    expect(store.cart.quantity).toBe(1);
  });

  it('never shows a count below 0 or a fraction', () => {
    const cart = createFakeCartAdapter();
    const { store } = createTestStore({ cart });
    store.cart.connect('https://cdn.cart.test');
    cart.report(-4);
    expect(store.cart.quantity).toBe(0);
    cart.report(2.7);
    expect(store.cart.quantity).toBe(2);
  });

  it.each([undefined, '', '  '])('is unavailable without a CDN address (%j)', (cdn) => {
    const cart = createFakeCartAdapter();
    const { store } = createTestStore({ cart });
    store.cart.connect(cdn);
    expect(store.cart.connection).toBe('unavailable');
    expect(cart.connections).toEqual([]);
  });

  it('is unavailable without an adapter', () => {
    const { store } = createTestStore();
    store.cart.connect('https://cdn.cart.test');
    expect(store.cart.connection).toBe('unavailable');
  });

  it('the end of the session stops following the count and shows none', () => {
    const cart = createFakeCartAdapter(2);
    const { store } = createTestStore({ cart, storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } });
    store.cart.connect('https://cdn.cart.test');
    store.session.end();
    expect(cart.listeners).toBe(0);
    expect(store.cart.quantity).toBe(0);
    cart.report(5);
    expect(store.cart.quantity).toBe(0);
  });
});

describe('CartStore.enterSso (SPEC §4 Store sso)', () => {
  it('leaves for the address GET /api/store/sso/{userId}/{timestamp}/{fcsid} gives', async () => {
    const storeSso = vi.fn(async () => 'https://cart.test/checkout?fc_auth_token=abc\n');
    const { store } = createTestStore({ api: { storeSso } });
    await expect(store.cart.enterSso('user-1', '1700000000', 'sess-1')).resolves.toEqual({
      kind: 'leave',
      url: 'https://cart.test/checkout?fc_auth_token=abc',
    });
    expect(storeSso).toHaveBeenCalledWith('user-1', '1700000000', 'sess-1');
  });

  it('the error screen when the call fails or answers nothing, or a part is missing (nothing asked); signed out on a 401', async () => {
    const storeSso = vi
      .fn()
      .mockResolvedValueOnce('')
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, message: 'Bad' }))
      .mockRejectedValueOnce(new ApiError({ kind: 'unauthorized', status: 401, message: 'Gone' }));
    const { store } = createTestStore({ api: { storeSso } });
    await expect(store.cart.enterSso('user-1', '1', 'x')).resolves.toEqual({ kind: 'error' });
    await expect(store.cart.enterSso('user-1', '1', 'x')).resolves.toEqual({ kind: 'error' });
    expect(store.cart.error).toBe('Bad');
    await expect(store.cart.enterSso('user-1', '1', 'x')).resolves.toEqual({ kind: 'signedOut' });
    await expect(store.cart.enterSso('user-1', '', 'x')).resolves.toEqual({ kind: 'error' });
    await expect(store.cart.enterSso('', '1', 'x')).resolves.toEqual({ kind: 'error' });
    expect(storeSso).toHaveBeenCalledTimes(3);
  });
});
