/**
 * Nothing is served stale: a purchase, an unshare, a profile change, a password change and a new seed
 * of the catalogue show on the very next request, on the server that made the change and on another server of
 * the same deployment (two app servers over one database, as behind a load balancer). What a server keeps in
 * memory (its copy of the catalogue, remembered compressed answers, verified tokens) never outlives its
 * database: the copy is checked against the catalogue's version in every request's one statement.
 */
import { brotliDecompressSync } from 'node:zlib';
import { calls, pathFor, type CatalogItem, type CatalogItemPackage, type Contact } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from './features/catalog/service.js';
import { SEED_CATALOG_ITEMS, SEED_PACKAGES } from './features/catalog/seed.js';
import { signedInUser, createTestServer, type TestServer } from './test/harness.js';
import { buyThroughWebhook } from './test/purchases.js';
import { finishedShortTake } from './test/takes.js';

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await createTestServer();
  b = await a.anotherServer();
}, 180_000);

afterAll(async () => {
  await b.close();
  await a.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;

const get = (server: TestServer, who: Person, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...who.headers, ...headers } });

/** The answer's JSON, decompressed when it came compressed. */
function body<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const raw = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
  return JSON.parse(raw.toString('utf8')) as T;
}

/** The catalogue as `who` sees it through `server`, asked for brotli as a browser does. */
const catalogue = async (server: TestServer, who: Person): Promise<CatalogItem[]> => {
  const res = await get(server, who, calls.listCatalogItems.path, { 'accept-encoding': 'br, gzip' });
  expect(res.headers['content-encoding']).toBe('br');
  return body<CatalogItem[]>(res);
};
const purchased = async (server: TestServer, who: Person): Promise<number[]> =>
  (await catalogue(server, who)).filter((item) => item.isPurchased).map((item) => item.id);

/** Buys through the signed FoxyCart webhook of `server` (how purchases arrive). */
async function buy(server: TestServer, who: Person, codes: string[]): Promise<void> {
  const res = await buyThroughWebhook(server.app, who.id, codes);
  expect(res.statusCode, res.body).toBe(200);
}

const itemId = (code: string): number => {
  const item = SEED_CATALOG_ITEMS.find((i) => i.code === code);
  if (!item) throw new Error(`no seeded item ${code}`);
  return item.id;
};

