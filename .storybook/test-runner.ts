import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

const baselines = path.resolve(process.cwd(), 'tests/visual');

/**
 * After each story's play function has passed (and axe with it, through the a11y addon),
 * a screenshot of the page is compared with its committed baseline.
 * A story opts out with `parameters: { visual: { disable: 'the reason' } }`.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize({ width: 1024, height: 768 });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const visual = story.parameters?.visual as { disable?: string } | undefined;
    if (visual?.disable) return;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
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
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselines,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.resolve(process.cwd(), 'test-results/visual-diff'),
      // Runs are byte-identical on one Chromium build, so the bar is tight: a few anti-aliased
      // pixels may move, a recoloured ribbon (about 1,000 pixels) may not.
      customDiffConfig: { threshold: 0.01 },
      failureThreshold: 25,
      failureThresholdType: 'pixel',
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
