// npm run bench: every performance figure of the product in one run, each against its target, as budgets
// and ratios (never a timed unit test). Needs a build (npm run build). Writes test-results/bench.json and
// exits non-zero when a budget is missed.
//   1. the app's JavaScript: first load and every lazy chunk (gzip), and what the server really sends (brotli)
//   2. Lighthouse (mobile; its CPU slowdown scaled to the project's machine class, 4 × benchmarkIndex / 1,300 and at
//      least 4) with Debian's chromium on /login, and on /home signed in as a person who bought and answered
//      (scripts/bench/bench-member.mjs)
//   3. the server under load (scripts/bench/bench-server.mjs) on PGlite, then on a throw-away PostgreSQL, with a page
//      of the full questionnaire (GET and POST of page 7) at 200 req/s offered
// Ratios to /healthz and to the stack's floor are printed so that a noisy machine can still be read.
// BENCH_SKIP=lighthouse,login,home,map,postgres,server skips parts (login, home, map: one page's rows; server: part 3; say so when
// you quote the figures). BENCH_PORT (3990) is the web server's port. APP_DIST measures and serves another build of
// the app than packages/app/dist (several people building in one tree overwrite each other's dist).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { firstLoadOf, gzipSize } from '../shared/first-load.mjs';
import { makeMember } from './bench-member.mjs';
import { root, startBenchServer } from './bench-server-process.mjs';

/** The Personal Map's report id (SPEC: the required purchase's guide). */
const PERSONAL_MAP_REPORT_ID = 1;
/**
 * The Personal Map's budgets: no slower than the short version's map before issue 35. Measured here on 2026-11-28
 * (median of 3, load 6–8): performance 24, FCP 3136 ms, LCP 4233 ms (runs 4233–6016), TBT 2870 ms (2870–5285), CLS
 * 0.774 (the guide's card arriving under the chart). With the full result (30 facets; load 3): performance 53, FCP
 * 2842 ms, LCP 4197 ms (4015–4202), TBT 1618 ms (1317–1618), CLS 0: the shift is gone, so its budget is now 0.05.
 * Issue 37 (/home and the map fast on a slow phone) lowers the others.
 */
const MAP_TARGETS = { performance: 24, lcp: 4300, tbt: 2900, cls: 0.05 };

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
/** react-dom + react-router + mobx + mobx-state-tree + styled-components + superstruct in an empty app. */
const STACK_FLOOR_KB = 125;

const results = [];
const record = (name, value, unit, target, ok) => results.push({ name, value, unit, target, ok });
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// 1. The app's JavaScript.
const dist = path.resolve(root, process.env.APP_DIST || 'packages/app/dist');
process.env.APP_DIST = dist;
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(2);
}
const { files: firstLoad, gzip: firstGz } = firstLoadOf(dist);
const allJs = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const gz = (file) => gzipSize(dist, file);
record('app JS first load, gzip', kb(firstGz), 'KB', '≤ 140', firstGz <= 140 * 1024);
record('  ratio to the stack floor (125 KB)', (firstGz / 1024 / STACK_FLOOR_KB).toFixed(2), '×', 'info', true);
const lazy = allJs.filter((f) => !firstLoad.includes(f)).map((f) => ({ f, size: gz(f) }));
const biggest = lazy.reduce((a, b) => (b.size > a.size ? b : a), { f: '(none)', size: 0 });
record(`largest lazy chunk, gzip (${lazy.length} chunks)`, kb(biggest.size), 'KB', '≤ 25', biggest.size <= 25 * 1024);
// The build precompresses every text asset of 1 KiB or more (smaller ones gain nothing).
const texts = readdirSync(path.join(dist, 'assets')).filter(
  (f) => /\.(js|css)$/.test(f) && statSync(path.join(dist, 'assets', f)).size >= 1024,
);
const missing = texts.filter((f) => !existsSync(path.join(dist, 'assets', `${f}.br`)));
record('text assets ≥ 1 KiB without a precompressed .br', missing.length, '', '= 0', missing.length === 0);

