// Check 7 of the cluster check: every server's /readyz while the cluster's PostgreSQL is stopped, and once it is
// back.
import { execFileSync } from 'node:child_process';
import { waitUntil } from '../../shared/wait-until.mjs';
import { check, read, readyOf, say, state } from './shared.mjs';

/** 7. /readyz while PostgreSQL is down, and after. */
export async function readyWithoutDatabase(token) {
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
