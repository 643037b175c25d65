import { lazyExport } from '../lazy/lazyExport';

// The legal texts are long and rarely read: each is its own chunk, fetched when first shown (the dialog draws
// them; legal/lazy.ts fetches them ahead with the dialog). Apart from the dialog's own file (lazy.ts), so that
// the dialog's chunk, which draws them, imports nothing that imports it back.
export const termsOfService = lazyExport(() => import('./TermsOfService'), 'TermsOfService');
export const privacyPolicy = lazyExport(() => import('./PrivacyPolicy'), 'PrivacyPolicy');
