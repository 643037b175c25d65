/**
 * Connections end to end through the HTTP API (SPEC §2 Connections, §5, §7): answering invitations with an
 * existing account (accepting, rejecting, cancelling, removing, listing), who may invite whom (oneself,
 * duplicates, races, the database's own uniqueness), and how the tables hold together when an account goes.
 * Answers are checked against the contract's structs (connections.fixtures.ts).
 */
import { calls, connectionMessages as cm, otherParty } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { connectionsFixtures, inviteBody } from './connections.fixtures.js';

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
  tokenMailedTo,
  accept,
  acceptByToken,
  connect,
  state,
  expectRefused,
} = connectionsFixtures(() => t);

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
