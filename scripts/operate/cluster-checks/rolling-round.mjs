// Check 4 of the cluster check: a rolling restart under reads and writes through nginx, where nothing may fail.
import { waitUntil } from '../../shared/wait-until.mjs';
import { check, closedBeforeAnswer, load, missingWrites, read, rollingRestart, say, sleep, state } from './shared.mjs';

/**
 * 4. A rolling restart under reads and writes: nothing may fail, every acknowledged registration is in the
 * database, and each server answers again in its new process.
 */
export async function rollingRound(token, email) {
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
