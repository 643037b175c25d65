/**
 * Limits that hold under attack (the counters: limits-counters.test.ts):
 * - invitations are not a mail cannon: per recipient and day, per account and day, pending per account;
 * - registration does not tell whether an address has an account.
 */
import { calls, connectionMessages as cm } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITE_LIMIT_TEXTS,
  INVITE_MAIL_LIMIT,
  INVITE_MAIL_PER_RECIPIENT,
  PENDING_REQUESTS_LIMIT,
} from '../../features/connections/invitations.js';
import {
  createTestServer,
  createUserBody,
  login,
  newUser,
  registerUser,
  requestToken,
  signedInUser,
  type TestServer,
} from '../../test/harness.js';
import { sql, STARTUP_MS } from './limits.fixtures.js';

describe('invitations are not a mail cannon', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  }, STARTUP_MS);
  afterAll(async () => {
    await t?.close();
  });

  const invite = (who: { headers: Record<string, string> }, path: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: who.headers,
      payload: { firstName: 'Vic', lastName: 'Tim', email, message: 'Hello there' },
    });
  const mailsTo = async (email: string) =>
    (await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1', [email]))[0]?.n;

  it(`one address gets at most ${INVITE_MAIL_PER_RECIPIENT.limit} invitation e-mails a day, whoever sends them`, async () => {
    const victim = `victim.${Date.now()}@example.com`;
    const senders = await Promise.all(Array.from({ length: 4 }, () => signedInUser(t.app)));
    for (const sender of senders.slice(0, 3))
      expect((await invite(sender, calls.sendInviteEmail.path, victim)).statusCode).toBe(204);
    const fourth = await invite(senders[3]!, calls.sendInviteEmail.path, victim);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ status: 429, error: INVITE_LIMIT_TEXTS.perRecipient });
    // Nothing was created or sent for the refused one; a resend by an earlier sender is refused as well.
    expect(await mailsTo(victim)).toBe(3);
    expect((await invite(senders[0]!, calls.sendInviteEmail.path, victim)).statusCode).toBe(429);
    const requests = await sql<{ n: number }>(
      t,
      'SELECT count(*)::int AS n FROM connection_requests WHERE recipient_email = $1',
      [victim],
    );
    expect(requests[0]?.n).toBe(3);
    // The refused sender's own daily allowance was not used up by it.
    const used = await sql<{ hits: number }>(t, 'SELECT hits FROM limit_counters WHERE bucket = $1 AND key = $2', [
      INVITE_MAIL_LIMIT.bucket,
      senders[3]!.id,
    ]);
    expect(used[0]?.hits ?? 0).toBe(0);
    t.clock.advance(INVITE_MAIL_PER_RECIPIENT.windowMs + 1000);
    const token = await login(t.app, senders[3]!.user.email, senders[3]!.user.password);
    expect(
      (await invite({ headers: { authorization: `Bearer ${token}` } }, calls.sendInviteEmail.path, victim)).statusCode,
    ).toBe(204);
  });

  it(`one account sends at most ${INVITE_MAIL_LIMIT.limit} invitation e-mails a day`, async () => {
    const sender = await signedInUser(t.app);
    const stamp = Date.now();
    for (let i = 0; i < INVITE_MAIL_LIMIT.limit; i++)
      expect((await invite(sender, calls.sendInviteEmail.path, `daily.${stamp}.${i}@example.com`)).statusCode).toBe(
        204,
      );
    const over = await invite(sender, calls.sendInviteEmail.path, `daily.${stamp}.over@example.com`);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, error: cm.inviteRateLimited });
    expect(await mailsTo(`daily.${stamp}.over@example.com`)).toBe(0);
  });

  it(`one account has at most ${PENDING_REQUESTS_LIMIT} pending invitations`, async () => {
    const sender = await signedInUser(t.app);
    const stamp = Date.now();
    const address = (i: number) => `pending.${stamp}.${i}@example.com`;
    for (let i = 0; i < PENDING_REQUESTS_LIMIT; i++)
      expect((await invite(sender, calls.createConnectionRequest.path, address(i))).statusCode).toBe(201);
    for (const path of [calls.createConnectionRequest.path, calls.sendInviteEmail.path]) {
      const over = await invite(sender, path, address(PENDING_REQUESTS_LIMIT));
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ status: 429, error: INVITE_LIMIT_TEXTS.pending });
    }
    const pending = await sql<{ n: number }>(
      t,
      "SELECT count(*)::int AS n FROM connection_requests WHERE requester_id = $1 AND status = 'pending'",
      [sender.id],
    );
    expect(pending[0]?.n).toBe(PENDING_REQUESTS_LIMIT);
    // Parallel creations of another account cannot slip past the cap either.
    const rival = await signedInUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: PENDING_REQUESTS_LIMIT + 10 }, (_, i) =>
        invite(rival, calls.createConnectionRequest.path, `rival.${stamp}.${i}@example.com`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(PENDING_REQUESTS_LIMIT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
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
      "SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Someone tried%'",
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
