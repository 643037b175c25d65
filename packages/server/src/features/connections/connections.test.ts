/**
 * Connections end to end through the HTTP API (SPEC §2 Connections/Invite/Sharing, §4, §5, §6, §7): the
 * invitation by e-mail and its link, accepting/rejecting/cancelling/removing, sharing and the report rule,
 * duplicates, tokens, and bad bodies. Answers are checked against the contract's structs.
 */
import { createHash } from 'node:crypto';
import {
  calls,
  connectionMessages as cm,
  Connection,
  ConnectionRequest,
  isConnection,
  otherParty,
  validationMessages as vm,
  type ConnectionRequestPayload,
} from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { array, assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  registerUser,
  signedInUser,
  login,
  newUser,
  TEST_APP_URL,
  type TestServer,
} from '../../test/harness.js';
import { buyThroughWebhook } from '../../test/purchases.js';
import { finishedShortTake } from '../../test/takes.js';
import type { OutboxMail } from '../mail/outbox.js';
import { CONNECTION_TOKEN_TTL_MS, INVITE_MAIL_LIMIT } from './invitations.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Method = 'GET' | 'POST' | 'PUT';

const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  t.app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));

/** Buys guides through the signed FoxyCart webhook with a genuine paid transaction (how purchases arrive). */
async function buy(me: Person, codes: string[]): Promise<void> {
  const res = await buyThroughWebhook(t.app, me.id, codes);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ granted: number[] }>().granted.length).toBeGreaterThan(0);
}

/** A finished questionnaire (every answer 3), so that the person's guides can be written. */
async function finishSurvey(me: Person): Promise<void> {
  await finishedShortTake(t.app.ctx, Number(me.id), 3);
}

const inviteBody = (to: Person | string, extra: Partial<ConnectionRequestPayload> = {}): ConnectionRequestPayload => ({
  firstName: typeof to === 'string' ? 'Bea' : to.user.firstName,
  lastName: typeof to === 'string' ? 'Lee' : to.user.lastName,
  email: typeof to === 'string' ? to : to.user.email,
  ...extra,
});

async function invite(from: Person, to: Person | string, extra: Partial<ConnectionRequestPayload> = {}) {
  const res = await t.as(from).call(calls.createConnectionRequest, { body: inviteBody(to, extra) });
  expect(res.statusCode, res.body).toBe(201);
  const request = res.json<ConnectionRequest>();
  assert(request, ConnectionRequest);
  return request;
}

async function sendMail(from: Person, to: Person | string, extra: Partial<ConnectionRequestPayload> = {}) {
  const res = await t.as(from).call(calls.sendInviteEmail, { body: inviteBody(to, extra) });
  expect(res.statusCode, res.body).toBe(204);
}

async function received(me: Person): Promise<ConnectionRequest[]> {
  const res = await t.as(me).call(calls.listReceivedRequests);
  expect(res.statusCode).toBe(200);
  const list = res.json<ConnectionRequest[]>();
  assert(list, array(ConnectionRequest));
  return list;
}

async function sent(me: Person): Promise<ConnectionRequest[]> {
  const res = await t.as(me).call(calls.listSentRequests);
  expect(res.statusCode).toBe(200);
  const list = res.json<ConnectionRequest[]>();
  assert(list, array(ConnectionRequest));
  return list;
}

async function connectionsOf(me: Person): Promise<Connection[]> {
  const res = await t.as(me).call(calls.listConnections);
  expect(res.statusCode).toBe(200);
  const list = res.json<Connection[]>();
  assert(list, array(Connection));
  return list;
}

async function mailsTo(address: string): Promise<OutboxMail[]> {
  const res = await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(address)}` });
  expect(res.statusCode).toBe(200);
  return res.json<OutboxMail[]>();
}

/** The connectionToken of the newest invitation mail to an address (from its text, checked in its HTML too). */
async function tokenMailedTo(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  if (!mail) throw new Error(`no mail to ${address}`);
  const match = /http:\/\/insight\.test\/register\?connectionToken=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail.text}`);
  expect(mail.html).toContain(`href="${TEST_APP_URL}/register?connectionToken=${match[1]}"`);
  return match[1];
}

const accept = (who: Person, id: number) => t.as(who).call(calls.acceptRequest, { params: { id } });
const acceptByToken = (who: Person, token: string) => t.as(who).call(calls.acceptRequestByToken, { params: { token } });
const report = (viewer: Person | null, owner: Person, reportId: number) =>
  t.as(viewer).call(calls.getReport, { params: { userId: owner.id, reportId } });

async function connect(a: Person, b: Person): Promise<Connection> {
  const request = await invite(a, b);
  expect((await accept(b, request.id)).statusCode).toBe(204);
  const [connection] = (await connectionsOf(a)).filter((c) => otherParty(c, a.id).id === b.id);
  if (!connection) throw new Error('not connected');
  return connection;
}

