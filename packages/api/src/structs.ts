/**
 * The contract: one superstruct struct (and one type of the same name) for every entity of SPEC §3.
 *
 * Conventions (both the client and the server rely on them):
 * - User ids (token subject, ContactUser.id, requesterId, recipientId, contactId) are strings.
 * - Every other id (connection, request, catalogue item, package, report, link rows) is a number.
 * - Answer shapes use `type()` (unknown extra keys are allowed and ignored); request payloads built by
 *   forms use `object()` (unknown keys are rejected, so the server can refuse odd bodies).
 * - Rule-carrying structs (names, e-mail, password, pronoun, terms…) fail with the exact SPEC §5 text;
 *   `validate(struct, value)` returns that text for the first failure, `fieldErrors()` one per field.
 */
import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type,
  unknown,
  type Failure,
  type Infer,
  type StructError,
} from 'superstruct';
import { CATALOG_TYPES, GENDERS, TRAIT_SCORE_MAX, TRAIT_SCORE_MIN } from './constants.js';
import { validationMessages as vm } from './messages.js';
import { NeoInsight } from './neo.js';
import {
  ConfirmPassword,
  confirmPasswordRule,
  EmailAddress,
  FirstName,
  LastName,
  OptionalMessage,
  OptionalPassword,
  Password,
  passwordRule,
  Pronoun,
  requiredText,
  RULE,
  TermsAccepted,
} from './rules.js';

// The rule structs are part of the contract; RULE is how validate() recognises them, not an export.
export {
  ConfirmPassword,
  confirmPasswordRule,
  EMAIL_PATTERN,
  EmailAddress,
  FirstName,
  LastName,
  OptionalMessage,
  OptionalPassword,
  Password,
  passwordRule,
  Pronoun,
  requiredText,
  TermsAccepted,
} from './rules.js';

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
export const ResetPassword = passwordRule({ lengthMessage: vm.passwordRules() });
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

// ---------------------------------------------------------------------------------------------
// Reports, connections and requests
// ---------------------------------------------------------------------------------------------

export const Report = type({ reportId: number(), reportName: string() });
export type Report = Infer<typeof Report>;

export const ConnectionUser = type({
  id: string(),
  firstName: string(),
  lastName: string(),
  userName: string(),
  profilePicture: optional(nullable(string())),
});
export type ConnectionUser = Infer<typeof ConnectionUser>;

/** requester / recipient of a connection or request. */
export const ConnectionParty = type({ user: ConnectionUser });
export type ConnectionParty = Infer<typeof ConnectionParty>;

/** A trait score: the sum of ten answers of 1–5. */
const TraitScore = size(number(), TRAIT_SCORE_MIN, TRAIT_SCORE_MAX);

/** The five scores of a completed questionnaire (keys: TRAIT_KEYS). */
export const TraitScores = type({
  extraversion: TraitScore,
  agreeableness: TraitScore,
  conscientiousness: TraitScore,
  emotionalStability: TraitScore,
  intellect: TraitScore,
});
export type TraitScores = Infer<typeof TraitScores>;

/**
 * GET /api/traits/:userId: a person and what their latest finished questionnaire says. `full`: the IPIP-NEO-120
 * (percentiles against a group) when the latest finished take is the full one; `scores`: the short version's five
 * raw sums (the 50 items, 10–50) when it is the short one. Both null until a questionnaire is finished; never
 * both set. (`full` is optional for servers that predate it.)
 */
export const TraitProfile = type({
  userId: string(),
  firstName: string(),
  lastName: string(),
  scores: nullable(TraitScores),
  full: optional(nullable(NeoInsight)),
});
export type TraitProfile = Infer<typeof TraitProfile>;

/** GET /api/traits/compare/:userId: the asking person and the connection, side by side. */
export const TraitComparison = type({ me: TraitProfile, them: TraitProfile });
export type TraitComparison = Infer<typeof TraitComparison>;

/** GET /api/traits/circle/:userIds: the asker and up to CIRCLE_MAX_PEOPLE connections, in the order asked. */
export const TraitCircle = type({ me: TraitProfile, people: array(TraitProfile) });
export type TraitCircle = Infer<typeof TraitCircle>;

/** A guide I share on a connection (id/connectionId absent on rows the client adds). */
export const ConnectionReport = type({
  id: optional(number()),
  connectionId: optional(number()),
  contactId: optional(string()),
  report: optional(nullable(Report)),
  reportId: number(),
});
export type ConnectionReport = Infer<typeof ConnectionReport>;

/** A guide the other party shares with me. */
export const ConnectionSharedReport = type({
  id: optional(number()),
  connectionId: optional(number()),
  contactId: optional(string()),
  reportId: number(),
  report: Report,
});
export type ConnectionSharedReport = Infer<typeof ConnectionSharedReport>;

