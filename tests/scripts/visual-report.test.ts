import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The review report scripts/visual/visual-report.mjs writes, built from fixture folders (a changed, a new,
// a removed and an unchanged image, and a story with no image at all) and read in Chromium as a
// designer reads it.
const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/scripts/fixtures/visual-report');

let out: string;
let browser: Browser;
let page: Page;
let printed: string[];

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'insight-visual-report-'));
  const stdout = execFileSync(
    process.execPath,
    [
      'scripts/visual/visual-report.mjs',
      ...['--baselines', path.join(fixtures, 'baselines')],
      ...['--received', path.join(fixtures, 'received')],
      ...['--skipped', path.join(fixtures, 'skipped')],
      ...['--index', path.join(fixtures, 'index.json')],
      ...['--storybook', path.join(out, 'storybook-static')],
      ...['--out', path.join(out, 'report')],
    ],
    { cwd: root, encoding: 'utf8' },
  );
  printed = stdout.trim().split('\n');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  page = await browser.newPage();
  await page.goto(pathToFileURL(path.join(out, 'report/index.html')).href);
});

afterAll(async () => {
  await browser?.close();
  rmSync(out, { recursive: true, force: true });
});

const section = (name: RegExp) => page.getByRole('region', { name });

/** The images of one story's card, by alt text, each loaded (a broken image has no natural width). */
async function images(status: RegExp, story: string) {
  const card = section(status)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: story }) });
  await expect(card.count()).resolves.toBe(1);
  return card
    .getByRole('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ alt: img.alt, loaded: img.complete && img.naturalWidth > 0 })),
    );
}

describe('visual review report', () => {
  it('prints a summary and the report path as its last line', () => {
    expect(printed[0]).toMatch(
      /^Visual review: 1 changed, 1 new, 1 missing baseline, 1 removed, 1 unchanged, 1 no picture \(\d+ ms\)$/,
    );
    expect(printed.at(-1)).toBe(path.join(out, 'report/index.html'));
  });

  it('counts every status in the page navigation', async () => {
    await expect(
      page.getByRole('navigation', { name: 'Statuses' }).getByRole('link').allTextContents(),
    ).resolves.toEqual(['Changed: 1', 'New: 1', 'Missing baseline: 1', 'Removed: 1', 'Unchanged: 1', 'No picture: 1']);
  });

  it('shows a changed story with its baseline, new image, difference, pixel count and a slider', async () => {
    await expect(images(/^Changed\b/, 'Fixtures/Demo › Changed')).resolves.toEqual([
      { alt: 'Baseline of Fixtures/Demo › Changed', loaded: true },
      { alt: 'New image of Fixtures/Demo › Changed', loaded: true },
      { alt: 'Difference of Fixtures/Demo › Changed', loaded: true },
    ]);
    const changed = section(/^Changed\b/);
    await expect(changed.getByText('768 pixels differ').isVisible()).resolves.toBe(true);
    await expect(changed.getByText('npm run visual:approve -- fixtures-demo--changed').isVisible()).resolves.toBe(true);
    await expect(changed.getByRole('link', { name: 'Open the story in Storybook' }).getAttribute('href')).resolves.toBe(
      '../storybook-static/index.html?path=/story/fixtures-demo--changed',
    );

    // The slider moves the split between the baseline (left) and the new image (right).
    const slider = changed.getByRole('slider', { name: /^Compare Fixtures\/Demo › Changed/ });
    await slider.fill('20');
    await expect(
      changed.locator('.compare').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--split')),
    ).resolves.toBe('20%');

    // The toggle shows one picture whole: here the difference over the two images.
    const compare = changed.locator('.compare');
    await changed.getByRole('radio', { name: 'Difference' }).check();
    await expect(compare.getAttribute('data-view')).resolves.toBe('diff');
    await expect(compare.locator('.diffimg').isVisible()).resolves.toBe(true);
    await changed.getByRole('radio', { name: 'Baseline' }).check();
    await expect(compare.locator('.after').isVisible()).resolves.toBe(false);
  });

  it('shows a new story with its image and a removed one with its baseline', async () => {
    await expect(images(/^New\b/, 'Fixtures/Demo › New')).resolves.toEqual([
      { alt: 'New image of Fixtures/Demo › New', loaded: true },
    ]);
    await expect(images(/^Removed\b/, 'fixtures-demo--removed')).resolves.toEqual([
      { alt: 'Baseline of fixtures-demo--removed', loaded: true },
    ]);
    await expect(
      section(/^Removed\b/)
        .getByText('git rm tests/scripts/fixtures/visual-report/baselines/fixtures-demo--removed.png')
        .isVisible(),
    ).resolves.toBe(true);
  });

  it('lists the unchanged story and the story without any image, each under its status', async () => {
    await expect(
      section(/^Unchanged\b/)
        .getByRole('listitem')
        .allTextContents(),
    ).resolves.toEqual(['Fixtures/Demo › Unchanged']);
    await expect(
      section(/^Missing baseline\b/)
        .getByRole('listitem')
        .allTextContents(),
    ).resolves.toEqual(['Fixtures/Demo › Missing']);
  });

  it('lists a story that opts out of the picture with its reason, not as a missing baseline', async () => {
    await expect(
      section(/^No picture\b/)
        .getByRole('listitem')
        .allTextContents(),
    ).resolves.toEqual([
      'Fixtures/Demo › No picture: a fixed button over a scrolled page is not stable in a full-page screenshot',
    ]);
  });
});
