/** The legal documents' titles: small, so that links and dialogs name them without loading their text. */
export const legalTitles = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  /** Above a document shown to a reader of a language it has no translation in (texts.ts): the English follows. */
  inEnglish: 'This document has not been translated into your language yet, so it is shown in English.',
} as const;
