/**
 * A tiny migration runner over numbered plain-SQL files: packages/server/migrations/NNNN_name.sql, written
 * by drizzle-kit from the schema (`npm run db:migration -- <name>`, schema-history.ts). The same files run
 * on PGlite and PostgreSQL; each runs in its own transaction and is recorded in schema_migrations, under an
 * advisory lock so several servers starting at once migrate once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../config.js';
import type { DbHandle } from './client.js';

export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'migrations');

export interface Migration {
  version: number;
  name: string;
  file: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_-]+)\.sql$/i;
/** Serialises concurrent runners (several app servers starting at once against one PostgreSQL). */
const LOCK_KEY = 7_240_517;

export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const found = readdirSync(dir)
    .map((file) => ({ file, match: FILE_PATTERN.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ version: Number(match[1]), name: match[2] ?? file, file: path.join(dir, file) }))
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < found.length; i++) {
    const current = found[i];
    const previous = found[i - 1];
    if (current && previous && current.version === previous.version) {
      throw new Error(`Two migrations share the number ${current.version}: ${previous.file} and ${current.file}`);
    }
  }
  return found;
}

/** Applies every migration not yet recorded; returns the versions it applied. */
export async function migrate(handle: DbHandle, dir: string = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = listMigrations(dir);
  return handle.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await session.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version integer PRIMARY KEY,
           name text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const rows = await session.query<{ version: number }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((row) => Number(row.version)));
      const done: number[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        const script = readFileSync(migration.file, 'utf8');
        await session.transaction(async (tx) => {
          await tx.exec(script);
          await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
        });
        done.push(migration.version);
      }
      return done;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}
