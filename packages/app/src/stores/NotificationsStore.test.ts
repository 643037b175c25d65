import { STORAGE_KEYS, notificationMessages } from '@insight/api';
import { noticeListOf, noticeOf, notificationSettingsOf } from '@insight/api/testing';
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, getStoreEnv } from '../env';
import { aliceUser, createRecordingLocation, createRecordingNotifier, testSettings } from '../test/fakeEnv';
import { createAppStore } from './createAppStore';

const API = 'http://api.test';

/** The app's store over the real api client, with the network answered by fetch-mock. */
function setup({ signedIn = true } = {}) {
  const http = fetchMock.createInstance();
  const notifier = createRecordingNotifier();
  const store = createAppStore({
    settings: testSettings,
    storage: createMemoryStorage(signedIn ? { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } : {}),
    notifier,
    location: createRecordingLocation(),
    fetch: http.fetchHandler,
    getCookie: () => undefined,
  });
  return { http, notifier, store };
}

const accepted = noticeOf('invitationAccepted', { id: 'n3' });
const shared = noticeOf('guideShared', { id: 'n2', guides: ['Career Guide', 'Sports Guide'], count: 2 });
const old = noticeOf('sharesBack', { id: 'n1', read: true });

const bodyOf = (call: { options: { body?: unknown } } | undefined) => JSON.parse(String(call?.options.body));

describe('NotificationsStore: the bell’s list (GET /api/notifications)', () => {
  it('reads the notices and the unread count, without the loading overlay', async () => {
    const { http, store } = setup();
    http.get(`${API}/api/notifications`, noticeListOf([accepted, shared, old]));
    const reading = store.notifications.refresh();
    expect(store.isBusy).toBe(false);
    await expect(reading).resolves.toBe(true);
    expect(store.notifications.unread).toBe(2);
    expect(store.notifications.notices.map((notice) => notice.id)).toEqual(['n3', 'n2', 'n1']);
    expect(store.notifications.loaded).toBe(true);
    const call = http.callHistory.lastCall();
    expect(new Headers(call?.options.headers).get('authorization')).toBe(`Bearer ${aliceUser.token}`);
  });

  it('a failed refresh keeps what was there (no flicker of the badge) and says so', async () => {
    const { http, store } = setup();
    http.get(`${API}/api/notifications`, noticeListOf([accepted]), { repeat: 1 });
    await store.notifications.refresh();
    http.get(`${API}/api/notifications`, 500);
    const sent: unknown[] = [];
    getStoreEnv(store).outcomes?.listen((outcome) => sent.push(outcome));
    await expect(store.notifications.refresh()).resolves.toBe(false);
    // A 500 beside the screen stays there: nothing goes to the error screen.
    expect(sent).toEqual([]);
    expect(store.notifications.unread).toBe(1);
    expect(store.notifications.notices).toHaveLength(1);
    expect(store.notifications.refreshFailed).toBe(true);
  });

  it('an older answer does not overwrite a newer one', async () => {
    const { http, store } = setup();
    let answerFirst: (value: object) => void = () => undefined;
    http.get(`${API}/api/notifications`, new Promise<object>((resolve) => (answerFirst = resolve)), { repeat: 1 });
    const first = store.notifications.refresh();
    http.get(`${API}/api/notifications`, noticeListOf([accepted, shared]));
    await store.notifications.refresh();
    answerFirst(noticeListOf([]));
    await expect(first).resolves.toBe(false);
    expect(store.notifications.unread).toBe(2);
  });
});

describe('The bell: opening the list marks the shown notices read (POST /api/notifications/read)', () => {
  it('sends the unread ids shown, drops the badge at once, keeps the dots until the list closes', async () => {
    const { http, store } = setup();
    http.get(`${API}/api/notifications`, { unread: 5, notices: [accepted, shared, old] });
    http.post(`${API}/api/notifications/read`, 204);
    await store.notifications.refresh();
    await expect(store.bell.open()).resolves.toBe(true);
    expect(bodyOf(http.callHistory.lastCall(`${API}/api/notifications/read`))).toEqual({ ids: ['n3', 'n2'] });
    // Unread beyond the shown ones stay counted.
    expect(store.notifications.unread).toBe(3);
    // Read in the data (as the server has them); the open list keeps their dots.
    expect(store.notifications.notices.every((notice) => notice.read)).toBe(true);
    expect(store.bell.shown.filter((notice) => !notice.read)).toHaveLength(2);
    // A refresh while open (the server has them read now) keeps the dots.
    http.removeRoutes();
    http.get(`${API}/api/notifications`, {
      unread: 3,
      notices: [accepted, shared, old].map((n) => ({ ...n, read: true })),
    });
    await store.notifications.refresh();
    expect(store.bell.shown.filter((notice) => !notice.read)).toHaveLength(2);
    store.bell.close();
    expect(store.bell.shown.every((notice) => notice.read)).toBe(true);
    expect(store.bell.isOpen).toBe(false);
  });

  it('nothing unread: opening sends nothing', async () => {
    const { http, store } = setup();
    http.get(`${API}/api/notifications`, noticeListOf([old]));
    await store.notifications.refresh();
    await store.bell.open();
    expect(store.bell.isOpen).toBe(true);
    expect(http.callHistory.called(`${API}/api/notifications/read`)).toBe(false);
  });

  it('a failed mark reads the list again, so the badge shows what the server has', async () => {
    const { http, store } = setup();
    http.get(`${API}/api/notifications`, noticeListOf([accepted]));
    http.post(`${API}/api/notifications/read`, 500);
    await store.notifications.refresh();
    await expect(store.bell.open()).resolves.toBe(false);
    expect(store.notifications.unread).toBe(1);
    expect(http.callHistory.calls(`${API}/api/notifications`)).toHaveLength(2);
    // Unread again as the server has it: the dot shows, whatever the list's state.
    expect(store.bell.shown.filter((notice) => !notice.read)).toHaveLength(1);
  });

  it('the end of the session closes the list', async () => {
    const { http, store } = setup();
    http.get(`${API}/api/notifications`, noticeListOf([accepted]));
    http.post(`${API}/api/notifications/read`, 204);
    await store.notifications.refresh();
    await store.bell.open();
    store.session.end();
    expect(store.bell.isOpen).toBe(false);
    expect(store.bell.shown).toEqual([]);
  });
});

