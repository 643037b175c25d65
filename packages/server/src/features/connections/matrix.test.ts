/**
 * The authorization matrix of every connection call (and the report read) × every kind of asker:
 *   anonymous · requester (R, who has a pending invitation Q to P and two connections) · recipient (P) ·
 *   connected with share (C1: R shares a guide with C1) · connected without share (C2) · stranger (S) ·
 *   and the identity axis of proven addresses: unproven (U, whose address I invited, never proven) · changing
 *   (H, proven, whose e-mail change to an address I invited waits for its link). For U and H the calls by
 *   request id name I's request to the address they claim: it is not theirs until proven. U may not accept
 *   (by id or by link) nor share, whatever it names (403, its own text, before anything is read), as it may not
 *   invite; rejecting, cancelling and removing answer as for a stranger (404).
 * Each cell asserts the status and, for a refusal, the exact error body and that no row changed; each
 * success runs on a world of its own and asserts its effect.
 */
import {
  addressMessages as am,
  calls,
  connectionMessages as cm,
  Connection,
  ConnectionRequest,
  type CallDef,
} from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { array, assert, type Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, newUser, registerUser, type TestServer } from '../../test/harness.js';
import { finishedShortTake } from '../../test/takes.js';
import type { OutboxMail } from '../mail/outbox.js';
import { grantItems } from '../purchases/service.js';

let t: TestServer;
let base: World;

// Starting the database and building the shared world can take long on a loaded machine.
beforeAll(async () => {
  // Every success builds a world of eight people from one client address: the registration limits are not
  // what this matrix tests (security/attack/limits.test.ts does).
  t = await createTestServer({
    config: { limits: { tokenPerIp: 100_000, tokenGlobal: 100_000, registerPerIp: 100_000, registerGlobal: 100_000 } },
  });
  base = await makeWorld();
}, 180_000);

afterAll(async () => {
  await t.close();
});

const ROLES = [
  'anonymous',
  'requester',
  'recipient',
  'connectedWithShare',
  'connectedWithoutShare',
  'stranger',
  'unproven',
  'changing',
] as const;
type Role = (typeof ROLES)[number];
type Party = Exclude<Role, 'anonymous'>;

interface Person {
  id: string;
  email: string;
  password: string;
  headers: { authorization: string };
}

interface World {
  people: Record<Party, Person>;
  /** R's pending invitation to P (R shares guide 2 on it). */
  request: ConnectionRequest;
  /** I's pending invitations to U's unproven address, and to the address H's change waits for. */
  toUnproven: ConnectionRequest;
  toPendingAddress: ConnectionRequest;
  /** The link token of Q, as mailed to P. */
  token: string;
  /** The connection R–C1 (R shares guide 2 with C1), and R–C2 (no shares). */
  withShare: number;
  withoutShare: number;
}

const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  t.app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));

async function person(firstName: string, confirm = true): Promise<Person> {
  const { id, user } = await registerUser(t.app, newUser({ firstName }), { confirm });
  const token = await t.app.ctx.tokens.sign({ id: Number(id), email: user.email });
  return { id, email: user.email, password: user.password, headers: { authorization: `Bearer ${token}` } };
}

async function expectStatus(res: Promise<LightMyRequestResponse>, status: number): Promise<LightMyRequestResponse> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

