import {
  addressMessages,
  currentUserFromToken,
  ApiError,
  STORAGE_KEYS,
  errorMessages,
  toastMessages,
  type CreateUserPayload,
} from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser, createTestStore } from '../test/fakeEnv';

const credentials = { email: 'alice@example.com', password: 'correct-horse' };
const invalidGrant = () => new ApiError({ kind: 'invalid_grant', status: 400, message: errorMessages.invalidGrant });

describe('SessionStore', () => {
  it('restores the saved user at start', () => {
    const { store } = createTestStore({ storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } });
    expect(store.session.isSignedIn).toBe(true);
    expect(store.session.currentUser?.userName).toBe('alice@example.com');
    expect(store.session.token).toBe(aliceUser.token);
  });

  it('ignores a saved record that is not a user', () => {
    const { store } = createTestStore({ storage: { [STORAGE_KEYS.currentUser]: '{"id":1}' } });
    expect(store.session.isSignedIn).toBe(false);
    const broken = createTestStore({ storage: { [STORAGE_KEYS.currentUser]: 'not json' } });
    expect(broken.store.session.isSignedIn).toBe(false);
  });

  it('saves the user to storage when login succeeds', async () => {
    const login = vi.fn().mockResolvedValue(aliceUser);
    const { store, env } = createTestStore({ api: { login } });

    const pending = store.session.login(credentials, '/home/guide/2');
    expect(store.session.isLoading).toBe(true);
    expect(store.isBusy).toBe(true);
    // On to the address the screen was asked to return to (routes/outcomeRouting.tsx acts on it).
    await expect(pending).resolves.toEqual({ kind: 'go', place: { name: 'returnTo', address: '/home/guide/2' } });

    expect(login).toHaveBeenCalledWith(credentials);
    expect(store.session.isSignedIn).toBe(true);
    expect(store.session.isLoading).toBe(false);
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.currentUser) ?? 'null')).toEqual(aliceUser);
  });

  it('keeps the catalogue message when login fails', async () => {
    const { store, env } = createTestStore({ api: { login: vi.fn().mockRejectedValue(invalidGrant()) } });
    await expect(store.session.login(credentials)).resolves.toEqual({ kind: 'show' });
    expect(store.session.error).toBe(
      'Email and password combination does not exist. Please enter the correct email address and password.',
    );
    expect(store.session.errorKind).toBe('invalid_grant');
    expect(store.session.isSignedIn).toBe(false);
    expect(env.storage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
  });

  it('treats an answer without an access token as a failed login', async () => {
    const { store } = createTestStore({ api: { login: vi.fn().mockResolvedValue(null) } });
    await expect(store.session.login(credentials)).resolves.toEqual({ kind: 'show' });
    expect(store.session.isSignedIn).toBe(false);
    expect(store.session.error).toBe(errorMessages.invalidGrant);
  });

  it('a new attempt clears the previous message', async () => {
    const login = vi.fn().mockRejectedValueOnce(invalidGrant()).mockResolvedValueOnce(aliceUser);
    const { store } = createTestStore({ api: { login } });
    await store.session.login(credentials);
    expect(store.session.error).not.toBeNull();
    await store.session.login(credentials);
    expect(store.session.error).toBeNull();
  });

  it('logout removes currentUser and iMLContact', () => {
    const { store, env } = createTestStore({
      storage: {
        [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser),
        [STORAGE_KEYS.contact]: '{"user":{}}',
        [STORAGE_KEYS.connectionToken]: 'invite-token',
      },
    });
    store.session.end();
    expect(store.session.isSignedIn).toBe(false);
    expect(env.storage.getItem('currentUser')).toBeNull();
    expect(env.storage.getItem('iMLContact')).toBeNull();
    // The pending invitation survives: home accepts it after the next sign-in.
    expect(env.storage.getItem('connectionToken')).toBe('invite-token');
  });

  it('register creates the user, then logs in', async () => {
    const order: string[] = [];
    const createUser = vi.fn(async (payload: CreateUserPayload) => {
      order.push(`createUser:${payload.user.email}`);
    });
    const login = vi.fn(async () => {
      order.push('login');
      return aliceUser;
    });
    const { store } = createTestStore({ api: { createUser, login } });
    const ok = await store.session.register({
      firstName: ' Alice ',
      lastName: 'Liddell',
      email: 'alice@example.com ',
      gender: 'F',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
      tosCheck: true,
    });
    expect(ok).toEqual({ kind: 'go', place: { name: 'home' } });
    expect(order).toEqual(['createUser:alice@example.com', 'login']);
    expect(createUser).toHaveBeenCalledWith({
      user: {
        username: 'alice@example.com',
        email: 'alice@example.com',
        password: 'correct-horse',
        firstname: 'Alice',
        lastname: 'Liddell',
        gender: 'F',
      },
    });
    expect(login).toHaveBeenCalledWith({ email: 'alice@example.com', password: 'correct-horse' });
    expect(store.session.isSignedIn).toBe(true);
  });

  it('register shows the error of a failed create and does not log in', async () => {
    const login = vi.fn();
    const createUser = vi
      .fn()
      .mockRejectedValue(new ApiError({ kind: 'http', status: 409, message: 'That e-mail is already registered.' }));
    const { store } = createTestStore({ api: { createUser, login } });
    const ok = await store.session.register({
      firstName: 'Alice',
      lastName: 'Liddell',
      email: 'alice@example.com',
      gender: 'F',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
      tosCheck: true,
    });
    expect(ok).toEqual({ kind: 'show' });
    expect(login).not.toHaveBeenCalled();
    expect(store.session.error).toBe('That e-mail is already registered.');
  });

  it('entering a sign-in screen ends the session, clears the last error and keeps an invitation token', () => {
    const { store, env } = createTestStore({ storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } });
    store.session.fail({ kind: 'server', message: 'Old failure', title: 'Old failure' });
    expect(store.session.enterSignIn('abc123')).toEqual({ kind: 'show' });
    expect(store.session.isSignedIn).toBe(false);
    expect(store.session.error).toBeNull();
    expect(store.session.ending).toBe('signedOut');
    expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBe('abc123');
    // Without a token in the address, a waiting one stays.
    expect(store.session.enterSignIn(null)).toEqual({ kind: 'show' });
    expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBe('abc123');
  });

  it('entering Recover or Reset clears the last error and keeps whoever is signed in', () => {
    const { store } = createTestStore({ storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } });
    store.session.fail({ kind: 'server', message: 'Old failure', title: 'Old failure' });
    expect(store.session.enterRecovery()).toEqual({ kind: 'show' });
    expect(store.session.error).toBeNull();
    expect(store.session.isSignedIn).toBe(true);
  });

  it('confirm-email: entering calls nothing and starts clean; Confirm keeps the address proven, or the reason', async () => {
    const confirmEmail = vi
      .fn()
      .mockResolvedValueOnce({ email: 'alice@example.com' })
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, message: addressMessages.linkInvalid }));
    const { store } = createTestStore({ api: { confirmEmail } });
    store.session.fail({ kind: 'server', message: 'Old failure', title: 'Old failure' });
    expect(store.session.enterConfirmEmail()).toEqual({ kind: 'show' });
    expect(store.session.error).toBeNull();
    expect(store.session.confirmedAddress).toBeNull();
    expect(confirmEmail).not.toHaveBeenCalled();

    await expect(store.session.confirmEmail('token-1')).resolves.toBe('alice@example.com');
    expect(confirmEmail).toHaveBeenCalledWith('token-1');
    expect(store.session.confirmedAddress).toBe('alice@example.com');
    store.session.enterConfirmEmail();
    expect(store.session.confirmedAddress).toBeNull();

    await expect(store.session.confirmEmail('token-1')).resolves.toBeNull();
    expect(store.session.confirmedAddress).toBeNull();
    expect(store.session.error).toBe(addressMessages.linkInvalid);
  });

  it('says how the session ended, and forgets it at the next sign-in', async () => {
    const { store } = createTestStore({
      storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
      api: { login: vi.fn().mockResolvedValue(aliceUser) },
    });
    expect(store.session.ending).toBeNull();
    store.session.end('expired');
    expect(store.session.ending).toBe('expired');
    // Ending again, with nobody signed in, keeps how it ended.
    store.session.end();
    expect(store.session.ending).toBe('expired');
    await store.session.login({ email: 'alice@example.com', password: 'x' });
    expect(store.session.ending).toBeNull();
  });

  it('revokes the token on the server when the session ends', () => {
    const revokeToken = vi.fn().mockResolvedValue(undefined);
    const { store } = createTestStore({
      storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
      api: { revokeToken },
    });
    store.session.end();
    expect(revokeToken).toHaveBeenCalledWith(aliceUser.token);
  });

  it('recover sends the application and toasts on a true answer', async () => {
    const forgotPassword = vi.fn().mockResolvedValue(true);
    const { store, env } = createTestStore({ api: { forgotPassword } });
    const ok = await store.session.recoverPassword('alice@example.com', 'Insight', 'http://app.test/reset-password');
    expect(ok).toEqual({ kind: 'go', place: { name: 'login' } });
    expect(forgotPassword).toHaveBeenCalledWith({
      Email: 'alice@example.com',
      ApplicationName: 'Insight',
      ApplicationDomain: 'http://app.test/reset-password',
    });
    expect(env.notifier.messages).toEqual([
      { kind: 'success', message: 'Please check your email for a link to reset your password.' },
    ]);
  });

  it('recover shows any other answer as the error: its words, or the error page text when it has none', async () => {
    const forgotPassword = vi
      .fn()
      .mockResolvedValueOnce('No account uses that address.')
      .mockResolvedValueOnce({ message: 'Try again in an hour.' })
      .mockResolvedValueOnce(false);
    const { store, env } = createTestStore({ api: { forgotPassword } });
    expect(await store.session.recoverPassword('alice@example.com', 'Insight', 'x')).toEqual({ kind: 'show' });
    expect(store.session.error).toBe('No account uses that address.');
    expect(await store.session.recoverPassword('alice@example.com', 'Insight', 'x')).toEqual({ kind: 'show' });
    expect(store.session.error).toBe('Try again in an hour.');
    expect(await store.session.recoverPassword('alice@example.com', 'Insight', 'x')).toEqual({ kind: 'show' });
    expect(store.session.error).toBe(errorMessages.errorPage);
    expect(env.notifier.messages).toEqual([]);
  });

  it("a login answer whose token is not base64url shows SPEC's words, not the error page's", async () => {
    const { store } = createTestStore({
      // The client decodes the answer's access token (SPEC §5): one that is not base64url-like.
      api: { login: vi.fn(async () => currentUserFromToken('not a token!.x.y')) },
    });
    await expect(store.session.login({ email: 'alice@example.com', password: 'secret-pass' })).resolves.toEqual({
      kind: 'show',
    });
    expect(store.session.error).toBe(errorMessages.notBase64Url);
  });

  it('reset sends the new password with the link token and toasts', async () => {
    const resetPassword = vi.fn().mockResolvedValue(undefined);
    const { store, env } = createTestStore({ api: { resetPassword } });
    const ok = await store.session.resetPassword({
      password: 'new-password',
      email: 'alice@example.com',
      token: 't0k',
    });
    expect(ok).toEqual({ kind: 'go', place: { name: 'home' } });
    expect(resetPassword).toHaveBeenCalledWith({
      NewPassword: 'new-password',
      Token: 't0k',
      UserName: 'alice@example.com',
    });
    expect(env.notifier.messages).toEqual([{ kind: 'success', message: toastMessages.resetOk }]);
  });

  it('reset with a used token shows the catalogue text', async () => {
    const used = new ApiError({ kind: 'invalid_token', status: 500, message: errorMessages.invalidResetToken });
    const { store } = createTestStore({ api: { resetPassword: vi.fn().mockRejectedValue(used) } });
    expect(await store.session.resetPassword({ password: 'new-password', email: 'a@b.co', token: 'old' })).toEqual({
      kind: 'show',
    });
    expect(store.session.error).toBe(
      'This link has already been used. If you would like to reset your password again, click Login > Forgot Password.',
    );
  });
});