// 2 and 3 need the server; the first-load bytes on the wire are measured against it too.
/** Bytes on the wire (compressed, as sent) and the encoding of one GET. */
const wire = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });

/**
 * The machine class the Lighthouse targets are for: the project's own 2-core machine, whose Lighthouse
 * benchmarkIndex reads 1,300–1,900 (a mid-range phone is slower still). Lighthouse's mobile preset slows the CPU 4×;
 * on a faster machine the slowdown is scaled so that the run stands for this class (issue 37): 4 × benchmarkIndex /
 * 1,300, never less than 4. An unscaled figure from a faster machine would flatter the page.
 */
const CLASS_BENCHMARK_INDEX = 1300;
const MOBILE_CPU_SLOWDOWN = 4;

/**
 * This machine's benchmarkIndex, as Lighthouse measures it before a run: one short run of one audit on `url`, its
 * report thrown away (BENCH_BENCHMARK_INDEX gives it instead).
 */
function measureBenchmarkIndex(url) {
  if (process.env.BENCH_BENCHMARK_INDEX) return Number(process.env.BENCH_BENCHMARK_INDEX);
  const out = path.join(root, 'test-results', 'lighthouse', 'calibration.json');
  mkdirSync(path.dirname(out), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      execFileSync(
        path.join(root, 'node_modules/.bin/lighthouse'),
        [
          url,
          '--quiet',
          '--only-audits=viewport',
          '--output=json',
          `--output-path=${out}`,
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const index = JSON.parse(readFileSync(out, 'utf8')).environment?.benchmarkIndex;
      if (index > 0) return Math.round(index);
    } catch {
      // Run again (NO_NAVSTART on a busy machine).
    }
  }
  throw new Error('Lighthouse could not measure the benchmarkIndex of this machine.');
}

/** The CPU slowdown of every Lighthouse run (set once the server is up; BENCH_CPU_SLOWDOWN forces one). */
let cpuSlowdown = MOBILE_CPU_SLOWDOWN;

/**
 * Lighthouse (mobile defaults, the CPU slowdown scaled to the machine class) on `pathname`: the median run of BENCH_LH_RUNS (3; by performance score, then
 * LCP), as Lighthouse's own guidance on variability advises (one run on this shared machine moves by ±200 ms in
 * LCP and TBT), with all runs kept for their spread. A run Lighthouse itself reports as broken (NO_NAVSTART
 * happens here now and then) is run again, twice at most. Each run has a fresh browser and an empty cache; with
 * `currentUser`, that browser first gets the records a sign-in and an opened home gate leave in local storage (set on the origin's
 * /assets/config.json, where no app runs), which Lighthouse keeps (its storage reset leaves local storage).
 */
async function lighthouseMedian(base, pathname, { currentUser } = {}) {
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
  // The reports stay for reading (Lighthouse's viewer opens them): test-results/lighthouse/.
  const dir = path.join(root, 'test-results', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const name = pathname.replace(/\W+/g, '') || 'root';
  const reports = [];
  for (let attempt = 0; reports.length < runs; attempt += 1) {
    const out = path.join(dir, `${name}-${attempt}.json`);
    const args = [
      `${base}${pathname}`,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    ];
    let chrome;
    if (currentUser) {
      chrome = await launchChrome({ chromePath: CHROME, chromeFlags: CHROME_FLAGS.split(' ') });
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${base}/assets/config.json`);
      // A returning member: signed in, and the home gate opened for them on this device before (the app's
      // GATE_PASSED_STORAGE_KEY, stores/HomeGateStore.ts), so /home draws Start Here from its first paint.
      await page.evaluate(
        (value, id) => {
          window.localStorage.setItem('currentUser', value);
          window.localStorage.setItem('insightGatePassed', id);
        },
        JSON.stringify(currentUser),
        currentUser.id,
      );
      await page.close();
      await browser.disconnect();
      args.push(`--port=${chrome.port}`);
    } else {
      args.push(`--chrome-flags=${CHROME_FLAGS}`);
    }
    // A run Lighthouse gives up on (it exits non-zero: NO_NAVSTART, a trace it could not record on this busy
    // machine) is run again, as one whose report names a runtime error is; twice more at most.
    let failed = null;
    try {
      execFileSync(path.join(root, 'node_modules/.bin/lighthouse'), args, {
        env: { ...process.env, CHROME_PATH: CHROME },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch (error) {
      failed = error;
    } finally {
      chrome?.kill();
    }
    if (failed) {
      if (attempt >= runs + 1) throw failed;
      continue;
    }
    const lh = JSON.parse(readFileSync(out, 'utf8'));
    if (lh.runtimeError) {
      if (attempt >= runs + 1) throw new Error(`Lighthouse ${pathname}: ${lh.runtimeError.message}`);
      continue;
    }
    if (currentUser && new URL(lh.finalDisplayedUrl).pathname !== pathname) {
      throw new Error(`Lighthouse ${pathname} ended on ${lh.finalDisplayedUrl}: the person was not signed in`);
    }
    const score = (id) => Math.round(lh.categories[id].score * 100);
    const ms = (id) => Math.round(lh.audits[id].numericValue);
    reports.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: Math.round(lh.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      // How fast this machine was during the run (Lighthouse's own CPU benchmark; the project's 2-core machine
      // reads 1,300–1,900), and where the main thread's time went under the run's CPU slowdown.
      benchmarkIndex: Math.round(lh.environment?.benchmarkIndex ?? 0),
      mainThread: mainThreadOf(lh),
      report: out,
      // What moved, as Lighthouse names it: the element's selector and its share of the shift.
      shifts: (lh.audits['layout-shifts']?.details?.items ?? []).map(
        (item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} ${Math.round(item.score * 1000) / 1000}`,
      ),
    });
  }
  const ordered = [...reports].sort((x, y) => y.performance - x.performance || x.lcp - y.lcp);
  return { runs, reports, median: ordered[Math.floor((ordered.length - 1) / 2)] };
}

