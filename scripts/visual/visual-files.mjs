// Where the visual baselines and a Storybook test run's images live, shared by visual-report.mjs
// and visual-approve.mjs (scripts/test/test-storybook.sh and .storybook/test-runner.ts write them).
//
//   tests/visual/<set>/<story-id>.png                  committed baselines; the desktop set is the
//                                                      folder itself, other sets (phone, dark…) subfolders
//   <results>/visual-received/<set>/<story-id>.png     what the last run drew, for changed and new stories
//   <results>/visual-skipped/<story-id>.txt            why a story draws no picture (parameters.visual.disable)
//   <results>/visual-report/index.html                 the review report
//
// <results> is test-results (git ignores it), or VISUAL_RESULTS, as test-storybook.sh sets it.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const defaultBaselines = path.join(root, 'tests/visual');
export const defaultResults = path.resolve(root, process.env.VISUAL_RESULTS || 'test-results');
export const receivedDir = (results) => path.join(results, 'visual-received');
export const reportDir = (results) => path.join(results, 'visual-report');
export const skippedDir = (results) => path.join(results, 'visual-skipped');

/** A Storybook story id, as in `?path=/story/<id>`: lowercase words joined by dashes. */
export const STORY_ID = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Every PNG under `dir`, as `{ set, id, file }`: set is the subfolder ('' for the desktop set),
 * id the file name without `.png`. Folders whose names start with `_` or `.` are skipped.
 */
export function listImages(dir) {
  const images = [];
  const walk = (folder, set) => {
    let names;
    try {
      names = readdirSync(folder).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith('.') || name.startsWith('_')) continue;
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file, set ? `${set}/${name}` : name);
      else if (name.endsWith('.png')) images.push({ set, id: name.slice(0, -'.png'.length), file });
    }
  };
  walk(dir, '');
  return images;
}

/** `set/id`, or the id alone in the desktop set. */
export const keyOf = ({ set, id }) => (set ? `${set}/${id}` : id);

/** True when the CI variable says this is a CI run (CI=true, CI=1…; unset, empty, 0 and false are not). */
export const underCi = () => !['', '0', 'false'].includes((process.env.CI ?? '').toLowerCase());
