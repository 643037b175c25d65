/**
 * The server test harness: an empty migrated database per server (in-memory PGlite, loaded from the migrated dump
 * of test/pglite-template.ts, or — when DATABASE_URL is set — a database with a random name on that PostgreSQL
 * server; either is emptied again for the next server when this one closes), a movable clock, and helpers to
 * register and log in.
 *
 *   const t = await createTestServer();
 *   const res = await t.app.inject({ method: 'GET', url: '/healthz' });
 *   await t.close();
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildServer, type ServerDeps } from '../app.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { fromPglite, fromPool, type DbHandle } from '../db/client.js';
import { cheapHashesInTests } from '../security/passwords.js';
import { callAs, type Caller, type CallingAs } from './call-as.js';
import { FRESH_TEST_PGLITE, loadedTestPglite } from './pglite-options.js';

export const TEST_APP_URL = 'http://insight.test';
export const TEST_CLIENT = { id: 'insight-web', secret: 'insight-web-secret' } as const;

export interface TestClock {
  now(): Date;
  /** Moves the clock forward by ms. */
  advance(ms: number): void;
  /**
   * Stops real time from moving the clock: from now on only `advance` does. For a test that draws a line in time
   * (a window that ends 1 s later): a slow machine spends seconds between two steps, and a flowing clock would
   * carry the test across the line on its own.
   */
  freeze(): void;
}

