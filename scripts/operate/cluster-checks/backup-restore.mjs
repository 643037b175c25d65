// Check 8 of the cluster check: npm run backup while the cluster serves, npm run restore into a fresh database,
// and a server of its own on that database.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { waitUntil } from '../../shared/wait-until.mjs';
import { check, dir, freePort, login, readyOf, root, say, secrets, state } from './shared.mjs';

/** 8. npm run backup while serving, npm run restore into a fresh database, a server on it, the first person signs in. */
export async function backupAndRestore(email) {
  const { postgres } = state();
  const admin = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${postgres.port}`;
  const file = path.join(dir, 'insight.dump');
  const npm = (args, databaseUrl) =>
    execFileSync('npm', ['run', '--silent', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
  const backup = JSON.parse(npm(['backup', '--', file], `${admin}/insight`));
  say(`npm run backup: ${backup.bytes} bytes (${backup.kind})`);
  const restoredName = `insight_restored_${Date.now()}`;
  const client = new pg.Client({ connectionString: `${admin}/postgres` });
  await client.connect();
  await client.query(`CREATE DATABASE ${restoredName}`);
  await client.end();
  npm(['restore', '--', file], `${admin}/${restoredName}`);
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dir, 'restored-server'),
      DATABASE_URL: `${admin}/${restoredName}`,
      JWT_SECRET: secrets.jwtSecret,
      XSRF_SECRET: secrets.xsrfSecret,
      LOG_LEVEL: 'warn',
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const ready = await waitUntil(async () => (await readyOf(port)).ready === true, { withinMs: 30_000 });
    const res = await login(email, `http://127.0.0.1:${port}`);
    check(
      ready && res.status === 200,
      `restored into a fresh database, a server on it signs the first person in (${res.status})`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  }
}
