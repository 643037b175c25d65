/**
 * An e-mail or password change asks for the current password, tells the old address, and a
 * password change or reset ends every other session (tokens signed before it are refused).
 */
import { ApiErrorBody, calls, Contact, profileMessages, validate } from '@insight/api';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
  confirmAddress,
  FORM_HEADERS,
  TEST_APP_URL,
  createTestServer,
  form,
  login,
  requestToken,
  signedInUser,
  type TestServer,
} from '../../test/harness.js';
import type { OutboxMail } from '../mail/outbox.js';
import { SENSITIVE_CHANGES_PER_USER } from './service.js';

type Me = Awaited<ReturnType<typeof signedInUser>>;

describe('PUT /api/mylifecontact: e-mail and password changes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const getContact = (token: string) => t.as({ headers: bearer(token) }).call(calls.getContact);
  const putContact = (token: string, contact: object) =>
    t.as({ headers: bearer(token) }).call(calls.updateContact, { body: contact });
  const body = (me: Me, user: Record<string, unknown> = {}, currentPassword?: string | null) => ({
    user: {
      id: me.id,
      firstName: me.user.firstName,
      lastName: me.user.lastName,
      gender: me.user.gender,
      userName: me.user.email,
      password: null,
      profilePicture: null,
      ...user,
    },
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });
  /** The mails to an address, newest first, but the confirmation link of its registration. */
  const mailsTo = async (email: string): Promise<OutboxMail[]> =>
    (await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(email)}` }))
      .json<OutboxMail[]>()
      .filter((mail) => !mail.text.includes('Welcome to Insight. Please confirm'));

  it('changes names and pronoun without the current password, and the session goes on', async () => {
    const me = await signedInUser(t.app);
    const res = await putContact(me.token, body(me, { firstName: 'Grace', gender: 'M' }));
    expect(res.statusCode).toBe(200);
    expect(res.json<Contact>().user).toMatchObject({ firstName: 'Grace', gender: 'M' });
    expect((await getContact(me.token)).statusCode).toBe(200);
  });

  it.each([
    ['the e-mail address', { userName: 'someone.else@example.com' }],
    ['the password', { password: 'a-brand-new-one' }],
  ])('refuses a change of %s without the current password: 400, nothing changes', async (_what, change) => {
    const me = await signedInUser(t.app);
    for (const currentPassword of [undefined, null, '']) {
      const res = await putContact(me.token, body(me, { firstName: 'Changed', ...change }, currentPassword));
      expect(res.statusCode).toBe(400);
      const error = res.json<ApiErrorBody>();
      expect(validate(ApiErrorBody, error).ok).toBe(true);
      expect(error.error).toBe('Current password is required to change your email or password');
      expect(error.fields).toEqual({ currentPassword: profileMessages.currentPasswordRequired });
    }
    expect((await getContact(me.token)).json<Contact>().user).toMatchObject({
      firstName: me.user.firstName,
      userName: me.user.email,
    });
    expect(await login(t.app, me.user.email, me.user.password)).toBeTruthy();
  });

  it.each([
    ['the e-mail address', { userName: 'another.one@example.com' }],
    ['the password', { password: 'a-brand-new-one' }],
  ])('refuses a change of %s with a wrong current password: 403, nothing changes', async (_what, change) => {
    const me = await signedInUser(t.app);
    const res = await putContact(me.token, body(me, { firstName: 'Changed', ...change }, 'not-my-password'));
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiErrorBody>()).toMatchObject({
      status: 403,
      title: 'Your current password is not correct. Your profile was not changed.',
      error: 'Your current password is not correct. Your profile was not changed.',
    });
    expect((await getContact(me.token)).json<Contact>().user).toMatchObject({
      firstName: me.user.firstName,
      userName: me.user.email,
    });
    // The session is not ended by a refused attempt, and the old password still works.
    expect(await login(t.app, me.user.email, me.user.password)).toBeTruthy();
    expect(await mailsTo(me.user.email)).toEqual([]);
  });

  it('an e-mail change waits for the link mailed to the NEW address; then the OLD one is told, sessions go on', async () => {
    const me = await signedInUser(t.app, { firstName: 'Ada' });
    const newEmail = `new.${me.user.email}`;
    const res = await putContact(me.token, body(me, { userName: newEmail.toUpperCase() }, me.user.password));
    expect(res.statusCode).toBe(200);
    // Nothing changes before the link is followed: the old address still signs in, the new one not.
    expect(res.json<Contact>().user.userName).toBe(me.user.email);
    expect(res.json<Contact>().pendingEmail).toBe(newEmail);
    expect(await mailsTo(me.user.email)).toEqual([]);
    expect(await login(t.app, me.user.email, me.user.password)).toBeTruthy();
    expect((await requestToken(t.app, newEmail, me.user.password)).statusCode).toBe(400);
    const [link] = await mailsTo(newEmail);
    expect(link?.subject).toBe('Confirm your Insight e-mail address');
    expect(link?.text).toContain(`instead of ${me.user.email}`);
    await confirmAddress(t.app, newEmail);
    const [notice, ...others] = await mailsTo(me.user.email);
    expect(others).toEqual([]);
    expect(notice?.subject).toBe('Your Insight email address was changed');
    expect(notice?.text).toContain(`from ${me.user.email} to ${newEmail}`);
    expect(notice?.text).toContain('If you did not make this change, write to support@insight.local');
    // Only the password ends sessions.
    const after = await getContact(me.token);
    expect(after.statusCode).toBe(200);
    expect(after.json<Contact>()).toMatchObject({
      emailConfirmed: true,
      pendingEmail: null,
      user: { userName: newEmail },
    });
    expect((await requestToken(t.app, me.user.email, me.user.password)).statusCode).toBe(400);
    expect(await login(t.app, newEmail, me.user.password)).toBeTruthy();
  });

  it('a password change ends every session signed before it; a new login works', async () => {
    const me = await signedInUser(t.app);
    const otherDevice = await login(t.app, me.user.email, me.user.password);
    const bystander = await signedInUser(t.app);
    const res = await putContact(me.token, body(me, { password: 'second-password-2' }, me.user.password));
    expect(res.statusCode).toBe(200);
    for (const token of [me.token, otherDevice]) {
      const refused = await getContact(token);
      expect(refused.statusCode).toBe(401);
      expect(validate(ApiErrorBody, refused.json()).ok).toBe(true);
    }
    expect((await requestToken(t.app, me.user.email, me.user.password)).statusCode).toBe(400);
    const fresh = await login(t.app, me.user.email, 'second-password-2');
    expect((await getContact(fresh)).statusCode).toBe(200);
    expect(decodeJwt(fresh).ver).toBe(1);
    // Someone else's session is untouched.
    expect((await getContact(bystander.token)).statusCode).toBe(200);
  });

  it('a password reset ends every session signed before it', async () => {
    const me = await signedInUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/auth/forgotpasswordv2',
      headers: FORM_HEADERS,
      remoteAddress: '10.8.0.1',
      payload: form({
        Email: me.user.email,
        ApplicationName: 'Insight',
        ApplicationDomain: `${TEST_APP_URL}/reset-password`,
      }),
    });
    const [mail] = await mailsTo(me.user.email);
    const link = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x');
    const reset = await t.as(null).call(calls.resetPassword, {
      body: {
        NewPassword: 'reset-password-3',
        Token: link.searchParams.get('token') ?? '',
        UserName: me.user.email,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await getContact(me.token)).statusCode).toBe(401);
    expect((await getContact(await login(t.app, me.user.email, 'reset-password-3'))).statusCode).toBe(200);
  });

  it('a token without a jti (signed before revocation existed) is refused, as is a malformed ver', async () => {
    const me = await signedInUser(t.app);
    const legacy = await new SignJWT({ email: me.user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(me.id)
      .setIssuer(TEST_APP_URL)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await getContact(legacy)).statusCode).toBe(401);
    const forged = await new SignJWT({ email: me.user.email, ver: 'x', jti: 'abc' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(me.id)
      .setIssuer(TEST_APP_URL)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await getContact(forged)).statusCode).toBe(401);
  });

  it('refuses the token of a user that no longer exists', async () => {
    const me = await signedInUser(t.app);
    await t.app.ctx.db.delete(users).where(eq(users.id, Number(me.id)));
    expect((await getContact(me.token)).statusCode).toBe(401);
  });

  it(`answers 429 after ${SENSITIVE_CHANGES_PER_USER.limit} attempts in the window, and nothing changes`, async () => {
    const me = await signedInUser(t.app);
    for (let i = 0; i < SENSITIVE_CHANGES_PER_USER.limit; i++) {
      expect((await putContact(me.token, body(me, { password: 'whatever-pass-1' }, 'wrong-guess'))).statusCode).toBe(
        403,
      );
    }
    const res = await putContact(me.token, body(me, { password: 'whatever-pass-1' }, me.user.password));
    expect(res.statusCode).toBe(429);
    expect(res.json<ApiErrorBody>().error).toBe(profileMessages.tooManyAttempts);
    expect(await login(t.app, me.user.email, me.user.password)).toBeTruthy();
    t.clock.advance(SENSITIVE_CHANGES_PER_USER.windowMs + 1000);
    const fresh = await login(t.app, me.user.email, me.user.password);
    expect((await putContact(fresh, body(me, { password: 'whatever-pass-1' }, me.user.password))).statusCode).toBe(200);
  });
});
