import { addressMessages, ApiError, errorFromResponse, STORAGE_KEYS, type Contact } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser, createTestStore, type FakeEnvOptions } from '../test/fakeEnv';
import { sniffImageFile, type ProfileUpdate } from './ProfileStore';

const alice: Contact = {
  user: {
    id: '7',
    firstName: 'Alice',
    lastName: 'Liddell',
    gender: 'F',
    userName: 'alice@example.com',
    password: null,
  },
};
const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const same: ProfileUpdate = {
  firstName: 'Alice',
  lastName: 'Liddell',
  gender: 'F',
  email: 'alice@example.com',
  password: '',
  currentPassword: '',
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

async function loaded({ api = {} }: FakeEnvOptions = {}) {
  const calls = {
    getContact: vi.fn(async () => alice),
    updateContact: vi.fn(async (payload: { user: Contact['user'] }): Promise<Contact> => ({
      user: { ...payload.user, password: null },
    })),
    login: vi.fn(async ({ email }: { email: string }) => ({ ...aliceUser, userName: email, token: 'fresh.token.x' })),
    uploadProfileImage: vi.fn(async () => 'abc.png'),
    ...api,
  };
  const { store, env } = createTestStore({ api: calls, storage: signedIn });
  await store.profile.loadContact();
  const sent = (n: number): unknown => (calls.updateContact as ReturnType<typeof vi.fn>).mock.calls[n]?.[0];
  return { store, env, calls, sent, profile: store.profile };
}

describe('ProfileStore', () => {
  it('load keeps the contact; a failure keeps its kind and title', async () => {
    const { profile } = await loaded();
    expect(profile.fullName).toBe('Alice Liddell');
    const failing = await loaded({
      api: {
        getContact: vi
          .fn()
          .mockRejectedValue(new ApiError({ kind: 'server', status: 500, message: 'boom', title: 'Oops' })),
      },
    });
    expect(failing.profile.contact ?? null).toBeNull();
    expect(failing.profile.errorKind).toBe('server');
    expect(failing.profile.errorTitle).toBe('Oops');
  });

  it('update of names sends no current password, keeps iMLContact and does not sign in again', async () => {
    const { profile, calls, env } = await loaded();
    await expect(profile.update({ ...same, firstName: ' Alicia ' })).resolves.toBe(true);
    expect(calls.updateContact).toHaveBeenCalledWith({
      user: {
        id: '7',
        firstName: 'Alicia',
        lastName: 'Liddell',
        gender: 'F',
        userName: 'alice@example.com',
        password: null,
        profilePicture: null,
      },
    });
    expect(calls.login).not.toHaveBeenCalled();
    expect(profile.saved).toBe(true);
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.contact) ?? 'null').user.firstName).toBe('Alicia');
  });

  it('a new password goes with the current one, and the session signs in again with the new one', async () => {
    const { store, profile, calls, sent } = await loaded();
    await expect(profile.update({ ...same, password: 'new-password-1', currentPassword: 'old-one-12' })).resolves.toBe(
      true,
    );
    expect(sent(0)).toMatchObject({
      user: { password: 'new-password-1' },
      currentPassword: 'old-one-12',
    });
    expect(calls.login).toHaveBeenCalledWith({ email: 'alice@example.com', password: 'new-password-1' });
    expect(store.session.token).toBe('fresh.token.x');
  });

  it('an e-mail change (case aside) needs the current password; a case-only change is no change', async () => {
    const { profile, calls, sent } = await loaded();
    await profile.update({ ...same, email: 'ALICE@example.com' });
    expect(sent(0)).not.toHaveProperty('currentPassword');
    await profile.update({ ...same, email: 'alice@new.example', currentPassword: 'old-one-12' });
    expect(sent(1)).toMatchObject({ currentPassword: 'old-one-12' });
    expect(calls.login).toHaveBeenCalledWith({ email: 'alice@new.example', password: 'old-one-12' });
  });

  it('when signing in again fails, the person is logged out (the change stands)', async () => {
    const { store, profile } = await loaded({ api: { login: vi.fn(async () => null) } });
    await expect(profile.update({ ...same, password: 'new-password-1', currentPassword: 'x' })).resolves.toBe(false);
    expect(store.session.isSignedIn).toBe(false);
  });

  it('entering shows once the contact is loaded; any failure to load is the error screen (SPEC §8), a 401 signed out', async () => {
    const getContact = vi
      .fn()
      .mockResolvedValueOnce(alice)
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, message: 'Missing' }))
      .mockRejectedValueOnce(new ApiError({ kind: 'unauthorized', status: 401, message: 'Gone' }));
    const { store } = createTestStore({ api: { getContact }, storage: signedIn });
    await expect(store.profile.enter()).resolves.toEqual({ kind: 'show' });
    expect(store.profile.contact?.user.firstName).toBe('Alice');
    await expect(store.profile.enter()).resolves.toEqual({ kind: 'error' });
    await expect(store.profile.enter()).resolves.toEqual({ kind: 'signedOut' });
  });

  it('a refused update keeps the error title; cancel clears it and loads again', async () => {
    const refusal = new ApiError({ kind: 'http', status: 403, message: 'Wrong.', title: 'Wrong title.' });
    const { profile, calls } = await loaded({ api: { updateContact: vi.fn().mockRejectedValue(refusal) } });
    await expect(profile.update({ ...same, password: 'new-password-1', currentPassword: 'x' })).resolves.toBe(false);
    expect(profile.errorTitle).toBe('Wrong title.');
    expect(profile.saved).toBe(false);
    await profile.cancel();
    expect(profile.errorTitle).toBeNull();
    expect(calls.getContact).toHaveBeenCalledTimes(2);
  });

  it('cancelEmailChange: the server withdraws the waiting change; the notice goes (kept as iMLContact) and a toast says so', async () => {
    const waiting: Contact = { ...alice, emailConfirmed: true, pendingEmail: 'new@example.com' };
    const cancelEmailChange = vi.fn(async () => undefined);
    const { profile, env } = await loaded({ api: { getContact: vi.fn(async () => waiting), cancelEmailChange } });
    expect(profile.pendingEmail).toBe('new@example.com');
    await expect(profile.cancelEmailChange()).resolves.toBe(true);
    expect(cancelEmailChange).toHaveBeenCalledTimes(1);
    expect(profile.pendingEmail).toBeNull();
    expect(profile.contact?.user.userName).toBe('alice@example.com');
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.contact) ?? 'null')).toMatchObject({ pendingEmail: null });
    expect(env.notifier.messages).toEqual([{ kind: 'success', message: addressMessages.changeCancelled }]);
  });

  it('cancelEmailChange refused: the notice stays, the error title says why, no toast', async () => {
    const waiting: Contact = { ...alice, emailConfirmed: true, pendingEmail: 'new@example.com' };
    const refusal = new ApiError({ kind: 'network', message: 'Offline.', title: 'Offline title.' });
    const { profile, env } = await loaded({
      api: { getContact: vi.fn(async () => waiting), cancelEmailChange: vi.fn().mockRejectedValue(refusal) },
    });
    await expect(profile.cancelEmailChange()).resolves.toBe(false);
    expect(profile.pendingEmail).toBe('new@example.com');
    expect(profile.errorTitle).toBe('Offline title.');
    expect(env.notifier.messages).toEqual([]);
  });

  it("an e-mail change past the server's mail budget: its 429 text is the error title, no new sign-in, nothing kept", async () => {
    const body = { status: 429, title: addressMessages.tooManyChangeMails, error: addressMessages.tooManyChangeMails };
    const refusal = errorFromResponse({ status: 429, statusText: 'Too Many Requests', body });
    const { profile, calls, env } = await loaded({ api: { updateContact: vi.fn().mockRejectedValue(refusal) } });
    const kept = env.storage.getItem(STORAGE_KEYS.contact);
    const change = { ...same, lastName: 'Pleasance', email: 'alice@new.example', currentPassword: 'old-one-12' };
    await expect(profile.update(change)).resolves.toBe(false);
    expect(profile.errorTitle).toBe(
      'You have asked for several confirmation emails today. Your profile was not changed. Please try again tomorrow.',
    );
    expect(profile.saved).toBe(false);
    expect(calls.login).not.toHaveBeenCalled();
    expect(profile.contact?.user).toMatchObject({ lastName: 'Liddell', userName: 'alice@example.com' });
    expect(env.storage.getItem(STORAGE_KEYS.contact)).toBe(kept);
  });

  it('uploadPhoto: the size and the bytes decide before any upload; a good file is stored and kept', async () => {
    const { profile, calls, env } = await loaded();
    await expect(
      profile.uploadPhoto(new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' })),
    ).resolves.toBe(false);
    expect(profile.photoError).toBe('File size should be 1 MB or less.');
    await expect(
      profile.uploadPhoto(new File([new TextEncoder().encode('GIF89a..')], 'x.png', { type: 'image/png' })),
    ).resolves.toBe(false);
    expect(profile.photoError).toBe('Please select a jpg or png file.');
    expect(calls.uploadProfileImage).not.toHaveBeenCalled();
    expect(profile.picture).toBeNull();
    await expect(profile.uploadPhoto(new File([PNG], 'me.png', { type: 'image/png' }))).resolves.toBe(true);
    expect(profile.picture).toBe('abc.png');
    expect(profile.photoError).toBeNull();
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.contact) ?? 'null').user.profilePicture).toBe('abc.png');
  });

  it('sniffImageFile reads the magic bytes', async () => {
    expect(await sniffImageFile(new Blob([PNG]))).toBe('png');
    expect(await sniffImageFile(new Blob([JPEG]))).toBe('jpeg');
    expect(await sniffImageFile(new Blob([new Uint8Array([0x89, 0x50])]))).toBeUndefined();
    expect(await sniffImageFile(new Blob(['<svg/>']))).toBeUndefined();
  });
});
