/**
 * A person's data in their hands, through the HTTP API: "Download my data" holds everything the server keeps
 * about the person and nothing private of anyone else; "Delete my account" leaves nothing of the person but the
 * anonymised orders (checked table by table), at once and on every server, and the same address starts empty
 * afterwards.
 */
import {
  accountDataMessages as adm,
  calls,
  DataExport,
  DATA_EXPORTS_PER_DAY,
  PERSONAL_MAP_REPORT_ID,
  type Connection,
  type ConnectionRequest,
} from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmAddress,
  createTestServer,
  login,
  requestToken,
  signedInUser,
  TEST_CLIENT,
  type TestServer,
} from '../../test/harness.js';
import { changedTables, tableSnapshot } from '../../security/attack/snapshot.js';
import { addTake, chooseGroup } from '../../test/takes.js';
import { buyThroughWebhook, paidTransaction } from '../../test/purchases.js';
import { NEO_ITEMS } from '../survey/neo-items.js';
import { scoreNeo } from '../survey/neo.js';
import { shopSettings } from '../cart/settings.js';
import { webhookSignature } from '../cart/foxy.js';
import { saveProfileImage } from '../profile-image/service.js';
import { withoutTokens } from './export.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);
afterAll(async () => {
  await t.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;

const exportOf = (who: Person, currentPassword?: string) =>
  t.as(who).call(calls.exportMyData, { body: currentPassword === undefined ? {} : { currentPassword } });
const deleteOf = (who: Person, currentPassword?: string) =>
  t.as(who).call(calls.deleteAccount, { body: currentPassword === undefined ? {} : { currentPassword } });

const refused = (res: LightMyRequestResponse, status: number, text: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ status, error: text });
};

/** A finished short take (the 50 items), every answer `answer`. */
async function answerAll(who: Person, answer: number): Promise<void> {
  await addTake(t.app, who.id, { instrument: 'ipip-50', answers: answer });
}

/** A picture stored for the person, as an upload stores it; answers its name. */
const pictureFor = async (who: Person): Promise<string> =>
  saveProfileImage(
    t.app.ctx,
    Number(who.id),
    await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 9, g: 99, b: 199 } } })
      .png()
      .toBuffer(),
  );

