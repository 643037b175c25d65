/**
 * Becoming a member in a real browser, for the journeys: register (optionally through an invitation
 * link), buy the required Personal Map package in the sandbox cart, answer the questionnaire (the full IPIP-NEO-120 for everyone new).
 * (The same steps as purchase.spec.ts, which keeps its own copy with its screenshots.)
 */
import { addressTexts, screenTexts } from '@insight/app/texts';
import { expect, type Page } from '@playwright/test';

export const password = 'journey-Password-1';

export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const SCALE_AGREE = 'Very Accurate';
/** The questionnaire's scale, from 1 to 5. */
export const SCALE = [
  'Very Inaccurate',
  'Moderately Inaccurate',
  'Neither Inaccurate nor Accurate',
  'Moderately Accurate',
  'Very Accurate',
] as const;
/** Which answer a person gives to each statement (1–120). */
export type Answers = (item: number) => (typeof SCALE)[number];

/** The register form, from `/register` or an invitation link (`/register?connectionToken=…`). */
export async function register(page: Page, firstName: string, lastName: string, email: string, path = '/register') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Insight Dashboard' })).toBeVisible();
  await page.getByLabel(/^First Name/).fill(firstName);
  await page.getByLabel(/^Last Name/).fill(lastName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('radio', { name: 'She/her' }).check();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('checkbox', { name: /I am at least 13 years old/ }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).not.toHaveURL(/\/register/);
  await confirmEmail(page, email);
}

/**
 * The person opens the confirmation link mailed to them (the sandbox outbox), in a tab of its own as
 * from a mail program, and presses Confirm (opening the link proves nothing: mail scanners open links); the
 * address is proven, so invitations to it reach them.
 */
export async function confirmEmail(page: Page, email: string) {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      link = mails.map((mail) => /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  const tab = await page.context().newPage();
  await tab.goto(new URL(link).pathname + new URL(link).search);
  // The page says which address Confirm proves, and waits for the button.
  await expect(tab.getByText(addressTexts.confirmIntro(email.toLowerCase()))).toBeVisible();
  await tab.getByRole('button', { name: addressTexts.confirmButton }).click();
  await expect(tab.getByText(`Thank you. ${email.toLowerCase()} is confirmed.`)).toBeVisible();
  await tab.close();
}

/** From the sandbox cart page: Checkout → store/sso → the sandbox checkout, paid with the test card. */
export async function checkOut(page: Page, cardName: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout', exact: true })).toBeVisible();
  await page.getByLabel('Name on card').fill(cardName);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Whom the person says they are compared with on the questionnaire's first page (the host's own labels). */
export interface GroupAnswer {
  sex: 'Women' | 'Men' | 'Prefer not to say (both, averaged)';
  age: 'Under 21' | '21 to 40' | '41 to 60' | 'Over 60';
}

/**
 * The questionnaire host: pages of 10 statements (12 for the full IPIP-NEO-120, 5 for the short version's take
 * under way), all 'Very Accurate' unless said, then back to the app. For the journeys that need a member this is
 * a step on the way, so each page's ten answers are clicked in one go inside the page (the host's own labels, by
 * their text); purchase.spec.ts answers as a reader does, one radio at a time. A page with an answer missing does
 * not go on, so the next "Page n of N." would not come. `group`: the optional comparison question of page 1.
 */
export async function answerQuestionnaire(page: Page, answerOf: Answers = () => SCALE_AGREE, group?: GroupAnswer) {
  await expect(page.getByRole('heading', { level: 1, name: 'Describe yourself' })).toBeVisible();
  const progress = page.getByText(/^Page \d+ of \d+\./);
  const pageCount = Number((/of (\d+)\./.exec((await progress.textContent()) ?? '') ?? [])[1]);
  expect(pageCount).toBeGreaterThanOrEqual(5);
  for (let pageNumber = 1; pageNumber <= pageCount; pageNumber += 1) {
    await expect(page.getByText(`Page ${pageNumber} of ${pageCount}.`)).toBeVisible();
    if (pageNumber === 1 && group) {
      await page.getByRole('radio', { name: group.sex, exact: true }).check();
      await page.getByRole('radio', { name: group.age, exact: true }).check();
    }
    const chosen: [number, string][] = [];
    for (let item = (pageNumber - 1) * 10 + 1; item <= pageNumber * 10; item += 1) chosen.push([item, answerOf(item)]);
    await page.evaluate((answers) => {
      for (const [item, answer] of answers) {
        const label = [...document.querySelectorAll(`#item-${item} label`)].find(
          (candidate) => candidate.textContent?.trim() === answer,
        );
        if (!label) throw new Error(`statement ${item} has no answer "${answer}"`);
        (label as HTMLLabelElement).click();
        if (!label.querySelector('input')?.checked) throw new Error(`statement ${item}: "${answer}" is not checked`);
      }
    }, chosen);
    await page.getByRole('button', { name: pageNumber < pageCount ? 'Next' : 'Finish' }).click();
  }
}

/**
 * Register (through `path`), buy the Personal Map package, answer the questionnaire; ends on the
 * library. Returns the e-mail address used.
 */
export async function becomeMember(
  page: Page,
  firstName: string,
  lastName: string,
  {
    email = uniqueEmail(firstName.toLowerCase()),
    path = '/register',
    answers,
    group,
  }: { email?: string; path?: string; answers?: Answers; group?: GroupAnswer } = {},
) {
  await register(page, firstName, lastName, email, path);
  await expect(page.getByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeVisible();
  const packageCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Personal Map', exact: true }) });
  await packageCard.getByRole('link', { name: 'Select' }).click();
  await checkOut(page, `${firstName} ${lastName}`);
  await answerQuestionnaire(page, answers, group);
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 2, name: screenTexts.personalGuidesHeading(firstName) }),
  ).toBeVisible();
  return email;
}

/** The signed-in person's record (id and token) as the app keeps it. */
export async function currentUser(page: Page): Promise<{ id: string; token: string }> {
  const raw = await page.evaluate(() => window.localStorage.getItem('currentUser'));
  if (!raw) throw new Error('nobody is signed in on this page');
  return JSON.parse(raw) as { id: string; token: string };
}

/** A call of the API as the person signed in on `page` (bearer token): the status and the body text. */
export async function apiCall(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
): Promise<{ status: number; text: string }> {
  const { token } = await currentUser(page);
  return page.evaluate(
    async ({ method: verb, path: address, token: bearer }) => {
      const xsrf = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)?.[1];
      const headers: Record<string, string> = { Authorization: `Bearer ${bearer}` };
      if (verb !== 'GET' && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
      const response = await fetch(address, { method: verb, headers });
      return { status: response.status, text: await response.text() };
    },
    { method, path, token },
  );
}
