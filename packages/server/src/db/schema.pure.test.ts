import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPglite } from './client.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';
import * as schema from './schema/index.js';
import {
  createStatements,
  currentSnapshot,
  statementsBetween,
  storedSnapshot,
  writeNextMigration,
} from './schema-history.js';
import { FRESH_TEST_PGLITE } from '../test/pglite-options.js';

/** Every column, constraint and index of the public schema, as PostgreSQL itself prints them. */
const CATALOG = `
SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' '
       || coalesce(column_default, '-') AS line
  FROM information_schema.columns
 WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
UNION ALL
SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'schema_migrations'
UNION ALL
SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
  FROM pg_constraint
 WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> 'schema_migrations'
ORDER BY 1`;

async function catalogOf(db: PGlite): Promise<string[]> {
  return (await db.query<{ line: string }>(CATALOG)).rows.map((row) => row.line);
}

// In-memory PGlite databases of its own, never the run's (no harness, no PostgreSQL): the answer is the same
// whatever database a run is on, so the file runs once, in the server-pure project (*.pure.test.ts).
const opened: PGlite[] = [];
async function freshDatabase(): Promise<PGlite> {
  const db = new PGlite(FRESH_TEST_PGLITE);
  opened.push(db);
  await db.waitReady;
  return db;
}
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
});

describe('one source of truth for the schema', () => {
  it('migrations/schema.json is the drizzle schema: no change waits to be generated', async () => {
    const pending = await statementsBetween(storedSnapshot(), currentSnapshot());
    expect(pending, 'The schema changed without a migration: run `npm run db:migration -- <name>`.').toEqual([]);
  });

  it(
    'the migrations build exactly the tables, keys, checks and indexes the schema declares',
    { timeout: 120_000 },
    async () => {
      const migrated = await freshDatabase();
      await migrate(fromPglite(migrated));
      const declared = await freshDatabase();
      for (const statement of await createStatements()) await declared.exec(statement);

      const fromMigrations = await catalogOf(migrated);
      const fromSchema = await catalogOf(declared);
      expect(fromMigrations.length).toBeGreaterThan(100);
      expect(fromMigrations).toEqual(fromSchema);
    },
  );

  it(
    'a changed schema becomes the next numbered migration, which applies on top of the others',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'insight-schema-'));
      try {
        cpSync(MIGRATIONS_DIR, dir, { recursive: true });
        const files = () =>
          readdirSync(dir)
            .filter((file) => file.endsWith('.sql'))
            .sort();
        const before = files();
        expect(await writeNextMigration('nothing_changed', { dir })).toBeNull();
        expect(files()).toEqual(before);
        await expect(writeNextMigration('Bad Name', { dir })).rejects.toThrow(/lower-case/);

        const notes = pgTable('notes', {
          id: serial('id').primaryKey(),
          userId: integer('user_id').notNull(),
          body: text('body').notNull(),
        });
        const tables = { ...schema, notes };
        const written = await writeNextMigration('add_notes', { dir, tables });
        const last = before.at(-1) ?? '';
        const expected = `${String((Math.floor(Number(last.slice(0, 4)) / 10) + 1) * 10).padStart(4, '0')}_add_notes.sql`;
        expect(path.basename(written ?? '')).toBe(expected);
        expect(readFileSync(written ?? '', 'utf8')).toMatch(/CREATE TABLE "notes"/);
        expect(await writeNextMigration('add_notes_again', { dir, tables })).toBeNull();

        const db = await freshDatabase();
        await migrate(fromPglite(db), dir);
        const catalog = await catalogOf(db);
        expect(catalog).toContain('column notes.body text NO -');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
