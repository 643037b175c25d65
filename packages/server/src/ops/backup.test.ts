/**
 * Backup and restore as an operator runs them (the CLI of npm run backup / npm run restore, a process of its
 * own): a person registers on a server, the database is backed up while that server serves, a second person
 * registers after the backup; the backup is restored into a fresh data folder (PGlite) or a fresh database
 * (PostgreSQL, under with-postgres.sh), a server starts on it, and the first person signs in — the second,
 * who came after the backup, does not exist there. Restoring over data that exists is refused.
 * A backup is 0600 from the moment its file exists: the tool writes into a file made 0600 before it starts.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { loadConfig, PACKAGE_ROOT } from '../config.js';
import { createPostgresDatabase, createUserBody, newUser, requestToken } from '../test/harness.js';
import { writeFromChild } from './backup.js';
import { controlSocketPath } from './control.js';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(tmpdir(), 'insight-backup-test-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(folder, { recursive: true, force: true });
});

/** The CLI, as `npm run backup` / `npm run restore` run it, with the server's settings in its environment. */
async function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: Record<string, unknown>; err: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(PACKAGE_ROOT, 'src/ops/backup-cli.ts'), ...args],
      { cwd: PACKAGE_ROOT, env: { PATH: process.env.PATH, ...env } },
    );
    return { code: 0, out: JSON.parse(stdout) as Record<string, unknown>, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: {}, err: failed.stderr };
  }
}

/** A real server (its own database settings: no test harness database) that is closed after the tests. */
async function startServer(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    APP_URL: 'http://insight.test',
    APP_DIST: '/nonexistent/insight-test-app-dist',
    NODE_ENV: 'test',
    SANDBOX: 'on',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildServer(config, { logger: false });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

async function register(app: FastifyInstance) {
  const person = newUser();
  const res = await app.inject({ method: 'POST', url: '/api/mylifecontact', payload: createUserBody(person) });
  expect(res.statusCode).toBe(201);
  return person;
}

const signIn = async (app: FastifyInstance, person: { email: string; password: string }) =>
  (await requestToken(app, person.email, person.password)).statusCode;

const adminUrl = process.env.DATABASE_URL;

const modeOf = (file: string): number => statSync(file).mode & 0o777;

/**
 * A child that looks before it writes a byte: the mode of its standard output and every file (hidden ones too)
 * in dir, then prints what it saw as JSON, which lands in the file being written.
 */
const LOOK_THEN_WRITE = `
const fs = require('node:fs'), path = require('node:path');
const dir = process.argv[1];
const files = fs.readdirSync(dir).map((name) => {
  const s = fs.statSync(path.join(dir, name));
  return { name, mode: s.mode & 0o777, size: s.size };
});
process.stdout.write(JSON.stringify({ stdout: fs.fstatSync(1).mode & 0o777, files }));`;

interface Look {
  stdout: number;
  files: Array<{ name: string; mode: number; size: number }>;
}

describe('a backup file is never readable by others, even while the tool writes it (writeFromChild)', () => {
  it('the tool writes into a file that is already 0600 and empty when it starts; the result is 0600', async () => {
    const dir = mkdtempSync(path.join(folder, 'child-'));
    const file = path.join(dir, 'out.dump');
    await writeFromChild(file, process.execPath, ['-e', LOOK_THEN_WRITE, dir]);
    const seen = JSON.parse(readFileSync(file, 'utf8')) as Look;
    // Before its first byte, the child's output was a file of mode 0600 and the only file in the folder.
    expect(seen.stdout).toBe(0o600);
    expect(seen.files).toEqual([
      { name: expect.stringMatching(/^\.out\.dump\.[0-9a-f]{12}\.partial$/), mode: 0o600, size: 0 },
    ]);
    expect(modeOf(file)).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['out.dump']);
  });

  it('an older world-readable file at the target is replaced by a 0600 one', async () => {
    const dir = mkdtempSync(path.join(folder, 'child-'));
    const file = path.join(dir, 'out.dump');
    writeFileSync(file, 'older');
    chmodSync(file, 0o644);
    await writeFromChild(file, process.execPath, ['-e', LOOK_THEN_WRITE, dir]);
    const seen = JSON.parse(readFileSync(file, 'utf8')) as Look;
    expect(seen.files.find((f) => f.name.endsWith('.partial'))).toMatchObject({ mode: 0o600, size: 0 });
    expect(modeOf(file)).toBe(0o600);
  });

  it('a tool that fails leaves the older file as it was and no partial file; the error names the tool', async () => {
    const dir = mkdtempSync(path.join(folder, 'child-'));
    const file = path.join(dir, 'out.dump');
    writeFileSync(file, 'older', { mode: 0o600 });
    const failing = "process.stdout.write('half'); process.stderr.write('disk on fire'); process.exitCode = 3;";
    await expect(writeFromChild(file, process.execPath, ['-e', failing])).rejects.toThrow(
      `${path.basename(process.execPath)} failed (3): disk on fire`,
    );
    expect(readFileSync(file, 'utf8')).toBe('older');
    expect(readdirSync(dir)).toEqual(['out.dump']);
  });
});

