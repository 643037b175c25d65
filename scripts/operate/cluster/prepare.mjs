// What the cluster needs before it starts: Debian's PostgreSQL and nginx installed, the builds up to date, and its
// folder with the secrets generated on the first start.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dir, env, isRoot, log, root } from './settings.mjs';

// ── what is needed ────────────────────────────────────────────────────────────────────────────────────────
/** Installs PostgreSQL (scripts/build/ensure-deps.sh) and nginx (apt-get) when missing. */
export function ensureTools() {
  execSync('bash scripts/build/ensure-deps.sh --postgres', { cwd: root, stdio: 'inherit' });
  if (!existsSync('/usr/sbin/nginx')) {
    log('apt-get install nginx');
    const sudo = isRoot ? '' : 'sudo ';
    execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq nginx`, {
      stdio: 'inherit',
    });
  }
}

/** Newest modification time below the given paths (build output and dependencies skipped). */
const newest = (...paths) => {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (!s.isDirectory()) return void (max = Math.max(max, s.mtimeMs));
    for (const name of readdirSync(p)) {
      if (!['node_modules', 'dist', '.tsbuild'].includes(name)) walk(path.join(p, name));
    }
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
};
const builtAt = (file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0);

/** Builds each package whose sources are newer than its build. */
export function buildStale() {
  for (const [name, out, inputs] of [
    ['api', 'packages/api/dist/index.js', ['packages/api']],
    ['ui', 'packages/ui/dist/index.js', ['packages/ui']],
    ['app', 'packages/app/dist/index.html', ['packages/app', 'packages/ui/src', 'packages/api/src', 'vite.config.ts']],
    ['server', 'packages/server/dist/main.js', ['packages/server', 'packages/api/src']],
  ]) {
    // CLUSTER_BUILD=skip: serve what is built (e.g. while another package's build is broken mid-change).
    if (env.CLUSTER_BUILD === 'skip' || builtAt(out) >= newest(...inputs)) continue;
    log(`building ${name}`);
    // A production build whatever NODE_ENV the servers get (the check runs them with NODE_ENV=test; Vite would
    // then bundle React's development build).
    execSync(`npm run --silent build -w @insight/${name}`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'production' },
    });
  }
}

// ── the folder and the secrets, generated once ─────────────────────────────────────────────────────────────
/** Makes the cluster's folder and answers its secrets (JWT, XSRF, PostgreSQL's password), generated once. */
export function loadSecrets() {
  mkdirSync(dir, { recursive: true });
  // Traversable by the postgres user (PostgreSQL's data lives below), not listable by others.
  chmodSync(dir, 0o711);
  const secretsFile = path.join(dir, 'secrets.json');
  const secrets = existsSync(secretsFile)
    ? JSON.parse(readFileSync(secretsFile, 'utf8'))
    : {
        jwtSecret: randomBytes(48).toString('base64url'),
        xsrfSecret: randomBytes(48).toString('base64url'),
        postgresPassword: randomBytes(24).toString('base64url'),
      };
  writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(secretsFile, 0o600);
  return secrets;
}
