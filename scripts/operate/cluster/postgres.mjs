// The cluster's PostgreSQL: Debian's newest installed version on a data folder of its own below CLUSTER_DIR,
// initialised on the first start, started, and given the insight database.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dir, isRoot, log, pgPort, size } from './settings.mjs';

// ── PostgreSQL ───────────────────────────────────────────────────────────────────────────────────────────
/**
 * Starts PostgreSQL (initdb first when its folder is new) and makes the insight database when missing; answers
 * where it runs (pgBin, pgDir, pgOptions), how to stop it (pgStop) and the servers' DATABASE_URL.
 */
export async function startPostgres(secrets) {
  const pgBin = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .at(-1);
  const pgDir = path.join(dir, 'postgres');
  const asPostgres = (cmd, args) => {
    if (!isRoot) return execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    return execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (isRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
  }
  if (!existsSync(path.join(pgDir, 'data', 'PG_VERSION'))) {
    log(`initdb in ${pgDir}`);
    mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    const pwFile = path.join(pgDir, 'pwfile');
    writeFileSync(pwFile, secrets.postgresPassword, { mode: 0o600 });
    if (isRoot) execFileSync('chown', ['-R', 'postgres', pgDir]);
    asPostgres(`${pgBin}/initdb`, [
      '-D',
      `${pgDir}/data`,
      '-U',
      'postgres',
      '-A',
      'scram-sha-256',
      `--pwfile=${pwFile}`,
    ]);
    execFileSync('rm', ['-f', pwFile]);
  }
  const pgOptions = `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=${Math.max(100, size * 12 + 10)}`;
  try {
    asPostgres(`${pgBin}/pg_ctl`, ['-D', `${pgDir}/data`, '-l', `${pgDir}/log`, '-w', '-o', pgOptions, 'start']);
  } catch (error) {
    // pg_ctl says only "examine the log output": the log goes with the error (the folder may be gone after).
    const logged = existsSync(path.join(pgDir, 'log')) ? readFileSync(path.join(pgDir, 'log'), 'utf8') : '(no log)';
    log(`PostgreSQL did not start on 127.0.0.1:${pgPort}; its log ends:\n${logged.split('\n').slice(-20).join('\n')}`);
    throw error;
  }
  const pgStop = () => {
    try {
      asPostgres(`${pgBin}/pg_ctl`, ['-D', `${pgDir}/data`, '-m', 'fast', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
  };
  const adminUrl = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${pgPort}/postgres`;
  const databaseUrl = adminUrl.replace(/\/postgres$/, '/insight');
  {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'insight'`);
    if (rowCount === 0) await admin.query('CREATE DATABASE insight');
    await admin.end();
  }
  log(`PostgreSQL on 127.0.0.1:${pgPort} (data in ${pgDir}/data)`);
  return { pgBin, pgDir, pgOptions, pgStop, databaseUrl };
}
