import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { getStoreEnv } from '../env';
import type { Outcome, Place } from '../stores/outcome';
import { useStores } from '../stores/StoreContext';
import { leaveFor } from './leave';
import { guidePath, overviewPath, paths } from './paths';
import { useStableNavigate } from './useStableNavigate';

/**
 * THE place where an Outcome becomes what the browser does: a place's address, a departure through the
 * allow-list, the error screen. A screen's entry runs through `useEntry`; a failure no screen claimed (any
 * other 500, SPEC §8) reaches `OutcomeRouting` through the stores' outcome channel. No other module
 * navigates to the error route.
 */

/** The address of a place of this app. */
export function placePath(place: Place): string {
  switch (place.name) {
    case 'home':
      return paths.home;
    case 'login':
      return paths.login;
    case 'purchasePackage':
      return paths.purchasePackage;
    case 'externalRedirect':
      return paths.externalRedirect.replace(':externalUrl', encodeURIComponent(place.url));
    case 'guide':
      return guidePath(place.reportId, place.ownerId);
    case 'overview':
      return overviewPath(place.reportId);
    case 'returnTo':
      return place.address;
  }
}

/** Acts on an Outcome; the address it leaves is replaced (Back never returns to a screen that bounces). */
export function useActOn(): (outcome: Outcome) => void {
  const store = useStores();
  const navigate = useStableNavigate();
  return useCallback(
    (outcome: Outcome) => {
      switch (outcome.kind) {
        case 'show':
        case 'signedOut':
          return;
        case 'go':
          navigate(placePath(outcome.place), { replace: true });
          return;
        case 'leave':
          if (!leaveFor(store, outcome.url)) navigate(paths.error, { replace: true });
          return;
        case 'error':
          navigate(paths.error, { replace: true });
          return;
      }
    },
    [store, navigate],
  );
}

/** Inside the router, once: acts on the Outcomes the stores send (a failure no screen claimed). */
export function OutcomeRouting(): null {
  const { outcomes } = getStoreEnv(useStores());
  const act = useActOn();
  useEffect(() => outcomes?.listen(act), [outcomes, act]);
  return null;
}

/** As a route's element: the error screen instead of this address. */
export function RedirectToError() {
  return <Navigate to={paths.error} replace />;
}

/**
 * Runs a screen's entry on mount and whenever `key` changes (before the paint), acts on its Outcome, and drops
 * an answer that comes after the screen left or the key changed. Answers whether the screen may show: true once
 * the entry answered 'show' for the current key, false while it runs or when it sent the person elsewhere.
 * An entry that answers at once (no promise) is acted on before the paint.
 */
export function useEntry(entry: () => Promise<Outcome> | Outcome, key: string = ''): boolean {
  const act = useActOn();
  const latest = useRef(entry);
  useLayoutEffect(() => {
    latest.current = entry;
  });
  const [shown, setShown] = useState<string | null>(null);
  useLayoutEffect(() => {
    let active = true;
    const answer = (outcome: Outcome) => {
      if (!active) return;
      if (outcome.kind === 'show') setShown(key);
      else act(outcome);
    };
    const outcome = latest.current();
    if (outcome instanceof Promise) void outcome.then(answer);
    else answer(outcome);
    return () => {
      active = false;
    };
  }, [key, act]);
  return shown === key;
}