export const Connection = type({
  id: number(),
  requesterId: string(),
  recipientId: string(),
  requester: ConnectionParty,
  recipient: ConnectionParty,
  /** The guides I (the asking user) share with the other party. */
  connectionReports: array(ConnectionReport),
  /** The guides the other party shares with me. */
  connectionSharedReports: array(ConnectionSharedReport),
});
export type Connection = Infer<typeof Connection>;

/** PUT /api/connection body: the connection with its connectionReports (other fields may ride along). */
export const UpdateConnectionPayload = type({ id: number(), connectionReports: array(ConnectionReport) });
export type UpdateConnectionPayload = Infer<typeof UpdateConnectionPayload>;

export const ConnectionRequestReport = type({
  id: optional(number()),
  connectionRequestId: optional(number()),
  report: optional(nullable(Report)),
  reportId: number(),
});
export type ConnectionRequestReport = Infer<typeof ConnectionRequestReport>;

/** Statuses a request can have; the lists of pending requests only hold 'pending'. */
export const CONNECTION_REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;

/** A connection request. Told apart from a Connection by lacking recipientId. */
export const ConnectionRequest = type({
  id: number(),
  recipientFirstName: string(),
  recipientLastName: string(),
  recipientEmail: string(),
  message: optional(nullable(string())),
  status: string(),
  requester: ConnectionParty,
  connectionReports: array(ConnectionRequestReport),
});
export type ConnectionRequest = Infer<typeof ConnectionRequest>;

/** PUT /api/connectionrequest/ body: the request with its connectionReports. */
export const UpdateConnectionRequestPayload = type({ id: number(), connectionReports: array(ConnectionRequestReport) });
export type UpdateConnectionRequestPayload = Infer<typeof UpdateConnectionRequestPayload>;

/** POST /api/connectionrequest/ body (invite dialog). */
export const ConnectionRequestPayload = object({
  firstName: FirstName,
  lastName: LastName,
  email: EmailAddress,
  message: optional(OptionalMessage),
});
export type ConnectionRequestPayload = Infer<typeof ConnectionRequestPayload>;

/** POST /api/email/invite body (invite tab). */
export const InviteEmailPayload = object({
  firstName: FirstName,
  lastName: LastName,
  email: EmailAddress,
  message: optional(OptionalMessage),
});
export type InviteEmailPayload = Infer<typeof InviteEmailPayload>;

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const CatalogType = enums(CATALOG_TYPES);
export type CatalogType = Infer<typeof CatalogType>;

/** catalogItemReports[0].report holds the guide's reportId and reportName. */
export const CatalogItemReport = type({
  id: optional(number()),
  catalogItemId: optional(number()),
  reportId: number(),
  report: Report,
});
export type CatalogItemReport = Infer<typeof CatalogItemReport>;

export const CatalogItem = type({
  id: number(),
  type: CatalogType,
  name: string(),
  price: number(),
  isPurchased: boolean(),
  cartLink: string(),
  imageFileName: string(),
  description: string(),
  shortDescription: string(),
  catalogItemReports: array(CatalogItemReport),
});
export type CatalogItem = Infer<typeof CatalogItem>;

/** A package; `type` is a string because anything but career/personal is drawn green. */
export const CatalogItemPackage = type({
  id: number(),
  name: string(),
  description: string(),
  price: number(),
  imageName: string(),
  type: string(),
  cartLink: string(),
  catalogItemIds: optional(array(number())),
});
export type CatalogItemPackage = Infer<typeof CatalogItemPackage>;

// ---------------------------------------------------------------------------------------------
// Survey
// ---------------------------------------------------------------------------------------------

export const SURVEY_STATUSES = ['complete', 'inprogress', 'notstarted'] as const;

/**
 * GET /api/survey. status null (or absent) = no survey yet: create one. Once a take is finished the status stays
 * 'complete' (the home gate lets the person in) and `url` is that take's; a new take started after it (a retake)
 * is `retake`, with its own status and url, until it is finished. (`retake` is optional for older servers.)
 */
export const SurveyStatus = type({
  status: optional(nullable(enums(SURVEY_STATUSES))),
  url: optional(nullable(string())),
  retake: optional(nullable(type({ status: enums(SURVEY_STATUSES), url: string() }))),
});
export type SurveyStatus = Infer<typeof SurveyStatus>;

/** POST /api/survey/{locale}. */
export const CreateSurveyResponse = type({ url: string() });
export type CreateSurveyResponse = Infer<typeof CreateSurveyResponse>;

// ---------------------------------------------------------------------------------------------
// Runtime settings
// ---------------------------------------------------------------------------------------------

