import { toastMessages, type Connection } from '@insight/api';
import { screenTexts } from '@insight/app/texts';
import { expect, test, type Page } from '@playwright/test';
import { invitationLink, invite, openConnections, row, toast, viewConnectionGuide } from './support/connections';
import { expectInMainNav } from './support/header';
import { apiCall, becomeMember, currentUser, register, uniqueEmail } from './support/members';

/**
 * Connections end to end (SPEC §2 Connections, Invite and Sharing dialogs, Library tabs, Report view;
 * §4 connection requests and the stored connectionToken; §6 who sees what; §8 toasts), against the
 * real server and the built app, with the sandbox cart, questionnaire and mail outbox.
 */

test('invite → share → e-mail link → register → connected on arrival; read the shared guide; unshare and lose access', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await becomeMember(ada, 'Ada', 'Lovelace');

  // Ada invites Grace, who has no account yet, and shares her map with the pending request.
  await openConnections(ada);
  await expect(ada.getByText(screenTexts.noConnections)).toBeVisible();
  const graceEmail = uniqueEmail('grace');
  const share = await invite(ada, 'Grace', 'Hopper', graceEmail);
  const selectAll = share.getByRole('checkbox', { name: screenTexts.selectAll });
  await expect(selectAll).not.toBeChecked();
  await share.getByRole('checkbox', { name: 'My Personal Map' }).check();
  await expect(selectAll).toBeChecked();
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(toast(ada, toastMessages.requestUpdateOk)).toBeVisible();
  await expect(row(ada, 'Grace Hopper')).toContainText('Pending');
  await expect(row(ada, 'Grace Hopper')).toContainText(graceEmail);
  await expect(row(ada, 'Grace Hopper')).toContainText(screenTexts.sharedGuidesPending(1));

  // Grace follows the e-mail's link, registers, proves her address, buys, answers: reaching home connects her, on
  // the first arrival after her confirmation link (the packages screen or the library, whichever comes first; the
  // toast is the stores' tests').
  const link = await invitationLink(ada, graceEmail);
  expect(link).toMatch(/^\/register\?connectionToken=/);
  const graceContext = await browser.newContext();
  const grace = await graceContext.newPage();
  await becomeMember(grace, 'Grace', 'Hopper', { email: graceEmail, path: link });
  expect(await grace.evaluate(() => window.localStorage.getItem('connectionToken'))).toBeNull();

  await openConnections(grace);
  await expect(row(grace, 'Ada Lovelace')).toContainText(screenTexts.sharedGuidesActive(0, 'Ada', 1));
  await openConnections(ada);
  await expect(row(ada, 'Grace Hopper')).toContainText(screenTexts.sharedGuidesActive(1, 'Grace', 0));
  await expect(row(ada, 'Grace Hopper')).not.toContainText('Pending');

  // Grace reads Ada's map as Ada shares it.
  await viewConnectionGuide(grace, 'Ada Lovelace', 'My Personal Map');
  const title = 'My Personal Map : Ada Lovelace';
  await expect(grace.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(grace.getByText(screenTexts.viewingAs('Ada Lovelace'))).toBeVisible();
  await expect(grace.getByRole('article', { name: title })).toContainText('Ada Lovelace');
  const adaId = (await currentUser(ada)).id;
  const connections = JSON.parse((await apiCall(grace, 'GET', '/api/connection')).text) as Connection[];
  const reportId = connections[0]?.connectionSharedReports[0]?.reportId;
  expect(reportId).toBeDefined();
  expect((await apiCall(grace, 'GET', `/api/report/${adaId}/${reportId}`)).status).toBe(200);

  // Ada takes it back: Grace loses access on her next request.
  await row(ada, 'Grace Hopper')
    .getByRole('button', { name: /^Set Permissions/ })
    .click();
  const permissions = ada.getByRole('dialog', { name: screenTexts.shareTitle('Grace Hopper') });
  await expect(permissions.getByRole('checkbox', { name: 'My Personal Map' })).toBeChecked();
  await permissions.getByRole('checkbox', { name: 'My Personal Map' }).uncheck();
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(toast(ada, toastMessages.connectionUpdateOk)).toBeVisible();
  await expect(row(ada, 'Grace Hopper')).toContainText(screenTexts.sharedGuidesActive(0, 'Grace', 0));

  expect([403, 404]).toContain((await apiCall(grace, 'GET', `/api/report/${adaId}/${reportId}`)).status);
  await grace.goto('/home');
  await grace.getByRole('tab', { name: screenTexts.tabConnectionGuides }).click();
  const panel = grace.getByRole('tabpanel', { name: screenTexts.tabConnectionGuides });
  await panel.getByRole('combobox', { name: 'Connection' }).selectOption({ label: 'Ada Lovelace' });
  await expect(panel.getByText(screenTexts.notSharing)).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Guide' })).toBeDisabled();

  await graceContext.close();
  await adaContext.close();
});

