/**
 * The database: embedded PGlite (in DATA_DIR/pglite, or in memory) by default, a PostgreSQL server
 * through node-postgres when DATABASE_URL is set. drizzle-orm sits over both with the same schema.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export { schema };

/** A unique constraint refused the write (PostgreSQL 23505), directly or as the cause of a wrapping error. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The drizzle database every service uses (both drivers share this type). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection: for the migration runner and the test harness. */
export interface SqlSession {
  /** Runs a script that may hold several statements (simple query protocol). */
  exec(script: string): Promise<void>;
  query<R extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  transaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
}

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs fn on one dedicated connection. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type PgliteQueryable = Pick<PGlite, 'query' | 'exec'>;

function pgliteSession(client: PgliteQueryable, root: PGlite | undefined): SqlSession {
  return {
    async exec(script) {
      await client.exec(script);
    },
    async query<R extends Record<string, unknown>>(text: string, params?: unknown[]) {
      const result = await client.query<R>(text, params);
      return result.rows;
    },
    async transaction<T>(fn: (tx: SqlSession) => Promise<T>) {
      if (!root) throw new Error('Nested transactions are not supported.');
      return root.transaction((tx) => fn(pgliteSession(tx, undefined)));
    },
  };
}

function pgSession(client: pg.PoolClient, inTransaction = false): SqlSession {
  return {
    async exec(script) {
      await client.query(script);
    },
    async query<R extends Record<string, unknown>>(text: string, params?: unknown[]) {
      const result = await client.query<R>(text, params);
      return result.rows;
    },
    async transaction<T>(fn: (tx: SqlSession) => Promise<T>) {
      if (inTransaction) throw new Error('Nested transactions are not supported.');
      await client.query('BEGIN');
      try {
        const value = await fn(pgSession(client, true));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
  };
}

/** Wraps an existing PGlite instance (the test harness passes an in-memory one). */
export function fromPglite(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    withSession: (fn) => fn(pgliteSession(client, client)),
    close: () => client.close(),
  };
}

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool): DbHandle {
  // An idle connection the server ends (a restart, a failover, DROP DATABASE … WITH (FORCE)) is an 'error'
  // event on the pool; unheard, it would end the process. The pool opens a new connection on the next query.
  pool.on('error', (error: Error) => {
    process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn(pgSession(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface DatabaseOptions {
  /** postgres://… — when set, a PostgreSQL server is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; null keeps the database in memory. */
  dataDir: string | null;
}

export async function createDatabase(options: DatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return fromPool(pool);
  }
  let client: PGlite;
  if (options.dataDir === null) {
    client = await PGlite.create();
  } else {
    // The data folder and the database are the owner's only (0700): other local users read nothing.
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(options.dataDir, 0o700);
    chmodSync(dir, 0o700);
    client = await PGlite.create(dir);
  }
  return fromPglite(client);
}
