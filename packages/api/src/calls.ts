/**
 * ONE table of every call of SPEC §7. The client sends from it and the server builds its routes
 * from it (path templates are Fastify-compatible: `:param`).
 *
 * Decisions where SPEC is silent:
 * - GET /api/catalogitem/item/{id}/{flag}: {flag} is `:includeReports`, 'true' or 'false' (whether
 *   the item's catalogItemReports are filled in; the client always asks 'true' unless told).
 * - GET /api/catalogitempackage/{a}/{b}: {a}/{b} is `:type/:id` (the package's type, then its id).
 * - Paths keep SPEC's trailing slashes ('/api/catalogitem/', '/api/connectionrequest/') exactly.
 * - `answer`: a struct = a JSON answer validated with it (an empty body reads as null);
 *   'text' = a text answer (a JSON string answer is unwrapped); 'none' = the body is ignored.
 * - `bearer: false` only on the token call (SPEC §6).
 * - Answers SPEC does not show: createUser, resetPassword, sendInviteEmail, accept(ByToken), reject, cancel,
 *   updateRequest, updateConnection, removeConnection → 'none' (the server may send anything, e.g. 204); updateContact →
 *   the saved Contact; createConnectionRequest → the created ConnectionRequest; getSurvey → a
 *   SurveyStatus or null (null/empty or status null = no survey yet); forgotPassword/surveyReturn
 *   → any JSON (the client reads `=== true` / truthiness).
 */
import { array, nullable, unknown } from 'superstruct';
import { AccountPasswordCheck, DataExport } from './account-data.js';
import { NeoGroup } from './neo.js';
import {
  MarkNoticesRead,
  NoticeList,
  NotificationSettings,
  NotificationSettingsUpdate,
  UnsubscribeAnswer,
  UnsubscribeRequest,
} from './notifications.js';
import {
  CatalogItem,
  CatalogItemPackage,
  Connection,
  ConnectionRequest,
  ConnectionRequestPayload,
  Contact,
  CreateSurveyResponse,
  CreateUserPayload,
  EmailConfirmation,
  EmailConfirmationRequest,
  InviteEmailPayload,
  RecoverPasswordForm,
  ResetPasswordForm,
  RevocationRequest,
  type StructLike,
  SurveyStatus,
  TokenAnswer,
  TokenRequest,
  TraitCircle,
  TraitComparison,
  TraitProfile,
  UpdateConnectionPayload,
  UpdateConnectionRequestPayload,
  UpdateContactPayload,
} from './structs.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallBase = 'api' | 'auth';
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'none';

export type AnswerSpec = StructLike<unknown> | 'text' | 'none';

export interface CallDef {
  readonly method: HttpMethod;
  readonly base: CallBase;
  /** Fastify-style template: '/api/report/:userId/:reportId'. */
  readonly path: string;
  readonly body: BodyEncoding;
  /** The body's struct (the server validates bodies with it); absent when there is no JSON/form body. */
  readonly request?: StructLike<unknown>;
  readonly answer: AnswerSpec;
  /** Sends Authorization: Bearer when a token exists (all but the token call). */
  readonly bearer: boolean;
}

/** The value a call resolves to: the struct's type, a string for 'text', void for 'none'. */
export type AnswerOf<C extends CallDef> = C['answer'] extends 'text'
  ? string
  : C['answer'] extends 'none'
    ? void
    : C['answer'] extends StructLike<infer T>
      ? T
      : never;

/** The body type of a call: its request struct's type (unknown when it has none, e.g. multipart). */
export type RequestOf<C extends CallDef> = C extends { request: StructLike<infer T> } ? T : unknown;

/** ':a/:b' → 'a' | 'b'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number | boolean };

const def = <const C extends Omit<CallDef, 'bearer'> & { readonly bearer?: boolean }>(
  call: C,
): C & { bearer: boolean } => ({
  bearer: true,
  ...call,
});

/** The multipart upload: a form with one `file` field (the image). */
export const PROFILE_IMAGE_FIELD = 'file';

