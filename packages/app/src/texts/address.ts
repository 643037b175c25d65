/** Proven addresses: the words of the confirm-email screen; the messages are in @insight/api. */
export const addressTexts = {
  heading: 'Confirm Your Email Address',
  toLogin: 'Continue to login',
  toLibrary: 'Go to your library',
  /** Before the button: what it will do (the address when the link names it). Opening the page changes nothing. */
  confirmIntro: (email: string): string => `Choose Confirm to confirm that ${email} is your email address.`,
  confirmIntroNoAddress: 'Choose Confirm to confirm the email address this link was sent to.',
  confirmButton: 'Confirm',
} as const;
