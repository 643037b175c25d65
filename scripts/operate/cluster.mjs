// npm run cluster: several Insight servers behind Debian's nginx, on Debian's PostgreSQL, on this machine.
//
//   PostgreSQL (its own data folder, a generated password)  ←  N server processes (packages/server/dist/main.js)
//   ←  nginx on one port (round robin, passive health, retries of idempotent requests only)
//
// Settings (environment): CLUSTER_SIZE (2), CLUSTER_PORT (8080: nginx), CLUSTER_BASE_PORT (3201: the servers take
// 3201, 3202, …), CLUSTER_METRICS_PORT (9401: each server's Prometheus metrics on 127.0.0.1:9401, 9402, …;
// `off` for none), CLUSTER_PG_PORT (55433), CLUSTER_DIR (./.cluster: PostgreSQL's data, the generated secrets,
// nginx's files, state.json), CLUSTER_APP_URL (http://localhost:CLUSTER_PORT), CLUSTER_BUILD=skip (serve the
// builds as they are). Any other variable of the server
// (SMTP_URL, FOXYCART_*, NODE_ENV, LOG_LEVEL…) is passed to every server.
// Installs postgresql and nginx with apt-get when missing, builds what is stale, waits for every server's /readyz,
// prints the address; a server that dies is started again after a second; Ctrl-C or SIGTERM stops everything
// (nginx first, then the servers with SIGTERM so they finish their requests, then PostgreSQL).
// SIGUSR2 (`npm run cluster:restart`) restarts the servers one at a time and loses no request: each is first taken
// out of nginx's upstream (a reload, waited for until no worker of the old configuration is left), then stopped
// with SIGTERM (it finishes what it has), started again, and put back once its /readyz answers.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answersOk, waitUntil } from '../shared/wait-until.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const int = (name, fallback) => {
  const n = Number(env[name]);
  return env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
};
const size = int('CLUSTER_SIZE', 2);
const port = int('CLUSTER_PORT', 8080);
const basePort = int('CLUSTER_BASE_PORT', 3201);
const pgPort = int('CLUSTER_PG_PORT', 55433);
const metricsBasePort = env.CLUSTER_METRICS_PORT === 'off' ? undefined : int('CLUSTER_METRICS_PORT', 9401);
const dir = path.resolve(env.CLUSTER_DIR || path.join(root, '.cluster'));
const appUrl = (env.CLUSTER_APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const isRoot = process.getuid?.() === 0;
const log = (text) => console.log(`› cluster: ${text}`);

// ── what is needed ────────────────────────────────────────────────────────────────────────────────────────
execSync('bash scripts/build/ensure-deps.sh --postgres', { cwd: root, stdio: 'inherit' });
if (!existsSync('/usr/sbin/nginx')) {
  log('apt-get install nginx');
  const sudo = isRoot ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq nginx`, {
    stdio: 'inherit',
  });
}

/** Newest modification time below the given paths (build output and dependencies skipped). */
const newest = (...paths) => {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (!s.isDirectory()) return void (max = Math.max(max, s.mtimeMs));
    for (const name of readdirSync(p)) {
      if (!['node_modules', 'dist', '.tsbuild'].includes(name)) walk(path.join(p, name));
    }
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
};
const builtAt = (file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0);
for (const [name, out, inputs] of [
  ['api', 'packages/api/dist/index.js', ['packages/api']],
  ['ui', 'packages/ui/dist/index.js', ['packages/ui']],
  ['app', 'packages/app/dist/index.html', ['packages/app', 'packages/ui/src', 'packages/api/src', 'vite.config.ts']],
  ['server', 'packages/server/dist/main.js', ['packages/server', 'packages/api/src']],
]) {
  // CLUSTER_BUILD=skip: serve what is built (e.g. while another package's build is broken mid-change).
  if (env.CLUSTER_BUILD === 'skip' || builtAt(out) >= newest(...inputs)) continue;
  log(`building ${name}`);
  // A production build whatever NODE_ENV the servers get (the check runs them with NODE_ENV=test; Vite would
  // then bundle React's development build).
  execSync(`npm run --silent build -w @insight/${name}`, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  });
}

// ── the folder and the secrets, generated once ─────────────────────────────────────────────────────────────
mkdirSync(dir, { recursive: true });
// Traversable by the postgres user (PostgreSQL's data lives below), not listable by others.
chmodSync(dir, 0o711);
const secretsFile = path.join(dir, 'secrets.json');
const secrets = existsSync(secretsFile)
  ? JSON.parse(readFileSync(secretsFile, 'utf8'))
  : {
      jwtSecret: randomBytes(48).toString('base64url'),
      xsrfSecret: randomBytes(48).toString('base64url'),
      postgresPassword: randomBytes(24).toString('base64url'),
    };
writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600 });
chmodSync(secretsFile, 0o600);

// ── PostgreSQL ───────────────────────────────────────────────────────────────────────────────────────────
const pgBin = readdirSync('/usr/lib/postgresql')
  .sort((a, b) => Number(a) - Number(b))
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .at(-1);
const pgDir = path.join(dir, 'postgres');
const asPostgres = (cmd, args) => {
  if (!isRoot) return execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  return execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
};
if (isRoot) {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
  }
}
if (!existsSync(path.join(pgDir, 'data', 'PG_VERSION'))) {
  log(`initdb in ${pgDir}`);
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(pgDir, 'pwfile');
  writeFileSync(pwFile, secrets.postgresPassword, { mode: 0o600 });
  if (isRoot) execFileSync('chown', ['-R', 'postgres', pgDir]);
  asPostgres(`${pgBin}/initdb`, ['-D', `${pgDir}/data`, '-U', 'postgres', '-A', 'scram-sha-256', `--pwfile=${pwFile}`]);
  execFileSync('rm', ['-f', pwFile]);
}
const pgOptions = `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=${Math.max(100, size * 12 + 10)}`;
asPostgres(`${pgBin}/pg_ctl`, ['-D', `${pgDir}/data`, '-l', `${pgDir}/log`, '-w', '-o', pgOptions, 'start']);
const pgStop = () => {
  try {
    asPostgres(`${pgBin}/pg_ctl`, ['-D', `${pgDir}/data`, '-m', 'fast', '-w', 'stop']);
  } catch {
    /* already stopped */
  }
};
const adminUrl = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${pgPort}/postgres`;
const databaseUrl = adminUrl.replace(/\/postgres$/, '/insight');
{
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'insight'`);
  if (rowCount === 0) await admin.query('CREATE DATABASE insight');
  await admin.end();
}
log(`PostgreSQL on 127.0.0.1:${pgPort} (data in ${pgDir}/data)`);

// ── the servers ──────────────────────────────────────────────────────────────────────────────────────────
let stopping = false;
/** The servers taken out of nginx's upstream (by port) for a planned restart. */
const down = new Set();
const rolling = { running: false, done: 0 };
const servers = Array.from({ length: size }, (_, i) => ({
  port: basePort + i,
  metricsPort: metricsBasePort === undefined ? undefined : metricsBasePort + i,
  child: undefined,
  restarts: 0,
}));
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
      // One proxy in front (nginx on loopback), which replaces X-Forwarded-For with the client's address.
      TRUST_PROXY: '1',
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
    if (stopping) return;
    server.restarts += 1;
    if (server.planned) {
      // A rolling restart: it is out of the upstream and is waited for there.
      server.planned = false;
      startServer(server);
      return;
    }
    log(`server :${server.port} (pid ${child.pid}) ended (${signal ?? `exit ${code}`}); starting it again in 1 s`);
    setTimeout(() => {
      if (stopping) return;
      startServer(server);
      void waitReady(server).then(
        () => !stopping && log(`server :${server.port} ready again (pid ${server.child.pid})`),
        (error) => log(String(error)),
      );
    }, 1_000);
  });
}

async function waitReady(server, timeoutMs = 120_000) {
  const ready = await waitUntil(() => stopping || answersOk(`http://127.0.0.1:${server.port}/readyz`)(), {
    withinMs: timeoutMs,
  });
  if (!ready) throw new Error(`server :${server.port} not ready within ${timeoutMs} ms`);
}

