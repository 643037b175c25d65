import type { Failure } from './failure';

/**
 * What entering a screen, or a call failing, comes to. Stores answer Outcomes and know no addresses or
 * words; `routes/outcomeRouting.tsx` is the one module that turns an Outcome into a navigation, a departure or
 * the error screen.
 */

/** A place in this app, by name: `routes/outcomeRouting.tsx` knows its address. */
export type Place =
  | { name: 'home' }
  | { name: 'login' }
  | { name: 'purchasePackage' }
  /** SPEC §2's /externalRedirect/{address}: opens another site's address in the same window. */
  | { name: 'externalRedirect'; url: string }
  /** One of my guides as its report, or (with its owner) a guide a connection shares. */
  | { name: 'guide'; reportId: number; ownerId?: string }
  /** A guide for sale, by its report id as every address names a guide. */
  | { name: 'overview'; reportId: number }
  /** An address of this app a screen was asked to return to (login's returnUrl, made safe by the screen). */
  | { name: 'returnTo'; address: string };

/**
 * The places of the library an address under /home names (SPEC §2 Home and Library: the catalogue, a report, an
 * overview), as the same Places the stores answer; or an address whose id cannot be one (not a whole number above
 * 0), which names no place (the library shows that the guide is missing).
 */
export type LibraryPlace = Extract<Place, { name: 'home' | 'guide' | 'overview' }> | { name: 'unknownGuide' };

export type Outcome =
  /** The screen shows (what it shows is in the stores). */
  | { kind: 'show' }
  /** Another place of this app, instead of this one (the address is replaced). */
  | { kind: 'go'; place: Place }
  /** Another site (the questionnaire, the cart): only an allowed origin is opened, else the error screen. */
  | { kind: 'leave'; url: string }
  /** SPEC §8's error route. */
  | { kind: 'error' }
  /** A 401 has logged the person out and reloads the page: nothing more to do. */
  | { kind: 'signedOut' };

export const showScreen: Outcome = { kind: 'show' };
export const toErrorScreen: Outcome = { kind: 'error' };
export const signedOut: Outcome = { kind: 'signedOut' };
export const goTo = (place: Place): Outcome => ({ kind: 'go', place });
export const leaveTo = (url: string): Outcome => ({ kind: 'leave', url });

/**
 * A screen's own rule for a failure (SPEC §8 names some): the Outcome it asks for, or undefined to leave the
 * failure to the rules every screen shares.
 */
export type FailureRule = (failure: Failure) => Outcome | undefined;

/** SPEC §8: 'Profile load failure, purchase-map failure and survey-return failure navigate to /error'. */
export const anyFailureIsError: FailureRule = (failure) =>
  failure.kind === 'unauthorized' ? signedOut : toErrorScreen;

/** The Outcome the first of a screen's `rules` that claims `failure` asks for (undefined: none claims it). */
export function claimedOutcome(failure: Failure, rules: readonly FailureRule[]): Outcome | undefined {
  for (const rule of rules) {
    const outcome = rule(failure);
    if (outcome) return outcome;
  }
  return undefined;
}

/**
 * THE failure policy (SPEC §8): the screen's own rules first; then a 401 (already logged out by the client's
 * hook) is `signedOut`; any other 500 is the error screen; everything else stays on the screen, which shows
 * the failure's text where it belongs (a field, an alert, a toast).
 */
export function failureOutcome(failure: Failure, rules: readonly FailureRule[] = []): Outcome {
  const claimed = claimedOutcome(failure, rules);
  if (claimed) return claimed;
  if (failure.kind === 'unauthorized') return signedOut;
  if (failure.kind === 'server') return toErrorScreen;
  return showScreen;
}

/** A screen that shows every failure of a call itself (SPEC §8: a toast, the error title), or a refresh nobody waits on: it stays. */
export const staysOnScreen: FailureRule = () => showScreen;

/** Outcomes sent from the stores to the one place that acts on them (routes/outcomeRouting.tsx). */
export interface OutcomeChannel {
  send(outcome: Outcome): void;
  /** Answers a function that stops listening. */
  listen(listener: (outcome: Outcome) => void): () => void;
}

/** A channel with any number of listeners; an outcome sent while nobody listens is dropped. */
export function createOutcomeChannel(): OutcomeChannel {
  const listeners = new Set<(outcome: Outcome) => void>();
  return {
    send(outcome) {
      for (const listener of [...listeners]) listener(outcome);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
