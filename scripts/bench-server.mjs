// One database's server figures for `npm run bench` (scripts/bench.mjs runs this once on PGlite and once
// under scripts/with-postgres.sh on PostgreSQL). Starts the built server (packages/server/dist/main.js) as a
// production start on a fresh data folder, makes a person and a token through the public API, then loads
// it from this process with autocannon on loopback: at saturation and at a fixed offered rate.
// Prints one JSON line: { db, coldStartMs, runs: { name: { rps, p50, p99, non2xx, errors } } }.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'insight-bench-'));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const started = Date.now();
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: base,
    LOG_LEVEL: 'error',
    // A production start: no sandbox, so a (never contacted) real store with its three secrets.
    NODE_ENV: 'production',
    SANDBOX: 'off',
    FOXYCART_URL: 'https://bench-store.foxycart.invalid',
    FOXYCART_SECRET: 'bench-store-secret',
    FOXYCART_WEBHOOK_KEY: 'bench-webhook-key',
    FOXYCART_STORE_ID: 'bench',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitUp() {
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() - started > 90_000) throw new Error('the server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signIn() {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  const created = await fetch(`${base}/api/mylifecontact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: { username: email, email, password, firstname: 'Bench', lastname: 'Mark', gender: 'F' },
    }),
  });
  if (!created.ok) throw new Error(`create user: ${created.status} ${await created.text()}`);
  const config = await (await fetch(`${base}/assets/config.json`)).json();
  const answer = await fetch(`${base}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.authClientId,
      client_secret: config.authClientSecret,
      grant_type: 'password',
      username: email,
      password,
      scope: 'SsiScope',
    }),
  });
  const { access_token: token } = await answer.json();
  if (!token) throw new Error('no access token');
  return token;
}

const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

try {
  await waitUp();
  const coldStartMs = Date.now() - started;
  const token = await signIn();
  const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  const load = (url, options = {}) =>
    autocannon({ url: `${base}${url}`, connections: 20, duration: seconds, headers: auth, ...options });

  await load('/healthz', { duration: 2 }); // warm-up (JIT, connection pool)
  await load('/api/catalogitem/', { duration: 2 });
  const runs = {};
  runs.healthz = summary(await load('/healthz'));
  runs.catalogue = summary(await load('/api/catalogitem/'));
  runs.catalogueAt1000 = summary(await load('/api/catalogitem/', { overallRate: 1000 }));
  runs.contact = summary(await load('/api/mylifecontact'));
  console.log(JSON.stringify({ db, coldStartMs, runs }));
} finally {
  stop();
}