describe.runIf(!adminUrl)('backup and restore: PGlite (DATA_DIR)', () => {
  it('a backup taken while serving restores into a fresh folder, and its people sign in', async () => {
    const dataDir = path.join(folder, 'data');
    const app = await startServer({ DATA_DIR: dataDir });
    expect(existsSync(controlSocketPath(dataDir))).toBe(true);
    const ada = await register(app);
    expect(await signIn(app, ada)).toBe(200);

    // tar as the backup runs it, behind a stand-in on PATH that, once tar has written everything and before
    // the backup goes on, lists the mode of every file in the backup's folder.
    const out = path.join(folder, 'out');
    mkdirSync(out);
    const bin = path.join(folder, 'bin');
    mkdirSync(bin);
    const realTar = execFileSync('sh', ['-c', 'command -v tar'], { encoding: 'utf8' }).trim();
    const report = path.join(folder, 'tar-saw.txt');
    writeFileSync(
      path.join(bin, 'tar'),
      `#!/bin/sh\n"${realTar}" "$@"; status=$?\nfind "${out}" -type f -printf '%m %f\\n' >> "${report}"\nexit $status\n`,
      { mode: 0o755 },
    );
    const file = path.join(out, 'served.tgz');
    const backup = await cli(['backup', file], { DATA_DIR: dataDir, PATH: `${bin}:${process.env.PATH ?? ''}` });
    expect(backup, backup.err).toMatchObject({ code: 0, out: { kind: 'pglite', via: 'served' } });
    const sawWhileWriting = readFileSync(report, 'utf8').trim().split('\n');
    expect(sawWhileWriting).toEqual([expect.stringMatching(/^600 \.served\.tgz\.[0-9a-f]{12}\.partial$/)]);
    expect(modeOf(file)).toBe(0o600);
    const later = await register(app);
    await app.close();
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);

    // Over data that exists: refused, nothing changed.
    const refused = await cli(['restore', file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('is not empty: restore into a new data folder (nothing was changed).');

    const restoredDir = path.join(folder, 'restored');
    expect(await cli(['restore', file], { DATA_DIR: restoredDir })).toMatchObject({ code: 0 });
    const restored = await startServer({ DATA_DIR: restoredDir });
    expect(await signIn(restored, ada)).toBe(200);
    expect(await signIn(restored, later)).toBe(400);
    await restored.close();

    // No server on the folder: the backup reads the folder itself.
    const offline = await cli(['backup', path.join(folder, 'offline.tgz')], { DATA_DIR: dataDir });
    expect(offline).toMatchObject({ code: 0, out: { kind: 'pglite', via: 'folder' } });
    // A PGlite backup is not restored into PostgreSQL by mistake.
    const wrong = await cli(['restore', file], {
      DATA_DIR: restoredDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x',
    });
    expect(wrong.err).toContain('is a PGlite backup: unset DATABASE_URL.');
  }, 180_000);
});

describe.runIf(adminUrl)('backup and restore: PostgreSQL (pg_dump, pg_restore)', () => {
  it('a pg_dump taken while serving restores into a fresh database, and its people sign in', async () => {
    if (!adminUrl) return;
    const source = await createPostgresDatabase(adminUrl);
    await source.handle.close();
    cleanups.push(() => source.drop());
    const app = await startServer({ DATABASE_URL: source.url, DATA_DIR: path.join(folder, 'pg-source') });
    const ada = await register(app);

    const file = path.join(folder, 'insight.dump');
    expect(await cli(['backup', file], { DATABASE_URL: source.url })).toMatchObject({
      code: 0,
      out: { kind: 'postgres' },
    });
    expect(modeOf(file)).toBe(0o600);
    const later = await register(app);

    const refused = await cli(['restore', file], { DATABASE_URL: source.url });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('already holds Insight tables');

    const target = await createPostgresDatabase(adminUrl);
    await target.handle.close();
    cleanups.push(() => target.drop());
    expect(await cli(['restore', file], { DATABASE_URL: target.url })).toMatchObject({ code: 0 });
    const restored = await startServer({ DATABASE_URL: target.url, DATA_DIR: path.join(folder, 'pg-target') });
    expect(await signIn(restored, ada)).toBe(200);
    expect(await signIn(restored, later)).toBe(400);
    await restored.close();
    await app.close();
  }, 180_000);
});
