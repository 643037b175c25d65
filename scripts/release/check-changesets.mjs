#!/usr/bin/env node
// Checks the release notes of the published package, @insight/ui, the way a release would use them:
//   1. every pending changeset (.changeset/*.md) names only packages of this repository that are
//      published, with a bump of patch, minor or major (or none: `changeset add --empty`, for a change of the
//      package's folder that releases nothing), and says what changed;
//   2. when the package's source changed since its last release (the last commit that changed its
//      version), at least one pending changeset covers it, so the next CHANGELOG cannot miss it;
//   3. `changeset status` accepts them (on a branch other than main: against main, as a pull request
//      would be checked), and the next version it plans is printed.
// Exits non-zero on any failure. Run by scripts/release/check-ui-package.mjs, so by `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BUMPS = new Set(['patch', 'minor', 'major']);
const problems = [];
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const packages = new Map(
  manifest.workspaces.map((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return [pkg.name, { dir, private: pkg.private === true, version: pkg.version }];
  }),
);

// 1. the pending changesets
const dir = join(root, '.changeset');
const files = readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md');
const pending = [];
for (const name of files) {
  const text = readFileSync(join(dir, name), 'utf8');
  const match = /^---\r?\n(?:([\s\S]*?)\r?\n)?---\r?\n([\s\S]*)$/.exec(text);
  if (!match) {
    problems.push(`${name}: no front matter (---, then "'@insight/ui': minor" lines, then ---)`);
    continue;
  }
  const [, front = '', summary = ''] = match;
  const releases = front
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => /^\s*["']?([^"':]+)["']?\s*:\s*(\w+)\s*$/.exec(line) ?? line);
  for (const release of releases) {
    if (typeof release === 'string') {
      problems.push(`${name}: cannot read "${release}" (expected "'<package>': patch|minor|major")`);
      continue;
    }
    const [, pkg, bump] = release;
    const known = packages.get(pkg);
    if (!known) problems.push(`${name}: ${pkg} is not a package of this repository`);
    else if (known.private) problems.push(`${name}: ${pkg} is private and never released`);
    if (!BUMPS.has(bump)) problems.push(`${name}: "${bump}" is not patch, minor or major`);
    pending.push({ name, pkg, bump });
  }
  if (summary.trim().length < 10) problems.push(`${name}: says nothing about the change`);
}

// 2. source changed since the last release without a changeset
const git = run('git', ['rev-parse', '--is-inside-work-tree']);
if (git.status === 0) {
  for (const [pkg, info] of packages) {
    if (info.private) continue;
    const released = run('git', [
      'log',
      '-1',
      '--format=%H',
      '-G',
      '"version"',
      '--',
      `${info.dir}/package.json`,
    ]).stdout.trim();
    if (!released) continue;
    const changed = run('git', [
      'diff',
      '--name-only',
      released,
      '--',
      `${info.dir}/src`,
      `:(exclude)${info.dir}/src/**/*.test.*`,
      `:(exclude)${info.dir}/src/**/*.test-d.*`,
      `:(exclude)${info.dir}/src/test/**`,
    ]).stdout.trim();
    const covered = pending.some((release) => release.pkg === pkg);
    if (changed && !covered) {
      const count = changed.split('\n').length;
      problems.push(
        `${pkg}: ${count} source file(s) changed since version ${info.version} (${released.slice(0, 7)}) and no pending changeset names it: run npm run changeset`,
      );
    } else {
      console.log(
        `  ✓ ${pkg} ${info.version}: ${changed ? `${changed.split('\n').length} source file(s) changed since its release, covered by` : 'unchanged since its release;'} ${pending.filter((release) => release.pkg === pkg).length} pending changeset(s)`,
      );
    }
  }
} else {
  console.log('  - not a git checkout: the changes since the last release are not checked');
}

// 3. changeset status, and the version it plans
const branch = run('git', ['rev-parse', '--abbrev-ref', 'HEAD']).stdout.trim();
const since =
  branch && branch !== 'main' && branch !== 'HEAD' && run('git', ['rev-parse', '--verify', '-q', 'main']).status === 0;
const out = mkdtempSync(join(tmpdir(), 'changeset-status-'));
const status = run(join(root, 'node_modules/.bin/changeset'), [
  'status',
  ...(since ? ['--since=main'] : []),
  `--output=${join(out, 'status.json')}`,
]);
if (status.status !== 0) problems.push(`changeset status failed:\n${status.stdout}${status.stderr}`);
else {
  const plan = JSON.parse(readFileSync(join(out, 'status.json'), 'utf8'));
  for (const release of (plan.releases ?? []).filter((r) => r.type !== 'none')) {
    console.log(
      `  ✓ changeset status: ${release.name} ${release.oldVersion} → ${release.newVersion} (${release.type})`,
    );
  }
}
rmSync(out, { recursive: true, force: true });

if (problems.length > 0) {
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  process.exit(1);
}
console.log(`  ✓ ${files.length} pending changeset(s) well-formed`);
