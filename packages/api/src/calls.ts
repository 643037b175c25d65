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
import { authCalls, profileCalls } from './calls/account.js';
import { cartCalls, catalogueCalls, reportCalls } from './calls/catalog.js';
import { connectionCalls } from './calls/connections.js';
import type { ParamNames, PathParams } from './calls/define.js';
import { notificationCalls } from './calls/notifications.js';
import { surveyCalls, traitCalls } from './calls/survey.js';

// The calls live in calls/, one module per feature; this file joins them into the one table, in the order
// the table has always had (CALL_NAMES keeps it).
export type {
  AnswerOf,
  AnswerSpec,
  BodyEncoding,
  CallBase,
  CallDef,
  HttpMethod,
  ParamNames,
  PathParams,
  RequestOf,
} from './calls/define.js';
export { PROFILE_IMAGE_FIELD } from './calls/account.js';

export const calls = {
  ...authCalls,
  ...catalogueCalls,
  ...surveyCalls,
  ...profileCalls,
  ...reportCalls,
  ...traitCalls,
  ...connectionCalls,
  ...notificationCalls,
  ...cartCalls,
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
