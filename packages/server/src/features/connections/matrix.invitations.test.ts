/**
 * The authorization matrix of every invitation call × every kind of asker (matrix.fixtures.ts):
 *   anonymous · requester (R, who has a pending invitation Q to P and two connections) · recipient (P) ·
 *   connected with share (C1: R shares a guide with C1) · connected without share (C2) · stranger (S) ·
 *   and the identity axis of proven addresses: unproven (U, whose address I invited, never proven) · changing
 *   (H, proven, whose e-mail change to an address I invited waits for its link). For U and H the calls by
 *   request id name I's request to the address they claim: it is not theirs until proven. U may not accept
 *   (by id or by link) nor share, whatever it names (403, its own text, before anything is read), as it may not
 *   invite; rejecting and cancelling answer as for a stranger (404).
 * Each cell asserts the status and, for a refusal, the exact error body and that no row changed; each
 * success runs on a world of its own and asserts its effect.
 */
import { addressMessages as am, calls, connectionMessages as cm, Connection, ConnectionRequest } from '@insight/api';
import { array, assert } from 'superstruct';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import type { OutboxMail } from '../mail/outbox.js';
import {
  createMatrixServer,
  describeEndpoints,
  matrixFixtures,
  UNAUTHORIZED,
  who,
  type Endpoint,
  type Role,
  type World,
} from './matrix.fixtures.js';

let t: TestServer;
let base: World;

// Starting the database and building the shared world can take long on a loaded machine.
beforeAll(async () => {
  t = await createMatrixServer();
  base = await makeWorld();
}, 180_000);

afterAll(async () => {
  await t.close();
});

const { sql, makeWorld, state, listOf, connectedTo } = matrixFixtures(() => t);

/** The request a call by id names: for U and H, I's request to the address they claim; else R's request to P. */
const requestOf = (w: World, role: Role): ConnectionRequest =>
  role === 'unproven' ? w.toUnproven : role === 'changing' ? w.toPendingAddress : w.request;

async function requestStatus(w: World): Promise<string | undefined> {
  const [row] = await sql<{ status: string }>('SELECT status FROM connection_requests WHERE id = $1', [w.request.id]);
  return row?.status;
}

