// The built server as `npm run bench` starts it (scripts/bench/bench.mjs, scripts/bench/bench-server.mjs): a production
// start on loopback, on a fresh temporary data folder (or DATABASE_URL), with a never-contacted real store.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answersOk, waitUntil } from '../shared/wait-until.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The (never contacted) real store of a bench start: its webhook key signs the bench's own purchases. */
export const BENCH_STORE = {
  url: 'https://bench-store.foxycart.invalid',
  secret: 'bench-store-secret',
  webhookKey: 'bench-webhook-key',
  storeId: 'bench',
};

/** Starts packages/server/dist/main.js on 127.0.0.1:port; resolves once /healthz answers. */
export async function startBenchServer(port) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'insight-bench-'));
  const started = Date.now();
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: base,
      LOG_LEVEL: 'error',
      // A production start: no sandbox, so a (never contacted) real store with its three secrets.
      NODE_ENV: 'production',
      SANDBOX: 'off',
      FOXYCART_URL: BENCH_STORE.url,
      // The store's loader script is asked for on loopback and not found: the bench measures the app, not
      // FoxyCart's script (a real store's loader comes from cdn.foxycart.com).
      FOXYCART_CDN: `${base}/no-cart-loader`,
      FOXYCART_SECRET: BENCH_STORE.secret,
      FOXYCART_WEBHOOK_KEY: BENCH_STORE.webhookKey,
      FOXYCART_STORE_ID: BENCH_STORE.storeId,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const up = await waitUntil(() => child.exitCode !== null || answersOk(`${base}/healthz`)(), {
    withinMs: 90_000,
    everyMs: 100,
  });
  if (child.exitCode !== null || !up) {
    stop();
    throw new Error(
      child.exitCode !== null ? `the server exited with ${child.exitCode}` : 'the server did not start within 90 s',
    );
  }
  return { base, coldStartMs: Date.now() - started, stop };
}
