// npm run bench: sizes and latencies as budgets and ratios (never a timed unit test).
// Needs a build (npm run build). Starts the real server on a fresh temporary data folder,
// loads it from this process with autocannon on loopback, and prints one line per measure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = [];
const record = (name, value, unit, budget, ok) => results.push({ name, value, unit, budget, ok });

// 1. Sizes (gzip), against budgets.
const gz = (file) => gzipSync(readFileSync(file)).length;
const uiGzip = gz(path.join(root, 'packages/ui/dist/index.js'));
record('@insight/ui dist/index.js gzip', (uiGzip / 1024).toFixed(1), 'KiB', '≤ 40', uiGzip <= 40 * 1024);
const appAssets = path.join(root, 'packages/app/dist/assets');
const appJs = readdirSync(appAssets).filter((f) => f.endsWith('.js'));
const appGzip = appJs.reduce((n, f) => n + gz(path.join(appAssets, f)), 0);
record('app JavaScript gzip (all chunks)', (appGzip / 1024).toFixed(1), 'KiB', '≤ 250', appGzip <= 250 * 1024);
const appCss = readdirSync(appAssets).filter((f) => f.endsWith('.css'));
const cssBytes = appCss.reduce((n, f) => n + statSync(path.join(appAssets, f)).size, 0);
record('app CSS raw', (cssBytes / 1024).toFixed(1), 'KiB', '≤ 60', cssBytes <= 60 * 1024);

// 2. Server: cold start, then latency under load on loopback.
const port = 3900 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'insight-bench-'));
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
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 60_000) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const coldMs = Date.now() - started;
  record('server cold start, fresh data folder', coldMs, 'ms', '≤ 15000', coldMs <= 15_000);

  // A user and a token, through the public API.
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
  const tokenAnswer = await fetch(`${base}/identity/connect/token`, {
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
  const { access_token: token } = await tokenAnswer.json();
  if (!token) throw new Error('no access token');

  const load = (url, headers = {}) => autocannon({ url, connections: 10, duration: 5, headers, workers: 0 });
  await load(`${base}/healthz`); // warm-up
  const health = await load(`${base}/healthz`);
  const contact = await load(`${base}/api/mylifecontact`, { authorization: `Bearer ${token}` });
  record('GET /healthz, 10 connections', Math.round(health.requests.average), 'req/s', 'info', true);
  record(
    'GET /api/mylifecontact (JWT + one row), 10 connections',
    Math.round(contact.requests.average),
    'req/s',
    '≥ 300',
    contact.requests.average >= 300,
  );
  record('GET /api/mylifecontact p99 latency', contact.latency.p99, 'ms', '≤ 100', contact.latency.p99 <= 100);
  const ratio = contact.latency.p50 / Math.max(health.latency.p50, 1);
  record('p50 latency ratio contact / healthz', ratio.toFixed(2), '×', '≤ 10', ratio <= 10);
  if (contact.non2xx > 0) record('non-2xx answers under load', contact.non2xx, '', '= 0', false);
} finally {
  stop();
}

const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(width)}  ${String(r.value).padStart(8)} ${r.unit.padEnd(5)} (budget ${r.budget})`,
  );
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
