import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import { textInSystemFonts } from './font-check.ts';
import type { A11yRun } from './preview.tsx';
import { DARK, DESKTOP, extraSetsOf, PHONE, THEME_ATTRIBUTE, THEME_EVENT, type VisualSet } from './visual.ts';

const baselines = path.resolve(process.cwd(), 'tests/visual');
// Everything a run writes goes under test-results/ (git ignores it), never beside the baselines:
// the new image of a changed or new story (what `npm run visual:approve` moves over the baseline),
// jest-image-snapshot's composite diff, and the review report scripts/visual/visual-report.mjs builds.
// scripts/test/test-storybook.sh sets VISUAL_RESULTS so side-by-side runs keep apart.
const results = path.resolve(process.cwd(), process.env.VISUAL_RESULTS || 'test-results');
const received = path.join(results, 'visual-received');
// A story that opts out of the picture leaves its reason here, so the review report does not list it as a
// story whose baseline is missing.
const skipped = path.join(results, 'visual-skipped');

const storyName = (context: TestContext) => `${context.title} › ${context.name} (${context.id})`;

/** Two frames: what a resize or a theme switch changes is laid out and painted. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
  });
}

/**
 * A story whose parameters say `overflowAt: <px>` (the pseudo-locale's screens) is laid out at that width and fails
 * when anything runs out of the page: an element whose box ends past the page's right edge, or whose own text does
 * (a word too long to break), unless a scrolling or clipping box holds it (a table's scroll region does).
 */
