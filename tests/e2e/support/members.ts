/**
 * Members for the journeys. `becomeMember` makes one through the API and the sandbox's own HTTP pages (register,
 * the confirmation token from the sandbox outbox, the Personal Map bought in the sandbox store with its signed
 * webhook, the questionnaire posted page by page) and signs the browser in: a journey about connections or traits
 * does not walk the registration, cart and questionnaire screens again. Those screens have their own journeys
 * (sign-in.spec.ts, purchase.spec.ts), and `register`, `checkOut` and `answerQuestionnaire` here walk them for the
 * journeys that need them (an invitation link's registration).
 */
import { createApiClient, loadRuntimeSettings, type ApiClient, type NeoGroup } from '@insight/api';
import { expect, type Page } from '@playwright/test';
import { ENGLISH_SCREEN_WORDS, type ScreenWords } from './words';

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
/** Which answer a person gives to each statement (1–120), named by the English scale's words. */
export type Answers = (item: number) => (typeof SCALE)[number];

/** The questionnaire host's own words in each language it speaks (packages/api/lang; the scale is the package's). */
export const HOST_WORDS = {
  en: {
    lang: 'en',
    heading: 'Describe yourself',
    page: (n: number, of: number) => `Page ${n} of ${of}.`,
    pages: /^Page \d+ of (\d+)\./,
    next: 'Next',
    finish: 'Finish',
    scale: SCALE,
  },
  de: {
    lang: 'de',
    heading: 'Beschreiben Sie sich selbst',
    page: (n: number, of: number) => `Seite ${n} von ${of}.`,
    pages: /^Seite \d+ von (\d+)\./,
    next: 'Weiter',
    finish: 'Abschließen',
    scale: ['Sehr unzutreffend', 'Unzutreffend', 'Weder zutreffend noch unzutreffend', 'Zutreffend', 'Sehr zutreffend'],
    firstStatement: 'Ich mache mir oft Sorgen',
  },
  es: {
    lang: 'es',
    heading: 'Descríbase',
    page: (n: number, of: number) => `Página ${n} de ${of}.`,
    pages: /^Página \d+ de (\d+)\./,
    next: 'Siguiente',
    finish: 'Terminar',
    scale: [
      'Muy en desacuerdo',
      'Moderadamente en desacuerdo',
      'Ni de acuerdo, ni en desacuerdo',
      'Moderadamente de acuerdo',
      'Muy de acuerdo',
    ],
    firstStatement: 'Me preocupo por las cosas',
  },
} as const;
export type HostLanguage = keyof typeof HOST_WORDS;

/** A label that starts with `text` and goes on with no further word ('Passwort *', not 'Passwort bestätigen'). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\s*\\p{L})`, 'u');

/**
 * The register form, from `/register` or an invitation link (`/register?connectionToken=…`), read in `words`' language
 * (English by default).
 */
export async function register(
  page: Page,
  firstName: string,
  lastName: string,
  email: string,
  path = '/register',
  words: ScreenWords = ENGLISH_SCREEN_WORDS,
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: words.registerHeading })).toBeVisible();
  await page.getByLabel(startingWith(words.firstName)).fill(firstName);
  await page.getByLabel(startingWith(words.lastName)).fill(lastName);
  await page.getByLabel(startingWith(words.email)).fill(email);
  await page.getByRole('radio', { name: words.pronounF }).check();
  await page.getByLabel(startingWith(words.password)).fill(password);
  await page.getByLabel(startingWith(words.confirmPassword)).fill(password);
  await page.getByRole('checkbox', { name: words.tos }).check();
  await page.getByRole('button', { name: words.start }).click();
  await expect(page).not.toHaveURL(/\/register/);
  await confirmEmail(page, email, words);
}

/**
 * The person opens the confirmation link mailed to them (the sandbox outbox), in a tab of its own as
 * from a mail program, and presses Confirm (opening the link proves nothing: mail scanners open links); the
 * address is proven, so invitations to it reach them.
 */
export async function confirmEmail(page: Page, email: string, words: ScreenWords = ENGLISH_SCREEN_WORDS) {
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
  await expect(tab.getByText(words.confirmIntro(email.toLowerCase()))).toBeVisible();
  await tab.getByRole('button', { name: words.confirmButton }).click();
  await expect(tab.getByText(words.confirmed(email.toLowerCase()))).toBeVisible();
  await tab.close();
}

