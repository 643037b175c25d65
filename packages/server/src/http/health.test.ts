import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlSession } from '../db/client.js';
import { listMigrations } from '../db/migrate.js';
import { createTestServer, type TestServer } from '../test/harness.js';
import { checkDatabase, markDraining } from './health.js';

describe('/healthz and /readyz', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('/readyz is ready once the database answers with every migration of the server recorded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ready: true, migrations: listMigrations().length });
  });

  it('/readyz says which migrations are missing (503) and is ready again once they are recorded', async () => {
    const last = listMigrations().at(-1);
    if (!last) throw new Error('no migrations');
    const [row] = await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ version: number; name: string }>('DELETE FROM schema_migrations WHERE version = $1 RETURNING *', [
        last.version,
      ]),
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, reason: 'migrations-pending', pending: [last.version] });
      // Alive all the same: liveness never asks the database.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.app.ctx.dbHandle.withSession((s) =>
        s.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [row?.version, row?.name]),
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz is 503 once the server drains (shutting down); /healthz still answers', async () => {
    const other = await t.anotherServer();
    try {
      markDraining(other.app);
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, reason: 'shutting-down' });
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The other server of the deployment is not touched.
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('checkDatabase', () => {
  const known = [{ version: 1 }, { version: 2 }];
  const answering = (rows: { version: number }[]) => ({
    withSession: <T>(fn: (s: SqlSession) => Promise<T>) => fn({ query: async () => rows } as unknown as SqlSession),
  });

  it('is not ready when the database refuses the connection', async () => {
    const refused = {
      withSession: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    };
    expect(await checkDatabase(refused, known)).toMatchObject({
      ready: false,
      reason: 'database-unavailable',
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('is not ready when the database does not answer in time', async () => {
    const hanging = { withSession: () => new Promise<never>(() => undefined) };
    expect(await checkDatabase(hanging, known, 50)).toMatchObject({
      ready: false,
      reason: 'database-unavailable',
      message: expect.stringContaining('no answer within 50 ms'),
    });
  });

  it('is not ready on a database never migrated (no schema_migrations table)', async () => {
    const fresh = {
      withSession: async () => {
        throw Object.assign(new Error('relation "schema_migrations" does not exist'), { code: '42P01' });
      },
    };
    expect(await checkDatabase(fresh, known)).toMatchObject({ ready: false, pending: [1, 2] });
  });

  it('is ready with every known migration recorded, newer ones too (a newer server migrated first)', async () => {
    expect(await checkDatabase(answering([{ version: 2 }, { version: 1 }, { version: 3 }]), known)).toEqual({
      ready: true,
      migrations: 2,
    });
    expect(await checkDatabase(answering([{ version: 1 }]), known)).toMatchObject({ ready: false, pending: [2] });
  });
});
