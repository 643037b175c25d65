/**
 * What the connections files share (connections.invitations.test.ts, connections.answering.test.ts,
 * connections.sharing.test.ts): people who buy, invite, mail and connect through the HTTP API, the answers read
 * against the contract's structs, the mailed links, and the rows a refusal must leave as they were.
 */
import { calls, Connection, ConnectionRequest, otherParty, type ConnectionRequestPayload } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { array, assert } from 'superstruct';
import { expect } from 'vitest';
import { TEST_APP_URL, type signedInUser, type TestServer } from '../../test/harness.js';
import { buyThroughWebhook } from '../../test/purchases.js';

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A mail as the sandbox outbox answers it (/sandbox/mail.json): the fields of the mail feature's OutboxMail read here. */
export interface SandboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const inviteBody = (
  to: Person | string,
  extra: Partial<ConnectionRequestPayload> = {},
): ConnectionRequestPayload => ({
  firstName: typeof to === 'string' ? 'Bea' : to.user.firstName,
  lastName: typeof to === 'string' ? 'Lee' : to.user.lastName,
  email: typeof to === 'string' ? to : to.user.email,
  ...extra,
});

/** The people, calls and checks of the connections files, on the test server `server()` answers (the calling file's own). */
export function connectionsFixtures(server: () => TestServer) {
  const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
    server().app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));

  /** Buys guides through the signed FoxyCart webhook with a genuine paid transaction (how purchases arrive). */
  async function buy(me: Person, codes: string[]): Promise<void> {
    const res = await buyThroughWebhook(server().app, me.id, codes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ granted: number[] }>().granted.length).toBeGreaterThan(0);
  }

  async function invite(from: Person, to: Person | string, extra: Partial<ConnectionRequestPayload> = {}) {
    const res = await server()
      .as(from)
      .call(calls.createConnectionRequest, { body: inviteBody(to, extra) });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json<ConnectionRequest>();
    assert(request, ConnectionRequest);
    return request;
  }

  async function sendMail(from: Person, to: Person | string, extra: Partial<ConnectionRequestPayload> = {}) {
    const res = await server()
      .as(from)
      .call(calls.sendInviteEmail, { body: inviteBody(to, extra) });
    expect(res.statusCode, res.body).toBe(204);
  }

  async function received(me: Person): Promise<ConnectionRequest[]> {
    const res = await server().as(me).call(calls.listReceivedRequests);
    expect(res.statusCode).toBe(200);
    const list = res.json<ConnectionRequest[]>();
    assert(list, array(ConnectionRequest));
    return list;
  }

  async function sent(me: Person): Promise<ConnectionRequest[]> {
    const res = await server().as(me).call(calls.listSentRequests);
    expect(res.statusCode).toBe(200);
    const list = res.json<ConnectionRequest[]>();
    assert(list, array(ConnectionRequest));
    return list;
  }

  async function connectionsOf(me: Person): Promise<Connection[]> {
    const res = await server().as(me).call(calls.listConnections);
    expect(res.statusCode).toBe(200);
    const list = res.json<Connection[]>();
    assert(list, array(Connection));
    return list;
  }

  async function mailsTo(address: string): Promise<SandboxMail[]> {
    const res = await server().app.inject({
      method: 'GET',
      url: `/sandbox/mail.json?to=${encodeURIComponent(address)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<SandboxMail[]>();
  }

  /** The connectionToken of the newest invitation mail to an address (from its text, checked in its HTML too). */
  async function tokenMailedTo(address: string): Promise<string> {
    const [mail] = await mailsTo(address);
    if (!mail) throw new Error(`no mail to ${address}`);
    const match = /http:\/\/insight\.test\/register\?connectionToken=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no invitation link in: ${mail.text}`);
    expect(mail.html).toContain(`href="${TEST_APP_URL}/register?connectionToken=${match[1]}"`);
    return match[1];
  }

  const accept = (who: Person, id: number) => server().as(who).call(calls.acceptRequest, { params: { id } });
  const acceptByToken = (who: Person, token: string) =>
    server().as(who).call(calls.acceptRequestByToken, { params: { token } });

  async function connect(a: Person, b: Person): Promise<Connection> {
    const request = await invite(a, b);
    expect((await accept(b, request.id)).statusCode).toBe(204);
    const [connection] = (await connectionsOf(a)).filter((c) => otherParty(c, a.id).id === b.id);
    if (!connection) throw new Error('not connected');
    return connection;
  }

  /** The rows of the connection tables and the mail count: what a refusal must leave as it was. */
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

  async function expectRefused(
    res: Promise<LightMyRequestResponse>,
    status: number,
    error: string,
    before: Awaited<ReturnType<typeof state>>,
  ) {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toEqual(expect.objectContaining({ status, error }));
    expect(await state()).toEqual(before);
  }

  return {
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
    connect,
    state,
    expectRefused,
  };
}
