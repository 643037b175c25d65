/**
 * A snapshot of every table of the database (row count and a checksum of its rows), to prove that a
 * request changed nothing, or only what it may.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestServer } from '../../test/harness.js';

/** Every table's row count and checksum (md5 of its rows as text, in order): the same SQL on PGlite and PostgreSQL. */
export async function tableSnapshot(t: TestServer): Promise<Record<string, string>> {
  return t.app.ctx.dbHandle.withSession(async (s) => {
    const tables = await s.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const snapshot: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await s.query<{ n: number; sum: string | null }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM "${name}" t`,
      );
      snapshot[name] = `${row?.n ?? 0}:${row?.sum ?? ''}`;
    }
    return snapshot;
  });
}

/** The tables whose count or checksum differ. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();

/**
 * Runs a call that a per-actor limit must refuse: asserts a 429 with `message` (the api package's text), and that
 * no table but the limit counters changed.
 */
export async function expectRefusedByLimit(
  t: TestServer,
  run: () => Promise<LightMyRequestResponse>,
  message: string,
): Promise<LightMyRequestResponse> {
  const before = await tableSnapshot(t);
  const res = await run();
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ status: 429, error: message });
  expect(changedTables(before, await tableSnapshot(t)).filter((table) => table !== 'limit_counters')).toEqual([]);
  return res;
}