describe('NotificationsStore: the mail switches (GET and PUT /api/notifications/settings)', () => {
  it('reads them, then saves one flipped with the others as they are, with a toast', async () => {
    const { http, notifier, store } = setup();
    http.get(`${API}/api/notifications/settings`, notificationSettingsOf());
    http.put(`${API}/api/notifications/settings`, notificationSettingsOf({ guideShared: false }));
    await expect(store.notifications.loadSettings()).resolves.toBe(true);
    expect(store.notifications.settings).toEqual(notificationSettingsOf());
    const saving = store.notifications.saveSetting('guideShared', false);
    // The switch shows the new state at once.
    expect(store.notifications.settings?.guideShared).toBe(false);
    await expect(saving).resolves.toBe(true);
    expect(bodyOf(http.callHistory.lastCall(`${API}/api/notifications/settings`))).toEqual(
      notificationSettingsOf({ guideShared: false }),
    );
    expect(notifier.messages).toEqual([{ kind: 'success', message: 'Your notification settings have been saved.' }]);
  });

  it('a failed save puts that switch back and shows why', async () => {
    const { http, notifier, store } = setup();
    http.get(`${API}/api/notifications/settings`, notificationSettingsOf());
    http.put(`${API}/api/notifications/settings`, 500);
    await store.notifications.loadSettings();
    await expect(store.notifications.saveSetting('sharesBack', false)).resolves.toBe(false);
    expect(store.notifications.settings?.sharesBack).toBe(true);
    expect(store.notifications.savingKind).toBe('sharesBack');
    expect(store.notifications.saving.error).toBeTruthy();
    expect(notifier.messages[0]).toEqual({ kind: 'error', message: store.notifications.saving.error });
  });

  it('a failed read keeps its error for the card', async () => {
    const { http, store } = setup();
    http.get(`${API}/api/notifications/settings`, 500);
    await expect(store.notifications.loadSettings()).resolves.toBe(false);
    expect(store.notifications.settings).toBeNull();
    expect(store.notifications.settingsRequest.error).toBeTruthy();
  });
});

describe('NotificationsStore: unsubscribe (POST /api/notifications/unsubscribe)', () => {
  it('works signed out: sends the token without a bearer and keeps the switch it turned off', async () => {
    const { http, store } = setup({ signedIn: false });
    http.post(`${API}/api/notifications/unsubscribe`, { kind: 'guideShared' });
    await expect(store.notifications.unsubscribe('token-1')).resolves.toBe(true);
    const call = http.callHistory.lastCall();
    expect(bodyOf(call)).toEqual({ token: 'token-1' });
    expect(new Headers(call?.options.headers).get('authorization')).toBeNull();
    expect(store.notifications.unsubscribed).toBe('guideShared');
  });

  it('a bad link: the server’s words, nothing kept', async () => {
    const { http, store } = setup({ signedIn: false });
    http.post(`${API}/api/notifications/unsubscribe`, {
      status: 400,
      body: { message: notificationMessages.unsubscribeInvalid },
    });
    await expect(store.notifications.unsubscribe('forged')).resolves.toBe(false);
    expect(store.notifications.unsubscribed).toBeNull();
    expect(store.notifications.unsubscribeRequest.error).toBe(notificationMessages.unsubscribeInvalid);
    // Entering the screen again (another link): nothing done on it yet.
    expect(store.notifications.enterUnsubscribe()).toEqual({ kind: 'show' });
    expect(store.notifications.unsubscribeRequest.error).toBeNull();
    expect(store.notifications.unsubscribed).toBeNull();
  });

  it('logout forgets the notices and the switches', async () => {
    const { http, store } = setup();
    http.get(`${API}/api/notifications`, noticeListOf([accepted]));
    http.get(`${API}/api/notifications/settings`, notificationSettingsOf());
    await store.notifications.refresh();
    await store.notifications.loadSettings();
    store.session.end();
    expect(store.notifications.notices).toEqual([]);
    expect(store.notifications.unread).toBe(0);
    expect(store.notifications.settings).toBeNull();
  });
});
