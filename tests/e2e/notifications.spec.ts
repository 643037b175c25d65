import { toastMessages } from '@insight/api';
import { circleTexts, compareTexts, screenTexts } from '@insight/app/texts';
import { expect, test, type Page } from '@playwright/test';
import { invite, openConnections, row, toast } from './support/connections';
import { becomeMember, currentUser } from './support/members';

/**
 * Notifications end to end, three people: an accepted invitation tells the inviter, a shared guide tells the
 * recipient, a Personal Map shared back tells the other and opens Compare; a notification mail's unsubscribe
 * link works signed out and turns off that one switch; and the circle of three. Against the real server and
 * the built app, the mails read from the sandbox outbox (the server folds events for NOTIFICATION_FOLD_MS, set
 * short for the journeys in playwright.config.ts, then sends).
 */

/** The header's bell, whatever its count; on a phone it stays in the bar. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Moves to `path` (the bell reads the notices again on every screen) and waits for the bell to say `name`. */
async function bellSays(page: Page, path: string, name: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(bell(page)).toHaveAccessibleName(name, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the bell's list from the keyboard and answers it (focus is on its newest notice). */
async function openBell(page: Page) {
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('group', { name: 'Notifications' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('link').first()).toBeFocused();
  return list;
}

/** Set Permissions on a connection's row: tick the guide, Save. */
async function shareWith(page: Page, name: string, guide: string) {
  await openConnections(page);
  await row(page, name)
    .getByRole('button', { name: /^Set Permissions/ })
    .click();
  const dialog = page.getByRole('dialog', { name: screenTexts.shareTitle(name) });
  await dialog.getByRole('checkbox', { name: guide }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, toastMessages.connectionUpdateOk)).toBeVisible();
}

/** `from` invites `to` (who has an account); `to` accepts on the connections screen. */
async function connect(from: Page, to: Page, toName: [string, string], toEmail: string, fromName: string) {
  await openConnections(from);
  const share = await invite(from, toName[0], toName[1], toEmail);
  await share.getByRole('button', { name: 'Cancel' }).click();
  await openConnections(to);
  await to
    .getByRole('region', { name: screenTexts.receivedInvitationsPanel })
    .getByRole('listitem', { name: fromName })
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(toast(to, toastMessages.acceptOk)).toBeVisible();
}

interface OutboxMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The newest mail to `email` whose subject matches, once the server has sent it. */
async function mailTo(page: Page, email: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`);
        const mails = (await response.json()) as OutboxMail[];
        found = mails.find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

test('three people: told of an accepted invitation, a shared guide, a map shared back; unsubscribe signed out; the circle', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  const cleoContext = await browser.newContext();
  const cleo = await cleoContext.newPage();
  // Three members (each bought the Personal Map and answered), side by side.
  const [, benEmail, cleoEmail] = await Promise.all([
    becomeMember(ada, 'Ada', 'Lovelace'),
    becomeMember(ben, 'Ben', 'Franklin'),
    becomeMember(cleo, 'Cleo', 'Patra'),
  ]);

  // Nothing yet: a bell without a count.
  await bellSays(ada, '/home', 'Notifications');

  // Ada invites Ben; Ben accepts: Ada's bell says so.
  await connect(ada, ben, ['Ben', 'Franklin'], benEmail, 'Ada Lovelace');
  await bellSays(ada, '/home', 'Notifications, 1 unread');
  let list = await openBell(ada);
  await expect(list.getByRole('link', { name: /^Unread: Ben Franklin accepted your invitation\./ })).toBeVisible();
  // Opened, it is read: the count goes, and stays gone on the next screen.
  await expect(bell(ada)).toHaveAccessibleName('Notifications');
  await ada.keyboard.press('Escape');
  await expect(bell(ada)).toBeFocused();
  await bellSays(ada, '/contact', 'Notifications');

  // Ada shares her Personal Map with Ben: Ben is told, and the notice opens his connections' guides.
  await shareWith(ada, 'Ben Franklin', 'My Personal Map');
  await bellSays(ben, '/contact', 'Notifications, 1 unread');
  list = await openBell(ben);
  await list.getByRole('link', { name: /Ada Lovelace shared My Personal Map with you\./ }).click();
  await expect(ben).toHaveURL(/\/home$/);
  await expect(ben.getByRole('tab', { name: screenTexts.tabConnectionGuides })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Ben shares his back: Ada is told, and the notice opens Compare with him.
  await shareWith(ben, 'Ada Lovelace', 'My Personal Map');
  await bellSays(ada, '/contact', 'Notifications, 1 unread');
  list = await openBell(ada);
  await list
    .getByRole('link', { name: /Ben Franklin now shares their Personal Map with you: compare your traits\./ })
    .click();
  const benId = (await currentUser(ben)).id;
  await expect(ada).toHaveURL(new RegExp(`/compare/${benId}$`));
  await expect(ada.getByRole('heading', { level: 1, name: compareTexts.heading })).toBeVisible();
  await expect(ada.getByText(compareTexts.subtitle('Ben Franklin'))).toBeVisible();

  // The mail about Ada's guide reached Ben, with RFC 8058's one-click headers and a link for people.
  const mail = await mailTo(ben, benEmail, /^Ada Lovelace shared My Personal Map with you$/);
  expect(mail.headers['List-Unsubscribe']).toMatch(
    /^<http:\/\/\S+\/api\/notifications\/unsubscribe\/one-click\?token=/,
  );
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=[^\s"<>]+/)?.[0];
  expect(link).toBeDefined();

  // Ben opens it signed out (a browser with no session): opening changes nothing; the button stops those mails.
  const outside = await browser.newContext();
  const reader = await outside.newPage();
  const url = new URL(link!);
  await reader.goto(url.pathname + url.search);
  await expect(reader.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(reader.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await reader.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(
    reader.getByText('You will no longer get an e-mail when a connection shares a guide with you.'),
  ).toBeVisible();
  await outside.close();

  // Ben's Profile shows that one switch off, the others on.
  await ben.goto('/profile');
  const card = ben.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('switch', { name: 'A connection shares a guide with me' })).not.toBeChecked();
  await expect(card.getByRole('switch', { name: 'Someone accepts my invitation' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'A connection shares their Personal Map back' })).toBeChecked();

  // Cleo joins Ada's circle: connected, each shares her Personal Map with the other.
  await connect(ada, cleo, ['Cleo', 'Patra'], cleoEmail, 'Ada Lovelace');
  await shareWith(ada, 'Cleo Patra', 'My Personal Map');
  await shareWith(cleo, 'Ada Lovelace', 'My Personal Map');
  await bellSays(ada, '/contact', 'Notifications, 2 unread');
  list = await openBell(ada);
  await expect(
    list.getByRole('link', { name: /^Unread: Cleo Patra now shares their Personal Map with you/ }),
  ).toBeVisible();
  await expect(list.getByRole('link', { name: /^Unread: Cleo Patra accepted your invitation\./ })).toBeVisible();
  await ada.keyboard.press('Escape');

  // The circle of three: Ada, Ben and Cleo on one chart.
  const cleoId = (await currentUser(cleo)).id;
  await ada.goto(`/circle?with=${benId},${cleoId}`);
  await expect(ada.getByRole('heading', { level: 1, name: circleTexts.heading })).toBeVisible();
  const figure = ada.getByRole('figure', { name: new RegExp(circleTexts.chartTitle) });
  await expect(figure).toBeVisible();
  // The chart's table (for screen readers): a column for each of the three.
  await expect(figure.getByRole('columnheader')).toHaveText([/Trait/, circleTexts.you, 'Ben', 'Cleo']);

  await cleoContext.close();
  await benContext.close();
  await adaContext.close();
});
