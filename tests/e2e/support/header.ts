/**
 * The header's main navigation at any width: under the narrow breakpoint (a phone) its text links and actions
 * sit behind the Menu button, at desktop widths they are in the bar. Journeys that use them go through here.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Menu\b/ });

/**
 * The main navigation, ready to use: the Menu button is pressed first when it is there and closed (an open
 * menu stays open; a new address closes it by itself). At desktop widths the navigation is returned as it is.
 */
export async function mainNav(page: Page): Promise<Locator> {
  const menu = menuButton(page);
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/** Closes the phone menu if it is open (Escape, as a keyboard user would), so it covers nothing after. */
export async function closeMainNav(page: Page) {
  const menu = menuButton(page);
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'true') {
    await menu.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
}

/**
 * Waits until the main navigation shows what `find` picks out, opening the phone menu as needed: the header
 * may still change (a sign-in or a sign-out redraws it, and a new address closes an open menu), so the menu
 * is looked for again on each try.
 */
export async function expectInMainNav(page: Page, find: (nav: Locator) => Locator) {
  await expect(async () => {
    await expect(find(await mainNav(page))).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
