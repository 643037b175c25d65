// Check 2 of the cluster check: the Playwright journeys (tests/e2e) played through nginx while the cluster
// restarts its servers one at a time.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { waitUntil } from '../../shared/wait-until.mjs';
import { check, dir, rollingRestart, root, say, state } from './shared.mjs';

/**
 * 2. The Playwright journeys through nginx while the cluster restarts every server in turn. The restart is asked for
 * at the journeys' first request (nginx's access log grows), and when they pass before it is done they are played
 * again, until it is: however fast the machine, every server is stopped and started while a journey is played.
 */
export async function journeysThroughNginx() {
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
