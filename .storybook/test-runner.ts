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
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselines,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.resolve(process.cwd(), 'test-results/visual-diff'),
      failureThreshold: 0.002,
      failureThresholdType: 'percent',
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