export function createClock(): TestClock {
  let offset = 0;
  let frozenAt: number | undefined;
  return {
    // Real time keeps flowing (scrypt, timeouts), shifted by what the test advanced, until the test freezes it.
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    advance: (ms) => {
      offset += ms;
    },
    freeze: () => {
      frozenAt ??= Date.now();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  clock: TestClock;
  /** 'pglite' or 'postgres'. */
  databaseKind: DbHandle['kind'];
  /**
   * A second server of the same deployment: the same settings, database and clock (the machines of a deployment
   * read one wall clock), its own process state (as another app server behind a load balancer). Close it before
   * this one, which drops the database.
   */
  anotherServer(): Promise<TestServer>;
  /** The call table as `who` (a signed-in person, or null): `t.as(person).call(calls.getReport, { params })`. */
  as(who: Caller): CallingAs;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<ServerConfig>;
  deps?: Omit<ServerDeps, 'db' | 'now'>;
}

/**
 * A new database with a random name on the PostgreSQL server of adminUrl: its address, a pool on it, and drop().
 * Its name starts with the run's prefix (test/pglite-template.ts), so that what a run leaves is dropped when it ends.
 */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; handle: DbHandle; drop(): Promise<void> }> {
  const name = `${inject('postgresPrefix') || 'insight_test_'}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = fromPool(new pg.Pool({ connectionString: url.toString(), max: 5 }));
  return {
    url: url.toString(),
    handle,
    drop: () => dropPostgresDatabase(adminUrl, url.toString()),
  };
}

declare module 'vitest' {
  interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (test/pglite-template.ts), or '' against PostgreSQL. */
    pgliteTemplate: string;
    /** The run's prefix of PostgreSQL test databases' names (test/pglite-template.ts), or '' on PGlite. */
    postgresPrefix: string;
  }
}

/**
 * The server's test files come in two vitest projects (vite.config.ts): `server`, whose files use this harness's
 * database (PGlite here, PostgreSQL in npm test's PostgreSQL pass), and `server-pure` (files named *.pure.test.ts),
 * which declare that they use none and so are not run against PostgreSQL. The pure project has no database global
 * setup: nothing is provided there, and a pure file that loads this harness fails here, at once, whatever it calls.
 */
if (inject('pgliteTemplate') === undefined) {
  throw new Error(
    'The test harness was loaded by a file of the server-pure project (*.pure.test.ts), which declares that it uses ' +
      'no database. A test that needs a server or a database belongs in the server project: rename it to *.test.ts.',
  );
}

// Password hashes at scrypt's cost 1024 instead of 16384 (features/auth/passwords.ts): the same code, 20× cheaper.
cheapHashesInTests();

let template: Blob | undefined;
/** The migrated database the run's global setup dumped (test/pglite-template.ts), read once per test file. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * Databases a closed test server left, emptied, for the next one in this worker. A new one costs a PGlite start
 * from the template, about 0.35 s of WebAssembly (the dump unpacked, the buffers zeroed, PostgreSQL started), or a
 * CREATE DATABASE on PostgreSQL, about 0.3 s, and its migrations and DROP: 90–110 of them in one run of the server
 * project, a quarter of its time. Emptying one is a TRUNCATE of every table but the migrations' record, with the
 * sequences restarted: what a server gets is what a migrated database holds (only schema_migrations has rows), and
 * a transaction a test left open is rolled back first (PGlite; on PostgreSQL the server's connections are ended
 * first and the emptying has its own). A database goes back only when it has the migrated tables and columns (a
 * fingerprint taken from the first migrated database of the worker), no second handle was given out
 * (`anotherServer`) and, on PGlite, it is still open; otherwise, or when any of this fails, it is closed or
 * dropped, as before.
 */
const idleDatabases: PGlite[] = [];
const idlePostgres: string[] = [];
const IDLE_DATABASES_KEPT = 2;
const MIGRATIONS_TABLE = 'schema_migrations';
let templateShape: Promise<Shape> | undefined;
let postgresShape: Promise<Shape> | undefined;

const SHAPE_QUERY = `select md5(string_agg(table_name || '.' || column_name || ':' || data_type, ',' order by table_name, column_name)) as fingerprint,
  string_agg(distinct quote_ident(table_name), ', ') filter (where table_name <> '${MIGRATIONS_TABLE}') as tables
  from information_schema.columns where table_schema = 'public'`;

interface Shape {
  fingerprint: string;
  tables: string;
}

async function shapeOf(client: { query(sql: string): Promise<{ rows: unknown[] }> }): Promise<Shape> {
  const { rows } = await client.query(SHAPE_QUERY);
  const shape = rows[0] as Shape | undefined;
  if (!shape?.fingerprint || !shape.tables) throw new Error('The migrated template has no tables');
  return shape;
}

async function migratedPglite(template: Blob | undefined): Promise<PGlite> {
  const idle = template ? idleDatabases.pop() : undefined;
  if (idle) return idle;
  const client = await PGlite.create(template ? loadedTestPglite(template) : FRESH_TEST_PGLITE);
  if (template) templateShape ??= shapeOf(client);
  return client;
}

/**
 * Empties a closed server's database for the next one (`run`: its SQL; `first`: what clears a session's leftovers)
 * when its tables and columns are those of the reference: true when done, false when it is not to be handed on.
 */
async function emptiedAsMigrated(
  reference: Promise<Shape> | undefined,
  run: (sql: string) => Promise<{ rows: unknown[] }>,
  first: string,
): Promise<boolean> {
  const shape = reference && (await reference);
  if (!shape) return false;
  await run(first);
  if ((await shapeOf({ query: run })).fingerprint !== shape.fingerprint) return false;
  await run(`TRUNCATE ${shape.tables} RESTART IDENTITY CASCADE`);
  return true;
}

/** Hands a closed server's PGlite database on, emptied, or closes it. */
async function releasePglite(client: PGlite, shared: boolean): Promise<void> {
  if (client.closed || idleDatabases.includes(client)) return;
  try {
    // A transaction a test left open is rolled back first.
    if (
      !shared &&
      idleDatabases.length < IDLE_DATABASES_KEPT &&
      (await emptiedAsMigrated(templateShape, (sql) => client.query(sql), 'ROLLBACK'))
    ) {
      idleDatabases.push(client);
      return;
    }
  } catch {
    // A database that cannot be read or emptied is not handed on.
  }
  await client.close();
}

/**
 * Hands a closed server's PostgreSQL database on, emptied through a connection of its own (the server's pool is
 * ended: no connection, session state or lock of the test is left), or drops it.
 */
async function releasePostgres(url: string, drop: () => Promise<void>, shared: boolean): Promise<void> {
  try {
    if (!shared && idlePostgres.length < IDLE_DATABASES_KEPT) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        if (await emptiedAsMigrated(postgresShape, (sql) => client.query(sql), `SET lock_timeout = '10s'`)) {
          idlePostgres.push(url);
          return;
        }
      } finally {
        await client.end();
      }
    }
  } catch {
    // A database that cannot be read or emptied is not handed on.
  }
  await drop();
}

/** A database for a test server on adminUrl's PostgreSQL: an emptied one a closed server left, or a new one. */
async function postgresForServer(adminUrl: string): Promise<{ url: string; drop(): Promise<void>; fresh: boolean }> {
  const idle = idlePostgres.pop();
  if (idle) return { url: idle, drop: () => dropPostgresDatabase(adminUrl, idle), fresh: false };
  const created = await createPostgresDatabase(adminUrl);
  await created.handle.close();
  return { url: created.url, drop: created.drop, fresh: true };
}

async function dropPostgresDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const base = loadConfig(
    {
      APP_URL: TEST_APP_URL,
      DATA_DIR: '/nonexistent/insight-test-data',
      APP_DIST: '/nonexistent/insight-test-app-dist',
      AUTH_CLIENT_ID: TEST_CLIENT.id,
      AUTH_CLIENT_SECRET: TEST_CLIENT.secret,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // TEST_APP_URL is no loopback address: the sandbox (outbox, test cart) runs because the tests ask for it.
      SANDBOX: 'on',
    },
    { persistSecrets: false },
  );
  const config: ServerConfig = { ...base, forgotPasswordMinMs: 0, checkAnswers: true, ...options.config };

  const adminUrl = process.env.DATABASE_URL;
  let db: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  /** Another handle on the same database, for a second server (its close leaves the database to this one). */
  let share: () => DbHandle;
  let onClosing: (() => void) | undefined;
  let fresh = false;
  if (adminUrl) {
    const database = await postgresForServer(adminUrl);
    let shared = false;
    db = fromPool(new pg.Pool({ connectionString: database.url, max: 5 }));
    // Once: a test server closed twice must not hand its database on twice.
    let released: Promise<void> | undefined;
    drop = () => (released ??= releasePostgres(database.url, database.drop, shared));
    share = () => {
      shared = true;
      return fromPool(new pg.Pool({ connectionString: database.url, max: 5 }));
    };
    fresh = database.fresh;
  } else {
    const client = await migratedPglite(migratedTemplate());
    let shared = false;
    // Handed on only when the test server closes (TestServer.close); a test that closes the database itself (a
    // database that goes away under the server) closes it for good.
    let closing = false;
    onClosing = () => {
      closing = true;
    };
    db = { ...fromPglite(client), close: () => (closing ? releasePglite(client, shared) : client.close()) };
    share = () => {
      shared = true;
      return { ...fromPglite(client), close: async () => undefined };
    };
  }
  const server = await startTestServer(config, db, options, drop, share, createClock(), onClosing);
  // The first new database of the worker, just migrated by its server: the shape every emptied one must keep.
  if (fresh) {
    postgresShape ??= db.withSession(async (session) =>
      shapeOf({ query: async (sql) => ({ rows: await session.query(sql) }) }),
    );
  }
  return server;
}

async function startTestServer(
  config: ServerConfig,
  db: DbHandle,
  options: TestServerOptions,
  drop: (() => Promise<void>) | undefined,
  share: () => DbHandle,
  clock: TestClock = createClock(),
  onClosing?: () => void,
): Promise<TestServer> {
  let app: FastifyInstance;
  try {
    app = await buildServer(config, { logger: false, ...options.deps, db, now: clock.now });
  } catch (error) {
    await drop?.();
    throw error;
  }
  await app.ready();
  return {
    app,
    config,
    clock,
    databaseKind: db.kind,
    anotherServer: () => startTestServer(config, share(), options, undefined, share, clock),
    as: (who) => callAs(app, who),
    async close() {
      onClosing?.();
      try {
        await app.close();
      } finally {
        await drop?.();
      }
    },
  };
}

/** application/x-www-form-urlencoded text of a record. */
export const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' } as const;

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
}

let counter = 0;
/** A valid new user with a unique e-mail. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  return {
    email: `user${counter}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct-horse-9',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'F',
    ...overrides,
  };
}

