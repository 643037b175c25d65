/**
 * Two app servers on one database (as behind a load balancer) agree on a logout at once: a token
 * revoked (RFC 7009, /identity/connect/revocation) through one server is refused by the other on its very next
 * request, although that server had already verified the token and remembers its claims (tokens.ts). Both
 * kinds of route are asked: those behind the authentication hook and those that check the token in their own
 * statement (`checksTokenVersion`: the catalogue, the contact). Nothing a server keeps in memory outlives the
 * revocation row in the database; the person's other sessions go on on both servers.
 * The answer is 200 `{}` as application/json whatever the token (RFC 7009 §2.2: the body is ignored), since
 * strict clients (simple-oauth2's default JSON mode) refuse an empty body without a content type.
 */
import { calls } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  FORM_HEADERS,
  form,
  login,
  signedInUser,
  TEST_CLIENT,
  type TestServer,
} from '../../test/harness.js';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await createTestServer();
  b = await a.anotherServer();
}, 180_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Paths of both kinds: the authentication hook's, and the routes that check the token themselves. */
const PATHS = [calls.getContact.path, calls.listCatalogItems.path, calls.listConnections.path];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const statusOf = async (server: TestServer, token: string, path: string): Promise<number> =>
  (await server.app.inject({ method: 'GET', url: path, headers: bearer(token) })).statusCode;

const revokeThrough = (server: TestServer, token: string) =>
  server.app.inject({
    method: 'POST',
    url: calls.revokeToken.path,
    headers: FORM_HEADERS,
    payload: form({ client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret, token }),
  });

describe('two servers on one database agree on a logout at once', () => {
  it('a token revoked through server A is refused by server B, which had accepted it a moment before', async () => {
    const me = await signedInUser(a.app);
    const otherDevice = await login(b.app, me.user.email, me.user.password);
    // Both servers have verified (and remember) both tokens.
    for (const server of [a, b]) {
      for (const token of [me.token, otherDevice]) {
        for (const path of PATHS) expect(await statusOf(server, token, path), path).toBe(200);
      }
    }
    expect((await revokeThrough(a, me.token)).statusCode).toBe(200);
    for (const path of PATHS) {
      expect(await statusOf(b, me.token, path), `${path} on B`).toBe(401);
      expect(await statusOf(a, me.token, path), `${path} on A`).toBe(401);
      for (const server of [a, b]) expect(await statusOf(server, otherDevice, path), path).toBe(200);
    }
  });

  it('and the other way round: revoked through B, refused by A', async () => {
    const me = await signedInUser(b.app);
    for (const server of [a, b]) for (const path of PATHS) expect(await statusOf(server, me.token, path)).toBe(200);
    expect((await revokeThrough(b, me.token)).statusCode).toBe(200);
    for (const server of [a, b]) for (const path of PATHS) expect(await statusOf(server, me.token, path)).toBe(401);
  });
});

describe('the answer strict OAuth clients can read (RFC 7009 §2.2)', () => {
  it('is 200 `{}` as application/json, not cached, for a live token, the same token again and a non-token', async () => {
    const me = await signedInUser(a.app);
    for (const token of [me.token, me.token, 'not-a-token']) {
      const res = await revokeThrough(a, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe('{}');
    }
    expect(await statusOf(a, me.token, calls.getContact.path)).toBe(401);
  });
});
