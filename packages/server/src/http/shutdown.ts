/**
 * Graceful shutdown (SIGTERM, SIGINT): the order a load balancer needs.
 * 1. /readyz answers 503 at once (markDraining), so a balancer that polls it takes the process out of its pool, and
 *    the notification sweeper's timer stops (the other servers send what is due);
 * 2. for SHUTDOWN_DRAIN_MS (default 0) the process still serves everything, for those balancers to notice;
 * 3. Fastify's close: the listening socket closes (new connections are refused: a passive balancer such as
 *    nginx tries its next server), idle keep-alive connections close, requests in flight run to their end
 *    (a request arriving on a busy keep-alive connection gets 503 with Connection: close), then the onClose
 *    hooks wait for the mailer and close the database;
 * 4. exit 0, or 1 when close took longer than SHUTDOWN_GRACE_MS (default 10 s): the connections left are cut.
 */
import type { FastifyInstance } from 'fastify';
import { notificationSweeperOf } from '../features/notifications/routes.js';
import { markDraining } from './health.js';

export interface ShutdownSettings {
  /** How long to keep serving after /readyz turned 503, before closing the listener. */
  drainMs: number;
  /** How long the close (in-flight requests, mailer, database) may take before connections are cut. */
  graceMs: number;
}

const DEFAULTS: ShutdownSettings = { drainMs: 0, graceMs: 10_000 };

const toMs = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
};

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS (milliseconds; an unreadable value keeps the default). */
export function shutdownSettings(env: Record<string, string | undefined> = process.env): ShutdownSettings {
  return {
    drainMs: toMs(env.SHUTDOWN_DRAIN_MS, DEFAULTS.drainMs),
    graceMs: toMs(env.SHUTDOWN_GRACE_MS, DEFAULTS.graceMs),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Drains and closes the server; resolves with the exit code (0: everything finished, 1: cut or failed). */
export async function shutDown(app: FastifyInstance, settings: ShutdownSettings): Promise<number> {
  markDraining(app);
  // No new sweep starts while draining; one in flight finishes before the database closes (its onClose).
  void notificationSweeperOf(app)?.stop();
  if (settings.drainMs > 0) await sleep(settings.drainMs);
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => {
    timer = setTimeout(() => resolve('overdue'), settings.graceMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), overdue]);
    if (outcome === 'closed') return 0;
    app.log.error({ graceMs: settings.graceMs }, 'shutdown grace period over: cutting the open connections');
    app.server.closeAllConnections();
    return 1;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
