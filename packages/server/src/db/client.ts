/**
 * The database: embedded PGlite (in DATA_DIR/pglite, or in memory) by default, a PostgreSQL server
 * through node-postgres when DATABASE_URL is set. drizzle-orm sits over both with the same schema.
 * The reads every request makes (authentication, a person's purchases, the profile) are prepared statements
 * (`prepare`): parsed once per connection, then one round trip each.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/** What a prepared statement's placeholders take. */
export type StatementValue = string | number | null;

/** A prepared read: runs with a value for each `sql.placeholder(name)` of its statement and answers its rows. */
export type PreparedRead<R, P extends Record<string, StatementValue>> = (values: P) => Promise<R[]>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * A statement outside any transaction, parsed once per connection under `name` and then run by name: one
   * round trip and no parsing or planning per call. Its rows are keyed by the statement's column names, with
   * the same JavaScript values on both databases for integers, integer arrays, text and booleans.
   */
  prepare<R, P extends Record<string, StatementValue>>(name: string, statement: SQL): PreparedRead<R, P>;
  /** Runs fn on one dedicated connection. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (open, idle, callers waiting for one) and its maximum (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /**
   * PGlite in a data folder: a tarball of that folder taken between transactions (PGlite's dumpDataDir, while
   * both its locks are held), which PGlite.create({ loadDataDir }) opens again: the backup of a serving process.
   */
  dumpDataDir?(): Promise<Blob>;
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

const dialect = new PgDialect();

/**
 * `prepare` over a driver's way of running a named statement: the statement is rendered once, and a name stands
 * for one text only (`texts`: every name prepared on the same connections).
 */
function preparer(
  texts: Map<string, string>,
  runNamed: (name: string, text: string) => (values: unknown[]) => Promise<unknown[]>,
): DbHandle['prepare'] {
  return <R, P extends Record<string, StatementValue>>(name: string, statement: SQL): PreparedRead<R, P> => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const known = texts.get(name);
    if (known !== undefined && known !== text) throw new Error(`The prepared statement ${name} has another text.`);
    texts.set(name, text);
    const run = runNamed(name, text);
    return async (values) => (await run(fillPlaceholders(params, values))) as R[];
  };
}

const concatBytes = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** Per PGlite instance (two handles may share one: the tests' second server), the statements prepared on it. */
const pgliteStatements = new WeakMap<PGlite, { texts: Map<string, string>; parsed: Set<string> }>();

/**
 * PGlite's query() takes six trips through the database (parse, describe, bind, describe, execute, sync) for
 * every statement; a named statement parsed once takes one (bind, describe, execute, sync). It holds both of
 * PGlite's locks, as query() does, so it never runs inside another caller's open transaction.
 */
function pglitePreparer(client: PGlite): DbHandle['prepare'] {
  let statements = pgliteStatements.get(client);
  if (!statements) pgliteStatements.set(client, (statements = { texts: new Map(), parsed: new Set() }));
  const { parsed } = statements;
  const { serialize } = protocol;
  return preparer(
    statements.texts,
    (name, text) => (values) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          if (!parsed.has(name)) {
            await client.execProtocol(concatBytes(serialize.parse({ name, text }), serialize.sync()), {
              syncToFs: false,
            });
            parsed.add(name);
          }
          const bind = serialize.bind({ statement: name, values: values.map((v) => (v === null ? null : String(v))) });
          const run = concatBytes(bind, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
          const { messages } = await client.execProtocol(run, { syncToFs: false });
          return parse.parseResults(messages, client.parsers)[0]?.rows ?? [];
        }),
      ),
  );
}

/** Wraps an existing PGlite instance (the test harness passes an in-memory one). */
export function fromPglite(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    prepare: pglitePreparer(client),
    withSession: (fn) => fn(pgliteSession(client, client)),
    close: () => client.close(),
    // No transaction is open while the transaction lock is held; dumpDataDir itself takes the query lock.
    dumpDataDir: () => client._runExclusiveTransaction(() => client.dumpDataDir('none')),
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
    // node-postgres parses a named query once per connection and runs it by name afterwards.
    prepare: preparer(new Map(), (name, text) => async (values) => (await pool.query({ name, text, values })).rows),
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn(pgSession(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
  };
}

export interface DatabaseOptions {
  /** postgres://… — when set, a PostgreSQL server is used. */
  databaseUrl?: string;
  /** The most connections the pool opens to it (config.databasePoolSize). */
  poolSize?: number;
  /** Where PGlite keeps its files; null keeps the database in memory. */
  dataDir: string | null;
}

export async function createDatabase(options: DatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
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