/** The rows of the connection tables and the mail count: what a refusal must leave as it was. */
async function state() {
  const [requests, conns, shares, requestShares, mails] = await Promise.all([
    sql('SELECT * FROM connection_requests ORDER BY id'),
    sql('SELECT * FROM connections ORDER BY id'),
    sql('SELECT * FROM connection_shares ORDER BY id'),
    sql('SELECT * FROM connection_request_shares ORDER BY id'),
    sql<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'),
  ]);
  return { requests, conns, shares, requestShares, mails: mails[0]?.n };
}

async function expectRefused(
  res: Promise<LightMyRequestResponse>,
  status: number,
  error: string,
  before: Awaited<ReturnType<typeof state>>,
) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json()).toEqual(expect.objectContaining({ status, error }));
  expect(await state()).toEqual(before);
}

describe('invitation by e-mail → register through the link → connected on arrival', () => {
  it('mails the link with a single-use token, keeps only its hash, and connects the new person with the shares', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    await buy(ada, ['MAP-001', 'CAR-002']);
    const address = `Bea.${Date.now()}@Example.com`;
    const request = await invite(ada, address, { firstName: 'Bea', lastName: 'Lee', message: 'Join me!' });
    expect(request).toMatchObject({
      recipientFirstName: 'Bea',
      recipientLastName: 'Lee',
      recipientEmail: address.toLowerCase(),
      message: 'Join me!',
      status: 'pending',
      requester: { user: { id: ada.id, firstName: 'Ada', lastName: 'Lovelace', userName: ada.user.email } },
      connectionReports: [],
    });
    expect(isConnection(request)).toBe(false);

    // The sharing dialog saves the request's guides.
    const share = await t.as(ada).call(calls.updateRequest, {
      body: {
        ...request,
        connectionReports: [{ reportId: 3 }, { reportId: 1 }, { reportId: 3 }],
      },
    });
    expect(share.statusCode, share.body).toBe(204);
    const [mine] = await sent(ada);
    expect(mine?.connectionReports.map((r) => [r.reportId, r.report?.reportName, r.connectionRequestId])).toEqual([
      [3, 'Leadership Style', request.id],
      [1, 'My Personal Map', request.id],
    ]);

    await sendMail(ada, address, { firstName: 'Bea', lastName: 'Lee', message: 'Join me!' });
    const [mail] = await mailsTo(address);
    expect(mail).toMatchObject({ to: address.toLowerCase(), subject: 'Ada Lovelace invites you to join Insight' });
    expect(mail?.text).toContain('Hello Bea,');
    expect(mail?.text).toContain('Ada Lovelace wrote: “Join me!”');
    expect(mail?.text).toContain('expires in 14 days');
    // An invitation link proves nothing: the newcomer is told to confirm the address first.
    expect(mail?.text).toContain(
      'Create your Insight dashboard with the link below and confirm your e-mail address with the link we then send you: you are connected when you reach your dashboard.',
    );
    const token = await tokenMailedTo(address);
    // Only the hash is stored; the request is still the only pending one.
    const [row] = await sql<{ token_hash: string; token_expires_at: Date }>(
      'SELECT token_hash, token_expires_at FROM connection_requests WHERE id = $1',
      [request.id],
    );
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await sql('SELECT * FROM connection_requests'))).not.toContain(token);

    // Bea registers through the link (with her own capitalisation) and reaches home: the app accepts the token.
    const bea = await signedInUser(t.app, { email: address, firstName: 'Bea', lastName: 'Lee' });
    expect((await received(bea)).map((r) => r.id)).toEqual([request.id]);
    const accepted = await acceptByToken(bea, token);
    expect(accepted.statusCode, accepted.body).toBe(204);

    const [fromBea] = await connectionsOf(bea);
    expect(fromBea).toMatchObject({
      requesterId: ada.id,
      recipientId: bea.id,
      requester: { user: { id: ada.id, firstName: 'Ada' } },
      recipient: { user: { id: bea.id, firstName: 'Bea', userName: bea.user.email.toLowerCase() } },
      connectionReports: [],
    });
    expect(fromBea?.connectionSharedReports).toEqual([
      {
        id: expect.any(Number),
        connectionId: fromBea?.id,
        contactId: ada.id,
        reportId: 3,
        report: { reportId: 3, reportName: 'Leadership Style' },
      },
      {
        id: expect.any(Number),
        connectionId: fromBea?.id,
        contactId: ada.id,
        reportId: 1,
        report: { reportId: 1, reportName: 'My Personal Map' },
      },
    ]);
    expect(fromBea && isConnection(fromBea)).toBe(true);
    const [fromAda] = await connectionsOf(ada);
    expect(fromAda?.id).toBe(fromBea?.id);
    expect(fromAda?.connectionReports.map((r) => [r.reportId, r.contactId])).toEqual([
      [3, ada.id],
      [1, ada.id],
    ]);
    expect(fromAda?.connectionSharedReports).toEqual([]);
    expect(await sent(ada)).toEqual([]);
    expect(await received(bea)).toEqual([]);

    // Single use: the same link again changes nothing.
    const before = await state();
    await expectRefused(acceptByToken(bea, token), 410, cm.tokenExpired, before);
    const [after] = await sql<{ status: string; recipient_id: number; token_hash: string | null }>(
      'SELECT status, recipient_id, token_hash FROM connection_requests WHERE id = $1',
      [request.id],
    );
    expect(after).toEqual({ status: 'accepted', recipient_id: Number(bea.id), token_hash: null });
  });

  it('lets the invitee who registers with another address accept through the link', async () => {
    const ada = await signedInUser(t.app);
    await sendMail(ada, 'work.address@example.com');
    const token = await tokenMailedTo('work.address@example.com');
    const bea = await signedInUser(t.app);
    expect((await acceptByToken(bea, token)).statusCode).toBe(204);
    expect((await connectionsOf(ada)).map((c) => otherParty(c, ada.id).id)).toEqual([bea.id]);
  });

  it('creates the request when the invite e-mail is sent first, and a new mail replaces the older link', async () => {
    const ada = await signedInUser(t.app);
    const address = `late.${Date.now()}@example.com`;
    await sendMail(ada, address, { message: 'Hi' });
    const [request] = await sent(ada);
    expect(request).toMatchObject({ recipientEmail: address, message: 'Hi', status: 'pending' });
    const first = await tokenMailedTo(address);
    await sendMail(ada, address.toUpperCase());
    expect(await sent(ada)).toHaveLength(1);
    const second = await tokenMailedTo(address);
    expect(second).not.toBe(first);
    const bea = await signedInUser(t.app, { email: address });
    const before = await state();
    await expectRefused(acceptByToken(bea, first), 410, cm.tokenExpired, before);
    expect((await acceptByToken(bea, second)).statusCode).toBe(204);
  });

  it('refuses an expired link, a malformed one, and the requester using their own link, changing nothing', async () => {
    const ada = await signedInUser(t.app);
    const address = `slow.${Date.now()}@example.com`;
    await sendMail(ada, address);
    const token = await tokenMailedTo(address);
    let before = await state();
    await expectRefused(acceptByToken(ada, token), 400, cm.connectSelf, before);
    await expectRefused(acceptByToken(ada, 'not-a-token!'), 400, cm.tokenMalformed, before);
    await expectRefused(acceptByToken(ada, 'short'), 400, cm.tokenMalformed, before);
    await expectRefused(acceptByToken(ada, 'A'.repeat(43)), 410, cm.tokenExpired, before);

    t.clock.advance(CONNECTION_TOKEN_TTL_MS + 60_000);
    const bea = await signedInUser(t.app, { email: address });
    before = await state();
    await expectRefused(acceptByToken(bea, token), 410, cm.tokenExpired, before);
    // The request itself is still pending: Bea can accept it from Received Invitations.
    const [pending] = await received(bea);
    expect(pending?.requester.user.id).toBe(ada.id);
    expect((await accept(bea, pending?.id ?? 0)).statusCode).toBe(204);
  });

  it('escapes every user value of the mail and keeps its subject on one line', async () => {
    const mallory = await signedInUser(t.app, { firstName: '<b>Mal</b>\r\nBcc: x@evil.test', lastName: '"Lory"' });
    const address = `target.${Date.now()}@example.com`;
    await sendMail(mallory, address, {
      firstName: '<img src=x onerror=alert(1)>',
      message: '<script>alert(1)</script>\r\nSecond line & <a href="http://evil.test">click</a>',
    });
    const [mail] = await mailsTo(address);
    expect(mail?.subject).toBe('<b>Mal</b> Bcc: x@evil.test "Lory" invites you to join Insight');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.html).not.toContain('<a href="http://evil.test">');
    expect(mail?.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.text).not.toContain('\r');
    expect(mail?.text).toContain('Hello <img src=x onerror=alert(1)>,');
    // The link is built from APP_URL, never from the Host header.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: calls.sendInviteEmail.path,
      headers: { ...mallory.headers, host: 'evil.test', 'x-forwarded-host': 'evil.test' },
      payload: inviteBody(address),
    });
    expect(spoofed.statusCode).toBe(204);
    const [latest] = await mailsTo(address);
    expect(latest?.text).toContain(`${TEST_APP_URL}/register?connectionToken=`);
    expect(latest?.text).not.toContain('evil.test/register');
  });

  it(`limits invitation e-mails to ${INVITE_MAIL_LIMIT.limit} a day per person`, async () => {
    const ada = await signedInUser(t.app);
    const stamp = Date.now();
    const address = (i: number) => `many.${stamp}.${i}@example.com`;
    for (let i = 0; i < INVITE_MAIL_LIMIT.limit; i += 1) await sendMail(ada, address(i));
    const before = await state();
    await expectRefused(
      t.as(ada).call(calls.sendInviteEmail, { body: inviteBody(address(0)) }),
      429,
      cm.inviteRateLimited,
      before,
    );
    t.clock.advance(INVITE_MAIL_LIMIT.windowMs + 1000);
    // A day later (a new session: the old token has expired) the next mail goes.
    const token = await login(t.app, ada.user.email, ada.user.password);
    await sendMail({ ...ada, headers: { authorization: `Bearer ${token}` } }, address(0));
  });
});

