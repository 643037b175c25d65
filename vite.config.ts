import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Our own packages are always compiled from source inside this repository:
 * the app, the stories and every unit test see one copy of each.
 */
const alias = {
  '@insight/ui': here('./packages/ui/src/index.ts'),
  // Before '@insight/api': an alias also takes every path below its name.
  '@insight/api/testing': here('./packages/api/src/testing/index.ts'),
  '@insight/api': here('./packages/api/src/index.ts'),
};

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside every text file of the build, once, so the
 * server sends them as they are (@fastify/static preCompressed) and spends no CPU per request.
 */
function precompress(): Plugin {
  const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|vtt)$/i;
  let outDir = '';
  return {
    name: 'insight-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => TEXT.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** The prefetch map's file in the build, and the meta tag that tells the app where it is (lazy/prefetch.ts). */
const PREFETCH_MAP_FILE = 'assets/prefetch.json';
const PREFETCH_MAP_META = 'insight-prefetch-map';

/**
 * Writes the files each lazily loaded export needs beyond the first load to assets/prefetch.json, keyed by
 * export name (CompareScreen → its chunk and the shared chunks it imports), and names that file in index.html.
 * When the browser is idle the app reads it and fetches the likely next screens with <link rel="modulepreload">,
 * which downloads and compiles a module without running it: the next screen is ready, and the page the person
 * is on spends no main-thread time on it. The page itself names only what its first load runs. An export name
 * offered by two lazy chunks fails the build.
 */
function prefetchMap(): Plugin {
  let base = '/';
  return {
    name: 'insight-prefetch-map',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticGraph = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) staticGraph(imported, into);
        return into;
      };
      const firstLoad = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) staticGraph(chunk.fileName, firstLoad);
      const map: Record<string, string[]> = {};
      for (const chunk of chunks.filter((item) => item.isDynamicEntry)) {
        const files = [...staticGraph(chunk.fileName)].filter((file) => !firstLoad.has(file)).map((f) => `${base}${f}`);
        // A language's catalogue (a JSON module: its one export is `default`) is no screen: it has no place here.
        for (const name of chunk.exports.filter((exported) => exported !== 'default')) {
          if (map[name]) throw new Error(`Two lazy chunks export ${name}: the prefetch map cannot tell them apart.`);
          map[name] = files;
        }
      }
      this.emitFile({ type: 'asset', fileName: PREFETCH_MAP_FILE, source: JSON.stringify(map) });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { name: PREFETCH_MAP_META, content: `${base}${PREFETCH_MAP_FILE}` }, injectTo: 'head' },
      ],
    },
  };
}

export default defineConfig({
  // The app's build: packages/app/index.html → packages/app/dist.
  root: here('./packages/app'),
  publicDir: here('./packages/app/public'),
  plugins: [react(), prefetchMap(), precompress()],
  resolve: { alias },
  build: {
    outDir: here('./packages/app/dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // Everything the first screen needs in one file: left to itself, the bundler cut the modules the entry shares
    // with lazy screens into a dozen small files (14 requests, each compressed on its own): 172.7 KB gz and 151.2 KB
    // brotli for /login's first load. One file: 168.9 KB gz, 145.2 KB brotli, one request. Named index: since that
    // file awaits at its top level (packages/app/src/start/), the bundler names it after its group, not its entry,
    // and puts its runtime helpers (0.4 KB) in a file of their own.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/identity': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/assets/config.json': 'http://localhost:3000',
      '/assets/catalog': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
  test: {
    root: here('.'),
    // Two workers fit this machine's 2 cores (each server test file starts its own embedded database).
    maxWorkers: 2,
    // Worker threads, not child processes: no test changes the working directory or needs its own process,
    // and a thread starts and loads modules cheaper (the whole unit run: 134 s → 106 s here).
    pool: 'threads',
    // One project per package, each with the environment it runs in.
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          root: here('./packages/ui'),
          environment: 'happy-dom',
          // Each file in a VM context of a kept worker: a happy-dom window is made once per worker instead of once
          // per file (ui and app together: 130 s → 53 s here, environment 76 s → 4 s), every file still alone.
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [here('./packages/ui/src/test/setup.ts')],
          // Single components, but on a loaded machine (see the app project below).
          testTimeout: 30_000,
          // The type tests (src/**/*.test-d.tsx: expectTypeOf, @ts-expect-error) are not run here: they are in
          // packages/ui/tsconfig.json, so npm run typecheck (TypeScript 7) fails on a wrong one, and a second
          // type-check of the package by vitest (TypeScript 6) would find nothing more.
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: here('./packages/api'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          root: here('./packages/app'),
          environment: 'happy-dom',
          // As the ui project: a VM context per file in a kept worker.
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
          // Whole-app renders with typing: on two busy cores a journey-like test can pass 5 s, and one findBy may wait
          // 15 s (test/setup.ts).
          testTimeout: 60_000,
        },
      },
      {
        // The server's tests on a database: each file starts test servers (test/harness.ts) on PGlite, or on the
        // PostgreSQL of DATABASE_URL (npm test's PostgreSQL pass runs this project alone).
        extends: true,
        test: {
          name: 'server',
          root: here('./packages/server'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.pure.test.ts'],
          globalSetup: [here('./packages/server/src/test/pglite-template.ts')],
          // The files of a worker share their modules (loaded once, not once per file: the project 236 s → 170 s
          // here). Each file makes its own servers and databases; module state is what a process keeps anyway, so
          // no file may vi.mock a module (a mock would depend on which file came first; the ESLint rule below
          // refuses it) nor leave a change to process.env behind.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server's tests that do not use the run's database (*.pure.test.ts: parsers, scoring, pages, files; the
        // schema check's own in-memory PGlite): run once, never against PostgreSQL. No database global setup, so
        // the harness refuses to load here; tests/scripts/server-test-projects.test.ts checks each file's name
        // against what it loads.
        extends: true,
        test: {
          name: 'server-pure',
          root: here('./packages/server'),
          environment: 'node',
          include: ['src/**/*.pure.test.ts'],
          // As in the server project, where these files were: the scoring's property runs and the schema check's
          // migrations take seconds on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The repository's own tools (scripts/), e.g. the visual review report opened in Chromium.
        extends: true,
        test: {
          name: 'scripts',
          root: here('.'),
          environment: 'node',
          include: ['tests/scripts/**/*.test.ts'],
          // Each test runs a script in a child process: seconds on a loaded machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
