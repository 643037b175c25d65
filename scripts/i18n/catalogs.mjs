#!/usr/bin/env node
// The message catalogues (issue 38): one ICU catalogue per language in packages/api/lang/<language>.json.
// English is each message's defaultMessage in the code; FormatJS's own extractor writes it to lang/en.json, and
// FormatJS's own check compares every other language with it.
//
//   npm run i18n:extract   writes packages/api/lang/en.json from the code (after adding or changing a message)
//   npm run i18n:verify    every language has exactly English's keys, with the same placeholders
//
// npm test runs both checks (tests/scripts/i18n-catalogs.test.ts): a code change whose English was not extracted,
// a key missing in a language, a key nobody uses any more, or a placeholder lost in translation fails it.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  try {
    if (command === 'extract') console.log(`Wrote ${path.relative(ROOT, extract())}.`);
    else if (command === 'verify') {
      verify();
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
