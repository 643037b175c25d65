/** Proven addresses: the words of the confirm-email screen; the messages are in @insight/api. */
export const addressTexts = {
  heading: 'Confirm Your Email Address',
  toLogin: 'Continue to login',
  toLibrary: 'Go to your library',
} as const;
