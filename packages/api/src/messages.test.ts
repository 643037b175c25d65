import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';
import { connectionMessages, errorMessages, toastMessages, validationMessages } from './messages.js';

describe('SPEC texts, word for word', () => {
  it('validation messages (§5)', () => {
    expect(validationMessages).toMatchObject({
      firstNameRequired: 'First name is required',
      firstNameMinLength: 'First name must be at least 2 characters long.',
      lastNameRequired: 'Last name is required',
      lastNameMinLength: 'Last name must be at least 2 characters long.',
      emailRequired: 'Email is required',
      pronounRequired: 'Selecting a preferred pronoun is required',
      passwordRequired: 'Password is required',
      confirmPasswordRequired: 'Confirm password is required',
      passwordsMustMatch: 'Passwords must match',
      tosRequired: 'Accepting Terms of Service is required',
      fileTooLarge: 'File size should be 1 MB or less.',
      fileWrongType: 'Please select a jpg or png file.',
      packageRequired: 'Selecting a package is required',
    });
    // The length caps on typed texts, refused alike by the forms and the server.
    expect(validationMessages).toMatchObject({
      firstNameMaxLength: 'First name must be at most 100 characters long.',
      lastNameMaxLength: 'Last name must be at most 100 characters long.',
      emailMaxLength: 'Email must be at most 254 characters long.',
      messageMaxLength: 'Message must be at most 2000 characters long.',
    });
    expect(validationMessages.passwordMinLength(8)).toBe('Password must be at least 8 characters long');
    expect(validationMessages.passwordRules(8, 32)).toBe(
      'Passwords must be between 8 and 32 characters in length and can contain letters, numbers and special characters.',
    );
  });

  it('error catalogue (§8)', () => {
    expect(errorMessages.invalidGrant).toBe(
      'Email and password combination does not exist. Please enter the correct email address and password.',
    );
    expect(errorMessages.invalidClient('help@example.com')).toBe(
      'There was a problem logging in. Please refresh and try again. If the problem persists please contact us at help@example.com.',
    );
    expect(errorMessages.invalidResetToken).toBe(
      'This link has already been used. If you would like to reset your password again, click Login > Forgot Password.',
    );
    expect(errorMessages.notBase64Url).toBe('This does not appear to be a base64url-encoded string.');
    expect(errorMessages.featuredItemMissing).toBe(
      'There was a problem loading your Map. Please refresh and try again. If the issue persists please contact support.',
    );
    expect(errorMessages.noRouteMatch).toBe('Cannot match any routes.');
    expect(errorMessages.errorPage).toBe(
      'Whoops! An error occurred while processing your request. Please try again. If the problem persists, please contact support.',
    );
  });

  it('toasts (§4, §8), keeping "succesfully"', () => {
    expect(toastMessages).toEqual({
      acceptOk: 'Invitation has been accepted and added to My Connections',
      acceptFail:
        'The invitation from the selected user has expired. The list of received invitations has been refreshed.',
      rejectOk: 'Invitation has been successfully rejected',
      removeOk: 'Connection has been successfully removed',
      cancelOk: 'Connection request has been successfully cancelled',
      connectionUpdateOk: 'Connection has been succesfully updated',
      requestUpdateOk: 'Connection request has been succesfully updated',
      requestUpdateFail:
        'There was a problem updating one of your connection requests. Your Connections list has been refreshed.',
      connectionsLoadFail: 'There was a problem getting your connections. Please refresh the page',
      emailSending: 'Email being sent',
      emailSent: 'Email sent successfully',
      recoverOk: 'Please check your email for a link to reset your password.',
      resetOk: 'Password has been reset. Please login.',
    });
  });
});

describe('connection refusals (the server sends them, the app shows them)', () => {
  it('are distinct sentences, each saying what went wrong', () => {
    const fixed = Object.values(connectionMessages).filter((m) => typeof m === 'string');
    expect(new Set(fixed).size).toBe(fixed.length);
    for (const text of fixed) expect(text).toMatch(/^[A-Z].*\.$/);
    expect(connectionMessages.inviteSelf).toBe('You cannot invite yourself.');
    expect(connectionMessages.shareNotOwned).toBe('You can only share guides you have purchased.');
  });
});

describe('business constants (§9)', () => {
  it('has the SPEC values', () => {
    expect(constants).toMatchObject({
      PASSWORD_MIN_LENGTH: 8,
      PASSWORD_MAX_LENGTH: 32,
      NAME_MIN_LENGTH: 2,
      NAME_MAX_LENGTH: 100,
      EMAIL_MAX_LENGTH: 254,
      MESSAGE_MAX_LENGTH: 2000,
      MINIMUM_AGE: 13,
      PROFILE_IMAGE_MAX_BYTES: 1048576,
      PROFILE_IMAGE_TYPES: ['jpeg', 'jpg', 'png'],
      SURVEY_LOCALE: 'en-US',
      GRANT_TYPE: 'password',
      AUTH_SCOPE: 'SsiScope',
      DEFAULT_RETURN_URL: '/home',
      STORAGE_KEYS: { currentUser: 'currentUser', contact: 'iMLContact', connectionToken: 'connectionToken' },
      SCROLL_TOP_THRESHOLD_PX: 100,
      CATALOG_TYPE_ORDER: ['career', 'personal', 'sports'],
      ENVIRONMENT_NAMES: ['Dev', 'QA', 'Production'],
      TERMS_LAST_UPDATED: 'April 06, 2023',
    });
  });

  it("the Profile screen's own texts are fixed strings the server and the app share", async () => {
    const { profileMessages } = await import('./messages.js');
    expect(profileMessages).toMatchObject({
      currentPasswordRequired: 'Current password is required to change your email or password',
      currentPasswordWrong: 'Your current password is not correct. Your profile was not changed.',
      saved: 'Your profile has been updated.',
    });
  });
});