export const calls = {
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
  // --- catalogue ---------------------------------------------------------------------------
  listCatalogItems: def({
    method: 'GET',
    base: 'api',
    path: '/api/catalogitem/',
    body: 'none',
    answer: array(CatalogItem),
  }),
  getCatalogItem: def({
    method: 'GET',
    base: 'api',
    path: '/api/catalogitem/item/:id/:includeReports',
    body: 'none',
    answer: CatalogItem,
  }),
  listPackages: def({
    method: 'GET',
    base: 'api',
    path: '/api/catalogitempackage/',
    body: 'none',
    answer: array(CatalogItemPackage),
  }),
  getPackage: def({
    method: 'GET',
    base: 'api',
    path: '/api/catalogitempackage/:type/:id',
    body: 'none',
    answer: CatalogItemPackage,
  }),
  // --- survey ------------------------------------------------------------------------------
  createSurvey: def({
    method: 'POST',
    base: 'api',
    path: '/api/survey/:locale',
    body: 'none',
    answer: CreateSurveyResponse,
  }),
  getSurvey: def({ method: 'GET', base: 'api', path: '/api/survey', body: 'none', answer: nullable(SurveyStatus) }),
  surveyReturn: def({ method: 'POST', base: 'api', path: '/api/survey/return/:id', body: 'none', answer: unknown() }),
  /**
   * A new take of the full questionnaire (IPIP-NEO-120) after a finished one: starts it, or answers the one already
   * under way; the finished result stays current until the new take is finished. 409 while no take is finished
   * (the first take is createSurvey's). `:locale` as createSurvey's.
   */
  startRetake: def({
    method: 'POST',
    base: 'api',
    path: '/api/survey/retake/:locale',
    body: 'none',
    answer: CreateSurveyResponse,
  }),
  /** Whom the person is compared with (their percentiles follow at once); answers the group saved. */
  setComparisonGroup: def({
    method: 'PUT',
    base: 'api',
    path: '/api/survey/group',
    body: 'json',
    request: NeoGroup,
    answer: NeoGroup,
  }),
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
  // --- reports -----------------------------------------------------------------------------
  getReport: def({ method: 'GET', base: 'api', path: '/api/report/:userId/:reportId', body: 'none', answer: 'text' }),
  // --- traits (the trait chart and the comparison) -----------------------------------------
  getTraits: def({ method: 'GET', base: 'api', path: '/api/traits/:userId', body: 'none', answer: TraitProfile }),
  compareTraits: def({
    method: 'GET',
    base: 'api',
    path: '/api/traits/compare/:userId',
    body: 'none',
    answer: TraitComparison,
  }),
  /** The asker and up to CIRCLE_MAX_PEOPLE people (`:userIds`: their ids, comma-separated), each sharing both ways. */
  traitCircle: def({
    method: 'GET',
    base: 'api',
    path: '/api/traits/circle/:userIds',
    body: 'none',
    answer: TraitCircle,
  }),
  // --- invitations and connections ---------------------------------------------------------
  sendInviteEmail: def({
    method: 'POST',
    base: 'api',
    path: '/api/email/invite',
    body: 'json',
    request: InviteEmailPayload,
    answer: 'none',
  }),
  createConnectionRequest: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/',
    body: 'json',
    request: ConnectionRequestPayload,
    answer: ConnectionRequest,
  }),
  listReceivedRequests: def({
    method: 'GET',
    base: 'api',
    path: '/api/connectionrequest/pending/recipient',
    body: 'none',
    answer: array(ConnectionRequest),
  }),
  listSentRequests: def({
    method: 'GET',
    base: 'api',
    path: '/api/connectionrequest/pending/requester',
    body: 'none',
    answer: array(ConnectionRequest),
  }),
  acceptRequest: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/accept/:id',
    body: 'none',
    answer: 'none',
  }),
  acceptRequestByToken: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/accept/token/:token',
    body: 'none',
    answer: 'none',
  }),
  rejectRequest: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/reject/:id',
    body: 'none',
    answer: 'none',
  }),
  cancelRequest: def({
    method: 'POST',
    base: 'api',
    path: '/api/connectionrequest/cancel/:id',
    body: 'none',
    answer: 'none',
  }),
  updateRequest: def({
    method: 'PUT',
    base: 'api',
    path: '/api/connectionrequest/',
    body: 'json',
    request: UpdateConnectionRequestPayload,
    answer: 'none',
  }),
  listConnections: def({
    method: 'GET',
    base: 'api',
    path: '/api/connection',
    body: 'none',
    answer: array(Connection),
  }),
  updateConnection: def({
    method: 'PUT',
    base: 'api',
    path: '/api/connection',
    body: 'json',
    request: UpdateConnectionPayload,
    answer: 'none',
  }),
  removeConnection: def({
    method: 'POST',
    base: 'api',
    path: '/api/connection/cancel/:id',
    body: 'none',
    answer: 'none',
  }),
  // --- notifications (notifications.ts) ---------------------------------------------------
  /** The asker's newest notices (NOTICES_SHOWN), newest first, and the unread count. */
  notices: def({ method: 'GET', base: 'api', path: '/api/notifications', body: 'none', answer: NoticeList }),
  /** Marks the asker's notices of these ids read; others' or unknown ids are ignored. */
  markNoticesRead: def({
    method: 'POST',
    base: 'api',
    path: '/api/notifications/read',
    body: 'json',
    request: MarkNoticesRead,
    answer: 'none',
  }),
  /** The asker's mail switches, one per notice kind. */
  notificationSettings: def({
    method: 'GET',
    base: 'api',
    path: '/api/notifications/settings',
    body: 'none',
    answer: NotificationSettings,
  }),
  updateNotificationSettings: def({
    method: 'PUT',
    base: 'api',
    path: '/api/notifications/settings',
    body: 'json',
    request: NotificationSettingsUpdate,
    answer: NotificationSettings,
  }),
  /** A mail's unsubscribe token turns off its one switch; needs no session (the signed token is the proof). */
  unsubscribe: def({
    method: 'POST',
    base: 'api',
    path: '/api/notifications/unsubscribe',
    body: 'json',
    request: UnsubscribeRequest,
    answer: UnsubscribeAnswer,
  }),
  // --- cart --------------------------------------------------------------------------------
  storeSso: def({
    method: 'GET',
    base: 'api',
    path: '/api/store/sso/:userId/:timestamp/:fcsid',
    body: 'none',
    answer: 'text',
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const CALL_NAMES = Object.keys(calls) as CallName[];

type ParamsArg<P extends string> = [ParamNames<P>] extends [never] ? [params?: PathParams<P>] : [params: PathParams<P>];

/** Fill a path template with encoded values; throws when a parameter is missing. */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Fill a call's path: pathFor(calls.getReport, { userId: 'u1', reportId: 3 }) → '/api/report/u1/3'. */
export function pathFor<P extends string>(call: { path: P }, ...[params]: ParamsArg<P>): string {
  return fillPath(call.path, params);
}
