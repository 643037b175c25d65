/**
 * The health routes a load balancer and a container runtime ask:
 * - GET /healthz — liveness: the process runs its event loop and answers. Asks nothing of the database, so a
 *   database outage never gets healthy app processes restarted.
 * - GET /readyz — readiness: the database answers (within READY_TIMEOUT_MS) and every migration this server
 *   knows is recorded in schema_migrations; false (503 with a JSON reason) otherwise, and from the moment the
 *   process starts to shut down (markDraining), so balancers drain it before it stops listening.
 */
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client.js';
import { listMigrations, type Migration } from '../db/migrate.js';

/** How long /readyz waits for the database before it says not ready. */
export const READY_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true; migrations: number }
  | {
      ready: false;
      reason: 'shutting-down' | 'database-unavailable' | 'migrations-pending';
      message: string;
      /** The versions this server knows that the database has not recorded (migrations-pending). */
      pending?: number[];
    };

/** Keyed by the context every plugin of one server shares (a plugin's own instance is another object). */
const draining = new WeakSet<object>();

/** From now on /readyz answers 503 (the process is shutting down); /healthz still answers. */
export function markDraining(app: FastifyInstance): void {
  draining.add(app.ctx);
}

export const isDraining = (app: FastifyInstance): boolean => draining.has(app.ctx);

/** Rejects after ms, unless the promise settles first. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether the database answers and has every known migration recorded. */
export async function checkDatabase(
  handle: Pick<DbHandle, 'withSession'>,
  known: readonly Pick<Migration, 'version'>[],
  timeoutMs: number = READY_TIMEOUT_MS,
): Promise<Readiness> {
  let recorded: Set<number>;
  try {
    const rows = await withTimeout(
      handle.withSession((session) => session.query<{ version: number }>('SELECT version FROM schema_migrations')),
      timeoutMs,
    );
    recorded = new Set(rows.map((row) => Number(row.version)));
  } catch (error) {
    // A missing table (42P01) means nothing was migrated; anything else is the database not answering.
    if ((error as { code?: unknown }).code === '42P01') recorded = new Set();
    else {
      return {
        ready: false,
        reason: 'database-unavailable',
        message: `The database does not answer: ${(error as Error).message}`,
      };
    }
  }
  const pending = known.map((m) => m.version).filter((version) => !recorded.has(version));
  if (pending.length > 0) {
    return {
      ready: false,
      reason: 'migrations-pending',
      message: `The database lacks ${pending.length} migration(s) of this server.`,
      pending,
    };
  }
  return { ready: true, migrations: known.length };
}

/** Registers /healthz and /readyz (no authentication, never cached). */
export function registerHealthRoutes(app: FastifyInstance): void {
  const known = listMigrations();
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const readiness: Readiness = isDraining(app)
      ? { ready: false, reason: 'shutting-down', message: 'The server is shutting down.' }
      : await checkDatabase(app.ctx.dbHandle, known);
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(readiness);
  });
}
