// npm run cluster:restart: a rolling restart of a running `npm run cluster` (after a new build, say), losing no
// request. It asks the cluster (SIGUSR2 to the pid in CLUSTER_DIR/state.json, ./.cluster by default) and waits
// until it is done: each server in turn is taken out of nginx's upstream, stopped with SIGTERM, started again and
// put back once ready (scripts/operate/cluster.mjs). Exits 1 when no cluster runs or it has not finished in 10
// minutes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from '../shared/wait-until.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.resolve(process.env.CLUSTER_DIR || path.join(root, '.cluster'));
const state = () => JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'));

let before;
try {
  before = state();
  process.kill(before.pid, 0);
} catch {
  console.error(`No cluster runs from ${dir} (npm run cluster starts one).`);
  process.exit(1);
}
const pids = before.servers.map((s) => s.pid);
process.kill(before.pid, 'SIGUSR2');
console.log(`› asked the cluster (pid ${before.pid}) for a rolling restart of ${pids.length} servers`);
const done = await waitUntil(() => state().rollingRestarts > before.rollingRestarts, {
  withinMs: 600_000,
  everyMs: 250,
});
if (!done) {
  console.error('The rolling restart did not finish within 10 minutes: see the cluster’s output.');
  process.exit(1);
}
const after = state().servers;
console.log(`› done: ${after.map((s, i) => `:${s.port} pid ${pids[i]} → ${s.pid}`).join(', ')}`);
