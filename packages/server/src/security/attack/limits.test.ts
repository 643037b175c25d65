/**
 * Limits that hold under attack: atomic in the database (several servers on one PostgreSQL share them),
 * checked before any password hash.
 * - 50 parallel wrong passwords for one account check at most LOCKOUT_FAILURES passwords;
 * - the lockout is keyed on account + address: five requests from one place do not lock the owner out;
 * - 50 parallel forgot-password requests send at most the per-address limit of mails;
 * - per-address and global limits on the token endpoint and on registration;
 * - registration does not tell whether an address has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT_FAILURES } from '../../features/auth/service.js';
import { TOO_MANY_REQUESTS } from '../../features/auth/token-route.js';
import { TOO_MANY_REGISTRATIONS } from '../../features/contact/registration.js';
import {
  createTestServer,
  createUserBody,
  FORM_HEADERS,
  form,
  newUser,
  registerUser,
  requestToken,
  TEST_APP_URL,
  TEST_CLIENT,
  type TestServer,
} from '../../test/harness.js';

/** Starting a server (migrations, seed) can take long on a busy machine. */
const STARTUP_MS = 180_000;

const sql = <R extends Record<string, unknown>>(t: TestServer, text: string, params: unknown[] = []) =>
  t.app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));

const tokenFrom = (t: TestServer, ip: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/connect/token',
    headers: FORM_HEADERS,
    remoteAddress: ip,
    payload: form({
      client_id: TEST_CLIENT.id,
      client_secret: TEST_CLIENT.secret,
      grant_type: 'password',
      username,
      password,
    }),
  });

describe('lockout and forgot-password limits are atomic', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  }, STARTUP_MS);
  afterAll(async () => {
    await t?.close();
  });

  it(`50 parallel wrong passwords for one account check at most ${LOCKOUT_FAILURES} passwords`, async () => {
    const { user } = await registerUser(t.app, newUser({ password: 'the-right-one-1' }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => tokenFrom(t, '203.0.113.7', user.email, `wrong-password-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(400));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // Every checked password that failed leaves one audit row: exactly the limit were checked.
    const checked = await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM login_attempts WHERE username = $1', [
      user.email,
    ]);
    expect(checked[0]?.n).toBe(LOCKOUT_FAILURES);
    // That address is locked out of the account, even with the right password …
    expect((await tokenFrom(t, '203.0.113.7', user.email, user.password)).statusCode).toBe(400);
    // … but the owner elsewhere is not: five (or fifty) requests cannot lock anyone out.
    expect((await tokenFrom(t, '198.51.100.20', user.email, user.password)).statusCode).toBe(200);
  });

  it('the account + address lockout ends with its window', async () => {
    const { user } = await registerUser(t.app, newUser({ password: 'the-right-one-2' }));
    for (let i = 0; i < LOCKOUT_FAILURES; i++) await tokenFrom(t, '203.0.113.8', user.email, `nope-${i}-password`);
    expect((await tokenFrom(t, '203.0.113.8', user.email, user.password)).statusCode).toBe(400);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await tokenFrom(t, '203.0.113.8', user.email, user.password)).statusCode).toBe(200);
  });

  it('50 parallel forgot-password requests from one address send at most 5 mails', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => registerUser(t.app)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/forgotpasswordv2',
          headers: FORM_HEADERS,
          remoteAddress: '203.0.113.9',
          payload: form({
            Email: users[i % users.length]?.user.email ?? '',
            ApplicationName: 'Insight',
            ApplicationDomain: `${TEST_APP_URL}/reset-password`,
          }),
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 && a.json() === true)).toBe(true);
    const mails = await sql<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = ANY($1::text[]) AND subject LIKE 'Reset%'`,
      [users.map((u) => u.user.email)],
    );
    expect(mails[0]?.n).toBe(5);
  });
});

describe('per-address and global limits on the token endpoint and registration', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({
      config: { limits: { tokenPerIp: 6, tokenGlobal: 10, registerPerIp: 3, registerGlobal: 5 } },
    });
  }, STARTUP_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('the token endpoint answers 429 past the per-address limit, then past the global one', async () => {
    for (let i = 0; i < 6; i++) await tokenFrom(t, '192.0.2.1', `someone${i}@example.com`, 'whatever-pass');
    const over = await tokenFrom(t, '192.0.2.1', 'another@example.com', 'whatever-pass');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: 'invalid_request', error_description: TOO_MANY_REQUESTS });
    // Other addresses go on until the global limit (10 per minute for everyone).
    for (let i = 0; i < 4; i++)
      expect((await tokenFrom(t, `192.0.2.${10 + i}`, 'x@example.com', 'pw-pw-pw-1')).statusCode).toBe(400);
    expect((await tokenFrom(t, '192.0.2.99', 'x@example.com', 'pw-pw-pw-1')).statusCode).toBe(429);
    t.clock.advance(61 * 1000);
    expect((await tokenFrom(t, '192.0.2.99', 'x@example.com', 'pw-pw-pw-1')).statusCode).toBe(400);
  });

  it('registration answers 429 past the per-address limit, then past the global one, and creates nothing', async () => {
    const register = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mylifecontact',
        remoteAddress: ip,
        payload: createUserBody(newUser()),
      });
    for (let i = 0; i < 3; i++) expect((await register('192.0.2.50')).statusCode).toBe(201);
    const over = await register('192.0.2.50');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, error: TOO_MANY_REGISTRATIONS });
    expect((await register('192.0.2.51')).statusCode).toBe(201);
    expect((await register('192.0.2.52')).statusCode).toBe(201);
    expect((await register('192.0.2.53')).statusCode).toBe(429);
    const users = await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM users');
    expect(users[0]?.n).toBe(5);
  });
});

describe('registration does not reveal registered addresses', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  }, STARTUP_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('answers a taken address like a new one, creates nothing, mails the owner, and the sign-in fails generically', async () => {
    const owner = newUser({ firstName: 'Olive', password: 'owners-password-1' });
    await registerUser(t.app, owner);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/mylifecontact', payload: createUserBody(newUser()) });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/mylifecontact',
      payload: createUserBody({ ...owner, firstName: 'Mallory', password: 'attackers-pass-1' }),
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json<{ user: object }>().user)).toEqual(Object.keys(fresh.json<{ user: object }>().user));
    expect(taken.json()).toMatchObject({ user: { firstName: 'Mallory', userName: owner.email, password: null } });
    // The id looks like the next account's: the next real registration continues after it.
    const next = await t.app.inject({ method: 'POST', url: '/api/mylifecontact', payload: createUserBody(newUser()) });
    expect(Number(next.json<{ user: { id: string } }>().user.id)).toBe(
      Number(taken.json<{ user: { id: string } }>().user.id) + 1,
    );

    const rows = await sql<{ first_name: string }>(t, 'SELECT first_name FROM users WHERE email = $1', [owner.email]);
    expect(rows).toEqual([{ first_name: 'Olive' }]);
    const notices = await sql<{ subject: string; text_body: string }>(
      t,
      'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1',
      [owner.email],
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Someone tried to register with your Insight address');
    expect(notices[0]?.text_body).toContain('nothing was created and nothing was changed');

    const signIn = await requestToken(t.app, owner.email, 'attackers-pass-1');
    const unknown = await requestToken(t.app, 'nobody-here@example.com', 'attackers-pass-1');
    expect(signIn.statusCode).toBe(400);
    expect(signIn.body).toBe(unknown.body);
    expect((await requestToken(t.app, owner.email, owner.password)).statusCode).toBe(200);
  });
});
