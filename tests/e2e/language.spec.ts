import { screenTexts } from '@insight/app/texts';
import { expect, test } from '@playwright/test';
import { becomeMember, password, SCALE } from './support/members';
import { screenWordsIn, wordsIn } from './support/words';

/**
 * In the person's language (issue 38), from outside: a browser asking for German or Spanish gets the app in it from
 * the first screen (`<html lang>`, the login page, the registration and its proof-of-address mail), answers the
 * questionnaire in it (the app asks for the take in de-DE or es-ES; the host draws the package's items, its scale
 * and our words in it), and reads the Personal Map with its traits' names in it. The German person then chooses
 * Spanish in Profile: the app, a sign-in on another browser that asks for English, and the next mail are Spanish.
 */
for (const { language, locale, name, proofSubject } of [
  { language: 'de', locale: 'de-DE', name: 'German', proofSubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Insight' },
  { language: 'es', locale: 'es-ES', name: 'Spanish', proofSubject: 'Confirme su dirección de correo de Insight' },
] as const) {
  test.describe(`a ${name} browser`, () => {
    test.use({ locale });

    test(`sees the app in ${name}, gets the proof of address and answers the questionnaire in it, and reads the map in it`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const say = wordsIn(language);
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /did not match/.test(message.text())) mismatches.push(message.text());
      });
      // The page comes drawn in the language (prerendered at build), and the app takes it over as it is.
      const sent = await page.goto('/login');
      expect(await sent?.text()).toContain(say('screen.loginHeading', 'Insight'));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: say('screen.loginHeading', 'Insight') })).toBeVisible();
      await expect(page.getByRole('button', { name: say('auth.loginButton'), exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: say('screen.createDashboardLink') })).toBeVisible();
      expect(mismatches).toEqual([]);
      // No English SPEC text on the page.
      for (const english of [screenTexts.loginHeading('Insight'), screenTexts.forgotPasswordLink, 'Login']) {
        await expect(page.getByText(english, { exact: true })).toHaveCount(0);
      }
      // A refusal reads in the language too (the server's English message, shown in the page's words).
      await page.getByLabel(/^E-?Mail|^Correo/).fill('nobody-here@example.com');
      await page.getByLabel(new RegExp(`^${say('auth.password')}`)).fill('wrong-Password-1');
      await page.getByRole('button', { name: say('auth.loginButton'), exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: say('api.error.invalidGrant') })).toBeVisible();

      const email = await becomeMember(page, 'Greta', 'Lindqvist', {
        path: '/register',
        onScreens: true,
        language,
        words: screenWordsIn(language),
        answers: (item) => SCALE[item % 5] ?? 'Very Accurate',
      });
      const mails = (await (await page.request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
        subject: string;
        html: string;
      }[];
      const proof = mails.find((mail) => mail.subject === proofSubject);
      expect(proof, mails.map((mail) => mail.subject).join(' | ')).toBeDefined();
      expect(proof?.html).toContain(`<html lang="${language}">`);

      await page.getByRole('button', { name: say('library.viewMap') }).click();
      await expect(page.getByText(new RegExp(`^${say('insight.takenOn', 'XX').replace('XX', '.+')}$`))).toBeVisible();
      await expect(page.getByRole('heading', { name: say('insight.summaryHeading') })).toBeVisible();
      for (const domain of ['neuroticism', 'extraversion', 'openness', 'agreeableness', 'conscientiousness']) {
        await expect(page.getByText(say(`domain.${domain}.name`), { exact: true }).first()).toBeVisible();
      }
      await expect(page.getByText('Neuroticism', { exact: true })).toHaveCount(0);
    });
  });
}

test.describe('a German person who chooses Spanish', () => {
  test.use({ locale: 'de-DE' });

  test('the app, a sign-in on an English browser and the next mail are Spanish', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const german = wordsIn('de');
    const spanish = wordsIn('es');
    const email = await becomeMember(page, 'Jonas', 'Brandt', { path: '/register', words: screenWordsIn('de') });

    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: german('screen.profileHeading', 'Insight') }),
    ).toBeVisible();
    const choice = page.getByRole('group', { name: german('language.title') });
    await expect(choice.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    await choice.getByRole('button', { name: 'Español' }).click();
    // The account keeps it, and the app opens again in it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: spanish('screen.profileHeading', 'Insight') }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: spanish('language.title') }).getByRole('button', { name: 'Español' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Another browser, asking for English: the login page is English; once signed in, the account's Spanish wins.
    const english = await browser.newContext({ locale: 'en-US' });
    const other = await english.newPage();
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await expect(other.getByRole('heading', { level: 1, name: screenTexts.loginHeading('Insight') })).toBeVisible();
    await other.getByLabel(/^Email/).fill(email);
    await other.getByLabel(/^Password/).fill(password);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(other.locator('html')).toHaveAttribute('lang', 'es', { timeout: 20_000 });
    await expect(
      other.getByRole('heading', { level: 2, name: spanish('screen.personalGuidesHeading', 'Jonas') }),
    ).toBeVisible();
    await english.close();

    // The next mail: a password reset, asked for from an English browser, comes in the account's Spanish.
    // (A request of its own: no cookies of this browser, as a mail program's or another device's.)
    const reset = await request.post('/auth/forgotpasswordv2', {
      headers: { 'accept-language': 'en-US' },
      form: {
        Email: email,
        ApplicationName: 'Insight',
        ApplicationDomain: new URL('/reset-password', page.url()).href,
      },
    });
    expect(reset.status()).toBe(200);
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string;
        }[];
        return mails.map((mail) => mail.subject);
      })
      .toContain('Restablezca su contraseña de Insight');
  });
});
