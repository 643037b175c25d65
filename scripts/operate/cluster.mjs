// npm run cluster: several Insight servers behind Debian's nginx, on Debian's PostgreSQL, on this machine.
//
//   PostgreSQL (its own data folder, a generated password)  ←  N server processes (packages/server/dist/main.js)
//   ←  nginx on one port (round robin, passive health, retries of idempotent requests only)
//
// Settings (environment): CLUSTER_SIZE (2), CLUSTER_PORT (8080: nginx), CLUSTER_BASE_PORT (3201: the servers take
// 3201, 3202, …), CLUSTER_METRICS_PORT (9401: each server's Prometheus metrics on 127.0.0.1:9401, 9402, …;
// `off` for none), CLUSTER_PG_PORT (15433), CLUSTER_DIR (./.cluster: PostgreSQL's data, the generated secrets,
// nginx's files, state.json), CLUSTER_APP_URL (http://localhost:CLUSTER_PORT), CLUSTER_BUILD=skip (serve the
// builds as they are). Any other variable of the server
// (SMTP_URL, FOXYCART_*, NODE_ENV, LOG_LEVEL…) is passed to every server.
// Installs postgresql and nginx with apt-get when missing, builds what is stale, waits for every server's /readyz,
// prints the address; a server that dies is started again after a second; Ctrl-C or SIGTERM stops everything
// (nginx first, then the servers with SIGTERM so they finish their requests, then PostgreSQL).
// SIGUSR2 (`npm run cluster:restart`) restarts the servers one at a time and loses no request: each is first taken
// out of nginx's upstream (a reload, waited for until no worker of the old configuration is left), then stopped
// with SIGTERM (it finishes what it has), started again, and put back once its /readyz answers.
import path from 'node:path';
import { answersOk, waitUntil } from '../shared/wait-until.mjs';
import { createNginx } from './cluster/nginx.mjs';
import { startPostgres } from './cluster/postgres.mjs';
import { buildStale, ensureTools, loadSecrets } from './cluster/prepare.mjs';
import { rollingRestart } from './cluster/restart.mjs';
import { createServers } from './cluster/servers.mjs';
import { appUrl, log, port, root, size } from './cluster/settings.mjs';

// What is needed, then the folder and the secrets (cluster/prepare.mjs), PostgreSQL (cluster/postgres.mjs), the
// servers' state (cluster/servers.mjs) and nginx's configuration (cluster/nginx.mjs), in that order.
ensureTools();
buildStale();
const secrets = loadSecrets();
const postgres = await startPostgres(secrets);
const cluster = createServers(secrets, postgres);
const { servers, startServer, waitReady } = cluster;
// The proxy settings the containers use too (compose.yaml); scripts/operate/check-deploy.mjs looks for them here.
const nginx = createNginx(cluster, path.join(root, 'deploy/nginx/insight-proxy.conf'));

async function stopAll(code) {
  if (cluster.stopping) return;
  cluster.stopping = true;
  log('stopping: nginx, then the servers (SIGTERM: they finish their requests), then PostgreSQL');
  const ended = (child) =>
    child && child.exitCode === null && child.signalCode === null
      ? new Promise((resolve) => child.once('exit', resolve))
      : Promise.resolve();
  if (nginx.process) {
    nginx.process.kill('SIGQUIT');
    await ended(nginx.process);
  }
  await Promise.all(
    servers.map((s) => {
      const done = ended(s.child);
      s.child?.kill('SIGTERM');
      return done;
    }),
  );
  postgres.pgStop();
  log('stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));
process.on('SIGUSR2', () => void rollingRestart(cluster, nginx));

try {
  servers.forEach(startServer);
  await Promise.all(servers.map((s) => waitReady(s)));
  nginx.start().on('exit', (code) => {
    if (!cluster.stopping) {
      log(`nginx ended (exit ${code}): stopping everything`);
      void stopAll(1);
    }
  });
  // Ready means ready through the balancer: nginx binds its port a moment after it starts, and a call sent
  // before that is refused.
  if (!(await waitUntil(answersOk(`http://127.0.0.1:${port}/readyz`), { withinMs: 30_000, everyMs: 100 }))) {
    throw new Error(`nginx did not answer on port ${port} within 30 s`);
  }
  cluster.writeState();
  log(
    `${size} servers (${servers.map((s) => `:${s.port}`).join(', ')}) behind nginx: ${appUrl} is ready. Ctrl-C stops everything.`,
  );
} catch (error) {
  console.error(error);
  await stopAll(1);
}
