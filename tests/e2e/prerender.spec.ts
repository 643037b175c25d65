import { expect, test } from '@playwright/test';
import { mainNav } from './support/header';
import { becomeMember } from './support/members';

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
  // The app's files were asked for once the drawn page's content had been painted, not before (its bytes would
  // have competed with the page's fonts, and a lab's simulated first paint counted their download).
  const order = await page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(index|rolldown-runtime)-[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { painted, asked };
  });
  expect(order.painted).toBeGreaterThan(0);
  expect(order.asked).toHaveLength(2);
  for (const at of order.asked) expect(at).toBeGreaterThanOrEqual(order.painted!);

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

// @dark: the device is the project's, from the browser's start: light on the desktop, dark in the dark project
// (playwright.config.ts). Each theme a device can keep is read on both.
for (const kept of ['dark', 'light', 'system'] as const) {
  const named = kept === 'system' ? "the device's scheme" : kept;
  test(`login: kept '${kept}' shows ${named} before the script and after it @dark`, async ({ page, colorScheme }) => {
    const device = colorScheme === 'dark' ? 'dark' : 'light';
    const shows = kept === 'system' ? device : kept;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript((theme) => window.localStorage.setItem('insightTheme', theme), kept);
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

/**
 * /home comes drawn for a device that holds a session: the layout and Start Here as the app's first render draws
 * them while the gate runs (the same for everyone: the video's poster, the page's largest paint, from the server's
 * settings); the app's first render draws the same in its place, then the person's library. The head's script
 * hides that page before the first paint from a device without a session (it lands on the login screen) and from a
 * person the gate has not opened for on this device yet (the loading overlay until the gate decides).
 */
test('home: Start Here drawn before the script, and standing until the library comes', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  const settings = (await (await request.get('/assets/config.json')).json()) as Record<string, string>;
  await becomeMember(page, 'Hedy', 'Lamarr');

  // This device keeps the dark theme, on a light system: the drawn page is dark from its first paint.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => window.localStorage.setItem('insightTheme', 'dark'));
  const theme = () =>
    page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      named: document.documentElement.getAttribute('data-insight-theme'),
    }));
  // The app's entry script is held until the drawn page has been read.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home', { waitUntil: 'commit' });
  const startHere = page.getByRole('region', { name: 'Start Here' });
  await expect(startHere).toBeVisible();
  expect(await theme()).toEqual({ background: DARK_BACKGROUND, named: 'dark' });
  // The video's poster, behind its play button (the player comes when it is pressed).
  const playVideo = startHere.getByRole('button', { name: `Play video: Welcome to ${settings.appName}` });
  await expect(playVideo.locator('img')).toHaveAttribute('src', settings.dashboardVideoPosterUrl);
  await expect(startHere).toContainText('Loading your library…');
  // The signed-in header: its brand leads to the library (signed out, to the login screen).
  await expect(page.getByRole('banner').getByRole('link', { name: settings.appName })).toHaveAttribute('href', '/home');
  // Nothing of the person's own yet, and no button to press before the app is there but the video's (a press
  // before the app has drawn the page again is not kept).
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(startHere.getByRole('button', { name: /View/ })).toHaveCount(0);
  // From now on: is Start Here's video ever missing from the page (a frame drawn without it)?
  await page.evaluate(() => {
    const state = window as unknown as { startHereMissed: boolean };
    state.startHereMissed = false;
    new MutationObserver(() => {
      if (!document.querySelector('main section[aria-labelledby] button > img[src]')) state.startHereMissed = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  // The gate's first read is held too: the app takes the drawn page over (hydrates it) while the gate runs.
  let answer = () => {};
  const gate = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/mylifecontact', async (route) => {
    await gate;
    await route.continue();
  });
  release();
  // The app has taken the page over (its loading overlay names the gate's calls), while the gate runs.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeAttached();
  await expect(startHere).toContainText('Loading your library…');

  answer();
  await expect(page.getByRole('heading', { level: 2, name: "Hedy's Personal Guides" })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Guides' })).toBeVisible();
  await expect(startHere.getByRole('button', { name: /View/ })).toBeEnabled();
  // The app draws the dark theme itself now: the drawn page's rules for it have stepped aside.
  expect(await theme()).toEqual({ background: DARK_BACKGROUND, named: null });
  // Start Here stood from the first paint to the library: the app drew it in the drawn page's place.
  expect(await page.evaluate(() => (window as unknown as { startHereMissed: boolean }).startHereMissed)).toBe(false);
  await page.unroute('**/api/mylifecontact');

  // The video's button brings the player, with the focus on it (a keyboard goes on from there).
  await playVideo.click();
  const player = startHere.getByLabel(`Welcome to ${settings.appName}`);
  await expect(player).toBeFocused();
  await expect(player).toHaveAttribute('controls', '');
  await expect(playVideo).toHaveCount(0);

  // From now on, at each page's DOMContentLoaded (before the app's script has run): is the drawn Start Here seen?
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => route.continue());
  const seen: boolean[] = [];
  await page.exposeFunction('reportStartHere', (visible: boolean) => seen.push(visible));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const region = document.querySelector('section[aria-labelledby]');
      const report = (window as unknown as { reportStartHere: (visible: boolean) => void }).reportStartHere;
      report(region !== null && getComputedStyle(region).visibility === 'visible');
    });
  });

  // A person the gate has not opened for on this device (a newcomer, whom it may send to buy or to answer): the
  // drawn library is hidden before the first paint too; the app shows its loading overlay until the gate decides.
  await page.evaluate(() => window.localStorage.removeItem('insightGatePassed'));
  await page.goto('/home');
  await expect(page.getByRole('tab', { name: 'My Guides' })).toBeVisible();
  expect(seen).toEqual([false]);
  // The gate has opened for her here now: her next /home is drawn from its first paint.
  await page.goto('/home');
  await expect(page.getByRole('tab', { name: 'My Guides' })).toBeVisible();
  expect(seen).toEqual([false, true]);

  // Signed out on this device: the drawn page is hidden before the first paint, and the login screen comes.
  await (await mainNav(page)).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  seen.length = 0;
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Login To ${settings.appName}`);
  expect(seen).toEqual([false]);
  // (Chromium asks for /favicon.ico on its own at some navigations; the app's icon is /favicon.svg.)
  expect(errors.filter((text) => !text.includes('/favicon.ico'))).toEqual([]);
});
