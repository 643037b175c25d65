/**
 * The server's Prometheus metrics (prom-client), one registry per server (tests run several in one process):
 * - insight_http_request_duration_seconds{method,route,status_code}: a histogram per route template
 *   (`/api/traits/circle/:userIds`, never the raw URL; `(not found)` for paths no route serves);
 * - insight_db_pool_connections{state="in_use"|"idle"}, insight_db_pool_waiting, insight_db_pool_max:
 *   the PostgreSQL pool when it is read (PGlite has no pool: none of these);
 * - insight_mail_backlog{state="waiting"|"failed"}: outbox mails not delivered, from the database when read;
 * - insight_limit_refusals_total{route}: answers 429 (a rate limit refused the request);
 * - insight_webhook_deliveries_total{outcome}: FoxyCart webhook deliveries by what they did (granted, revoked,
 *   refused, duplicate, ignored), and insight_webhook_granted_items_total: the guides they granted;
 * - Node's process metrics (prom-client's defaults: CPU, memory, event loop delay, handles).
 * Features count through the functions below, which do nothing when metrics are off (METRICS_PORT unset).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.js';
import { countBacklog } from '../features/mail/outbox.js';

export interface ServerMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  limitRefusals: Counter<'route'>;
  webhookDeliveries: Counter<'outcome'>;
  webhookGrantedItems: Counter;
}

export type WebhookOutcome = 'granted' | 'revoked' | 'refused' | 'duplicate' | 'ignored';

/** The route label of a request that matched no route. */
export const NO_ROUTE = '(not found)';

/** Seconds: from a fast cached read to a slow password check or upload. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const byContext = new WeakMap<object, ServerMetrics>();

/** The metrics of the server whose context this is; undefined when metrics are off. */
export const metricsOf = (ctx: object): ServerMetrics | undefined => byContext.get(ctx);

/** Creates the registry and the metrics of one server and ties them to its context. */
export function createMetrics(ctx: Pick<AppContext, 'db' | 'dbHandle'>): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'insight_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by route template',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const limitRefusals = new Counter({
    name: 'insight_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const webhookDeliveries = new Counter({
    name: 'insight_webhook_deliveries_total',
    help: 'Verified FoxyCart webhook deliveries, by what they did',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const webhookGrantedItems = new Counter({
    name: 'insight_webhook_granted_items_total',
    help: 'Guides granted by webhook deliveries',
    registers: [registry],
  });
  const { dbHandle } = ctx;
  if (dbHandle.poolStats) {
    const stats = dbHandle.poolStats.bind(dbHandle);
    new Gauge({
      name: 'insight_db_pool_connections',
      help: 'PostgreSQL connections of this server, in use by a query or idle in the pool',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle } = stats();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'insight_db_pool_waiting',
      help: 'Queries of this server waiting for a free PostgreSQL connection',
      registers: [registry],
      collect() {
        this.set(stats().waiting);
      },
    });
    new Gauge({
      name: 'insight_db_pool_max',
      help: 'The most PostgreSQL connections this server opens (DATABASE_POOL_SIZE)',
      registers: [registry],
      collect() {
        this.set(stats().max);
      },
    });
  }
  new Gauge({
    name: 'insight_mail_backlog',
    help: 'Mails in the outbox not delivered: waiting for delivery, or failed',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // A database that does not answer leaves the last values (and /readyz says why); the scrape still works.
      const backlog = await countBacklog(ctx.db).catch(() => undefined);
      if (!backlog) return;
      this.set({ state: 'waiting' }, backlog.waiting);
      this.set({ state: 'failed' }, backlog.failed);
    },
  });
  const metrics = { registry, requestDuration, limitRefusals, webhookDeliveries, webhookGrantedItems };
  byContext.set(ctx, metrics);
  return metrics;
}

/** Counts one verified webhook delivery (nothing when metrics are off). */
export function countWebhookDelivery(ctx: object, outcome: WebhookOutcome, grantedItems = 0): void {
  const metrics = metricsOf(ctx);
  if (!metrics) return;
  metrics.webhookDeliveries.inc({ outcome });
  if (grantedItems > 0) metrics.webhookGrantedItems.inc(grantedItems);
}
