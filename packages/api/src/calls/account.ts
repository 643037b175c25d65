/**
 * The account's calls: the token, revocation and password calls of the auth base, and the profile's calls
 * (the contact, the e-mail confirmation, the data export, deletion and the profile image).
 */
import { unknown } from 'superstruct';
import { AccountPasswordCheck, DataExport } from '../account-data.js';
import {
  AccountLanguage,
  Contact,
  CreateUserPayload,
  EmailConfirmation,
  EmailConfirmationRequest,
  RecoverPasswordForm,
  ResetPasswordForm,
  RevocationRequest,
  TokenAnswer,
  TokenRequest,
  UpdateContactPayload,
} from '../structs/account.js';
import { def } from './define.js';

/** The multipart upload: a form with one `file` field (the image). */
export const PROFILE_IMAGE_FIELD = 'file';

export const authCalls = {
  // --- auth base -------------------------------------------------------------------------
  token: def({
    method: 'POST',
    base: 'auth',
    path: '/identity/connect/token',
    body: 'form',
    request: TokenRequest,
    answer: TokenAnswer,
    bearer: false,
  }),
  /** RFC 7009: Logout ends its token on the server; 200 `{}` for any token, client-authenticated. */
  revokeToken: def({
    method: 'POST',
    base: 'auth',
    path: '/identity/connect/revocation',
    body: 'form',
    request: RevocationRequest,
    answer: 'none',
    bearer: false,
  }),
  forgotPassword: def({
    method: 'POST',
    base: 'auth',
    path: '/auth/forgotpasswordv2',
    body: 'form',
    request: RecoverPasswordForm,
    answer: unknown(),
  }),
  resetPassword: def({
    method: 'POST',
    base: 'auth',
    path: '/auth/resetpassword',
    body: 'form',
    request: ResetPasswordForm,
    answer: 'none',
  }),
} as const;

export const profileCalls = {
  // --- profile -----------------------------------------------------------------------------
  createUser: def({
    method: 'POST',
    base: 'api',
    path: '/api/mylifecontact',
    body: 'json',
    request: CreateUserPayload,
    answer: 'none',
  }),
  getContact: def({ method: 'GET', base: 'api', path: '/api/mylifecontact', body: 'none', answer: Contact }),
  /** The language of the account's screens and mails (users.language); the answer also keeps it in the browser. */
  accountLanguage: def({
    method: 'GET',
    base: 'api',
    path: '/api/mylifecontact/language',
    body: 'none',
    answer: AccountLanguage,
  }),
  /** Chooses the account's language: its screens on every device, and its mails, from now on. */
  setAccountLanguage: def({
    method: 'PUT',
    base: 'api',
    path: '/api/mylifecontact/language',
    body: 'json',
    request: AccountLanguage,
    answer: AccountLanguage,
  }),
  updateContact: def({
    method: 'PUT',
    base: 'api',
    path: '/api/mylifecontact',
    body: 'json',
    request: UpdateContactPayload,
    answer: Contact,
  }),
  /** Ends every session of the account, this one included (the profile's "Sign out everywhere"). */
  signOutEverywhere: def({
    method: 'POST',
    base: 'api',
    path: '/api/mylifecontact/signout-everywhere',
    body: 'none',
    answer: 'none',
  }),
  /** Everything the server keeps about the asker, as one JSON file (account-data.ts); password asked again. */
  exportMyData: def({
    method: 'POST',
    base: 'api',
    path: '/api/mylifecontact/data-export',
    body: 'json',
    request: AccountPasswordCheck,
    answer: DataExport,
  }),
  /** Deletes the asker's account and everything of theirs but anonymised orders; password asked again. */
  deleteAccount: def({
    method: 'POST',
    base: 'api',
    path: '/api/mylifecontact/delete',
    body: 'json',
    request: AccountPasswordCheck,
    answer: 'none',
  }),
  /** Follows a mailed confirmation link: proves the address; needs no session (the token is the proof). */
  confirmEmail: def({
    method: 'POST',
    base: 'api',
    path: '/api/email/confirm',
    body: 'json',
    request: EmailConfirmationRequest,
    answer: EmailConfirmation,
  }),
  /** Mails the confirmation link again: to the pending new address, else to the unproven own one. */
  resendEmailConfirmation: def({
    method: 'POST',
    base: 'api',
    path: '/api/email/confirm/resend',
    body: 'none',
    answer: 'none',
  }),
  /** Withdraws a waiting e-mail change: its link no longer works, the account keeps its address. 204, also when none waits. */
  cancelEmailChange: def({
    method: 'DELETE',
    base: 'api',
    path: '/api/email/pending',
    body: 'none',
    answer: 'none',
  }),
  uploadProfileImage: def({
    method: 'POST',
    base: 'api',
    path: '/api/user/profileimage',
    body: 'multipart',
    answer: 'text',
  }),
} as const;
