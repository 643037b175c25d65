import '../../test/setup';
import { STORAGE_KEYS, notificationMessages } from '@insight/api';
import { adaContact, noticeListOf, noticeOf, notificationSettingsOf } from '@insight/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noticeSentence as sentence } from '../../texts/notifications';
import { aliceUser } from '../../test/fakeEnv';
import { renderApp } from '../../test/render';

const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const ann = { userId: 'user-ann', name: 'Ann Lee' };

describe('the notices as sentences', () => {
  it('says each kind as the person reads it', () => {
    expect(sentence(noticeOf('invitationAccepted', { person: ann }))).toBe('Ann Lee accepted your invitation.');
    expect(sentence(noticeOf('guideShared', { person: ann, guides: ['Career Guide'] }))).toBe(
      'Ann Lee shared Career Guide with you.',
    );
    expect(sentence(noticeOf('guideShared', { person: ann, guides: ['A', 'B', 'C'], count: 3 }))).toBe(
      'Ann Lee shared 3 guides with you: A, B and C.',
    );
    expect(sentence(noticeOf('guideShared', { person: ann, guides: ['A', 'B'], count: 2 }))).toBe(
      'Ann Lee shared 2 guides with you: A and B.',
    );
    // The titles no longer shared are left out by the server; the count still says what happened.
    expect(sentence(noticeOf('guideShared', { person: ann, guides: [], count: 2 }))).toBe(
      'Ann Lee shared 2 guides with you.',
    );
    expect(sentence(noticeOf('sharesBack', { person: ann }))).toBe(
      'Ann Lee now shares their Personal Map with you: compare your traits.',
    );
    expect(sentence(noticeOf('invitationExpiring', { person: { userId: null, name: 'Ann Lee' } }))).toBe(
      'Your invitation to Ann Lee expires tomorrow.',
    );
  });
});

