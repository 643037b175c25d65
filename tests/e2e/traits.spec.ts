import { toastMessages, traitMessages } from '@insight/api';
import { compareTexts, screenTexts, traitTexts } from '@insight/app/texts';
import { insightTexts } from '@insight/app/texts/insight';
import { expect, test, type Page } from '@playwright/test';
import { invitationLink, invite, openConnections, row, toast } from './support/connections';
import { becomeMember, currentUser, SCALE, uniqueEmail } from './support/members';

/**
 * Traits end to end: the trait chart, keeping a guide as a document (print), the guide's own address
 * (Back, bookmark), and comparing two people, which needs both to share their Personal Map with each other.
 */

const ownMap = 'My Personal Map';

/** Replaces the browser's print dialog by a flag, so Download PDF can be checked without a dialog. */
async function stubPrint(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

/** What the page looks like to the printer: no header, footer or buttons; the title and the results stay. */
async function expectPrintable(page: Page, title: string, results: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: results, exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: screenTexts.returnToLibrary })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });
}

test('two people share their maps with each other and compare; a one-way share refuses; a guide prints and Back returns to the library', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await becomeMember(ada, 'Ada', 'Lovelace');

  // Start Here draws Ada's traits, with a table of the same figures for screen readers.
  const startHere = ada.getByRole('figure', { name: traitTexts.yourTraits });
  await expect(startHere).toBeVisible();
  await expect(startHere.getByRole('row', { name: new RegExp(traitTexts.labels.extraversion) })).toBeVisible();

  // Her own map has its own address; it prints without the app around it; Back returns to the library.
  await ada.getByRole('button', { name: `View ${ownMap}` }).click();
  await expect(ada).toHaveURL(/\/home\/guide\/1$/);
  await expect(ada.getByRole('heading', { level: 1, name: ownMap, exact: true })).toBeVisible();
  // The full questionnaire's map: where Ada stands in her group, trait by trait.
  await expect(ada.getByRole('heading', { level: 2, name: insightTexts.summaryHeading })).toBeVisible();
  await stubPrint(ada);
  await ada.getByRole('button', { name: 'Download PDF' }).click();
  expect(await ada.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expectPrintable(ada, ownMap, insightTexts.summaryHeading);
  await ada.goBack();
  await expect(ada).toHaveURL(/\/home$/);
  await expect(ada.getByRole('heading', { level: 2, name: screenTexts.personalGuidesHeading('Ada') })).toBeVisible();
  // A bookmark of the guide opens it again.
  await ada.goto('/home/guide/1');
  await expect(ada.getByRole('heading', { level: 1, name: ownMap, exact: true })).toBeVisible();

  // Ada invites Bea and shares her map with her; Bea joins through the e-mail and answers differently.
  await openConnections(ada);
  const beaEmail = uniqueEmail('bea');
  const share = await invite(ada, 'Bea', 'Lee', beaEmail);
  await share.getByRole('checkbox', { name: ownMap }).check();
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(toast(ada, toastMessages.requestUpdateOk)).toBeVisible();
  const link = await invitationLink(ada, beaEmail);
  const beaContext = await browser.newContext();
  const bea = await beaContext.newPage();
  await becomeMember(bea, 'Bea', 'Lee', {
    email: beaEmail,
    path: link,
    answers: (item) => SCALE[(item * 3) % 5] ?? 'Very Accurate',
  });
  // Connected on her first arrival home after her confirmation link (the toast is the stores' tests').
  expect(await bea.evaluate(() => window.localStorage.getItem('connectionToken'))).toBeNull();
  const adaId = (await currentUser(ada)).id;
  const beaId = (await currentUser(bea)).id;

  // One way only (Ada shares, Bea does not): no Compare button, and the compare address refuses.
  await openConnections(bea);
  await expect(row(bea, 'Ada Lovelace')).toBeVisible();
  await expect(
    row(bea, 'Ada Lovelace').getByRole('button', { name: compareTexts.actionLabel('Ada Lovelace') }),
  ).toHaveCount(0);
  await bea.goto(`/compare/${adaId}`);
  await expect(bea.getByRole('alert')).toContainText(traitMessages.compareNeedsBoth);
  await openConnections(ada);
  await expect(row(ada, 'Bea Lee').getByRole('button', { name: compareTexts.actionLabel('Bea Lee') })).toHaveCount(0);

  // Bea shares her map back: both may now compare, from a connection's row…
  await openConnections(bea);
  await row(bea, 'Ada Lovelace')
    .getByRole('button', { name: /^Set Permissions/ })
    .click();
  const permissions = bea.getByRole('dialog', { name: screenTexts.shareTitle('Ada Lovelace') });
  await permissions.getByRole('checkbox', { name: ownMap }).check();
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(toast(bea, toastMessages.connectionUpdateOk)).toBeVisible();
  await row(bea, 'Ada Lovelace')
    .getByRole('button', { name: compareTexts.actionLabel('Ada Lovelace') })
    .click();
  await expect(bea).toHaveURL(new RegExp(`/compare/${adaId}$`));
  await expect(bea.getByRole('heading', { level: 1, name: compareTexts.heading })).toBeVisible();
  await expect(bea.getByText(compareTexts.subtitle('Ada Lovelace'))).toBeVisible();
  await expect(bea.getByRole('figure', { name: traitTexts.yourTraits })).toBeVisible();
  await expect(bea.getByRole('figure', { name: traitTexts.theirTraits('Ada') })).toBeVisible();
  await expect(bea.getByRole('heading', { level: 2, name: compareTexts.readingHeading })).toBeVisible();
  await expect(
    bea
      .getByRole('listitem')
      .filter({ hasText: /stands higher on|stand close on|stand at the same place on/ })
      .first(),
  ).toBeVisible();

  // …and from the library's connection tab.
  await ada.goto('/home');
  await ada.getByRole('tab', { name: screenTexts.tabConnectionGuides }).click();
  const panel = ada.getByRole('tabpanel', { name: screenTexts.tabConnectionGuides });
  await panel.getByRole('combobox', { name: 'Connection' }).selectOption({ label: 'Bea Lee' });
  await panel.getByRole('button', { name: compareTexts.actionLabel('Bea Lee') }).click();
  await expect(ada).toHaveURL(new RegExp(`/compare/${beaId}$`));
  await expect(ada.getByRole('figure', { name: traitTexts.theirTraits('Bea') })).toBeVisible();

  // Bea reads Ada's shared map at its own address: it prints with Ada's name.
  await bea.goto(`/home/guide/1/of/${adaId}`);
  const sharedTitle = `${ownMap} : Ada Lovelace`;
  await expect(bea.getByRole('heading', { level: 1, name: sharedTitle })).toBeVisible();
  await expect(bea.getByRole('heading', { level: 2, name: insightTexts.theirSummaryHeading('Ada') })).toBeVisible();
  await expectPrintable(bea, sharedTitle, insightTexts.theirSummaryHeading('Ada'));

  await beaContext.close();
  await adaContext.close();
});
