import {
  STORAGE_KEYS,
  errorMessages,
  reportOf,
  requireFeaturedItemId,
  screenTexts,
  type CatalogItem,
} from '@insight/api';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { paths } from '../routes/paths';
import type { CatalogStoreInstance } from './CatalogStore';
import type { ConnectionsStoreInstance } from './ConnectionsStore';
import type { ProfileStoreInstance } from './ProfileStore';
import { RequestState, toFailure } from './RequestState';
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

/** The stores the library reads beside itself (its siblings under the root store). */
export interface LibraryRoot {
  settings: SettingsStoreInstance;
  session: SessionStoreInstance;
  profile: ProfileStoreInstance;
  catalog: CatalogStoreInstance;
  survey: SurveyStoreInstance;
  connections: ConnectionsStoreInstance;
}

/** A guide a connection shares, open in the report view (SPEC §2 Report view). */
const ConnectionReportModel = types.model('ConnectionReport', {
  connectionId: types.number,
  /** The guide's owner: the other party (GET /api/report/{ownerId}/{reportId}). */
  ownerId: types.string,
  reportId: types.number,
  reportName: types.string,
  firstName: types.string,
  lastName: types.string,
});

export const LIBRARY_VIEWS = ['catalogue', 'report', 'overview'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];
export const LIBRARY_TABS = ['guides', 'connections', 'invite'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

const toError: HomeGateOutcome = { kind: 'route', to: paths.error };

/** `/externalRedirect/<encoded address>`: SPEC §2's route that opens an address in the same window. */
export const externalRedirectPath = (address: string): string =>
  paths.externalRedirect.replace(':externalUrl', encodeURIComponent(address));

/**
 * Home and Library (SPEC §2, §4): the home gate, then the catalogue view, from which a guide opens
 * as a report (purchased) or an overview (for sale); Return to Library resets it.
 */
export const LibraryStore = types
  .compose(
    'LibraryStore',
    RequestState,
    types.model({
      /** The home gate: idle → checking → open (the library shows) | closed (sent elsewhere). */
      gate: types.optional(types.enumeration('HomeGate', ['idle', 'checking', 'open', 'closed']), 'idle'),
      view: types.optional(types.enumeration('LibraryView', [...LIBRARY_VIEWS]), 'catalogue'),
      tab: types.optional(types.enumeration('LibraryTab', [...LIBRARY_TABS]), 'guides'),
      /** The catalogue item shown in the report or overview view. */
      selectedItemId: types.maybeNull(types.number),
      /** The report's HTML as the server sent it (the screen sanitizes it before rendering). */
      reportHtml: types.maybeNull(types.string),
      /** Set when the report view shows a connection's guide rather than one of mine. */
      connectionReport: types.maybeNull(ConnectionReportModel),
    }),
  )
  .views((self) => {
    const root = () => getRoot<LibraryRoot>(self);
    return {
      /** The featured item's id from the settings; null when it is missing or not a number. */
      get featuredItemId(): number | null {
        try {
          return requireFeaturedItemId(root().settings.values);
        } catch {
          return null;
        }
      },
      /** SPEC §8: the text shown when the featured item id is missing or not a number. */
      get featuredError(): string | null {
        try {
          requireFeaturedItemId(root().settings.values);
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : errorMessages.featuredItemMissing;
        }
      },
      get featuredItem(): CatalogItem | undefined {
        return root().catalog.itemById(this.featuredItemId);
      },
      /** 'My Guides': the purchased guides, featured first, then career, personal, sports. */
      get ownedItems(): CatalogItem[] {
        return root().catalog.purchased(this.featuredItemId);
      },
      /** 'Additional Guides For Purchase', in the same order. */
      get itemsForPurchase(): CatalogItem[] {
        return root().catalog.forPurchase(this.featuredItemId);
      },
      get selectedItem(): CatalogItem | undefined {
        const shared = self.connectionReport;
        if (shared) return root().catalog.items.find((item) => reportOf(item)?.reportId === shared.reportId);
        return root().catalog.itemById(self.selectedItemId);
      },
      /** SPEC §2: 'You are viewing this guide as {connection_name} would see it' (a connection's guide only). */
      get viewingAs(): string | null {
        const shared = self.connectionReport;
        return shared ? screenTexts.viewingAs(`${shared.firstName} ${shared.lastName}`.trim()) : null;
      },
      /** The Learn More link shows only for the featured item (SPEC §2 Report view). */
      get isFeaturedSelected(): boolean {
        return self.selectedItemId !== null && self.selectedItemId === this.featuredItemId;
      },
      /** The report view's title: the guide's report name (its item's name when it has none). */
      get selectedTitle(): string {
        const shared = self.connectionReport;
        if (shared) return screenTexts.connectionReportTitle(shared.reportName, shared.firstName, shared.lastName);
        const item = this.selectedItem;
        if (!item) return '';
        return reportOf(item)?.reportName ?? item.name;
      },
    };
  })
  .actions((self) => {
    const root = () => getRoot<LibraryRoot>(self);
    /** The gate's answer while it runs (not state: nothing renders from it). */
    let running: Promise<HomeGateOutcome> | null = null;

    function resetView() {
      self.view = 'catalogue';
      self.selectedItemId = null;
      self.reportHtml = null;
      self.connectionReport = null;
      self.reset();
    }

    function close(outcome: HomeGateOutcome): HomeGateOutcome {
      self.gate = 'closed';
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
      self.gate = 'open';
      const outcome: HomeGateOutcome = { kind: 'library' };
      return outcome;
    });

    return {
      acceptStoredConnectionToken,

      /**
       * Entering /home: runs the gate (once at a time: a second call while it runs gets the same
       * answer) and starts the library on its catalogue view.
       */
      enterHome(): Promise<HomeGateOutcome> {
        if (running) return running;
        resetView();
        self.gate = 'checking';
        const current = runGate().finally(() => {
          running = null;
        });
        running = current;
        return current;
      },

      setTab(tab: LibraryTab) {
        self.tab = tab;
      },

      /**
       * A guide's card: a purchased guide opens as its report (GET /api/report/{userId}/{reportId});
       * one for sale opens as its overview (price and Add to Cart).
       */
      openItem: flow(function* (itemId: number) {
        const { catalog, session } = root();
        const item = catalog.itemById(itemId);
        if (!item) return false;
        self.selectedItemId = item.id;
        self.reportHtml = null;
        self.connectionReport = null;
        if (!item.isPurchased) {
          self.view = 'overview';
          self.reset();
          return true;
        }
        self.view = 'report';
        const report = reportOf(item);
        const userId = session.currentUser?.id;
        self.begin();
        if (!report || !userId) {
          self.fail({ kind: 'unknown', message: errorMessages.errorPage, title: errorMessages.errorPage });
          return false;
        }
        try {
          const html = yield* toGenerator(getStoreEnv(self).api.getReport(userId, report.reportId));
          // The person may have gone back meanwhile.
          if (self.selectedItemId !== item.id) return false;
          self.reportHtml = html;
          self.succeed();
          return true;
        } catch (error) {
          self.fail(toFailure(error));
          return false;
        }
      }),

      /**
       * View on a connection's guide (SPEC §2 My Connection's Guides, Report view): the guide as
       * its owner shares it, fetched with GET /api/report/{ownerUserId}/{reportId}.
       */
      openConnectionReport: flow(function* (connectionId: number, reportId: number) {
        const { connections } = root();
        const connection = connections.guideChoices.find((entry) => entry.id === connectionId);
        const guide = connection?.guides.find((entry) => entry.reportId === reportId);
        if (!connection || !guide) return false;
        self.selectedItemId = null;
        self.reportHtml = null;
        self.connectionReport = ConnectionReportModel.create({
          connectionId,
          ownerId: connection.ownerId,
          reportId,
          reportName: guide.reportName,
          firstName: connection.firstName,
          lastName: connection.lastName,
        });
        self.view = 'report';
        self.begin();
        try {
          const html = yield* toGenerator(getStoreEnv(self).api.getReport(connection.ownerId, reportId));
          if (self.connectionReport?.reportId !== reportId || self.connectionReport.connectionId !== connectionId) {
            return false;
          }
          self.reportHtml = html;
          self.succeed();
          return true;
        } catch (error) {
          self.fail(toFailure(error));
          return false;
        }
      }),

      /** Return to Library: back to the catalogue view, nothing selected. */
      returnToLibrary() {
        resetView();
      },

      /** Forgets everything (on logout). */
      clear() {
        resetView();
        self.gate = 'idle';
        self.tab = 'guides';
      },
    };
  });

export type LibraryStoreInstance = Instance<typeof LibraryStore>;