/**
 * The main thread's time of a Lighthouse run (its mainthread-work-breakdown audit), in three parts as issue 37
 * reads them: script (evaluation, parse and compile), style and layout, and everything else (paint, HTML parsing,
 * garbage collection, other).
 */
function mainThreadOf(lh) {
  const items = lh.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const sum = (groups) =>
    Math.round(items.filter((item) => groups.includes(item.group)).reduce((total, item) => total + item.duration, 0));
  const all = Math.round(items.reduce((total, item) => total + item.duration, 0));
  const script = sum(['scriptEvaluation', 'scriptParseCompile']);
  const style = sum(['styleLayout']);
  return { all, script, style, other: all - script - style };
}

/** The rows of one page's Lighthouse figures against its targets. */
function lighthouseRows(label, { runs, reports, median }, targets) {
  const spread = (key) => `${Math.min(...reports.map((r) => r[key]))}–${Math.max(...reports.map((r) => r[key]))}`;
  const of = runs > 1 ? ` (median of ${runs})` : '';
  record(
    `Lighthouse mobile ${label}: performance${of}`,
    median.performance,
    '',
    `≥ ${targets.performance}`,
    median.performance >= targets.performance,
  );
  record('  first contentful paint', median.fcp, 'ms', 'info', true);
  record('  largest contentful paint', median.lcp, 'ms', `≤ ${targets.lcp}`, median.lcp <= targets.lcp);
  record('  total blocking time', median.tbt, 'ms', `≤ ${targets.tbt}`, median.tbt <= targets.tbt);
  record(
    '  cumulative layout shift',
    median.cls,
    '',
    targets.cls === undefined ? 'info' : `≤ ${targets.cls}`,
    median.cls <= (targets.cls ?? Infinity),
  );
  if (median.shifts.length > 0) record('  what shifted', median.shifts.join('; '), '', 'info', true);
  const { all, script, style, other } = median.mainThread;
  record('  main thread: script, style and layout, other', `${script}, ${style}, ${other}`, 'ms', 'info', true);
  record('  main thread in all', all, 'ms', 'info', true);
  record('  benchmarkIndex of the machine (this run)', median.benchmarkIndex, '', 'info', true);
  record("  the median run's report", path.relative(root, median.report), '', 'info', true);
  if (runs > 1) {
    const all =
      `performance ${spread('performance')}, LCP ${spread('lcp')} ms, TBT ${spread('tbt')} ms, ` +
      `benchmarkIndex ${spread('benchmarkIndex')}`;
    record('  every run', all, '', 'info', true);
  }
}

