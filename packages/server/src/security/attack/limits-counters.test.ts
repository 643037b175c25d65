/**
 * Limits that hold under attack: atomic in the database (several servers on one PostgreSQL share them),
 * checked before any password hash.
 * - 50 parallel wrong passwords for one account check at most LOCKOUT_FAILURES passwords;
 * - the lockout is keyed on account + address: five requests from one place do not lock the owner out;
 * - 50 parallel forgot-password requests send at most the per-address limit of mails;
 * - per-address limits on the token endpoint and on registration refuse (429); their global buckets slow
 *   everyone down (a bounded delay) instead of refusing everyone;
 * - the limits cannot be turned against the owner: IPv6 counts by /64, the per-account cap never shuts out
 *   a place that signed in before, and old counters are pruned.
 * Invitations and what registration tells: limits-invitations-and-registration.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCKOUT_FAILURES, LOGIN_PER_ACCOUNT } from '../../features/auth/service.js';
import { addressKey, countHit, LEGACY_HITS_WINDOW_MS, pacing, PRUNE_BATCH } from '../rate-limit.js';
import { TOO_MANY_REQUESTS } from '../../features/auth/token-route.js';
import { TOO_MANY_REGISTRATIONS } from '../../features/contact/registration.js';
import {
  createTestServer,
  createUserBody,
  FORM_HEADERS,
  form,
  newUser,
  registerUser,
  TEST_APP_URL,
  TEST_CLIENT,
  type TestServer,
} from '../../test/harness.js';
import { sql, STARTUP_MS } from './limits.fixtures.js';

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

  /** The delays the global buckets asked for (nobody waits in the tests). */
  let delays: number[] = [];
  beforeAll(() => {
    vi.spyOn(pacing, 'sleep').mockImplementation(async (ms) => {
      delays.push(ms);
    });
  });
  afterEach(() => {
    delays = [];
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('the token endpoint answers 429 past the per-address limit; past the global one it slows down, refusing nobody', async () => {
    for (let i = 0; i < 6; i++) await tokenFrom(t, '192.0.2.1', `someone${i}@example.com`, 'whatever-pass');
    const over = await tokenFrom(t, '192.0.2.1', 'another@example.com', 'whatever-pass');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: 'invalid_request', error_description: TOO_MANY_REQUESTS });
    // Other addresses go on; past the global threshold (10 per minute for everyone) they wait, longer and
    // longer up to 3 s, but are answered.
    expect(delays).toEqual([]);
    for (let i = 0; i < 4; i++)
      expect((await tokenFrom(t, `192.0.2.${10 + i}`, 'x@example.com', 'pw-pw-pw-1')).statusCode).toBe(400);
    expect(delays).toEqual([]);
    for (let i = 0; i < 40; i++)
      expect((await tokenFrom(t, `192.0.2.${100 + i}`, 'x@example.com', 'pw-pw-pw-1')).statusCode).toBe(400);
    expect(delays).toHaveLength(40);
    expect(delays.slice(0, 3)).toEqual([100, 200, 300]);
    expect(Math.max(...delays)).toBe(3000);
    // The per-address limit still refuses while everyone is slowed down.
    expect((await tokenFrom(t, '192.0.2.1', 'another@example.com', 'whatever-pass')).statusCode).toBe(429);
    t.clock.advance(61 * 1000);
    delays = [];
    expect((await tokenFrom(t, '192.0.2.99', 'x@example.com', 'pw-pw-pw-1')).statusCode).toBe(400);
    expect(delays).toEqual([]);
  });

  it('registration answers 429 past the per-address limit; past the global one it slows down and still registers', async () => {
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
    expect(delays).toEqual([]);
    expect((await register('192.0.2.53')).statusCode).toBe(201);
    expect((await register('192.0.2.54')).statusCode).toBe(201);
    expect(delays).toEqual([100, 200]);
    // An IPv6 network counts as one address: its /64 shares the per-address limit.
    for (let i = 1; i <= 3; i++) expect((await register(`2001:db8:5:6::${i}`)).statusCode).toBe(201);
    expect((await register('2001:db8:5:6:ffff::9')).statusCode).toBe(429);
    const users = await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM users');
    expect(users[0]?.n).toBe(10);
  });
});