async function checkOverflow(page: Page, context: TestContext, width: number) {
  await page.setViewportSize({ width, height: PHONE.height });
  await settled(page);
  const overflowing = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const held = (element: Element): boolean => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const named = (element: Element): string => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${text}"`;
    };
    const depth = (element: Element): number => {
      let levels = 0;
      for (let up = element.parentElement; up; up = up.parentElement) levels += 1;
      return levels;
    };
    const found: { depth: number; text: string }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed' || held(element)) {
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > edge + 0.5) {
        found.push({ depth: depth(element), text: `${named(element)} ends at ${Math.round(box.right)} px` });
      } else if (
        style.overflowX === 'visible' &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0
      ) {
        found.push({
          depth: depth(element),
          text: `${named(element)}: its content is ${element.scrollWidth} px wide in ${element.clientWidth} px`,
        });
      }
    }
    // The innermost first: what runs out, before the boxes that hold it.
    const lines = found.sort((a, b) => b.depth - a.depth).map((entry) => entry.text);
    if (document.documentElement.scrollWidth > edge) {
      lines.unshift(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${edge} px`);
    }
    return lines.slice(0, 8);
  });
  if (overflowing.length > 0) {
    throw new Error(`${storyName(context)} runs out of a ${width} px page:\n  ${overflowing.join('\n  ')}`);
  }
}

/**
 * Switches the story's theme in place (the preview's StoryTheme listens) and waits until it is in the
 * page; and, when a picture or a check follows (`paint`), until it is painted.
 */
async function switchTheme(page: Page, theme: 'light' | 'dark', paint = true) {
  await page.evaluate(({ event, theme }) => window.dispatchEvent(new CustomEvent(event, { detail: theme })), {
    event: THEME_EVENT,
    theme,
  });
  await page.waitForFunction(
    ({ attribute, theme }) => document.documentElement.getAttribute(attribute) === theme,
    { attribute: THEME_ATTRIBUTE, theme },
    { timeout: 5_000 },
  );
  if (paint) await settled(page);
}

const axeRuns = (parameters?: Record<string, unknown>) => {
  const a11y = parameters?.a11y as { disable?: boolean; test?: string } | undefined;
  return a11y?.disable !== true && a11y?.test !== 'off';
};

interface AxeViolation {
  id: string;
  help: string;
  helpUrl?: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/**
 * The axe rules whose outcome depends on colour. The dark theme changes only the design tokens'
 * colours: the story is not rendered again, so its elements, roles, names and focus order are the ones
 * the light-theme run has just checked with every rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe's colour rules on the story as it is now, through the a11y addon's own runner (.storybook/preview.tsx
 * hands its afterEach to the page), so the story's `parameters.a11y` (disabled rules, context) apply as in the
 * light-theme run.
 */
async function axeInPage(page: Page, context: TestContext, a11y: unknown) {
  const given = (a11y ?? {}) as { config?: object; options?: object };
  const input = {
    ...given,
    config: given.config ?? {},
    options: { ...given.options, runOnly: { type: 'rule', values: COLOUR_RULES } },
  };
  const result = await page.evaluate(
    ({ id, input }) => (window as unknown as { __insightA11yRun: A11yRun }).__insightA11yRun(id, input),
    { id: context.id, input },
  );
  if ('error' in result) throw new Error(`axe failed in the dark theme in ${storyName(context)}: ${result.error}`);
  const violations = result.violations as AxeViolation[];
  if (violations.length === 0) return;
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.help}) at ${node.target.join(' ')}\n    ${node.html}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
    ),
  );
  throw new Error(
    `axe found ${violations.length} violation(s) in the dark theme in ${storyName(context)}:\n  ${lines.join('\n  ')}`,
  );
}

/**
 * The page's picture compared with its committed baseline of one set (tests/visual/<set>/<id>.png).
 * A story without a baseline: jest-image-snapshot writes nothing under CI (and fails), so its new
 * image is kept under visual-received for the review report and `visual:approve`; removed again when
 * the matcher did write the baseline (-u, or a local run). `whenDifferent` runs before a differing picture is
 * compared (the font check: its message says more than a count of pixels).
 */
async function compareWithBaseline(
  page: Page,
  context: TestContext,
  set: VisualSet,
  whenDifferent?: () => Promise<void>,
) {
  const picture = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  let image = await picture();
  const setBaselines = path.join(baselines, set.folder);
  const setReceived = path.join(received, set.folder);
  const baseline = path.join(setBaselines, `${context.id}.png`);
  const hasBaseline = existsSync(baseline);
  // The same bytes are the same pixels: nothing to decode or compare. Chromium encodes a picture the
  // same way every time, so this is most stories; decoding both PNGs and comparing them pixel by pixel
  // (below) costs about 120 ms a picture on this machine, a third of the whole visual check.
  if (hasBaseline && readFileSync(baseline).equals(image)) return;
  // A picture that differs is taken once more, two frames later, and that one is compared: a full-page picture
  // lays the page out again at its whole height, and once in a while a fixed layer (an open dialog on the phone)
  // was drawn only in part (Screens/Profile Data › Download asks, phone: the dialog's body missing, once in four runs).
  // A real change differs both times.
  await settled(page);
  image = await picture();
  if (hasBaseline && readFileSync(baseline).equals(image)) return;
  await whenDifferent?.();
  const newImage = hasBaseline ? undefined : path.join(setReceived, `${context.id}.png`);
  if (newImage) {
    mkdirSync(setReceived, { recursive: true });
    writeFileSync(newImage, image);
  }
  // What the picture cannot say: where the focus was (a focus ring is a few thousand pixels; a CI run once lost
  // one, and without this line the log could not tell whether the focus had moved or was only not shown).
  const focus = await focusState(page);
  try {
    matchBaseline(image, set, context);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nFocus when the picture was taken: ${focus}`);
  }
  if (newImage) rmSync(newImage, { force: true });
}

/** The focused element, whether its focus is drawn (:focus-visible) and whether the page has focus at all. */
function focusState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const page = document.hasFocus() ? 'the page has focus' : 'the page does NOT have focus';
    if (!active || active === document.body) return `none (the body), ${page}`;
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    const drawn = active.matches(':focus-visible') ? 'drawn (:focus-visible)' : 'NOT drawn (not :focus-visible)';
    return `<${active.localName}> "${name}", ${drawn}, ${page}`;
  });
}

function matchBaseline(image: Buffer, set: VisualSet, context: TestContext) {
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: path.join(baselines, set.folder),
    customSnapshotIdentifier: context.id,
    customDiffDir: path.join(results, 'visual-diff', set.folder),
    customReceivedDir: path.join(received, set.folder),
    customReceivedPostfix: '',
    // Runs are byte-identical on one Chromium build, so the bar is tight: a few anti-aliased
    // pixels may move, a recoloured ribbon (about 1,000 pixels) may not.
    customDiffConfig: { threshold: 0.01 },
    failureThreshold: 25,
    failureThresholdType: 'pixel',
    storeReceivedOnFailure: true,
  });
}

