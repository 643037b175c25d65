import { lazyExport } from '../lazy/lazyExport';
import { privacyPolicy, termsOfService } from './texts';

// The dialog around the legal texts (a Modal) is opened from the footer by few: it is its own chunk, fetched when
// first shown, as each text is (legal/texts.ts). The first chunk (what the login page needs) carries none of them.
export const legalDialog = lazyExport(() => import('./LegalDialog'), 'LegalDialog');

/** Fetches the dialog and both texts ahead (the register and purchase screens, tests). */
export const preloadLegalTexts = (): Promise<unknown> =>
  Promise.all([legalDialog.preload(), termsOfService.preload(), privacyPolicy.preload()]);
