/**
 * The account's structs: the signed-in user and the profile, the account forms, and the bodies and answers of the
 * token, password and e-mail confirmation calls (with the error bodies the server sends).
 */
import {
  boolean,
  define,
  enums,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { isLanguage, type Language } from '../i18n/languages.js';
import { profileMessages, validationMessages as vm } from '../messages.js';
import {
  ConfirmPassword,
  confirmPasswordRule,
  EmailAddress,
  FirstName,
  LastName,
  OptionalPassword,
  Password,
  passwordRule,
  Pronoun,
  requiredText,
  TermsAccepted,
} from '../rules.js';

// ---------------------------------------------------------------------------------------------
// Session and profile
// ---------------------------------------------------------------------------------------------

/** Signed-in user record, kept in local storage as `currentUser`. */
export const CurrentUser = type({ id: string(), userName: string(), token: string() });
export type CurrentUser = Infer<typeof CurrentUser>;

export const Gender = enums(GENDERS);
export type Gender = Infer<typeof Gender>;

/** contact.user as the server answers it (GET /api/mylifecontact). password is null when not set. */
export const ContactUser = type({
  id: optional(string()),
  firstName: string(),
  lastName: string(),
  gender: Gender,
  userName: string(),
  password: nullable(string()),
  profilePicture: optional(nullable(string())),
});
export type ContactUser = Infer<typeof ContactUser>;

/** The profile (saved locally as iMLContact). Extra fields the server adds are allowed. */
/**
 * The contact. Beyond SPEC: `emailConfirmed` says whether the account's address is proven (a mailed
 * link to it was followed; until then no invitation or share reaches it), `pendingEmail` the new address of an
 * e-mail change that waits for its confirmation link (the account keeps `user.userName` until then).
 */
export const Contact = type({
  id: optional(string()),
  user: ContactUser,
  emailConfirmed: optional(boolean()),
  pendingEmail: optional(nullable(string())),
});
export type Contact = Infer<typeof Contact>;

/** PUT /api/mylifecontact body, with the §5 profile rules (password null/blank = unchanged). */
export const UpdateContactPayload = type({
  id: optional(string()),
  user: type({
    id: optional(string()),
    firstName: FirstName,
    lastName: LastName,
    gender: Pronoun,
    userName: EmailAddress,
    password: OptionalPassword,
    profilePicture: optional(nullable(string())),
  }),
  /**
   * The person's current password: required by the server when the e-mail address or the password
   * changes (a stolen token alone cannot take the account over); ignored otherwise.
   */
  currentPassword: optional(nullable(string())),
});
export type UpdateContactPayload = Infer<typeof UpdateContactPayload>;

/** POST /api/mylifecontact body: contact.user with username = email. */
export const CreateUserPayload = object({
  user: object({
    firstname: FirstName,
    lastname: LastName,
    username: EmailAddress,
    email: EmailAddress,
    gender: Pronoun,
    password: Password,
  }),
});
export type CreateUserPayload = Infer<typeof CreateUserPayload>;

// ---------------------------------------------------------------------------------------------
// Forms (the app validates them; the server validates the bodies they turn into)
// ---------------------------------------------------------------------------------------------

export const LoginCredentials = object({ email: EmailAddress, password: Password });
export type LoginCredentials = Infer<typeof LoginCredentials>;

export const RegistrationForm = object({
  firstName: FirstName,
  lastName: LastName,
  email: EmailAddress,
  gender: Pronoun,
  password: Password,
  confirmPassword: ConfirmPassword,
  tosCheck: TermsAccepted,
});
export type RegistrationForm = Infer<typeof RegistrationForm>;

/** Profile form; the password may stay blank (then the confirmation may too). */
export const ProfileForm = object({
  firstName: FirstName,
  lastName: LastName,
  gender: Pronoun,
  email: EmailAddress,
  password: OptionalPassword,
  confirmPassword: confirmPasswordRule('password', true),
});
export type ProfileForm = Infer<typeof ProfileForm>;

/** Profile form once the user has typed in the password field: the password becomes required. */
export const ProfileFormWithPassword = object({
  firstName: FirstName,
  lastName: LastName,
  gender: Pronoun,
  email: EmailAddress,
  password: Password,
  confirmPassword: ConfirmPassword,
});
export type ProfileFormWithPassword = Infer<typeof ProfileFormWithPassword>;

/** The recover screen's form. */
export const RecoverForm = object({ email: EmailAddress });
export type RecoverForm = Infer<typeof RecoverForm>;

/** The reset screen's form: one length text for both bounds (SPEC §5 Reset). */
export const ResetPassword = passwordRule({
  lengthMessage: () => vm.passwordRules(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
});
export const ResetForm = object({ password: ResetPassword, confirmPassword: ConfirmPassword });
export type ResetForm = Infer<typeof ResetForm>;

/** POST {auth}/auth/forgotpasswordv2 (form-encoded). ApplicationDomain = appUrl + '/reset-password'. */
export const RecoverPasswordForm = type({
  Email: EmailAddress,
  ApplicationName: string(),
  ApplicationDomain: string(),
});
export type RecoverPasswordForm = Infer<typeof RecoverPasswordForm>;

/** POST {auth}/auth/resetpassword (form-encoded). */
export const ResetPasswordForm = type({
  NewPassword: ResetPassword,
  Token: requiredText(vm.fieldRequired('Token')),
  UserName: EmailAddress,
});
export type ResetPasswordForm = Infer<typeof ResetPasswordForm>;

// ---------------------------------------------------------------------------------------------
// Token endpoint (RFC 6749 §4.3, §5.1, §5.2)
// ---------------------------------------------------------------------------------------------

/** The form fields of POST {authApiUrl}/identity/connect/token. */
export const TokenRequest = type({
  client_id: optional(string()),
  client_secret: optional(string()),
  grant_type: string(),
  username: string(),
  password: string(),
  scope: optional(string()),
});
export type TokenRequest = Infer<typeof TokenRequest>;

/**
 * RFC 7009 token revocation (POST {auth}/identity/connect/revocation): the token to end, an optional hint,
 * and the client's authentication as on the token call.
 */
export const RevocationRequest = type({
  client_id: optional(string()),
  client_secret: optional(string()),
  token: string(),
  token_type_hint: optional(string()),
});
export type RevocationRequest = Infer<typeof RevocationRequest>;

/** POST /api/email/confirm: the token of a mailed confirmation link. */
export const EmailConfirmationRequest = type({ token: size(string(), 1, 256) });
export type EmailConfirmationRequest = Infer<typeof EmailConfirmationRequest>;

/** Its answer: the address now proven (and the account's). */
export const EmailConfirmation = type({ email: string() });
export type EmailConfirmation = Infer<typeof EmailConfirmation>;

/** What a successful token answer holds (the server sends exactly this). */
export const TokenResponse = type({
  access_token: string(),
  token_type: string(),
  expires_in: number(),
  scope: optional(string()),
});
export type TokenResponse = Infer<typeof TokenResponse>;

/** What the client accepts from the token call: without access_token the login result is null. */
export const TokenAnswer = type({
  access_token: optional(nullable(string())),
  token_type: optional(string()),
  expires_in: optional(number()),
  scope: optional(string()),
});
export type TokenAnswer = Infer<typeof TokenAnswer>;

/** Token endpoint error body (HTTP 400), IdentityServer style. */
export const TokenErrorBody = type({ error: string(), error_description: optional(string()) });
export type TokenErrorBody = Infer<typeof TokenErrorBody>;

/**
 * THE JSON error body our server sends on every 4xx/5xx (apart from the token endpoint, which
 * sends TokenErrorBody). `error` is the text the UI shows; `title` a short heading (the profile
 * screens show it); `fields` the §5 message per invalid field.
 */
export const ApiErrorBody = type({
  status: number(),
  title: string(),
  error: string(),
  fields: optional(record(string(), string())),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;

/**
 * GET and PUT /api/mylifecontact/language: the language of the account's screens and mails (issue 38), which follows
 * the person to every device they sign in on and wins over the browser's.
 */
export const AccountLanguage = object({
  language: define<Language>('rule:language', (value) => isLanguage(value) || profileMessages.languageInvalid),
});
export type AccountLanguage = Infer<typeof AccountLanguage>;
