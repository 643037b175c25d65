import '../../test/setup';
import { addressMessages as am, ApiError, STORAGE_KEYS, type Contact } from '@insight/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../../test/fakeEnv';
import { renderApp } from '../../test/render';

/** Proven addresses in the app: the confirm-email link, the notice where invitations wait, sessions that end. */
const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const alice = (extra: Partial<Contact> = {}): Contact => ({
  user: {
    id: 'user-1',
    firstName: 'Alice',
    lastName: 'Liddell',
    gender: 'F',
    userName: 'alice@example.com',
    password: null,
    profilePicture: null,
  },
  ...extra,
});
const slow = { timeout: 5000 };

describe('/confirm-email', () => {
  it('opening the link calls nothing: the page names the address and offers Confirm, first in the card', async () => {
    const confirmEmail = vi.fn(async () => ({ email: 'alice@example.com' }));
    renderApp({ path: '/confirm-email?token=abc&email=alice%40example.com', api: { confirmEmail } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Your Email Address' }, slow)).toBeVisible();
    expect(screen.getByText('Choose Confirm to confirm that alice@example.com is your email address.')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toBeEnabled();
    // The only control on the page's card: the first stop of its tab order.
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href], button, input, select, textarea, [tabindex="0"]')).toBe(button);
    // The page's effects have run (findBy waits inside act): still no call.
    expect(confirmEmail).not.toHaveBeenCalled();
  });

  it('Confirm proves the address once and says so, signed out too', async () => {
    const confirmEmail = vi.fn(async () => ({ email: 'alice@example.com' }));
    renderApp({ path: '/confirm-email?token=abc&email=alice%40example.com', api: { confirmEmail } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }, slow));
    expect(await screen.findByText(am.confirmed('alice@example.com'))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(confirmEmail).toHaveBeenCalledTimes(1);
    expect(confirmEmail).toHaveBeenCalledWith('abc');
  });

  it('a link without the address says so plainly; what the server proved is what the page says', async () => {
    const confirmEmail = vi.fn(async () => ({ email: 'alice@example.com' }));
    renderApp({ path: '/confirm-email?token=abc&email=not-an-address', api: { confirmEmail } });
    expect(
      await screen.findByText('Choose Confirm to confirm the email address this link was sent to.', {}, slow),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(am.confirmed('alice@example.com'))).toBeVisible();
  });

  it('shows the server’s words for a used link after Confirm, and the button goes', async () => {
    const confirmEmail = vi.fn(async () => {
      throw new ApiError({ kind: 'http', status: 400, message: am.linkInvalid });
    });
    renderApp({ path: '/confirm-email?token=used', api: { confirmEmail } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }, slow));
    expect(await screen.findByRole('alert')).toHaveTextContent(am.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('too many attempts keep the button: the same link works a little later', async () => {
    const confirmEmail = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 429, message: am.tooManyAttempts }))
      .mockResolvedValueOnce({ email: 'alice@example.com' });
    renderApp({ path: '/confirm-email?token=abc', api: { confirmEmail } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, slow));
    expect(await screen.findByRole('alert')).toHaveTextContent(am.tooManyAttempts);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(am.confirmed('alice@example.com'))).toBeVisible();
    expect(confirmEmail).toHaveBeenCalledTimes(2);
  });

  it('a link without its token calls nothing and offers no button', async () => {
    const confirmEmail = vi.fn();
    renderApp({ path: '/confirm-email', api: { confirmEmail } });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(am.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(confirmEmail).not.toHaveBeenCalled();
  });
});

describe('the notice where invitations wait for a proven address', () => {
  const connectionsApi = (contact: Contact, extra: Record<string, unknown> = {}) => ({
    getContact: vi.fn(async () => contact),
    listConnections: vi.fn(async () => []),
    listSentRequests: vi.fn(async () => []),
    listReceivedRequests: vi.fn(async () => []),
    ...extra,
  });

  it('says so on the connections screen, and "Send the link again" sends it with a toast', async () => {
    const resendEmailConfirmation = vi.fn(async () => undefined);
    renderApp({
      path: '/connections',
      storage: signedIn,
      api: connectionsApi(alice({ emailConfirmed: false }), { resendEmailConfirmation }),
    });
    expect(await screen.findByText(am.unconfirmedTitle, {}, slow)).toBeVisible();
    expect(screen.getByText(am.unconfirmed('alice@example.com'))).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: am.resend }));
    expect(resendEmailConfirmation).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(am.resent)).toBeVisible();
  });

  it('shows nothing once the address is proven', async () => {
    renderApp({ path: '/connections', storage: signedIn, api: connectionsApi(alice({ emailConfirmed: true })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Build My Connections' }, slow)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(am.unconfirmedTitle)).not.toBeInTheDocument());
  });
});

describe('sessions end on the server', () => {
  it('Logout revokes the token on the server', async () => {
    const revokeToken = vi.fn(async () => undefined);
    renderApp({
      path: '/connections',
      storage: signedIn,
      api: {
        revokeToken,
        getContact: vi.fn(async () => alice()),
        listConnections: vi.fn(async () => []),
        listSentRequests: vi.fn(async () => []),
        listReceivedRequests: vi.fn(async () => []),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Build My Connections' }, slow);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(revokeToken).toHaveBeenCalledWith(aliceUser.token));
    expect(await screen.findByRole('heading', { name: 'Login To Insight' }, slow)).toBeVisible();
  });

  it('Profile: "Sign out everywhere" ends every session and goes to login; a pending address is shown', async () => {
    const signOutEverywhere = vi.fn(async () => undefined);
    const revokeToken = vi.fn(async () => undefined);
    const app = renderApp({
      path: '/profile',
      storage: signedIn,
      api: {
        getContact: vi.fn(async () => alice({ emailConfirmed: true, pendingEmail: 'new@example.com' })),
        signOutEverywhere,
        revokeToken,
      },
    });
    expect(await screen.findByText(am.pendingChange('new@example.com', 'alice@example.com'), {}, slow)).toBeVisible();
    expect(screen.getByText(am.signOutEverywhereHelp)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: am.signOutEverywhere }));
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Login To Insight' }, slow)).toBeVisible();
    expect(app.currentLocation()).toBe('/login');
  });

  it('Profile: "Cancel the change" withdraws the waiting address: the notice goes, a toast says so, focus on Email', async () => {
    const cancelEmailChange = vi.fn(async () => undefined);
    renderApp({
      path: '/profile',
      storage: signedIn,
      api: {
        getContact: vi.fn(async () => alice({ emailConfirmed: true, pendingEmail: 'new@example.com' })),
        cancelEmailChange,
      },
    });
    const notice = am.pendingChange('new@example.com', 'alice@example.com');
    expect(await screen.findByText(notice, {}, slow)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: am.cancelChange }));
    expect(cancelEmailChange).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(am.changeCancelled)).toBeVisible();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: am.cancelChange })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('alice@example.com');
  });
});
