/**
 * Every main screen of the app, for the journeys that check something on each of them (320 px reading,
 * touch target sizes): the signed-out pages, and for a member with one connection who shares the Personal
 * Map both ways, the library's tabs and views, connections with its dialogs, profile, compare, the circle,
 * the package page, contact and the error page.
 */
import { toastMessages } from '@insight/api';
import { compareTexts, screenTexts } from '@insight/app/texts';
import { expect, type Browser, type Page } from '@playwright/test';
import { invitationLink, invite, openConnections, row, toast } from './connections';
import { becomeMember, currentUser, uniqueEmail } from './members';

/** What a journey checks on each screen: the page as it is now, and the screen's name for the report. */
export type ScreenCheck = (page: Page, screen: string) => Promise<void>;

/** The screen has drawn: its h1 is visible, no loading overlay is up, fonts are in. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * What fades or slides in has arrived: every running animation that ends (a dialog's and a toast's entrance; not a
 * spinner's, which runs for ever, nor a paused toast's countdown, which ends only when it runs again) has finished. A
 * check of a screen mid-entrance reads an element at opacity 0 as not drawn: a dialog checked in its first frames had
 * no controls to check and no text to measure.
 */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The check, once the screen's entrance animations have finished. */
const afterAnimations =
  (check: ScreenCheck): ScreenCheck =>
  async (page, screen) => {
    await animationsDone(page);
    await check(page, screen);
  };

async function visit(page: Page, path: string, screen: string, check: ScreenCheck) {
  await page.goto(path);
  await settled(page);
  await check(page, screen);
}

/**
 * The pages open to everyone, each checked signed out (a reset and a confirmation link whose token is not
 * known included). Contact is a member's page (signed out it sends to login), so it is in memberScreens.
 */
export async function signedOutScreens(page: Page, check: ScreenCheck) {
  check = afterAnimations(check);
  await visit(page, '/login', 'login', check);
  await visit(page, '/register', 'register', check);
  await visit(page, '/recover-password', 'recover password', check);
  await visit(page, '/reset-password?token=not-a-real-token', 'reset password', check);
  await visit(page, '/confirm-email?token=not-a-real-token', 'confirm e-mail', check);
  await visit(page, '/error', 'error', check);
}

/** Two members, Ada and Bea, connected and sharing their Personal Maps both ways (so they may compare). */
export interface ConnectedPair {
  ada: Page;
  bea: Page;
  adaId: string;
  beaId: string;
  close: () => Promise<void>;
}

export async function connectedPair(browser: Browser): Promise<ConnectedPair> {
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await becomeMember(ada, 'Ada', 'Lovelace');
  await openConnections(ada);
  const beaEmail = uniqueEmail('bea');
  const share = await invite(ada, 'Bea', 'Lee', beaEmail);
  await share.getByRole('checkbox', { name: 'My Personal Map' }).check();
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(toast(ada, toastMessages.requestUpdateOk)).toBeVisible();
  const link = await invitationLink(ada, beaEmail);
  const beaContext = await browser.newContext();
  const bea = await beaContext.newPage();
  await becomeMember(bea, 'Bea', 'Lee', { email: beaEmail, path: link });
  await openConnections(bea);
  await row(bea, 'Ada Lovelace')
    .getByRole('button', { name: /^Set Permissions/ })
    .click();
  const permissions = bea.getByRole('dialog', { name: screenTexts.shareTitle('Ada Lovelace') });
  await permissions.getByRole('checkbox', { name: 'My Personal Map' }).check();
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(toast(bea, toastMessages.connectionUpdateOk)).toBeVisible();
  return {
    ada,
    bea,
    adaId: (await currentUser(ada)).id,
    beaId: (await currentUser(bea)).id,
    close: async () => {
      await beaContext.close();
      await adaContext.close();
    },
  };
}

