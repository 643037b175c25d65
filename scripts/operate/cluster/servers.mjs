// The server processes (packages/server/dist/main.js) and the state the cluster shares: which servers there are,
// which are out of nginx's upstream, whether a rolling restart runs, whether everything stops, and state.json.
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { answersOk, waitUntil } from '../../shared/wait-until.mjs';
import { appUrl, basePort, dir, env, log, metricsBasePort, pgPort, port, root, size } from './settings.mjs';

// ── the servers ──────────────────────────────────────────────────────────────────────────────────────────
/**
 * The cluster's servers on PostgreSQL (`postgres`, from startPostgres) with `secrets`: answers the shared state
 * (stopping, down, rolling, servers) with writeState, startServer and waitReady.
 */
export function createServers(secrets, postgres) {
  const { pgBin, pgDir, pgOptions, databaseUrl } = postgres;
  const cluster = {
    /** True once everything stops (stopAll): a server that ends then is not started again. */
    stopping: false,
    /** The servers taken out of nginx's upstream (by port) for a planned restart. */
    down: new Set(),
    rolling: { running: false, done: 0 },
    servers: Array.from({ length: size }, (_, i) => ({
      port: basePort + i,
      metricsPort: metricsBasePort === undefined ? undefined : metricsBasePort + i,
      child: undefined,
      restarts: 0,
    })),
  };
  const { down, rolling, servers } = cluster;
  const stateFile = path.join(dir, 'state.json');
  // Written aside and renamed over: a reader (the cluster check) never sees a half-written file.
  const writeState = () => {
    writeFileSync(
      `${stateFile}.tmp`,
      JSON.stringify(
        {
          url: appUrl,
          port,
          pid: process.pid,
          postgres: { port: pgPort, dataDir: `${pgDir}/data`, log: `${pgDir}/log`, bin: pgBin, options: pgOptions },
          servers: servers.map((s) => ({
            port: s.port,
            metricsPort: s.metricsPort ?? null,
            pid: s.child?.pid ?? null,
            restarts: s.restarts,
            inUpstream: !down.has(s.port),
          })),
          // Rolling restarts finished since the start, and whether one is under way (npm run cluster:restart).
          rollingRestarts: rolling.done,
          rollingRestart: rolling.running ? 'running' : 'idle',
        },
        null,
        2,
      ),
    );
    renameSync(`${stateFile}.tmp`, stateFile);
  };

  function startServer(server) {
    const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
      cwd: root,
      env: {
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: '20000',
        ...env,
        PORT: String(server.port),
        HOST: '127.0.0.1',
        APP_URL: appUrl,
        DATA_DIR: path.join(dir, `server-${server.port}`),
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE || '10',
        JWT_SECRET: secrets.jwtSecret,
        XSRF_SECRET: secrets.xsrfSecret,
        // Only nginx may say who the client is: it connects from loopback and replaces X-Forwarded-For with the
        // client's address. Its address, never a hop count, which believes whoever connects.
        TRUST_PROXY: '127.0.0.1',
        // Metrics on loopback, apart from the port nginx proxies.
        ...(server.metricsPort === undefined
          ? {}
          : { METRICS_PORT: String(server.metricsPort), METRICS_HOST: '127.0.0.1' }),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server.child = child;
    writeState();
    child.on('exit', (code, signal) => {
      if (cluster.stopping) return;
      server.restarts += 1;
      if (server.planned) {
        // A rolling restart: it is out of the upstream and is waited for there.
        server.planned = false;
        startServer(server);
        return;
      }
      log(`server :${server.port} (pid ${child.pid}) ended (${signal ?? `exit ${code}`}); starting it again in 1 s`);
      setTimeout(() => {
        if (cluster.stopping) return;
        startServer(server);
        void waitReady(server).then(
          () => !cluster.stopping && log(`server :${server.port} ready again (pid ${server.child.pid})`),
          (error) => log(String(error)),
        );
      }, 1_000);
    });
  }

  async function waitReady(server, timeoutMs = 120_000) {
    const ready = await waitUntil(() => cluster.stopping || answersOk(`http://127.0.0.1:${server.port}/readyz`)(), {
      withinMs: timeoutMs,
    });
    if (!ready) throw new Error(`server :${server.port} not ready within ${timeoutMs} ms`);
  }

  return Object.assign(cluster, { writeState, startServer, waitReady });
}
