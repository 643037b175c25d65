/**
 * Connections in a real browser, for the journeys: the Connections screen, the Invite dialog, the invitation
 * e-mail in the sandbox outbox, and a connection's guide in the library.
 */
import { toastMessages } from '@insight/api';
import { screenTexts } from '@insight/app/texts';
import { expect, type Page } from '@playwright/test';
import { mainNav } from './header';

/** The header's main navigation, its phone menu opened first where there is one. */
export const nav = (page: Page) => mainNav(page);
// The visible toast's message (its words are also in the toaster's screen-reader announcer for a moment).
export const toast = (page: Page, text: string) => page.locator('.toast-message').getByText(text, { exact: true });
export const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

export async function openConnections(page: Page) {
  await page.goto('/connections');
  await expect(page.getByRole('heading', { level: 1, name: screenTexts.connectionsHeading })).toBeVisible();
}

/** Invite Connections → the dialog → Send; the sharing dialog opens on the new request. */
export async function invite(page: Page, firstName: string, lastName: string, email: string) {
  await page.getByRole('button', { name: screenTexts.inviteConnections }).click();
  const dialog = page.getByRole('dialog', { name: screenTexts.inviteTitle('Insight') });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel(/^First Name/).fill(firstName);
  await dialog.getByLabel(/^Last Name/).fill(lastName);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Message/).fill('Come and compare notes with me!');
  await send.click();
  await expect(toast(page, toastMessages.emailSending)).toBeVisible();
  await expect(toast(page, toastMessages.emailSent)).toBeVisible();
  const share = page.getByRole('dialog', { name: screenTexts.shareTitle(`${firstName} ${lastName}`) });
  await expect(share).toBeVisible();
  await expect(dialog).toBeHidden();
  return share;
}

/** The invitation link of the newest mail to `email` in the sandbox outbox. */
export async function invitationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as { text: string; html: string }[];
      link = mails[0]?.text.match(/https?:\/\/\S+\/register\?connectionToken=[^\s"<>]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

/** My Connection's Guides: pick the connection (and a guide), then View. */
export async function viewConnectionGuide(page: Page, connectionName: string, guide: string) {
  await page.goto('/home');
  await page.getByRole('tab', { name: screenTexts.tabConnectionGuides }).click();
  const panel = page.getByRole('tabpanel', { name: screenTexts.tabConnectionGuides });
  await panel.getByRole('combobox', { name: 'Connection' }).selectOption({ label: connectionName });
  await panel.getByRole('combobox', { name: 'Guide' }).selectOption({ label: guide });
  await panel.getByRole('button', { name: 'View' }).click();
}
