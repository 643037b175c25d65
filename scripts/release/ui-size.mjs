#!/usr/bin/env node
// What an app pays for one export of the BUILT @insight/ui (run `npm run build -w @insight/ui`
// first): a throwaway consumer that imports only that export is bundled by Vite (Rolldown) and
// minified, with react, react-dom and styled-components left external (the app has them anyway) and
// dompurify bundled (it comes with the package); the figure is the gzip size of that bundle.
// `node scripts/release/ui-size.mjs [Export …]` prints the figures; scripts/release/check-ui-package.mjs holds them
// to the budgets below. No network, nothing installed: the consumer links the repository's copies.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * Gzip budgets in bytes (level 9) of a consumer that imports only this export: about 15% above the
 * figure measured when the build became tree-shakable (in the comments; before it, every one of
 * them was the whole package, ~30,100 B). `*` is a consumer of every export.
 */
export const EXPORT_BUDGETS = {
  Button: 3_100, // 2,667 B
  ButtonLink: 3_000, // 2,634 B
  Text: 1_900, // 1,622 B
  Heading: 1_700, // 1,397 B
  Fieldset: 1_800, // 1,568 B
  Modal: 6_400, // 5,689 B with the locale's strings from InsightProvider; 4,606 B before
  Toaster: 5_400, // 4,741 B with the percentile components' locale words (4,406 B before); 4,182 B with the locale's strings; 3,279 B before
  createToaster: 1_300, // 1,099 B
  Header: 5_300, // 4,635 B with the tools slot, the bell icon and the notification words; 4,348 B before
  NotificationBell: 5_700, // 4,979 B
  Switch: 4_100, // 3,552 B
  TraitChart: 4_900, // 4,372 B with nine markers, Intl scores and strings; 3,065 B before
  PercentileBar: 5_700, // 4,971 B
  FacetList: 6_900, // 5,976 B (PercentileBar, ExpandableText and Heading inside)
  HistorySparkline: 4_200, // 3,630 B
  GroupChooser: 5_300, // 4,611 B (Fieldset and RadioGroup inside)
  PackageCard: 18_800, // 16,374 B with the percentile components' locale words (16,039 B before), ~11,500 B of it dompurify
  '*': 51_800, // 45,006 B with the four percentile components (41,393 B before); 40,666 B with NotificationBell and Switch
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/];

/**
 * A temp folder whose node_modules links the package (by name, so its `exports` map is what
 * resolves) and the peers and types a consumer brings. Remove it with `dispose()`.
 */
export function createConsumer() {
  const dir = mkdtempSync(join(tmpdir(), 'insight-ui-consumer-'));
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@insight'), { recursive: true });
  symlinkSync(join(root, 'packages/ui'), join(modules, '@insight/ui'), 'dir');
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
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Bundles, minified, a consumer of `name` (or of everything, for `*`); returns its sizes in bytes. */
export async function measureExport(consumerDir, name) {
  const file = name === '*' ? 'size-all.js' : `size-${name}.js`;
  writeFileSync(
    join(consumerDir, file),
    name === '*'
      ? `import * as ui from '@insight/ui';\nconsole.log(ui);\n`
      : `import { ${name} } from '@insight/ui';\nconsole.log(${name});\n`,
  );
  const output = await build({
    configFile: false,
    envDir: false,
    root: consumerDir,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: join(consumerDir, file), formats: ['es'], fileName: 'consumer' },
      // Library mode keeps whitespace in ES output; an app's build minifies it all.
      rolldownOptions: { external, output: { minify: true } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  const code = chunks.map((c) => c.code).join('\n');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

export const formatSize = (n) => `${(n / 1024).toFixed(1)} kB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(EXPORT_BUDGETS);
  const consumer = createConsumer();
  try {
    for (const name of names) {
      const { raw, gzip } = await measureExport(consumer.dir, name);
      console.log(
        `${name.padEnd(16)} ${formatSize(raw).padStart(9)} min  ${formatSize(gzip).padStart(8)} gzip (${gzip} B)`,
      );
    }
  } finally {
    consumer.dispose();
  }
}
