/**
 * Every fixed text of SPEC §5 (validation) and §8 (errors, toasts), word for word, and the
 * server's refusals the app shows: what the client or the server also needs. Screen wording
 * (SPEC §2) lives with the screens in @insight/app. SPEC's spelling is kept exactly (e.g. 'succesfully').
 */
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from './constants.js';
import { SURVEY_LOCALES } from './i18n/languages.js';

const SURVEY_LOCALE_LIST: readonly string[] = Object.values(SURVEY_LOCALES);

/** A text longer than the contract allows (the forms and the server refuse it alike). */
const tooLong = (field: string, max: number): string => `${field} must be at most ${max} characters long.`;

export const validationMessages = {
  firstNameRequired: 'First name is required',
  firstNameMinLength: 'First name must be at least 2 characters long.',
  lastNameRequired: 'Last name is required',
  lastNameMinLength: 'Last name must be at least 2 characters long.',
  firstNameMaxLength: tooLong('First name', NAME_MAX_LENGTH),
  lastNameMaxLength: tooLong('Last name', NAME_MAX_LENGTH),
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  emailMaxLength: tooLong('Email', EMAIL_MAX_LENGTH),
  pronounRequired: 'Selecting a preferred pronoun is required',
  /** Profile screen: gender (pronoun) required. Same text as register. */
  genderRequired: 'Selecting a preferred pronoun is required',
  passwordRequired: 'Password is required',
  passwordMinLength: (min: number): string => `Password must be at least ${min} characters long`,
  passwordMaxLength: (max: number): string => `Password must be at most ${max} characters long`,
  confirmPasswordRequired: 'Confirm password is required',
  passwordsMustMatch: 'Passwords must match',
  tosRequired: 'Accepting Terms of Service is required',
  passwordRules: (min: number, max: number): string =>
    `Passwords must be between ${min} and ${max} characters in length and can contain letters, numbers and special characters.`,
  fileTooLarge: 'File size should be 1 MB or less.',
  fileWrongType: 'Please select a jpg or png file.',
  packageRequired: 'Selecting a package is required',
  /** Invite and connection-request forms: message is optional, but when given it must be text. */
  messageInvalid: 'Message must be text.',
  messageMaxLength: tooLong('Message', MESSAGE_MAX_LENGTH),
  /** Generic texts used by validate() for shapes the forms never produce. */
  fieldRequired: (field: string): string => `${field} is required`,
  fieldInvalid: (field: string): string => `${field} is invalid`,
  unknownField: (field: string): string => `Unknown field: ${field}`,
  bodyInvalid: 'The request body is invalid.',
} as const;

export const errorMessages = {
  invalidGrant: 'Email and password combination does not exist. Please enter the correct email address and password.',
  invalidClient: (email: string): string =>
    `There was a problem logging in. Please refresh and try again. If the problem persists please contact us at ${email}.`,
  /** The exception text the auth server sends for a used/unknown reset token. */
  invalidTokenException: 'Invalid token.',
  invalidResetToken:
    'This link has already been used. If you would like to reset your password again, click Login > Forgot Password.',
  notBase64Url: 'This does not appear to be a base64url-encoded string.',
  featuredItemMissing:
    'There was a problem loading your Map. Please refresh and try again. If the issue persists please contact support.',
  noRouteMatch: 'Cannot match any routes.',
  errorPage:
    'Whoops! An error occurred while processing your request. Please try again. If the problem persists, please contact support.',
  /** Client-side only: the network could not be reached. */
  network: 'Unable to reach the server. Please check your connection and try again.',
  /** Client-side only: the answer did not have the contracted shape. */
  contract: 'The server sent an unexpected answer. Please refresh and try again.',
  /** Client-side only: 401. */
  unauthorized: 'Your session has expired. Please log in again.',
} as const;

export const toastMessages = {
  acceptOk: 'Invitation has been accepted and added to My Connections',
  acceptFail: 'The invitation from the selected user has expired. The list of received invitations has been refreshed.',
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
} as const;

/**
 * The server's refusals of the connection rules (SPEC §5, §6), sent as ApiErrorBody.error (SPEC does not
 * show them: "Server-side error bodies beyond those listed are not shown"). The app shows them as sent
 * (invite form's error alert) or toasts SPEC's own texts (accept, update failures).
 */
