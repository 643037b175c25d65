#!/usr/bin/env node
// Checks the BUILT @insight/ui (run `npm run build -w @insight/ui` first), as a consumer gets it:
//   1. publint is clean;
//   2. dist/index.js and dist/index.d.ts exist;
//   3. dist/index.js fits the gzip size budget (the figure is printed);
//   4. a throwaway consumer in a temp folder imports the package by name, server-renders a GuideCard
//      and a PackageCard, raises a toast through createToaster, and type-checks against dist/*.d.ts.
// Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzip budget of dist/index.js in bytes: about 20% above the 0.1.0 figure (27,785 B, gzip level 9). */
export const GZIP_BUDGET = 33_500;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = join(root, 'packages/ui');
const dist = join(pkgDir, 'dist');
let failed = false;
const ok = (msg) => console.log(`  ✓ ${msg}`);
const fail = (msg) => {
  failed = true;
  console.log(`  ✗ ${msg}`);
};
const run = (cmd, args, cwd = root) => spawnSync(cmd, args, { cwd, encoding: 'utf8' });

console.log('@insight/ui package check');

// 1. publint
const lint = run(join(root, 'node_modules/.bin/publint'), ['packages/ui']);
const lintOut = `${lint.stdout}${lint.stderr}`;
if (lint.status === 0 && /All good/.test(lintOut)) ok('publint: all good');
else fail(`publint:\n${lintOut}`);

// 2. the built files
for (const file of ['index.js', 'index.d.ts']) {
  if (existsSync(join(dist, file))) ok(`dist/${file} exists`);
  else fail(`dist/${file} is missing (run npm run build -w @insight/ui)`);
}
if (failed) process.exit(1);

// 3. size
const js = readFileSync(join(dist, 'index.js'));
const gzip = gzipSync(js, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const line = `dist/index.js: ${kb(js.length)} raw, ${kb(gzip)} gzip (${gzip} B; budget ${GZIP_BUDGET} B)`;
if (gzip <= GZIP_BUDGET) ok(line);
else fail(`${line}: over budget`);

// 4. a throwaway consumer
const temp = mkdtempSync(join(tmpdir(), 'insight-ui-consumer-'));
try {
  const modules = join(temp, 'node_modules');
  mkdirSync(join(modules, '@insight'), { recursive: true });
  symlinkSync(pkgDir, join(modules, '@insight/ui'), 'dir');
  for (const dep of [
    'react',
    'react-dom',
    'styled-components',
    '@types/react',
    '@types/react-dom',
    '@types/node',
    'undici-types',
  ]) {
    mkdirSync(dirname(join(modules, dep)), { recursive: true });
    symlinkSync(join(root, 'node_modules', dep), join(modules, dep), 'dir');
  }
  writeFileSync(join(temp, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  writeFileSync(
    join(temp, 'consumer.mjs'),
    `import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { GuideCard, PackageCard, createToaster, TOAST_DEFAULTS } from '@insight/ui';

const card = renderToString(
  createElement(GuideCard, { name: 'Career Guide', type: 'career', purchased: false, price: 19.99, cartLink: '/cart', onOverview() {} }),
);
assert.match(card, /Career Guide/);
assert.match(card, /Only \\$19\\.99/);
assert.match(card, /Add to Cart/);

const pack = renderToString(
  createElement(PackageCard, { name: 'Complete', type: 'sports', price: 25, description: '<p>All <b>guides</b></p><script>x()</script>', cartLink: '/c' }),
);
assert.match(pack, /\\$25/);
assert.match(pack, /All guides/);
assert.doesNotMatch(pack, /script/);

assert.equal(TOAST_DEFAULTS.timeOut, 5000);
const toaster = createToaster({ position: 'top-center', preventDuplicates: true });
let changes = 0;
toaster.subscribe(() => changes++);
const toast = toaster.success('Password has been reset. Please login.');
assert.ok(toast);
assert.equal(toaster.info('Password has been reset. Please login.'), null, 'duplicates are prevented');
assert.deepEqual(toaster.getSnapshot().map((t) => [t.type, t.state, t.message]), [['success', 'inactive', 'Password has been reset. Please login.']]);
await new Promise((r) => setTimeout(r, 100));
assert.equal(toaster.getSnapshot()[0].state, 'active');
assert.ok(toaster.getSnapshot()[0].progress < 100, 'the progress bar moves');
toaster.clear();
assert.equal(toaster.getSnapshot()[0].state, 'removed');
assert.ok(changes > 2);
toaster.dispose();
console.log('consumer ok');
`,
  );
  const consumer = run(process.execPath, ['consumer.mjs'], temp);
  if (consumer.status === 0 && consumer.stdout.includes('consumer ok'))
    ok('consumer: server-rendered GuideCard and PackageCard, raised a toast');
  else fail(`consumer:\n${consumer.stdout}${consumer.stderr}`);

  // The declarations a consumer's TypeScript reads.
  writeFileSync(
    join(temp, 'types.tsx'),
    `import { GuideCard, createToaster, type Notifier } from '@insight/ui';
const notifier: Notifier = createToaster();
notifier.error('Failed');
export const card = <GuideCard name="x" type="sports" purchased onView={() => {}} />;
// @ts-expect-error the guide type is a closed union
export const bad = <GuideCard name="x" type="chess" purchased onView={() => {}} />;
`,
  );
  writeFileSync(
    join(temp, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
        lib: ['ES2023', 'DOM'],
      },
      files: ['types.tsx'],
    }),
  );
  const tsc = run(process.execPath, [join(root, 'node_modules/typescript7/bin/tsc'), '-p', temp], temp);
  if (tsc.status === 0) ok('consumer: type-checks against dist/*.d.ts');
  else fail(`consumer types:\n${tsc.stdout}${tsc.stderr}`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}

if (failed) {
  console.log('@insight/ui package check failed');
  process.exit(1);
}
console.log('@insight/ui package check passed');
