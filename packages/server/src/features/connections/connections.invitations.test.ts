/**
 * Connections end to end through the HTTP API (SPEC §2 Connections/Invite, §4, §7): the invitation by e-mail and
 * its link (single use, its hash only stored, expiry, escaping, the daily limit), and registration through the link
 * with login. Answers are checked against the contract's structs (connections.fixtures.ts).
 */
import { createHash } from 'node:crypto';
import { calls, connectionMessages as cm, isConnection, otherParty } from '@insight/api';
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
import { connectionsFixtures, inviteBody } from './connections.fixtures.js';
import { CONNECTION_TOKEN_TTL_MS, INVITE_MAIL_LIMIT } from './invitations.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t.close();
});

const {
  sql,
  buy,
  invite,
  sendMail,
  received,
  sent,
  connectionsOf,
  mailsTo,
  tokenMailedTo,
  accept,
  acceptByToken,
  state,
  expectRefused,
} = connectionsFixtures(() => t);

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
