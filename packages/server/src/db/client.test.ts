/**
 * The database handle on the database the run uses (PGlite, or PostgreSQL with DATABASE_URL): prepared statements
 * (the same values on both, one text per name, errors that leave the next call working, never a read inside
 * another caller's open transaction) and the size of the PostgreSQL pool.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestServer, type TestServer } from '../test/harness.js';
import { createDatabase, type DbHandle } from './client.js';

let t: TestServer;
let handle: DbHandle;

beforeAll(async () => {
  t = await createTestServer();
  handle = t.app.ctx.dbHandle;
  await handle.withSession((s) =>
    s.exec(`CREATE TABLE prepared_test (id int PRIMARY KEY, name text, ok boolean, tags int[]);
            INSERT INTO prepared_test VALUES (1, 'one', true, '{3,1}'), (2, NULL, false, '{}');`),
  );
}, 120_000);

afterAll(async () => {
  await t.close();
});

interface Row {
  id: number;
  name: string | null;
  ok: boolean;
  tags: number[];
  later: number[];
  count: number;
}

describe('prepared statements', () => {
  it('answers integers, integer arrays, text, null and booleans as JavaScript values, run after run', async () => {
    const from = handle.prepare<Row, { from: number }>(
      'prepared_test_from',
      sql`SELECT id, name, ok, tags,
                 array(SELECT id FROM prepared_test WHERE id >= ${sql.placeholder('from')} ORDER BY id) AS later,
                 (SELECT count(*)::int FROM prepared_test) AS count
            FROM prepared_test WHERE id >= ${sql.placeholder('from')} ORDER BY id`,
    );
    const one = { id: 1, name: 'one', ok: true, tags: [3, 1], later: [1, 2], count: 2 };
    const two = { id: 2, name: null, ok: false, tags: [], later: [1, 2], count: 2 };
    expect(await from({ from: 1 })).toEqual([one, two]);
    expect(await from({ from: 2 })).toEqual([{ ...two, later: [2] }]);
    expect(await from({ from: 3 })).toEqual([]);
    expect(await from({ from: 1 })).toEqual([one, two]);
  });

  it('keeps one text per name', () => {
    handle.prepare('prepared_test_name', sql`SELECT 1 AS one`);
    handle.prepare('prepared_test_name', sql`SELECT 1 AS one`);
    expect(() => handle.prepare('prepared_test_name', sql`SELECT 2 AS two`)).toThrow(/another text/);
  });

  it('throws the database error of a bad statement or value, and the next call works', async () => {
    await expect(handle.prepare('prepared_test_bad', sql`SELECT nope FROM prepared_test`)({})).rejects.toThrow(/nope/);
    const byId = handle.prepare<{ id: number }, { id: string }>(
      'prepared_test_by_id',
      sql`SELECT id FROM prepared_test WHERE id = ${sql.placeholder('id')}`,
    );
    await expect(byId({ id: 'x' })).rejects.toThrow();
    expect(await byId({ id: '1' })).toEqual([{ id: 1 }]);
  });

  it('never reads inside another caller’s open transaction', async () => {
    const count = handle.prepare<{ n: number }, Record<string, never>>(
      'prepared_test_count',
      sql`SELECT count(*)::int AS n FROM prepared_test`,
    );
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const rolledBack = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO prepared_test (id) VALUES (3)`);
        inserted();
        await finished;
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    await insertedYet;
    const read = count({});
    finish();
    expect(await rolledBack).toEqual(new Error('roll back'));
    expect(await read).toEqual([{ n: 2 }]);
  });
});

describe('the PostgreSQL pool', () => {
  it('is DATABASE_POOL_SIZE connections at most (10 unless a positive whole number is given)', async () => {
    const size = (value?: string) =>
      loadConfig({ DATABASE_POOL_SIZE: value }, { persistSecrets: false }).databasePoolSize;
    expect([size(), size('4'), size('0'), size('-2'), size('many')]).toEqual([10, 4, 10, 10, 10]);
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const pool = await createDatabase({ databaseUrl: url, poolSize: 2, dataDir: null });
    try {
      const backend = pool.prepare<{ pid: number }, Record<string, never>>(
        'pool_test_backend',
        sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)::text AS slept`,
      );
      const rows = await Promise.all(Array.from({ length: 6 }, () => backend({})));
      expect(new Set(rows.map(([row]) => row?.pid)).size).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });
});
