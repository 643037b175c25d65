/**
 * Backup and restore of both databases (npm run backup / npm run restore; ops/backup-cli.ts reads the settings).
 *
 * - PGlite (DATA_DIR): one .tgz holding manifest.json, pglite.tar (PGlite's own dump of its data folder, which
 *   PGlite.create({ loadDataDir }) opens) and secrets.json when the folder has one (without it, issued tokens and
 *   XSRF cookies stop working). While a server serves the folder the dump comes from that server, through its
 *   control socket (ops/control.ts), taken between transactions; with no server running, from the folder
 *   itself. Restore writes a new folder, refusing one that holds anything.
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format (a consistent snapshot while serving), restored with
 *   pg_restore into an empty database (refused when it holds Insight's tables); Debian's postgresql-client.
 * The password of a database address goes to the tools as PGPASSWORD, never on their command line.
 * A backup is never readable by anyone but its owner, not even while it is written: tar and pg_dump write to
 * their standard output, a file this process made first with O_EXCL and mode 0600 beside the target, renamed
 * over it once the tool succeeded (writeFromChild). A failed backup leaves no file and an older one in place.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { controlSocketPath, socketAnswers } from './control.js';

const run = promisify(execFile);

export const BACKUP_FORMAT = 'insight-backup/1';

export interface BackupResult {
  kind: 'pglite' | 'postgres';
  file: string;
  bytes: number;
  /** PGlite: 'served' (through the serving process) or 'folder' (no server had it open). */
  via?: 'served' | 'folder';
}

/** The newest of Debian's PostgreSQL client programs (pg_dump, pg_restore), or the one on PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(a) - Number(b));
    const newest = versions.at(-1);
    if (newest) return path.join(root, newest, 'bin', name);
  }
  return name;
}

/** A database address without its password, and the password for PGPASSWORD. */
function splitPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Runs command with its standard output into file, which nobody else may read at any moment: the output goes to
 * `.<name>.<random>.partial` beside file, created by this process with O_CREAT | O_EXCL and mode 0600 before the
 * child starts (so the child never creates or opens a path itself), renamed over file when the child exits 0,
 * removed when it fails. The folder is made when missing.
 */
export async function writeFromChild(
  file: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.partial`,
  );
  const fd = openSync(partial, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  let done = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, { env, stdio: ['ignore', fd, 'pipe'] });
      const errors: Buffer[] = [];
      child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk));
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (code === 0) return resolve();
        const said = Buffer.concat(errors).toString().trim();
        reject(new Error(`${path.basename(command)} failed (${code ?? signal})${said ? `: ${said}` : ''}`));
      });
    });
    closeSync(fd);
    done = true;
    renameSync(partial, target);
  } catch (error) {
    if (!done) closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The PGlite dump of a serving process, through its control socket. */
function dumpThroughSocket(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`the server refused the backup (${res.statusCode}): ${body.toString().trim()}`));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Backs up the PGlite database of dataDir (and its secrets) into file (.tgz). */
export async function backupPglite(dataDir: string, file: string): Promise<BackupResult> {
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`No PGlite database in ${folder}.`);
  const socketPath = controlSocketPath(dataDir);
  let dump: Buffer;
  let via: BackupResult['via'];
  if (existsSync(socketPath) && (await socketAnswers(socketPath))) {
    dump = await dumpThroughSocket(socketPath);
    via = 'served';
  } else {
    const db = await PGlite.create(folder);
    try {
      dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    } finally {
      await db.close();
    }
    via = 'folder';
  }
  const staging = mkdtempSync(path.join(tmpdir(), 'insight-backup-'));
  try {
    writeFileSync(path.join(staging, 'pglite.tar'), dump);
    const secrets = path.join(dataDir, 'secrets.json');
    if (existsSync(secrets)) copyFileSync(secrets, path.join(staging, 'secrets.json'));
    writeFileSync(
      path.join(staging, 'manifest.json'),
      JSON.stringify({ format: BACKUP_FORMAT, kind: 'pglite', createdAt: new Date().toISOString(), via }, null, 2),
    );
    await writeFromChild(file, 'tar', ['-czf', '-', '-C', staging, '.']);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { kind: 'pglite', file, bytes: statSync(file).size, via };
}

/** Restores a PGlite backup into dataDir, which must not exist or be empty. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new data folder (nothing was changed).`);
  }
  const staging = mkdtempSync(path.join(tmpdir(), 'insight-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', staging]);
    const manifest = JSON.parse(readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as { format?: string };
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`${file} is not an Insight PGlite backup.`);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    const folder = path.join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const db = await PGlite.create({
      dataDir: folder,
      loadDataDir: new Blob([readFileSync(path.join(staging, 'pglite.tar'))]),
    });
    try {
      await db.query('SELECT count(*) FROM schema_migrations');
    } finally {
      await db.close();
    }
    const secrets = path.join(staging, 'secrets.json');
    if (existsSync(secrets)) {
      copyFileSync(secrets, path.join(dataDir, 'secrets.json'));
      chmodSync(path.join(dataDir, 'secrets.json'), 0o600);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** pg_dump of databaseUrl into file (custom format, to its standard output: writeFromChild). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupResult> {
  const { url, env } = splitPassword(databaseUrl);
  await writeFromChild(
    file,
    pgTool('pg_dump'),
    ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`],
    env,
  );
  return { kind: 'postgres', file, bytes: statSync(file).size };
}

/** pg_restore of file into databaseUrl, which must hold no Insight tables. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(
      `SELECT to_regclass('public.schema_migrations')::text AS found`,
    );
    if (rows[0]?.found) {
      throw new Error(
        'The database already holds Insight tables: restore into an empty database (nothing was changed).',
      );
    }
  } finally {
    await client.end();
  }
  const { url, env } = splitPassword(databaseUrl);
  await run(
    pgTool('pg_restore'),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    { env },
  );
}

/** What a backup file holds: 'postgres' (pg_dump's custom format), 'pglite' (gzip), or undefined. */
export function backupKind(file: string): 'pglite' | 'postgres' | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}
