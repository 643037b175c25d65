/** The error and contact pages' wording. */

/** The error screen's own wording (its message is SPEC §8's errorPage). */
export const errorScreenTexts = {
  title: 'Something went wrong',
  returnToLibrary: 'Return to my library',
  goToLogin: 'Go to login',
  contactSupport: 'Contact support',
} as const;

/** The Contact screen's heading. */
export const CONTACT_HEADING = 'Contact Us';