// BENCH_PORT: another port when a second bench runs on the same machine (two on one port answer each other).
const web = await startBenchServer(Number(process.env.BENCH_PORT ?? 3990));
const { base } = web;
try {
  let wireBytes = 0;
  const encodings = new Set();
  for (const f of firstLoad) {
    const { bytes, encoding } = await wire(`${base}/${f}`);
    wireBytes += bytes;
    encodings.add(encoding);
  }
  record(
    `app JS first load on the wire (${[...encodings].join(', ')})`,
    kb(wireBytes),
    'KB',
    'brotli',
    encodings.size === 1 && encodings.has('br'),
  );

  const lighthouseParts = ['login', 'home', 'map'].filter((part) => !skip.has(part));
  if (!skip.has('lighthouse') && lighthouseParts.length > 0) {
    const index = measureBenchmarkIndex(`${base}/login`);
    const forced = Number(process.env.BENCH_CPU_SLOWDOWN);
    cpuSlowdown =
      forced > 0
        ? forced
        : Math.max(MOBILE_CPU_SLOWDOWN, Math.round((MOBILE_CPU_SLOWDOWN * index * 10) / CLASS_BENCHMARK_INDEX) / 10);
    record(
      'Lighthouse CPU slowdown (every run below)',
      `${cpuSlowdown}× ${forced > 0 ? '(BENCH_CPU_SLOWDOWN)' : `(4 × benchmarkIndex ${index} / ${CLASS_BENCHMARK_INDEX}, at least 4)`}`,
      '',
      'info',
      true,
    );
  }
  if (!skip.has('lighthouse') && !skip.has('login')) {
    const login = await lighthouseMedian(base, '/login');
    lighthouseRows('/login', login, { performance: 95, lcp: 2000, tbt: 100 });
    record(
      'Lighthouse /login: accessibility',
      login.median.accessibility,
      '',
      '= 100',
      login.reports.every((r) => r.accessibility === 100),
    );
  }
  // A person who bought and answered, signed in: the page they see every time, and their Personal Map.
  const member = skip.has('lighthouse') || (skip.has('home') && skip.has('map')) ? null : await makeMember(base);
  if (member && !skip.has('home')) {
    const home = await lighthouseMedian(base, '/home', { currentUser: member.currentUser });
    lighthouseRows('/home signed in', home, { performance: 90, lcp: 2500, tbt: 200, cls: 0.05 });
  }
  if (member && !skip.has('map')) {
    // The Personal Map (its own address): the full result's five traits and thirty facets must draw no slower
    // than the short version's chart did (MAP_TARGETS).
    const map = await lighthouseMedian(base, `/home/guide/${PERSONAL_MAP_REPORT_ID}`, {
      currentUser: member.currentUser,
    });
    lighthouseRows('Personal Map signed in', map, MAP_TARGETS);
  }
} finally {
  web.stop();
}

