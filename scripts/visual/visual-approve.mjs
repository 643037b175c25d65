// Approves visual changes: moves the new image the last Storybook test run drew for a story
// (test-results/visual-received/<set>/<id>.png) over its baseline (tests/visual/<set>/<id>.png),
// and does nothing else. Refuses under CI: baselines are written on a developer's machine only.
//
//   npm run visual:approve -- <story-id> [<story-id>…]   one story (in every set that has a new image
//                                                          of it), or `<set>/<story-id>` for one set
//   npm run visual:approve -- --all                       every new image of the last run
//   options: --results <dir> (default test-results, or VISUAL_RESULTS), --baselines <dir>
import { copyFileSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  STORY_ID,
  defaultBaselines,
  defaultResults,
  keyOf,
  listImages,
  receivedDir,
  root,
  underCi,
} from './visual-files.mjs';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const { values: options, positionals: wanted } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    results: { type: 'string' },
    baselines: { type: 'string' },
  },
});

if (underCi())
  fail('visual:approve refuses to run under CI: baselines are approved on a developer machine and committed.');
if (options.all === wanted.length > 0) {
  fail('Usage: npm run visual:approve -- <story-id> [<story-id>…]   or   npm run visual:approve -- --all');
}
for (const id of wanted) {
  const [set, story] = id.includes('/')
    ? [id.slice(0, id.lastIndexOf('/')), id.slice(id.lastIndexOf('/') + 1)]
    : ['', id];
  const setOk = set === '' || set.split('/').every((part) => STORY_ID.test(part));
  if (!setOk || !STORY_ID.test(story)) fail(`Not a story id: ${JSON.stringify(id)} (e.g. components-button--primary)`);
}

const results = options.results ? path.resolve(options.results) : defaultResults;
const baselines = options.baselines ? path.resolve(options.baselines) : defaultBaselines;
const images = listImages(receivedDir(results));

const chosen = options.all
  ? images
  : images.filter((image) => wanted.some((id) => id === image.id || id === keyOf(image)));
const unmatched = wanted.filter((id) => !images.some((image) => id === image.id || id === keyOf(image)));
if (unmatched.length > 0) {
  const available = images.map(keyOf).join(', ') || 'none';
  fail(
    `No new image for ${unmatched.join(', ')} in ${path.relative(root, receivedDir(results))} ` +
      `(run the Storybook tests first; new images there: ${available}). Nothing was approved.`,
  );
}
if (chosen.length === 0) fail(`No new images in ${path.relative(root, receivedDir(results))}: nothing to approve.`);

for (const image of chosen) {
  const target = path.join(baselines, image.set, `${image.id}.png`);
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    renameSync(image.file, target);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    copyFileSync(image.file, target);
    rmSync(image.file);
  }
  console.log(`approved ${keyOf(image)} → ${path.relative(root, target)}`);
}
console.log(`${chosen.length} baseline(s) replaced; review them with git diff --stat and commit them.`);
