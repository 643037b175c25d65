import { reportOf, type CatalogItem } from '@insight/api';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import type { CatalogStoreInstance } from './CatalogStore';
import type { ConnectionsStoreInstance } from './ConnectionsStore';
import { RequestState } from './RequestState';
import type { SessionStoreInstance } from './SessionStore';
import type { SettingsStoreInstance } from './SettingsStore';
import { screenTexts } from '../texts';

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

export const LIBRARY_VIEWS = ['catalogue', 'report', 'overview'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];
export const LIBRARY_TABS = ['guides', 'connections', 'invite'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/**
 * What the library shows (SPEC §2 Home and Library), apart from the data it shows, as the
 * bookshop's view store: the catalogue view with its tab, from which a guide opens as a report
 * (purchased, or a connection's) or an overview (for sale); Return to Library goes back.
 */
export const LibraryViewStore = types
  .compose(
    'LibraryViewStore',
    RequestState,
    types.model({
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
    const root = () => getRoot<LibraryViewRoot>(self);
    return {
      get featuredItem(): CatalogItem | undefined {
        return root().catalog.itemById(root().settings.featuredItemId);
      },
      /** 'My Guides': the purchased guides, featured first, then career, personal, sports. */
      get ownedItems(): CatalogItem[] {
        return root().catalog.purchased(root().settings.featuredItemId);
      },
      /** 'Additional Guides For Purchase', in the same order. */
      get itemsForPurchase(): CatalogItem[] {
        return root().catalog.forPurchase(root().settings.featuredItemId);
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
        return self.selectedItemId !== null && self.selectedItemId === root().settings.featuredItemId;
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
    const root = () => getRoot<LibraryViewRoot>(self);

    /** The catalogue view, nothing selected. */
    function openCatalogue() {
      self.view = 'catalogue';
      self.selectedItemId = null;
      self.reportHtml = null;
      self.connectionReport = null;
      self.reset();
    }

    return {
      /** Entering /home and Return to Library: the catalogue view, nothing selected. */
      openCatalogue,

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
        // The person may have gone back meanwhile.
        const isCurrent = () => self.selectedItemId === item.id;
        const result = yield* toGenerator(
          self.run(async () => {
            if (!report || !userId) throw new Error('No report to open');
            return getStoreEnv(self).api.getReport(userId, report.reportId);
          }, isCurrent),
        );
        if (!result.ok || !isCurrent()) return false;
        self.reportHtml = result.value;
        return true;
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
        const isCurrent = () =>
          self.connectionReport?.reportId === reportId && self.connectionReport.connectionId === connectionId;
        const result = yield* toGenerator(
          self.run(() => getStoreEnv(self).api.getReport(connection.ownerId, reportId), isCurrent),
        );
        if (!result.ok || !isCurrent()) return false;
        self.reportHtml = result.value;
        return true;
      }),

      /** Forgets everything (on logout). */
      clear() {
        openCatalogue();
        self.tab = 'guides';
      },
    };
  });

export type LibraryViewStoreInstance = Instance<typeof LibraryViewStore>;
