import '../test/setup';
import { STORAGE_KEYS } from '@insight/api';
import { createToaster, PRODUCT_TOAST_OPTIONS } from '@insight/ui';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { createMemoryStorage } from '../env';
import { AppRoutes } from '../routes/routes';
import { createRootStore } from '../stores/RootStore';
import { aliceUser, createFakeApi, createRecordingLocation, testSettings } from '../test/fakeEnv';
import { createFakeCartAdapter } from './fakeCartAdapter';

function renderAt(path: string, signedIn: boolean, cart = createFakeCartAdapter()) {
  const toaster = createToaster(PRODUCT_TOAST_OPTIONS);
  const store = createRootStore({
    settings: { ...testSettings, foxycartCDN: 'https://cdn.cart.test' },
    env: {
      api: createFakeApi({}),
      storage: createMemoryStorage(signedIn ? { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } : {}),
      notifier: toaster,
      location: createRecordingLocation(),
      cart,
    },
  });
  render(
    <AppProviders store={store} toaster={toaster} reducedMotion>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes year={2025} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, cart };
}

describe('the header cart link (SPEC §2 shared layout)', () => {
  it('loads the cart once signed in and shows the quantity the provider reports', async () => {
    const { cart } = renderAt('/contact', true);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(cart.connections).toEqual(['https://cdn.cart.test']);
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
