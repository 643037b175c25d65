import { STORAGE_KEYS } from '@insight/api';
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../env';
import { aliceUser, createRecordingLocation, createRecordingNotifier, testSettings } from '../test/fakeEnv';
import { createAppStore } from './createAppStore';

function setup() {
  const http = fetchMock.createInstance();
  const location = createRecordingLocation();
  const storage = createMemoryStorage({
    [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser),
    [STORAGE_KEYS.contact]: '{}',
  });
  const store = createAppStore({
    settings: testSettings,
    storage,
    notifier: createRecordingNotifier(),
    location,
    fetch: http.fetchHandler,
    getCookie: () => undefined,
  });
  return { http, location, storage, store };
}

describe('createAppStore', () => {
  it('sends the signed-in user token as a Bearer header', async () => {
    const { http, store } = setup();
    http.get('http://api.test/api/mylifecontact', {
      user: { firstName: 'Alice', lastName: 'Liddell', gender: 'F', userName: 'alice@example.com', password: null },
    });
    await expect(store.profile.loadContact()).resolves.toEqual({ kind: 'show' });
    const call = http.callHistory.lastCall();
    expect(new Headers(call?.options.headers).get('authorization')).toBe(`Bearer ${aliceUser.token}`);
    expect(store.profile.fullName).toBe('Alice Liddell');
  });

  it('a 401 on any call logs out and reloads the page (SPEC §8)', async () => {
    const { http, location, storage, store } = setup();
    http.get('http://api.test/api/mylifecontact', 401);
    await expect(store.profile.loadContact()).resolves.toEqual({ kind: 'signedOut' });
    expect(store.session.isSignedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.contact)).toBeNull();
    expect(location.reloads).toBe(1);
  });

  it('a 401 for a call sent before the person logged out is not theirs: no second logout, no reload', async () => {
    const { http, location, store } = setup();
    let answer: (status: number) => void = () => undefined;
    http.get('http://api.test/api/mylifecontact', new Promise<number>((resolve) => (answer = resolve)));
    const loading = store.profile.loadContact();
    await Promise.resolve();
    store.session.end();
    answer(401);
    await expect(loading).resolves.toEqual({ kind: 'signedOut' });
    expect(location.reloads).toBe(0);
  });

  it('a 401 for a call sent with an earlier token reloads nothing once another session has begun', async () => {
    const { http, location, storage, store } = setup();
    let answer: (status: number) => void = () => undefined;
    http.get('http://api.test/api/mylifecontact', new Promise<number>((resolve) => (answer = resolve)));
    const loading = store.profile.loadContact();
    await Promise.resolve();
    store.session.end();
    storage.setItem(STORAGE_KEYS.currentUser, JSON.stringify({ ...aliceUser, token: 'a-newer-token' }));
    store.session.restore();
    expect(store.session.token).toBe('a-newer-token');
    answer(401);
    await expect(loading).resolves.toEqual({ kind: 'signedOut' });
    expect(store.session.isSignedIn).toBe(true);
    expect(location.reloads).toBe(0);
  });

  it('a 401 for a call sent with no session (a flow that went on after logout) reloads nothing', async () => {
    // The home gate runs its calls one after another; a Logout click in between sends the rest without a
    // token. Their 401 reloaded the login page under the journey's next page.goto (net::ERR_ABORTED in CI).
    const { http, location, store } = setup();
    store.session.end();
    http.get('http://api.test/api/mylifecontact', 401);
    await expect(store.profile.loadContact()).resolves.toEqual({ kind: 'signedOut' });
    expect(http.callHistory.lastCall()).toBeDefined();
    expect(location.reloads).toBe(0);
  });
});
