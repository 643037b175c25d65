import '../test/setup';
import { STORAGE_KEYS, errorMessages, type Contact } from '@insight/api';
import {
  catalogItem,
  catalogItems,
  packages,
  person,
  reportHtml,
  traitProfileOf,
  traitScores,
} from '@insight/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../test/fakeEnv';
import { renderApp } from '../test/render';

const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const alice: Contact = {
  user: { firstName: 'Alice', lastName: 'Liddell', gender: 'F', userName: 'alice@example.com', password: null },
};
const contactApi = { getContact: vi.fn(async () => alice) };

describe('guarded routes', () => {
  it.each([
    '/home',
    '/home/guide/1',
    '/home/guide/1/of/user-zoe',
    '/home/overview/103',
    '/compare/user-zoe',
    '/connections',
    '/contact',
    '/profile',
    '/purchase-map',
    '/purchase-package',
    '/store/sso',
  ])('a visitor who is not signed in is sent from %s to login with a returnUrl', async (path) => {
    const app = renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login To Insight' })).toBeInTheDocument();
    expect(app.currentLocation()).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
  });

  it('keeps the query of the guarded address in the returnUrl', async () => {
    const app = renderApp({ path: '/store/sso?timestamp=1&fcsid=abc' });
    await screen.findByRole('heading', { name: 'Login To Insight' });
    expect(new URLSearchParams(app.currentLocation()?.split('?')[1]).get('returnUrl')).toBe(
      '/store/sso?timestamp=1&fcsid=abc',
    );
  });

  it('sends / to /home, which a signed-in user sees (the library, once the home gate passes)', async () => {
    const app = renderApp({
      path: '/',
      storage: signedIn,
      settings: { requiredPurchaseCatalogItemId: 1, featuredCatalogItemId: 1 },
      api: {
        ...contactApi,
        getCatalogItem: vi.fn(async (id: number) => catalogItem(id)),
        getSurvey: vi.fn(async () => ({ status: 'complete' as const, url: null })),
        listCatalogItems: vi.fn(async () => catalogItems),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: "Alice's Personal Guides" })).toBeInTheDocument();
    expect(app.currentLocation()).toBe('/home');
  });

  it('goes to the error page when the user cannot be fetched', async () => {
    const app = renderApp({
      path: '/home',
      storage: signedIn,
      api: { getContact: vi.fn().mockRejectedValue(new Error('boom')) },
    });
    expect(await screen.findByText(errorMessages.errorPage)).toBeInTheDocument();
    expect(app.currentLocation()).toBe('/error');
  });

  it('/profile is the Profile screen, no placeholder', async () => {
    renderApp({ path: '/profile', storage: signedIn, api: contactApi });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Your Insight Account' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByText('This page is coming soon.')).not.toBeInTheDocument();
  });

  it('/purchase-package lists the packages', async () => {
    renderApp({ path: '/purchase-package', storage: signedIn, api: { listPackages: vi.fn(async () => packages) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Complete Insight' })).toBeInTheDocument();
  });

  it('contact shows the support e-mail', async () => {
    renderApp({ path: '/contact', storage: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'support@insight.test' })).toHaveAttribute(
      'href',
      'mailto:support@insight.test',
    );
  });
});

describe('deep links: the report view, the overview and the compare view have their own addresses', () => {
  const libraryApi = () => ({
    ...contactApi,
    getCatalogItem: vi.fn(async (id: number) => catalogItem(id)),
    getSurvey: vi.fn(async () => ({ status: 'complete' as const, url: null })),
    listCatalogItems: vi.fn(async () => catalogItems),
    getReport: vi.fn(async (_user: string, reportId: number) => reportHtml(`Guide ${reportId}`)),
    getTraits: vi.fn(async () => traitProfileOf(person('user-1', 'Alice', 'Liddell'), traitScores.ada)),
  });
  const settings = { requiredPurchaseCatalogItemId: 1, featuredCatalogItemId: 1 };

  it('a bookmarked guide opens after the home gate; Back returns to the library with the tab it was on', async () => {
    const api = libraryApi();
    const app = renderApp({ path: '/home', storage: signedIn, settings, api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Invite Friends, Family, Colleagues' }));
    await user.click(await screen.findByRole('button', { name: 'View My Personal Map' }));
    expect(await screen.findByRole('article', { name: 'My Personal Map' })).toHaveTextContent('Guide 1');
    expect(app.currentLocation()).toBe('/home/guide/1');
    expect(screen.getByRole('figure', { name: 'Your traits' })).toBeInTheDocument();
    await act(() => app.router.navigate(-1));
    expect(await screen.findByRole('tab', { name: 'Invite Friends, Family, Colleagues' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(app.currentLocation()).toBe('/home');
    // The gate ran once: the library stays while its views change.
    expect(api.getSurvey).toHaveBeenCalledTimes(1);
  });

  it('reloading a guide address opens that guide', async () => {
    renderApp({ path: '/home/guide/102', storage: signedIn, settings, api: libraryApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Strengths' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Career Strengths' })).toHaveTextContent('Guide 102');
  });

  it('the home gate still decides first: a deep link of someone who has not bought the map goes to the packages', async () => {
    const app = renderApp({
      path: '/home/guide/1',
      storage: signedIn,
      settings,
      api: { ...libraryApi(), getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: false })) },
    });
    await waitFor(() => expect(app.currentLocation()).toBe('/purchase-package'));
  });

  it('/compare/:userId is the compare screen', async () => {
    renderApp({
      path: '/compare/user-zoe',
      storage: signedIn,
      api: {
        ...contactApi,
        compareTraits: vi.fn(async () => ({
          me: traitProfileOf(person('user-1', 'Alice', 'Liddell'), traitScores.ada),
          them: traitProfileOf(person('user-zoe', 'Zoe', 'Quinn'), traitScores.zoe),
        })),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare traits' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: "Zoe's traits" })).toBeInTheDocument();
  });

  it('an address under /home that is no view of the library is an unmatched path', async () => {
    renderApp({ path: '/home/guides', storage: signedIn, api: contactApi });
    expect(await screen.findByText('Cannot match any routes.')).toBeInTheDocument();
  });
});

describe('the guards are the elements of the routes they keep', () => {
  it('a redirect takes the place of the address it refused, first or followed: Back never returns to a page that bounces', async () => {
    const app = renderApp({ path: '/contact' });
    await screen.findByRole('heading', { level: 1, name: 'Login To Insight' });
    expect(app.currentLocation()).toBe('/login?returnUrl=%2Fcontact');
    expect(app.router.historyAction).toBe('REPLACE');
    act(() => app.router.navigate('/register'));
    await screen.findByRole('heading', { level: 1, name: 'Create Your Insight Dashboard' });
    act(() => app.router.navigate('/profile'));
    await waitFor(() => expect(app.currentLocation()).toBe('/login?returnUrl=%2Fprofile'));
    expect(app.router.historyAction).toBe('REPLACE');
    // Back: the register page (the refused /profile is not in the history), then the first login page.
    act(() => app.router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Create Your Insight Dashboard' });
    act(() => app.router.navigate(-1));
    await waitFor(() => expect(app.currentLocation()).toBe('/login?returnUrl=%2Fcontact'));
  });

  it('run again when the session ends on a signed-in page (the visitor goes to login with a returnUrl)', async () => {
    const app = renderApp({ path: '/contact?from=menu', storage: signedIn });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    act(() => app.store.session.end('expired'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login To Insight' })).toBeInTheDocument();
    expect(app.currentLocation()).toBe(`/login?returnUrl=${encodeURIComponent('/contact?from=menu')}`);
    expect(app.router.historyAction).toBe('REPLACE');
  });
});

describe('open routes', () => {
  it.each([
    ['/login', 'Login To Insight'],
    ['/register', 'Create Your Insight Dashboard'],
    ['/recover-password', 'Request Password Reset'],
    ['/reset-password?email=a%40b.co&token=t', 'Reset Password'],
    ['/error', 'Something went wrong'],
    ['/survey/return/42', 'Insight Survey'],
  ])('%s is open to visitors', async (path, heading) => {
    // The survey return call stays unanswered: that screen waits rather than leave for /error mid-assertion.
    const app = renderApp({ path, api: { surveyReturn: () => new Promise<boolean>(() => undefined) } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(app.currentLocation()).toBe(path);
  });

  it('the error page says what SPEC says', async () => {
    renderApp({ path: '/error' });
    expect(
      await screen.findByText(
        'Whoops! An error occurred while processing your request. Please try again. If the problem persists, please contact support.',
      ),
    ).toBeInTheDocument();
  });
});

describe('any other path', () => {
  it('shows the router text when no domain redirect is configured', async () => {
    const app = renderApp({ path: '/no/such/page' });
    expect(await screen.findByText('Cannot match any routes.')).toBeInTheDocument();
    expect(app.location.assigned).toEqual([]);
  });

  it('sends the browser to the domain redirect address when configured', async () => {
    const app = renderApp({ path: '/no/such/page', settings: { domainRedirectUrl: 'https://insight.example.com/' } });
    await waitFor(() => expect(app.location.assigned).toEqual(['https://insight.example.com/']));
    expect(screen.queryByText('Cannot match any routes.')).not.toBeInTheDocument();
  });
});

describe('externalRedirect', () => {
  it('opens the decoded address of the configured cart store in the same window', async () => {
    const target = 'https://cart.test/cart?name=Map&price=19';
    const app = renderApp({ path: `/externalRedirect/${encodeURIComponent(target)}` });
    await waitFor(() => expect(app.location.assigned).toEqual([target]));
  });

  it.each([
    [
      'the domain redirect page',
      'https://insight.example.com/about',
      { domainRedirectUrl: 'https://insight.example.com/' },
    ],
    ['the questionnaire host (the server)', 'http://api.test/questionnaire/abc?page=2', {}],
    ['the app itself', 'http://app.test/home', {}],
  ])('opens %s', async (_name, target, settings) => {
    const app = renderApp({ path: `/externalRedirect/${encodeURIComponent(target)}`, settings });
    await waitFor(() => expect(app.location.assigned).toEqual([target]));
  });

  it.each([
    'https://evil.example/reset-password?token=x',
    'https://cart.test.evil.example/cart',
    'http://cart.test/cart',
    'https://user@evil.example@cart.test.evil.example/',
  ])('refuses an address that is not allowed: %s', async (target) => {
    const app = renderApp({ path: `/externalRedirect/${encodeURIComponent(target)}` });
    expect(await screen.findByText(errorMessages.errorPage)).toBeInTheDocument();
    expect(app.location.assigned).toEqual([]);
    expect(app.currentLocation()).toBe('/error');
  });

  it('refuses anything that is not a web address', async () => {
    const app = renderApp({ path: `/externalRedirect/${encodeURIComponent('javascript:alert(1)')}` });
    expect(await screen.findByText(errorMessages.errorPage)).toBeInTheDocument();
    expect(app.location.assigned).toEqual([]);
    expect(app.currentLocation()).toBe('/error');
  });
});

describe('layout', () => {
  it('offers Login and Register when signed out', async () => {
    renderApp({ path: '/login' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the signed-in navigation, and Logout clears the session and goes to login', async () => {
    const app = renderApp({
      path: '/home',
      storage: { ...signedIn, [STORAGE_KEYS.contact]: JSON.stringify(alice) },
      api: contactApi,
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: 'Connections' })).toHaveAttribute('href', '/connections');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(nav.querySelector('a[href="https://cart.test/cart?cart=view"]')).not.toBeNull();
    // A printed guide leaves the header and the footer out (layout/print.ts).
    expect(screen.getByRole('banner')).toHaveAttribute('data-print', 'hidden');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-print', 'hidden');

    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login To Insight' })).toBeInTheDocument();
    expect(app.currentLocation()).toBe('/login');
    expect(app.storage.getItem('currentUser')).toBeNull();
    expect(app.storage.getItem('iMLContact')).toBeNull();
  });

  it('Logout sends no call of the signed-in header after the session ends (the badge refresh went without a token)', async () => {
    const listReceivedRequests = vi.fn(async () => []);
    const revokeToken = vi.fn(async () => undefined);
    const app = renderApp({
      path: '/contact',
      storage: { ...signedIn, [STORAGE_KEYS.contact]: JSON.stringify(alice) },
      api: { ...contactApi, listReceivedRequests, revokeToken },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(listReceivedRequests).toHaveBeenCalledTimes(1));

    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login To Insight' })).toBeInTheDocument();
    expect(app.currentLocation()).toBe('/login');
    expect(listReceivedRequests).toHaveBeenCalledTimes(1);
    expect(app.location.reloads).toBe(0);
    // One sign-out: the token is revoked once (the login screen's entry finds nobody left to sign out).
    expect(revokeToken).toHaveBeenCalledTimes(1);
    expect(app.store.session.ending).toBe('signedOut');
  });

  it('has a footer with the app name, version, company and support contact', async () => {
    renderApp({ path: '/login' });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Insight');
    expect(footer).toHaveTextContent('1.2.3');
    expect(footer).toHaveTextContent('2025');
    expect(footer).toHaveTextContent('Insight Labs');
    expect(within(footer).getByRole('link', { name: /support@insight\.test/ })).toHaveAttribute(
      'href',
      'mailto:support@insight.test',
    );
  });
});
