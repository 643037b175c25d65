import { PERSONAL_MAP_REPORT_ID } from '@insight/api';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { Guide, type CatalogStoreInstance, type GuideInstance } from './CatalogStore';
import type { ConnectionsStoreInstance } from './ConnectionsStore';
import { RequestState } from './RequestState';
import type { SessionStoreInstance } from './SessionStore';
import type { SettingsStoreInstance } from './SettingsStore';
import { goTo, showScreen, type LibraryPlace, type Outcome, type Place } from './outcome';
import { forgetsWithSession } from './sessionScope';

/** The stores the library's views read (its siblings under the root store). */
export interface LibraryViewRoot {
  settings: SettingsStoreInstance;
  session: SessionStoreInstance;
  catalog: CatalogStoreInstance;
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

export const LIBRARY_VIEWS = ['catalogue', 'report', 'overview', 'missing'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];
export const LIBRARY_TABS = ['guides', 'connections', 'invite'] as const;
/** Why an address names no guide the person may read: no such guide, not shared, or the connections did not load. */
export const MISSING_REASONS = ['notFound', 'notShared', 'connectionsFailed'] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/**
 * What the library shows (SPEC §2 Home and Library), apart from the data it shows, as the
 * bookshop's view store: the catalogue view with its tab, from which a guide opens as a report
 * (purchased, or a connection's) or an overview (for sale); Return to Library goes back. The
 * address is the source of truth: the screen hands each address to `follow` (deep links), and
 * an address that names no guide the person may read shows the 'missing' view.
 */
export const LibraryViewStore = types
  .compose(
    'LibraryViewStore',
    RequestState,
    types.model({
      view: types.optional(types.enumeration('LibraryView', [...LIBRARY_VIEWS]), 'catalogue'),
      tab: types.optional(types.enumeration('LibraryTab', [...LIBRARY_TABS]), 'guides'),
      /** The guide shown in the report or overview view (a reference: it goes when the catalogue drops it). */
      selected: types.safeReference(Guide),
      /** The report's HTML as the server sent it (the screen sanitizes it before rendering). */
      reportHtml: types.maybeNull(types.string),
      /** Set when the report view shows a connection's guide rather than one of mine. */
      connectionReport: types.maybeNull(ConnectionReportModel),
      /** Why the 'missing' view shows (the screen says it in words). */
      missingReason: types.maybeNull(types.enumeration('MissingReason', [...MISSING_REASONS])),
    }),
  )
  .views((self) => {
    const root = () => getRoot<LibraryViewRoot>(self);
    return {
      get featuredGuide(): GuideInstance | undefined {
        return root().catalog.guideOfItem(root().settings.featuredItemId);
      },
      /** 'My Guides': the purchased guides, featured first, then career, personal, sports. */
      get ownedGuides(): GuideInstance[] {
        return root().catalog.purchased(root().settings.featuredItemId);
      },
      /** 'Additional Guides For Purchase', in the same order. */
      get guidesForSale(): GuideInstance[] {
        return root().catalog.forPurchase(root().settings.featuredItemId);
      },
      get selectedGuide(): GuideInstance | undefined {
        const shared = self.connectionReport;
        if (shared) return root().catalog.guideOfReport(shared.reportId);
        return self.selected;
      },
      /** The guide open in the report view. */
      get selectedReportId(): number | null {
        if (self.view !== 'report') return null;
        const shared = self.connectionReport;
        if (shared) return shared.reportId;
        return this.selectedGuide?.reportId ?? null;
      },
      /** Whose guide the report view shows: the connection's user id, or mine. */
      get ownerId(): string | null {
        return self.connectionReport?.ownerId ?? root().session.currentUser?.id ?? null;
      },
      /** The Personal Map's report view carries its owner's trait chart. */
      get showsTraits(): boolean {
        return this.selectedReportId === PERSONAL_MAP_REPORT_ID;
      },
      /** Whose guide a connection's report view shows (null: one of mine). */
      get sharedBy(): { firstName: string; lastName: string } | null {
        const shared = self.connectionReport;
        return shared ? { firstName: shared.firstName, lastName: shared.lastName } : null;
      },
      /** The Learn More link shows only for the featured guide (SPEC §2 Report view). */
      get isFeaturedSelected(): boolean {
        return self.selected !== undefined && self.selected.itemId === root().settings.featuredItemId;
      },
      /** The report view's guide: its report name; '' when none is open. */
      get selectedReportName(): string {
        return self.connectionReport?.reportName ?? this.selectedGuide?.reportName ?? '';
      },
      /**
       * Where a guide's card goes: a purchased guide to its report, one for sale to its overview; both addresses
       * name the guide by its report id. A guide the catalogue does not hold (any more) stays on the catalogue.
       */
      placeOfGuide(reportId: number): Place {
        const guide = root().catalog.guideOfReport(reportId);
        if (!guide) return { name: 'home' };
        return { name: guide.isPurchased ? 'guide' : 'overview', reportId };
      },
    };
  })
  .actions((self) => {
    const root = () => getRoot<LibraryViewRoot>(self);
    /** Each view opened counts: an answer for an earlier one (the person went on) changes nothing. */
    let opened = 0;

    /** A view, nothing selected yet. */
    function show(view: LibraryView): () => boolean {
      opened += 1;
      const mine = opened;
      self.view = view;
      self.selected = undefined;
      self.reportHtml = null;
      self.connectionReport = null;
      self.missingReason = null;
      self.reset();
      return () => mine === opened;
    }

    /** The catalogue view, nothing selected. */
    function openCatalogue() {
      show('catalogue');
    }

    /** An address that names no guide the person may read. */
    function showMissing(reason: MissingReason) {
      show('missing');
      self.missingReason = reason;
    }

    /** The overview of a guide for sale (price and Add to Cart). */
    function openOverview(guide: GuideInstance | undefined) {
      if (!guide) {
        showMissing('notFound');
        return;
      }
      show('overview');
      self.selected = guide;
    }

    /** One of my purchased guides as its report: GET /api/report/{userId}/{reportId}. */
    const openGuide = flow(function* (reportId: number) {
      const guide = root().catalog.guideOfReport(reportId);
      const userId = root().session.currentUser?.id;
      if (!guide || !userId) {
        showMissing('notFound');
        return false;
      }
      if (!guide.isPurchased) {
        openOverview(guide);
        return false;
      }
      const isCurrent = show('report');
      self.selected = guide;
      const result = yield* toGenerator(self.run(() => getStoreEnv(self).api.getReport(userId, reportId), isCurrent));
      if (!result.ok || !isCurrent()) return false;
      self.reportHtml = result.value;
      return true;
    });

    /**
     * A guide a connection shares (SPEC §2 My Connection's Guides, Report view), as its owner shares it:
     * GET /api/report/{ownerUserId}/{reportId}. The connections are read first when the owner is not among
     * them (an address opened directly); a guide they do not share shows the 'missing' view.
     */
    const openConnectionGuide = flow(function* (ownerId: string, reportId: number) {
      const { connections } = root();
      const isCurrent = show('report');
      const find = () => connections.guideChoices.find((entry) => entry.ownerId === ownerId);
      let connection = find();
      if (!connection) {
        const loaded = yield* toGenerator(connections.loadConnections());
        if (!isCurrent()) return false;
        if (!loaded) {
          showMissing('connectionsFailed');
          return false;
        }
        connection = find();
      }
      const guide = connection?.guides.find((entry) => entry.reportId === reportId);
      if (!connection || !guide) {
        showMissing('notShared');
        return false;
      }
      self.connectionReport = ConnectionReportModel.create({
        connectionId: connection.id,
        ownerId,
        reportId,
        reportName: guide.reportName,
        firstName: connection.firstName,
        lastName: connection.lastName,
      });
      const result = yield* toGenerator(self.run(() => getStoreEnv(self).api.getReport(ownerId, reportId), isCurrent));
      if (!result.ok || !isCurrent()) return false;
      self.reportHtml = result.value;
      return true;
    });

    return {
      /** Entering /home and Return to Library: the catalogue view, nothing selected. */
      openCatalogue,
      /** The overview of a guide for sale, by its report id. */
      openOverview(reportId: number) {
        openOverview(root().catalog.guideOfReport(reportId));
      },
      openGuide,
      openConnectionGuide,

      setTab(tab: LibraryTab) {
        self.tab = tab;
      },

      /**
       * Shows the view an address names (once the home gate has opened), or answers the place to go to
       * instead when the guide has another one: my own guide under a connection's address, a guide for sale
       * under a report's, a purchased one under an overview's.
       */
      follow(address: LibraryPlace): Outcome {
        const me = root().session.currentUser?.id;
        switch (address.name) {
          case 'home':
            openCatalogue();
            return showScreen;
          case 'unknownGuide':
            showMissing('notFound');
            return showScreen;
          case 'overview': {
            const guide = root().catalog.guideOfReport(address.reportId);
            if (guide?.isPurchased) return goTo({ name: 'guide', reportId: address.reportId });
            openOverview(guide);
            return showScreen;
          }
          case 'guide': {
            if (address.ownerId !== undefined && address.ownerId !== me) {
              void openConnectionGuide(address.ownerId, address.reportId);
              return showScreen;
            }
            const guide = root().catalog.guideOfReport(address.reportId);
            if (guide && !guide.isPurchased) return goTo({ name: 'overview', reportId: address.reportId });
            if (address.ownerId !== undefined) return goTo({ name: 'guide', reportId: address.reportId });
            void openGuide(address.reportId);
            return showScreen;
          }
        }
      },

      /** Forgets everything (on logout). */
      clear() {
        openCatalogue();
        self.tab = 'guides';
      },
    };
  })
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

export type LibraryViewStoreInstance = Instance<typeof LibraryViewStore>;