async function invite(from: Person, to: { email: string; firstName?: string }, reportIds: number[] = []) {
  const res = await t.as(from).call(calls.createConnectionRequest, {
    body: {
      firstName: to.firstName ?? 'Friend',
      lastName: 'Person',
      email: to.email,
      message: 'Join me on Insight',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const request = res.json<ConnectionRequest>();
  if (reportIds.length > 0) {
    const shared = await t.as(from).call(calls.updateRequest, {
      body: {
        id: request.id,
        connectionReports: reportIds.map((reportId) => ({ reportId })),
      },
    });
    expect(shared.statusCode, shared.body).toBe(204);
  }
  return request;
}

async function connect(a: Person, b: Person): Promise<Connection> {
  const request = await invite(a, { email: b.user.email, firstName: b.user.firstName });
  const accepted = await t.as(b).call(calls.acceptRequest, { params: { id: request.id } });
  expect(accepted.statusCode, accepted.body).toBe(204);
  const list = (await t.as(a).call(calls.listConnections)).json<Connection[]>();
  const connection = list.find((c) => c.requesterId === b.id || c.recipientId === b.id);
  if (!connection) throw new Error('not connected');
  return connection;
}

async function share(who: Person, connectionId: number, reportIds: number[]): Promise<void> {
  const res = await t.as(who).call(calls.updateConnection, {
    body: {
      id: connectionId,
      connectionReports: reportIds.map((reportId) => ({ reportId })),
    },
  });
  expect(res.statusCode, res.body).toBe(204);
}

/** Every row of every table that still names the person: by one of the id columns, or their address in any text. */
async function traces(userId: string, email: string): Promise<Record<string, number>> {
  return t.app.ctx.dbHandle.withSession(async (s) => {
    const columns = await s.query<{ table: string; column: string }>(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = current_schema()
          AND column_name IN ('user_id', 'requester_id', 'recipient_id', 'owner_id', 'recipient_user_id')`,
    );
    const tables = await s.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const found: Record<string, number> = {};
    for (const { name } of tables) {
      const idColumns = columns.filter((c) => c.table === name).map((c) => `"${c.column}" = ${Number(userId)}`);
      const where = [`lower(t::text) LIKE '%' || $1 || '%'`, ...idColumns].join(' OR ');
      const [row] = await s.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}" t WHERE ${where}`, [email]);
      if (row && row.n > 0) found[name] = row.n;
    }
    return found;
  });
}

describe('POST /api/mylifecontact/data-export', () => {
  it('asks for the current password again: 400 without it, 403 when wrong, and counts no download then', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    refused(await exportOf(ada), 400, adm.passwordRequired);
    refused(await exportOf(ada, ''), 400, adm.passwordRequired);
    refused(await exportOf(ada, 'not-her-password'), 403, adm.passwordWrong);
    expect((await exportOf(ada, ada.user.password)).statusCode).toBe(200);
    expect(
      (await t.as(null).call(calls.exportMyData, { body: { currentPassword: ada.user.password } })).statusCode,
    ).toBe(401);
  });

  it(`allows ${DATA_EXPORTS_PER_DAY} downloads a day, then 429 with its text until the next day`, async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i += 1) {
      expect((await exportOf(ada, ada.user.password)).statusCode).toBe(200);
    }
    refused(await exportOf(ada, ada.user.password), 429, adm.tooManyExports);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const tomorrow = {
      ...ada,
      headers: { authorization: `Bearer ${await login(t.app, ada.user.email, ada.user.password)}` },
    };
    expect((await exportOf(tomorrow, ada.user.password)).statusCode).toBe(200);
  });

  it('holds the contact, answers and scores, purchases and orders, guides, connections, requests, shares and mails', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada', lastName: 'Lovelace', gender: 'F' });
    const bob = await signedInUser(t.app, { firstName: 'Bob' });
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    expect((await buyThroughWebhook(t.app, ada.id, ['MAP-001', 'CAR-001'])).statusCode).toBe(200);
    expect((await buyThroughWebhook(t.app, bob.id, ['MAP-001'])).statusCode).toBe(200);
    await answerAll(ada, 4);
    await answerAll(bob, 2);
    const pictureName = await pictureFor(ada);
    const connection = await connect(ada, bob);
    await share(ada, connection.id, [PERSONAL_MAP_REPORT_ID, 2]);
    await share(bob, connection.id, [PERSONAL_MAP_REPORT_ID]);
    await invite(ada, { email: 'dana@example.com', firstName: 'Dana' }, [2]);
    const mailed = await t.as(cy).call(calls.sendInviteEmail, {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: ada.user.email,
        message: 'Join me on Insight',
      },
    });
    expect(mailed.statusCode, mailed.body).toBe(204);

    const res = await exportOf(ada, ada.user.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="insight-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = res.json<DataExport>();
    assert(file, DataExport);

    expect(file.account).toMatchObject({
      id: ada.id,
      email: ada.user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'F',
      pronoun: 'She/her',
      pendingEmail: null,
    });
    expect(file.account.emailConfirmedAt).not.toBeNull();
    expect(file.profilePictures).toEqual([
      {
        url: `http://insight.test/api/user/profileimage/${pictureName}`,
        contentType: 'image/png',
        uploadedAt: expect.any(String),
        current: true,
      },
    ]);
    expect(file.questionnaires).toHaveLength(1);
    const [questionnaire] = file.questionnaires;
    expect(questionnaire?.instrument).toBe('ipip-50');
    expect(questionnaire?.status).toBe('complete');
    expect(questionnaire?.result).toBeNull();
    expect(questionnaire?.answers).toHaveLength(50);
    expect(questionnaire?.answers[0]).toEqual({
      item: 1,
      statement: 'Am the life of the party.',
      trait: 'extraversion',
      answer: 4,
      answerText: 'Moderately Accurate',
    });
    expect(Object.keys(questionnaire?.scores ?? {}).sort()).toEqual(
      ['agreeableness', 'conscientiousness', 'emotionalStability', 'extraversion', 'intellect'].sort(),
    );
    expect(file.purchases.map((p) => [p.code, p.priceCents !== null, p.transactionId !== null])).toEqual([
      ['MAP-001', true, true],
      ['CAR-001', true, true],
    ]);
    expect(file.orders).toHaveLength(1);
    expect(file.orders[0]?.lines.map((l) => l.code)).toEqual(['MAP-001', 'CAR-001']);
    expect(file.orders[0]?.totalCents).toBe(file.purchases.reduce((sum, p) => sum + (p.priceCents ?? 0), 0));
    expect(file.guides.map((g) => g.reportId).sort()).toEqual([1, 2]);
    expect(file.connections).toEqual([
      {
        person: { firstName: 'Bob', lastName: bob.user.lastName, email: bob.user.email },
        since: expect.any(String),
        youShare: expect.arrayContaining([
          expect.objectContaining({ reportId: 1 }),
          expect.objectContaining({ reportId: 2 }),
        ]),
        sharedWithYou: [expect.objectContaining({ reportId: 1, name: 'My Personal Map' })],
      },
    ]);
    const sent = file.requestsSent.find((r) => r.to.email === 'dana@example.com');
    expect(sent).toMatchObject({ status: 'pending', message: 'Join me on Insight', guidesToShare: [{ reportId: 2 }] });
    expect(file.requestsSent.find((r) => r.to.email === bob.user.email)?.status).toBe('accepted');
    expect(file.requestsReceived).toEqual([
      expect.objectContaining({
        from: { firstName: 'Cy', lastName: cy.user.lastName, email: cy.user.email },
        status: 'pending',
      }),
    ]);
    // The mails kept for the address (the confirmation link among them), with their tokens removed.
    expect(file.mails.length).toBeGreaterThanOrEqual(1);
    expect(file.mails.some((mail) => mail.text.includes('/confirm-email?token=[removed]'))).toBe(true);
    expect(file.mails.some((mail) => mail.text.includes('connectionToken=[removed]'))).toBe(true);
    for (const mail of file.mails) {
      expect(mail.to).toBe(ada.user.email);
      expect(mail.text).not.toMatch(/[?&][a-z]*token=(?!\[removed\])/i);
    }

    // Nothing private of anyone else: Bob appears by name and e-mail only; no password hash, no score of his.
    const text = res.body;
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain(`"${bob.id}"`);
    expect(text).not.toContain('scrypt');
  });

  it('holds every take oldest first: a short and two full ones with answers, domains and facets against the group of now', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada', gender: 'F' });
    const varied = Array.from({ length: 120 }, (_, k) => 1 + ((k * 7) % 5));
    await addTake(t.app, ada.id, {
      instrument: 'ipip-50',
      answers: 4,
      finishedAt: new Date('2025-06-01T10:00:00.000Z'),
    });
    await addTake(t.app, ada.id, {
      instrument: 'ipip-neo-120',
      answers: 3,
      finishedAt: new Date('2026-01-10T09:00:00.000Z'),
    });
    await addTake(t.app, ada.id, {
      instrument: 'ipip-neo-120',
      answers: varied,
      finishedAt: new Date('2026-03-02T17:30:00.000Z'),
    });
    await chooseGroup(t.app, ada.id, { sex: 'female', ageBand: '21-40' });

    const res = await exportOf(ada, ada.user.password);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<DataExport>();
    assert(file, DataExport);
    expect(file.version).toBe(2);
    expect(file.comparisonGroup).toEqual({ sex: 'female', ageBand: '21-40', chosen: true });
    expect(file.questionnaires.map((take) => [take.instrument, take.status, take.completedAt])).toEqual([
      ['ipip-50', 'complete', '2025-06-01T10:00:00.000Z'],
      ['ipip-neo-120', 'complete', '2026-01-10T09:00:00.000Z'],
      ['ipip-neo-120', 'complete', '2026-03-02T17:30:00.000Z'],
    ]);
    const [short, first, second] = file.questionnaires as [
      DataExport['questionnaires'][number],
      DataExport['questionnaires'][number],
      DataExport['questionnaires'][number],
    ];
    expect(short).toMatchObject({ locale: 'en-US', result: null, scores: { extraversion: expect.any(Number) } });
    expect(short.answers).toHaveLength(50);

    // The full takes: every answer with its statement (the package's), domain and facet; no short-version scores.
    for (const take of [first, second]) {
      expect(take.scores).toBeNull();
      expect(take.answers).toHaveLength(120);
    }
    const item1 = NEO_ITEMS[0]!;
    expect(second.answers[0]).toEqual({
      item: 1,
      statement: item1.text,
      domain: item1.domain,
      facet: item1.facetKey,
      answer: varied[0],
      answerText: 'Very Inaccurate',
    });
    expect(first.answers[0]?.answerText).toBe('Neither Inaccurate nor Accurate');

    // Raw sums, T scores, percentiles and levels of the 5 domains and 30 facets, against the group of now.
    const expected = scoreNeo(varied, { sex: 'female', ageBand: '21-40' });
    expect(second.result?.group).toEqual({ sex: 'female', ageBand: '21-40' });
    expect(Object.keys(second.result?.domains ?? {}).sort()).toEqual([
      'agreeableness',
      'conscientiousness',
      'extraversion',
      'neuroticism',
      'openness',
    ]);
    expect(Object.values(second.result?.domains ?? {}).flatMap((d) => Object.keys(d.facets))).toHaveLength(30);
    expect(second.result?.domains.openness).toEqual({
      ...expected.domains.openness,
      level: expected.domains.openness.t < 45 ? 'low' : expected.domains.openness.t > 55 ? 'high' : 'average',
    });
    expect(first.result?.domains.agreeableness).toMatchObject({ raw: 72, percentile: 2, level: 'low' });
    expect(first.result?.domains.openness.facets.intellect).toMatchObject({ raw: 12 });
  });

  it('shows an unproven address nothing addressed to it: no invitation, no mail', async () => {
    const mallory = await signedInUser(t.app, { firstName: 'Mallory' }, { confirm: false });
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    await invite(cy, { email: mallory.user.email });
    const file = (await exportOf(mallory, mallory.user.password)).json<DataExport>();
    assert(file, DataExport);
    expect(file.account.emailConfirmedAt).toBeNull();
    expect(file.requestsReceived).toEqual([]);
    expect(file.mails).toEqual([]);
  });

  it('removes one-time tokens from mailed links', () => {
    expect(withoutTokens('Accept: http://x.test/accept?token=abcDEF123_-x and more')).toBe(
      'Accept: http://x.test/accept?token=[removed] and more',
    );
    expect(withoutTokens('http://x.test/register?connectionToken=Zz9_-aa')).toBe(
      'http://x.test/register?connectionToken=[removed]',
    );
    expect(withoutTokens('http://x.test/confirm-email?token=a1&next=/home')).toBe(
      'http://x.test/confirm-email?token=[removed]&next=/home',
    );
  });
});

