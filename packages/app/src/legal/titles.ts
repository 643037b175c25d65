/** The legal documents' titles: small, so that links and dialogs name them without loading their text. */
export const legalTitles = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
} as const;
