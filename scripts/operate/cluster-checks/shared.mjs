// What the cluster check's parts share: the ✓/✗ lines, the cluster under check (its folder, state, secrets,
// nginx's address and a pool on its database, set by connect()), and the calls a client makes through nginx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { login as signIn } from '../../shared/sign-in.mjs';
import { waitUntil } from '../../shared/wait-until.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const say = (text) => console.log(`• ${text}`);
/** Whether a check failed (or the run broke off: cluster-check.mjs sets it then). */
export const outcome = { failed: false };
export const check = (ok, text) => {
  console.log(`${ok ? '✓' : '✗'} ${text}`);
  if (!ok) outcome.failed = true;
};

// ── the cluster under check ──────────────────────────────────────────────────────────────────────────────
/** The cluster's folder (CLUSTER_DIR), its secrets, nginx's address and a pool on its database: set by connect(). */
export let dir;
export let secrets;
export let base;
export let db;
export const state = () => JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'));
/** Points the checks at the cluster whose folder is `folder` (once it is ready). */
export function connect(folder) {
  dir = folder;
  secrets = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'));
  base = `http://127.0.0.1:${state().port}`;
  db = new pg.Pool({
    connectionString: `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${state().postgres.port}/insight`,
    max: 2,
  });
  db.on('error', () => undefined);
}

// ── the calls ────────────────────────────────────────────────────────────────────────────────────────────
/**
 * fetch as a browser sends a request on a kept-alive connection: when the connection closes before any answer
 * (nginx's old worker ends its idle connections at a reload, and one was taken for this request at that moment),
 * the request is sent once more on a new one, as Chromium does (the balancer never read it: an old worker finishes
 * every request it has read before it exits). Counted, and said by the rolling round. A request answered with
 * anything, a 502 included, is never sent again; a registration sent twice would be refused as taken.
 */
export const closedBeforeAnswer = { count: 0 };
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
export async function register() {
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
export async function login(email, at = base) {
  try {
    const { token } = await signIn(at, { email, password: 'cluster-password-1' });
    return { status: 200, token };
  } catch (error) {
    if (error.status >= 400) return { status: error.status, token: undefined };
    throw error;
  }
}
export async function read(token) {
  try {
    const res = await fetchAsBrowser(`${base}/api/mylifecontact`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json().catch(() => undefined);
    return { status: res.status, upstream: res.headers.get('x-insight-upstream'), email: body?.user?.userName };
  } catch (error) {
    return { status: 0, error: String(error.cause?.code ?? error) };
  }
}

/** Registrations (client 0) and reads (the others) in a loop until isDone(); answers the tallies. */
export async function load(token, email, clients, isDone) {
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

export async function missingWrites(emails) {
  if (emails.length === 0) return [];
  const { rows } = await db.query('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1)', [
    emails.map((e) => e.toLowerCase()),
  ]);
  const found = new Set(rows.map((r) => r.email));
  return emails.filter((e) => !found.has(e.toLowerCase()));
}

export async function readyOf(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    return { status: res.status, ...(await res.json()) };
  } catch (error) {
    return { status: 0, error: String(error.cause?.code ?? error) };
  }
}

/**
 * Asks the cluster for a rolling restart as `npm run cluster:restart` does (SIGUSR2); resolves once it is done (or
 * after 5 minutes) with the servers' pids before and after.
 */
export async function rollingRestart() {
  const before = state();
  process.kill(before.pid, 'SIGUSR2');
  const done = await waitUntil(() => state().rollingRestarts > before.rollingRestarts, {
    withinMs: 300_000,
    everyMs: 100,
  });
  return { done, before: before.servers.map((s) => s.pid), after: state().servers.map((s) => s.pid) };
}

export { freePort } from '../../shared/free-port.mjs';