describe('answering invitations (an existing account)', () => {
  it('shows a received invitation with the requester, accepts it, and refuses a second accept', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    const bea = await signedInUser(t.app, { firstName: 'Bea' });
    const request = await invite(ada, bea, { email: bea.user.email.toUpperCase() });
    expect(await received(ada)).toEqual([]);
    const [got] = await received(bea);
    expect(got).toMatchObject({
      id: request.id,
      status: 'pending',
      requester: {
        user: {
          id: ada.id,
          firstName: 'Ada',
          lastName: ada.user.lastName,
          userName: ada.user.email,
          profilePicture: null,
        },
      },
    });
    expect(await sent(bea)).toEqual([]);
    expect((await accept(bea, request.id)).statusCode).toBe(204);
    expect(await received(bea)).toEqual([]);
    const [connection] = await connectionsOf(bea);
    expect(connection && otherParty(connection, bea.id).firstName).toBe('Ada');
    const before = await state();
    await expectRefused(accept(bea, request.id), 409, cm.requestNotPending, before);
    await expectRefused(
      t.as(bea).call(calls.rejectRequest, { params: { id: request.id } }),
      409,
      cm.requestNotPending,
      before,
    );
    await expectRefused(
      t.as(ada).call(calls.cancelRequest, { params: { id: request.id } }),
      409,
      cm.requestNotPending,
      before,
    );
    await expectRefused(accept(bea, 999_999), 404, cm.requestNotFound, before);
  });

  it('rejects: nobody is connected, and the requester may invite again later', async () => {
    const ada = await signedInUser(t.app);
    const bea = await signedInUser(t.app);
    const request = await invite(ada, bea);
    expect((await t.as(bea).call(calls.rejectRequest, { params: { id: request.id } })).statusCode).toBe(204);
    expect(await received(bea)).toEqual([]);
    expect(await sent(ada)).toEqual([]);
    expect(await connectionsOf(ada)).toEqual([]);
    const again = await invite(ada, bea);
    expect(again.id).not.toBe(request.id);
    expect((await received(bea)).map((r) => r.id)).toEqual([again.id]);
  });

  it('cancels: the invitee no longer sees it, cannot accept it, and its link dies', async () => {
    const ada = await signedInUser(t.app);
    await buy(ada, ['CAR-001']);
    const bea = await signedInUser(t.app);
    await sendMail(ada, bea);
    const token = await tokenMailedTo(bea.user.email);
    const [request] = await sent(ada);
    if (!request) throw new Error('no request');
    await t.as(ada).call(calls.updateRequest, { body: { id: request.id, connectionReports: [{ reportId: 2 }] } });
    expect((await t.as(ada).call(calls.cancelRequest, { params: { id: request.id } })).statusCode).toBe(204);
    expect(await sent(ada)).toEqual([]);
    expect(await received(bea)).toEqual([]);
    const before = await state();
    await expectRefused(accept(bea, request.id), 409, cm.requestNotPending, before);
    await expectRefused(acceptByToken(bea, token), 410, cm.tokenExpired, before);
    await expectRefused(
      t.as(ada).call(calls.updateRequest, { body: { id: request.id, connectionReports: [] } }),
      409,
      cm.requestNotPending,
      before,
    );
    expect(await connectionsOf(bea)).toEqual([]);
  });

  it('refuses inviting someone who invited me, and connects people who invited each other once', async () => {
    const ada = await signedInUser(t.app);
    const bea = await signedInUser(t.app);
    await buy(ada, ['CAR-001']);
    await buy(bea, ['SPT-001']);
    const fromBea = await invite(bea, ada);
    await t.as(bea).call(calls.updateRequest, { body: { id: fromBea.id, connectionReports: [{ reportId: 4 }] } });
    await expectRefused(
      t.as(ada).call(calls.createConnectionRequest, { body: inviteBody(bea) }),
      409,
      cm.invitedByThem,
      await state(),
    );
    expect((await accept(ada, fromBea.id)).statusCode).toBe(204);
    const [connection] = await connectionsOf(ada);
    expect(connection?.connectionSharedReports.map((r) => r.reportId)).toEqual([4]);
    await expectRefused(
      t.as(ada).call(calls.createConnectionRequest, { body: inviteBody(bea) }),
      409,
      cm.alreadyConnected,
      await state(),
    );
    await expectRefused(
      t.as(bea).call(calls.sendInviteEmail, { body: inviteBody(ada) }),
      409,
      cm.alreadyConnected,
      await state(),
    );

    // Cal invites an address Dee never registers with; Dee registers with another and invites Cal herself.
    const cal = await signedInUser(t.app);
    await buy(cal, ['CAR-002']);
    await sendMail(cal, 'dee.old@example.com');
    const [toDee] = await sent(cal);
    await t.as(cal).call(calls.updateRequest, { body: { id: toDee?.id, connectionReports: [{ reportId: 3 }] } });
    const token = await tokenMailedTo('dee.old@example.com');
    const dee = await signedInUser(t.app);
    await buy(dee, ['SPT-002']);
    const fromDee = await invite(dee, cal);
    await t.as(dee).call(calls.updateRequest, { body: { id: fromDee.id, connectionReports: [{ reportId: 5 }] } });
    // Accepting Cal's link answers Dee's own invitation too: one connection, both sides' guides shared.
    expect((await acceptByToken(dee, token)).statusCode).toBe(204);
    expect(await received(cal)).toEqual([]);
    expect(await sent(dee)).toEqual([]);
    expect(await sent(cal)).toEqual([]);
    const [seenByDee] = await connectionsOf(dee);
    expect(seenByDee?.connectionReports.map((r) => r.reportId)).toEqual([5]);
    expect(seenByDee?.connectionSharedReports.map((r) => r.reportId)).toEqual([3]);
    expect(await connectionsOf(cal)).toHaveLength(1);
    const statuses = await sql<{ status: string; recipient_id: number }>(
      'SELECT status, recipient_id FROM connection_requests WHERE id = ANY($1::int[]) ORDER BY id',
      [[toDee?.id, fromDee.id]],
    );
    expect(statuses).toEqual([
      { status: 'accepted', recipient_id: Number(dee.id) },
      { status: 'accepted', recipient_id: Number(cal.id) },
    ]);
  });

  it('refuses the link to someone else holding it (an older account), and to people already connected', async () => {
    const ada = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const friend = await signedInUser(t.app);
    await connect(ada, friend);
    const address = `forward.${Date.now()}@example.com`;
    await sendMail(ada, address);
    const token = await tokenMailedTo(address);
    const before = await state();
    await expectRefused(acceptByToken(other, token), 403, cm.onlyRecipient, before);
    await expectRefused(acceptByToken(friend, token), 403, cm.onlyRecipient, before);
    // The invitee registers with another address and is connected by another invitation meanwhile.
    const invitee = await signedInUser(t.app);
    await connect(ada, invitee);
    await expectRefused(acceptByToken(invitee, token), 409, cm.alreadyConnected, await state());
  });

  it('removes a connection from either side, with its shares', async () => {
    const ada = await signedInUser(t.app);
    const bea = await signedInUser(t.app);
    await buy(ada, ['CAR-001']);
    const connection = await connect(ada, bea);
    await t.as(ada).call(calls.updateConnection, { body: { ...connection, connectionReports: [{ reportId: 2 }] } });
    expect(await sql('SELECT id FROM connection_shares WHERE connection_id = $1', [connection.id])).toHaveLength(1);
    expect((await t.as(bea).call(calls.removeConnection, { params: { id: connection.id } })).statusCode).toBe(204);
    expect(await connectionsOf(ada)).toEqual([]);
    expect(await connectionsOf(bea)).toEqual([]);
    expect(await sql('SELECT id FROM connection_shares WHERE connection_id = $1', [connection.id])).toEqual([]);
    const before = await state();
    await expectRefused(
      t.as(ada).call(calls.removeConnection, { params: { id: connection.id } }),
      404,
      cm.connectionNotFound,
      before,
    );
    // They can connect again afterwards.
    await connect(bea, ada);
  });

  it('lists connections per viewer, sorted by the other person’s first name', async () => {
    const me = await signedInUser(t.app, { firstName: 'Mia' });
    const zoe = await signedInUser(t.app, { firstName: 'Zoe' });
    const abe = await signedInUser(t.app, { firstName: 'Abe' });
    const kim = await signedInUser(t.app, { firstName: 'Kim' });
    await connect(me, zoe);
    await connect(abe, me);
    await connect(me, kim);
    const list = await connectionsOf(me);
    expect(list.map((c) => otherParty(c, me.id).firstName)).toEqual(['Abe', 'Kim', 'Zoe']);
    expect(list[0]).toMatchObject({ requesterId: abe.id, recipientId: me.id });
  });
});

