// node scripts/operate/cluster-check.mjs (npm run cluster:check; a step of npm test): checks `npm run cluster` from
// outside, as an operator would, through nginx.
//
// Starts its own cluster (scripts/operate/cluster.mjs, 2 servers, a temporary CLUSTER_DIR, ports 18080 / 13201… /
// metrics 19401… / 55434), or checks a running one when CLUSTER_DIR names its folder. Then:
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
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { login as signIn } from '../shared/sign-in.mjs';
import { waitUntil } from '../shared/wait-until.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const say = (text) => console.log(`• ${text}`);
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
let failed = false;
const check = (ok, text) => {
  console.log(`${ok ? '✓' : '✗'} ${text}`);
  if (!ok) failed = true;
};

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
      CLUSTER_PG_PORT: '55434',
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
const state = () => JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'));
const secrets = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'));
const base = `http://127.0.0.1:${state().port}`;
const db = new pg.Pool({
  connectionString: `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${state().postgres.port}/insight`,
  max: 2,
});
db.on('error', () => undefined);

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

// ── the calls ────────────────────────────────────────────────────────────────────────────────────────────
/**
 * fetch as a browser sends a request on a kept-alive connection: when the connection closes before any answer
 * (nginx's old worker ends its idle connections at a reload, and one was taken for this request at that moment),
 * the request is sent once more on a new one, as Chromium does (the balancer never read it: an old worker finishes
 * every request it has read before it exits). Counted, and said by the rolling round. A request answered with
 * anything, a 502 included, is never sent again; a registration sent twice would be refused as taken.
 */
const closedBeforeAnswer = { count: 0 };
async function fetchAsBrowser(url, init) {
  // The client's other idle connections to the same worker close at the same moment: a few tries at most.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt === 4 || !['UND_ERR_SOCKET', 'ECONNRESET'].includes(error.cause?.code)) throw error;
      closedBeforeAnswer.count += 1;
    }
  }
}