/** The CreateUserPayload body of a user. */
export const createUserBody = (user: NewUser) => ({
  user: {
    firstname: user.firstName,
    lastname: user.lastName,
    username: user.email,
    email: user.email,
    gender: user.gender,
    password: user.password,
  },
});

/** The token of the newest confirmation link mailed to an address (the sandbox outbox), or undefined. */
export async function confirmationTokenFor(app: FastifyInstance, email: string): Promise<string | undefined> {
  const res = await app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(email)}` });
  if (res.statusCode !== 200) throw new Error(`the outbox answered ${res.statusCode}`);
  const mails = res.json<{ subject: string; text: string }[]>();
  const mail = mails.find((m) => /^Confirm your .* e-mail address$/.test(m.subject));
  return /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
}

/** Follows the newest confirmation link mailed to `email`, as its owner would, so the address is proven. */
export async function confirmAddress(app: FastifyInstance, email: string): Promise<void> {
  const token = await confirmationTokenFor(app, email);
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
  const res = await app.inject({ method: 'POST', url: '/api/email/confirm', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
}

/**
 * Registers a user; by default the owner then follows the confirmation link, so the address is proven (as it is
 * for every person who reads their mail). `{ confirm: false }` leaves it unproven.
 */
export async function registerUser(
  app: FastifyInstance,
  user: NewUser = newUser(),
  options: { confirm?: boolean } = {},
): Promise<{ id: string; user: NewUser }> {
  const res = await app.inject({ method: 'POST', url: '/api/mylifecontact', payload: createUserBody(user) });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user: { id: string } }>();
  if (options.confirm !== false) await confirmAddress(app, user.email);
  return { id: body.user.id, user };
}

export function requestToken(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/identity/connect/token',
    headers: FORM_HEADERS,
    payload: form({
      client_id: TEST_CLIENT.id,
      client_secret: TEST_CLIENT.secret,
      grant_type: 'password',
      username,
      password,
      scope: 'SsiScope',
      ...extra,
    }),
  });
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await requestToken(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/** Registers a new user and logs in: the bearer headers for /api calls. */
export async function signedInUser(
  app: FastifyInstance,
  overrides: Partial<NewUser> = {},
  options: { confirm?: boolean } = {},
): Promise<{ id: string; user: NewUser; token: string; headers: { authorization: string } }> {
  const { id, user } = await registerUser(app, newUser(overrides), options);
  const token = await login(app, user.email, user.password);
  return { id, user, token, headers: { authorization: `Bearer ${token}` } };
}
