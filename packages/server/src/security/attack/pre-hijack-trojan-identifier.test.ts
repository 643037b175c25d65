/**
 * Account pre-hijacking (the story: pre-hijack.fixtures.ts), the trojan-identifier trap: what the squatted account
 * set up (connections, shares, invitations) is gone after the claim, and an unproven account cannot set most of it
 * up in the first place. The other trap types: pre-hijack-sessions-and-links.test.ts.
 * Every test runs on PGlite and, under scripts/test/with-postgres.sh, on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { addressMessages as am, calls, connectionMessages as cm, pathFor, type ConnectionRequest } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantItems } from '../../features/purchases/service.js';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { preHijackStory } from './pre-hijack.fixtures.js';
import { changedTables, tableSnapshot } from './snapshot.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const {
  address,
  call,
  sql,
  mailsTo,
  errorOf,
  parkEmailChange,
  claimByReset,
  ownerSees,
  expectParkedLinkRefused,
  liveLinks,
  memberWithScores,
  answerQuestionnaire,
  readsOf,
  setUpOf,
} = preHijackStory(() => t);

/** The one plain sentence the owner is mailed when the claim dropped what the unproven account had set up. */
const DROPPED_SENTENCE =
  'The connections, shared guides, invitations and e-mail changes made before you confirmed your address have been removed, in case someone else made them.';

