import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// scripts/test/storybook-groups.mjs: the index the Storybook test runner reads in a whole run, with the stories'
// titles replaced by a few groups of about equal work.
const root = path.resolve(import.meta.dirname, '../..');

interface Entry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
  tags: string[];
}

const story = (title: string, name: string): Entry => ({
  id: `${title.toLowerCase().replace(/\W+/g, '-')}--${name.toLowerCase().replace(/\W+/g, '-')}`,
  type: 'story',
  title,
  name,
  importPath: './stories/x.stories.tsx',
  tags: ['dev', 'test'],
});

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'insight-storybook-groups-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function regroup(entries: Entry[], groups?: number) {
  const index = { v: 5, entries: Object.fromEntries(entries.map((entry) => [entry.id, entry])) };
  writeFileSync(path.join(folder, 'index.json'), JSON.stringify(index));
  const printed = execFileSync(
    process.execPath,
    ['scripts/test/storybook-groups.mjs', folder, ...(groups ? [String(groups)] : [])],
    { cwd: root, encoding: 'utf8' },
  ).trim();
  const written = JSON.parse(readFileSync(path.join(folder, 'test-runner/index.json'), 'utf8')) as {
    v: number;
    entries: Record<string, Entry>;
  };
  return { printed, written };
}

describe('storybook-groups', () => {
  it('keeps every story once, in order, under a few group titles; its own title goes into its name', () => {
    const stories = [
      story('Components/Alert', 'All'),
      story('Components/Alert', 'Critical'),
      story('Components/Button', 'Primary'),
      story('Components/Button', 'Secondary'),
      story('Components/Button', 'Plain'),
      story('Screens/Login', 'Empty'),
    ];
    const docs: Entry = { ...story('Components/Button', 'Docs'), type: 'docs' };
    const { printed, written } = regroup([...stories, docs], 3);

    expect(written.v).toBe(5);
    const entries = Object.values(written.entries);
    expect(entries.map((entry) => entry.id)).toEqual(stories.map((entry) => entry.id));
    expect(entries.every((entry) => entry.type === 'story')).toBe(true);
    expect(entries[2]).toMatchObject({ id: 'components-button--primary', name: 'Components/Button › Primary' });
    expect(entries[2]?.importPath).toBe('./stories/x.stories.tsx');
    // Weights: All and a screen count 2.5, the others 1 (total 9, three groups of about 3).
    expect(entries.map((entry) => entry.title)).toEqual([
      'Stories 01 of 3',
      'Stories 01 of 3',
      'Stories 02 of 3',
      'Stories 02 of 3',
      'Stories 02 of 3',
      'Stories 03 of 3',
    ]);
    expect(printed).toBe('6 stories in 3 test files (was one per title)');
    expect(readFileSync(path.join(folder, 'test-runner/index.html'), 'utf8')).toContain('<a href="../">');
  });

  it('makes no more groups than stories, and one when asked for none', () => {
    const stories = [story('Components/Badge', 'Default'), story('Components/Badge', 'Count')];
    expect(regroup(stories, 12).printed).toBe('2 stories in 2 test files (was one per title)');
    const single = regroup(stories, 1).written;
    expect(new Set(Object.values(single.entries).map((entry) => entry.title))).toEqual(new Set(['Stories 01 of 1']));
  });
});
