import { readFileSync } from 'node:fs';
import { accountDataMessages as adm, DataExport, toastMessages } from '@insight/api';
import { libraryTexts, screenTexts } from '@insight/app/texts';
import { expect, test } from '@playwright/test';
import { assert } from 'superstruct';
import { invite, nav, openConnections, row, toast, viewConnectionGuide } from './support/connections';
import { becomeMember, currentUser, password } from './support/members';

/**
 * Your data end to end: two connected people who share; one downloads her data (answers, scores, the connection
 * and the share are in it), then deletes her account; the other no longer sees her anywhere, and the old guide
 * address answers "Guide not available".
 */
test('download my data, then delete my account: the connection sees me disappear', async ({ browser }) => {
  test.setTimeout(300_000);
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await becomeMember(ada, 'Ada', 'Lovelace');
  const graceContext = await browser.newContext();
  const grace = await graceContext.newPage();
  const graceEmail = await becomeMember(grace, 'Grace', 'Hopper');

  // Ada invites Grace and shares her map; Grace accepts.
  await openConnections(ada);
  const share = await invite(ada, 'Grace', 'Hopper', graceEmail);
  await share.getByRole('checkbox', { name: 'My Personal Map' }).check();
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(toast(ada, toastMessages.requestUpdateOk)).toBeVisible();
  await openConnections(grace);
  await grace
    .getByRole('region', { name: screenTexts.receivedInvitationsPanel })
    .getByRole('listitem', { name: 'Ada Lovelace' })
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(toast(grace, toastMessages.acceptOk)).toBeVisible();
  await viewConnectionGuide(grace, 'Ada Lovelace', 'My Personal Map');
  await expect(grace.getByRole('heading', { level: 1, name: 'My Personal Map : Ada Lovelace' })).toBeVisible();
  const guideAddress = new URL(grace.url()).pathname;
  expect(guideAddress).toMatch(/^\/home\/guide\/\d+\/of\/\d+$/);

  // Ada downloads her data: the password is asked again, and the file holds what she gave and shares.
  await (await nav(ada)).getByRole('link', { name: 'Profile' }).click();
  const yourData = ada.getByRole('region', { name: adm.title });
  await yourData.getByRole('button', { name: adm.download }).click();
  const asked = ada.getByRole('dialog', { name: adm.downloadTitle });
  await asked.getByLabel(/^Current Password/).fill(password);
  const [download] = await Promise.all([
    ada.waitForEvent('download'),
    asked.getByRole('button', { name: adm.downloadConfirm }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^insight-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(toast(ada, adm.downloaded)).toBeVisible();
  const file = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as DataExport;
  assert(file, DataExport);
  expect(file.account.firstName).toBe('Ada');
  // Version 2: every take; Ada's one finished take, with its answers and what they score.
  const take = file.questionnaires.at(-1);
  expect(take?.status).toBe('complete');
  expect(take?.answers).toHaveLength(take?.instrument === 'ipip-neo-120' ? 120 : 50);
  expect(take?.scores !== null || take?.result !== null).toBe(true);
  expect(file.connections).toHaveLength(1);
  expect(file.connections[0]?.person).toEqual({ firstName: 'Grace', lastName: 'Hopper', email: graceEmail });
  expect(file.connections[0]?.youShare.map((guide) => guide.name)).toEqual(['My Personal Map']);
  expect(file.purchases.length).toBeGreaterThan(0);

  // Ada deletes her account: asked first, the password again; she is signed out on the login page.
  const adaId = (await currentUser(ada)).id;
  await yourData.getByRole('button', { name: adm.deleteAccount }).click();
  const ask = ada.getByRole('alertdialog', { name: adm.deleteTitle });
  await expect(ask).toContainText(adm.deleteStays);
  await ask.getByLabel(/^Current Password/).fill(password);
  await ask.getByRole('button', { name: adm.deleteConfirm }).click();
  await expect(ada).toHaveURL(/\/login$/);
  await expect(toast(ada, adm.deleted)).toBeVisible();
  expect(await ada.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();

  // Grace: no Ada among her connections or in her library, and the old guide address has nothing.
  await openConnections(grace);
  await expect(row(grace, 'Ada Lovelace')).toHaveCount(0);
  await expect(grace.getByText(screenTexts.noConnections)).toBeVisible();
  await grace.goto('/home');
  await grace.getByRole('tab', { name: screenTexts.tabConnectionGuides }).click();
  const panel = grace.getByRole('tabpanel', { name: screenTexts.tabConnectionGuides });
  await expect(panel.getByRole('option', { name: 'Ada Lovelace' })).toHaveCount(0);
  await grace.goto(guideAddress);
  await expect(grace.getByRole('heading', { name: libraryTexts.guideMissingTitle })).toBeVisible();
  expect(guideAddress).toContain(`/of/${adaId}`);

  await graceContext.close();
  await adaContext.close();
});
