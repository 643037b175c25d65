#!/usr/bin/env node
// Checks the BUILT @insight/ui (run `npm run build -w @insight/ui` first), as a consumer gets it:
//   1. publint is clean;
//   2. dist/index.js and dist/index.d.ts exist, one module per source module, and exactly the
//      modules that use React or styled-components start with 'use client'; dist/tokens.css and
//      dist/tokens.json hold every token of both themes, with the values the JS exports have;
//   3. a consumer that imports only Button, and one for each heavy component, bundled and minified,
//      fits its gzip budget (scripts/release/ui-size.mjs; the figures are printed), and so does a consumer
//      of every export;
//   4. a throwaway consumer in a temp folder imports the package by name, server-renders a GuideCard
//      and a PackageCard, raises a toast through createToaster, reads @insight/ui/tokens.json and
//      finds @insight/ui/tokens.css through the exports map, and type-checks against dist/*.d.ts.
//   6. examples/field-notes, a product that is not Insight, builds with three components within their
//      budgets (scripts/release/check-consumer-app.mjs);
//   5. the pending changesets are well-formed and cover the package's changes (scripts/release/check-changesets.mjs).
// 3, 4 and 6 (what a consumer gets: a minute of bundling) are skipped when what they read is what the last passing
// run read: the built package, its package.json, examples/field-notes, these scripts, package-lock.json and Node.
// That run's fingerprint is kept in node_modules/.cache/insight/ (not in git): a clean clone has none, and CI (CI
// set) never skips, so there they always run. UI_PACKAGE_CHECK=full runs them anyway.
// Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createConsumer, EXPORT_BUDGETS, formatSize, measureExport } from './ui-size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
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
for (const file of ['index.js', 'index.d.ts', 'tokens.css', 'tokens.json']) {
  if (existsSync(join(dist, file))) ok(`dist/${file} exists`);
  else fail(`dist/${file} is missing (run npm run build -w @insight/ui)`);
}
if (failed) process.exit(1);

const sources = readdirSync(join(pkgDir, 'src'), { recursive: true }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$|^test\/|\/index\.ts$/.test(file),
);
// A module that only declares types (internal/vocabulary.ts) has declarations and no JavaScript.
const typesOnly = (file) =>
  !/^export (?!type |interface )|^export \{(?!\s*type )/m.test(readFileSync(join(pkgDir, 'src', file), 'utf8'));
const missing = sources.flatMap((file) =>
  (typesOnly(file) ? ['.d.ts'] : ['.js', '.d.ts'])
    .map((ext) => file.replace(/\.tsx?$/, ext))
    .filter((out) => !existsSync(join(dist, out))),
);
if (missing.length === 0) ok(`dist: a module and its declarations per source module (${sources.length})`);
else fail(`dist: missing ${missing.join(', ')}`);
const modules = readdirSync(dist, { recursive: true }).filter((file) => file.endsWith('.js'));
const directives = modules.map((file) => {
  const code = readFileSync(join(dist, file), 'utf8');
  return {
    file,
    client: /^["']use client["'];/.test(code),
    usesReact: /from "(react|react-dom|styled-components)(\/[^"]*)?";/.test(code),
  };
});
const wrong = directives
  .filter((m) => m.client !== m.usesReact)
  .map((m) => `${m.file} (${m.client ? 'has' : 'lacks'} it)`);
const clients = directives.filter((m) => m.client).length;
if (wrong.length === 0)
  ok(`dist: 'use client' on the ${clients} modules that use React, on none of the other ${modules.length - clients}`);
else fail(`dist: 'use client' wrong on ${wrong.join(', ')}`);

