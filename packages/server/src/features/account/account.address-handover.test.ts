/**
 * Issue 34, point 7, through the HTTP API: when an address changes hands, the invitations and mails that reached it
 * are the account's that held it then, not the one that holds it now: in the data download, in what can be
 * accepted, and in what a deletion removes (account.fixtures.ts).
 */
import { calls, DataExport, type ConnectionRequest } from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAddress, createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { changedTables, tableSnapshot } from '../../security/attack/snapshot.js';
import { accountFixtures, type Person } from './account.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const { exportOf, deleteOf, invite, traces } = accountFixtures(() => t);

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