let serial = 0;
async function register() {
  serial += 1;
  const email = `cluster-${Date.now()}-${serial}@example.com`;
  const res = await fetchAsBrowser(`${base}/api/mylifecontact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: { username: email, email, password: 'cluster-password-1', firstname: 'Clu', lastname: 'Ster', gender: 'F' },
    }),
  });
  return { email, status: res.status, upstream: res.headers.get('x-insight-upstream'), body: await res.text() };
}
/** A password-grant login of `email` through nginx, or at the server `at`: its status, and its token when given. */
async function login(email, at = base) {
  try {
    const { token } = await signIn(at, { email, password: 'cluster-password-1' });
    return { status: 200, token };
  } catch (error) {
    if (error.status >= 400) return { status: error.status, token: undefined };
    throw error;
  }
}
async function read(token) {
  try {
    const res = await fetchAsBrowser(`${base}/api/mylifecontact`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json().catch(() => undefined);
    return { status: res.status, upstream: res.headers.get('x-insight-upstream'), email: body?.user?.userName };
  } catch (error) {
    return { status: 0, error: String(error.cause?.code ?? error) };
  }
}

/** Registrations (client 0) and reads (the others) in a loop until isDone(); answers the tallies. */
async function load(token, email, clients, isDone) {
  const tally = { reads: 0, readFailures: [], writes: 0, acknowledged: [], writeRefusals: [], upstreams: {} };
  const loop = async (i) => {
    while (!isDone()) {
      if (i === 0) {
        const r = await register().catch((error) => ({ status: 0, body: String(error) }));
        tally.writes += 1;
        if (r.status === 201) tally.acknowledged.push(r.email);
        else tally.writeRefusals.push(`${r.status} ${r.body.slice(0, 80)}`);
      } else {
        const r = await read(token);
        tally.reads += 1;
        if (r.status !== 200 || r.email?.toLowerCase() !== email.toLowerCase()) tally.readFailures.push(r);
        else tally.upstreams[r.upstream] = (tally.upstreams[r.upstream] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => loop(i)));
  return tally;
}

async function missingWrites(emails) {
  if (emails.length === 0) return [];
  const { rows } = await db.query('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1)', [
    emails.map((e) => e.toLowerCase()),
  ]);
  const found = new Set(rows.map((r) => r.email));
  return emails.filter((e) => !found.has(e.toLowerCase()));
}

async function readyOf(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    return { status: res.status, ...(await res.json()) };
  } catch (error) {
    return { status: 0, error: String(error.cause?.code ?? error) };
  }
}

/** Kills one server with `signal` while the load runs; then waits for the cluster to start it again. */
async function faultRound(signal, token, email) {
  const victim = state().servers[0];
  const victimAddress = `127.0.0.1:${victim.port}`;
  let done = false;
  const started = Date.now();
  const running = load(token, email, 4, () => done);
  await sleep(1_500);
  process.kill(victim.pid, signal);
  say(`${signal} to the server on :${victim.port} (pid ${victim.pid}) at ${Date.now() - started} ms`);
  // Wait for the cluster to start it again, then keep the load on until it has answered reads again.
  let back = false;
  await waitUntil(async () => state().servers[0].pid !== victim.pid && (await readyOf(victim.port)).ready, {
    withinMs: 60_000,
  });
  const readyAt = Date.now() - started;
  const probe = Date.now();
  let afterBack = 0;
  while (Date.now() - probe < 15_000) {
    const r = await read(token);
    if (r.upstream === victimAddress) {
      afterBack += 1;
      if (afterBack >= 3) {
        back = true;
        break;
      }
    }
  }
  done = true;
  const tally = await running;
  const lost = await missingWrites(tally.acknowledged);
  say(
    `${signal}: ${tally.reads} reads (${Object.entries(tally.upstreams)
      .map(([u, n]) => `${u} ${n}`)
      .join(
        ', ',
      )}), ${tally.readFailures.length} failed; ${tally.writes} registrations, ${tally.acknowledged.length} acknowledged, ${tally.writeRefusals.length} refused${tally.writeRefusals.length ? ` (${[...new Set(tally.writeRefusals)].join('; ')})` : ''}; the server was ready again ${readyAt} ms after the start of the round`,
  );
  check(
    tally.readFailures.length === 0,
    `${signal}: no read failed through nginx (${JSON.stringify(tally.readFailures.slice(0, 3))})`,
  );
  check(lost.length === 0, `${signal}: every acknowledged registration is in the database (${lost.length} missing)`);
  check(back, `${signal}: the restarted server on :${victim.port} takes traffic again`);
}

/**
 * Asks the cluster for a rolling restart as `npm run cluster:restart` does (SIGUSR2); resolves once it is done (or
 * after 5 minutes) with the servers' pids before and after.
 */
async function rollingRestart() {
  const before = state();
  process.kill(before.pid, 'SIGUSR2');
  const done = await waitUntil(() => state().rollingRestarts > before.rollingRestarts, {
    withinMs: 300_000,
    everyMs: 100,
  });
  return { done, before: before.servers.map((s) => s.pid), after: state().servers.map((s) => s.pid) };
}

/**
 * 2. The Playwright journeys through nginx while the cluster restarts every server in turn. The restart is asked for
 * at the journeys' first request (nginx's access log grows), and when they pass before it is done they are played
 * again, until it is: however fast the machine, every server is stopped and started while a journey is played.
 */
async function journeysThroughNginx() {
  const given = process.env.CLUSTER_JOURNEYS?.trim();
  const specs = given ? given.split(/[\s,]+/) : [];
  const started = Date.now();
  const since = () => Math.round((Date.now() - started) / 1000);
  // The desktop project only: the phone and dark passes of the same journeys add nothing the balancer sees.
  const play = () =>
    new Promise((resolve) => {
      const child = spawn(path.join(root, 'node_modules/.bin/playwright'), ['test', '--project=chromium', ...specs], {
        cwd: root,
        env: { ...process.env, E2E_BASE_URL: state().url, E2E_WORKERS: process.env.E2E_WORKERS ?? '2' },
        stdio: 'inherit',
      });
      child.once('exit', (code) => resolve(code));
    });
  const accessLog = path.join(dir, 'nginx', 'access.log');
  const logged = () => (existsSync(accessLog) ? statSync(accessLog).size : 0);
  const before = logged();
  const rounds = [];
  let playing = play();
  let firstEnded = false;
  playing.then(() => (firstEnded = true));
  await waitUntil(() => firstEnded || logged() > before, { withinMs: 120_000, everyMs: 50 });
  const restartAt = since();
  let restart;
  let restartEnded;
  const restarting = rollingRestart().then((done) => {
    restart = done;
    restartEnded = since();
  });
  for (;;) {
    rounds.push(await playing);
    if (rounds.at(-1) !== 0 || restart !== undefined) break;
    playing = play();
  }
  const ended = since();
  await restarting;
  say(
    `rolling restart from ${restartAt} s (the journeys' first request) to ${restartEnded} s into the journeys (pids ${restart.before.join(', ')} → ${restart.after.join(', ')}); the journeys, played ${rounds.length} time${rounds.length === 1 ? '' : 's'}, ended at ${ended} s`,
  );
  check(
    rounds.every((code) => code === 0),
    `the journeys passed through nginx over ${state().servers.length} servers (${ended} s)`,
  );
  check(
    restart.done && restart.after.every((pid, i) => pid && pid !== restart.before[i]) && restartEnded <= ended,
    'every server was restarted (rolling) while the journeys ran',
  );
}

/**
 * 4. A rolling restart under reads and writes: nothing may fail, every acknowledged registration is in the
 * database, and each server answers again in its new process.
 */
async function rollingRound(token, email) {
  let done = false;
  const started = Date.now();
  const closedBefore = closedBeforeAnswer.count;
  const running = load(token, email, 4, () => done);
  await sleep(1_500);
  const restart = await rollingRestart();
  const restartedAt = Date.now() - started;
  // Keep the load on until every server has answered reads again.
  const answered = new Set();
  await waitUntil(
    async () => {
      const r = await read(token);
      if (r.status === 200) answered.add(r.upstream);
      return answered.size === state().servers.length;
    },
    { withinMs: 15_000, everyMs: 0 },
  );
  done = true;
  const tally = await running;
  const lost = await missingWrites(tally.acknowledged);
  say(
    `rolling restart: ${tally.reads} reads (${Object.entries(tally.upstreams)
      .map(([u, n]) => `${u} ${n}`)
      .join(
        ', ',
      )}), ${tally.readFailures.length} failed; ${tally.writes} registrations, ${tally.acknowledged.length} acknowledged, ${tally.writeRefusals.length} refused${tally.writeRefusals.length ? ` (${[...new Set(tally.writeRefusals)].join('; ')})` : ''}; ${closedBeforeAnswer.count - closedBefore} requests met a kept-alive connection that nginx's reload closed before any answer and were sent again; done ${restartedAt} ms after the start of the round (pids ${restart.before.join(', ')} → ${restart.after.join(', ')})`,
  );
  check(
    restart.done && restart.after.every((pid, i) => pid && pid !== restart.before[i]),
    'rolling restart: every server has a new process',
  );
  check(
    tally.readFailures.length === 0,
    `rolling restart: no read failed (${JSON.stringify(tally.readFailures.slice(0, 3))})`,
  );
  check(tally.writeRefusals.length === 0, 'rolling restart: no registration failed or was refused');
  check(
    lost.length === 0,
    `rolling restart: every acknowledged registration is in the database (${lost.length} missing)`,
  );
  check(
    answered.size === state().servers.length,
    `rolling restart: every server takes traffic again (${[...answered].join(', ')})`,
  );
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * 5. The retry rule of deploy/nginx/insight-proxy.conf, alone: nginx in front of a server that reads every request
 * and then drops the connection (a crash after receiving) and a server that answers. Passive failure marking is
 * off here (max_fails=0) so that requests keep reaching the failing server.
 */
async function retryRule() {
  const seen = { dropping: { GET: 0, POST: 0 }, answering: { GET: 0, POST: 0 } };
  const upstream = (name, drop) =>
    http.createServer((req, res) => {
      seen[name][req.method] = (seen[name][req.method] ?? 0) + 1;
      req.resume();
      req.on('end', () => (drop ? req.socket.destroy() : res.end('answered')));
    });
  const dropping = upstream('dropping', true);
  const answering = upstream('answering', false);
  const listen = (server) =>
    new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
  const [dropPort, answerPort, port] = [await listen(dropping), await listen(answering), await freePort()];
  const nginxDir = path.join(dir, 'retry-nginx');
  mkdirSync(nginxDir, { recursive: true });
  const conf = path.join(nginxDir, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log crit;
events { worker_connections 64; }
http {
  client_body_temp_path ${nginxDir}/client_body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  access_log off;
  upstream insight {
    server 127.0.0.1:${dropPort} max_fails=0;
    server 127.0.0.1:${answerPort} max_fails=0;
  }
  server {
    listen 127.0.0.1:${port};
    location / { include ${path.join(root, 'deploy/nginx/insight-proxy.conf')}; }
  }
}
`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', nginxDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  try {
    await waitUntil(() => fetch(`http://127.0.0.1:${port}/`).then(() => true), { withinMs: 5_000, everyMs: 100 });
    const answers = { GET: [], POST: [] };
    for (let i = 0; i < 10; i++) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`http://127.0.0.1:${port}/api/x`, {
          method,
          ...(method === 'POST' ? { body: '{"n":1}', headers: { 'content-type': 'application/json' } } : {}),
        });
        answers[method].push(res.status);
      }
    }
    const postsAnswered = answers.POST.filter((s) => s === 200).length;
    say(
      `retry rule: GETs ${answers.GET.join(' ')}; POSTs ${answers.POST.join(' ')}; the dropping server read ${seen.dropping.GET} GET and ${seen.dropping.POST} POST, the answering one ${seen.answering.GET} GET and ${seen.answering.POST} POST`,
    );
    check(
      answers.GET.every((s) => s === 200) && seen.dropping.GET > 0,
      'a GET the first server dropped is answered by the next one (idempotent: retried)',
    );
    check(
      seen.dropping.POST > 0 &&
        seen.dropping.POST + seen.answering.POST === 10 &&
        postsAnswered === seen.answering.POST,
      'a POST is sent to one server only: one that was dropped answers 502 and is not sent again',
    );
  } finally {
    nginx.kill('SIGQUIT');
    await new Promise((r) => (nginx.exitCode === null ? nginx.once('exit', r) : r()));
    dropping.close();
    answering.close();
  }
}