/** For invite/create: R asks P again; everyone else asks R. */
/** The newest mail to an address. */
const newestMailTo = async (address: string): Promise<OutboxMail | undefined> =>
  (await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(address)}` })).json<
    OutboxMail[]
  >()[0];

const inviteTarget = (w: World, role: Role) =>
  role === 'requester'
    ? { firstName: 'Pia', lastName: 'Park', email: w.people.recipient.email }
    : { firstName: 'Rhea', lastName: 'Roe', email: w.people.requester.email };

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/email/invite',
    send: (w, role) => t.as(who(w, role)).call(calls.sendInviteEmail, { body: inviteTarget(w, role) }),
    outcomes: {
      unproven: { status: 403, error: am.confirmBeforeInviting },
      changing: {
        status: 204,
        then: async (w) => expect((await newestMailTo(w.people.requester.email))?.subject).toContain('Hal'),
      },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 204,
        then: async (w) => {
          const mails = (
            await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${w.people.recipient.email}` })
          ).json<OutboxMail[]>();
          // The two invitations (the registration's confirmation link is the third mail there).
          expect(mails.filter((mail) => mail.text.includes('connectionToken='))).toHaveLength(2);
          expect(mails[0]?.text).not.toContain(w.token);
        },
      },
      recipient: { status: 409, error: cm.invitedByThem },
      connectedWithShare: { status: 409, error: cm.alreadyConnected },
      connectedWithoutShare: { status: 409, error: cm.alreadyConnected },
      stranger: {
        status: 204,
        then: async (w) => {
          const mails = (
            await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${w.people.requester.email}` })
          ).json<OutboxMail[]>();
          expect(mails[0]?.subject).toContain('Sam');
        },
      },
    },
  },
  {
    name: 'POST /api/connectionrequest/',
    send: (w, role) => t.as(who(w, role)).call(calls.createConnectionRequest, { body: inviteTarget(w, role) }),
    outcomes: {
      unproven: { status: 403, error: am.confirmBeforeInviting },
      changing: { status: 201 },
      anonymous: UNAUTHORIZED,
      requester: { status: 409, error: cm.alreadyInvited },
      recipient: { status: 409, error: cm.invitedByThem },
      connectedWithShare: { status: 409, error: cm.alreadyConnected },
      connectedWithoutShare: { status: 409, error: cm.alreadyConnected },
      stranger: {
        status: 201,
        then: async (w, res) => {
          const created = res.json<ConnectionRequest>();
          assert(created, ConnectionRequest);
          const received = await listOf<ConnectionRequest>(
            w,
            'requester',
            calls.listReceivedRequests,
            array(ConnectionRequest),
          );
          expect(received.map((r) => r.id)).toEqual([created.id]);
        },
      },
    },
  },
  {
    name: 'GET /api/connectionrequest/pending/recipient',
    read: true,
    send: (w, role) => t.as(who(w, role)).call(calls.listReceivedRequests),
    outcomes: {
      unproven: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      changing: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      anonymous: UNAUTHORIZED,
      requester: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      recipient: {
        status: 200,
        then: async (w, res) => {
          const list = res.json<ConnectionRequest[]>();
          assert(list, array(ConnectionRequest));
          expect(list.map((r) => [r.id, r.requester.user.id, r.connectionReports.map((s) => s.reportId)])).toEqual([
            [w.request.id, w.people.requester.id, [2]],
          ]);
        },
      },
      connectedWithShare: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      connectedWithoutShare: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      stranger: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
    },
  },
  {
    name: 'GET /api/connectionrequest/pending/requester',
    read: true,
    send: (w, role) => t.as(who(w, role)).call(calls.listSentRequests),
    outcomes: {
      unproven: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      changing: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 200,
        then: async (w, res) => {
          const list = res.json<ConnectionRequest[]>();
          assert(list, array(ConnectionRequest));
          expect(list.map((r) => [r.id, r.recipientEmail, r.status])).toEqual([
            [w.request.id, w.people.recipient.email, 'pending'],
          ]);
          expect(list[0]).not.toHaveProperty('recipientId');
        },
      },
      recipient: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      connectedWithShare: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      connectedWithoutShare: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      stranger: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
    },
  },
  {
    name: 'POST /api/connectionrequest/accept/{id}',
    send: (w, role) => t.as(who(w, role)).call(calls.acceptRequest, { params: { id: requestOf(w, role).id } }),
    outcomes: {
      unproven: { status: 403, error: am.confirmBeforeAccepting },
      changing: { status: 404, error: cm.requestNotFound },
      anonymous: UNAUTHORIZED,
      requester: { status: 403, error: cm.onlyRecipient },
      recipient: {
        status: 204,
        then: async (w) => {
          expect(await requestStatus(w)).toBe('accepted');
          expect(await connectedTo(w, 'recipient')).toEqual([w.people.requester.id]);
        },
      },
      connectedWithShare: { status: 404, error: cm.requestNotFound },
      connectedWithoutShare: { status: 404, error: cm.requestNotFound },
      stranger: { status: 404, error: cm.requestNotFound },
    },
  },
  {
    name: 'POST /api/connectionrequest/accept/token/{token}',
    send: (w, role) => t.as(who(w, role)).call(calls.acceptRequestByToken, { params: { token: w.token } }),
    outcomes: {
      unproven: { status: 403, error: am.confirmBeforeAccepting },
      changing: { status: 403, error: cm.onlyRecipient },
      anonymous: UNAUTHORIZED,
      requester: { status: 400, error: cm.connectSelf },
      recipient: {
        status: 204,
        then: async (w) => {
          expect(await requestStatus(w)).toBe('accepted');
          const list = await listOf<Connection>(w, 'recipient', calls.listConnections, array(Connection));
          expect(list.map((c) => c.connectionSharedReports.map((s) => s.reportId))).toEqual([[2]]);
        },
      },
      connectedWithShare: { status: 403, error: cm.onlyRecipient },
      connectedWithoutShare: { status: 403, error: cm.onlyRecipient },
      stranger: { status: 403, error: cm.onlyRecipient },
    },
  },
  {
    name: 'POST /api/connectionrequest/reject/{id}',
    send: (w, role) => t.as(who(w, role)).call(calls.rejectRequest, { params: { id: requestOf(w, role).id } }),
    outcomes: {
      unproven: { status: 404, error: cm.requestNotFound },
      changing: { status: 404, error: cm.requestNotFound },
      anonymous: UNAUTHORIZED,
      requester: { status: 403, error: cm.onlyRecipient },
      recipient: {
        status: 204,
        then: async (w) => {
          expect(await requestStatus(w)).toBe('rejected');
          expect(await connectedTo(w, 'recipient')).toEqual([]);
        },
      },
      connectedWithShare: { status: 404, error: cm.requestNotFound },
      connectedWithoutShare: { status: 404, error: cm.requestNotFound },
      stranger: { status: 404, error: cm.requestNotFound },
    },
  },
  {
    name: 'POST /api/connectionrequest/cancel/{id}',
    send: (w, role) => t.as(who(w, role)).call(calls.cancelRequest, { params: { id: requestOf(w, role).id } }),
    outcomes: {
      unproven: { status: 404, error: cm.requestNotFound },
      changing: { status: 404, error: cm.requestNotFound },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 204,
        then: async (w) => {
          expect(await requestStatus(w)).toBe('cancelled');
          const received = await listOf(w, 'recipient', calls.listReceivedRequests, array(ConnectionRequest));
          expect(received).toEqual([]);
        },
      },
      recipient: { status: 403, error: cm.onlyRequester },
      connectedWithShare: { status: 404, error: cm.requestNotFound },
      connectedWithoutShare: { status: 404, error: cm.requestNotFound },
      stranger: { status: 404, error: cm.requestNotFound },
    },
  },
  {
    name: 'PUT /api/connectionrequest/',
    send: (w, role) =>
      t.as(who(w, role)).call(calls.updateRequest, {
        body: {
          ...requestOf(w, role),
          connectionReports: [{ reportId: 1 }],
        },
      }),
    outcomes: {
      unproven: { status: 403, error: am.confirmBeforeSharing },
      changing: { status: 404, error: cm.requestNotFound },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 204,
        then: async (w) => {
          const [mine] = await listOf<ConnectionRequest>(
            w,
            'requester',
            calls.listSentRequests,
            array(ConnectionRequest),
          );
          expect(mine?.connectionReports.map((r) => r.reportId)).toEqual([1]);
        },
      },
      recipient: { status: 403, error: cm.onlyRequester },
      connectedWithShare: { status: 404, error: cm.requestNotFound },
      connectedWithoutShare: { status: 404, error: cm.requestNotFound },
      stranger: { status: 404, error: cm.requestNotFound },
    },
  },
];

describeEndpoints(ENDPOINTS, () => base, { makeWorld, state });
