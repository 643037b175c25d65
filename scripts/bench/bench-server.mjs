// One database's server figures for `npm run bench` (scripts/bench/bench.mjs runs this once on PGlite and once
// under scripts/test/with-postgres.sh on PostgreSQL). Starts the built server (packages/server/dist/main.js) as a
// production start on a fresh data folder, makes a person and a token through the public API, then loads
// it from this process with autocannon on loopback: at saturation and at a fixed offered rate.
// Prints one JSON line: { db, coldStartMs, runs: { name: { rps, p50, p99, non2xx, errors } } }.
import autocannon from 'autocannon';
import { signUp } from '../shared/sign-in.mjs';
import { startBenchServer } from './bench-server-process.mjs';

const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const { base, coldStartMs, stop } = await startBenchServer(3900 + Math.floor(Math.random() * 90));

async function signIn() {
  const email = `bench-${Date.now()}@example.com`;
  const { token } = await signUp(base, { email, password: 'bench-password-1', firstname: 'Bench', lastname: 'Mark' });
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
