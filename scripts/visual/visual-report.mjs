// Writes the visual review report: one static HTML page listing every story by status (changed, new,
// missing baseline, removed, unchanged, no picture), with the baseline, the new image and the difference of each
// changed story, a slider to compare them, the count of differing pixels, a link to the story in the
// built Storybook and the command that approves it. Prints a summary, then the page's path as the
// last line. scripts/test/test-storybook.sh runs it after a run that fails or finds a difference;
// `npm run visual:report` runs it on demand.
//
//   node scripts/visual/visual-report.mjs [--results test-results] [--storybook storybook-static]
//                                  [--baselines tests/visual] [--received <dir>] [--skipped <dir>] [--out <dir>]
//
// The differ is pixelmatch with pngjs, the pair jest-image-snapshot itself compares with (both are
// installed with it): the counts here are the test runner's own, with its threshold. reg-cli and
// odiff-bin are not installed and this project adds no dependency for it.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import pngjs from 'pngjs';
import {
  defaultBaselines,
  defaultResults,
  keyOf,
  listImages,
  receivedDir,
  reportDir,
  root,
  skippedDir,
} from './visual-files.mjs';

const { PNG } = pngjs;

/** The test runner's comparison (.storybook/test-runner.ts): pixelmatch threshold 0.01. */
const THRESHOLD = 0.01;

const STATUSES = [
  ['changed', 'Changed', 'The new image differs from the baseline. Approve it if the change is meant.'],
  ['new', 'New', 'A story without a baseline: its first image, to approve.'],
  ['missing', 'Missing baseline', 'A story with neither a baseline nor a new image from this run.'],
  ['removed', 'Removed', 'A baseline whose story no longer exists: delete the file.'],
  ['unchanged', 'Unchanged', 'Drawn as its baseline.'],
  ['skipped', 'No picture', 'A story that opts out of the picture (parameters.visual.disable), with its reason.'],
];

const { values: options } = parseArgs({
  options: {
    results: { type: 'string' },
    storybook: { type: 'string' },
    baselines: { type: 'string' },
    received: { type: 'string' },
    skipped: { type: 'string' },
    out: { type: 'string' },
    index: { type: 'string' },
  },
});
const results = options.results ? path.resolve(options.results) : defaultResults;
const baselinesDir = options.baselines ? path.resolve(options.baselines) : defaultBaselines;
const newDir = options.received ? path.resolve(options.received) : receivedDir(results);
const skipDir = options.skipped ? path.resolve(options.skipped) : skippedDir(results);
const outDir = options.out ? path.resolve(options.out) : reportDir(results);
const storybookDir = path.resolve(options.storybook ?? process.env.SB_OUT ?? 'storybook-static');
const indexFile = options.index ? path.resolve(options.index) : path.join(storybookDir, 'index.json');

const started = performance.now();

/** The stories of the built Storybook (docs entries are not pictures): id → title › name. */
function readStories() {
  if (!existsSync(indexFile)) return undefined;
  const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
  return new Map(
    Object.values(entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => [entry.id, `${entry.title} › ${entry.name}`]),
  );
}

/** Pads a decoded PNG to width × height with transparent pixels (a story whose height changed). */
function padded(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++) png.data.copy(data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return data;
}

/** Compares two PNG files; writes the difference image and returns the count of differing pixels. */
function compare(baselineFile, newFile, diffFile) {
  const before = PNG.sync.read(readFileSync(baselineFile));
  const after = PNG.sync.read(readFileSync(newFile));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(padded(before, width, height), padded(after, width, height), diff.data, width, height, {
    threshold: THRESHOLD,
  });
  writeFileSync(diffFile, PNG.sync.write(diff));
  return { pixels, total: width * height, sizes: [before, after].map((png) => `${png.width}×${png.height}`) };
}

const stories = readStories();
const baselines = new Map(listImages(baselinesDir).map((image) => [keyOf(image), image]));
const received = new Map(listImages(newDir).map((image) => [keyOf(image), image]));
/** The stories the last run drew no picture of on purpose (the test runner writes <id>.txt with the reason). */
const skipped = new Map(
  (existsSync(skipDir) ? readdirSync(skipDir) : [])
    .filter((name) => name.endsWith('.txt'))
    .map((name) => [name.slice(0, -'.txt'.length), readFileSync(path.join(skipDir, name), 'utf8').trim()]),
);

// Every story gets a line in the desktop set (the folder itself); other sets (subfolders) list the
// stories they hold.
const keys = new Set([...baselines.keys(), ...received.keys(), ...(stories?.keys() ?? [])]);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(path.join(outDir, 'img'), { recursive: true });