export const connectionMessages = {
  /** 400: inviting one's own e-mail address. */
  inviteSelf: 'You cannot invite yourself.',
  /** 409: inviting someone one is already connected with. */
  alreadyConnected: 'You are already connected with this person.',
  /** 409: a second pending invitation to the same address. */
  alreadyInvited: 'You have already invited this person. Your invitation is still pending.',
  /** 409: the invitee has a pending invitation to the requester. */
  invitedByThem: 'This person has already invited you. Accept their invitation under Received Invitations.',
  /** 404: unknown request, or one the asker is no party of. */
  requestNotFound: 'This connection request does not exist.',
  /** 404: unknown connection, or one the asker is no party of. */
  connectionNotFound: 'This connection does not exist.',
  /** 403: the requester tries to accept or reject. */
  onlyRecipient: 'Only the person who was invited can accept or reject this invitation.',
  /** 403: the invitee tries to cancel or set the guides of a request. */
  onlyRequester: 'Only the person who sent this invitation can cancel it or change its shared guides.',
  /** 409: accept, reject, cancel or update of a request that is no longer pending. */
  requestNotPending: 'This invitation is no longer pending.',
  /** 400: an accept token that is not a token at all. */
  tokenMalformed: 'This invitation link is not valid.',
  /** 410: an unknown, used or expired accept token. */
  tokenExpired: 'This invitation link has expired or has already been used.',
  /** 400: accepting one's own invitation link. */
  connectSelf: 'You cannot connect with yourself.',
  /** 403: sharing a guide one has not purchased (nothing is stored). */
  shareNotOwned: 'You can only share guides you have purchased.',
  /** 429: too many invitation e-mails in a short time. */
  inviteRateLimited: 'Too many invitation emails have been sent. Please try again later.',
} as const;

/** The trait chart and the comparison (SPEC shows none of them). */
/** The questionnaire's calls beyond SPEC's (retakes, the comparison group). */
export const surveyMessages = {
  /** 400: a locale the questionnaire is not offered in (SPEC's en-US, and each language Insight speaks). */
  locale: `The survey locale must be one of ${SURVEY_LOCALE_LIST.slice(0, -1).join(', ')} or ${SURVEY_LOCALE_LIST.at(-1)}.`,
  /** 409: a retake before any take is finished. */
  retakeBeforeFirst: 'Finish your first questionnaire before you start a new one.',
  /** 400: a comparison group that is not one of the norms'. */
  groupInvalid: 'Choose women, men or prefer not to say, and one of the four age bands.',
} as const;

export const traitMessages = {
  /** 403: the scores of someone who does not share their Personal Map with the asker. */
  notShared: 'This person does not share their Personal Map with you.',
  /** 403: a comparison unless both people share their Personal Map with each other. */
  compareNeedsBoth: 'You can compare only when you and this person share your Personal Maps with each other.',
  /** 400: comparing oneself. */
  compareSelf: 'You cannot compare yourself with yourself.',
  /** 403: a circle with someone who does not share their Personal Map both ways with the asker. */
  circleNeedsBoth:
    'Your circle can hold only people who share their Personal Map with you and with whom you share yours.',
  /** 400: a circle address that does not name 1 to CIRCLE_MAX_PEOPLE other people by their ids. */
  circleInvalid: 'Choose from 1 to 8 other people for your circle.',
  /** 429: too many comparisons and circles from one account in a short time. Nothing was read. */
  tooManyViews:
    'You have opened many comparisons and circles in a short time. Please wait a few minutes and try again.',
  /** 429: too many trait charts (one's own or a connection's) from one account in a short time. Nothing was read. */
  tooManyTraitReads: 'You have opened many trait charts in a short time. Please wait a few minutes and try again.',
} as const;

/**
 * The profile's messages (SPEC shows none of them) that the server and the client share: the
 * current-password rule for an e-mail or password change, the server's refusals of it, and the lines that
 * confirm a saved profile or photo. The screen's labels are the app's (packages/app/src/texts.ts).
 */
export const profileMessages = {
  /** 400: an e-mail or password change without the current password. */
  currentPasswordRequired: 'Current password is required to change your email or password',
  /** 403: the current password given is not the account's. Nothing is changed. */
  currentPasswordWrong: 'Your current password is not correct. Your profile was not changed.',
  /** 429: too many e-mail or password changes (or wrong current passwords) in a short time. */
  tooManyAttempts: 'Too many attempts to change your email or password. Please try again later.',
  /** The success line (and toast) after Update. */
  saved: 'Your profile has been updated.',
  /** 400: a picture whose canvas is over 16 million pixels (a decompression bomb, or simply too big). */
  imageTooManyPixels: 'This image is too large. Please select an image of at most 4000 × 4000 pixels.',
  /** The profile picture was stored. */
  photoSaved: 'Your photo has been updated.',
  /** 400: a language Insight does not speak (PUT /api/mylifecontact/language). */
  languageInvalid: 'Choose one of the languages Insight speaks: en, de or es.',
} as const;

