// `npm run check`: the inner loop. Runs what the change on the working tree (against HEAD, or `--since <ref>`)
// affects, and says what it left to `npm test` (which stays the whole truth, and is what CI runs):
//   1. lint and format of the changed files (eslint, prettier);
//   2. the type-check (TypeScript 7, incremental: seconds);
//   3. the unit and server tests of the change: its own and those of the modules that import it directly (PGlite);
//   4. the stories of the changed components and screens (scripts/test/affected.mjs), on a Storybook built for
//      them alone (storybook build --test);
//   5. the journeys of the changed screens (affected.mjs' table), after a build.
// Options: --since <ref> (default HEAD), --no-stories, --no-journeys, --server-journeys, --dry-run (say what would
// run).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { affectedFiles, affectedJourneys, affectedScreenStories, affectedTests, moduleGraph } from './affected.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

const args = process.argv.slice(2);
const since = args.includes('--since') ? args[args.indexOf('--since') + 1] : 'HEAD';
const dryRun = args.includes('--dry-run');
const git = (...gitArgs) =>
  spawnSync('git', gitArgs, { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const changed = [
  ...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')]),
].sort();
if (changed.length === 0) {
  console.log(`check: nothing changed since ${since}.`);
  process.exit(0);
}
const present = changed.filter((file) => existsSync(file));
console.log(`check: ${changed.length} file(s) changed since ${since}:\n  ${changed.join('\n  ')}\n`);

const rows = [];
let failed = false;
function step(name, command, commandArgs, env = {}) {
  if (dryRun) {
    rows.push([name, 'would run', `${command} ${commandArgs.join(' ')}`.slice(0, 100)]);
    return;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  failed ||= !ok;
  rows.push([name, ok ? `passed in ${seconds} s` : `FAILED in ${seconds} s`, '']);
}
const skip = (name, why) => rows.push([name, 'skipped', why]);

// 1. Lint and format.
const lintable = present.filter((file) => /\.(m?[jt]sx?)$/.test(file));
if (lintable.length > 0) step('lint (eslint)', 'node_modules/.bin/eslint', ['--max-warnings', '0', ...lintable]);
else skip('lint (eslint)', 'no changed script or source file');
const formattable = present.filter((file) => /\.(m?[jt]sx?|json|md|mdx|css|ya?ml|html)$/.test(file));
if (formattable.length > 0) {
  step('format (prettier)', 'node_modules/.bin/prettier', ['--check', '--ignore-unknown', ...formattable]);
} else skip('format (prettier)', 'no changed file prettier reads');

// 2. Types: the whole workspace, incrementally (tsc -b keeps what did not change).
if (lintable.length > 0) step('typecheck (TypeScript 7, incremental)', 'npm', ['run', '--silent', 'typecheck']);
else skip('typecheck', 'no changed source file');

// 3. The tests the change reaches: its own tests and those of what imports it directly (affected.mjs).
const graph = moduleGraph(root);
const tests = affectedTests(graph, present);
// The message catalogues' check reaches no code by imports: a changed catalogue, or a changed file that declares
// messages (its English is extracted into packages/api/lang/en.json), runs it.
const I18N_TEST = 'tests/scripts/i18n-catalogs.test.ts';
const touchesMessages = present.some(
  (file) =>
    file.startsWith('packages/api/lang/') ||
    (/\.(ts|tsx)$/.test(file) && readFileSync(file, 'utf8').includes('defineMessages(')),
);
if (touchesMessages && !tests.includes(I18N_TEST)) tests.push(I18N_TEST);
if (tests.length > 0) {
  step(`unit and server tests of the change (${tests.length} file(s), PGlite)`, 'node_modules/.bin/vitest', [
    'run',
    ...tests,
  ]);
} else skip('unit and server tests', 'no test file reaches the change');

// 4. Stories.
const direct = affectedFiles(graph, present, { throughModules: false });
const reached = affectedFiles(graph, present);
const storyFiles = [
  ...new Set([...direct.filter((file) => file.endsWith('.stories.tsx')), ...affectedScreenStories(present)]),
].sort();
const moreStories = reached.filter((file) => file.endsWith('.stories.tsx') && !storyFiles.includes(file));
if (args.includes('--no-stories')) skip('stories', '--no-stories');
else if (storyFiles.length === 0) skip('stories', 'no story draws a changed component or screen');
else {
  step(
    `stories: ${storyFiles.map((file) => path.basename(file, '.stories.tsx')).join(', ')}`,
    'bash',
    ['scripts/test/test-storybook.sh', ...storyFiles],
    { SB_OUT: 'storybook-check', SB_PORT: '6016', SB_BUILD_ARGS: '--test' },
  );
}
if (moreStories.length > 0) {
  skip(
    `${moreStories.length} more story file(s)`,
    'they reach the change only through other modules (a screen drawing the component): npm test runs them',
  );
}

// 5. Journeys: those of the changed screens; those of changed server features too with --server-journeys (the
// server's own tests above cover its routes; a journey costs a build and minutes).
const withServer = args.includes('--server-journeys');
const journeys = affectedJourneys(present, { serverFeatures: withServer });
const serverOnly = withServer
  ? []
  : affectedJourneys(present, { serverFeatures: true }).filter((file) => !journeys.includes(file));
if (args.includes('--no-journeys')) skip('journeys', '--no-journeys');
else if (journeys.length === 0) skip('journeys', 'no changed screen that a journey walks');
else {
  step('build (api, ui, app, server)', 'npm', ['run', '--silent', 'build']);
  if (!failed) {
    const names = journeys.map((file) => path.basename(file, '.spec.ts')).join(', ');
    step(`journeys: ${names}`, 'node_modules/.bin/playwright', ['test', ...journeys, '--project=chromium']);
  }
}
if (serverOnly.length > 0) {
  const names = serverOnly.map((file) => path.basename(file, '.spec.ts')).join(', ');
  skip(`journeys of the changed server features (${names})`, 'add --server-journeys to run them');
}
skip('PostgreSQL pass, ui package, cluster, budgets', 'npm test runs them (the whole truth, as CI)');

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\ncheck since ${since}:`);
for (const [name, result, why] of rows) console.log(`  ${name.padEnd(width)}  ${result}${why ? `: ${why}` : ''}`);
process.exit(failed ? 1 : 0);
