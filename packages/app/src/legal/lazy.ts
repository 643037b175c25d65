import { lazyExport } from '../lazy/lazyExport';

// The dialog around the legal texts (a Modal) is opened from the footer by few: it is its own chunk, fetched when
// first shown, as each text is (legal/texts.ts). The first chunk (what the login page needs) carries none of them.
export const legalDialog = lazyExport(() => import('./LegalDialog'), 'LegalDialog');

/**
 * Fetches the dialog and both texts, in every language, ahead (tests, and the pages drawn at build). The texts' map is
 * the dialog's (its chunk), not the first load's.
 */
export const preloadLegalTexts = async (): Promise<void> => {
  const [{ legalTexts }] = await Promise.all([import('./texts'), legalDialog.preload()]);
  await Promise.all(
    Object.values(legalTexts).flatMap((byLanguage) => Object.values(byLanguage).map((text) => text.preload())),
  );
};