const rows = [...keys].sort().map((key) => {
  const baseline = baselines.get(key);
  const image = received.get(key);
  const { set, id } = baseline ?? image ?? { set: '', id: key };
  const title = stories?.get(id);
  const row = { key, set, id, title };
  const copy = (from, kind) => {
    const file = `img/${key.replaceAll('/', '__')}.${kind}.png`;
    copyFileSync(from, path.join(outDir, file));
    return file;
  };
  if (baseline && image) {
    const diff = `img/${key.replaceAll('/', '__')}.diff.png`;
    return {
      ...row,
      status: 'changed',
      baseline: copy(baseline.file, 'baseline'),
      image: copy(image.file, 'new'),
      diff,
      ...compare(baseline.file, image.file, path.join(outDir, diff)),
    };
  }
  if (image) return { ...row, status: 'new', image: copy(image.file, 'new') };
  if (baseline && stories && !stories.has(id))
    return { ...row, status: 'removed', baseline: copy(baseline.file, 'baseline') };
  if (baseline) return { ...row, status: 'unchanged' };
  if (skipped.has(id)) return { ...row, status: 'skipped', reason: skipped.get(id) };
  return { ...row, status: 'missing' };
});

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const toStorybook = path.relative(outDir, storybookDir).split(path.sep).join('/');
const storyLink = (id) => `${toStorybook}/index.html?path=/story/${encodeURIComponent(id)}`;
const label = (row) => `${row.title ?? row.id}${row.set ? ` (${row.set})` : ''}`;
const approve = (row) => `npm run visual:approve -- ${row.key}`;
const anchor = (row) => `story-${row.key.replaceAll('/', '__')}`;

function figure(src, caption, alt) {
  return `<figure><figcaption>${caption}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(alt)}" loading="lazy"></a></figure>`;
}

function card(row) {
  const name = escape(label(row));
  const head = `<h3>${name}</h3>
    <p class="meta"><code>${escape(row.key)}</code>${
      row.status === 'removed' ? '' : ` · <a href="${escape(storyLink(row.id))}">Open the story in Storybook</a>`
    }</p>`;
  if (row.status === 'changed') {
    const share = ((100 * row.pixels) / row.total).toFixed(2);
    const sizes = row.sizes[0] === row.sizes[1] ? row.sizes[0] : `${row.sizes[0]} → ${row.sizes[1]}`;
    return `<article class="story" id="${escape(anchor(row))}" data-status="changed" data-story="${escape(row.key)}">${head}
    <p class="count"><strong>${row.pixels.toLocaleString('en')} pixels differ</strong> (${share} % of ${sizes})</p>
    <label class="slider">Baseline <input type="range" min="0" max="100" value="50" aria-label="Compare ${name}: baseline on the left, new image on the right"> New</label>
    <fieldset class="view"><legend>Show</legend>${[
      ['slider', 'Slider'],
      ['baseline', 'Baseline'],
      ['new', 'New'],
      ['diff', 'Difference'],
    ]
      .map(
        ([value, text]) =>
          `<label><input type="radio" name="view-${escape(row.key)}" value="${value}"${value === 'slider' ? ' checked' : ''}> ${text}</label>`,
      )
      .join(' ')}</fieldset>
    <div class="compare" data-view="slider" style="--split: 50%">
      <img src="${escape(row.baseline)}" alt="">
      <img class="after" src="${escape(row.image)}" alt="">
      <img class="diffimg" src="${escape(row.diff)}" alt="">
    </div>
    <div class="images">
      ${figure(row.baseline, 'Baseline', `Baseline of ${label(row)}`)}
      ${figure(row.image, 'New', `New image of ${label(row)}`)}
      ${figure(row.diff, 'Difference (red)', `Difference of ${label(row)}`)}
    </div>
    <p class="approve">Approve: <code>${escape(approve(row))}</code></p>
  </article>`;
  }
  if (row.status === 'new') {
    return `<article class="story" id="${escape(anchor(row))}" data-status="new" data-story="${escape(row.key)}">${head}
    <div class="images">${figure(row.image, 'New', `New image of ${label(row)}`)}</div>
    <p class="approve">Approve: <code>${escape(approve(row))}</code></p>
  </article>`;
  }
  if (row.status === 'removed') {
    return `<article class="story" id="${escape(anchor(row))}" data-status="removed" data-story="${escape(row.key)}">${head}
    <div class="images">${figure(row.baseline, 'Baseline', `Baseline of ${label(row)}`)}</div>
    <p class="approve">Remove: <code>git rm ${escape(path.relative(root, baselines.get(row.key).file))}</code></p>
  </article>`;
  }
  const reason = row.reason ? `: ${escape(row.reason)}` : '';
  return `<li class="story" data-status="${row.status}" data-story="${escape(row.key)}"><a href="${escape(storyLink(row.id))}">${name}</a>${reason}</li>`;
}

