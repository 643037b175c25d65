/** The Profile screen's wording. */

/** The Profile screen's own wording. */
export const profileTexts = {
  personal: 'Personal',
  emailAndPassword: 'Email and Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  pronoun: 'Preferred Pronoun',
  email: 'Email',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  passwordHint: 'Leave blank to keep your current password.',
  /** The field that appears when the e-mail address or the password changes. */
  currentPassword: 'Current Password',
  currentPasswordHint: 'Needed to change your email address or password.',
  update: 'Update',
  cancel: 'Cancel',
  photoCard: 'Profile Picture',
  /** The file input's name. */
  choosePhoto: 'Choose a profile picture',
  photoHint: 'A jpg or png file of 1 MB or less.',
  uploading: 'Uploading your photo…',
  formLabel: 'Profile',
  /** The Appearance card: the colour theme of this device. */
  appearance: 'Appearance',
  theme: 'Theme',
  themeHint: 'System follows the setting of this device. Your choice is kept on this device.',
  themeNames: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;
