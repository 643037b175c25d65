import { lazyExport } from '../lazy/lazyExport';

// The legal texts are long and rarely read, and the dialog around them (a Modal) is opened from the footer
// by few: each is its own chunk, fetched when first shown. The first chunk (what the login page needs)
// carries neither.
export const termsOfService = lazyExport(() => import('./TermsOfService'), 'TermsOfService');
export const privacyPolicy = lazyExport(() => import('./PrivacyPolicy'), 'PrivacyPolicy');
export const legalDialog = lazyExport(() => import('./LegalDialog'), 'LegalDialog');

/** Fetches the dialog and both texts ahead (the register and purchase screens, tests). */
export const preloadLegalTexts = (): Promise<unknown> =>
  Promise.all([legalDialog.preload(), termsOfService.preload(), privacyPolicy.preload()]);
