/** The legal documents' titles: small, so that links and dialogs name them without loading their text. */
export const TERMS_TITLE = 'Terms of Service';
export const PRIVACY_TITLE = 'Privacy Policy';
