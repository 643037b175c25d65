import { STORAGE_KEYS } from '@insight/api';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import type { CartStoreInstance } from './CartStore';
import type { CatalogStoreInstance } from './CatalogStore';
import type { ConnectionsStoreInstance } from './ConnectionsStore';
import type { ProfileStoreInstance } from './ProfileStore';
import type { SessionStoreInstance } from './SessionStore';
import type { SettingsStoreInstance } from './SettingsStore';
import type { SurveyStep, SurveyStoreInstance } from './SurveyStore';
import { goTo, leaveTo, showScreen, toErrorScreen, type Outcome } from './outcome';
import { forgetsWithSession } from './sessionScope';

/** The stores the gate reads (its siblings under the root store). */
export interface HomeGateRoot {
  settings: SettingsStoreInstance;
  session: SessionStoreInstance;
  profile: ProfileStoreInstance;
  catalog: CatalogStoreInstance;
  survey: SurveyStoreInstance;
  connections: ConnectionsStoreInstance;
  cart: CartStoreInstance;
}

/**
 * The person (user id) this device last saw the gate open for. While a gate runs, /home draws the library's frame
 * (Start Here) only for that person; anyone else (a newcomer the gate may send to buy or to answer) sees the loading
 * overlay instead, and the prerendered /home is hidden for them before its first paint (prerendered.ts). An opaque
 * id, kept across logout so that a returning person's /home draws at once.
 */
export const GATE_PASSED_STORAGE_KEY = 'insightGatePassed';

/** What an open gate was answered for: the person, and the returns and checkouts seen by then. */
export interface HomeGateVerdict {
  userId: string;
  returnsHandled: number;
  checkouts: number;
}

/**
 * The home gate (SPEC §4): the checks that run on entering /home before the library shows. It
 * holds no data of its own: it asks the session, profile, catalogue, survey and connections.
 * Its reads that depend on nothing (the contact, the required item, the survey's status and the
 * catalogue) go out together, one round trip; only a survey to create waits for them.
 * An open gate is kept for the session: coming back to /home asks nothing again until the person
 * changes, a questionnaire return is scored or a checkout begins (a purchase may follow); logout
 * forgets it. A gate that sent the person elsewhere is asked again on the next entry.
 */
