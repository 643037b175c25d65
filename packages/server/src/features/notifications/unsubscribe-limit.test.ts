/**
 * The per-address limit of the unsubscribe POSTs (UNSUBSCRIBE_PER_ADDRESS), on PGlite and (under
 * scripts/test/with-postgres.sh) PostgreSQL: the app's call and RFC 8058's one-click POST share one count per
 * client address; past it both answer 429 with notificationMessages.tooManyUnsubscribes and the switch stays on;
 * another address (not in the same IPv6 /64) is not held; the window passing frees the address; a second
 * server on the same database sees the same count; malformed requests and the one-click GET are not counted.
 */
import { calls, NotificationSettings, notificationMessages, ONE_CLICK_UNSUBSCRIBE_PATH } from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedByLimit } from '../../security/attack/snapshot.js';
import { createTestServer, FORM_HEADERS, form, signedInUser, type TestServer } from '../../test/harness.js';
import { UNSUBSCRIBE_PER_ADDRESS } from './routes.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

let t: TestServer;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let token: string;

const ALL_ON = { invitationAccepted: true, guideShared: true, sharesBack: true, invitationExpiring: true };

beforeAll(async () => {
  t = await createTestServer();
  owner = await signedInUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
  const { config } = t.app.ctx;
  token = await signUnsubscribeToken(
    { secret: config.jwtSecret, issuer: config.appUrl, now: new Date() },
    { userId: Number(owner.id), kind: 'guideShared' },
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** Every test starts with a fresh window and the owner's switches on. */
beforeEach(async () => {
  t.clock.advance(UNSUBSCRIBE_PER_ADDRESS.windowMs);
  const res = await t.app.inject({
    method: 'PUT',
    url: calls.updateNotificationSettings.path,
    headers: owner.headers,
    payload: ALL_ON,
  });
  expect(res.statusCode, res.body).toBe(200);
});

const viaCall = (server: TestServer, ip: string, body: unknown = { token }) =>
  server.app.inject({ method: 'POST', url: calls.unsubscribe.path, remoteAddress: ip, payload: body as object });

const viaOneClick = (
  server: TestServer,
  ip: string,
  body: Record<string, string> = { 'List-Unsubscribe': 'One-Click' },
) =>
  server.app.inject({
    method: 'POST',
    url: `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    remoteAddress: ip,
    headers: FORM_HEADERS,
    payload: form(body),
  });

async function switches(): Promise<NotificationSettings> {
  const res = await t.app.inject({ method: 'GET', url: calls.notificationSettings.path, headers: owner.headers });
  const settings = res.json<NotificationSettings>();
  assert(settings, NotificationSettings);
  return settings;
}

/** Uses up all but the last call of `ip`'s window with refused (forged) tokens: every well-formed POST counts. */
async function useUpAllButOne(ip: string): Promise<void> {
  for (let i = 0; i < UNSUBSCRIBE_PER_ADDRESS.limit - 1; i += 1) {
    const res = i % 2 === 0 ? await viaCall(t, ip, { token: 'not.a-token' }) : await viaCall(t, ip, { token: `x${i}` });
    expect(res.statusCode, res.body).toBe(400);
  }
}

/** Asserts a 429 with the text, and that no table but the counters changed. */
const refusedWithoutChange = (run: () => ReturnType<typeof viaCall>) =>
  expectRefusedByLimit(t, run, notificationMessages.tooManyUnsubscribes);

describe('the unsubscribe POSTs, per client address', () => {
  it(`answers the ${UNSUBSCRIBE_PER_ADDRESS.limit}th call, refuses the next with 429 and changes nothing`, async () => {
    const ip = '198.51.100.7';
    await useUpAllButOne(ip);
    const last = await viaCall(t, ip);
    expect(last.statusCode, last.body).toBe(200);
    expect((await switches()).guideShared).toBe(false);

    // Switched on again by the owner: the refused calls below must leave it on.
    await t.app.inject({
      method: 'PUT',
      url: calls.updateNotificationSettings.path,
      headers: owner.headers,
      payload: ALL_ON,
    });
    await refusedWithoutChange(() => viaCall(t, ip));
    await refusedWithoutChange(() => viaOneClick(t, ip));
    expect(await switches()).toEqual(ALL_ON);

    // Not counted and not refused: a malformed request (400), the one-click GET (a redirect that changes nothing).
    expect((await viaCall(t, ip, {})).statusCode).toBe(400);
    expect((await viaOneClick(t, ip, { 'List-Unsubscribe': 'Maybe' })).statusCode).toBe(400);
    const get = await t.app.inject({
      method: 'GET',
      url: `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      remoteAddress: ip,
    });
    expect(get.statusCode).toBe(303);
  });

  it('the one-click POST and the app’s call share the count', async () => {
    const ip = '198.51.100.8';
    for (let i = 0; i < UNSUBSCRIBE_PER_ADDRESS.limit; i += 1) {
      const res = await viaOneClick(t, ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.app.inject({
      method: 'PUT',
      url: calls.updateNotificationSettings.path,
      headers: owner.headers,
      payload: ALL_ON,
    });
    await refusedWithoutChange(() => viaCall(t, ip));
    expect((await switches()).guideShared).toBe(true);
  });

  it('holds another address in the same IPv6 /64, never another address', async () => {
    await useUpAllButOne('2001:db8:7:7::1');
    expect((await viaCall(t, '2001:db8:7:7::1', { token: 'x' })).statusCode).toBe(400);
    await refusedWithoutChange(() => viaCall(t, '2001:db8:7:7:ffff::2'));
    const elsewhere = await viaCall(t, '2001:db8:7:8::1');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const v4 = await viaOneClick(t, '203.0.113.9');
    expect(v4.statusCode, v4.body).toBe(200);
  });

  it('frees the address once the window has passed', async () => {
    // The window is a line in time: only the test moves the clock here, however slow the machine.
    t.clock.freeze();
    const ip = '198.51.100.9';
    await useUpAllButOne(ip);
    expect((await viaCall(t, ip, { token: 'x' })).statusCode).toBe(400);
    await refusedWithoutChange(() => viaCall(t, ip));
    t.clock.advance(UNSUBSCRIBE_PER_ADDRESS.windowMs - 1000);
    await refusedWithoutChange(() => viaCall(t, ip));
    t.clock.advance(1000);
    const freed = await viaCall(t, ip);
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await switches()).guideShared).toBe(false);
  });

  it('is one count for every server on the database (no counter in a process)', async () => {
    const ip = '198.51.100.10';
    const other = await t.anotherServer();
    try {
      for (let i = 0; i < UNSUBSCRIBE_PER_ADDRESS.limit; i += 1) {
        const res = await viaCall(i % 2 === 0 ? t : other, ip, { token: 'x' });
        expect(res.statusCode, res.body).toBe(400);
      }
      await refusedWithoutChange(() => viaCall(other, ip));
      await refusedWithoutChange(() => viaOneClick(t, ip));
    } finally {
      await other.close();
    }
    expect((await switches()).guideShared).toBe(true);
  });
});
