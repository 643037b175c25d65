/**
 * The secrets of tokens and XSRF cookies: from the environment, or generated once and kept on disk in a private
 * folder so that they survive a restart.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nonEmpty } from './config-parse.js';
import type { Env } from './config-types.js';

interface StoredSecrets {
  jwtSecret?: string;
  xsrfSecret?: string;
}

/**
 * Secrets not given by the environment are generated once and kept in DATA_DIR/secrets.json (mode 0600),
 * so that tokens and XSRF cookies survive a restart.
 */
export function loadOrCreateSecrets(dataDir: string, env: Env): { jwtSecret: string; xsrfSecret: string } {
  const fromEnv = { jwtSecret: nonEmpty(env.JWT_SECRET), xsrfSecret: nonEmpty(env.XSRF_SECRET) };
  if (fromEnv.jwtSecret && fromEnv.xsrfSecret) return { jwtSecret: fromEnv.jwtSecret, xsrfSecret: fromEnv.xsrfSecret };
  const file = path.join(dataDir, 'secrets.json');
  let stored: StoredSecrets = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    } catch {
      stored = {};
    }
  }
  const generated = {
    jwtSecret:
      typeof stored.jwtSecret === 'string' && stored.jwtSecret
        ? stored.jwtSecret
        : randomBytes(48).toString('base64url'),
    xsrfSecret:
      typeof stored.xsrfSecret === 'string' && stored.xsrfSecret
        ? stored.xsrfSecret
        : randomBytes(48).toString('base64url'),
  };
  if (generated.jwtSecret !== stored.jwtSecret || generated.xsrfSecret !== stored.xsrfSecret) {
    makePrivateDir(dataDir);
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    jwtSecret: fromEnv.jwtSecret ?? generated.jwtSecret,
    xsrfSecret: fromEnv.xsrfSecret ?? generated.xsrfSecret,
  };
}

/** Creates a folder readable by its owner only (0700); a folder we already have is made private too. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}
