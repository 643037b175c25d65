import { ApiError, errorMessages, type ApiErrorKind } from '@insight/api';
import { types } from 'mobx-state-tree';

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

/** Turns anything a call threw into the text the user sees (the api client already chose it). */
export function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    return { kind: error.kind, message: error.message, title: error.title };
  }
  return { kind: 'unknown', message: errorMessages.errorPage, title: errorMessages.errorPage };
}

/**
 * The state every form-backed store shares (SPEC §4 Forms): idle → pending → done | error.
 * Compose it into a store with `types.compose(RequestState, …)`.
 */
export const RequestState = types
  .model('RequestState', {
    status: types.optional(types.enumeration('RequestStatus', ['idle', 'pending', 'done', 'error']), 'idle'),
    error: types.maybeNull(types.string),
    errorKind: types.maybeNull(types.enumeration('FailureKind', [...FAILURE_KINDS])),
  })
  .views((self) => ({
    get isLoading(): boolean {
      return self.status === 'pending';
    },
  }))
  .actions((self) => ({
    /** A call starts: the previous message goes away. */
    begin() {
      self.status = 'pending';
      self.error = null;
      self.errorKind = null;
    },
    succeed() {
      self.status = 'done';
    },
    fail(failure: Failure) {
      self.status = 'error';
      self.error = failure.message;
      self.errorKind = failure.kind;
    },
    /** Entering a screen starts it clean. */
    reset() {
      self.status = 'idle';
      self.error = null;
      self.errorKind = null;
    },
  }));