// The token files agree with the built JS they were generated beside.
const distModule = (file) => import(pathToFileURL(join(dist, file)).href);
const { tokens } = await distModule('tokens/tokens.js');
const { themes } = await distModule('tokens/themes.js');
const { cssVarName } = await distModule('tokens/vars.js');
const json = JSON.parse(readFileSync(join(dist, 'tokens.json'), 'utf8'));
if (isDeepStrictEqual(json, { tokens, themes })) ok('dist/tokens.json: the tokens and both themes, as the JS exports');
else fail('dist/tokens.json differs from the tokens and themes of dist/tokens/*.js');
/** The declarations of each rule of a flat style sheet (one @media level), by selector. */
const rulesOf = (css) => {
  const rules = new Map();
  for (const [, prelude, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
    );
    rules.set(
      prelude
        .replace(/^@media[^{]*\{/, '')
        .replace(/\s+/g, ' ')
        .trim(),
      declarations,
    );
  }
  return rules;
};
const declared = (groups) =>
  Object.fromEntries(
    Object.entries(groups).flatMap(([group, values]) =>
      Object.entries(values).map(([name, value]) => [cssVarName(group, name), value]),
    ),
  );
const css = readFileSync(join(dist, 'tokens.css'), 'utf8');
const sheet = rulesOf(css);
const expected = new Map([
  [':root', declared(tokens)],
  [
    "[data-insight-theme='light'], [data-insight-theme='auto']",
    { 'color-scheme': 'light', ...declared({ color: themes.light }) },
  ],
  ["[data-insight-theme='dark']", { 'color-scheme': 'dark', ...declared({ color: themes.dark }) }],
  ["[data-insight-theme='auto']", { 'color-scheme': 'dark', ...declared({ color: themes.dark }) }],
]);
const cssWrong = [...expected].filter(([selector, want]) => !isDeepStrictEqual(sheet.get(selector), want));
if (cssWrong.length === 0 && sheet.size === expected.size && /@media \(prefers-color-scheme: dark\)/.test(css))
  ok(
    `dist/tokens.css: every token on :root, both themes by data-insight-theme (${Object.keys(declared(tokens)).length} tokens)`,
  );
else fail(`dist/tokens.css: wrong or missing ${cssWrong.map(([selector]) => selector).join(', ') || 'rules'}`);

// 3, 4 and 6 read only these: when they are as the last passing run found them, that run's answer stands.
const FINGERPRINT = join(root, 'node_modules/.cache/insight/ui-package-consumers.sha256');
const filesUnder = (folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => statSync(file).isFile());
function consumerInputs() {
  const hash = createHash('sha256').update(`node ${process.version}\0`);
  const files = [
    ...filesUnder(dist),
    ...filesUnder(join(root, 'examples/field-notes')),
    join(pkgDir, 'package.json'),
    join(root, 'package-lock.json'),
    ...['check-ui-package.mjs', 'check-consumer-app.mjs', 'ui-size.mjs'].map((file) =>
      join(root, 'scripts/release', file),
    ),
  ].sort();
  for (const file of files)
    hash
      .update(`${relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}
const inputs = consumerInputs();
const consumersSkipped =
  !process.env.CI &&
  process.env.UI_PACKAGE_CHECK !== 'full' &&
  existsSync(FINGERPRINT) &&
  readFileSync(FINGERPRINT, 'utf8').trim() === inputs;

// 3 and 4: throwaway consumers
if (consumersSkipped) {
  console.log(
    `  – the size budgets, the throwaway consumer and the consumer app (3, 4, 6): skipped, the built package and what they read are as at their last passing run (${relative(root, FINGERPRINT)}; UI_PACKAGE_CHECK=full runs them)`,
  );
} else {
  const { dir: temp, dispose } = createConsumer();
  try {
    for (const [name, budget] of Object.entries(EXPORT_BUDGETS)) {
      const { raw, gzip } = await measureExport(temp, name);
      const what = name === '*' ? 'every export' : `only ${name}`;
      const line = `a consumer of ${what}: ${formatSize(raw)} min, ${formatSize(gzip)} gzip (${gzip} B; budget ${budget} B)`;
      if (gzip <= budget) ok(line);
      else fail(`${line}: over budget`);
    }

    writeFileSync(
      join(temp, 'consumer.mjs'),
      `import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GuideCard, PackageCard, createToaster, TOAST_DEFAULTS, themes, tokens } from '@insight/ui';
import tokenJson from '@insight/ui/tokens.json' with { type: 'json' };

assert.deepEqual(tokenJson, { tokens, themes });
const tokenCss = readFileSync(fileURLToPath(import.meta.resolve('@insight/ui/tokens.css')), 'utf8');
assert.match(tokenCss, new RegExp('--insight-color-primary: ' + themes.dark.primary + ';'));

const card = renderToString(
  createElement(GuideCard, { name: 'Career Guide', ribbon: { label: 'Career', tone: 'critical' }, purchased: false, price: 19.99, cartLink: '/cart', onOverview() {} }),
);
assert.match(card, /Career Guide/);
assert.match(card, />Career</, 'the ribbon shows its label');
assert.match(card, /Only \\$19\\.99/);
assert.match(card, /Add to Cart/);

const pack = renderToString(
  createElement(PackageCard, { name: 'Complete', ribbon: { label: 'Sports', tone: 'success' }, price: 25, description: '<p>All <b>guides</b></p><script>x()</script>', cartLink: '/c' }),
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
      ok('consumer: server-rendered GuideCard and PackageCard, raised a toast, read tokens.json and tokens.css');
    else fail(`consumer:\n${consumer.stdout}${consumer.stderr}`);

    // The declarations a consumer's TypeScript reads.
    writeFileSync(
      join(temp, 'types.tsx'),
      `import { GuideCard, createToaster, type Notifier } from '@insight/ui';
const notifier: Notifier = createToaster();
notifier.error('Failed');
export const card = <GuideCard name="x" ribbon={{ label: 'Sports', tone: 'success' }} purchased onView={() => {}} />;
// @ts-expect-error a ribbon's tone is the design system's word for a meaning, not a colour
export const bad = <GuideCard name="x" ribbon={{ label: 'x', tone: 'red' }} purchased onView={() => {}} />;
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
    dispose();
  }
}

// 5. the release notes: pending changesets well-formed and covering every change since the last version
console.log('changesets');
const changesets = spawnSync(process.execPath, [join(root, 'scripts/release/check-changesets.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (changesets.status !== 0) fail('changesets: see above');

// 6. a product that is not Insight, built with three components (examples/field-notes)
if (!consumersSkipped) {
  console.log('a consumer app');
  const fieldNotes = spawnSync(process.execPath, [join(root, 'scripts/release/check-consumer-app.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (fieldNotes.status !== 0) fail('consumer app: see above');
}

if (failed) {
  console.log('@insight/ui package check failed');
  process.exit(1);
}
if (!consumersSkipped) {
  mkdirSync(dirname(FINGERPRINT), { recursive: true });
  writeFileSync(FINGERPRINT, `${inputs}\n`);
}
console.log('@insight/ui package check passed');