/** 6. One server's metrics, on its METRICS_PORT (loopback), never through nginx. */
async function metricsOfOne() {
  const server = state().servers[1];
  if (!server.metricsPort) return check(false, 'the cluster gives its servers a METRICS_PORT');
  const res = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
  const text = await res.text();
  const value = (pattern) =>
    text
      .split('\n')
      .filter((line) => !line.startsWith('#') && pattern.test(line))
      .reduce((n, line) => n + Number(line.split(' ').at(-1)), 0);
  const reads = value(/^insight_http_request_duration_seconds_count\{.*method="GET".*route="\/api\/mylifecontact"/);
  const inUse = /^insight_db_pool_connections\{state="in_use"\} /m.test(text);
  say(
    `metrics of :${server.port} on :${server.metricsPort}: ${text.split('\n').length} lines, ${reads} timed GET /api/mylifecontact, pool in use ${value(/^insight_db_pool_connections\{state="in_use"\}/)} idle ${value(/^insight_db_pool_connections\{state="idle"\}/)} waiting ${value(/^insight_db_pool_waiting /)}, mail backlog ${value(/^insight_mail_backlog\{state="waiting"\}/)}`,
  );
  check(res.status === 200 && reads > 0 && inUse, 'one server scraped: request durations per route and the pool');
  const viaNginx = await fetch(`${base}/metrics`).then((r) => r.text());
  check(!viaNginx.includes('insight_http_request_duration_seconds'), 'nginx (the public port) serves no metrics');
}

/** 7. /readyz while PostgreSQL is down, and after. */
async function readyWithoutDatabase(token) {
  const { postgres, servers } = state();
  const asPostgres = (args) =>
    execFileSync(process.getuid?.() === 0 ? 'runuser' : `${postgres.bin}/pg_ctl`, [
      ...(process.getuid?.() === 0 ? ['-u', 'postgres', '--', `${postgres.bin}/pg_ctl`] : []),
      ...args,
    ]);
  asPostgres(['-D', postgres.dataDir, '-m', 'fast', '-w', 'stop']);
  const down = await Promise.all(servers.map((s) => readyOf(s.port)));
  say(`PostgreSQL stopped: /readyz ${down.map((r) => `${r.status} ${r.reason ?? ''}`).join(', ')}`);
  check(
    down.every((r) => r.status === 503 && r.reason === 'database-unavailable'),
    '/readyz is 503 (database-unavailable) on every server while PostgreSQL is down',
  );
  const alive = await Promise.all(
    servers.map((s) => fetch(`http://127.0.0.1:${s.port}/healthz`).then((r) => r.status)),
  );
  check(
    alive.every((s) => s === 200),
    `/healthz still 200 on every server (${alive.join(', ')})`,
  );
  asPostgres(['-D', postgres.dataDir, '-l', postgres.log, '-w', '-o', postgres.options, 'start']);
  let up = [];
  await waitUntil(
    async () => {
      up = await Promise.all(servers.map((s) => readyOf(s.port)));
      return up.every((r) => r.status === 200);
    },
    { withinMs: 10_000 },
  );
  check(
    up.every((r) => r.status === 200 && r.ready),
    `/readyz is 200 again once PostgreSQL is back`,
  );
  const again = await read(token);
  check(again.status === 200, `a read through nginx after PostgreSQL came back (${again.status})`);
}

/** 8. npm run backup while serving, npm run restore into a fresh database, a server on it, the first person signs in. */
async function backupAndRestore(email) {
  const { postgres } = state();
  const admin = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${postgres.port}`;
  const file = path.join(dir, 'insight.dump');
  const npm = (args, databaseUrl) =>
    execFileSync('npm', ['run', '--silent', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
  const backup = JSON.parse(npm(['backup', '--', file], `${admin}/insight`));
  say(`npm run backup: ${backup.bytes} bytes (${backup.kind})`);
  const restoredName = `insight_restored_${Date.now()}`;
  const client = new pg.Client({ connectionString: `${admin}/postgres` });
  await client.connect();
  await client.query(`CREATE DATABASE ${restoredName}`);
  await client.end();
  npm(['restore', '--', file], `${admin}/${restoredName}`);
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dir, 'restored-server'),
      DATABASE_URL: `${admin}/${restoredName}`,
      JWT_SECRET: secrets.jwtSecret,
      XSRF_SECRET: secrets.xsrfSecret,
      LOG_LEVEL: 'warn',
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const ready = await waitUntil(async () => (await readyOf(port)).ready === true, { withinMs: 30_000 });
    const res = await login(email, `http://127.0.0.1:${port}`);
    check(
      ready && res.status === 200,
      `restored into a fresh database, a server on it signs the first person in (${res.status})`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  }
}

try {
  let first;
  let token;
  await part('1. registration, login and reads through nginx', async () => {
    first = await register();
    check(first.status === 201, `registration through nginx (${first.status}, answered by ${first.upstream})`);
    const signedIn = await login(first.email);
    token = signedIn.token;
    check(signedIn.status === 200 && Boolean(token), `login through nginx (${signedIn.status})`);
    const reads = await Promise.all([read(token), read(token), read(token), read(token)]);
    check(
      reads.every((r) => r.status === 200 && r.email === first.email),
      `a read through nginx, on both servers (${reads.map((r) => `${r.status} ${r.upstream}`).join(', ')})`,
    );
    check(new Set(reads.map((r) => r.upstream)).size === state().servers.length, 'round robin over every server');
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
  failed = true;
}
console.log('\nWhere the time went:');
timings.forEach((line) => console.log(line));
console.log(failed ? '✗ the cluster check failed' : '✓ the cluster check passed');
await stop(failed ? 1 : 0);
