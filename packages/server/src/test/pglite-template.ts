/**
 * Vitest global setup of the server project: one migrated PGlite database, dumped once per run, from which
 * every test server starts (test/harness.ts). Starting PGlite from nothing runs initdb, about 2 s of WebAssembly
 * on this machine; loading a dump takes about 0.4 s (both with test/pglite-options.ts), and the migrations are
 * already applied. A checkpoint before the dump: a start from it replays no WAL. Against
 * PostgreSQL (DATABASE_URL set) each test server makes its own database; what the run leaves there is dropped at its end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { FRESH_TEST_PGLITE } from './pglite-options.js';
// The provided value's type (ProvidedContext) is declared where it is read.
import type {} from './harness.js';

export async function setup(project: TestProject): Promise<() => void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteTemplate', '');
    // The test servers' databases are emptied and handed on within a worker (test/harness.ts), so a worker leaves
    // up to two behind when it ends: they carry the run's prefix and are dropped here, with any a test left.
    const prefix = `insight_test_${randomBytes(4).toString('hex')}_`;
    project.provide('postgresPrefix', prefix);
    return () => dropDatabasesNamed(adminUrl, prefix);
  }
  project.provide('postgresPrefix', '');
  const dir = mkdtempSync(path.join(tmpdir(), 'insight-pglite-template-'));
  const db = await PGlite.create(FRESH_TEST_PGLITE);
  try {
    await migrate(fromPglite(db));
    await db.query('CHECKPOINT');
    const dump = await db.dumpDataDir('none');
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await db.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dropDatabasesNamed(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