/**
 * After each story's play function has passed (and axe with it, through the a11y addon),
 * a screenshot of the page is compared with its committed baseline.
 * A story opts out with `parameters: { visual: { disable: 'the reason' } }`.
 */
const config: TestRunnerConfig = {
  /**
   * Opens Storybook's preview once per test file. A whole run reads its stories from a regrouped index in a
   * sub-folder (scripts/test/storybook-groups.mjs), so the preview's address is STORYBOOK_URL when given.
   */
  async prepare({ page }) {
    const root = process.env.STORYBOOK_URL || process.env.TARGET_URL;
    await page.goto(new URL('iframe.html', root).toString(), { waitUntil: 'load' });
  },
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const visual = story.parameters?.visual as { disable?: string } | undefined;
    const overflowAt = story.parameters?.overflowAt as number | undefined;
    await waitForPageReady(page);
    // Layout first: a web font starts loading only when laid-out text needs it, and until it has
    // loaded Chromium draws that text in a fallback font of the machine.
    await page.evaluate(async () => {
      void document.body.offsetHeight;
      await document.fonts.ready;
    });
    // The fonts are asked only when the picture is new or differs from its baseline (or there is no picture): a
    // picture equal to its baseline byte for byte is drawn in the fonts the baseline was, and every baseline was
    // written by a run that checked them. On another machine a system font changes the picture, so it is asked
    // there, and says why. (Asking costs about 90 ms a story: 40 s of a run's two workers.)
    const checkFonts = async () => {
      const systemFonts = await textInSystemFonts(page);
      if (systemFonts.length > 0) {
        throw new Error(
          `Text in ${storyName(context)} is drawn in a font that is not self-hosted, so its picture ` +
            `depends on the machine's fonts:\n  ${systemFonts.join('\n  ')}\n` +
            `Render it with the design system's components (their text is Inter) or give it font: inherit.`,
        );
      }
    };
    if (overflowAt) await checkOverflow(page, context, overflowAt);
    // Every story is checked by axe in the dark theme too (the a11y addon checked the light one);
    // the extra baseline sets (phone, dark) are drawn for screens and component matrices.
    const sets = visual?.disable ? [] : extraSetsOf(story);
    if (visual?.disable) {
      await checkFonts();
      mkdirSync(skipped, { recursive: true });
      writeFileSync(path.join(skipped, `${context.id}.txt`), `${visual.disable}\n`);
    }
    if (!visual?.disable) {
      // Two things move on their own clock and would make the picture flaky, so they are pinned:
      // a video's native controls (their loading spinner spins; the poster stays in the picture,
      // the controls are checked by the play functions) and a running toast's progress bar (its
      // timing is unit-tested with fake timers).
      await page.evaluate(() =>
        document.querySelectorAll('video').forEach((video) => {
          video.removeAttribute('controls');
          video.removeAttribute('src');
          video.load();
        }),
      );
      await page.addStyleTag({ content: '.toast-progress { visibility: hidden !important; }' });
      await compareWithBaseline(page, context, DESKTOP, checkFonts);
      // A toast closes after its time, and the extra sets are drawn a moment later: the toasts on show
      // wait, as they do under the reader's pointer (the pause moves nothing in the picture).
      if (sets.length > 0) {
        await page.evaluate(() =>
          document
            .querySelectorAll('.toast')
            .forEach((toast) => toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))),
        );
      }
    }
    if (axeRuns(story.parameters) || sets.includes('dark')) {
      await switchTheme(page, 'dark');
      if (axeRuns(story.parameters)) await axeInPage(page, context, story.parameters?.a11y);
      if (sets.includes('dark')) await compareWithBaseline(page, context, DARK);
      // Back to light only for the phone picture (which waits for its own frames). The next story needs nothing:
      // Storybook mounts every story afresh (its first render is a remount), and the preview's StoryTheme starts
      // light. The switch back re-rendered the whole story for nothing: 136 ms a story here, a minute of a run.
      if (sets.includes('phone')) await switchTheme(page, 'light', false);
    }
    if (sets.includes('phone')) {
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await settled(page);
      await compareWithBaseline(page, context, PHONE);
    }
  },
};

export default config;
