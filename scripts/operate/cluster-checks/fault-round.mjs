// Check 3 of the cluster check: one server killed under reads and writes through nginx, then started again by
// the cluster.
import { waitUntil } from '../../shared/wait-until.mjs';
import { check, load, missingWrites, read, readyOf, say, sleep, state } from './shared.mjs';

/** Kills one server with `signal` while the load runs; then waits for the cluster to start it again. */
export async function faultRound(signal, token, email) {
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
