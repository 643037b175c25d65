import '../test/setup';
import { STORAGE_KEYS } from '@insight/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aliceUser } from '../test/fakeEnv';
import { renderApp } from '../test/render';
import { createFakeCartAdapter } from './fakeCartAdapter';

function renderAt(path: string, signedIn: boolean, cart = createFakeCartAdapter()) {
  const { store } = renderApp({
    path,
    storage: signedIn ? { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } : {},
    settings: { foxycartCDN: 'https://cdn.cart.test' },
    cart,
  });
  return { store, cart };
}

describe('the header cart link (SPEC §2 shared layout)', () => {
  it('loads the cart once signed in and shows the quantity the provider reports', async () => {
    const { cart } = renderAt('/contact', true);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The cart connects in an effect once the settings have loaded, which may come after the header's first paint.
    await waitFor(() => expect(cart.connections).toEqual(['https://cdn.cart.test']));
    act(() => cart.report(3));
    expect(within(nav).getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute(
      'href',
      'https://cart.test/cart?cart=view',
    );
    act(() => cart.report(1));
    expect(within(nav).getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('does not load the cart for a visitor', async () => {
    const { cart } = renderAt('/login', false);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(cart.connections).toEqual([]);
  });
});
