import '../../test/setup';
import { ApiError, STORAGE_KEYS } from '@insight/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogItem, packages } from '@insight/api/testing';
import { aliceUser } from '../../test/fakeEnv';
import { renderScreen } from '../../test/render';
import { PurchaseMapScreen } from './PurchaseMapScreen';
import { PurchasePackageScreen } from './PurchasePackageScreen';
import { StoreSsoScreen } from './StoreSsoScreen';
import { SurveyReturnScreen } from './SurveyReturnScreen';

const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };

describe('Purchase package (SPEC §2)', () => {
  const renderPackages = (listPackages = vi.fn(async () => packages)) =>
    renderScreen({
      path: '/purchase-package',
      route: '/purchase-package',
      screen: <PurchasePackageScreen />,
      storage: signedIn,
      settings: { reportImagePath: '/images/reports/' },
      api: { listPackages },
    });

  it("'Choose Your Package' with one card per package: '$price', image, name, HTML description, Select", async () => {
    renderPackages();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Personal Map',
      'Complete Insight',
      'Athlete Bundle',
    ]);
    const first = cards[0];
    expect(within(first).getByText('$29')).toBeInTheDocument();
    expect(within(first).getByText('My Personal Map')).toBeInTheDocument();
    expect(first.querySelector('strong')).not.toBeNull();
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/reports/package_personal_map.png');
    expect(within(first).getByRole('link', { name: 'Select' })).toHaveAttribute('href', packages[0].cartLink);
    expect(within(cards[2]).getByText('$19.50')).toBeInTheDocument();
  });

  it('ribbons: career red (critical), personal blue (info), anything else green (success)', async () => {
    renderPackages();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('[data-tone]')?.getAttribute('data-tone'))).toEqual([
      'info',
      'critical',
      'success',
    ]);
  });

  it("shows 'Selecting a package is required' for a submit with nothing selected", async () => {
    const view = renderPackages();
    await screen.findAllByRole('article');
    const user = userEvent.setup();
    expect(screen.queryByText('Selecting a package is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Selecting a package is required');
    expect(view.location.assigned).toEqual([]);
  });

  it('after Select, the submit goes to that package’s cart link', async () => {
    const view = renderPackages();
    const cards = await screen.findAllByRole('article');
    const select = within(cards[1]).getByRole('link', { name: 'Select' });
    // The link itself navigates in a browser; here only the choice is recorded.
    select.addEventListener('click', (event) => event.preventDefault());
    const user = userEvent.setup();
    await user.click(select);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(view.location.assigned).toEqual([packages[1].cartLink]);
    expect(screen.queryByText('Selecting a package is required')).not.toBeInTheDocument();
  });

  it('the Terms of Service and Privacy Policy open in modals', async () => {
    renderPackages();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('a failed load shows the error', async () => {
    renderPackages(
      vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 503, message: 'Packages unavailable' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Packages unavailable');
  });
});

describe('Purchase map (SPEC §2, §8)', () => {
  it("'Redirecting to checkout page', then the browser goes to the required item's cartLink", async () => {
    const getCatalogItem = vi.fn(async (id: number) => catalogItem(id));
    const view = renderScreen({
      path: '/purchase-map',
      route: '/purchase-map',
      screen: <PurchaseMapScreen />,
      storage: signedIn,
      settings: { requiredPurchaseCatalogItemId: 1 },
      api: { getCatalogItem },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Redirecting to checkout page' })).toBeInTheDocument();
    await waitFor(() => expect(view.location.assigned).toEqual([catalogItem(1).cartLink]));
    expect(getCatalogItem).toHaveBeenCalledWith(1, true);
    expect(screen.getByRole('link', { name: /Continue to checkout/ })).toHaveAttribute('href', catalogItem(1).cartLink);
  });

  it('a failure goes to /error', async () => {
    const view = renderScreen({
      path: '/purchase-map',
      route: '/purchase-map',
      screen: <PurchaseMapScreen />,
      storage: signedIn,
      settings: { requiredPurchaseCatalogItemId: 1 },
      api: { getCatalogItem: vi.fn().mockRejectedValue(new Error('down')) },
    });
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
    expect(view.location.assigned).toEqual([]);
  });
});

describe('Leaving the app only for an allowed origin', () => {
  it('a cart link on another site goes to /error instead (purchase map)', async () => {
    const view = renderScreen({
      path: '/purchase-map',
      route: '/purchase-map',
      screen: <PurchaseMapScreen />,
      storage: signedIn,
      settings: { requiredPurchaseCatalogItemId: 1 },
      api: { getCatalogItem: vi.fn(async (id: number) => ({ ...catalogItem(id), cartLink: 'https://evil.test/pay' })) },
    });
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
    expect(view.location.assigned).toEqual([]);
  });

  it('a checkout address on another site, or script, goes to /error instead (store sso)', async () => {
    for (const address of ['https://evil.test/checkout', 'javascript:alert(1)']) {
      const view = renderScreen({
        path: '/store/sso?timestamp=1&fcsid=abc',
        route: '/store/sso',
        screen: <StoreSsoScreen />,
        storage: signedIn,
        api: { storeSso: vi.fn(async () => address) },
      });
      await waitFor(() => expect(view.currentLocation()).toBe('/error'));
      expect(view.location.assigned).toEqual([]);
      view.unmount();
    }
  });

  it("a package's cart link on another site goes to /error instead (choose your package)", async () => {
    const evil = packages.map((entry) => ({ ...entry, cartLink: 'https://evil.test/pay' }));
    const view = renderScreen({
      path: '/purchase-package',
      route: '/purchase-package',
      screen: <PurchasePackageScreen />,
      storage: signedIn,
      api: { listPackages: vi.fn(async () => evil) },
    });
    const cards = await screen.findAllByRole('article');
    const select = within(cards[0]).getByRole('link', { name: 'Select' });
    select.addEventListener('click', (event) => event.preventDefault());
    const user = userEvent.setup();
    await user.click(select);
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
    expect(view.location.assigned).toEqual([]);
  });
});

describe('Store sso (SPEC §2, §4)', () => {
  const renderSso = (path: string, storeSso = vi.fn(async () => 'https://cart.test/checkout?fc_auth_token=t')) =>
    renderScreen({ path, route: '/store/sso', screen: <StoreSsoScreen />, storage: signedIn, api: { storeSso } });

  it('reads timestamp and fcsid, asks for the checkout address and goes there', async () => {
    const storeSso = vi.fn(async () => 'https://cart.test/checkout?fc_auth_token=t');
    const view = renderSso('/store/sso?timestamp=1700000000&fcsid=abc123', storeSso);
    expect(
      screen.getByText('We are signing you in to the secure checkout. This only takes a moment.'),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-icon="cart"]')).not.toBeNull();
    expect(document.querySelector('[data-loading-overlay]')).not.toBeNull();
    await waitFor(() => expect(view.location.assigned).toEqual(['https://cart.test/checkout?fc_auth_token=t']));
    expect(storeSso).toHaveBeenCalledWith('user-1', '1700000000', 'abc123');
  });

  it('goes to /error without its parameters', async () => {
    const storeSso = vi.fn(async () => 'x');
    const view = renderSso('/store/sso?timestamp=1700000000', storeSso);
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
    expect(storeSso).not.toHaveBeenCalled();
  });

  it('goes to /error when the call fails', async () => {
    const view = renderSso('/store/sso?timestamp=1&fcsid=abc', vi.fn().mockRejectedValue(new Error('down')));
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
  });
});

describe('Survey return (SPEC §2, §4)', () => {
  const renderReturn = (surveyReturn: () => Promise<boolean>, path = '/survey/return/user-1') =>
    renderScreen({ path, route: '/survey/return/:id', screen: <SurveyReturnScreen />, api: { surveyReturn } });

  it("shows 'Hang tight while we chart you.' under a branded title, posts the third segment and goes home", async () => {
    const surveyReturn = vi.fn(async () => true);
    const view = renderReturn(surveyReturn);
    expect(screen.getByRole('heading', { level: 1, name: 'Insight Survey' })).toBeInTheDocument();
    expect(screen.getAllByText('Hang tight while we chart you.').length).toBeGreaterThan(0);
    await waitFor(() => expect(view.currentLocation()).toBe('/home'));
    expect(surveyReturn).toHaveBeenCalledWith('user-1');
  });

  it('a falsy answer goes to /error', async () => {
    const view = renderReturn(vi.fn(async () => false));
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
  });

  it('a failure goes to /error', async () => {
    const view = renderReturn(vi.fn().mockRejectedValue(new Error('down')));
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
  });
});
