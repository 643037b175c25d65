#!/usr/bin/env node
// Builds examples/field-notes, a product that is not Insight, against the BUILT @insight/ui, as
// another team would (run `npm run build -w @insight/ui` first):
//   0. it type-checks, strict, against the package's declarations;
//   1. a Vite app build succeeds (react, react-dom and styled-components bundled, as an app ships them);
//   2. its code with react, react-dom and styled-components left out, minified and gzipped, fits the sum
//      of the per-export budgets of the components it imports (scripts/release/ui-size.mjs);
//   3. server-rendered, it shows its own name and navigation and no Insight text.
// Exits non-zero on any failure. Run by scripts/release/check-ui-package.mjs, so by `npm test`.
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { createConsumer, EXPORT_BUDGETS, formatSize } from './ui-size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const example = join(root, 'examples/field-notes');
let failed = false;
const ok = (msg) => console.log(`  ✓ ${msg}`);
const fail = (msg) => {
  failed = true;
  console.log(`  ✗ ${msg}`);
};

// What it imports from the package, read from its source: only these may count against the budgets.
const imported = [
  ...new Set(
    [...readFileSync(join(example, 'src/App.tsx'), 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'@insight\/ui'/g)]
      .flatMap((match) => match[1].split(','))
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  ),
];
const components = imported.filter((name) => name !== 'InsightProvider');
const unbudgeted = components.filter((name) => !(name in EXPORT_BUDGETS));
if (components.length !== 3)
  fail(`field-notes imports ${components.length} components (${components.join(', ')}), not 3`);
if (unbudgeted.length > 0) fail(`field-notes imports components without a per-export budget: ${unbudgeted.join(', ')}`);
const budget = components.reduce((sum, name) => sum + (EXPORT_BUDGETS[name] ?? 0), 0);

const { dir, dispose } = createConsumer();
try {
  cpSync(example, dir, { recursive: true });
  mkdirSync(join(dir, 'node_modules/@fontsource'), { recursive: true });
  symlinkSync(join(root, 'node_modules/@fontsource/inter'), join(dir, 'node_modules/@fontsource/inter'), 'dir');
  // 0. it type-checks against the package's declarations (dist/*.d.ts), strict
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: ['node'],
        lib: ['ES2023', 'DOM'],
      },
      include: ['src'],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript7/bin/tsc'), '-p', dir], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (tsc.status === 0) ok('field-notes type-checks against dist/*.d.ts');
  else fail(`field-notes types:\n${tsc.stdout}${tsc.stderr}`);
  const common = { configFile: false, envDir: false, root: dir, logLevel: 'silent', plugins: [react()] };

  // 1. the app build
  const app = await build({ ...common, build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022' } });
  const appChunks = (Array.isArray(app) ? app : [app]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  const appGzip = appChunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  ok(`field-notes builds as an app (react and styled-components included: ${formatSize(appGzip)} gzip)`);

  // 2. what it costs beyond react and styled-components
  const external = [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/];
  const lib = await build({
    ...common,
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: join(dir, 'src/App.tsx'), formats: ['es'], fileName: 'app' },
      rolldownOptions: { external, output: { minify: true } },
    },
  });
  const code = (Array.isArray(lib) ? lib : [lib])
    .flatMap((o) => o.output)
    .filter((o) => o.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
  const gzip = gzipSync(code, { level: 9 }).length;
  const line = `field-notes without react and styled-components: ${formatSize(gzip)} gzip (${gzip} B; budget ${budget} B, the sum of ${components.join(' + ')})`;
  if (gzip <= budget) ok(line);
  else fail(`${line}: over budget`);

  // 3. server-rendered: its own words, none of Insight's
  const ssr = await build({
    ...common,
    build: { ssr: join(dir, 'src/App.tsx'), outDir: join(dir, 'ssr'), target: 'node20', emptyOutDir: true },
  });
  void ssr;
  writeFileSync(
    join(dir, 'render.mjs'),
    `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from ${JSON.stringify(pathToFileURL(join(dir, 'ssr/App.js')).href)};
console.log(renderToString(createElement(App, { initialHash: '#/places' })));
`,
  );
  const rendered = spawnSync(process.execPath, ['render.mjs'], { cwd: dir, encoding: 'utf8' });
  if (rendered.status !== 0) fail(`field-notes server render:\n${rendered.stdout}${rendered.stderr}`);
  else {
    const text = rendered.stdout
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    const shows = ['Field Notes', 'Notes', 'Places', 'About'].every((word) => text.includes(word));
    if (!shows) fail(`field-notes server render lacks its own navigation: ${text.slice(0, 200)}`);
    else if (/insight/i.test(text)) fail(`field-notes shows Insight text: ${text.slice(0, 300)}`);
    else if (!/aria-current="page"[^>]*>Places|>Places<\/a>/.test(rendered.stdout))
      fail('field-notes: the Places link is not the current page');
    else ok('field-notes server-renders its own name and navigation (Places current) and no Insight text');
  }
} catch (error) {
  fail(`field-notes: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  dispose();
}
if (failed) process.exit(1);
