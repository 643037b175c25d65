import { STORAGE_KEYS } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { createFakeCartAdapter } from '../cart/fakeCartAdapter';
import { aliceUser, createTestStore } from '../test/fakeEnv';

const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const cdn = 'https://cdn.cart.test';

/** Alice signed in, a cart provider reporting `count`, and the badge's and the bell's calls answered. */
function signedInWithCart(count?: number) {
  const cart = createFakeCartAdapter(count);
  const listReceivedRequests = vi.fn().mockResolvedValue([]);
  const notices = vi.fn().mockResolvedValue({ notices: [], unread: 0 });
  const { store } = createTestStore({
    cart,
    storage: signedIn,
    settings: { foxycartCDN: cdn },
    api: { listReceivedRequests, notices },
  });
  return { store, cart, listReceivedRequests, notices };
}

describe('RootStore.enterPage: the layout’s entry on every address', () => {
  it('signed in: shows, follows the cart count, refreshes the Connections badge and reads the bell again', async () => {
    const { store, cart, listReceivedRequests, notices } = signedInWithCart(3);
    expect(store.enterPage(false)).toEqual({ kind: 'show' });
    expect(cart.connections).toEqual([cdn]);
    expect(store.cart.quantity).toBe(3);
    expect(listReceivedRequests).toHaveBeenCalledTimes(1);
    expect(notices).toHaveBeenCalledTimes(1);
    // The next address: the cart stays connected once; the badge is asked again.
    expect(store.enterPage(false)).toEqual({ kind: 'show' });
    expect(cart.connections).toEqual([cdn]);
    expect(listReceivedRequests).toHaveBeenCalledTimes(2);
  });

  it('on the Connections screen the badge is not asked (that screen loads the list itself)', () => {
    const listReceivedRequests = vi.fn().mockResolvedValue([]);
    const { store } = createTestStore({ storage: signedIn, api: { listReceivedRequests } });
    expect(store.enterPage(true)).toEqual({ kind: 'show' });
    expect(listReceivedRequests).not.toHaveBeenCalled();
  });

  it('signed out (the login screen ended the session first): asks nothing and connects nothing', () => {
    const { store, cart, listReceivedRequests, notices } = signedInWithCart();
    store.session.end();
    expect(store.enterPage(false)).toEqual({ kind: 'show' });
    expect(cart.connections).toEqual([]);
    expect(listReceivedRequests).not.toHaveBeenCalled();
    expect(notices).not.toHaveBeenCalled();
  });

  it('a badge refresh that fails changes nothing and leaves the screen where it is', async () => {
    const listReceivedRequests = vi.fn().mockRejectedValue(new Error('offline'));
    const { store, env } = createTestStore({ storage: signedIn, api: { listReceivedRequests } });
    expect(store.enterPage(false)).toEqual({ kind: 'show' });
    await vi.waitFor(() => expect(listReceivedRequests).toHaveBeenCalled());
    expect(store.connections.pendingCount).toBe(0);
    expect(env.notifier.messages).toEqual([]);
  });
});

describe('RootStore.start: the app has started', () => {
  it('loads the checkout script (SPEC §1: in every environment), signed out too; once only', () => {
    const { store, cart } = signedInWithCart(2);
    store.session.end();
    store.start();
    expect(cart.connections).toEqual([cdn]);
    // Signing in later and entering a page keeps the one connection.
    store.start();
    expect(cart.connections).toEqual([cdn]);
  });
});
