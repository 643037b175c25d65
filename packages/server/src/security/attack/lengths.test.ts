/**
 * Lengths in the contract: names ≤ 100 characters, e-mail ≤ 254, invitation messages ≤ 2,000,
 * refused by @insight/api's rule structs, so the server answers with the same words as the app's forms.
 * Each over-long value is a 400 whose JSON names the field, and changes nothing: registration creates no
 * account, the profile keeps its values, an invitation stores no request and sends no mail.
 */
import { calls, validationMessages as vm, type Contact } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, createUserBody, newUser, signedInUser, type TestServer } from '../../test/harness.js';
import { changedTables, tableSnapshot } from './snapshot.js';

/** Starting a server (migrations, seed) can take long on a busy machine. */
const STARTUP_MS = 180_000;
/** Bookkeeping a refusal may write: limits are counted before anything is checked. */
const BOOKKEEPING = new Set(['limit_counters', 'login_attempts']);

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, STARTUP_MS);
afterAll(async () => {
  await t?.close();
});

const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  t.app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));

/** Sends the request; expects a 400 carrying `error` (and the field's message) and no change to any table. */
async function expectRefused(send: () => Promise<LightMyRequestResponse>, error: string, field: string): Promise<void> {
  const before = await tableSnapshot(t);
  const res = await send();
  expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({ status: 400, error, fields: { [field]: error } });
  const changed = changedTables(before, await tableSnapshot(t)).filter((table) => !BOOKKEEPING.has(table));
  expect(changed).toEqual([]);
}

const register = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/mylifecontact', payload: body as object });

describe('registration (POST /api/mylifecontact)', () => {
  it('refuses a 5,000-character first name: 400, and no user row', async () => {
    const user = newUser({ firstName: 'F'.repeat(5000) });
    await expectRefused(() => register(createUserBody(user)), vm.firstNameMaxLength, 'user.firstname');
    expect(await sql('SELECT id FROM users WHERE email = $1', [user.email])).toEqual([]);
  });

  it('refuses a 101-character last name', async () => {
    const user = newUser({ lastName: 'L'.repeat(101) });
    await expectRefused(() => register(createUserBody(user)), vm.lastNameMaxLength, 'user.lastname');
    expect(await sql('SELECT id FROM users WHERE email = $1', [user.email])).toEqual([]);
  });

  it('refuses a 312-character e-mail address: 400, and no user row', async () => {
    const email = `${'m'.repeat(300)}@example.com`;
    expect(email).toHaveLength(312);
    await expectRefused(() => register(createUserBody(newUser({ email }))), vm.emailMaxLength, 'user.username');
    expect(await sql('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
  });

  it('accepts the longest allowed values (100-character names, a 254-character address)', async () => {
    const email = `${'a'.repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    const res = await register(
      createUserBody(newUser({ firstName: 'F'.repeat(100), lastName: 'L'.repeat(100), email })),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Contact>().user).toMatchObject({ firstName: 'F'.repeat(100), userName: email });
  });
});

describe('profile (PUT /api/mylifecontact)', () => {
  it('refuses a 5,000-character last name: 400, and the profile is unchanged', async () => {
    const me = await signedInUser(t.app);
    const get = () => t.app.inject({ method: 'GET', url: '/api/mylifecontact', headers: me.headers });
    const before = (await get()).json<Contact>();
    const body = {
      user: {
        id: me.id,
        firstName: me.user.firstName,
        lastName: 'L'.repeat(5000),
        gender: me.user.gender,
        userName: me.user.email,
        password: null,
        profilePicture: null,
      },
    };
    await expectRefused(
      () => t.app.inject({ method: 'PUT', url: '/api/mylifecontact', headers: me.headers, payload: body }),
      vm.lastNameMaxLength,
      'user.lastName',
    );
    expect((await get()).json<Contact>()).toEqual(before);
    expect(before.user.lastName).toBe(me.user.lastName);
  });

  it('refuses a 101-character first name and a 255-character e-mail address', async () => {
    const me = await signedInUser(t.app);
    const user = {
      id: me.id,
      firstName: me.user.firstName,
      lastName: me.user.lastName,
      gender: me.user.gender,
      userName: me.user.email,
      password: null,
    };
    const put = (changes: Record<string, unknown>) => () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/mylifecontact',
        headers: me.headers,
        payload: { user: { ...user, ...changes }, currentPassword: me.user.password },
      });
    await expectRefused(put({ firstName: 'F'.repeat(101) }), vm.firstNameMaxLength, 'user.firstName');
    await expectRefused(put({ userName: `${'a'.repeat(243)}@example.com` }), vm.emailMaxLength, 'user.userName');
  });
});

describe('invitations (POST /api/connectionrequest/, POST /api/email/invite)', () => {
  const invite = { firstName: 'Bea', lastName: 'Lee', email: 'bea.lengths@example.com' };

  it.each([calls.createConnectionRequest.path, calls.sendInviteEmail.path])(
    '%s refuses a 2,001-character message, over-long names and an over-long address: 400, nothing stored or mailed',
    async (url) => {
      const me = await signedInUser(t.app);
      const post = (body: Record<string, unknown>) => () =>
        t.app.inject({ method: 'POST', url, headers: me.headers, payload: { ...invite, ...body } });
      await expectRefused(post({ message: 'm'.repeat(2001) }), vm.messageMaxLength, 'message');
      await expectRefused(post({ firstName: 'B'.repeat(101) }), vm.firstNameMaxLength, 'firstName');
      await expectRefused(post({ lastName: 'L'.repeat(5000) }), vm.lastNameMaxLength, 'lastName');
      await expectRefused(post({ email: `${'b'.repeat(300)}@example.com` }), vm.emailMaxLength, 'email');
      // The longest message is taken.
      const res = await post({ message: 'm'.repeat(2000) })();
      expect(res.statusCode, res.body).toBeLessThan(300);
    },
    STARTUP_MS,
  );
});