/**
 * Every screen a member reaches, as `page` (a member connected to Bea Lee, both sharing their maps):
 * each library tab, the own map, a guide's overview, Bea's map, connections with the Invite and the
 * Set Permissions dialogs and a toast, profile, compare, the circle, the package page, contact, error.
 * (/purchase-map is left out: it only says 'Redirecting to checkout' on its way to the cart, another site.)
 */
export async function memberScreens(page: Page, beaId: string, check: ScreenCheck) {
  check = afterAnimations(check);
  // The library's heading and Start Here come first (prerendered); its guides follow from the API. Checked before
  // they came, the screen had two buttons (Menu, Notifications). A member has guides for sale, with an Overview.
  const overview = page.getByRole('button', { name: 'Overview', exact: true }).first();
  await page.goto('/home');
  await settled(page);
  await expect(overview).toBeVisible();
  await check(page, 'library: my guides');
  await page.getByRole('tab', { name: screenTexts.tabConnectionGuides }).click();
  const connectionPanel = page.getByRole('tabpanel', { name: screenTexts.tabConnectionGuides });
  await connectionPanel.getByRole('combobox', { name: 'Connection' }).selectOption({ label: 'Bea Lee' });
  await expect(connectionPanel.getByRole('button', { name: compareTexts.actionLabel('Bea Lee') })).toBeVisible();
  await check(page, "library: my connection's guides");
  await page.getByRole('tab', { name: screenTexts.tabInvite }).click();
  // The tab's form is a chunk of its own: its panel shows the loading overlay until the form has come.
  const invitePanel = page.getByRole('tabpanel', { name: screenTexts.tabInvite });
  await expect(invitePanel.getByLabel(/^Email/)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await check(page, 'library: invite');

  await visit(page, '/home/guide/1', 'my personal map', check);
  await visit(page, `/home/guide/1/of/${encodeURIComponent(beaId)}`, "a connection's personal map", check);
  await page.goto('/home');
  await settled(page);
  await overview.click();
  await expect(page).toHaveURL(/\/home\/overview\/\d+$/);
  await settled(page);
  await check(page, "a guide's overview");

  await visit(page, '/connections', 'connections', check);
  await page.getByRole('button', { name: screenTexts.inviteConnections }).click();
  const inviteDialog = page.getByRole('dialog', { name: screenTexts.inviteTitle('Insight') });
  await expect(inviteDialog).toBeVisible();
  await check(page, 'connections: invite dialog');
  await page.keyboard.press('Escape');
  await expect(inviteDialog).toBeHidden();
  await row(page, 'Bea Lee')
    .getByRole('button', { name: /^Set Permissions/ })
    .click();
  const permissions = page.getByRole('dialog', { name: screenTexts.shareTitle('Bea Lee') });
  await expect(permissions).toBeVisible();
  await check(page, 'connections: set permissions dialog');
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, toastMessages.connectionUpdateOk)).toBeVisible();
  // Held under the pointer, as a reader holds it (its countdown pauses): it closes after 5 s, and waiting for its
  // countdown to end (as for an entrance) checked the page after it had gone.
  await page.locator('.toast').first().hover();
  await expect(page.locator('.toast').first()).toHaveAttribute('data-paused', 'true');
  // Faded in (its close button is measured as drawn).
  await expect(page.locator('.toast-message').first()).toHaveCSS('opacity', '1');
  await check(page, 'connections: a toast');
  await expect(
    toast(page, toastMessages.connectionUpdateOk),
    'the toast was there all through its check',
  ).toBeVisible();

  await visit(page, '/profile', 'profile', check);
  await visit(page, `/compare/${encodeURIComponent(beaId)}`, 'compare', check);
  await visit(page, `/circle?with=${encodeURIComponent(beaId)}`, 'my circle', check);
  await visit(page, '/purchase-package', 'purchase a package', check);
  await visit(page, '/contact', 'contact', check);
  await visit(page, '/error', 'error, signed in', check);
}
