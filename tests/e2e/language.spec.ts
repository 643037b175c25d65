import { libraryTexts } from '@insight/app/texts';
import { expect, test } from '@playwright/test';
import { becomeMember, SCALE } from './support/members';

/**
 * In the person's language (issue 38), as far as it goes today: a browser asking for German or Spanish answers the
 * questionnaire in that language (the app asks for the take in de-DE or es-ES; the host draws the package's items,
 * its scale and our words in it), and the result is theirs like anyone's.
 */
for (const { language, locale, name } of [
  { language: 'de', locale: 'de-DE', name: 'German' },
  { language: 'es', locale: 'es-ES', name: 'Spanish' },
] as const) {
  test.describe(`a ${name} browser`, () => {
    test.use({ locale });

    test(`answers the questionnaire in ${name} and reads the result`, async ({ page }) => {
      test.setTimeout(180_000);
      await becomeMember(page, 'Greta', 'Lindqvist', {
        onScreens: true,
        language,
        answers: (item) => SCALE[item % 5] ?? 'Very Accurate',
      });
      await page.getByRole('button', { name: libraryTexts.viewMap }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My Personal Map' })).toBeVisible();
      await expect(page.getByText(/^Taken on /)).toBeVisible();
    });
  });
}
