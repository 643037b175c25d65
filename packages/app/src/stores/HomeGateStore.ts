import { STORAGE_KEYS } from '@insight/api';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { paths } from '../routes/paths';
import type { CatalogStoreInstance } from './CatalogStore';
import type { ConnectionsStoreInstance } from './ConnectionsStore';
import type { ProfileStoreInstance } from './ProfileStore';
import type { SessionStoreInstance } from './SessionStore';
import type { SettingsStoreInstance } from './SettingsStore';
import type { SurveyStoreInstance } from './SurveyStore';

/** Where the home gate (SPEC §4) sends the person. */
export type HomeGateOutcome =
  /** Every check passed: the library shows. */
  | { kind: 'library' }
  /** An address of this app: /error, /purchase-package, /externalRedirect/<cart link>. */
  | { kind: 'route'; to: string }
  /** Another site: the survey host. The browser goes there. */
  | { kind: 'leave'; url: string }
  /** A 401 logged the person out (and reloads the page): the guard takes over. */
  | { kind: 'signedOut' };

/** The stores the gate reads (its siblings under the root store). */
export interface HomeGateRoot {
  settings: SettingsStoreInstance;
  session: SessionStoreInstance;
  profile: ProfileStoreInstance;
  catalog: CatalogStoreInstance;
  survey: SurveyStoreInstance;
  connections: ConnectionsStoreInstance;
}

const toError: HomeGateOutcome = { kind: 'route', to: paths.error };

/** `/externalRedirect/<encoded address>`: SPEC §2's route that opens an address in the same window. */
export const externalRedirectPath = (address: string): string =>
  paths.externalRedirect.replace(':externalUrl', encodeURIComponent(address));

/**
 * The home gate (SPEC §4): the checks that run on entering /home before the library shows. It
 * holds no data of its own: it asks the session, profile, catalogue, survey and connections.
 */
export const HomeGateStore = types
  .model('HomeGateStore', {
    /** idle → checking → open (the library shows) | closed (sent elsewhere). */
    state: types.optional(types.enumeration('HomeGateState', ['idle', 'checking', 'open', 'closed']), 'idle'),
  })
  .actions((self) => {
    const root = () => getRoot<HomeGateRoot>(self);
    /** The gate's answer while it runs (not state: nothing renders from it). */
    let running: Promise<HomeGateOutcome> | null = null;

    function close(outcome: HomeGateOutcome): HomeGateOutcome {
      self.state = 'closed';
      return outcome;
    }

    /**
     * SPEC §4 step 4: a connection token stored at registration is removed and accepted on reaching
     * home (POST /api/connectionrequest/accept/token/{token}); the two are then connected.
     */
    const acceptStoredConnectionToken = flow(function* () {
      const { storage } = getStoreEnv(self);
      const token = storage.getItem(STORAGE_KEYS.connectionToken)?.trim();
      storage.removeItem(STORAGE_KEYS.connectionToken);
      if (!token) return false;
      return yield* toGenerator(root().connections.acceptToken(token));
    });

    /** The checks of SPEC §4 Home gate, in order; resolves where to go. */
    const runGate = flow(function* () {
      const { session, profile, catalog, survey, settings } = root();
      // 1. No user, or a failed user fetch: error (a 401 has already logged out and reloads).
      if (!session.currentUser) return close(toError);
      const loaded = yield* toGenerator(profile.load());
      if (!loaded) return close(profile.errorKind === 'unauthorized' ? { kind: 'signedOut' } : toError);

      // 2. The required guide: true → survey; null → error; false → packages or the cart link.
      const purchased = yield* toGenerator(
        catalog.checkRequiredPurchase(settings.values.requiredPurchaseCatalogItemId),
      );
      if (purchased === null) {
        return close(catalog.errorKind === 'unauthorized' ? { kind: 'signedOut' } : toError);
      }
      if (!purchased) {
        if (settings.values.enablePackages === true) return close({ kind: 'route', to: paths.purchasePackage });
        const cartLink = catalog.requiredItem?.cartLink.trim();
        return close(cartLink ? { kind: 'route', to: externalRedirectPath(cartLink) } : toError);
      }

      // 3. The survey: complete → library; none (created now), inprogress, notstarted → its url.
      const step = yield* toGenerator(survey.check());
      if (step.kind === 'error') return close(survey.errorKind === 'unauthorized' ? { kind: 'signedOut' } : toError);
      if (step.kind === 'survey') return close({ kind: 'leave', url: step.url });

      // The library: the catalogue with what the person owns (a failure shows in the library).
      yield catalog.loadItems();
      // 4. Reaching home takes the stored connection token.
      yield acceptStoredConnectionToken();
      self.state = 'open';
      const outcome: HomeGateOutcome = { kind: 'library' };
      return outcome;
    });

    return {
      acceptStoredConnectionToken,

      /** Entering /home runs the gate; a second call while it runs gets the same answer. */
      enter(): Promise<HomeGateOutcome> {
        if (running) return running;
        self.state = 'checking';
        const current = runGate().finally(() => {
          running = null;
        });
        running = current;
        return current;
      },

      /** Forgets the last answer (on logout). */
      clear() {
        self.state = 'idle';
      },
    };
  });

export type HomeGateStoreInstance = Instance<typeof HomeGateStore>;