describe('the bell in the signed-in header', { timeout: 20_000 }, () => {
  it('shows the unread count, opens the list, marks the shown notices read, and goes where a notice matters', async () => {
    const notices = vi.fn(async () =>
      noticeListOf([
        noticeOf('sharesBack', { id: 'n3', person: ann, createdAt: new Date(Date.now() - 120_000).toISOString() }),
        noticeOf('guideShared', { id: 'n2', person: ann, guides: ['Career Guide'] }),
        noticeOf('invitationAccepted', { id: 'n1', person: ann, read: true }),
      ]),
    );
    const markNoticesRead = vi.fn(async () => undefined);
    // /home's gate is asked and never answers: the library stays at its address (an unexpected call fails the gate,
    // which would send a slow run on to /error before the address is read).
    const unanswered = () => new Promise<never>(() => undefined);
    const app = renderApp({
      path: '/contact',
      storage: signedIn,
      api: {
        notices,
        markNoticesRead,
        listReceivedRequests: vi.fn(async () => []),
        getContact: unanswered,
        getCatalogItem: unanswered,
        listCatalogItems: unanswered,
        getSurvey: unanswered,
        getTraits: unanswered,
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(bell);
    expect(markNoticesRead).toHaveBeenCalledWith({ ids: ['n3', 'n2'] });
    expect(bell).toHaveAccessibleName('Notifications');
    const list = screen.getByRole('group', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(
      'Unread: Ann Lee now shares their Personal Map with you: compare your traits. 2 minutes ago',
    );
    expect(links[0]).toHaveAttribute('href', '/compare/user-ann');
    expect(links[2]).toHaveAttribute('href', '/connections');
    // The shared guides: the library's tab of connections' guides.
    await user.click(links[1]);
    await waitFor(() => expect(app.currentLocation()).toBe('/home'));
    expect(app.store.library.tab).toBe('connections');
    // Still there once the gate has been asked (nothing failed and left for the error screen).
    await waitFor(() => expect(app.store.homeGate.state).not.toBe('idle'));
    expect(app.currentLocation()).toBe('/home');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Moving to another screen reads the list again.
    expect(notices.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('is not there signed out', async () => {
    renderApp({ path: '/login', api: {} });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

describe('Profile: Notifications', { timeout: 20_000 }, () => {
  it('one switch per event for mail, saved as flipped with a toast; a failure puts it back and says why', async () => {
    const updateNotificationSettings = vi
      .fn()
      .mockResolvedValueOnce(notificationSettingsOf({ guideShared: false }))
      .mockRejectedValueOnce(new Error('offline'));
    renderApp({
      path: '/profile',
      storage: signedIn,
      api: {
        getContact: vi.fn(async () => adaContact),
        notificationSettings: vi.fn(async () => notificationSettingsOf()),
        updateNotificationSettings,
      },
    });
    const card = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 });
    const group = await within(card).findByRole('group', { name: 'E-mail me when' });
    const switches = within(group).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('name'))).toEqual([
      'invitationAccepted',
      'guideShared',
      'sharesBack',
      'invitationExpiring',
    ]);
    expect(switches.every((s) => (s as HTMLInputElement).checked)).toBe(true);
    const user = userEvent.setup();
    const shared = within(group).getByRole('switch', { name: 'A connection shares a guide with me' });
    await user.click(shared);
    expect(updateNotificationSettings).toHaveBeenCalledWith(notificationSettingsOf({ guideShared: false }));
    expect(await screen.findByText('Your notification settings have been saved.')).toBeInTheDocument();
    expect(shared).not.toBeChecked();

    const back = within(group).getByRole('switch', { name: 'A connection shares their Personal Map back' });
    await user.click(back);
    await waitFor(() => expect(back).toBeChecked());
    expect(back).toHaveAttribute('aria-invalid', 'true');
  });

  it('a failed read says why and can be tried again', async () => {
    const notificationSettings = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(notificationSettingsOf({ sharesBack: false }));
    renderApp({
      path: '/profile',
      storage: signedIn,
      api: { getContact: vi.fn(async () => adaContact), notificationSettings },
    });
    const card = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 });
    await userEvent.setup().click(await within(card).findByRole('button', { name: 'Try again' }));
    expect(
      await within(card).findByRole('switch', { name: 'A connection shares their Personal Map back' }),
    ).not.toBeChecked();
  });
});

describe('/unsubscribe (a mail’s link, signed out)', { timeout: 20_000 }, () => {
  it('loading the page changes nothing; the button stops that mail and says which, with the way back', async () => {
    const unsubscribe = vi.fn(async () => ({ kind: 'guideShared' as const }));
    renderApp({ path: '/unsubscribe?token=abc.def', api: { unsubscribe } });
    const button = await screen.findByRole('button', { name: 'Stop these e-mails' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(unsubscribe).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(unsubscribe).toHaveBeenCalledWith({ token: 'abc.def' });
    expect(
      await screen.findByText(/You will no longer get an e-mail when a connection shares a guide with you\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your e-mail settings in your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('a bad link says so (the server’s words); a link without a token asks nothing', async () => {
    const { ApiError } = await import('@insight/api');
    const unsubscribe = vi.fn(async () => {
      throw new ApiError({ kind: 'http', status: 400, message: notificationMessages.unsubscribeInvalid });
    });
    const { unmount } = renderApp({ path: '/unsubscribe?token=forged', api: { unsubscribe } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop these e-mails' }, { timeout: 5000 }));
    expect(await screen.findByText(notificationMessages.unsubscribeInvalid)).toBeInTheDocument();
    unmount();
    const none = vi.fn();
    renderApp({ path: '/unsubscribe', api: { unsubscribe: none } });
    expect(await screen.findByText(notificationMessages.unsubscribeInvalid, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).not.toBeInTheDocument();
    expect(none).not.toHaveBeenCalled();
  });

  it('too many requests from the network: the server’s words, and the button stays to try again later', async () => {
    const { ApiError } = await import('@insight/api');
    const unsubscribe = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({ kind: 'http', status: 429, message: notificationMessages.tooManyUnsubscribes }),
      )
      .mockResolvedValueOnce({ kind: 'sharesBack' as const });
    renderApp({ path: '/unsubscribe?token=abc.def', api: { unsubscribe } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stop these e-mails' }, { timeout: 5000 }));
    expect(await screen.findByText(notificationMessages.tooManyUnsubscribes)).toBeInTheDocument();
    // A few minutes later the same link works.
    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(unsubscribe).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(/You will no longer get an e-mail when/)).toBeInTheDocument();
    expect(screen.queryByText(notificationMessages.tooManyUnsubscribes)).not.toBeInTheDocument();
  });
});