describe('POST /api/mylifecontact/delete', () => {
  it('asks for the current password again and changes nothing without it', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    refused(await deleteOf(ada), 400, adm.passwordRequired);
    refused(await deleteOf(ada, 'not-her-password'), 403, adm.passwordWrong);
    expect((await t.as(ada).call(calls.getContact)).statusCode).toBe(200);
    expect(await login(t.app, ada.user.email, ada.user.password)).toBeTruthy();
  });

  it('erases the person at once and on every server: sessions, connections, shares, compare, invitations', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    const bob = await signedInUser(t.app, { firstName: 'Bob' });
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    expect((await buyThroughWebhook(t.app, ada.id, ['MAP-001', 'CAR-001'])).statusCode).toBe(200);
    expect((await buyThroughWebhook(t.app, bob.id, ['MAP-001'])).statusCode).toBe(200);
    await answerAll(ada, 4);
    await answerAll(bob, 2);
    const connection = await connect(ada, bob);
    await share(ada, connection.id, [PERSONAL_MAP_REPORT_ID, 2]);
    await share(bob, connection.id, [PERSONAL_MAP_REPORT_ID]);
    const dee = await signedInUser(t.app, { firstName: 'Dee' });
    const mailed = await t.as(ada).call(calls.sendInviteEmail, {
      body: {
        firstName: 'Cy',
        lastName: 'Person',
        email: cy.user.email,
        message: 'Join me',
      },
    });
    expect(mailed.statusCode, mailed.body).toBe(204);
    const cyMails = (
      await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(cy.user.email)}` })
    ).json<{ text: string }[]>();
    const link = /connectionToken=([A-Za-z0-9_-]+)/.exec(cyMails.map((m) => m.text).join('\n'))?.[1];
    expect(link).toBeTruthy();
    await invite(dee, { email: ada.user.email, firstName: 'Ada' });
    const picture = `/api/user/profileimage/${await pictureFor(ada)}`;
    expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
    const guide = { userId: ada.id, reportId: 2 };
    expect((await t.as(bob).call(calls.getReport, { params: guide })).statusCode).toBe(200);
    expect((await t.as(bob).call(calls.compareTraits, { params: { userId: ada.id } })).statusCode).toBe(200);
    const other = await t.anotherServer();
    try {
      const res = await deleteOf(ada, ada.user.password);
      expect(res.statusCode, res.body).toBe(204);

      // Table by table (before anyone tries her address again): nothing names her but the mail that confirms the deletion and the bare id kept for webhooks.
      expect(await traces(ada.id, ada.user.email)).toEqual({ deleted_accounts: 1, mail_outbox: 1 });
      // Every session ends, on this server and on the other.
      expect((await t.as(ada).call(calls.getContact)).statusCode).toBe(401);
      expect((await other.as(ada).call(calls.getContact)).statusCode).toBe(401);
      // The app's Logout after the deletion revokes a token whose account is gone: 200, nothing recorded.
      const revoked = await t.as(null).call(calls.revokeToken, {
        body: { client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret, token: ada.token },
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const token = await requestToken(t.app, ada.user.email, ada.user.password);
      expect(token.statusCode).toBe(400);

      expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
      // Bob: no connection, no ghost row; her guide and her scores are gone.
      expect((await t.as(bob).call(calls.listConnections)).json()).toEqual([]);
      expect([403, 404]).toContain((await t.as(bob).call(calls.getReport, { params: guide })).statusCode);
      expect([403, 404]).toContain(
        (await t.as(bob).call(calls.compareTraits, { params: { userId: ada.id } })).statusCode,
      );
      expect([403, 404]).toContain((await t.as(bob).call(calls.getTraits, { params: { userId: ada.id } })).statusCode);
      // Her invitation to Cy is gone, its mailed link with it, and so is Dee's invitation to her.
      const follow = await t.as(cy).call(calls.acceptRequestByToken, { params: { token: link ?? '' } });
      expect([400, 404, 410]).toContain(follow.statusCode);
      expect((await t.as(cy).call(calls.listConnections)).json()).toEqual([]);
      expect((await t.as(cy).call(calls.listReceivedRequests)).json()).toEqual([]);
      expect((await t.as(dee).call(calls.listSentRequests)).json()).toEqual([]);

      const closing = await t.app.inject({
        method: 'GET',
        url: `/sandbox/mail.json?to=${encodeURIComponent(ada.user.email)}`,
      });
      expect(closing.json<{ subject: string }[]>().map((m) => m.subject)).toEqual([
        'Your Insight account has been deleted',
      ]);
      // Her order stays, anonymised: the transaction, amounts and lines, no customer.
      const orders = await t.app.ctx.dbHandle.withSession((s) =>
        s.query<{ user_id: number | null; payload: Record<string, unknown> }>(
          `SELECT user_id, payload FROM foxy_transactions WHERE payload->>'id' IN (
             SELECT payload->>'id' FROM foxy_transactions WHERE user_id IS NULL)`,
        ),
      );
      const hers = orders.filter((o) => JSON.stringify(o.payload).includes('CAR-001'));
      expect(hers.length).toBeGreaterThan(0);
      for (const order of hers) {
        expect(order.user_id).toBeNull();
        expect(Object.keys(order.payload).sort()).toEqual(['id', 'items', 'status', 'total_item_price', 'total_order']);
      }
    } finally {
      await other.close();
    }
  });

  it('lets the address register again, empty, and a late webhook for the deleted account grants nothing', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    expect((await buyThroughWebhook(t.app, ada.id, ['MAP-001'])).statusCode).toBe(200);
    expect((await deleteOf(ada, ada.user.password)).statusCode).toBe(204);

    const again = await signedInUser(t.app, { ...ada.user, firstName: 'Ada' });
    expect(again.id).not.toBe(ada.id);
    const contact = (await t.as(again).call(calls.getContact)).json<{ user: { userName: string } }>();
    expect(contact.user.userName).toBe(ada.user.email);
    expect((await t.as(again).call(calls.getSurvey)).json()).toMatchObject({ status: null });
    expect((await t.as(again).call(calls.listConnections)).json()).toEqual([]);

    // The store delivers a paid order for the deleted customer id, with the same address.
    const settings = await shopSettings(t.app.ctx);
    const body: Record<string, unknown> = {
      ...(await paidTransaction(t.app, ada.id, ['CAR-001'])),
      customer_email: ada.user.email,
      customer_first_name: 'Ada',
      billing_address1: '1 Analytical Way',
    };
    const raw = JSON.stringify(body);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/foxycart/webhook',
      headers: {
        'content-type': 'application/json',
        'foxy-webhook-event': 'transaction/created',
        'foxy-webhook-signature': webhookSignature(raw, settings.webhookKey),
        'foxy-store-id': settings.storeId,
      },
      payload: raw,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ granted: [], refused: 'the account was deleted' });
    const owned = await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ n: number }>('SELECT count(*)::int AS n FROM purchases WHERE user_id = $1', [Number(again.id)]),
    );
    expect(owned[0]?.n).toBe(0);
    const kept = await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ payload: unknown }>(`SELECT payload FROM foxy_transactions WHERE payload->>'id' = $1`, [
        String(body.id),
      ]),
    );
    expect(JSON.stringify(kept[0]?.payload)).not.toMatch(/Analytical|customer|@/);
  });

  it('leaves invitations to an address it never proved to their real owner', async () => {
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    const mallory = await signedInUser(t.app, { firstName: 'Mallory' }, { confirm: false });
    await invite(cy, { email: mallory.user.email });
    expect((await deleteOf(mallory, mallory.user.password)).statusCode).toBe(204);
    expect((await t.as(cy).call(calls.listSentRequests)).json<ConnectionRequest[]>()).toHaveLength(1);
  });
});

/**
 * Issue 34, point 7: an address changes hands. Annabel moves away from her address; Gus invites it while it is
 * nobody's; Bob registers it and proves it; Hal invites Bob there. What reached the address while it was
 * Annabel's (Ivy's invitation, its mail, her welcome mail, the notice of her move) stays hers; what came after she
 * left is Bob's.
 */
async function handOver() {
  const ann = await signedInUser(t.app, { firstName: 'Annabel' });
  const address = ann.user.email;
  const ivy = await signedInUser(t.app, { firstName: 'Ivy' });
  const mailed = await t.as(ivy).call(calls.sendInviteEmail, {
    body: {
      firstName: 'Annabel',
      lastName: 'Person',
      email: address,
      message: 'For Annabel only',
    },
  });
  expect(mailed.statusCode, mailed.body).toBe(204);
  const moved = `moved.${address}`;
  const change = await t.as(ann).call(calls.updateContact, {
    body: {
      user: { firstName: 'Annabel', lastName: ann.user.lastName, gender: 'F', userName: moved, password: null },
      currentPassword: ann.user.password,
    },
  });
  expect(change.statusCode, change.body).toBe(200);
  await confirmAddress(t.app, moved);
  const gus = await signedInUser(t.app, { firstName: 'Gus' });
  await invite(gus, { email: address, firstName: 'Whoever' });
  const bob = await signedInUser(t.app, { firstName: 'Bob', email: address });
  const hal = await signedInUser(t.app, { firstName: 'Hal' });
  await invite(hal, { email: address, firstName: 'Bob' });
  return { ann: { ...ann, user: { ...ann.user, email: moved } }, address, ivy, gus, bob, hal };
}

const fileOf = async (who: Person): Promise<DataExport> => {
  const res = await exportOf(who, who.user.password);
  expect(res.statusCode, res.body).toBe(200);
  const file = res.json<DataExport>();
  assert(file, DataExport);
  return file;
};

describe('invitations and mails are the account’s that held the address, not the one that holds it now', () => {
  it('Bob, who proved Annabel’s old address, downloads none of hers; Annabel downloads all of hers', async () => {
    const { ann, address, bob } = await handOver();

    const bobs = await fileOf(bob);
    expect(bobs.requestsReceived.map((r) => r.from.firstName).sort()).toEqual(['Gus', 'Hal']);
    expect(bobs.mails.length).toBeGreaterThan(0);
    for (const mail of bobs.mails) {
      expect(mail.to).toBe(address);
      expect(mail.text).not.toContain('Annabel');
      expect(mail.text).not.toContain(ann.user.email);
    }
    expect(bobs.mails.some((mail) => mail.text.includes('Hello Bob,'))).toBe(true);

    const anns = await fileOf(ann);
    expect(anns.requestsReceived).toEqual([
      expect.objectContaining({ from: expect.objectContaining({ firstName: 'Ivy' }), message: 'For Annabel only' }),
    ]);
    const subjectsTo = (to: string) => anns.mails.filter((mail) => mail.to === to).map((mail) => mail.subject);
    expect(subjectsTo(address)).toEqual([
      'Confirm your Insight e-mail address',
      'Ivy Lovelace invites you to join Insight',
      'Your Insight email address was changed',
    ]);
    expect(subjectsTo(ann.user.email)).toEqual(['Confirm your Insight e-mail address']);
    expect(anns.mails.some((mail) => mail.text.includes('Hello Bob,'))).toBe(false);
  });

  it('Bob neither sees nor can accept the invitation Ivy sent Annabel at the address he holds now', async () => {
    const { address, ivy, bob } = await handOver();
    const received = (await t.as(bob).call(calls.listReceivedRequests)).json<ConnectionRequest[]>();
    expect(received.map((r) => r.requester.user.firstName).sort()).toEqual(['Gus', 'Hal']);
    const [toAnnabel] = (await t.as(ivy).call(calls.listSentRequests)).json<ConnectionRequest[]>();
    expect(toAnnabel?.recipientEmail).toBe(address);
    const before = await tableSnapshot(t);
    const accept = await t.as(bob).call(calls.acceptRequest, { params: { id: String(toAnnabel?.id) } });
    expect(accept.statusCode, accept.body).toBe(404);
    expect(changedTables(before, await tableSnapshot(t)).filter((table) => table !== 'limit_counters')).toEqual([]);
  });

  it('deleting Bob leaves the inviter’s record of the invitation to Annabel; deleting Annabel removes what was hers', async () => {
    const { ann, address, ivy, gus, bob, hal } = await handOver();
    const sentBy = async (who: Person) => (await t.as(who).call(calls.listSentRequests)).json<ConnectionRequest[]>();
    /** The kept mails to either of her addresses that name her. */
    const annabelsMails = async () =>
      (
        await t.app.ctx.dbHandle.withSession((s) =>
          s.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = ANY($1::text[]) AND text_body LIKE '%Annabel%'`,
            [[address, ann.user.email]],
          ),
        )
      )[0]?.n ?? 0;
    const hers = await annabelsMails();
    expect(hers).toBeGreaterThanOrEqual(3);

    expect((await deleteOf(bob, bob.user.password)).statusCode).toBe(204);
    // Ivy still sees her invitation to Annabel; Gus's and Hal's (Bob's) are gone.
    expect((await sentBy(ivy)).map((r) => r.recipientEmail)).toEqual([address]);
    expect(await sentBy(gus)).toEqual([]);
    expect(await sentBy(hal)).toEqual([]);
    // Annabel's mails at her old address stay hers, and her file still holds them.
    expect(await annabelsMails()).toBe(hers);
    const anns = await fileOf(ann);
    expect(anns.requestsReceived.map((r) => r.from.firstName)).toEqual(['Ivy']);
    expect(anns.mails.filter((mail) => mail.to === address)).toHaveLength(3);

    expect((await deleteOf(ann, ann.user.password)).statusCode).toBe(204);
    expect(await sentBy(ivy)).toEqual([]);
    // Nothing of hers is left but the closing mail (to her address now) and her bare id.
    expect(await annabelsMails()).toBe(1);
    expect(await traces(ann.id, ann.user.email)).toEqual({ deleted_accounts: 1, mail_outbox: 1 });
  });
});