/** Proven addresses: the confirmation link, its notice and its failures. */
export const addressMessages = {
  /** The notice where invitations and shares wait (connections screen, library's connection tab). */
  unconfirmedTitle: 'Please confirm your email address',
  unconfirmed: (email: string) =>
    `We sent a link to ${email}. Until you follow it, invitations and guides shared with this address wait for you, and you cannot invite anyone.`,
  /** The profile, while an e-mail change waits for its link. */
  pendingChange: (email: string, current: string) =>
    `We sent a link to ${email}. Your account keeps ${current} until you follow it.`,
  /** Beside that notice: withdraws the change (DELETE /api/email/pending). */
  cancelChange: 'Cancel the change',
  /** Toast after "Cancel the change". */
  changeCancelled:
    'The change is cancelled. Your account keeps its email address, and the link we sent no longer works.',
  resend: 'Send the link again',
  /** Toast after "Send the link again". */
  resent: 'We sent the link again. Please check your email.',
  /** The confirm-email screen. */
  confirming: 'Confirming your email address…',
  confirmed: (email: string) => `Thank you. ${email} is confirmed.`,
  /** 400: a confirmation link that is malformed, used, expired or unknown. */
  linkInvalid: 'This confirmation link is no longer valid. Sign in and choose Send the link again.',
  /** 409: another account confirmed that address first. */
  addressTaken: 'This email address now belongs to another account. Your address was not changed.',
  /** 409: "Send the link again" when there is nothing to confirm. */
  alreadyConfirmed: 'Your email address is already confirmed.',
  /** 429s. "Send the link again" past the account's budget of address mails (shared with e-mail changes). */
  tooManyResends: 'We have sent this link several times today. Please check your email, or try again tomorrow.',
  /** 429: an e-mail change past the account's budget of address mails (shared with "Send the link again"). */
  tooManyChangeMails:
    'You have asked for several confirmation emails today. Your profile was not changed. Please try again tomorrow.',
  /**
   * 429: an e-mail change or "Send the link again" past the budget of the address it would mail, whoever asks;
   * the same words whether the address has an account or not.
   */
  tooManyMailsToAddress:
    'We have sent this email address several emails today, so nothing was sent or changed. Please try again tomorrow.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** 403: inviting from an unproven address. */
  confirmBeforeInviting: 'Please confirm your email address before you invite anyone.',
  /** 403: accepting an invitation (by its id or its link) from an unproven address. */
  confirmBeforeAccepting:
    'Please confirm your email address before you accept an invitation. Then open the invitation link again.',
  /** 403: sharing guides (on a connection or an invitation) from an unproven address. */
  confirmBeforeSharing: 'Please confirm your email address before you share guides.',
  /** The profile's "Sign out everywhere": ends every session of the account. */
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHelp: 'Ends every session of your account, on every device, this one included.',
} as const;

/** A person's data in their hands: the profile's "Your data" card, its two dialogs and their failures. */
export const accountDataMessages = {
  title: 'Your data',
  download: 'Download my data',
  downloadHelp:
    'One file (JSON) with everything Insight keeps about you: your profile, your answers and scores, your purchases and guides, your connections and what you share, and the emails we sent you.',
  deleteAccount: 'Delete my account',
  deleteHelp: 'Removes your account and everything in it. This cannot be undone.',
  /** The password field of both dialogs. */
  passwordLabel: 'Current Password',
  /** 400: the dialog was sent without the current password. */
  passwordRequired: 'Please enter your current password.',
  /** 403: the current password given is not the account's. */
  passwordWrong: 'Your current password is not correct. Nothing was changed.',
  /** 429: too many password checks (shared with the profile's e-mail and password changes); the address flow's words. */
  tooManyAttempts: addressMessages.tooManyAttempts,
  /** 429: past DATA_EXPORTS_PER_DAY downloads. */
  tooManyExports: 'You have downloaded your data several times today. Please try again tomorrow.',
  downloadTitle: 'Download your data',
  downloadIntro: 'For your security, please enter your password again.',
  downloadConfirm: 'Download',
  /** Toast after the file was saved. */
  downloaded: 'Your data has been downloaded.',
  deleteTitle: 'Delete your account?',
  deleteGoes:
    'Your profile, picture, answers and scores, your guides, your connections, what you share and what is shared with you, and the invitations you sent or received are erased at once. Every device is signed out, and the people you are connected with no longer see you.',
  deleteStays:
    'Your orders stay with the store as the law requires, without your name or address: the transaction, amounts and dates only.',
  deleteConfirm: 'Delete my account',
  cancel: 'Cancel',
  /** The login screen's notice after the deletion, and the closing mail's subject line. */
  deleted: 'Your account has been deleted.',
} as const;

/** Notifications: the refusals of the unsubscribe links (and the switches' saved toast; the bell, list and switches are the app's words). */
export const notificationMessages = {
  /** 400: an unsubscribe token that is malformed, forged, or made for something else. Nothing is changed. */
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in and turn off the mail under Profile, Notifications.',
  /** 400: a POST to the one-click address (RFC 8058) whose body is not List-Unsubscribe=One-Click. Nothing changes. */
  oneClickBodyInvalid: 'A one-click unsubscribe must send List-Unsubscribe=One-Click.',
  /** 429: too many unsubscribe requests from one network in a short time. Nothing is changed. */
  tooManyUnsubscribes:
    'Too many unsubscribe requests have come from your network. Please wait a few minutes and try again.',
  /** The toast after a mail switch was saved. */
  saved: 'Your notification settings have been saved.',
} as const;
