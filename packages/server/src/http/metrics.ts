/**
 * Metrics on their own listener (METRICS_PORT, METRICS_HOST: 127.0.0.1 unless given), never on the public port:
 * GET /metrics answers the Prometheus text of ops/metrics.ts; anything else 404. Registered by buildServer only
 * when METRICS_PORT is set: the listener opens when the server is ready (a port in use stops the start) and
 * closes with it. Every answer of the public server is timed per route template and a 429 counted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createMetrics, NO_ROUTE } from '../ops/metrics.js';

const listeners = new WeakMap<object, Server>();

/** Where the metrics listener of this server listens (tests ask with METRICS_PORT=0); undefined when closed. */
export function metricsAddress(app: FastifyInstance): AddressInfo | undefined {
  const address = listeners.get(app.ctx)?.address();
  return address && typeof address === 'object' ? address : undefined;
}

export function registerMetrics(app: FastifyInstance, options: { port: number; host: string }): void {
  const metrics = createMetrics(app.ctx);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    const status = reply.statusCode;
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) metrics.limitRefusals.inc({ route });
  });

  app.addHook('onReady', async () => {
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
        return;
      }
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected.\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    listeners.set(app.ctx, server);
    const address = server.address() as AddressInfo;
    app.log.info(`metrics at http://${address.address}:${address.port}/metrics`);
  });

  app.addHook('onClose', async () => {
    const server = listeners.get(app.ctx);
    if (!server) return;
    listeners.delete(app.ctx);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