/** From the sandbox cart page: Checkout → store/sso → the sandbox checkout, paid with the test card. */
export async function checkOut(page: Page, cardName: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  // FoxyCart sends the shopper to the store's SSO address, which answers the signed checkout address.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout', exact: true })).toBeVisible();
  expect(page.url()).toContain('fc_auth_token=');
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
 * not go on, so the next "Page n of N." would not come. `group`: the optional comparison question of page 1 (its
 * English words); `language`: the language the host draws the take in (its words and scale, HOST_WORDS).
 */
export async function answerQuestionnaire(
  page: Page,
  answerOf: Answers = () => SCALE_AGREE,
  group?: GroupAnswer,
  language: HostLanguage = 'en',
) {
  const words = HOST_WORDS[language];
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  // In another language, the package's own items (a short take under way, English only, starts elsewhere).
  if (language !== 'en') {
    const first = HOST_WORDS[language].firstStatement;
    await expect(page.getByRole('group', { name: `1. ${first}`, exact: true })).toBeVisible();
  }
  const progress = page.getByText(words.pages);
  const pageCount = Number((words.pages.exec((await progress.textContent()) ?? '') ?? [])[1]);
  expect(pageCount).toBeGreaterThanOrEqual(5);
  for (let pageNumber = 1; pageNumber <= pageCount; pageNumber += 1) {
    await expect(page.getByText(words.page(pageNumber, pageCount))).toBeVisible();
    if (pageNumber === 1 && group) {
      await page.getByRole('radio', { name: group.sex, exact: true }).check();
      await page.getByRole('radio', { name: group.age, exact: true }).check();
    }
    const chosen: [number, string][] = [];
    for (let item = (pageNumber - 1) * 10 + 1; item <= pageNumber * 10; item += 1) {
      chosen.push([item, words.scale[SCALE.indexOf(answerOf(item))] ?? '']);
    }
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
    await page.getByRole('button', { name: pageNumber < pageCount ? words.next : words.finish }).click();
  }
}

/** The app's API client for the journeys' server, as a person signed in with `token` (none: anonymous). */
async function apiClientFor(page: Page, token: string | null = null): Promise<ApiClient> {
  const base = baseURL(page);
  const settings = await loadRuntimeSettings({ url: `${base}/assets/config.json` });
  return createApiClient({ settings: { ...settings, apiUrl: base, authApiUrl: base }, getToken: () => token });
}

/** The app's API client as the person signed in on `page`. */
export async function signedInClient(page: Page): Promise<ApiClient> {
  return apiClientFor(page, (await currentUser(page)).token);
}

/** The journeys' server: the origin of the page (which has been to one of its addresses). */
const baseURL = (page: Page) => new URL(page.url()).origin;

/** The confirmation link the sandbox outbox holds for `email` (polled until it comes). */
async function confirmationToken(page: Page, email: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      token = mails.map((mail) => /\/confirm-email\?token=([^\s&]+)/.exec(mail.text)?.[1]).find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  return decodeURIComponent(token);
}

/**
 * Buys the Personal Map package for the person signed in as `client` in the sandbox store, over HTTP in the
 * page's own context (its fcsid cookie): the cart link, Checkout (→ the store's SSO address), the app's SSO
 * call, and the test card paid; the sandbox store then sends its signed webhook to the server, as for a shopper.
 */
async function buyPersonalMap(page: Page, client: ApiClient, userId: string, cardName: string) {
  const map = (await client.listPackages()).find((item) => item.name === 'Personal Map');
  if (!map) throw new Error('no Personal Map package in the catalogue');
  expect((await page.request.get(map.cartLink)).ok()).toBe(true);
  const toSso = await page.request.get('/sandbox/foxycart/checkout', { maxRedirects: 0 });
  expect(toSso.status()).toBe(303);
  const sso = new URL(toSso.headers()['location'] ?? '', baseURL(page));
  const checkout = new URL(
    await client.storeSso(userId, sso.searchParams.get('timestamp') ?? '', sso.searchParams.get('fcsid') ?? ''),
  );
  const paid = await page.request.post('/sandbox/foxycart/checkout', {
    maxRedirects: 0,
    form: {
      fc_auth_token: checkout.searchParams.get('fc_auth_token') ?? '',
      fc_customer_id: checkout.searchParams.get('fc_customer_id') ?? '',
      timestamp: checkout.searchParams.get('timestamp') ?? '',
      fcsid: checkout.searchParams.get('fcsid') ?? '',
      cc_name: cardName,
      cc_number: '4111 1111 1111 1111',
      cc_exp: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
      cc_csc: '123',
    },
  });
  expect(paid.status(), await paid.text()).toBe(303);
}

/** Answers every page of the person's questionnaire on the host (form posts), then reports the return. */
async function answerOverHttp(page: Page, client: ApiClient, userId: string, answerOf: Answers) {
  const host = new URL((await client.createSurvey()).url).pathname;
  for (let pageNumber = 1; ; pageNumber += 1) {
    if (pageNumber > 20) throw new Error('the questionnaire never ended');
    const form: Record<string, string> = { page: String(pageNumber), action: 'next' };
    for (let item = (pageNumber - 1) * 10 + 1; item <= pageNumber * 10; item += 1) {
      form[`q${item}`] = String(SCALE.indexOf(answerOf(item)) + 1);
    }
    const res = await page.request.post(host, { form, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    const next = new URL(res.headers()['location'] ?? '', baseURL(page));
    if (next.pathname !== host) break;
    expect(next.searchParams.get('missing'), `page ${pageNumber}: answers missing`).toBeNull();
  }
  expect(await client.surveyReturn(userId)).toBe(true);
}

export interface MemberOptions {
  email?: string;
  /** Register through this page of the app (an invitation link `/register?connectionToken=…`), on its screens. */
  path?: string;
  answers?: Answers;
  /** Whom the person is compared with (set through the API before the first take is scored). */
  group?: NeoGroup;
  /**
   * Answer the questionnaire on the host's pages in the browser, as a reader does (the group, when given, on its
   * first page), instead of posting the pages over HTTP.
   */
  onScreens?: boolean;
  /** With `onScreens`: the language the host draws the questionnaire in (the browser's, as the app asks for it). */
  language?: HostLanguage;
  /** The app's words on its screens (the registration, the library's heading): English by default. */
  words?: ScreenWords;
}

const HOST_GROUP_WORDS = {
  sex: { female: 'Women', male: 'Men', unspecified: 'Prefer not to say (both, averaged)' },
  age: { under21: 'Under 21', '21-40': '21 to 40', '41-60': '41 to 60', over60: 'Over 60' },
} as const;

/**
 * A member for a journey about something else: registered and proven, the Personal Map package bought in the
 * sandbox store, the questionnaire answered, signed in on `page` and on the library. Made through the API and the
 * sandbox's HTTP pages (purchase.spec.ts and sign-in.spec.ts walk those screens themselves); with `path`, the
 * registration (and the confirmation) goes through the app's screens from that address. Returns the e-mail address.
 */
export async function becomeMember(
  page: Page,
  firstName: string,
  lastName: string,
  {
    email = uniqueEmail(firstName.toLowerCase()),
    path,
    answers = () => SCALE_AGREE,
    group,
    onScreens = false,
    language = 'en',
    words = ENGLISH_SCREEN_WORDS,
  }: MemberOptions = {},
) {
  let user: { id: string; token: string };
  if (path) {
    await register(page, firstName, lastName, email, path, words);
    user = await currentUser(page);
  } else {
    // A page of the server that is not the app (the app's login screen signs out whoever it finds when it starts).
    await page.goto('/healthz');
    const anonymous = await apiClientFor(page);
    await anonymous.createUser({
      user: { username: email, email, password, firstname: firstName, lastname: lastName, gender: 'F' },
    });
    const signedIn = await anonymous.login({ email, password });
    if (!signedIn) throw new Error('the new member could not sign in');
    await anonymous.confirmEmail(await confirmationToken(page, email));
    user = signedIn;
    // The app keeps the signed-in person in local storage (the login screen's doing): set before the app starts.
    await page.evaluate((record) => window.localStorage.setItem('currentUser', JSON.stringify(record)), signedIn);
  }
  const client = await apiClientFor(page, user.token);
  await buyPersonalMap(page, client, user.id, `${firstName} ${lastName}`);
  if (onScreens) {
    // The home gate sends a person without a finished questionnaire to the host; the host sends them back.
    await page.goto('/home');
    await answerQuestionnaire(
      page,
      answers,
      group && { sex: HOST_GROUP_WORDS.sex[group.sex], age: HOST_GROUP_WORDS.age[group.ageBand] },
      language,
    );
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  } else {
    if (group) await client.setComparisonGroup(group);
    await answerOverHttp(page, client, user.id, answers);
    await page.goto('/home');
  }
  await expect(page.getByRole('heading', { level: 2, name: words.personalGuidesHeading(firstName) })).toBeVisible({
    timeout: 20_000,
  });
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
