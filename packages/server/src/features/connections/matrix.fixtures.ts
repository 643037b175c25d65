/**
 * What the authorization matrix files share (matrix.invitations.test.ts, matrix.connections.test.ts): the kinds of
 * asker, the world they live in (made through the HTTP API on the test server of the calling file), the rows a
 * refusal leaves alone, and the shape of an endpoint's row of outcomes.
 */
import { calls, Connection, ConnectionRequest, type CallDef } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { array, assert, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createTestServer, newUser, registerUser, type TestServer } from '../../test/harness.js';
import { finishedShortTake } from '../../test/takes.js';
import { grantItems } from '../purchases/index.js';

/** The test server of a matrix file. */
export const createMatrixServer = (): Promise<TestServer> =>
  // Every success builds a world of eight people from one client address: the registration limits are not
  // what this matrix tests (security/attack/limits-counters.test.ts does).
  createTestServer({
    config: { limits: { tokenPerIp: 100_000, tokenGlobal: 100_000, registerPerIp: 100_000, registerGlobal: 100_000 } },
  });

export const ROLES = [
  'anonymous',
  'requester',
  'recipient',
  'connectedWithShare',
  'connectedWithoutShare',
  'stranger',
  'unproven',
  'changing',
] as const;
export type Role = (typeof ROLES)[number];
export type Party = Exclude<Role, 'anonymous'>;

export interface Person {
  id: string;
  email: string;
  password: string;
  headers: { authorization: string };
}

export interface World {
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

export const who = (w: World, role: Role): Person | null => (role === 'anonymous' ? null : w.people[role]);

export interface Outcome {
  status: number;
  /** The error text of a refusal (401 has its own). */
  error?: string;
  /** After a success: its effect. */
  then?: (w: World, res: LightMyRequestResponse) => Promise<void>;
}

export interface Endpoint {
  name: string;
  /** Reads change nothing: all cells run on the shared world. */
  read?: boolean;
  send: (w: World, role: Role) => Promise<LightMyRequestResponse>;
  outcomes: Record<Role, Outcome>;
}

export const UNAUTHORIZED: Outcome = { status: 401, error: 'Authentication is required.' };

/** The world, its checks and reads, on the test server `server()` answers (the calling file's own). */
export function matrixFixtures(server: () => TestServer) {
  const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
    server().app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));

  async function person(firstName: string, confirm = true): Promise<Person> {
    const { id, user } = await registerUser(server().app, newUser({ firstName }), { confirm });
    const token = await server().app.ctx.tokens.sign({ id: Number(id), email: user.email });
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
    const ctx = server().app.ctx;
    await grantItems(ctx.db, Number(r.id), [1, 2], null);
    await grantItems(ctx.db, Number(c1.id), [4], null);
    await finishedShortTake(ctx, Number(r.id), 4);

    const connectTo = async (other: Person): Promise<number> => {
      const res = await expectStatus(
        server()
          .as(r)
          .call(calls.createConnectionRequest, { body: { firstName: 'Xx', lastName: 'Yy', email: other.email } }),
        201,
      );
      await expectStatus(
        server()
          .as(other)
          .call(calls.acceptRequest, { params: { id: res.json<ConnectionRequest>().id } }),
        204,
      );
      const [row] = await sql<{ id: number }>('SELECT id FROM connections WHERE recipient_id = $1', [Number(other.id)]);
      if (!row) throw new Error('no connection');
      return row.id;
    };
    const withShare = await connectTo(c1);
    const withoutShare = await connectTo(c2);
    await expectStatus(
      server()
        .as(r)
        .call(calls.updateConnection, { body: { id: withShare, connectionReports: [{ reportId: 2 }] } }),
      204,
    );

    await expectStatus(
      server()
        .as(r)
        .call(calls.sendInviteEmail, { body: { firstName: 'Pia', lastName: 'Park', email: p.email, message: 'Hi' } }),
      204,
    );
    const sent = (await server().as(r).call(calls.listSentRequests)).json<ConnectionRequest[]>();
    const request = sent[0];
    if (!request) throw new Error('no request');
    await expectStatus(
      server()
        .as(r)
        .call(calls.updateRequest, { body: { id: request.id, connectionReports: [{ reportId: 2 }] } }),
      204,
    );
    const mails = (await server().app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${p.email}` })).json<
      { text: string }[]
    >();
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
      server()
        .as(h)
        .call(calls.updateContact, {
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
          server()
            .as(ivy)
            .call(calls.createConnectionRequest, { body: { firstName: 'Xx', lastName: 'Yy', email } }),
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

  async function listOf<T>(w: World, role: Role, read: CallDef, struct: Struct<T[]>): Promise<T[]> {
    const res = await expectStatus(server().as(who(w, role)).call(read), 200);
    const list = res.json<T[]>();
    assert(list, struct);
    return list;
  }

  async function connectedTo(w: World, role: Party): Promise<string[]> {
    const list = await listOf<Connection>(w, role, calls.listConnections, array(Connection));
    return list.map((c) => (c.requesterId === w.people[role].id ? c.recipientId : c.requesterId));
  }

  return { sql, makeWorld, state, listOf, connectedTo };
}

/**
 * One test per endpoint and role: the status (and a refusal's error) it answers, and that a refusal or a read
 * changes no table. Refusals and reads share the one `base` world; each success gets a world of its own.
 */
export function describeEndpoints(
  endpoints: readonly Endpoint[],
  base: () => World,
  { makeWorld, state }: Pick<ReturnType<typeof matrixFixtures>, 'makeWorld' | 'state'>,
): void {
  describe.each(endpoints)('$name', (endpoint) => {
    it.each(ROLES)('as %s', async (role) => {
      const outcome = endpoint.outcomes[role];
      const refusal = outcome.status >= 400;
      const w = refusal || endpoint.read ? base() : await makeWorld();
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
}
