/**
 * Notification mails end to end through the HTTP API, on PGlite and (under scripts/test/with-postgres.sh)
 * PostgreSQL: the mail switches, the unsubscribe token (signed out, only that switch; forged or other-purpose tokens
 * refused), RFC 8058's one-click POST, the expiry reminder once, and two servers on one database sending each mail
 * once. The sweeper runs on demand with the test clock: nothing sleeps (notifications.fixtures.ts).
 */
import {
  calls,
  notificationMessages,
  NotificationSettings,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  type ConnectionRequest,
} from '@insight/api';
import { SignJWT } from 'jose';
import { assert } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, FORM_HEADERS, form, login, TEST_APP_URL, type TestServer } from '../../test/harness.js';
import { CONNECTION_TOKEN_TTL_MS } from '../connections/invitations.js';
import { ALL_ON, FOLD_MS, notificationsFixtures, type Person, type SandboxMail } from './notifications.fixtures.js';
import { notificationSweeper } from './routes.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const { person, connect, noticesOf, noticeMailsTo, afterFold } = notificationsFixtures(() => t);

const tokenIn = (mail: SandboxMail): string => {
  const token = /\/unsubscribe\?token=([^\s"<>&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no unsubscribe link');
  return decodeURIComponent(token);
};

async function settingsOf(me: Person): Promise<NotificationSettings> {
  const res = await t.as(me).call(calls.notificationSettings);
  expect(res.statusCode).toBe(200);
  const settings = res.json<NotificationSettings>();
  assert(settings, NotificationSettings);
  return settings;
}

// Each test starts with nothing due: what earlier tests left is sent (or dropped) first, so counts are this test's.
beforeEach(async () => {
  await afterFold();
});

describe('the mail switches', () => {
  it('are all on for a new account; off means a notice but no mail', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    expect(await settingsOf(ada)).toEqual(ALL_ON);
    const saved = await t.as(ada).call(calls.updateNotificationSettings, {
      body: {
        ...ALL_ON,
        invitationAccepted: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...ALL_ON, invitationAccepted: false });
    expect(await settingsOf(ada)).toEqual({ ...ALL_ON, invitationAccepted: false });

    await connect(ada, bea);
    expect((await noticesOf(ada)).notices).toMatchObject([{ kind: 'invitationAccepted' }]);
    const swept = await afterFold();
    expect(swept.off).toBeGreaterThanOrEqual(1);
    expect(await noticeMailsTo(ada)).toHaveLength(0);
  });

  it('refuse a body with a missing, extra or non-boolean switch (400, nothing changes)', async () => {
    const ada = await person('Ada', 'Lovelace');
    for (const body of [
      { invitationAccepted: false },
      { ...ALL_ON, birthdays: false },
      { ...ALL_ON, guideShared: 'no' },
    ]) {
      expect((await t.as(ada).call(calls.updateNotificationSettings, { body })).statusCode).toBe(400);
    }
    expect(await settingsOf(ada)).toEqual(ALL_ON);
  });
});

describe('unsubscribing from a mail', () => {
  /** Ada gets an invitationAccepted mail (Bea accepts); resolves its token. */
  async function mailedToken(): Promise<{ ada: Person; bea: Person; mail: SandboxMail; token: string }> {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    await connect(ada, bea);
    await afterFold();
    const [mail] = await noticeMailsTo(ada);
    if (!mail) throw new Error('no mail');
    return { ada, bea, mail, token: tokenIn(mail) };
  }

  it('the app screen’s call turns off that one switch, signed out', async () => {
    const { ada, bea, token } = await mailedToken();
    const res = await t.as(null).call(calls.unsubscribe, { body: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'invitationAccepted' });
    expect(await settingsOf(ada)).toEqual({ ...ALL_ON, invitationAccepted: false });
    expect(await settingsOf(bea)).toEqual(ALL_ON);
    // Again: the same answer, the same state.
    expect((await t.as(null).call(calls.unsubscribe, { body: { token } })).statusCode).toBe(200);
    expect(await settingsOf(ada)).toEqual({ ...ALL_ON, invitationAccepted: false });
  });

  it('RFC 8058 one-click: a POST of List-Unsubscribe=One-Click turns it off; a GET changes nothing', async () => {
    const { ada, mail } = await mailedToken();
    const address = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const url = address.slice(TEST_APP_URL.length);

    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(new RegExp(`^${TEST_APP_URL}/unsubscribe\\?token=`));
    expect(await settingsOf(ada)).toEqual(ALL_ON);

    const wrongBody = await t.app.inject({ method: 'POST', url, headers: FORM_HEADERS, payload: form({ a: 'b' }) });
    expect(wrongBody.statusCode).toBe(400);
    expect(wrongBody.json().error).toBe(notificationMessages.oneClickBodyInvalid);
    expect(await settingsOf(ada)).toEqual(ALL_ON);

    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: FORM_HEADERS,
      payload: form({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(await settingsOf(ada)).toEqual({ ...ALL_ON, invitationAccepted: false });
  });

  it('one-click as multipart/form-data, with a browser’s XSRF cookie and no header, works too', async () => {
    const { ada, mail } = await mailedToken();
    const url = (/^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '').slice(TEST_APP_URL.length);
    const boundary = 'insightboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: 'XSRF-TOKEN=some.cookie' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settingsOf(ada)).toEqual({ ...ALL_ON, invitationAccepted: false });
  });

  it('a forged, altered or other-purpose token is refused (400 with its text) and changes nothing', async () => {
    const { ada, token } = await mailedToken();
    const { config } = t.app.ctx;
    const now = new Date();
    const forged = await signUnsubscribeToken(
      { secret: 'not-the-server-secret', issuer: config.appUrl, now },
      { userId: Number(ada.id), kind: 'guideShared' },
    );
    const key = new TextEncoder().encode(config.jwtSecret);
    const otherPurpose = await new SignJWT({ purpose: 'confirm-email', kind: 'guideShared' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ada.id)
      .setIssuer(config.appUrl)
      .sign(key);
    const otherKind = await new SignJWT({ purpose: 'unsubscribe', kind: 'everything' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ada.id)
      .setIssuer(config.appUrl)
      .sign(key);
    const [head, body] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${token.split('.')[2]}`;
    for (const bad of [forged, otherPurpose, otherKind, altered, ada.token, 'not-a-token']) {
      const res = await t.as(null).call(calls.unsubscribe, { body: { token: bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe(notificationMessages.unsubscribeInvalid);
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(bad)}`,
        headers: FORM_HEADERS,
        payload: form({ 'List-Unsubscribe': 'One-Click' }),
      });
      expect(oneClick.statusCode, bad).toBe(400);
    }
    expect((await t.as(null).call(calls.unsubscribe, { body: {} })).statusCode).toBe(400);
    expect(await settingsOf(ada)).toEqual(ALL_ON);
    // And the unsubscribe token is no access token.
    expect((await t.as({ headers: { authorization: `Bearer ${token}` } }).call(calls.notices)).statusCode).toBe(401);
  });
});

describe('the expiry reminder', () => {
  it('tells the sender once, within the last 24 hours, only while the invitation is pending (and shows it only then)', async () => {
    const ada = await person('Ada', 'Lovelace');
    const sent = await t.as(ada).call(calls.sendInviteEmail, {
      body: {
        firstName: 'Dee',
        lastName: 'Nolan',
        email: `dee.${ada.id}@example.com`,
      },
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const other = await t.as(ada).call(calls.sendInviteEmail, {
      body: {
        firstName: 'Eve',
        lastName: 'Ode',
        email: `eve.${ada.id}@example.com`,
      },
    });
    expect(other.statusCode).toBe(204);
    const [eve] = (await t.as(ada).call(calls.listSentRequests))
      .json<ConnectionRequest[]>()
      .filter((request) => request.recipientEmail === `eve.${ada.id}@example.com`);

    // Eve's invitation is cancelled. Thirteen days on: no reminder yet.
    expect((await t.as(ada).call(calls.cancelRequest, { params: { id: eve?.id ?? 0 } })).statusCode).toBe(204);
    t.clock.advance(CONNECTION_TOKEN_TTL_MS - 25 * 60 * 60 * 1000);
    expect((await notificationSweeper(t.app).sweep()).reminders).toBe(0);
    // Within the last day: Dee's only, once (a new session: the first one's token has long expired).
    t.clock.advance(2 * 60 * 60 * 1000);
    const token = await login(t.app, ada.user.email, ada.user.password);
    ada.headers = { authorization: `Bearer ${token}` };
    const first = await notificationSweeper(t.app).sweep();
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    const list = await noticesOf(ada);
    expect(list.notices).toMatchObject([
      { kind: 'invitationExpiring', count: 1, person: { userId: null, name: 'Dee Nolan' }, guides: [] },
    ]);
    const mails = await noticeMailsTo(ada);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your invitation to Dee Nolan expires tomorrow']);
    t.clock.advance(60 * 60 * 1000);
    await notificationSweeper(t.app).sweep();
    expect((await noticesOf(ada)).notices.filter((n) => n.kind === 'invitationExpiring')).toHaveLength(1);
    expect(await noticeMailsTo(ada)).toHaveLength(1);
    // Answered (here: cancelled), the reminder is no longer shown.
    const [dee] = (await t.as(ada).call(calls.listSentRequests)).json<ConnectionRequest[]>();
    expect((await t.as(ada).call(calls.cancelRequest, { params: { id: dee?.id ?? 0 } })).statusCode).toBe(204);
    expect(await noticesOf(ada)).toEqual({ unread: 0, notices: [] });
  });
});

describe('two servers on one database', () => {
  it('never send the same mail twice, sweeping at once', async () => {
    const b = await t.anotherServer();
    try {
      const people = await Promise.all(Array.from({ length: 4 }, (_, i) => person(`P${i}`, 'Sender')));
      const host = await person('Hal', 'Host');
      for (const someone of people) await connect(host, someone);
      // The deployment's clock past the window; both servers sweep at the same time, twice.
      t.clock.advance(FOLD_MS + 1000);
      const results = await Promise.all([
        notificationSweeper(t.app).sweep(),
        notificationSweeper(b.app).sweep(),
        notificationSweeper(b.app).sweep(),
        notificationSweeper(t.app).sweep(),
      ]);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(4);
      const mails = await noticeMailsTo(host);
      expect(mails).toHaveLength(4);
      expect(new Set(mails.map((mail) => mail.subject)).size).toBe(4);
      // And the notices read the same through either server.
      expect(await noticesOf(host, b)).toEqual(await noticesOf(host));
    } finally {
      await b.close();
    }
  });
});