// 3. The server under load, on each database.
function serverFigures(command, args) {
  const out = execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop());
}
const dbs = skip.has('server') ? [] : [serverFigures(process.execPath, ['scripts/bench/bench-server.mjs'])];
if (!skip.has('server') && !skip.has('postgres')) {
  dbs.push(
    serverFigures('bash', ['scripts/test/with-postgres.sh', process.execPath, 'scripts/bench/bench-server.mjs']),
  );
}
const QUESTIONNAIRE_P99_MS = 15;
const targets = {
  pglite: { catalogue: 2000, contact: 2500, p99: 15 },
  postgres: { catalogue: 3000, contact: 3000, p99: 10 },
};
for (const { db, coldStartMs, runs } of dbs) {
  const t = targets[db];
  record(`[${db}] cold start, fresh data folder`, coldStartMs, 'ms', 'info', true);
  record(`[${db}] GET /healthz, 20 connections (scale)`, runs.healthz.rps, 'req/s', 'info', true);
  record(
    `[${db}] GET /api/catalogitem/, 20 connections`,
    runs.catalogue.rps,
    'req/s',
    `≥ ${t.catalogue}`,
    runs.catalogue.rps >= t.catalogue,
  );
  record(
    `[${db}]   p99`,
    runs.catalogue.p99,
    'ms',
    db === 'postgres' ? `≤ ${t.p99}` : 'info',
    db !== 'postgres' || runs.catalogue.p99 <= t.p99,
  );
  record(`[${db}]   ratio to /healthz`, (runs.catalogue.rps / runs.healthz.rps).toFixed(2), '×', 'info', true);
  const at = runs.catalogueAt1000;
  record(`[${db}] catalogue at 1,000 req/s offered: served`, at.rps, 'req/s', '≥ 990', at.rps >= 990);
  record(`[${db}]   p99`, at.p99, 'ms', `≤ ${t.p99}`, at.p99 <= t.p99);
  record(
    `[${db}] GET /api/mylifecontact, 20 connections`,
    runs.contact.rps,
    'req/s',
    `≥ ${t.contact}`,
    runs.contact.rps >= t.contact,
  );
  record(`[${db}]   p99`, runs.contact.p99, 'ms', 'info', true);
  // Issue 35: a page of the questionnaire answers in p99 ≤ 15 ms at 200 req/s (the full questionnaire's page 7).
  // Each at 200 req/s is run three times (scripts/bench/bench-server.mjs): the median p99, the three beside it.
  const p99Of = (run) => `${run.p99} (${run.p99s.join(', ')})`;
  record(
    `[${db}] GET /healthz at 200 req/s offered (scale): p99, median of 3`,
    p99Of(runs.healthzAt200),
    'ms',
    'info',
    true,
  );
  for (const [label, run] of [
    ['GET a questionnaire page (7 of 12)', runs.questionnairePageAt200],
    ['POST a questionnaire page (7 of 12; 20 people in turn)', runs.questionnairePostAt200],
  ]) {
    record(`[${db}] ${label} at 200 req/s offered: served`, run.rps, 'req/s', '≥ 198', run.rps >= 198);
    record(
      `[${db}]   p99, median of 3`,
      p99Of(run),
      'ms',
      `≤ ${QUESTIONNAIRE_P99_MS}`,
      run.p99 <= QUESTIONNAIRE_P99_MS,
    );
  }
  const bad = Object.values(runs).reduce((n, r) => n + r.non2xx + r.errors, 0);
  record(`[${db}] non-2xx answers and errors under load`, bad, '', '= 0', bad === 0);
}

const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  const mark = r.target === 'info' ? '    ' : r.ok ? 'ok  ' : 'MISS';
  console.log(
    `${mark} ${r.name.padEnd(width)}  ${String(r.value).padStart(8)} ${r.unit.padEnd(5)} (target ${r.target})`,
  );
}
mkdirSync(path.join(root, 'test-results'), { recursive: true });
const file = path.join(root, 'test-results', 'bench.json');
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), skipped: [...skip], results }, null, 2));
const missed = results.filter((r) => !r.ok).length;
console.log(`bench: ${results.length - missed} met, ${missed} missed; figures in ${path.relative(root, file)}`);
process.exit(missed ? 1 : 0);
