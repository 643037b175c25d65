/**
 * SIGTERM on a real server process (src/main.ts through tsx, a fresh data folder or a fresh PostgreSQL database):
 * a request in flight (a slow client still sending its body) is answered in full, /readyz turns 503 while the
 * process drains, new connections are refused once the listener closes, and the process exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../config.js';
import { createPostgresDatabase } from '../test/harness.js';
import { shutdownSettings } from './shutdown.js';

// Long enough for a busy machine to see the drain from outside; the steps below wait for what they check, never
// for a time.
const DRAIN_MS = 4_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** One request on its own connection (no keep-alive agent); resolves with the status and body, or the error. */
function get(port: number, url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `ask` every 50 ms until `done` holds of its answer (at most 30 s): the answer. */
async function until<T>(ask: () => Promise<T>, done: (answer: T) => boolean, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    if (Date.now() - started > 30_000) throw new Error(`${what}: still ${JSON.stringify(answer)} after 30 s`);
    await sleep(50);
  }
}

describe('SIGTERM on a server process', () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let stderr = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'insight-shutdown-'));
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const created = await createPostgresDatabase(process.env.DATABASE_URL);
      await created.handle.close();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    child = spawn(process.execPath, ['--conditions', 'development', '--import', 'tsx', 'src/main.ts'], {
      cwd: PACKAGE_ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: `http://127.0.0.1:${port}`,
        APP_DIST: '/nonexistent/insight-test-app-dist',
        NODE_ENV: 'test',
        SANDBOX: 'on',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_GRACE_MS: '20000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const started = Date.now();
    for (;;) {
      const answer = await get(port, '/readyz');
      if ('status' in answer && answer.status === 200) break;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
      if (Date.now() - started > 90_000) throw new Error(`the server was not ready within 90 s: ${stderr}`);
      await sleep(100);
    }
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  it('finishes the request in flight, reports not ready while draining, refuses new connections, exits 0', async () => {
    const body = new URLSearchParams({
      grant_type: 'password',
      username: 'nobody@example.com',
      password: 'not-the-password',
      client_id: 'insight-web',
      client_secret: 'insight-web-secret',
    }).toString();
    // A slow client: the headers and half the body now, the rest once the listener has closed.
    let sendTheRest = (): void => undefined;
    let connected = (): void => undefined;
    const isConnected = new Promise<void>((resolve) => (connected = resolve));
    const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/identity/connect/token',
          agent: false,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.on('socket', (socket) => socket.once('connect', connected));
      req.write(body.slice(0, 20));
      sendTheRest = () => req.end(body.slice(20));
    });
    await isConnected;
    // A whole request on a later connection: the server has accepted the slow one before it (in order).
    expect(await get(port, '/healthz')).toMatchObject({ status: 200 });
    child.kill('SIGTERM');

    // Draining: still serving, but no longer ready.
    const ready = await until(
      () => get(port, '/readyz'),
      (answer) => 'status' in answer && answer.status === 503,
      '/readyz after SIGTERM',
    );
    expect(JSON.parse((ready as { body: string }).body)).toMatchObject({ ready: false, reason: 'shutting-down' });
    expect(await get(port, '/healthz')).toMatchObject({ status: 200 });

    // After the drain period the listener is closed while the slow request is still being sent.
    await until(
      () => get(port, '/healthz'),
      (answer) => 'error' in answer,
      '/healthz once the drain is over',
    );
    expect(await get(port, '/healthz')).toEqual({ error: 'ECONNREFUSED' });
    expect(child.exitCode).toBeNull();
    sendTheRest();

    const answer = await slow;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_grant' });
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/shutdown failed|grace period over/);
  }, 60_000);
});

describe('shutdownSettings', () => {
  it('reads SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS, keeping the defaults for missing or unreadable values', () => {
    expect(shutdownSettings({})).toEqual({ drainMs: 0, graceMs: 10_000 });
    expect(shutdownSettings({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_GRACE_MS: '25000' })).toEqual({
      drainMs: 5_000,
      graceMs: 25_000,
    });
    expect(shutdownSettings({ SHUTDOWN_DRAIN_MS: '-1', SHUTDOWN_GRACE_MS: 'soon' })).toEqual({
      drainMs: 0,
      graceMs: 10_000,
    });
  });
});
