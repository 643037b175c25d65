// node scripts/cluster-check.mjs: checks `npm run cluster` from outside, as an operator would, through nginx.
//
// Starts its own cluster (scripts/cluster.mjs, 2 servers, a temporary CLUSTER_DIR, ports 18080 / 13201… /
// 55434), or checks a running one when CLUSTER_DIR names its folder. Then:
//  1. registration, login (the token endpoint) and a read (the contact) through nginx;
//  2. reads (GET, retried by nginx) and writes (registrations, never retried) from 4 clients while one server is
//     killed (SIGKILL): no read may fail, every acknowledged registration must be in the database;
//  3. the killed server is started again by the cluster and takes traffic again;
//  4. the same with SIGTERM (a rolling restart): no read and no write may fail;
//  5. /readyz of every server says false while PostgreSQL is stopped, and true again once it is back.
// Prints what it measured; exits 1 on the first failed check. Takes about a minute.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const say = (text) => console.log(`• ${text}`);
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
  cluster = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_DIR: dir,
      CLUSTER_PORT: '18080',
      CLUSTER_BASE_PORT: '13201',
      CLUSTER_PG_PORT: '55434',
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
const config = await (await fetch(`${base}/assets/config.json`)).json();
let serial = 0;
async function register() {
  serial += 1;
  const email = `cluster-${Date.now()}-${serial}@example.com`;
  const res = await fetch(`${base}/api/mylifecontact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: { username: email, email, password: 'cluster-password-1', firstname: 'Clu', lastname: 'Ster', gender: 'F' },
    }),
  });
  return { email, status: res.status, upstream: res.headers.get('x-insight-upstream'), body: await res.text() };
}
async function login(email) {
  const res = await fetch(`${base}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.authClientId,
      client_secret: config.authClientSecret,
      grant_type: 'password',
      username: email,
      password: 'cluster-password-1',
    }),
  });
  return { status: res.status, token: res.ok ? (await res.json()).access_token : undefined };
}
async function read(token) {
  try {
    const res = await fetch(`${base}/api/mylifecontact`, { headers: { authorization: `Bearer ${token}` } });
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
  const deadline = Date.now() + 60_000;
  let back = false;
  while (Date.now() < deadline) {
    const now = state().servers[0];
    if (now.pid !== victim.pid && (await readyOf(victim.port)).ready) break;
    await sleep(200);
  }
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
  if (signal === 'SIGTERM') check(tally.writeRefusals.length === 0, 'SIGTERM: no registration refused');
  check(back, `${signal}: the restarted server on :${victim.port} takes traffic again`);
}

try {
  // 1. registration, login, a read
  const first = await register();
  check(first.status === 201, `registration through nginx (${first.status}, answered by ${first.upstream})`);
  const { status, token } = await login(first.email);
  check(status === 200 && Boolean(token), `login through nginx (${status})`);
  const reads = await Promise.all([read(token), read(token), read(token), read(token)]);
  check(
    reads.every((r) => r.status === 200 && r.email === first.email),
    `a read through nginx, on both servers (${reads.map((r) => `${r.status} ${r.upstream}`).join(', ')})`,
  );
  check(new Set(reads.map((r) => r.upstream)).size === state().servers.length, 'round robin over every server');

  // 2.–4. one server killed, then one stopped, during reads and writes
  await faultRound('SIGKILL', token, first.email);
  await faultRound('SIGTERM', token, first.email);

  // 5. /readyz while PostgreSQL is down
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
  for (let i = 0; i < 50; i++) {
    up = await Promise.all(servers.map((s) => readyOf(s.port)));
    if (up.every((r) => r.status === 200)) break;
    await sleep(200);
  }
  check(
    up.every((r) => r.status === 200 && r.ready),
    `/readyz is 200 again once PostgreSQL is back`,
  );
  const again = await read(token);
  check(again.status === 200, `a read through nginx after PostgreSQL came back (${again.status})`);
  check(existsSync(path.join(dir, 'nginx', 'access.log')), 'nginx kept its access log');
} catch (error) {
  console.error(error);
  failed = true;
}
console.log(failed ? '✗ the cluster check failed' : '✓ the cluster check passed');
await stop(failed ? 1 : 0);
