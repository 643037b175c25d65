import { ApiError, errorMessages, type ApiErrorKind } from '@insight/api';
import { inPageLanguage } from '../i18n/said';

/** What a failed call was, for the screens that react to a kind (e.g. any other 500 → /error). */
export const FAILURE_KINDS = [
  'invalid_grant',
  'invalid_client',
  'invalid_token',
  'unauthorized',
  'server',
  'http',
  'network',
  'contract',
  'unknown',
] as const satisfies readonly (ApiErrorKind | 'unknown')[];
export type FailureKind = ApiErrorKind | 'unknown';

export interface Failure {
  kind: FailureKind;
  /** The text the screen shows (SPEC §8). */
  message: string;
  /** A short heading (the profile screens show it). */
  title: string;
}

/**
 * Turns anything a call threw into the text the user sees (the api client already chose it), in the page's language
 * when the text is one of @insight/api's messages (a server's refusal is written in English: i18n/said.ts).
 */
export function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    return { kind: error.kind, message: inPageLanguage(error.message), title: inPageLanguage(error.title) };
  }
  return { kind: 'unknown', message: errorMessages.errorPage, title: errorMessages.errorPage };
}