const counts = Object.fromEntries(STATUSES.map(([status]) => [status, rows.filter((r) => r.status === status).length]));
const sections = STATUSES.map(([status, heading, explanation]) => {
  const members = rows.filter((row) => row.status === status);
  const body =
    members.length === 0
      ? '<p class="none">None.</p>'
      : status === 'changed' || status === 'new' || status === 'removed'
        ? members.map(card).join('\n')
        : `<ul class="list">${members.map(card).join('\n')}</ul>`;
  return `<section id="${status}" aria-labelledby="${status}-heading">
  <h2 id="${status}-heading">${heading} <span class="n">${members.length}</span></h2>
  <p class="explain">${explanation}</p>
  ${body}
</section>`;
}).join('\n');

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${counts.changed} changed, ${counts.new} new</title>
<style>
  :root { color-scheme: light; --line: #d0d5dd; --ink: #1d2939; --muted: #475467; --accent: #1849a9; }
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: var(--ink); background: #f8f9fb; }
  header { padding: 16px 24px; background: #fff; border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 1; }
  header h1 { margin: 0 0 4px; font-size: 20px; }
  nav ul { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 0; padding: 0; list-style: none; }
  nav a { color: var(--accent); }
  main { padding: 8px 24px 48px; max-width: 1400px; }
  h2 { margin: 24px 0 0; font-size: 18px; }
  .n { display: inline-block; min-width: 1.6em; padding: 0 6px; border-radius: 999px; background: #eaecf0; font-size: 14px; text-align: center; }
  .explain, .meta, .none { color: var(--muted); margin: 4px 0; }
  .story { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  .story h3 { margin: 0; font-size: 16px; }
  .count { margin: 4px 0 8px; color: #b42318; }
  .compare { position: relative; width: fit-content; max-width: min(100%, 560px); border: 1px solid var(--line); background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .compare img { display: block; max-width: 100%; }
  .compare .after, .compare .diffimg { width: 100%; }
  .compare .diffimg { position: absolute; inset: 0; display: none; }
  .compare[data-view='baseline'] .after { display: none; }
  .compare[data-view='new'] .after { clip-path: none; }
  .compare[data-view='diff'] .diffimg { display: block; }
  .compare:not([data-view='slider'])::after { display: none; }
  .view { display: flex; gap: 12px; border: 0; padding: 0; margin: 0 0 8px; }
  .view legend { float: left; margin-right: 4px; color: var(--muted); }
  .story { scroll-margin-top: 100px; }
  .compare .after { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--split)); }
  .compare::after { content: ''; position: absolute; top: 0; bottom: 0; left: var(--split); border-left: 2px solid #d92d20; }
  .slider { display: flex; align-items: center; gap: 8px; margin: 6px 0 12px; color: var(--muted); }
  .slider input { width: min(480px, 60vw); }
  .images { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 12px; }
  figure { margin: 0; flex: 0 1 300px; max-width: 100%; }
  figcaption { font-weight: 600; font-size: 14px; }
  figure img { display: block; max-width: 100%; border: 1px solid var(--line); }
  .approve code, .meta code { background: #f2f4f7; padding: 1px 4px; border-radius: 4px; }
  ul.list { columns: 3 320px; padding-left: 20px; }
  ul.list .story { border: 0; padding: 0; margin: 0; background: none; }
  a:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
</style>
</head>
<body>
<header>
  <h1>Visual review</h1>
  <nav aria-label="Statuses"><ul>${STATUSES.map(
    ([status, heading]) => `<li><a href="#${status}">${heading}: ${counts[status]}</a></li>`,
  ).join('')}</ul></nav>
</header>
<main>
  <p class="explain">Written ${escape(new Date().toISOString().replace('T', ' ').slice(0, 16))} UTC${
    stories ? '' : ' (no built Storybook found: removed stories and missing baselines cannot be told)'
  }. Approve every change with <code>npm run visual:approve -- --all</code>.</p>
${sections}
</main>
<script>
  for (const story of document.querySelectorAll('.story[data-status="changed"]')) {
    const compare = story.querySelector('.compare');
    const show = (view) => {
      compare.dataset.view = view;
      story.querySelector('.view input[value="' + view + '"]').checked = true;
    };
    for (const radio of story.querySelectorAll('.view input')) radio.addEventListener('change', () => show(radio.value));
    const slider = story.querySelector('.slider input');
    slider.addEventListener('input', () => {
      compare.style.setProperty('--split', slider.value + '%');
      show('slider');
    });
  }
</script>
</body>
</html>
`;

const page = path.join(outDir, 'index.html');
writeFileSync(page, html);
const ms = Math.round(performance.now() - started);
console.log(
  `Visual review: ${STATUSES.map(([status, heading]) => `${counts[status]} ${heading.toLowerCase()}`).join(', ')} (${ms} ms)`,
);
for (const row of rows.filter((r) => r.status === 'changed'))
  console.log(`  changed  ${row.key}: ${row.pixels} pixels`);
for (const row of rows.filter((r) => r.status === 'new' || r.status === 'removed'))
  console.log(`  ${row.status.padEnd(8)} ${row.key}`);
const shown = path.relative(process.cwd(), page);
console.log(shown.startsWith('..') ? page : shown);
