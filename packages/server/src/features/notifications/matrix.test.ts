/**
 * The authorization matrix of the notification routes × every kind of asker:
 *   anonymous · owner (O, whose invitation C accepted and with whom C shares a guide: O has notices, and a mail
 *   with its unsubscribe token) · connection (C, connected with O, told of the guide O shares) · stranger (S) ·
 *   unproven (U, whose unproven address O invited: an invitation reaches only a proven address, so nothing of it
 *   reaches U).
 * Each cell asserts the status, and that nothing changed but what the cell may change (every table's rows).
 * The unsubscribe token is its own proof: whoever holds O's mail turns off that one switch of O's, nothing else.
 */
import {
  calls,
  NoticeList,
  notificationMessages,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  type Connection,
  type ConnectionRequest,
} from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableSnapshot } from '../../security/attack/snapshot.js';
import { createTestServer, FORM_HEADERS, form, signedInUser, type TestServer } from '../../test/harness.js';
import { buyThroughWebhook } from '../../test/purchases.js';
import type { OutboxMail } from '../mail/outbox.js';
import { notificationSweeper } from './routes.js';

let t: TestServer;

type Person = Awaited<ReturnType<typeof signedInUser>>;
const ROLES = ['anonymous', 'owner', 'connection', 'stranger', 'unproven'] as const;
type Role = (typeof ROLES)[number];

let people: Record<Exclude<Role, 'anonymous'>, Person>;
/** O's notice ids, and the unsubscribe token of O's invitationAccepted mail. */
let ownerNoticeIds: string[];
let ownerToken: string;

const asker = (role: Role): Person | null => (role === 'anonymous' ? null : people[role]);

async function noticesOf(role: Exclude<Role, 'anonymous'>): Promise<NoticeList> {
  const res = await t.as(asker(role)).call(calls.notices);
  expect(res.statusCode).toBe(200);
  const list = res.json<NoticeList>();
  assert(list, NoticeList);
  return list;
}