test('three people: reject, cancel, accept, remove with their toasts; a stranger is refused', async ({ browser }) => {
  test.setTimeout(300_000);
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await becomeMember(ada, 'Ada', 'Lovelace');

  // Carol and Dave only register (the connections screen needs no purchase).
  const carolContext = await browser.newContext();
  const carol = await carolContext.newPage();
  const carolEmail = uniqueEmail('carol');
  await register(carol, 'Carol', 'Singer', carolEmail);
  await expect(carol.getByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeVisible();
  const daveContext = await browser.newContext();
  const dave = await daveContext.newPage();
  await register(dave, 'Dave', 'Davis', uniqueEmail('dave'));
  await expect(dave.getByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeVisible();

  // Ada invites Carol (she has an account): Carol sees it, with the badge, and rejects it.
  await openConnections(ada);
  let share = await invite(ada, 'Carol', 'Singer', carolEmail);
  await share.getByRole('button', { name: 'Cancel' }).click();
  await openConnections(carol);
  await expectInMainNav(carol, (nav) => nav.getByRole('link', { name: 'Connections, 1 pending invitation' }));
  const fromAda = carol.getByRole('region', { name: screenTexts.receivedInvitationsPanel }).getByRole('listitem', {
    name: 'Ada Lovelace',
  });
  await expect(fromAda).toContainText((await currentUserName(ada)) ?? '');
  await fromAda.getByRole('button', { name: /^Reject/ }).click();
  await expect(toast(carol, toastMessages.rejectOk)).toBeVisible();
  await expect(carol.getByText(screenTexts.noInvitations)).toBeVisible();
  await expectInMainNav(carol, (nav) => nav.getByRole('link', { name: 'Connections', exact: true }));

  // Ada invites Carol again, then cancels (asked first, in an alertdialog).
  await openConnections(ada);
  await expect(row(ada, 'Carol Singer')).toHaveCount(0);
  share = await invite(ada, 'Carol', 'Singer', carolEmail);
  await share.getByRole('button', { name: 'Cancel' }).click();
  await row(ada, 'Carol Singer')
    .getByRole('button', { name: /^Cancel/ })
    .click();
  const ask = ada.getByRole('alertdialog', { name: 'Cancel the invitation to Carol Singer?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(toast(ada, toastMessages.cancelOk)).toBeVisible();
  await expect(row(ada, 'Carol Singer')).toHaveCount(0);

  // Carol invites Ada; Ada accepts and shares her map with Carol.
  await openConnections(carol);
  const adaEmail = (await currentUserName(ada)) ?? '';
  share = await invite(carol, 'Ada', 'Lovelace', adaEmail);
  await share.getByRole('button', { name: 'Cancel' }).click();
  await openConnections(ada);
  await expectInMainNav(ada, (nav) => nav.getByRole('link', { name: 'Connections, 1 pending invitation' }));
  await ada
    .getByRole('region', { name: screenTexts.receivedInvitationsPanel })
    .getByRole('listitem', { name: 'Carol Singer' })
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(toast(ada, toastMessages.acceptOk)).toBeVisible();
  await expect(row(ada, 'Carol Singer')).toContainText(screenTexts.sharedGuidesActive(0, 'Carol', 0));
  await row(ada, 'Carol Singer')
    .getByRole('button', { name: /^Set Permissions/ })
    .click();
  const permissions = ada.getByRole('dialog', { name: screenTexts.shareTitle('Carol Singer') });
  await permissions.getByRole('checkbox', { name: screenTexts.selectAll }).check();
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(toast(ada, toastMessages.connectionUpdateOk)).toBeVisible();

  const adaId = (await currentUser(ada)).id;
  const carolSees = JSON.parse((await apiCall(carol, 'GET', '/api/connection')).text) as Connection[];
  const reportId = carolSees[0]?.connectionSharedReports[0]?.reportId;
  expect(reportId).toBeDefined();
  const report = `/api/report/${adaId}/${reportId}`;
  expect((await apiCall(carol, 'GET', report)).status).toBe(200);

  // A stranger (Dave) is refused Ada's guide, and cannot answer an invitation that is not his.
  expect([403, 404]).toContain((await apiCall(dave, 'GET', report)).status);
  await openConnections(ada);
  share = await invite(ada, 'Erin', 'Example', uniqueEmail('erin'));
  await share.getByRole('button', { name: 'Cancel' }).click();
  const sent = JSON.parse((await apiCall(ada, 'GET', '/api/connectionrequest/pending/requester')).text) as {
    id: number;
  }[];
  const erinRequest = sent[0]?.id;
  expect(erinRequest).toBeDefined();
  expect([403, 404]).toContain((await apiCall(dave, 'POST', `/api/connectionrequest/accept/${erinRequest}`)).status);
  expect([403, 404]).toContain((await apiCall(dave, 'POST', `/api/connectionrequest/cancel/${erinRequest}`)).status);
  await openConnections(ada);
  await expect(row(ada, 'Erin Example')).toContainText('Pending');

  // Ada removes Carol (asked first): Carol loses access on her next request.
  await row(ada, 'Carol Singer')
    .getByRole('button', { name: /^Remove/ })
    .click();
  const remove = ada.getByRole('alertdialog', { name: 'Remove Carol Singer?' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(ada, toastMessages.removeOk)).toBeVisible();
  await expect(row(ada, 'Carol Singer')).toHaveCount(0);
  expect([403, 404]).toContain((await apiCall(carol, 'GET', report)).status);
  await openConnections(carol);
  await expect(carol.getByText(screenTexts.noConnections)).toBeVisible();

  await daveContext.close();
  await carolContext.close();
  await adaContext.close();
});

/** The e-mail address (user name) of the person signed in on `page`. */
async function currentUserName(page: Page): Promise<string | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('currentUser'));
  return raw ? (JSON.parse(raw) as { userName: string }).userName : null;
}
