/**
 * Backup and restore as an operator runs them (the CLI of npm run backup / npm run restore, a process of its
 * own): a person registers on a server, the database is backed up while that server serves, a second person
 * registers after the backup; the backup is restored into a fresh data folder (PGlite) or a fresh database
 * (PostgreSQL, under with-postgres.sh), a server starts on it, and the first person signs in — the second,
 * who came after the backup, does not exist there. Restoring over data that exists is refused.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { loadConfig, PACKAGE_ROOT } from '../config.js';
import { createPostgresDatabase, createUserBody, newUser, requestToken } from '../test/harness.js';
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

describe.runIf(!adminUrl)('backup and restore: PGlite (DATA_DIR)', () => {
  it('a backup taken while serving restores into a fresh folder, and its people sign in', async () => {
    const dataDir = path.join(folder, 'data');
    const app = await startServer({ DATA_DIR: dataDir });
    expect(existsSync(controlSocketPath(dataDir))).toBe(true);
    const ada = await register(app);
    expect(await signIn(app, ada)).toBe(200);

    const file = path.join(folder, 'served.tgz');
    const backup = await cli(['backup', file], { DATA_DIR: dataDir });
    expect(backup, backup.err).toMatchObject({ code: 0, out: { kind: 'pglite', via: 'served' } });
    expect(statSync(file).mode & 0o077).toBe(0);
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
