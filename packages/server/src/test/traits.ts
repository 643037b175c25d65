/**
 * People with scores, for the trait tests: a member who bought the Personal Map and (with `answers`) completed
 * the questionnaire, and two members connected and sharing guides with each other, made through the routes.
 */
import { calls, pathFor, type ConnectionRequest } from '@insight/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { grantItems } from '../features/purchases/service.js';
import { newUser, registerUser } from './harness.js';
import { finishedShortTake } from './takes.js';

export interface Person {
  id: string;
  headers: { authorization: string };
  email: string;
}

function expectStatus(res: LightMyRequestResponse, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/**
 * A member with the Personal Map; with `answers`, a finished short-version take (every one of the 50 questions
 * answered so).
 */
export async function scoredPerson(app: FastifyInstance, firstName: string, answers?: number): Promise<Person> {
  const { id, user } = await registerUser(app, newUser({ firstName }));
  const token = await app.ctx.tokens.sign({ id: Number(id), email: user.email });
  await grantItems(app.ctx.db, Number(id), [1], null);
  if (answers !== undefined) {
    await finishedShortTake(app.ctx, Number(id), answers);
  }
  return { id, email: user.email, headers: { authorization: `Bearer ${token}` } };
}

/** `a` invites `b`, `b` accepts: the connection's id. */
export async function connect(app: FastifyInstance, a: Person, b: Person): Promise<number> {
  const sent = await app.inject({
    method: 'POST',
    url: calls.createConnectionRequest.path,
    headers: a.headers,
    payload: { firstName: 'Xx', lastName: 'Yy', email: b.email },
  });
  expectStatus(sent, 201, 'invite');
  const accepted = await app.inject({
    method: 'POST',
    url: pathFor(calls.acceptRequest, { id: sent.json<ConnectionRequest>().id }),
    headers: b.headers,
  });
  expectStatus(accepted, 204, 'accept');
  const rows = await app.ctx.dbHandle.withSession((s) =>
    s.query<{ id: number }>('SELECT id FROM connections WHERE requester_id = $1 AND recipient_id = $2', [
      Number(a.id),
      Number(b.id),
    ]),
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no connection');
  return id;
}

/** `who` shares these guides (report ids) on the connection. */
export async function share(
  app: FastifyInstance,
  who: Person,
  connectionId: number,
  reportIds: number[],
): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: calls.updateConnection.path,
    headers: who.headers,
    payload: { id: connectionId, connectionReports: reportIds.map((reportId) => ({ reportId })) },
  });
  expectStatus(res, 204, 'share');
}
