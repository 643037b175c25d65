// The accessibility journeys' shared check (aria.spec.ts, aria-map.spec.ts).
import { expect, type Page } from '@playwright/test';

/** One h1, headings in order (never more than one level deeper than the one before), the four landmarks. */
export async function expectOutline(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .filter({ visible: true })
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(
    levels.filter((level) => level === 1),
    'one h1',
  ).toHaveLength(1);
  expect(levels[0], 'the h1 first').toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
  for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const) {
    await expect(page.getByRole(role), role).toHaveCount(1);
  }
  await expect(page.getByRole('log', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('log', { name: 'Errors' })).toHaveAttribute('aria-live', 'assertive');
}
