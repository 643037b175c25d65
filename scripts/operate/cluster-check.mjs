// node scripts/operate/cluster-check.mjs (npm run cluster:check; a step of npm test): checks `npm run cluster` from
// outside, as an operator would, through nginx.
//
// Starts its own cluster (scripts/operate/cluster.mjs, 2 servers, a temporary CLUSTER_DIR, ports 18080 / 13201… /
// metrics 19401… / 15434), or checks a running one when CLUSTER_DIR names its folder. Then:
//  1. registration, login (the token endpoint) and a read (the contact) through nginx, on both servers;
//  2. the Playwright journeys (tests/e2e; CLUSTER_JOURNEYS: `off`, or the spec files to run) through nginx while
//     the cluster restarts its servers one at a time (npm run cluster:restart's rolling restart, asked for as the
//     journeys start; journeys that end first are played again until it is done): every journey must pass;
//  3. reads (GET, retried by nginx) and writes (registrations, never retried) from 4 clients while one server is
//     killed (SIGKILL): no read may fail, every acknowledged registration must be in the database; the cluster
//     starts it again and it takes traffic again;
//  4. the same during a rolling restart (each server out of nginx's upstream before its SIGTERM, back once
//     ready): no read and no write may fail, and every server has a new process;
//  5. the balancer's retry rule on its own (deploy/nginx/insight-proxy.conf in front of a server that drops
//     every request it has read): a GET is answered by the other server, a POST is never sent twice;
//  6. one server's metrics (its METRICS_PORT on loopback; nginx serves none);
//  7. /readyz of every server says false while PostgreSQL is stopped, and true again once it is back;
//  8. npm run backup (pg_dump) while the cluster serves, npm run restore into a fresh database, a server on it:
//     the first person signs in.
// Prints what it measured; exits 1 when a check failed. About 2½ minutes with the journeys.
// Each numbered check is a module of cluster-checks/; what they share (the ✓/✗ lines, the calls through nginx,
// the cluster under check) is cluster-checks/shared.mjs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupAndRestore } from './cluster-checks/backup-restore.mjs';
import { faultRound } from './cluster-checks/fault-round.mjs';
import { journeysThroughNginx } from './cluster-checks/journeys.mjs';
import { metricsOfOne } from './cluster-checks/metrics.mjs';
import { readyWithoutDatabase } from './cluster-checks/ready-without-database.mjs';
import { retryRule } from './cluster-checks/retry-rule.mjs';
import { rollingRound } from './cluster-checks/rolling-round.mjs';
import { check, connect, db, outcome, root } from './cluster-checks/shared.mjs';
import { throughNginx } from './cluster-checks/through-nginx.mjs';

const timings = [];
/** Runs one part of the check and notes how long it took. */
async function part(name, fn) {
  const started = Date.now();
  console.log(`\n── ${name}`);
  try {
    await fn();
  } finally {
    timings.push(`${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s  ${name}`);
  }
}

// ── the cluster ──────────────────────────────────────────────────────────────────────────────────────────
const given = process.env.CLUSTER_DIR;
const dir = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), 'insight-cluster-check-'));
let cluster;
if (!given) {
  cluster = spawn(process.execPath, [path.join(root, 'scripts/operate/cluster.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_DIR: dir,
      CLUSTER_PORT: '18080',
      CLUSTER_BASE_PORT: '13201',
      CLUSTER_PG_PORT: '15434',
      CLUSTER_METRICS_PORT: '19401',
      // The journeys read the sandbox outbox and pay in the sandbox cart (a production start refuses both).
      NODE_ENV: 'test',
      SANDBOX: 'on',
      // A second of drain after SIGTERM (/readyz 503 while still serving), long enough to be seen from outside.
      SHUTDOWN_DRAIN_MS: '1000',
      // Many registrations from one address within a minute: the check's own load, not an attack.
      LIMIT_REGISTER_PER_IP: '100000',
      LIMIT_REGISTER_GLOBAL: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    cluster.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
      if (out.includes('is ready.')) resolve();
    });
    cluster.once('exit', (code) => reject(new Error(`the cluster exited with ${code} before it was ready`)));
  }).catch((error) => {
    console.error(`✗ ${error.message}`);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
}
connect(dir);

async function stop(code) {
  await db.end().catch(() => undefined);
  if (cluster && cluster.exitCode === null) {
    const ended = new Promise((r) => cluster.once('exit', r));
    cluster.kill('SIGTERM');
    await ended;
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(code);
}

try {
  let first;
  let token;
  await part('1. registration, login and reads through nginx', async () => {
    ({ first, token } = await throughNginx());
  });
  if (process.env.CLUSTER_JOURNEYS !== 'off') {
    await part('2. the journeys through nginx during a rolling restart', journeysThroughNginx);
  }
  await part('3. a server killed (SIGKILL) under reads and writes', () => faultRound('SIGKILL', token, first.email));
  await part('4. a rolling restart under reads and writes', () => rollingRound(token, first.email));
  await part("5. the balancer's retry rule (GET retried, POST never)", retryRule);
  await part('6. metrics of one server', metricsOfOne);
  await part('7. /readyz while PostgreSQL is down', () => readyWithoutDatabase(token));
  await part('8. backup while serving, restore into a fresh database', () => backupAndRestore(first.email));
  check(existsSync(path.join(dir, 'nginx', 'access.log')), 'nginx kept its access log');
} catch (error) {
  console.error(error);
  outcome.failed = true;
}
const { failed } = outcome;
console.log('\nWhere the time went:');
timings.forEach((line) => console.log(line));
console.log(failed ? '✗ the cluster check failed' : '✓ the cluster check passed');
await stop(failed ? 1 : 0);
