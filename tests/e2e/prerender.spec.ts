import { expect, test } from '@playwright/test';

/**
 * The login screen comes drawn in the page (prerendered at build, filled with the server's settings): it shows
 * before any script runs, and what a person types before the app has started is still there, and in the form,
 * once the app has taken the page over.
 */
test('login: drawn before the script, and what was typed before it survives hydration', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The app's entry script waits until the fields have been typed into.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const settings = (await (await request.get('/assets/config.json')).json()) as Record<string, string>;

  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();
  // The server's settings in place, no script yet.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Login To ${settings.appName}`);
  await expect(page.getByRole('contentinfo')).toContainText(`${settings.appName} · Version ${settings.appVersion}`);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} `);
  await expect(page).toHaveTitle(settings.appName);
  await email.pressSequentially('early@example.com');
  await page.getByLabel('Password').pressSequentially('typed-before-1');
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();

  release();
  // Hydrated: the form has the typed values (Login is enabled only for a valid address and a password).
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(email).toHaveValue('early@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('typed-before-1');
  expect(errors.filter((text) => text.includes('prerendered page did not match'))).toEqual([]);

  // The page's file itself (with its tokens) is never sent; with a query, the app draws the screen itself.
  expect((await request.get('/login.html')).status()).toBe(404);
  const withQuery = await request.get('/login?returnUrl=%2Fhome', { headers: { accept: 'text/html' } });
  expect(await withQuery.text()).not.toContain('data-prerendered');
});
