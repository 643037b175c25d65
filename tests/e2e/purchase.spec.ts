import { screenTexts } from '@insight/app/texts';
import { getQuestions } from '@bigfive-org/questions';
import { expect, test, type Page } from '@playwright/test';
import { checkOut, becomeMember as memberThroughApi, SCALE } from './support/members';

/**
 * Buy, answer, read: a new person is sent to the packages, pays in the sandbox cart, answers the full
 * questionnaire (the IPIP-NEO-120, one statement at a time as a reader does), reads a guide written from the
 * answers, and buys one more guide. A second person, who answers the other way, is made through the API and the
 * host's form posts (support/members.ts): the screens she would walk are the first person's, and only her guide is
 * read here.
 */

const password = 'journey-Password-1';
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Each statement's trait letter and keying, in the host's order (the package the server reads them from). */
const ITEMS = getQuestions('en') as { domain: string; keyed: 'plus' | 'minus' }[];

/**
 * 'high' stands at the top of every guide's five traits (extraversion, agreeableness, conscientiousness, openness
 * high; neuroticism low, so emotional stability high); 'low' at the bottom of each.
 */
type Profile = 'high' | 'low';
const answerFor = (item: number, profile: Profile): (typeof SCALE)[number] => {
  const { domain, keyed } = ITEMS[item - 1] ?? { domain: 'E', keyed: 'plus' };
  const towardsTrait = (keyed === 'plus') === (domain !== 'N');
  return towardsTrait === (profile === 'high') ? SCALE[4] : SCALE[0];
};

async function register(page: Page, firstName: string, lastName: string, email: string) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Insight Dashboard' })).toBeVisible();
  await page.getByLabel(/^First Name/).fill(firstName);
  await page.getByLabel(/^Last Name/).fill(lastName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('radio', { name: 'She/her' }).check();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('checkbox', { name: /I am at least 13 years old/ }).check();
  await page.getByRole('button', { name: 'Start' }).click();
}

/** The questionnaire host: pages of 10 statements (12 for the full questionnaire), then back to the app. */
async function answerQuestionnaire(page: Page, profile: Profile) {
  await expect(page.getByRole('heading', { level: 1, name: 'Describe yourself' })).toBeVisible();
  await expect(page.getByText('Page 1 of 12. 0 of 120 statements answered.')).toBeVisible();
  for (let pageNumber = 1; pageNumber <= 12; pageNumber += 1) {
    await expect(page.getByText(`Page ${pageNumber} of 12.`)).toBeVisible();
    for (let item = (pageNumber - 1) * 10 + 1; item <= pageNumber * 10; item += 1) {
      const group = page.locator(`#item-${item}`);
      await group.getByRole('radio', { name: answerFor(item, profile), exact: true }).check();
    }
    await page.getByRole('button', { name: pageNumber < 12 ? 'Next' : 'Finish' }).click();
  }
}

/** Register, buy the Personal Map package, answer the questionnaire; ends on the library. */
async function becomeMember(page: Page, firstName: string, lastName: string, profile: Profile) {
  await register(page, firstName, lastName, uniqueEmail(firstName.toLowerCase()));

  // The home gate: the required guide is not bought yet, and packages are enabled.
  await expect(page.getByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-package$/);
  const packageCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Personal Map', exact: true }) });
  await expect(packageCard.getByText('$29')).toBeVisible();
  await page.screenshot({ path: `test-results/purchase-packages-${firstName}.png`, fullPage: true });
  await packageCard.getByRole('link', { name: 'Select' }).click();
  await checkOut(page, `${firstName} ${lastName}`);

  // Paid: back home, the gate now sends the person to a new survey. The return call is held
  // until the waiting screen has been seen (it is usually gone in a blink).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/survey/return/*', async (route) => {
    await held;
    await route.continue();
  });
  await answerQuestionnaire(page, profile);
  await expect(page).toHaveURL(/\/survey\/return\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insight Survey' })).toBeVisible();
  await expect(page.getByText(screenTexts.surveyReturnWaiting).first()).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/home$/);
  await page.unroute('**/api/survey/return/*');
  await expect(
    page.getByRole('heading', { level: 2, name: screenTexts.personalGuidesHeading(firstName) }),
  ).toBeVisible();
}

const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

const cardNames = (page: Page, heading: string) =>
  section(page, heading).getByRole('article').getByRole('heading').allTextContents();

/** The text of the personal map, without the person's name. */
async function readMap(page: Page, fullName: string): Promise<string> {
  await page.getByRole('button', { name: 'View My Personal Map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Personal Map', exact: true })).toBeVisible();
  const guide = page.getByRole('article', { name: 'My Personal Map' });
  await expect(guide).toContainText(fullName);
  await expect(page.getByRole('link', { name: /Learn More/ })).toBeVisible();
  await page.screenshot({ path: `test-results/purchase-map-${fullName.split(' ')[0]}.png`, fullPage: true });
  const text = (await guide.innerText()).replaceAll(fullName, '');
  await page.getByRole('button', { name: screenTexts.returnToLibrary }).click();
  return text;
}

test('buy a package, answer the questionnaire, read a guide written from the answers, buy one more', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // Ada answers as a high scorer on every trait.
  const adaContext = await browser.newContext();
  const page = await adaContext.newPage();
  await becomeMember(page, 'Ada', 'Lovelace', 'high');

  // The library: the package's guide owned; the rest for purchase in SPEC §9 order (career, personal, sports).
  await expect.poll(() => cardNames(page, "Ada's Personal Guides")).toEqual(['My Personal Map']);
  await expect
    .poll(() => cardNames(page, screenTexts.additionalGuides))
    .toEqual([
      'Career Strengths',
      'Leadership Style',
      'Relationships & Communication',
      'Stress & Resilience',
      'Training Motivation',
      'Team Sports Fit',
    ]);
  await expect(section(page, screenTexts.additionalGuides).getByText('Only $14.99').first()).toBeVisible();

  const adaMap = await readMap(page, 'Ada Lovelace');
  expect(adaMap).toContain('(higher range)');
  expect(adaMap).not.toContain('(lower range)');

  // Grace, in another browser, answers the opposite way (through the API and the host's form posts): her map
  // reads differently.
  const graceContext = await browser.newContext();
  const gracePage = await graceContext.newPage();
  await memberThroughApi(gracePage, 'Grace', 'Hopper', { answers: (item) => answerFor(item, 'low') });
  const graceMap = await readMap(gracePage, 'Grace Hopper');
  expect(graceMap).toContain('(lower range)');
  expect(graceMap).not.toContain('(higher range)');
  expect(graceMap).not.toEqual(adaMap);
  await graceContext.close();

  // Ada buys one more guide from its card: Add to Cart → the cart → checkout.
  const careerCard = section(page, screenTexts.additionalGuides)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Career Strengths', exact: true }) });
  await careerCard.getByRole('link', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('cell', { name: /^Career Strengths Code/ })).toBeVisible();
  // Back in the app, the header's cart link shows the quantity the cart's loader reports.
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  const cartLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 1 item' });
  await expect(cartLink).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "Ada's Personal Guides" })).toBeVisible();
  await cartLink.click();
  await checkOut(page, 'Ada Lovelace');

  // Back home: it has moved to the owned list.
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => cardNames(page, "Ada's Personal Guides")).toEqual(['My Personal Map', 'Career Strengths']);
  await expect.poll(() => cardNames(page, screenTexts.additionalGuides)).not.toContain('Career Strengths');
  await page.screenshot({ path: 'test-results/purchase-library.png', fullPage: true });
  await adaContext.close();
});
