import { hasEnv, types } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { FAILURE_KINDS, toFailure, type Failure } from './failure';
import { claimedOutcome, failureOutcome, type FailureRule, type Outcome } from './outcome';

/** How a run ended: the call's answer, or the failure the state now shows and the Outcome it comes to. */
export type RunResult<T> = { ok: true; value: T } | { ok: false; failure: Failure; outcome: Outcome };

/**
 * The state every form-backed store shares (SPEC §4 Forms): idle → pending → done | error.
 * Compose it into a store with `types.compose(RequestState, …)` and run its calls with `run`.
 */
export const RequestState = types
  .model('RequestState', {
    status: types.optional(types.enumeration('RequestStatus', ['idle', 'pending', 'done', 'error']), 'idle'),
    error: types.maybeNull(types.string),
    errorKind: types.maybeNull(types.enumeration('FailureKind', [...FAILURE_KINDS])),
    /** The failure's title (the Profile screen shows it, SPEC §8). */
    errorTitle: types.maybeNull(types.string),
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
      self.errorTitle = null;
    },
    succeed() {
      self.status = 'done';
    },
    fail(failure: Failure) {
      self.status = 'error';
      self.error = failure.message;
      self.errorKind = failure.kind;
      self.errorTitle = failure.title;
    },
    /** Entering a screen starts it clean. */
    reset() {
      self.status = 'idle';
      self.error = null;
      self.errorKind = null;
      self.errorTitle = null;
    },
  }))
  .actions((self) => ({
    /**
     * Runs one call: begin, then succeed with its answer or fail with what it threw (as the text
     * the user sees). The caller keeps the answer; `call` runs outside this action after its first
     * await, so it changes state only through actions. `isCurrent`, asked when the answer comes:
     * false when the person has moved on, so the answer does not mark the newer state done.
     *
     * A failure comes to an Outcome by the one failure policy (`failureOutcome`), with the caller's `rules`
     * first (SPEC §8's screen-specific ones). A failure no rule claimed that leaves the screen (any other 500:
     * the error screen) is also sent to the app's router; one a rule claimed is the caller's to act on.
     */
    async run<T>(
      call: () => Promise<T>,
      isCurrent?: () => boolean,
      rules: readonly FailureRule[] = [],
    ): Promise<RunResult<T>> {
      self.begin();
      try {
        const value = await call();
        if (!isCurrent || isCurrent()) self.succeed();
        return { ok: true, value };
      } catch (error) {
        const failure = toFailure(error);
        self.fail(failure);
        const claimed = claimedOutcome(failure, rules);
        const outcome = claimed ?? failureOutcome(failure);
        if (!claimed && outcome.kind === 'error' && (!isCurrent || isCurrent()) && hasEnv(self)) {
          getStoreEnv(self).outcomes?.send(outcome);
        }
        return { ok: false, failure, outcome };
      }
    },
  }));