// ── nginx ────────────────────────────────────────────────────────────────────────────────────────────────
const nginxDir = path.join(dir, 'nginx');
mkdirSync(nginxDir, { recursive: true });
const nginxConf = path.join(nginxDir, 'nginx.conf');
/** nginx's configuration; a server taken out for a restart is marked `down` (nginx sends it nothing new). */
const writeNginxConf = () =>
  writeFileSync(
    nginxConf,
    `# Written by scripts/operate/cluster.mjs on each start and rolling restart; the proxy settings are deploy/nginx/insight-proxy.conf.
${isRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${nginxDir}/client_body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  log_format upstream '$remote_addr [$time_iso8601] "$request" $status upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${nginxDir}/access.log upstream;
  # nginx open source has no active health checks (health_check is NGINX Plus): a server that refuses a
  # connection, times out or answers 502/503/504 is left out for fail_timeout, then tried again.
  upstream insight {
${servers.map((s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=3s${down.has(s.port) ? ' down' : ''};`).join('\n')}
  }
  server {
    listen ${port};
    # Which server answered (the cluster's own check reads it); not in the containers' configuration.
    add_header X-Insight-Upstream $upstream_addr always;
    location / {
      include ${path.join(root, 'deploy/nginx/insight-proxy.conf')};
    }
  }
}
`,
  );
writeNginxConf();
execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', nginxDir, '-c', nginxConf], { stdio: 'inherit' });

let nginx;

/** The pids of nginx's workers now (the children of its master). */
const workersOf = (masterPid) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // /proc/PID/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === masterPid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);

/**
 * Writes the configuration and reloads nginx; resolves once no worker of the old configuration is left (they
 * finish the requests they hold first, so after this no request can still go to a server marked down).
 */
async function reloadNginx() {
  writeNginxConf();
  execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', nginxDir, '-c', nginxConf], { stdio: 'inherit' });
  const old = workersOf(nginx.pid);
  nginx.kill('SIGHUP');
  const swapped = await waitUntil(
    () => {
      const now = workersOf(nginx.pid);
      return now.length > 0 && now.every((pid) => !old.includes(pid));
    },
    { withinMs: 90_000, everyMs: 50 },
  );
  if (!swapped) throw new Error('nginx kept a worker of its old configuration for 90 s');
}

/** Restarts one server without losing a request: out of the upstream, SIGTERM, started again, ready, back in. */
async function restartOne(server) {
  down.add(server.port);
  await reloadNginx();
  writeState();
  const child = server.child;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  server.planned = true;
  child.kill('SIGTERM');
  await ended;
  await waitReady(server);
  down.delete(server.port);
  await reloadNginx();
  writeState();
  log(`server :${server.port} restarted (pid ${child.pid} → ${server.child.pid}) and back in the upstream`);
}

/** SIGUSR2: every server in turn; the others serve meanwhile. One at a time; a second signal while one runs waits. */
async function rollingRestart() {
  if (rolling.running || stopping) return;
  if (servers.length < 2) {
    log('a rolling restart needs two servers or more: with one, its requests would have nowhere to go');
    return;
  }
  rolling.running = true;
  writeState();
  log('rolling restart: one server at a time, each out of the upstream before its SIGTERM');
  try {
    for (const server of servers) {
      if (stopping) return;
      await restartOne(server);
    }
    rolling.done += 1;
    log('rolling restart done');
  } catch (error) {
    log(`rolling restart failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rolling.running = false;
    writeState();
  }
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('stopping: nginx, then the servers (SIGTERM: they finish their requests), then PostgreSQL');
  const ended = (child) =>
    child && child.exitCode === null && child.signalCode === null
      ? new Promise((resolve) => child.once('exit', resolve))
      : Promise.resolve();
  if (nginx) {
    nginx.kill('SIGQUIT');
    await ended(nginx);
  }
  await Promise.all(
    servers.map((s) => {
      const done = ended(s.child);
      s.child?.kill('SIGTERM');
      return done;
    }),
  );
  pgStop();
  log('stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));
process.on('SIGUSR2', () => void rollingRestart());

try {
  servers.forEach(startServer);
  await Promise.all(servers.map((s) => waitReady(s)));
  nginx = spawn('/usr/sbin/nginx', ['-p', nginxDir, '-c', nginxConf, '-g', 'daemon off;'], { stdio: 'inherit' });
  nginx.on('exit', (code) => {
    if (!stopping) {
      log(`nginx ended (exit ${code}): stopping everything`);
      void stopAll(1);
    }
  });
  // Ready means ready through the balancer: nginx binds its port a moment after it starts, and a call sent
  // before that is refused.
  if (!(await waitUntil(answersOk(`http://127.0.0.1:${port}/readyz`), { withinMs: 30_000, everyMs: 100 }))) {
    throw new Error(`nginx did not answer on port ${port} within 30 s`);
  }
  writeState();
  log(
    `${size} servers (${servers.map((s) => `:${s.port}`).join(', ')}) behind nginx: ${appUrl} is ready. Ctrl-C stops everything.`,
  );
} catch (error) {
  console.error(error);
  await stopAll(1);
}
