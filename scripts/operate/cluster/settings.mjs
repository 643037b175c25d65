// The cluster's settings, read from the environment once (cluster.mjs's header says what each means), and the
// cluster's own log line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const env = process.env;
const int = (name, fallback) => {
  const n = Number(env[name]);
  return env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
};
export const size = int('CLUSTER_SIZE', 2);
export const port = int('CLUSTER_PORT', 8080);
export const basePort = int('CLUSTER_BASE_PORT', 3201);
export const pgPort = int('CLUSTER_PG_PORT', 15433);
export const metricsBasePort = env.CLUSTER_METRICS_PORT === 'off' ? undefined : int('CLUSTER_METRICS_PORT', 9401);
export const dir = path.resolve(env.CLUSTER_DIR || path.join(root, '.cluster'));
export const appUrl = (env.CLUSTER_APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
export const isRoot = process.getuid?.() === 0;
export const log = (text) => console.log(`› cluster: ${text}`);