beforeAll(async () => {
  t = await createTestServer();
  const owner = await signedInUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
  const connection = await signedInUser(t.app, { firstName: 'Cleo', lastName: 'Connected' });
  const stranger = await signedInUser(t.app, { firstName: 'Sam', lastName: 'Stranger' });
  const unproven = await signedInUser(t.app, { firstName: 'Una', lastName: 'Unproven' }, { confirm: false });
  people = { owner, connection, stranger, unproven };
  expect((await buyThroughWebhook(t.app, connection.id, ['CAR-001'])).statusCode).toBe(200);

  const invite = (to: Person) =>
    t.as(owner).call(calls.createConnectionRequest, {
      body: {
        firstName: to.user.firstName,
        lastName: to.user.lastName,
        email: to.user.email,
      },
    });
  const request = (await invite(connection)).json<ConnectionRequest>();
  expect((await t.as(connection).call(calls.acceptRequest, { params: { id: request.id } })).statusCode).toBe(204);
  expect((await invite(unproven)).statusCode).toBe(201);
  const [link] = (await t.as(connection).call(calls.listConnections)).json<Connection[]>();
  const shared = await t.as(connection).call(calls.updateConnection, {
    body: {
      id: link?.id,
      connectionReports: [{ reportId: 2 }],
    },
  });
  expect(shared.statusCode).toBe(204);
  // C has a notice of their own: O shares a guide back.
  expect((await buyThroughWebhook(t.app, owner.id, ['CAR-002'])).statusCode).toBe(200);
  const back = await t.as(owner).call(calls.updateConnection, {
    body: {
      id: link?.id,
      connectionReports: [{ reportId: 3 }],
    },
  });
  expect(back.statusCode).toBe(204);

  t.clock.advance(61_000);
  await notificationSweeper(t.app).sweep();
  const mails = (
    await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(owner.user.email)}` })
  ).json<OutboxMail[]>();
  const accepted = mails.find((mail) => mail.subject === 'Cleo Connected accepted your invitation');
  ownerToken = decodeURIComponent(/\/unsubscribe\?token=([^\s"<>&]+)/.exec(accepted?.text ?? '')?.[1] ?? '');
  expect(ownerToken).not.toBe('');
  ownerNoticeIds = (await noticesOf('owner')).notices.map((notice) => notice.id);
  expect(ownerNoticeIds).toHaveLength(2);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** Runs a request and asserts its status and the only tables it changed. */
async function expectCell(
  run: () => Promise<LightMyRequestResponse>,
  status: number,
  mayChange: string[] = [],
): Promise<LightMyRequestResponse> {
  const before = await tableSnapshot(t);
  const res = await run();
  expect(res.statusCode, res.body).toBe(status);
  const changed = changedTables(before, await tableSnapshot(t)).filter((table) => table !== 'limit_counters');
  expect(changed).toEqual(mayChange);
  return res;
}

describe('GET /api/notifications', () => {
  it('anonymous: 401', async () => {
    await expectCell(() => t.as(null).call(calls.notices), 401);
  });
  it('owner: their own notices (the accepted invitation, the shared guide)', async () => {
    const list = await noticesOf('owner');
    expect(list.notices.map((notice) => [notice.kind, notice.person.name])).toEqual([
      ['guideShared', 'Cleo Connected'],
      ['invitationAccepted', 'Cleo Connected'],
    ]);
  });
  it('connection: their own notice (the guide the owner shares), never the owner’s', async () => {
    const list = await noticesOf('connection');
    expect(list.notices.map((notice) => [notice.kind, notice.person.name, notice.guides])).toEqual([
      ['guideShared', 'Olive Owner', ['Leadership Style']],
    ]);
    expect(list.notices.filter((notice) => ownerNoticeIds.includes(notice.id))).toEqual([]);
  });
  it('stranger: nothing', async () => {
    expect(await noticesOf('stranger')).toEqual({ unread: 0, notices: [] });
  });
  it('unproven: the invitation to their unproven address tells them nothing', async () => {
    expect(await noticesOf('unproven')).toEqual({ unread: 0, notices: [] });
  });
});

describe('POST /api/notifications/read with the owner’s ids', () => {
  it('anonymous: 401, nothing changes', async () => {
    await expectCell(() => t.as(null).call(calls.markNoticesRead, { body: { ids: ownerNoticeIds } }), 401);
  });
  it.each(['connection', 'stranger', 'unproven'] as const)('%s: 204, and the owner’s stay unread', async (role) => {
    await expectCell(() => t.as(asker(role)).call(calls.markNoticesRead, { body: { ids: ownerNoticeIds } }), 204);
    expect((await noticesOf('owner')).unread).toBe(2);
  });
  it('owner: 204, read', async () => {
    await expectCell(() => t.as(people.owner).call(calls.markNoticesRead, { body: { ids: ownerNoticeIds } }), 204, [
      'notices',
    ]);
    expect((await noticesOf('owner')).unread).toBe(0);
  });
});

describe('the switches', () => {
  const allOff = { invitationAccepted: false, guideShared: false, sharesBack: false, invitationExpiring: false };
  it('anonymous: 401 on both, nothing changes', async () => {
    await expectCell(() => t.as(null).call(calls.notificationSettings), 401);
    await expectCell(() => t.as(null).call(calls.updateNotificationSettings, { body: allOff }), 401);
  });
  it.each(['connection', 'stranger', 'unproven'] as const)('%s: changes their own only', async (role) => {
    await expectCell(() => t.as(asker(role)).call(calls.updateNotificationSettings, { body: allOff }), 200, [
      'notification_settings',
    ]);
    expect((await t.as(people.owner).call(calls.notificationSettings)).json()).toEqual({
      invitationAccepted: true,
      guideShared: true,
      sharesBack: true,
      invitationExpiring: true,
    });
  });
});

describe('unsubscribing with the owner’s mail', () => {
  it('a token of another purpose (an access token) from anyone: 400, nothing changes', async () => {
    for (const role of ROLES) {
      const res = await expectCell(
        () => t.as(asker(role)).call(calls.unsubscribe, { body: { token: people.stranger.token } }),
        400,
      );
      expect(res.json().error).toBe(notificationMessages.unsubscribeInvalid);
    }
  });
  it('the one-click GET, by anyone: 303, nothing changes', async () => {
    await expectCell(
      () =>
        t.app.inject({ method: 'GET', url: `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(ownerToken)}` }),
      303,
    );
  });
  it('whoever holds the mail (signed out, or signed in as someone else): only that switch of the owner goes off', async () => {
    await expectCell(() => t.as(people.stranger).call(calls.unsubscribe, { body: { token: ownerToken } }), 200, [
      'notification_settings',
    ]);
    expect((await t.as(people.owner).call(calls.notificationSettings)).json()).toEqual({
      invitationAccepted: false,
      guideShared: true,
      sharesBack: true,
      invitationExpiring: true,
    });
    // The stranger's own switches are what the stranger set, untouched by the owner's token.
    expect((await t.as(people.stranger).call(calls.notificationSettings)).json()).toEqual({
      invitationAccepted: false,
      guideShared: false,
      sharesBack: false,
      invitationExpiring: false,
    });
    // Once more, by one-click, signed out: the same state (the row is written, its values are the same).
    await expectCell(
      () =>
        t.app.inject({
          method: 'POST',
          url: `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(ownerToken)}`,
          headers: FORM_HEADERS,
          payload: form({ 'List-Unsubscribe': 'One-Click' }),
        }),
      200,
      ['notification_settings'],
    );
  });
});
