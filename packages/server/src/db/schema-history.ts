/**
 * The drizzle schema (db/schema) is the one source of truth; the numbered SQL files of migrations/ are
 * generated from it by drizzle-kit (`npm run db:migration -- <name>`), and migrations/schema.json is the
 * schema as those files leave the database. schema.pure.test.ts proves both: the snapshot is the schema, and
 * the migrations build exactly what the schema declares. Development tooling: not part of the built server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import * as schema from './schema/index.js';
import { listMigrations, MIGRATIONS_DIR } from './migrate.js';

export const SNAPSHOT_FILE = path.join(MIGRATIONS_DIR, 'schema.json');

/** The schema as drizzle-kit sees it (tables, columns, keys, checks, indexes). */
export function currentSnapshot(tables: Record<string, unknown> = schema): DrizzleSnapshotJSON {
  return generateDrizzleJson(tables);
}

/** The schema as the existing migrations leave the database. */
export function storedSnapshot(file: string = SNAPSHOT_FILE): DrizzleSnapshotJSON {
  return JSON.parse(readFileSync(file, 'utf8')) as DrizzleSnapshotJSON;
}

/** The SQL that takes a database from one snapshot to the other (empty when they agree). */
export function statementsBetween(from: DrizzleSnapshotJSON, to: DrizzleSnapshotJSON): Promise<string[]> {
  return generateMigration(from, to);
}

/** Every statement that builds the schema on an empty database. */
export function createStatements(tables: Record<string, unknown> = schema): Promise<string[]> {
  return generateMigration(generateDrizzleJson({}), currentSnapshot(tables));
}

const NAME = /^[a-z0-9_]+$/;

/**
 * Writes the next migration (its number the next ten after the last file) with the statements that take
 * the stored snapshot to the current schema, and stores the new snapshot. Returns the file, or null when
 * the schema has not changed.
 */
export async function writeNextMigration(
  name: string,
  { dir = MIGRATIONS_DIR, tables = schema }: { dir?: string; tables?: Record<string, unknown> } = {},
): Promise<string | null> {
  if (!NAME.test(name)) throw new Error(`A migration name is lower-case letters, digits and _: "${name}".`);
  const snapshotFile = path.join(dir, 'schema.json');
  const next = currentSnapshot(tables);
  const statements = await statementsBetween(storedSnapshot(snapshotFile), next);
  if (statements.length === 0) return null;
  const last = listMigrations(dir).at(-1)?.version ?? 0;
  const version = (Math.floor(last / 10) + 1) * 10;
  const file = path.join(dir, `${String(version).padStart(4, '0')}_${name}.sql`);
  const header = `-- Generated from src/db/schema by \`npm run db:migration -- ${name}\`; say here why the change was made.\n\n`;
  const sql = statements.map((statement) => statement.trim().replace(/;?$/, ';')).join('\n\n');
  writeFileSync(file, `${header}${sql}\n`);
  writeFileSync(snapshotFile, `${JSON.stringify(next, null, 2)}\n`);
  return file;
}