describe('one server', () => {
  it('shows a purchase on the very next catalogue request, listed and alone, compressed or not', async () => {
    const me = await signedInUser(a.app);
    expect(await purchased(a, me)).toEqual([]);
    // The same answer again is the remembered compression of the same bytes.
    expect(await purchased(a, me)).toEqual([]);
    await buy(a, me, ['CAR-001']);
    expect(await purchased(a, me)).toEqual([itemId('CAR-001')]);
    const one = await get(a, me, pathFor(calls.getCatalogItem, { id: itemId('CAR-001'), includeReports: false }));
    expect(body<CatalogItem>(one).isPurchased).toBe(true);
    const plain = await get(a, me, calls.listCatalogItems.path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(body<CatalogItem[]>(plain).filter((i) => i.isPurchased)).toHaveLength(1);
    // Someone else's view was never theirs.
    expect(await purchased(a, await signedInUser(a.app))).toEqual([]);
  });

  it('refuses a remembered token once it has expired, on every route', async () => {
    const me = await signedInUser(a.app);
    expect((await get(a, me, calls.listCatalogItems.path)).statusCode).toBe(200);
    expect((await get(a, me, calls.getContact.path)).statusCode).toBe(200);
    expect((await get(a, me, calls.listConnections.path)).statusCode).toBe(200);
    a.clock.advance(a.config.tokenTtlSeconds * 1000 + 1000);
    for (const url of [calls.listCatalogItems.path, calls.getContact.path, calls.listConnections.path]) {
      const res = await get(a, me, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });
});

describe('two servers over one database', () => {
  it('shows a purchase made through one on the other’s very next request', async () => {
    const me = await signedInUser(a.app);
    expect(await purchased(b, me)).toEqual([]);
    await buy(a, me, ['PER-001']);
    expect(await purchased(b, me)).toEqual([itemId('PER-001')]);
    await buy(b, me, ['PKG-ALL']);
    const everyGuide = SEED_PACKAGES.find((p) => p.code === 'PKG-ALL')?.catalogItemIds ?? [];
    expect((await purchased(a, me)).sort((x, y) => x - y)).toEqual([...everyGuide].sort((x, y) => x - y));
  });

  it('shows a profile change made through one on the other’s very next request', async () => {
    const me = await signedInUser(a.app);
    expect(body<Contact>(await get(b, me, calls.getContact.path)).user.firstName).toBe(me.user.firstName);
    const { user } = body<Contact>(await get(a, me, calls.getContact.path));
    const put = await a.app.inject({
      method: 'PUT',
      url: calls.updateContact.path,
      headers: me.headers,
      payload: { user: { ...user, firstName: 'Grace' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(body<Contact>(await get(b, me, calls.getContact.path)).user.firstName).toBe('Grace');
  });

  it('refuses on the other server, at once, every token a password change ended', async () => {
    const me = await signedInUser(a.app);
    const urls = [
      calls.listCatalogItems.path,
      calls.listPackages.path,
      calls.getContact.path,
      calls.listConnections.path,
    ];
    for (const url of urls) expect((await get(b, me, url)).statusCode, url).toBe(200);
    const { user } = body<Contact>(await get(a, me, calls.getContact.path));
    const put = await a.app.inject({
      method: 'PUT',
      url: calls.updateContact.path,
      headers: me.headers,
      payload: { user: { ...user, password: 'another-horse-7' }, currentPassword: me.user.password },
    });
    expect(put.statusCode, put.body).toBe(200);
    for (const url of urls) {
      for (const server of [b, a]) expect((await get(server, me, url)).statusCode, url).toBe(401);
    }
  });

  it('takes a guide away on the other server’s very next request once the owner unshares it', async () => {
    const owner = await signedInUser(a.app, { firstName: 'Olive', lastName: 'Owner' });
    const friend = await signedInUser(a.app);
    await buy(a, owner, ['CAR-001']);
    await finishedShortTake(a.app.ctx, Number(owner.id), 3);
    const invite = await a.app.inject({
      method: 'POST',
      url: calls.createConnectionRequest.path,
      headers: owner.headers,
      payload: { firstName: friend.user.firstName, lastName: friend.user.lastName, email: friend.user.email },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const accept = pathFor(calls.acceptRequest, { id: invite.json<{ id: number }>().id });
    expect((await b.app.inject({ method: 'POST', url: accept, headers: friend.headers })).statusCode).toBe(204);
    const [connection] = (await get(a, owner, calls.listConnections.path)).json<Record<string, unknown>[]>();
    const share = (reportIds: number[]) =>
      a.app.inject({
        method: 'PUT',
        url: calls.updateConnection.path,
        headers: owner.headers,
        payload: { ...connection, connectionReports: reportIds.map((reportId) => ({ reportId })) },
      });
    const guide = pathFor(calls.getReport, { userId: owner.id, reportId: itemId('CAR-001') });
    expect((await share([itemId('CAR-001')])).statusCode).toBe(204);
    expect((await get(b, friend, guide)).statusCode).toBe(200);
    expect((await share([])).statusCode).toBe(204);
    expect((await get(b, friend, guide)).statusCode).toBe(403);
  });

  it('answers another server’s new seed of the catalogue on its very next request', async () => {
    const me = await signedInUser(a.app);
    const career = itemId('CAR-001');
    const allGuides = SEED_PACKAGES.find((p) => p.code === 'PKG-ALL')?.id;
    const packages = async (server: TestServer) =>
      body<CatalogItemPackage[]>(await get(server, me, calls.listPackages.path));
    const before = await catalogue(a, me);
    const packagesBefore = await packages(a);
    // Another server starts with a new release of the catalogue: a guide and a package cost more.
    try {
      await seedCatalog(
        b.app.ctx.db,
        SEED_CATALOG_ITEMS.map((i) => (i.id === career ? { ...i, price: 17.99 } : i)),
        SEED_PACKAGES.map((p) => (p.id === allGuides ? { ...p, price: 89 } : p)),
      );
      const after = await catalogue(a, me);
      const changed = after.find((i) => i.id === career);
      expect(changed?.price).toBe(17.99);
      expect([...new URL(changed?.cartLink ?? '').searchParams.values()]).toContain('17.99');
      expect(after.filter((i) => i.id !== career)).toEqual(before.filter((i) => i.id !== career));
      expect((await packages(a)).find((p) => p.id === allGuides)?.price).toBe(89);
    } finally {
      await seedCatalog(b.app.ctx.db);
    }
    expect(await catalogue(a, me)).toEqual(before);
    expect(await packages(b)).toEqual(packagesBefore);
  });
});