describe('who may invite whom', () => {
  it('refuses inviting oneself (any capitalisation), a duplicate pending invitation, and an existing connection', async () => {
    const ada = await signedInUser(t.app);
    const bea = await signedInUser(t.app);
    let before = await state();
    await expectRefused(
      t.as(ada).call(calls.createConnectionRequest, { body: inviteBody(ada.user.email.toUpperCase()) }),
      400,
      cm.inviteSelf,
      before,
    );
    await expectRefused(t.as(ada).call(calls.sendInviteEmail, { body: inviteBody(ada) }), 400, cm.inviteSelf, before);
    await invite(ada, 'someone@example.com');
    before = await state();
    await expectRefused(
      t.as(ada).call(calls.createConnectionRequest, { body: inviteBody(' SomeOne@Example.COM ') }),
      409,
      cm.alreadyInvited,
      before,
    );
    await connect(ada, bea);
    before = await state();
    await expectRefused(
      t.as(ada).call(calls.createConnectionRequest, { body: inviteBody(bea) }),
      409,
      cm.alreadyConnected,
      before,
    );
    await expectRefused(
      t.as(bea).call(calls.createConnectionRequest, { body: inviteBody(ada) }),
      409,
      cm.alreadyConnected,
      before,
    );
  });

  it('lets only one of two simultaneous identical invitations through', async () => {
    const ada = await signedInUser(t.app);
    const address = `race.${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.as(ada).call(calls.createConnectionRequest, { body: inviteBody(address) })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await sent(ada)).toHaveLength(1);
  });

  it('makes a duplicate pending request or connection impossible in the database itself', async () => {
    const ada = await signedInUser(t.app);
    const bea = await signedInUser(t.app);
    await invite(ada, 'dup@example.com');
    await expect(
      sql(
        `INSERT INTO connection_requests (requester_id, recipient_first_name, recipient_last_name, recipient_email)
         VALUES ($1, 'A', 'B', 'dup@example.com')`,
        [Number(ada.id)],
      ),
    ).rejects.toThrow();
    await connect(ada, bea);
    await expect(
      sql('INSERT INTO connections (requester_id, recipient_id) VALUES ($1, $2)', [Number(bea.id), Number(ada.id)]),
    ).rejects.toThrow();
    await expect(
      sql('INSERT INTO connections (requester_id, recipient_id) VALUES ($1, $1)', [Number(bea.id)]),
    ).rejects.toThrow();
  });
});

describe('the tables hold together', () => {
  it('removes a person’s requests, connections and shares with their account, and the other side’s shares too', async () => {
    const ada = await signedInUser(t.app);
    const bea = await signedInUser(t.app);
    await buy(ada, ['CAR-001']);
    await buy(bea, ['CAR-002']);
    const connection = await connect(ada, bea);
    await t.as(ada).call(calls.updateConnection, { body: { id: connection.id, connectionReports: [{ reportId: 2 }] } });
    await t.as(bea).call(calls.updateConnection, { body: { id: connection.id, connectionReports: [{ reportId: 3 }] } });
    const request = await invite(ada, 'someone.else@example.com');
    await t.as(ada).call(calls.updateRequest, { body: { id: request.id, connectionReports: [{ reportId: 2 }] } });
    expect(await sql('SELECT id FROM connection_shares WHERE connection_id = $1', [connection.id])).toHaveLength(2);

    await sql('DELETE FROM users WHERE id = $1', [Number(ada.id)]);
    expect(await sql('SELECT id FROM connections WHERE id = $1', [connection.id])).toEqual([]);
    expect(await sql('SELECT id FROM connection_shares WHERE connection_id = $1', [connection.id])).toEqual([]);
    expect(await sql('SELECT id FROM connection_requests WHERE requester_id = $1', [Number(ada.id)])).toEqual([]);
    expect(
      await sql('SELECT id FROM connection_request_shares WHERE connection_request_id = $1', [request.id]),
    ).toEqual([]);
    expect(await connectionsOf(bea)).toEqual([]);
  });

  it('lists my pending invitations by the invitee’s first name', async () => {
    const ada = await signedInUser(t.app);
    for (const [firstName, email] of [
      ['Zed', 'zed@example.com'],
      ['Amy', 'amy@example.com'],
      ['Kai', 'kai@example.com'],
    ] as const) {
      await invite(ada, email, { firstName, lastName: 'Doe' });
    }
    expect((await sent(ada)).map((r) => r.recipientFirstName)).toEqual(['Amy', 'Kai', 'Zed']);
  });
});

describe('sharing guides and the report rule', () => {
  it('lets a connection read exactly the shared guides of the owner, while shared, owned and connected', async () => {
    const owner = await signedInUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
    await buy(owner, ['MAP-001', 'CAR-001']);
    await finishSurvey(owner);
    const friend = await signedInUser(t.app);
    const stranger = await signedInUser(t.app);

    // A pending request with shares gives no access yet.
    const request = await invite(owner, friend);
    await t.as(owner).call(calls.updateRequest, { body: { id: request.id, connectionReports: [{ reportId: 2 }] } });
    expect((await report(friend, owner, 2)).statusCode).toBe(403);

    expect((await accept(friend, request.id)).statusCode).toBe(204);
    const shared = await report(friend, owner, 2);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toMatch(/^text\/html/);
    expect(shared.body).toContain('Prepared for Olive Owner');
    expect(shared.body).toBe((await report(owner, owner, 2)).body);
    // Not shared, not owned by the owner, not for a stranger, not anonymously.
    const refused = await report(friend, owner, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, error: 'You may not read this guide.' });
    expect((await report(friend, owner, 3)).statusCode).toBe(403);
    expect((await report(stranger, owner, 2)).statusCode).toBe(403);
    expect((await report(null, owner, 2)).statusCode).toBe(401);
    // The friend's own guides are not the owner's to read.
    await buy(friend, ['CAR-001']);
    expect((await report(owner, friend, 2)).statusCode).toBe(403);

    // Unsharing takes access away on the next request; sharing again gives it back.
    const [connection] = await connectionsOf(owner);
    if (!connection) throw new Error('no connection');
    expect(
      (await t.as(owner).call(calls.updateConnection, { body: { ...connection, connectionReports: [] } })).statusCode,
    ).toBe(204);
    expect((await report(friend, owner, 2)).statusCode).toBe(403);
    expect((await connectionsOf(friend))[0]?.connectionSharedReports).toEqual([]);
    await t.as(owner).call(calls.updateConnection, {
      body: {
        ...connection,
        connectionReports: [{ reportId: 1 }, { reportId: 2 }],
      },
    });
    expect((await report(friend, owner, 1)).statusCode).toBe(200);
    expect((await report(friend, owner, 2)).statusCode).toBe(200);

    // The friend's own share settings do not touch the owner's.
    const [fromFriend] = await connectionsOf(friend);
    expect(fromFriend?.connectionSharedReports.map((r) => r.report.reportName)).toEqual([
      'Career Strengths',
      'My Personal Map',
    ]);
    expect(
      (
        await t
          .as(friend)
          .call(calls.updateConnection, { body: { ...fromFriend, connectionReports: [{ reportId: 2 }] } })
      ).statusCode,
    ).toBe(204);
    const [seenByOwner] = await connectionsOf(owner);
    expect(seenByOwner?.connectionReports.map((r) => r.reportId)).toEqual([2, 1]);
    expect(seenByOwner?.connectionSharedReports.map((r) => [r.reportId, r.contactId])).toEqual([[2, friend.id]]);

    // A guide the owner no longer owns is neither readable nor listed.
    await sql('DELETE FROM purchases WHERE user_id = $1 AND catalog_item_id = 1', [Number(owner.id)]);
    expect((await report(friend, owner, 1)).statusCode).toBe(403);
    expect((await connectionsOf(friend))[0]?.connectionSharedReports.map((r) => r.reportId)).toEqual([2]);

    // Removing the connection takes the rest away.
    await t.as(friend).call(calls.removeConnection, { params: { id: connection.id } });
    expect((await report(friend, owner, 2)).statusCode).toBe(403);
  });

  it('refuses shares of guides one has not purchased, storing nothing', async () => {
    const ada = await signedInUser(t.app);
    await buy(ada, ['CAR-001']);
    const bea = await signedInUser(t.app);
    const connection = await connect(ada, bea);
    const request = await invite(ada, 'third@example.com');
    const before = await state();
    for (const list of [[{ reportId: 3 }], [{ reportId: 2 }, { reportId: 3 }], [{ reportId: 999 }]]) {
      await expectRefused(
        t.as(ada).call(calls.updateConnection, { body: { id: connection.id, connectionReports: list } }),
        403,
        cm.shareNotOwned,
        before,
      );
      await expectRefused(
        t.as(ada).call(calls.updateRequest, { body: { id: request.id, connectionReports: list } }),
        403,
        cm.shareNotOwned,
        before,
      );
    }
    // Bea owns nothing: she cannot share Ada's guide back on the same connection.
    await expectRefused(
      t.as(bea).call(calls.updateConnection, { body: { id: connection.id, connectionReports: [{ reportId: 2 }] } }),
      403,
      cm.shareNotOwned,
      before,
    );
  });
});

describe('bad bodies and parameters get 400 JSON and change nothing', () => {
  it('validates every body with the contract structs', async () => {
    const ada = await signedInUser(t.app);
    await buy(ada, ['CAR-001']);
    const bea = await signedInUser(t.app);
    const connection = await connect(ada, bea);
    const request = await invite(ada, 'valid@example.com');
    const before = await state();
    const cases: [Method, string, unknown, string][] = [
      [
        'POST',
        calls.createConnectionRequest.path,
        { lastName: 'Lee', email: 'x@example.com' },
        'First name is required',
      ],
      [
        'POST',
        calls.createConnectionRequest.path,
        { firstName: 'B', lastName: 'Lee', email: 'x@example.com' },
        'First name must be at least 2 characters long.',
      ],
      [
        'POST',
        calls.createConnectionRequest.path,
        { firstName: 'Bea', lastName: '', email: 'x@example.com' },
        'Last name is required',
      ],
      ['POST', calls.createConnectionRequest.path, { firstName: 'Bea', lastName: 'Lee' }, 'Email is required'],
      [
        'POST',
        calls.createConnectionRequest.path,
        { firstName: 'Bea', lastName: 'Lee', email: 'not-an-email' },
        'Please enter a valid email address.',
      ],
      [
        'POST',
        calls.createConnectionRequest.path,
        { ...inviteBody('x@example.com'), message: 42 },
        'Message must be text.',
      ],
      [
        'POST',
        calls.createConnectionRequest.path,
        { ...inviteBody('x@example.com'), admin: true },
        'Unknown field: admin',
      ],
      [
        'POST',
        calls.createConnectionRequest.path,
        { ...inviteBody('x@example.com'), message: 'x'.repeat(2001) },
        vm.messageMaxLength,
      ],
      ['POST', calls.createConnectionRequest.path, inviteBody(`${'x'.repeat(250)}@example.com`), vm.emailMaxLength],
      ['POST', calls.createConnectionRequest.path, [], 'The request body is invalid.'],
      [
        'POST',
        calls.sendInviteEmail.path,
        { firstName: 'Bea', lastName: 'Lee', email: 'nope' },
        'Please enter a valid email address.',
      ],
      [
        'POST',
        calls.sendInviteEmail.path,
        { ...inviteBody('x@example.com'), firstName: 'Q'.repeat(101) },
        vm.firstNameMaxLength,
      ],
      ['PUT', calls.updateRequest.path, { id: request.id }, 'connectionReports is required'],
      ['PUT', calls.updateRequest.path, { id: 'seven', connectionReports: [] }, 'id is invalid'],
      [
        'PUT',
        calls.updateRequest.path,
        { id: request.id, connectionReports: [{ reportId: '2' }] },
        'reportId is invalid',
      ],
      ['PUT', calls.updateRequest.path, { id: -1, connectionReports: [] }, 'The id must be a positive whole number.'],
      [
        'PUT',
        calls.updateRequest.path,
        { id: request.id, connectionReports: [{ reportId: 2.5 }] },
        'The reportId must be a positive whole number.',
      ],
      [
        'PUT',
        calls.updateConnection.path,
        { id: connection.id, connectionReports: 'all' },
        'connectionReports is invalid',
      ],
      [
        'PUT',
        calls.updateConnection.path,
        { id: 1.5, connectionReports: [] },
        'The id must be a positive whole number.',
      ],
      [
        'PUT',
        calls.updateConnection.path,
        { id: connection.id, connectionReports: [{ reportId: 0 }] },
        'The reportId must be a positive whole number.',
      ],
      ['PUT', calls.updateConnection.path, null, 'The request body is invalid.'],
      ['POST', '/api/connectionrequest/accept/abc', undefined, 'The id must be a positive whole number.'],
      ['POST', '/api/connectionrequest/reject/0', undefined, 'The id must be a positive whole number.'],
      ['POST', '/api/connectionrequest/cancel/1e3', undefined, 'The id must be a positive whole number.'],
      ['POST', '/api/connection/cancel/-4', undefined, 'The id must be a positive whole number.'],
    ];
    for (const [method, url, body, error] of cases) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...ada.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toMatchObject({ status: 400, error });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: calls.createConnectionRequest.path,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 400 });
    expect(await state()).toEqual(before);
  });
});

describe('registration through the link with login (an account made before the invitation)', () => {
  it('accepts the stored token after a plain login when the address matches', async () => {
    const bea = newUser();
    const { id } = await registerUser(t.app, bea);
    const ada = await signedInUser(t.app);
    await sendMail(ada, bea.email);
    const token = await tokenMailedTo(bea.email);
    const headers = { authorization: `Bearer ${await login(t.app, bea.email, bea.password)}` };
    const res = await t.as({ headers }).call(calls.acceptRequestByToken, { params: { token } });
    expect(res.statusCode, res.body).toBe(204);
    expect((await connectionsOf(ada)).map((c) => otherParty(c, ada.id).id)).toEqual([id]);
  });
});
