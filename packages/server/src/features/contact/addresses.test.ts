/**
 * Trust in addresses and sessions, through the HTTP API as an attacker would try it: an address counts only once
 * a mailed link to it is followed (the identity axis: proven, unproven, changed-but-unconfirmed), and a session
 * ends when its person says so (Logout revokes the token, "Sign out everywhere", a password change), for every
 * server at once.
 */
import {
  addressMessages as am,
  calls,
  Contact,
  type ConnectionRequest,
  type ConnectionRequestPayload,
} from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmAddress,
  confirmationTokenFor,
  createTestServer,
  login,
  signedInUser,
  TEST_APP_URL,
  TEST_CLIENT,
  type TestServer,
} from '../../test/harness.js';
import { buyThroughWebhook } from '../../test/purchases.js';
import { changedTables, tableSnapshot } from '../../security/attack/snapshot.js';
import type { OutboxMail } from '../mail/outbox.js';
import { CONFIRM_FAILURES_PER_IP, ADDRESS_MAILS_PER_ACCOUNT } from './addresses.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const mailsTo = async (address: string): Promise<OutboxMail[]> =>
  (await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(address)}` })).json<
    OutboxMail[]
  >();

const contactOf = async (who: Person): Promise<Contact> => (await t.as(who).call(calls.getContact)).json<Contact>();

const invite = (who: Person, email: string): ConnectionRequestPayload => ({
  firstName: 'Bob',
  lastName: 'Baker',
  email,
  message: `From ${who.user.firstName}`,
});

/** Alice (proven) owns My Personal Map, invites `email` and shares the map on the invitation. */
async function aliceInvites(email: string): Promise<{ alice: Person; request: ConnectionRequest }> {
  const alice = await signedInUser(t.app, { firstName: 'Alice' });
  expect((await buyThroughWebhook(t.app, alice.id, ['MAP-001'])).statusCode).toBe(200);
  const created = await t.as(alice).call(calls.createConnectionRequest, { body: invite(alice, email) });
  expect(created.statusCode, created.body).toBe(201);
  const request = created.json<ConnectionRequest>();
  return { alice, request };
}

const received = async (who: Person) => {
  const res = await t.as(who).call(calls.listReceivedRequests);
  expect(res.statusCode).toBe(200);
  return res.json<ConnectionRequest[]>();
};

describe('proven addresses', () => {
  it('registration mails a single-use link; the account starts unproven and the link proves it', async () => {
    const me = await signedInUser(t.app, { firstName: 'Nora' }, { confirm: false });
    expect(await contactOf(me)).toMatchObject({ emailConfirmed: false, pendingEmail: null });
    const [mail] = await mailsTo(me.user.email);
    expect(mail?.subject).toBe('Confirm your Insight e-mail address');
    expect(mail?.text).toContain(`${TEST_APP_URL}/confirm-email?token=`);
    const token = await confirmationTokenFor(t.app, me.user.email);
    const first = await t.as(null).call(calls.confirmEmail, { body: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: me.user.email });
    expect(await contactOf(me)).toMatchObject({ emailConfirmed: true });
    const again = await t.as(null).call(calls.confirmEmail, { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toBe(am.linkInvalid);
  });

  it('failed links are counted per client address, an IPv6 address by its /64: past the limit 429, elsewhere not', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: calls.confirmEmail.path,
        remoteAddress,
        payload: { token: 'not-a-link-token' },
      });
    for (let i = 0; i < CONFIRM_FAILURES_PER_IP.limit; i += 1) {
      // Many addresses of one /64 network: one count.
      expect((await from(`2001:db8:7:9::${(i + 1).toString(16)}`)).statusCode).toBe(400);
    }
    const refused = await from('2001:db8:7:9::ffff');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe(am.tooManyAttempts);
    // Another network is not held.
    expect((await from('2001:db8:7:a::1')).statusCode).toBe(400);
    t.clock.advance(CONFIRM_FAILURES_PER_IP.windowMs + 1000);
    expect((await from('2001:db8:7:9::2')).statusCode).toBe(400);
  });

  it('a link expires after 48 hours', async () => {
    const me = await signedInUser(t.app, {}, { confirm: false });
    const token = await confirmationTokenFor(t.app, me.user.email);
    t.clock.advance(48 * 60 * 60 * 1000 + 1000);
    const res = await t.as(null).call(calls.confirmEmail, { body: { token } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(am.linkInvalid);
    expect(await contactOf(await signInAgain(me))).toMatchObject({ emailConfirmed: false });
  });

  it('Mallory registers the address Alice invited: no invitation, no accept, no guide, no traits until proven', async () => {
    const victim = `bob.${Date.now()}@example.com`;
    const { alice, request } = await aliceInvites(victim);
    const mallory = await signedInUser(t.app, { firstName: 'Mallory', email: victim }, { confirm: false });
    expect(await received(mallory)).toEqual([]);
    for (const [answer, status] of [
      [calls.acceptRequest, 403],
      [calls.rejectRequest, 404],
    ] as const) {
      const res = await t.as(mallory).call(answer, { params: { id: request.id } });
      expect(res.statusCode, answer.path).toBe(status);
    }
    expect(
      (await t.as(mallory).call(calls.getReport, { params: { userId: alice.id, reportId: 1 } })).statusCode,
    ).not.toBe(200);
    expect((await t.as(mallory).call(calls.getTraits, { params: { userId: alice.id } })).statusCode).not.toBe(200);
    // Alice's request is untouched.
    const sent = (await t.as(alice).call(calls.listSentRequests)).json<ConnectionRequest[]>();
    expect(sent.map((r) => r.id)).toEqual([request.id]);
  });

  it('an unproven account cannot invite anyone (403, nothing stored, no mail)', async () => {
    const me = await signedInUser(t.app, {}, { confirm: false });
    const target = `target.${Date.now()}@example.com`;
    for (const [inviting, status] of [
      [calls.createConnectionRequest, 403],
      [calls.sendInviteEmail, 403],
    ] as const) {
      const res = await t.as(me).call(inviting, { body: invite(me, target) });
      expect(res.statusCode, inviting.path).toBe(status);
      expect(res.json<{ error: string }>().error).toBe(am.confirmBeforeInviting);
    }
    expect((await t.as(me).call(calls.listSentRequests)).json()).toEqual([]);
    expect(await mailsTo(target)).toEqual([]);
  });

  it('an unproven account cannot accept an invitation (by id or by its link) nor share (403, nothing changes)', async () => {
    const address = `ulla.${Date.now()}@example.com`;
    const { alice, request } = await aliceInvites(address);
    expect((await t.as(alice).call(calls.sendInviteEmail, { body: invite(alice, address) })).statusCode).toBe(204);
    const token = /connectionToken=([A-Za-z0-9_-]+)/.exec((await mailsTo(address))[0]?.text ?? '')?.[1] ?? '';
    const ulla = await signedInUser(t.app, { firstName: 'Ulla', email: address }, { confirm: false });
    expect((await buyThroughWebhook(t.app, ulla.id, ['MAP-001'])).statusCode).toBe(200);
    const before = await tableSnapshot(t);
    const asUlla = t.as(ulla);
    for (const [path, send, text] of [
      [
        calls.acceptRequest.path,
        () => asUlla.call(calls.acceptRequest, { params: { id: request.id } }),
        am.confirmBeforeAccepting,
      ],
      [
        calls.acceptRequestByToken.path,
        () => asUlla.call(calls.acceptRequestByToken, { params: { token } }),
        am.confirmBeforeAccepting,
      ],
      [
        calls.updateConnection.path,
        () => asUlla.call(calls.updateConnection, { body: { id: 1, connectionReports: [{ reportId: 1 }] } }),
        am.confirmBeforeSharing,
      ],
      [
        calls.updateRequest.path,
        () => asUlla.call(calls.updateRequest, { body: { ...request, connectionReports: [{ reportId: 1 }] } }),
        am.confirmBeforeSharing,
      ],
    ] as const) {
      const res = await send();
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
      expect(res.json<{ error: string }>().error, path).toBe(text);
    }
    expect(changedTables(before, await tableSnapshot(t))).toEqual([]);
    // Once the address is proven (its own confirmation link), the same link accepts.
    await confirmAddress(t.app, address);
    expect((await t.as(ulla).call(calls.acceptRequestByToken, { params: { token } })).statusCode).toBe(204);
  });

  it('the owner who proves the address sees the invitation and can accept it', async () => {
    const address = `carol.${Date.now()}@example.com`;
    const { request } = await aliceInvites(address);
    const carol = await signedInUser(t.app, { firstName: 'Carol', email: address }, { confirm: false });
    expect(await received(carol)).toEqual([]);
    await confirmAddress(t.app, address);
    expect((await received(carol)).map((r) => r.id)).toEqual([request.id]);
    expect((await t.as(carol).call(calls.acceptRequest, { params: { id: request.id } })).statusCode).toBe(204);
  });

  it('changing one’s address to an invited one proves nothing until the link is followed', async () => {
    const address = `dora.${Date.now()}@example.com`;
    const { request } = await aliceInvites(address);
    const mallory = await signedInUser(t.app, { firstName: 'Mallory' });
    const put = await t.as(mallory).call(calls.updateContact, {
      body: {
        user: {
          firstName: 'Mallory',
          lastName: 'Lovelace',
          gender: 'F',
          userName: address,
          password: null,
          profilePicture: null,
        },
        currentPassword: mallory.user.password,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<Contact>()).toMatchObject({ pendingEmail: address, user: { userName: mallory.user.email } });
    expect(await received(mallory)).toEqual([]);
    expect((await t.as(mallory).call(calls.acceptRequest, { params: { id: request.id } })).statusCode).toBe(404);
  });

  it('an invitation link proves nothing, not even for the address it was mailed to (it may have been forwarded)', async () => {
    const address = `erin.${Date.now()}@example.com`;
    const { alice } = await aliceInvites(address);
    expect((await t.as(alice).call(calls.sendInviteEmail, { body: invite(alice, address) })).statusCode).toBe(204);
    const [mail] = await mailsTo(address);
    const token = /connectionToken=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const erin = await signedInUser(t.app, { firstName: 'Erin', email: address }, { confirm: false });
    const refused = await t.as(erin).call(calls.acceptRequestByToken, { params: { token } });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(am.confirmBeforeAccepting);
    expect(await contactOf(erin)).toMatchObject({ emailConfirmed: false });
  });

  it('a password-reset link proves the address it was mailed to', async () => {
    const me = await signedInUser(t.app, { firstName: 'Rita' }, { confirm: false });
    await t.as(null).call(calls.forgotPassword, {
      body: { Email: me.user.email, ApplicationName: 'Insight', ApplicationDomain: 'x' },
    });
    const resetMail = (await mailsTo(me.user.email)).find((mail) => mail.text.includes('/reset-password?'));
    const link = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec(resetMail?.text ?? '')?.[0] ?? 'http://x');
    const reset = await t.as(null).call(calls.resetPassword, {
      body: {
        NewPassword: 'reset-password-9',
        Token: link.searchParams.get('token') ?? '',
        UserName: me.user.email,
      },
    });
    expect(reset.statusCode).toBe(200);
    const fresh = await login(t.app, me.user.email, 'reset-password-9');
    expect((await t.as({ headers: bearer(fresh) }).call(calls.getContact)).json<Contact>()).toMatchObject({
      emailConfirmed: true,
    });
  });

  it('"Send the link again": a new link to the unproven address, a few a day, 409 once proven', async () => {
    const me = await signedInUser(t.app, {}, { confirm: false });
    const first = await confirmationTokenFor(t.app, me.user.email);
    const res = await t.as(me).call(calls.resendEmailConfirmation);
    expect(res.statusCode).toBe(204);
    const second = await confirmationTokenFor(t.app, me.user.email);
    expect(second).not.toBe(first);
    for (let i = 1; i < ADDRESS_MAILS_PER_ACCOUNT.limit; i += 1) {
      expect((await t.as(me).call(calls.resendEmailConfirmation)).statusCode).toBe(204);
    }
    const refused = await t.as(me).call(calls.resendEmailConfirmation);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe(am.tooManyResends);
    await confirmAddress(t.app, me.user.email);
    const proven = await t.as(me).call(calls.resendEmailConfirmation);
    expect(proven.statusCode).toBe(409);
    expect(proven.json<{ error: string }>().error).toBe(am.alreadyConfirmed);
  });
});

async function signInAgain(me: Person): Promise<Person> {
  const token = await login(t.app, me.user.email, me.user.password);
  return { ...me, token, headers: bearer(token) };
}

const revoke = (token: string, client: { id: string; secret: string } = TEST_CLIENT) =>
  t.as(null).call(calls.revokeToken, {
    body: { client_id: client.id, client_secret: client.secret, token, token_type_hint: 'access_token' },
  });

describe('sessions end on the server', () => {
  it('Logout revokes its token (RFC 7009) at once, on every server; the other devices go on', async () => {
    const me = await signedInUser(t.app);
    const otherDevice = await signInAgain(me);
    const other = await t.anotherServer();
    try {
      expect((await t.as(me).call(calls.getContact)).statusCode).toBe(200);
      const res = await revoke(me.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const read of [calls.getContact, calls.listCatalogItems, calls.listConnections]) {
        expect((await t.as(me).call(read)).statusCode, read.path).toBe(401);
        const there = await other.as(me).call(read);
        expect(there.statusCode, `${read.path} on the other server`).toBe(401);
      }
      expect((await t.as(otherDevice).call(calls.getContact)).statusCode).toBe(200);
      // Revoking again, or a token that is not one, still answers 200 (§2.2).
      expect((await revoke(me.token)).statusCode).toBe(200);
      expect((await revoke('not-a-token')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('revocation needs the client: a wrong secret is invalid_client and the token goes on', async () => {
    const me = await signedInUser(t.app);
    const res = await revoke(me.token, { id: TEST_CLIENT.id, secret: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_client' });
    const missing = await t.as(null).call(calls.revokeToken, {
      body: { client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    expect((await t.as(me).call(calls.getContact)).statusCode).toBe(200);
  });

  it('"Sign out everywhere" ends every session of the account, and only of that account', async () => {
    const me = await signedInUser(t.app);
    const otherDevice = await signInAgain(me);
    const bystander = await signedInUser(t.app);
    expect((await t.as(me).call(calls.signOutEverywhere)).statusCode).toBe(204);
    for (const who of [me, otherDevice]) expect((await t.as(who).call(calls.getContact)).statusCode).toBe(401);
    expect((await t.as(bystander).call(calls.getContact)).statusCode).toBe(200);
    expect((await t.as(await signInAgain(me)).call(calls.getContact)).statusCode).toBe(200);
  });

  it('a password change mails the owner and kills every reset link mailed before it', async () => {
    const me = await signedInUser(t.app, { firstName: 'Pat' });
    await t.as(null).call(calls.forgotPassword, {
      body: { Email: me.user.email, ApplicationName: 'Insight', ApplicationDomain: 'x' },
    });
    const [resetMail] = await mailsTo(me.user.email);
    const resetToken = new URL(
      /https?:\/\/\S+\/reset-password\?\S+/.exec(resetMail?.text ?? '')?.[0] ?? 'http://x',
    ).searchParams.get('token');
    expect(resetToken).toBeTruthy();
    const put = await t.as(me).call(calls.updateContact, {
      body: {
        user: {
          firstName: 'Pat',
          lastName: me.user.lastName,
          gender: me.user.gender,
          userName: me.user.email,
          password: 'changed-password-7',
          profilePicture: null,
        },
        currentPassword: me.user.password,
      },
    });
    expect(put.statusCode).toBe(200);
    const [notice] = await mailsTo(me.user.email);
    expect(notice?.subject).toBe('Your Insight password was changed');
    const reset = await t.as(null).call(calls.resetPassword, {
      body: { NewPassword: 'attacker-password-1', Token: resetToken ?? '', UserName: me.user.email },
    });
    expect(reset.statusCode).toBeGreaterThanOrEqual(400);
    expect(await login(t.app, me.user.email, 'changed-password-7')).toBeTruthy();
  });
});