/** R, P, C1, C2 and S, every account made before the invitation; R owns guides 1 and 2 and has finished the survey. */
async function makeWorld(): Promise<World> {
  const people: Record<Party, Person> = {
    requester: await person('Rhea'),
    recipient: await person('Pia'),
    connectedWithShare: await person('Cleo'),
    connectedWithoutShare: await person('Cato'),
    stranger: await person('Sam'),
    unproven: await person('Una', false),
    changing: await person('Hal'),
  };
  const { requester: r, connectedWithShare: c1, connectedWithoutShare: c2, recipient: p } = people;
  const ctx = t.app.ctx;
  await grantItems(ctx.db, Number(r.id), [1, 2], null);
  await grantItems(ctx.db, Number(c1.id), [4], null);
  await finishedShortTake(ctx, Number(r.id), 4);

  const connectTo = async (other: Person): Promise<number> => {
    const res = await expectStatus(
      t.as(r).call(calls.createConnectionRequest, { body: { firstName: 'Xx', lastName: 'Yy', email: other.email } }),
      201,
    );
    await expectStatus(
      t.as(other).call(calls.acceptRequest, { params: { id: res.json<ConnectionRequest>().id } }),
      204,
    );
    const [row] = await sql<{ id: number }>('SELECT id FROM connections WHERE recipient_id = $1', [Number(other.id)]);
    if (!row) throw new Error('no connection');
    return row.id;
  };
  const withShare = await connectTo(c1);
  const withoutShare = await connectTo(c2);
  await expectStatus(
    t.as(r).call(calls.updateConnection, { body: { id: withShare, connectionReports: [{ reportId: 2 }] } }),
    204,
  );

  await expectStatus(
    t
      .as(r)
      .call(calls.sendInviteEmail, { body: { firstName: 'Pia', lastName: 'Park', email: p.email, message: 'Hi' } }),
    204,
  );
  const sent = (await t.as(r).call(calls.listSentRequests)).json<ConnectionRequest[]>();
  const request = sent[0];
  if (!request) throw new Error('no request');
  await expectStatus(
    t.as(r).call(calls.updateRequest, { body: { id: request.id, connectionReports: [{ reportId: 2 }] } }),
    204,
  );
  const mails = (await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${p.email}` })).json<OutboxMail[]>();
  const token = /connectionToken=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1];
  if (!token) throw new Error('no token');

  // The identity axis: H asks to move to an address nobody has (it waits for its link); I (no role) invites
  // that address and U's unproven one.
  const { changing: h, unproven: u } = people;
  const pendingAddress = `pending.${h.email}`;
  const [hRow] = await sql<{ first_name: string; last_name: string; gender: string }>(
    'SELECT first_name, last_name, gender FROM users WHERE id = $1',
    [Number(h.id)],
  );
  await expectStatus(
    t.as(h).call(calls.updateContact, {
      body: {
        user: {
          firstName: hRow?.first_name,
          lastName: hRow?.last_name,
          gender: hRow?.gender,
          userName: pendingAddress,
          password: null,
        },
        currentPassword: h.password,
      },
    }),
    200,
  );
  const ivy = await person('Ivy');
  const invite = async (email: string) =>
    (
      await expectStatus(
        t.as(ivy).call(calls.createConnectionRequest, { body: { firstName: 'Xx', lastName: 'Yy', email } }),
        201,
      )
    ).json<ConnectionRequest>();
  const toUnproven = await invite(u.email);
  const toPendingAddress = await invite(pendingAddress);
  return { people, request, token, withShare, withoutShare, toUnproven, toPendingAddress };
}

/** Every row of the connection tables, the mail count and the purchases: what a refusal leaves alone. */
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

const who = (w: World, role: Role): Person | null => (role === 'anonymous' ? null : w.people[role]);

/** The request a call by id names: for U and H, I's request to the address they claim; else R's request to P. */
const requestOf = (w: World, role: Role): ConnectionRequest =>
  role === 'unproven' ? w.toUnproven : role === 'changing' ? w.toPendingAddress : w.request;

async function listOf<T>(w: World, role: Role, read: CallDef, struct: Struct<T[]>): Promise<T[]> {
  const res = await expectStatus(t.as(who(w, role)).call(read), 200);
  const list = res.json<T[]>();
  assert(list, struct);
  return list;
}

interface Outcome {
  status: number;
  /** The error text of a refusal (401 has its own). */
  error?: string;
  /** After a success: its effect. */
  then?: (w: World, res: LightMyRequestResponse) => Promise<void>;
}

interface Endpoint {
  name: string;
  /** Reads change nothing: all cells run on the shared world. */
  read?: boolean;
  send: (w: World, role: Role) => Promise<LightMyRequestResponse>;
  outcomes: Record<Role, Outcome>;
}

const UNAUTHORIZED: Outcome = { status: 401, error: 'Authentication is required.' };

async function requestStatus(w: World): Promise<string | undefined> {
  const [row] = await sql<{ status: string }>('SELECT status FROM connection_requests WHERE id = $1', [w.request.id]);
  return row?.status;
}

async function connectedTo(w: World, role: Party): Promise<string[]> {
  const list = await listOf<Connection>(w, role, calls.listConnections, array(Connection));
  return list.map((c) => (c.requesterId === w.people[role].id ? c.recipientId : c.requesterId));
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
  {
    name: 'GET /api/connection',
    read: true,
    send: (w, role) => t.as(who(w, role)).call(calls.listConnections),
    outcomes: {
      unproven: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      changing: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 200,
        then: async (w, res) => {
          const list = res.json<Connection[]>();
          assert(list, array(Connection));
          expect(
            list.map((c) => [c.id, c.connectionReports.map((r) => r.reportId), c.connectionSharedReports]),
          ).toEqual([
            [w.withoutShare, [], []],
            [w.withShare, [2], []],
          ]);
        },
      },
      recipient: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
      connectedWithShare: {
        status: 200,
        then: async (w, res) => {
          const list = res.json<Connection[]>();
          expect(
            list.map((c) => [c.id, c.connectionReports, c.connectionSharedReports.map((r) => r.reportId)]),
          ).toEqual([[w.withShare, [], [2]]]);
        },
      },
      connectedWithoutShare: {
        status: 200,
        then: async (w, res) => {
          const list = res.json<Connection[]>();
          expect(list.map((c) => [c.id, c.connectionReports, c.connectionSharedReports])).toEqual([
            [w.withoutShare, [], []],
          ]);
        },
      },
      stranger: { status: 200, then: async (_w, res) => expect(res.json()).toEqual([]) },
    },
  },
  {
    name: 'PUT /api/connection',
    send: (w, role) => {
      // Each asks to share a guide they own (R: 1; C1: 4) on the connection R–C1; others an empty list.
      const reportIds = role === 'requester' ? [1] : role === 'connectedWithShare' ? [4] : [];
      return t.as(who(w, role)).call(calls.updateConnection, {
        body: {
          id: w.withShare,
          connectionReports: reportIds.map((reportId) => ({ reportId })),
        },
      });
    },
    outcomes: {
      unproven: { status: 403, error: am.confirmBeforeSharing },
      changing: { status: 404, error: cm.connectionNotFound },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 204,
        then: async (w) => {
          const [seen] = await listOf<Connection>(w, 'connectedWithShare', calls.listConnections, array(Connection));
          expect(seen?.connectionSharedReports.map((r) => r.reportId)).toEqual([1]);
        },
      },
      recipient: { status: 404, error: cm.connectionNotFound },
      connectedWithShare: {
        status: 204,
        then: async (w) => {
          const [seen] = await listOf<Connection>(w, 'connectedWithShare', calls.listConnections, array(Connection));
          // C1's own shares changed; R's share with C1 stayed.
          expect(seen?.connectionReports.map((r) => r.reportId)).toEqual([4]);
          expect(seen?.connectionSharedReports.map((r) => r.reportId)).toEqual([2]);
        },
      },
      connectedWithoutShare: { status: 404, error: cm.connectionNotFound },
      stranger: { status: 404, error: cm.connectionNotFound },
    },
  },
  {
    name: 'POST /api/connection/cancel/{id}',
    send: (w, role) => t.as(who(w, role)).call(calls.removeConnection, { params: { id: w.withShare } }),
    outcomes: {
      unproven: { status: 404, error: cm.connectionNotFound },
      changing: { status: 404, error: cm.connectionNotFound },
      anonymous: UNAUTHORIZED,
      requester: {
        status: 204,
        then: async (w) => {
          expect(await connectedTo(w, 'connectedWithShare')).toEqual([]);
          expect(await connectedTo(w, 'requester')).toEqual([w.people.connectedWithoutShare.id]);
        },
      },
      recipient: { status: 404, error: cm.connectionNotFound },
      connectedWithShare: {
        status: 204,
        then: async (w) => {
          expect(await connectedTo(w, 'requester')).toEqual([w.people.connectedWithoutShare.id]);
          expect(
            (
              await t
                .as(w.people.connectedWithShare)
                .call(calls.getReport, { params: { userId: w.people.requester.id, reportId: 2 } })
            ).statusCode,
          ).toBe(403);
        },
      },
      connectedWithoutShare: { status: 404, error: cm.connectionNotFound },
      stranger: { status: 404, error: cm.connectionNotFound },
    },
  },
  {
    name: 'GET /api/report/{userId}/{reportId} (the guide R shares with C1)',
    read: true,
    send: (w, role) =>
      t.as(who(w, role)).call(calls.getReport, { params: { userId: w.people.requester.id, reportId: 2 } }),
    outcomes: {
      unproven: { status: 403, error: 'You may not read this guide.' },
      changing: { status: 403, error: 'You may not read this guide.' },
      anonymous: UNAUTHORIZED,
      requester: { status: 200, then: async (_w, res) => expect(res.body).toContain('Prepared for Rhea') },
      recipient: { status: 403, error: 'You may not read this guide.' },
      connectedWithShare: { status: 200, then: async (_w, res) => expect(res.body).toContain('Prepared for Rhea') },
      connectedWithoutShare: { status: 403, error: 'You may not read this guide.' },
      stranger: { status: 403, error: 'You may not read this guide.' },
    },
  },
  {
    name: 'GET /api/report/{userId}/{reportId} (a guide R owns but shares with nobody)',
    read: true,
    send: (w, role) =>
      t.as(who(w, role)).call(calls.getReport, { params: { userId: w.people.requester.id, reportId: 1 } }),
    outcomes: {
      unproven: { status: 403, error: 'You may not read this guide.' },
      changing: { status: 403, error: 'You may not read this guide.' },
      anonymous: UNAUTHORIZED,
      requester: { status: 200, then: async (_w, res) => expect(res.body).toContain('My Personal Map') },
      recipient: { status: 403, error: 'You may not read this guide.' },
      connectedWithShare: { status: 403, error: 'You may not read this guide.' },
      connectedWithoutShare: { status: 403, error: 'You may not read this guide.' },
      stranger: { status: 403, error: 'You may not read this guide.' },
    },
  },
];

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(ROLES)('as %s', async (role) => {
    const outcome = endpoint.outcomes[role];
    const refusal = outcome.status >= 400;
    // Refusals and reads change nothing, so they share one world; each success gets its own.
    const w = refusal || endpoint.read ? base : await makeWorld();
    const before = await state();
    const res = await endpoint.send(w, role);
    expect(res.statusCode, res.body).toBe(outcome.status);
    if (refusal) {
      expect(res.json()).toEqual({ status: outcome.status, title: expect.any(String), error: outcome.error });
      expect(await state()).toEqual(before);
    } else {
      if (endpoint.read) expect(await state()).toEqual(before);
      await outcome.then?.(w, res);
    }
  });
});