describe('trojan identifier', () => {
  it('an unproven account cannot accept an invitation or share; the claim leaves the owner with none of the attacker', async () => {
    // Trent (the attacker's proven accomplice) invites the victim's address and shares his map on the invitation.
    const trent = await memberWithScores('Trent');
    const victim = address('victim');
    const invited = await call(trent, 'POST', calls.sendInviteEmail.path, {
      firstName: 'Vic',
      lastName: 'Tim',
      email: victim,
      message: 'Hello',
    });
    expect(invited.statusCode, invited.body).toBe(204);
    const [request] = (await call(trent, 'GET', calls.listSentRequests.path)).json<ConnectionRequest[]>();
    expect(request).toBeDefined();
    const linkToken = /connectionToken=([A-Za-z0-9_-]+)/.exec((await mailsTo(victim))[0]?.text ?? '')?.[1] ?? '';
    expect(linkToken).not.toBe('');

    // Mallory squats the address (the attacker paid for the Personal Map) and tries to take the invitation, by its
    // id and by its link (as if forwarded), and to share: every step refused, nothing written.
    const squatter = await signedInUser(t.app, { firstName: 'Mallory', email: victim }, { confirm: false });
    await grantItems(t.app.ctx.db, Number(squatter.id), [1], null);
    const before = await tableSnapshot(t);
    const tries: [string, () => Promise<LightMyRequestResponse>, string][] = [
      [
        'accept by id',
        () => call(squatter, 'POST', pathFor(calls.acceptRequest, { id: request?.id ?? 0 })),
        am.confirmBeforeAccepting,
      ],
      [
        'accept by link',
        () => call(squatter, 'POST', pathFor(calls.acceptRequestByToken, { token: linkToken })),
        am.confirmBeforeAccepting,
      ],
      [
        'share on a connection',
        () => call(squatter, 'PUT', calls.updateConnection.path, { id: 1, connectionReports: [{ reportId: 1 }] }),
        am.confirmBeforeSharing,
      ],
      [
        'invite',
        () =>
          call(squatter, 'POST', calls.createConnectionRequest.path, {
            firstName: 'Trent',
            lastName: 'Tee',
            email: trent.user.email,
          }),
        am.confirmBeforeInviting,
      ],
    ];
    for (const [what, run, text] of tries) {
      const answer = await run();
      expect(answer.statusCode, `${what}: ${answer.body}`).toBe(403);
      expect(errorOf(answer), what).toBe(text);
    }
    expect(changedTables(before, await tableSnapshot(t))).toEqual([]);
    expect(await setUpOf(squatter.id)).toEqual({ connections: 0, shares: 0, sentPending: 0 });

    // The owner claims the account and answers the questionnaire: Trent reads nothing of theirs.
    await claimByReset(victim, 'owners-own-password-2');
    await answerQuestionnaire(squatter.id);
    expect(await readsOf(trent, squatter.id)).toEqual({ guide: 403, traits: 403 });
    expect(await setUpOf(squatter.id)).toEqual({ connections: 0, shares: 0, sentPending: 0 });
    // Trent's invitation was sent to the owner's address and mailed to the owner's mailbox: the owner now sees it
    // and answers it (or not) knowing who sent it.
    const { owner } = await ownerSees(victim, 'owners-own-password-2');
    const received = (await call(owner, 'GET', calls.listReceivedRequests.path)).json<ConnectionRequest[]>();
    expect(received.map((r) => r.id)).toEqual([request?.id]);
  });

  it('what a squatted account set up before unproven accounts were held back (rows of old) is dropped by the claim, and the owner is told', async () => {
    const trent = await memberWithScores('Trent');
    const walt = await signedInUser(t.app, { firstName: 'Walt' });
    const victim = address('victim');
    const squatter = await signedInUser(t.app, { firstName: 'Mallory', email: victim }, { confirm: false });
    await grantItems(t.app.ctx.db, Number(squatter.id), [1], null);
    const [sq, tr] = [Number(squatter.id), Number(trent.id)];
    // As an older server let it happen: the squatter accepted Trent's invitation, they share their maps both ways,
    // and the squatter invited Walt (link token known), whose acceptance would connect him to the owner later.
    const now = t.clock.now();
    await sql(
      `INSERT INTO connection_requests (requester_id, recipient_first_name, recipient_last_name, recipient_email,
         status, recipient_id, created_at, updated_at, responded_at)
       VALUES ($1, 'Vic', 'Tim', $2, 'accepted', $3, $4, $4, $4)`,
      [tr, victim, sq, now],
    );
    const [connection] = await sql<{ id: number }>(
      'INSERT INTO connections (requester_id, recipient_id, created_at) VALUES ($1, $2, $3) RETURNING id',
      [tr, sq, now],
    );
    await sql(
      'INSERT INTO connection_shares (connection_id, owner_id, report_id, created_at) VALUES ($1, $2, 1, $4), ($1, $3, 1, $4)',
      [connection?.id, sq, tr, now],
    );
    const waltToken = 'W'.repeat(43);
    await sql(
      `INSERT INTO connection_requests (requester_id, recipient_first_name, recipient_last_name, recipient_email,
         status, token_hash, token_expires_at, created_at, updated_at)
       VALUES ($1, 'Walt', 'Wu', $2, 'pending', $3, $4, $5, $5)`,
      [
        sq,
        walt.user.email,
        createHash('sha256').update(waltToken).digest('hex'),
        new Date(now.getTime() + 86_400_000),
        now,
      ],
    );
    const parked = await parkEmailChange(squatter, squatter.user.password, address('mallory'));
    // The trap is set: the squatted account's map would be Trent's to read once the owner has answered.
    expect(await setUpOf(squatter.id)).toEqual({ connections: 1, shares: 2, sentPending: 1 });

    await claimByReset(victim, 'owners-own-password-3');
    await answerQuestionnaire(squatter.id);

    expect(await setUpOf(squatter.id)).toEqual({ connections: 0, shares: 0, sentPending: 0 });
    expect(await liveLinks(squatter.id)).toBe(0);
    expect(await readsOf(trent, squatter.id)).toEqual({ guide: 403, traits: 403 });
    const late = await call(walt, 'POST', pathFor(calls.acceptRequestByToken, { token: waltToken }));
    expect(late.statusCode, late.body).toBe(410);
    expect(errorOf(late)).toBe(cm.tokenExpired);
    await expectParkedLinkRefused(parked);
    // Trent kept his own account and guide; the owner keeps what the account owns.
    expect(await readsOf(trent, trent.id)).toEqual({ guide: 200, traits: 200 });
    const { owner, contact } = await ownerSees(victim, 'owners-own-password-3');
    expect(contact).toMatchObject({ emailConfirmed: true, pendingEmail: null, user: { userName: victim } });
    expect((await call(owner, 'GET', calls.listConnections.path)).json()).toEqual([]);
    expect(await readsOf(owner, squatter.id)).toEqual({ guide: 200, traits: 200 });
    const told = (await mailsTo(victim)).filter((mail) => mail.subject === 'Your Insight password was reset');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(DROPPED_SENTENCE);
    expect(told[0]?.html).toContain(DROPPED_SENTENCE);
  });

  it('a first proof by a reset with nothing set up drops nothing and mails nothing more', async () => {
    const victim = address('nora');
    const me = await signedInUser(t.app, { firstName: 'Nora', email: victim }, { confirm: false });
    await claimByReset(victim, 'owners-own-password-4');
    expect(await setUpOf(me.id)).toEqual({ connections: 0, shares: 0, sentPending: 0 });
    expect((await mailsTo(victim)).filter((mail) => mail.subject === 'Your Insight password was reset')).toEqual([]);
  });
});
