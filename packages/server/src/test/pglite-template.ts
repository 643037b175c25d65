/**
 * Vitest global setup of the server project: one migrated PGlite database, dumped once per run, from which
 * every test server starts (test/harness.ts). Starting PGlite from nothing runs initdb, about 2 s of WebAssembly
 * on this machine; loading a dump takes about 0.4 s (both with test/pglite-options.ts), and the migrations are
 * already applied. A checkpoint before the dump: a start from it replays no WAL. Against
 * PostgreSQL (DATABASE_URL set) there is nothing to do: each test server makes its own database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { FRESH_TEST_PGLITE } from './pglite-options.js';
// The provided value's type (ProvidedContext) is declared where it is read.
import type {} from './harness.js';

export async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
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