/** The assets configuration file merged with the page config, after loadRuntimeSettings(). */
export const RuntimeSettings = type({
  apiUrl: string(),
  authApiUrl: string(),
  appName: optional(string()),
  appUrl: optional(string()),
  appVersion: optional(string()),
  authClientId: optional(string()),
  authClientSecret: optional(string()),
  blobStorage: optional(string()),
  contactEmail: optional(string()),
  dashboardVideoPosterUrl: optional(string()),
  dashboardVideoUrl: optional(string()),
  /** A WebVTT captions file for the dashboard video (not in SPEC's list). */
  dashboardVideoCaptionsUrl: optional(string()),
  /** The analytics script, loaded only when environmentName is Production (SPEC §1; its address a setting). */
  analyticsUrl: optional(string()),
  domainRedirectUrl: optional(string()),
  enablePackages: nullable(boolean()),
  environmentName: optional(string()),
  featuredCatalogItemId: optional(number()),
  foxycartCDN: optional(string()),
  foxycartUrl: optional(string()),
  mainBackgroundImage: optional(string()),
  mapLearnMoreUrl: optional(string()),
  profileImagePath: optional(string()),
  reportImagePath: optional(string()),
  requiredPurchaseCatalogItemId: optional(number()),
  surveyRedirectPath: optional(string()),
  surveyRedirectText: optional(string()),
});
export type RuntimeSettings = Infer<typeof RuntimeSettings>;

/** The raw file / page config before normalisation: any JSON object. */
export const RawRuntimeSettings = record(string(), unknown());
export type RawRuntimeSettings = Infer<typeof RawRuntimeSettings>;

// ---------------------------------------------------------------------------------------------
// Derived helpers
// ---------------------------------------------------------------------------------------------

/**
 * 'report_bg_' + the middle part of the image name + '.jpg'. The "middle part" is the file name
 * without its folder, without its extension and without its first '_'-separated word (the kind
 * prefix such as 'guide'): 'guide_career_leadership.png' → 'report_bg_career_leadership.jpg'.
 * A name without '_' keeps its whole base name: 'map.png' → 'report_bg_map.jpg'.
 */
export const backgroundImageFileName = (imageFileName: string): string => {
  const file = imageFileName.split('/').pop() ?? imageFileName;
  const dot = file.lastIndexOf('.');
  const base = dot > 0 ? file.slice(0, dot) : file;
  const underscore = base.indexOf('_');
  const middle = underscore >= 0 && underscore < base.length - 1 ? base.slice(underscore + 1) : base;
  return `report_bg_${middle}.jpg`;
};

/** The other party's user of a connection, seen by `myUserId`. */
export const otherParty = (
  connection: Pick<Connection, 'requesterId' | 'requester' | 'recipient'>,
  myUserId: string,
): ConnectionUser => (connection.requesterId === myUserId ? connection.recipient.user : connection.requester.user);

/** A Connection has a recipientId; a pending ConnectionRequest does not. */
export const isConnection = (value: Connection | ConnectionRequest): value is Connection =>
  'recipientId' in value && typeof value.recipientId === 'string' && value.recipientId !== '';

/** The guide (report) of a catalogue item: the first catalogItemReports entry. */
export const reportOf = (item: Pick<CatalogItem, 'catalogItemReports'>): Report | undefined =>
  item.catalogItemReports[0]?.report;

// ---------------------------------------------------------------------------------------------
// validate(): superstruct failures → SPEC §5 texts
// ---------------------------------------------------------------------------------------------

/** What validate() and the call table need of a struct (every superstruct Struct<T> is one; covariant in T). */
export interface StructLike<T> {
  validate(
    value: unknown,
    options?: { coerce?: boolean; mask?: boolean; message?: string },
  ): [StructError, undefined] | [undefined, T];
}

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; message: string; path: string; failures: ValidationFailure[] };

export interface ValidationFailure {
  path: string;
  message: string;
}

const fieldName = (path: readonly unknown[]): string => (path.length ? String(path[path.length - 1]) : 'value');

/** The user-facing text of one superstruct failure. */
export const messageOf = (failure: Failure): string => {
  // Our rule structs ('rule:' types) and refinements carry their SPEC text.
  if (failure.type.startsWith(RULE) || failure.refinement !== undefined) return failure.message;
  const field = fieldName(failure.path);
  if (failure.type === 'never') return vm.unknownField(failure.path.join('.'));
  if (failure.path.length === 0 && (failure.type === 'object' || failure.type === 'type')) return vm.bodyInvalid;
  if (failure.value === undefined || failure.value === null) return vm.fieldRequired(field);
  return vm.fieldInvalid(field);
};

/** Validate `value` with `struct`; on failure give the SPEC §5 text of the first failure. */
export function validate<T>(struct: StructLike<T>, value: unknown): ValidationResult<T> {
  const [error, result] = struct.validate(value);
  if (!error) return { ok: true, value: result };
  const failures = error.failures().map((f) => ({ path: f.path.join('.'), message: messageOf(f) }));
  const first = failures[0] ?? { path: '', message: vm.bodyInvalid };
  return { ok: false, message: first.message, path: first.path, failures };
}

/** Every invalid field with its first message (for forms): { firstName: 'First name is required', … }. */
export function fieldErrors<T>(struct: StructLike<T>, value: unknown): Record<string, string> {
  const result = validate(struct, value);
  const errors: Record<string, string> = {};
  if (result.ok) return errors;
  for (const failure of result.failures) if (!(failure.path in errors)) errors[failure.path] = failure.message;
  return errors;
}
