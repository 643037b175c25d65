import { libraryTexts } from '@insight/app/texts';
import { expect, test } from '@playwright/test';
import { becomeMember, SCALE } from './support/members';

/**
 * In the person's language (issue 38), as far as it goes today: a browser asking for German or Spanish registers
 * (the screens are English yet) and gets its proof-of-address mail in its language, answers the questionnaire in it
 * (the app asks for the take in de-DE or es-ES; the host draws the package's items, its scale and our words in it),
 * and the result is theirs like anyone's.
 */
for (const { language, locale, name, proofSubject } of [
  { language: 'de', locale: 'de-DE', name: 'German', proofSubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Insight' },
  { language: 'es', locale: 'es-ES', name: 'Spanish', proofSubject: 'Confirme su dirección de correo de Insight' },
] as const) {
  test.describe(`a ${name} browser`, () => {
    test.use({ locale });

    test(`gets the proof of address and answers the questionnaire in ${name}, and reads the result`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const email = await becomeMember(page, 'Greta', 'Lindqvist', {
        path: '/register',
        onScreens: true,
        language,
        answers: (item) => SCALE[item % 5] ?? 'Very Accurate',
      });
      const mails = (await (await page.request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
        subject: string;
        html: string;
      }[];
      const proof = mails.find((mail) => mail.subject === proofSubject);
      expect(proof, mails.map((mail) => mail.subject).join(' | ')).toBeDefined();
      expect(proof?.html).toContain(`<html lang="${language}">`);
      await page.getByRole('button', { name: libraryTexts.viewMap }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My Personal Map' })).toBeVisible();
      await expect(page.getByText(/^Taken on /)).toBeVisible();
    });
  });
}