export const HomeGateStore = types
  .model('HomeGateStore', {
    /** idle → checking → open (the library shows) | closed (sent elsewhere). */
    state: types.optional(types.enumeration('HomeGateState', ['idle', 'checking', 'open', 'closed']), 'idle'),
    /** What the open gate was answered for (null: not open, or forgotten). */
    verdict: types.maybeNull(types.frozen<HomeGateVerdict>()),
  })
  .views((self) => ({
    /** The signed-in person has passed the gate on this device before (GATE_PASSED_STORAGE_KEY). */
    get passedBefore(): boolean {
      const id = getRoot<HomeGateRoot>(self).session.currentUser?.id;
      return id !== undefined && getStoreEnv(self).storage.getItem(GATE_PASSED_STORAGE_KEY) === id;
    },
    /** The open gate still holds: the same person, and no questionnaire return or checkout since. */
    get isKept(): boolean {
      const { session, survey, cart } = getRoot<HomeGateRoot>(self);
      const kept = self.verdict;
      return (
        self.state === 'open' &&
        kept !== null &&
        kept.userId === session.currentUser?.id &&
        kept.returnsHandled === survey.returnsHandled &&
        kept.checkouts === cart.checkouts
      );
    },
  }))
  .actions((self) => {
    const root = () => getRoot<HomeGateRoot>(self);
    /** The gate's answer while it runs (not state: nothing renders from it). */
    let running: Promise<Outcome> | null = null;
    /** The answer of a gate `prepare` started, kept for the screen's first entry. */
    let early: Promise<Outcome> | null = null;

    function close(outcome: Outcome): Outcome {
      self.state = 'closed';
      self.verdict = null;
      return outcome;
    }

    /**
     * SPEC §4 step 4: a connection token stored at registration is removed and accepted on reaching
     * home (POST /api/connectionrequest/accept/token/{token}); the two are then connected. One exception: the
     * server accepts only from a proven address, and a newcomer reaches home before opening their confirmation
     * link, so that refusal keeps the token for the next arrival (after the confirmation) instead of losing it.
     */
    const acceptStoredConnectionToken = flow(function* () {
      const { storage } = getStoreEnv(self);
      const token = storage.getItem(STORAGE_KEYS.connectionToken)?.trim();
      if (!token) {
        storage.removeItem(STORAGE_KEYS.connectionToken);
        return showScreen;
      }
      const result = yield* toGenerator(root().connections.acceptToken(token));
      if (result.kind !== 'unproven') storage.removeItem(STORAGE_KEYS.connectionToken);
      // Refused or not yet: home goes on. A failure's Outcome (any other 500: the error route) is the gate's.
      return result.kind === 'failed' ? result.outcome : showScreen;
    });

    /** The checks of SPEC §4 Home gate, in order; resolves where to go. */
    const runGate = flow(function* () {
      const { session, profile, catalog, survey, settings, cart } = root();
      // 1. No user: error.
      const user = session.currentUser;
      if (!user) return close(toErrorScreen);
      // The reads, sent together; their answers are then taken in the gate's order.
      const [loaded, required, surveyRead] = yield* toGenerator(
        Promise.all([
          profile.loadContact(),
          catalog.loadForHome(settings.values.requiredPurchaseCatalogItemId),
          survey.loadStatus(),
        ]),
      );
      // 1. A failed user fetch: error (a 401 has already logged out and reloads).
      if (loaded.kind !== 'show') return close(loaded);
      // 4. Reaching home takes the stored connection token, whatever the next steps say: an invited newcomer is
      // connected on arrival, not once bought and answered (the inviter would see "Pending" until then). Before
      // the steps that may leave the app (the cart link, the questionnaire's host), so the call is not cut off.
      const accepted = yield* toGenerator(acceptStoredConnectionToken());
      if (accepted.kind !== 'show') return close(accepted);

      // 2. The required guide: true → survey; null → error; false → packages or the cart link.
      const { purchased } = required;
      if (purchased === null) return close(required.outcome);
      if (!purchased) {
        if (settings.values.enablePackages === true) return close(goTo({ name: 'purchasePackage' }));
        const cartLink = catalog.requiredItem?.cartLink.trim();
        return close(cartLink ? goTo({ name: 'externalRedirect', url: cartLink }) : toErrorScreen);
      }

      // 3. The survey: complete → library; none (created now), inprogress, notstarted → its url.
      const step: SurveyStep =
        surveyRead.kind === 'show' ? yield* toGenerator(survey.nextStep()) : { kind: 'error', outcome: surveyRead };
      if (step.kind === 'error') return close(step.outcome);
      if (step.kind === 'survey') return close(leaveTo(step.url));

      // The library: the catalogue came with the reads. SPEC §8: any other 500 goes to the error route (another
      // failure shows in the library).
      if (required.listOutcome.kind !== 'show') return close(required.listOutcome);
      self.state = 'open';
      self.verdict = { userId: user.id, returnsHandled: survey.returnsHandled, checkouts: cart.checkouts };
      getStoreEnv(self).storage.setItem(GATE_PASSED_STORAGE_KEY, user.id);
      return showScreen;
    });

    /** Runs the gate, or answers the run under way. */
    function start(): Promise<Outcome> {
      if (running) return running;
      self.state = 'checking';
      const current = runGate().finally(() => {
        running = null;
      });
      running = current;
      return current;
    }

    return {
      acceptStoredConnectionToken,

      /**
       * Entering /home runs the gate; a second call while it runs gets the same answer, and the first
       * call after a `prepare` gets that run's answer. An open gate that still holds (`isKept`) answers
       * the library at once, asking nothing but a stored connection token.
       */
      enter(): Promise<Outcome> {
        if (early) {
          const answer = early;
          early = null;
          return answer;
        }
        if (running) return running;
        if (self.isKept) {
          // The library shows at once; a failed accept's Outcome (the error route) reaches the router.
          void acceptStoredConnectionToken().then((outcome) => {
            if (outcome.kind !== 'show') getStoreEnv(self).outcomes?.send(outcome);
          });
          return Promise.resolve(showScreen);
        }
        return start();
      },

      /**
       * Starts the gate before /home's screen has loaded (the app opening on /home, signed in): its reads
       * go out while the library's code is still on its way. The screen's first `enter` takes this answer,
       * whatever it is and whenever it came. Nothing happens without a signed-in person, while a gate
       * runs, or with a kept gate.
       */
      prepare() {
        if (early || running || self.isKept || !root().session.currentUser) return;
        early = start();
      },

      /** Forgets the last answer (on logout). */
      clear() {
        early = null;
        self.state = 'idle';
        self.verdict = null;
      },
    };
  })
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

export type HomeGateStoreInstance = Instance<typeof HomeGateStore>;
