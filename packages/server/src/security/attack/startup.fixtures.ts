/**
 * What the startup files share (startup-sandbox, startup-trust-proxy, startup-files-logs-links): a real store's
 * settings, the configuration of an environment, and temporary folders.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { loadConfig, type ServerConfig } from '../../config.js';

/** Starting a server (migrations, seed) can take long on a busy machine. */
export const STARTUP_MS = 180_000;

export const REAL_STORE = {
  FOXYCART_URL: 'https://insight.foxycart.com',
  FOXYCART_SECRET: 'real-secret',
  FOXYCART_WEBHOOK_KEY: 'real-webhook-key',
  FOXYCART_STORE_ID: '4242',
};
export const REAL_STORE_CONFIG: Partial<ServerConfig> = {
  foxycartUrl: REAL_STORE.FOXYCART_URL,
  foxycartSecret: REAL_STORE.FOXYCART_SECRET,
  foxycartWebhookKey: REAL_STORE.FOXYCART_WEBHOOK_KEY,
  foxycartStoreId: REAL_STORE.FOXYCART_STORE_ID,
};

export const configOf = (env: Record<string, string>) =>
  loadConfig({ APP_URL: 'https://insight.example.com', ...env }, { persistSecrets: false });

/** A maker of temporary folders for the test file that calls it: they are removed after that file's tests. */
export function temporaryDirectories(): () => string {
  const temporaryDirs: string[] = [];
  const tempDir = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'insight-attack-'));
    temporaryDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
  });
  return tempDir;
}
