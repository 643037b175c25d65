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

/**
 * The page is drawn in the system theme at build; a tiny inline script in its head (allowed by its hash in the
 * server's CSP) names the theme this device chose before the first paint. Read from the page's own colours while
 * the app's script is held back, then once the app has taken the page over.
 */
const LIGHT_BACKGROUND = 'rgb(244, 246, 250)';
const DARK_BACKGROUND = 'rgb(14, 18, 25)';
const themeCases = [
  { kept: 'dark', device: 'light', shows: 'dark' },
  { kept: 'light', device: 'dark', shows: 'light' },
  { kept: 'system', device: 'dark', shows: 'dark' },
  { kept: 'system', device: 'light', shows: 'light' },
] as const;

for (const { kept, device, shows } of themeCases) {
  test(`login: kept '${kept}' on a ${device} device shows ${shows} before the script and after it`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript((theme) => window.localStorage.setItem('insightTheme', theme), kept);
    await page.emulateMedia({ colorScheme: device });
    // The page's own script that starts the app is held until the colours have been read.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const colours = () =>
      page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        named: document.documentElement.getAttribute('data-insight-theme'),
        prerendered: document.getElementById('root')?.hasAttribute('data-prerendered') === true,
      }));
    const background = shows === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND;

    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await colours()).toEqual({
      background,
      scheme: shows,
      named: kept === 'system' ? null : kept,
      prerendered: true,
    });

    release();
    // Hydrated (Login follows the form): the app draws the same theme, and the page's own rules step aside.
    await page.getByLabel('Email').fill('theme@example.com');
    await page.getByLabel('Password').fill('secret-1');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect.poll(async () => (await colours()).named).toBeNull();
    expect(await colours()).toMatchObject({ background, scheme: shows });
    expect(errors).toEqual([]);
  });
}
