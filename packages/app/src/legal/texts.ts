import type { Language } from '@insight/api';
import { lazyExport, type LazyExport } from '../lazy/lazyExport';
import type { LegalTextProps } from './TermsOfService';

/** A legal document's text: the terms of service or the privacy policy. */
export type LegalDocument = 'terms' | 'privacy';

// The legal texts are long and rarely read: each, in each language, is its own chunk, fetched when first shown (the
// dialog draws them; legal/lazy.ts fetches them ahead with the dialog). Apart from the dialog's own file (lazy.ts), so
// that the dialog's chunk, which draws them, imports nothing that imports it back. A language without its own
// translation (none yet) is shown the English, with a line saying so (LegalDialog).
export const legalTexts: Record<
  LegalDocument,
  { en: LazyExport<LegalTextProps> } & Partial<Record<Language, LazyExport<LegalTextProps>>>
> = {
  terms: {
    en: lazyExport(() => import('./TermsOfService'), 'TermsOfService'),
    de: lazyExport(() => import('./de/TermsOfService'), 'TermsOfServiceDe'),
    es: lazyExport(() => import('./es/TermsOfService'), 'TermsOfServiceEs'),
  },
  privacy: {
    en: lazyExport(() => import('./PrivacyPolicy'), 'PrivacyPolicy'),
    de: lazyExport(() => import('./de/PrivacyPolicy'), 'PrivacyPolicyDe'),
    es: lazyExport(() => import('./es/PrivacyPolicy'), 'PrivacyPolicyEs'),
  },
};
