import { expect, test, type Page } from '@playwright/test';
import { mainNav } from './support/header';
import { register, uniqueEmail } from './support/members';

/**
 * The app follows the device's colour scheme until the person picks a theme in Profile, and
 * the pick holds on this device (a reload, a logout). Read from the page's own colours, as a person sees them.
 */
const LIGHT_BACKGROUND = 'rgb(244, 246, 250)';
const DARK_BACKGROUND = 'rgb(14, 18, 25)';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const scheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

test('follows the device, then the theme picked in Profile, kept on this device', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  expect(await scheme(page)).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'dark' });

  await register(page, 'Lin', 'Dark', uniqueEmail('lin'));
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Appearance' });
  await card.getByRole('radio', { name: 'Light' }).check();
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  expect(await scheme(page)).toBe('light');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Appearance' }).getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);

  await (await mainNav(page)).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);

  await context.close();
});
