#!/usr/bin/env node
// The message catalogues (issue 38): one ICU catalogue per language for the server (packages/api/lang, its mails and
// pages) and one for the app (packages/app/src/i18n/lang, every screen's words and the @insight/api messages screens show).
// The server's English is each message's defaultMessage in the code: FormatJS's own extractor writes it to
// lang/en.json, and FormatJS's own check compares every other language with it. The app's English is its text
// modules (i18n/sources.ts): the texts as the code holds them, a function's arguments as ICU's {0}, {1}
// (i18n/overlay.ts); FormatJS's check finds keys missing or left over, and the placeholders are compared here
// (English writes a count as {0} where a translation may choose a plural form with it).
//
//   npm run i18n:extract   writes both English catalogues from the code (after adding or changing a text)
//   npm run i18n:verify    every language has exactly English's keys, with the same placeholders
//
// npm test runs both checks (tests/scripts/i18n-catalogs.test.ts): a code change whose English was not extracted,
// a key missing in a language, a key nobody uses any more, or a placeholder lost in translation fails it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { build } from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LANG_DIR = path.join(ROOT, 'packages/api/lang');
export const SOURCE_LANGUAGE = 'en';
/** Where messages are declared (defineMessages): the server's sources, tests left out. */
export const SOURCES = ['packages/server/src/**/*.ts'];
export const IGNORED = ['**/*.test.ts', '**/test/**'];

const formatjs = path.join(ROOT, 'node_modules/.bin/formatjs');

/** Writes the English catalogue the code declares to `outFile`. */
export function extract(outFile = path.join(LANG_DIR, `${SOURCE_LANGUAGE}.json`)) {
  execFileSync(
    formatjs,
    [
      'extract',
      ...SOURCES,
      ...IGNORED.flatMap((glob) => ['--ignore', glob]),
      '--format',
      'simple',
      '--out-file',
      outFile,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return outFile;
}

/** FormatJS's check of the catalogues in `dir` against the English one; throws with its report when one fails. */
export function verify(dir = LANG_DIR) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name));
  return execFileSync(
    formatjs,
    ['verify', '--source-locale', SOURCE_LANGUAGE, '--missing-keys', '--extra-keys', '--structural-equality', ...files],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

export const APP_LANG_DIR = path.join(ROOT, 'packages/app/src/i18n/lang');

/** The app's English catalogue: its text modules read through i18n/overlay.ts (bundled for Node by esbuild). */
export async function appEnglish() {
  const work = mkdtempSync(path.join(tmpdir(), 'insight-app-catalogue-'));
  try {
    const entry = path.join(work, 'entry.ts');
    const app = path.join(ROOT, 'packages/app/src/i18n');
    writeFileSync(
      entry,
      `export { catalogueSources } from ${JSON.stringify(path.join(app, 'sources.ts'))};\n` +
        `export { englishCatalogue } from ${JSON.stringify(path.join(app, 'overlay.ts'))};\n`,
    );
    const outfile = path.join(work, 'entry.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      conditions: ['development'],
      packages: 'external',
      alias: { '@insight/api': path.join(ROOT, 'packages/api/src/index.ts') },
      logLevel: 'error',
    });
    const { catalogueSources, englishCatalogue } = await import(pathToFileURL(outfile).href);
    const english = englishCatalogue(catalogueSources);
    return Object.fromEntries(Object.entries(english).map(([key, text]) => [key, text.message]));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Writes the app's English catalogue to `outFile`. */
export async function extractApp(outFile = path.join(APP_LANG_DIR, `${SOURCE_LANGUAGE}.json`)) {
  const english = await appEnglish();
  const sorted = Object.fromEntries(
    Object.keys(english)
      .sort()
      .map((key) => [key, english[key]]),
  );
  writeFileSync(outFile, `${JSON.stringify(sorted, null, 2)}\n`);
  return outFile;
}

/** The names of a message's arguments ({0}, {count}), in plurals and selects too. */
function argumentsOf(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) names.add(element.value);
      if (element.options) for (const option of Object.values(element.options)) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...names].sort();
}

/**
 * The app's catalogues in `dir` against its English one: FormatJS's check of the keys, then each message parsed
 * (ICU MessageFormat) with exactly English's arguments. Throws with every fault found.
 */
export function verifyApp(dir = APP_LANG_DIR) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const faults = [];
  try {
    execFileSync(
      formatjs,
      [
        'verify',
        '--source-locale',
        SOURCE_LANGUAGE,
        '--missing-keys',
        '--extra-keys',
        ...files.map((f) => path.join(dir, f)),
      ],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    faults.push(String(error.stdout ?? '') + String(error.stderr ?? error.message));
  }
  const english = JSON.parse(readFileSync(path.join(dir, `${SOURCE_LANGUAGE}.json`), 'utf8'));
  for (const file of files.filter((name) => name !== `${SOURCE_LANGUAGE}.json`)) {
    const language = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    for (const [key, message] of Object.entries(language)) {
      if (!(key in english)) continue;
      let said;
      try {
        said = argumentsOf(message).join(', ');
      } catch (error) {
        faults.push(`${file}: ${key} is not ICU MessageFormat (${error.message})`);
        continue;
      }
      const expected = argumentsOf(english[key]).join(', ');
      if (said !== expected) faults.push(`${file}: ${key} has the placeholders [${said}], English has [${expected}]`);
    }
  }
  if (faults.length > 0) throw new Error(faults.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  try {
    if (command === 'extract') {
      console.log(`Wrote ${path.relative(ROOT, extract())}.`);
      console.log(`Wrote ${path.relative(ROOT, await extractApp())}.`);
    } else if (command === 'verify') {
      verify();
      verifyApp();
      console.log('Every language has exactly the English catalogue’s keys, with the same placeholders.');
    } else {
      console.error('usage: node scripts/i18n/catalogs.mjs extract|verify');
      process.exit(2);
    }
  } catch (error) {
    console.error(String(error.stdout ?? ''), String(error.stderr ?? error.message));
    process.exit(1);
  }
}
