// npm start: install what is missing, build what is stale, then serve the product on one port.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

/** Newest modification time of any file below the given paths (skipping build output). */
const newest = (...paths) => {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name === '.tsbuild') continue;
        walk(path.join(p, name));
      }
    } else max = Math.max(max, s.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
};
const builtAt = (file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0);

run('bash scripts/build/ensure-deps.sh');

const steps = [
  {
    name: 'api',
    out: 'packages/api/dist/index.js',
    inputs: ['packages/api'],
    cmd: 'npm run --silent build -w @insight/api',
  },
  {
    name: 'ui',
    out: 'packages/ui/dist/index.js',
    inputs: ['packages/ui'],
    cmd: 'npm run --silent build -w @insight/ui',
  },
  {
    name: 'app',
    out: 'packages/app/dist/index.html',
    inputs: ['packages/app', 'packages/ui/src', 'packages/api/src', 'vite.config.ts'],
    cmd: 'npm run --silent build -w @insight/app',
  },
  {
    name: 'server',
    out: 'packages/server/dist/main.js',
    inputs: ['packages/server', 'packages/api/src'],
    cmd: 'npm run --silent build -w @insight/server',
  },
];
for (const step of steps) {
  if (builtAt(step.out) >= newest(...step.inputs)) {
    console.log(`› ${step.name}: up to date`);
    continue;
  }
  console.log(`› building ${step.name}`);
  run(step.cmd);
}

const env = { DATA_DIR: path.join(root, 'data'), ...process.env };
const server = spawn(process.execPath, ['packages/server/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
