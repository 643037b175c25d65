// The JavaScript a first visit downloads before the app can run: the module scripts and module preloads of the
// built index.html (not config.json's preload), each gzipped at level 9. One reading for the bench
// (scripts/bench/bench.mjs) and the budget step of npm test (scripts/release/check-app-budget.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first-load files of the build in `dist` (paths relative to it), and their gzip sizes in bytes. */
export function firstLoadOf(dist) {
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const tags = [...indexHtml.matchAll(/<(script|link)\b[^>]*>/g)].map(([tag, name]) => ({ tag, name }));
  const files = [
    ...new Set(
      tags
        .filter(({ tag, name }) => name === 'script' || /\brel="modulepreload"/.test(tag))
        .map(({ tag }) => /\b(?:src|href)="\/?(assets\/[^"]+\.js)"/.exec(tag)?.[1])
        .filter(Boolean),
    ),
  ];
  const sizes = files.map((file) => ({ file, gzip: gzipSize(dist, file) }));
  return { files, sizes, gzip: sizes.reduce((n, s) => n + s.gzip, 0) };
}

/** The gzip size (level 9) of one file of the build. */
export const gzipSize = (dist, file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
