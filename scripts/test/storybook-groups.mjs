// The Storybook test runner makes one test file per story title (60 here), and each test file costs about
// a second before its first story: jest's module registry is built again (the runner, playwright,
// jest-image-snapshot), a browser context and page are made and Storybook's preview boots in it.
// For a whole run, scripts/test/test-storybook.sh points the runner at the index this script writes: the same
// stories, in the same order, with their titles replaced by a few groups of about equal work, so the runner
// makes a dozen test files instead. The stories themselves are found by id, so they render as ever; the
// story's own title goes into its test's name ("Components/Button › Primary").
//
// usage: node scripts/test/storybook-groups.mjs <storybook-static folder> [groups]
// writes <folder>/test-runner/index.json (and an index.html, for the runner's check that a Storybook answers).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [folder, groupsArgument = '12'] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node scripts/test/storybook-groups.mjs <storybook-static folder> [groups]');
  process.exit(2);
}
const index = JSON.parse(readFileSync(path.join(folder, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');

// About what a story costs: a screen or a component's `All` matrix is also drawn at phone width and in
// the dark theme (.storybook/visual.ts).
const weight = (story) => (story.title.startsWith('Screens/') || story.name === 'All' ? 2.5 : 1);
const total = stories.reduce((sum, story) => sum + weight(story), 0);
const groups = Math.max(1, Math.min(Number(groupsArgument) || 12, stories.length));
const share = total / groups;

const regrouped = {};
let group = 1;
let filled = 0;
for (const story of stories) {
  if (filled >= share && group < groups) {
    group += 1;
    filled = 0;
  }
  filled += weight(story);
  regrouped[story.id] = {
    ...story,
    title: `Stories ${String(group).padStart(2, '0')} of ${groups}`,
    name: `${story.title} › ${story.name}`,
  };
}

const out = path.join(folder, 'test-runner');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'index.json'), JSON.stringify({ ...index, entries: regrouped }));
writeFileSync(
  path.join(out, 'index.html'),
  '<!doctype html><title>Stories for the test runner</title><p>The index the test runner reads (scripts/test/storybook-groups.mjs); the Storybook is <a href="../">one folder up</a>.</p>\n',
);
console.log(`${stories.length} stories in ${group} test files (was one per title)`);
