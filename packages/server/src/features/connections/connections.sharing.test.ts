/**
 * Connections end to end through the HTTP API (SPEC §2 Sharing, §6, §7): sharing guides and the report rule (who
 * reads which guide, while shared, owned and connected; shares only of guides one owns), and bad bodies and
 * parameters of every connection call (400 JSON, nothing changed). Answers are checked against the contract's
 * structs (connections.fixtures.ts).
 */
import { calls, connectionMessages as cm, validationMessages as vm } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { finishedShortTake } from '../../test/takes.js';
import { connectionsFixtures, inviteBody, type Person } from './connections.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';

const { sql, buy, invite, connectionsOf, accept, connect, state, expectRefused } = connectionsFixtures(() => t);

/** A finished questionnaire (every answer 3), so that the person's guides can be written. */
async function finishSurvey(me: Person): Promise<void> {
  await finishedShortTake(t.app.ctx, Number(me.id), 3);
}

const report = (viewer: Person | null, owner: Person, reportId: number) =>
  t.as(viewer).call(calls.getReport, { params: { userId: owner.id, reportId } });

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
    // In the friend's language, by the names the friend's catalogue shows (and in their order).
    const inGerman = await t.as(friend).call(calls.listConnections, { headers: { 'accept-language': 'de-DE' } });
    expect(
      inGerman
        .json<{ connectionSharedReports: { report: { reportName: string } }[] }[]>()[0]
        ?.connectionSharedReports.map((r) => r.report.reportName),
    ).toEqual(['Berufliche Stärken', 'Meine Personal Map']);
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
