/** The error and contact pages' wording. */

/** The error screen's own wording (its message is SPEC §8's errorPage). */
export const errorScreenTexts = {
  title: 'Something went wrong',
  returnToLibrary: 'Return to my library',
  goToLogin: 'Go to login',
  contactSupport: 'Contact support',
  /** An address no route serves. */
  notFoundTitle: 'Page not found',
  goToLibrary: 'Go to my library',
  /** While the browser leaves for another address. */
  redirecting: 'Redirecting…',
  /** The page shown when the app cannot start (its settings could not be read). */
  startupTitle: 'Insight is unavailable',
} as const;

/** The Contact screen's wording. */
export const contactTexts = {
  heading: 'Contact Us',
  /** The support line, around the address: before it, then after it. */
  before: (appName: string): string =>
    `Questions about ${appName}, your guides or your account? E-mail our support team at`,
  after: 'and we will get back to you.',
  /** In place of the address when the settings give none. */
  noAddress: 'the address given by your administrator',
} as const;