describe('the limits cannot be turned against the owner', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  }, STARTUP_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('keys IPv6 addresses by their /64, IPv4 and IPv4-mapped addresses by the full address', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('wrong passwords from one IPv6 /64 share one lockout, whatever the address inside it', async () => {
    const { user } = await registerUser(t.app, newUser({ password: 'the-right-one-6' }));
    for (let i = 1; i <= LOCKOUT_FAILURES; i++) await tokenFrom(t, `2001:db8:aa:1::${i}`, user.email, `nope-${i}-pass`);
    expect((await tokenFrom(t, '2001:db8:aa:1:beef::1', user.email, user.password)).statusCode).toBe(400);
    expect((await tokenFrom(t, '2001:db8:aa:2::1', user.email, user.password)).statusCode).toBe(200);
  });

  it('guessing from many addresses never locks the owner out of a place that signed in before', async () => {
    const { user } = await registerUser(t.app, newUser({ password: 'the-right-one-7' }));
    const home = '198.51.100.77';
    const phone = '2001:db8:77:1::5';
    expect((await tokenFrom(t, home, user.email, user.password)).statusCode).toBe(200);
    expect((await tokenFrom(t, phone, user.email, user.password)).statusCode).toBe(200);
    // 11 addresses × 5 wrong passwords: past the per-account cap (50 in 15 minutes).
    const addresses = Array.from({ length: 11 }, (_, i) => `203.0.113.${100 + i}`);
    for (const ip of addresses)
      for (let i = 0; i < LOCKOUT_FAILURES; i++) await tokenFrom(t, ip, user.email, `guess-${ip}-${i}`);
    const checked = await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM login_attempts WHERE username = $1', [
      user.email,
    ]);
    expect(checked[0]?.n).toBe(LOGIN_PER_ACCOUNT.limit);
    // A new place is refused (the cap holds against spread guessing) …
    expect((await tokenFrom(t, '192.0.2.200', user.email, user.password)).statusCode).toBe(400);
    // … but the owner's known places sign in, another address of the phone's /64 included.
    expect((await tokenFrom(t, home, user.email, user.password)).statusCode).toBe(200);
    expect((await tokenFrom(t, '2001:db8:77:1::9', user.email, user.password)).statusCode).toBe(200);
    // A known place still has its own lockout of five.
    for (let i = 0; i < LOCKOUT_FAILURES; i++) await tokenFrom(t, home, user.email, `typo-${i}-password`);
    expect((await tokenFrom(t, home, user.email, user.password)).statusCode).toBe(400);
  });

  it('prunes counters whose window ended, a bounded batch per new window, from any server', async () => {
    const db = t.app.ctx.db;
    const rule = { bucket: 'test:prune', limit: 5, windowMs: 60_000 };
    const start = t.clock.now();
    for (let i = 0; i < PRUNE_BATCH + 5; i++) await countHit(db, rule, `old-${i}`, start);
    const rows = async () =>
      (await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM limit_counters WHERE bucket = $1', [rule.bucket]))[0]
        ?.n;
    expect(await rows()).toBe(PRUNE_BATCH + 5);
    // Within the window nothing goes; a further hit of a live key opens no window and prunes nothing.
    await countHit(db, rule, 'old-0', new Date(start.getTime() + 30_000));
    expect(await rows()).toBe(PRUNE_BATCH + 5);
    // Once the window ended, a new window deletes up to PRUNE_BATCH ended rows (never the live ones).
    const later = new Date(start.getTime() + 61_000);
    await countHit(db, rule, 'new-1', later);
    expect(await rows()).toBe(6);
    const other = await t.anotherServer();
    try {
      await countHit(other.app.ctx.db, rule, 'new-2', later);
    } finally {
      await other.close();
    }
    const left = await sql<{ key: string }>(t, 'SELECT key FROM limit_counters WHERE bucket = $1 ORDER BY key', [
      rule.bucket,
    ]);
    expect(left.map((r) => r.key)).toEqual(['new-1', 'new-2']);
  });

  it('prunes the old hits of rate_limit_hits (the sliding-window table before limit_counters) the same way', async () => {
    const db = t.app.ctx.db;
    const rule = { bucket: 'test:prune-legacy', limit: 5, windowMs: 60_000 };
    const start = t.clock.now();
    const at = (ms: number) => new Date(start.getTime() + ms).toISOString();
    // Rows as a server before limit_counters wrote them (a forgot-password address and its IP), and a recent one.
    const old = PRUNE_BATCH + 5;
    await sql(
      t,
      `INSERT INTO rate_limit_hits (bucket, key, hit_at)
       SELECT 'forgot-password:email', 'person-' || i || '@example.com', $1::timestamptz FROM generate_series(1, $2::int) i`,
      [at(-LEGACY_HITS_WINDOW_MS - 1_000), old],
    );
    await sql(t, `INSERT INTO rate_limit_hits (bucket, key, hit_at) VALUES ('forgot-password:ip', '192.0.2.9', $1)`, [
      at(-1_000),
    ]);
    const rows = async () => (await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM rate_limit_hits'))[0]?.n;
    expect(await rows()).toBe(old + 1);
    // A hit of a live key opens no window and prunes nothing …
    await countHit(db, rule, 'k-1', start);
    const afterFirst = await rows();
    await countHit(db, rule, 'k-1', start);
    expect(await rows()).toBe(afterFirst);
    // … each new window deletes a bounded batch of the rows past the longest window, from any server.
    expect(afterFirst).toBe(old + 1 - PRUNE_BATCH);
    const other = await t.anotherServer();
    try {
      await countHit(other.app.ctx.db, rule, 'k-2', start);
    } finally {
      await other.close();
    }
    const left = await sql<{ key: string }>(t, 'SELECT key FROM rate_limit_hits');
    expect(left.map((r) => r.key)).toEqual(['192.0.2.9']);
  });
});
