/**
 * The authorization matrix, generated from the api package's call table: every call × the rows of
 * matrix-rows.ts (anonymous, owner, stranger, unproven), asserting the status and that nothing changed in the
 * database beyond the row's declared tables (the row count and a checksum of every table, before and after).
 * A call of CALL_NAMES without rows fails.
 */
import { CALL_NAMES, calls, type CallName } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  FORM_HEADERS,
  form,
  signedInUser,
  TEST_CLIENT,
  type TestServer,
} from '../../test/harness.js';
import { buyThroughWebhook } from '../../test/purchases.js';
import { rowsOf, type MatrixFixture, type MatrixRow } from './matrix-rows.js';
import { changedTables, tableSnapshot } from './snapshot.js';

/** Starting a server (migrations, seed) can take long on a busy machine. */
const STARTUP_MS = 180_000;

const fill = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? `missing-${name}`)),
  );

let t: TestServer;
let fixture: MatrixFixture;
const bearer: Partial<Record<'owner' | 'stranger' | 'unproven', string>> = {};

beforeAll(async () => {
  t = await createTestServer();
  const owner = await signedInUser(t.app, { firstName: 'Olive', lastName: 'Owner', password: 'owners-password-1' });
  const stranger = await signedInUser(t.app, {
    firstName: 'Sam',
    lastName: 'Stranger',
    password: 'strangers-password-2',
  });
  // An account that never followed its confirmation link; it too owns My Personal Map.
  const unproven = await signedInUser(
    t.app,
    { firstName: 'Una', lastName: 'Unproven', password: 'unprovens-password-3' },
    { confirm: false },
  );
  // The owner has bought My Personal Map (through the webhook, as every purchase arrives).
  expect((await buyThroughWebhook(t.app, owner.id, ['MAP-001'])).statusCode).toBe(200);
  expect((await buyThroughWebhook(t.app, unproven.id, ['MAP-001'])).statusCode).toBe(200);
  // The owner invites the unproven account's address; the link is mailed there.
  const invited = await t.app.inject({
    method: 'POST',
    url: calls.sendInviteEmail.path,
    headers: owner.headers,
    payload: { firstName: 'Una', lastName: 'Unproven', email: unproven.user.email },
  });
  expect(invited.statusCode, invited.body).toBe(204);
  const [request] = (
    await t.app.inject({ method: 'GET', url: calls.listSentRequests.path, headers: owner.headers })
  ).json<{ id: number }[]>();
  const mails = (
    await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(unproven.user.email)}` })
  ).json<{ text: string }[]>();
  const token = mails.map((mail) => /connectionToken=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]).find(Boolean);
  if (!request || !token) throw new Error('the invitation to the unproven address was not made');
  fixture = {
    owner: { id: owner.id, email: owner.user.email, password: owner.user.password },
    stranger: { id: stranger.id, email: stranger.user.email, password: stranger.user.password },
    unproven: { id: unproven.id, email: unproven.user.email, password: unproven.user.password },
    invitation: { id: String(request.id), token },
  };
  bearer.owner = owner.token;
  bearer.stranger = stranger.token;
  bearer.unproven = unproven.token;
}, STARTUP_MS);

afterAll(async () => {
  await t?.close();
});

async function send(name: CallName, row: MatrixRow): Promise<LightMyRequestResponse> {
  const call = calls[name];
  const url = fill(call.path, row.params?.(fixture));
  const body = row.body?.(fixture);
  const token = row.who === 'anonymous' ? undefined : bearer[row.who];
  const headers: Record<string, string> = token && call.bearer ? { authorization: `Bearer ${token}` } : {};
  if (call.body === 'form') {
    const fields = {
      ...(name === 'token' || name === 'revokeToken'
        ? { client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret }
        : {}),
      ...(body as Record<string, string>),
    };
    return t.app.inject({ method: call.method, url, headers: { ...headers, ...FORM_HEADERS }, payload: form(fields) });
  }
  return t.app.inject({
    method: call.method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('authorization matrix', () => {
  it('has rows for every call of the api call table', () => {
    const missing = CALL_NAMES.filter((name) => rowsOf(name).length === 0);
    expect(missing).toEqual([]);
  });

  const cases = CALL_NAMES.flatMap((name) => rowsOf(name).map((row) => [name, row.who, row.case, row] as const));
  it.each(cases)('%s as %s: %s', async (name, _who, _case, row) => {
    const before = await tableSnapshot(t);
    const res = await send(name, row);
    expect(res.statusCode, res.body).toBe(row.status);
    expect(res.statusCode).toBeLessThan(500);
    const after = await tableSnapshot(t);
    const allowed = new Set(row.mayChange ?? []);
    expect(changedTables(before, after).filter((table) => !allowed.has(table))).toEqual([]);
  });
});
