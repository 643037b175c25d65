import { ApiErrorBody, calls, Contact, validate, validationMessages } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmAddress,
  createTestServer,
  createUserBody,
  login,
  newUser,
  requestToken,
  signedInUser,
  type TestServer,
} from '../../test/harness.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe('/api/mylifecontact', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: unknown) => t.as(null).call(calls.createUser, { body });
  const getContact = (who: Person) => t.as(who).call(calls.getContact);
  const putContact = (who: Person | null, body: unknown) => t.as(who).call(calls.updateContact, { body });

  describe('POST (registration)', () => {
    it('creates the user without a token and answers 201 with the Contact (password null)', async () => {
      const user = newUser({ email: 'Grace.Hopper@Example.com', firstName: 'Grace', lastName: 'Hopper', gender: 'F' });
      const res = await create(createUserBody(user));
      expect(res.statusCode).toBe(201);
      const body = res.json<Contact>();
      expect(validate(Contact, body).ok).toBe(true);
      expect(body.user).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        gender: 'F',
        userName: 'grace.hopper@example.com',
        password: null,
        profilePicture: null,
      });
      expect(body.user.id).toMatch(/^\d+$/);
      expect(JSON.stringify(body)).not.toContain(user.password);
      // The new account can log in.
      expect((await requestToken(t.app, user.email, user.password)).statusCode).toBe(200);
    });

    it('creates no second account with the same e-mail, whatever its case, and answers as for a new one (no enumeration)', async () => {
      const user = newUser();
      const first = await create(createUserBody(user));
      expect(first.statusCode).toBe(201);
      const again = await create(
        createUserBody({ ...user, email: user.email.toUpperCase(), password: 'other-password-2' }),
      );
      expect(again.statusCode).toBe(201);
      expect(validate(Contact, again.json()).ok).toBe(true);
      expect(Object.keys(again.json<Contact>().user).sort()).toEqual(Object.keys(first.json<Contact>().user).sort());
      expect(again.json<Contact>().user.id).not.toBe(first.json<Contact>().user.id);
      // The first account is untouched; the second password signs nobody in.
      expect((await requestToken(t.app, user.email, user.password)).statusCode).toBe(200);
      expect((await requestToken(t.app, user.email, 'other-password-2')).statusCode).toBe(400);
      const count = await t.app.ctx.dbHandle.withSession((db) =>
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [user.email.toLowerCase()]),
      );
      expect(count[0]?.n).toBe(1);
    });

    it.each([
      [{ firstName: '' }, 'First name is required'],
      [{ firstName: 'A' }, 'First name must be at least 2 characters long.'],
      [{ lastName: '' }, 'Last name is required'],
      [{ lastName: 'B' }, 'Last name must be at least 2 characters long.'],
      [{ email: '' }, 'Email is required'],
      [{ password: '' }, 'Password is required'],
      [{ password: 'short' }, 'Password must be at least 8 characters long'],
      [{ password: 'x'.repeat(33) }, validationMessages.passwordMaxLength(32)],
      [{ gender: '' }, 'Selecting a preferred pronoun is required'],
    ])('refuses %o with the §5 text and creates nothing', async (change, message) => {
      const user = { ...newUser(), ...change } as ReturnType<typeof newUser>;
      const res = await create(createUserBody(user));
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().error).toBe(message);
      if (user.email)
        expect((await requestToken(t.app, user.email, user.password || 'anything-1')).statusCode).toBe(400);
    });

    it('refuses unknown fields, a username that differs from the e-mail, and a body that is not an object', async () => {
      const user = newUser();
      const extra = await create({ user: { ...createUserBody(user).user, isAdmin: true } });
      expect(extra.statusCode).toBe(400);
      const differing = await create({ user: { ...createUserBody(user).user, username: 'other@example.com' } });
      expect(differing.statusCode).toBe(400);
      const notObject = await t.app.inject({
        method: 'POST',
        url: '/api/mylifecontact',
        headers: { 'content-type': 'application/json' },
        payload: '[1,2]',
      });
      expect(notObject.statusCode).toBe(400);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/mylifecontact',
        headers: { 'content-type': 'application/json' },
        payload: '{"user":',
      });
      expect(broken.statusCode).toBe(400);
      expect(validate(ApiErrorBody, broken.json()).ok).toBe(true);
      // None of them created the account.
      expect((await create(createUserBody(user))).statusCode).toBe(201);
    });
  });

  describe('GET', () => {
    it('answers the Contact of the asking user', async () => {
      const me = await signedInUser(t.app, { firstName: 'Alan', lastName: 'Turing', gender: 'M' });
      const res = await getContact(me);
      expect(res.statusCode).toBe(200);
      const body = res.json<Contact>();
      expect(validate(Contact, body).ok).toBe(true);
      expect(body).toEqual({
        emailConfirmed: true,
        pendingEmail: null,
        user: {
          id: me.id,
          firstName: 'Alan',
          lastName: 'Turing',
          gender: 'M',
          userName: me.user.email,
          password: null,
          profilePicture: null,
        },
      });
    });

    it('answers 401 JSON without a token, with a bad token, or with a token signed by someone else', async () => {
      const me = await signedInUser(t.app);
      const [header, payload] = me.token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      const cases: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-a-jwt' },
        { authorization: `Bearer ${forged}` },
        { authorization: `Basic ${me.token}` },
      ];
      for (const headers of cases) {
        const res = await t.app.inject({ method: 'GET', url: '/api/mylifecontact', headers });
        expect(res.statusCode).toBe(401);
        expect(validate(ApiErrorBody, res.json()).ok).toBe(true);
        expect(res.json<ApiErrorBody>().status).toBe(401);
      }
    });

    it('answers 401 once the token has expired (8 hours)', async () => {
      const me = await signedInUser(t.app);
      t.clock.advance(8 * 60 * 60 * 1000 + 1000);
      expect((await getContact(me)).statusCode).toBe(401);
    });
  });

  describe('PUT', () => {
    const contactBody = (me: Person, user: Record<string, unknown> = {}) => ({
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
    });

    it('updates names and pronoun, a new e-mail waits for its link; password null keeps the password', async () => {
      const me = await signedInUser(t.app);
      const res = await putContact(me, {
        ...contactBody(me, { firstName: 'Marie', lastName: 'Curie', gender: 'F', userName: 'Marie.Curie@Example.com' }),
        currentPassword: me.user.password,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<Contact>();
      expect(body.user).toMatchObject({
        id: me.id,
        firstName: 'Marie',
        lastName: 'Curie',
        userName: me.user.email,
        password: null,
      });
      expect(body).toMatchObject({ emailConfirmed: true, pendingEmail: 'marie.curie@example.com' });
      expect((await getContact(me)).json<Contact>()).toEqual(body);
      expect((await requestToken(t.app, me.user.email, me.user.password)).statusCode).toBe(200);
      await confirmAddress(t.app, 'marie.curie@example.com');
      expect((await getContact(me)).json<Contact>()).toMatchObject({
        pendingEmail: null,
        user: { userName: 'marie.curie@example.com' },
      });
      expect((await requestToken(t.app, 'marie.curie@example.com', me.user.password)).statusCode).toBe(200);
    });

    it('sets a new password when one is given', async () => {
      const me = await signedInUser(t.app);
      const res = await putContact(me, {
        ...contactBody(me, { password: 'brand-new-pass' }),
        currentPassword: me.user.password,
      });
      expect(res.statusCode).toBe(200);
      expect((await requestToken(t.app, me.user.email, 'brand-new-pass')).statusCode).toBe(200);
      expect((await requestToken(t.app, me.user.email, me.user.password)).statusCode).toBe(400);
    });

    it('updates only the asking user, whatever id the body carries', async () => {
      const me = await signedInUser(t.app);
      const other = await signedInUser(t.app, { firstName: 'Other' });
      const res = await putContact(me, {
        id: other.id,
        user: { ...contactBody(me).user, id: other.id, firstName: 'Hacked' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Contact>().user.id).toBe(me.id);
      expect((await getContact(other)).json<Contact>().user.firstName).toBe('Other');
      expect((await getContact(me)).json<Contact>().user.firstName).toBe('Hacked');
    });

    it('answers an e-mail another account uses as a free one (no enumeration); the address is never taken', async () => {
      const me = await signedInUser(t.app);
      const other = await signedInUser(t.app);
      const free = await putContact(me, {
        ...contactBody(me, { userName: `free.${me.user.email}` }),
        currentPassword: me.user.password,
      });
      const taken = await putContact(me, {
        ...contactBody(me, { userName: other.user.email.toUpperCase() }),
        currentPassword: me.user.password,
      });
      expect(free.statusCode).toBe(200);
      expect(taken.statusCode).toBe(200);
      expect(Object.keys(taken.json<Contact>())).toEqual(Object.keys(free.json<Contact>()));
      expect(taken.json<Contact>().user.userName).toBe(me.user.email);
      // The owner of the taken address is told (the newest mail there); no link is mailed there.
      const mails = (
        await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(other.user.email)}` })
      ).json<{ subject: string; text: string }[]>();
      expect(mails[0]?.subject).toBe('Your Insight address was not changed');
      expect(mails[0]?.text).not.toContain('/confirm-email');
      expect((await getContact(me)).json<Contact>().user.userName).toBe(me.user.email);
      expect((await getContact(other)).json<Contact>().user.userName).toBe(other.user.email);
    });

    it.each([
      [{ firstName: '' }, 'First name is required'],
      [{ firstName: 'X' }, 'First name must be at least 2 characters long.'],
      [{ lastName: ' ' }, 'Last name is required'],
      [{ lastName: 'Y' }, 'Last name must be at least 2 characters long.'],
      [{ gender: 'X' }, 'Selecting a preferred pronoun is required'],
      [{ userName: '' }, 'Email is required'],
      [{ userName: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ password: 'short' }, 'Password must be at least 8 characters long'],
      [{ password: 'y'.repeat(33) }, 'Password must be at most 32 characters long'],
    ])('refuses %o with the §5 text and changes nothing', async (change, message) => {
      const me = await signedInUser(t.app);
      const before = (await getContact(me)).json<Contact>();
      const res = await putContact(me, contactBody(me, { firstName: 'Changed', ...change }));
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().error).toBe(message);
      expect((await getContact(me)).json<Contact>()).toEqual(before);
      expect(await login(t.app, me.user.email, me.user.password)).toBeTruthy();
    });

    it('needs a token', async () => {
      const me = await signedInUser(t.app);
      expect((await putContact(null, contactBody(me))).statusCode).toBe(401);
    });
  });
});
