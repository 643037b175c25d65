import {
  CATALOG_TYPE_ORDER,
  reportOf,
  type CatalogItem,
  type CatalogItemPackage,
  type CatalogType,
} from '@insight/api';
import { flow, resolveIdentifier, toGenerator, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { anyFailureIsError, failureOutcome, leaveTo, showScreen, toErrorScreen, type Outcome } from './outcome';
import { RequestState } from './RequestState';
import { forgetsWithSession } from './sessionScope';

/** SPEC §9 order: the featured item first, then career, personal, sports; one type keeps the order it came in. */
function inCatalogOrder<T extends { type: string }>(items: readonly T[], isFeatured: (item: T) => boolean): T[] {
  const rank = (item: T): number => {
    if (isFeatured(item)) return -1;
    const index = (CATALOG_TYPE_ORDER as readonly string[]).indexOf(item.type);
    return index < 0 ? CATALOG_TYPE_ORDER.length : index;
  };
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.position - b.position)
    .map(({ item }) => item);
}

/**
 * SPEC §9 catalogue order: the featured item first, then career, personal, sports. Items of one
 * type keep the order the server gave them.
 */
export function orderCatalog<T extends CatalogItem>(items: readonly T[], featuredId?: number | null): T[] {
  return inCatalogOrder(items, (item) => featuredId !== undefined && featuredId !== null && item.id === featuredId);
}

/**
 * A guide, as the catalogue lists it (SPEC §3 Catalog item). Its one id in this app is its report's id
 * (`types.identifierNumber`), the id every address names (/home/guide/{reportId}, /home/overview/{reportId}) and
 * a connection shares: a read of the catalogue reconciles into the same guides by it. The catalogue item's own id
 * (`itemId`) is kept for the catalogue's calls only (the featured and required items are configured by it).
 */
export const Guide = types.model('Guide', {
  reportId: types.identifierNumber,
  reportName: types.string,
  itemId: types.number,
  type: types.frozen<CatalogType>(),
  name: types.string,
  price: types.number,
  isPurchased: types.boolean,
  cartLink: types.string,
  imageFileName: types.string,
  description: types.string,
  shortDescription: types.string,
});
export type GuideSnapshot = SnapshotIn<typeof Guide>;

/**
 * The guides of a catalogue read: each item with its report (SPEC §3: the first of its catalogItemReports). An
 * item without one is outside SPEC's contract: nothing could open, share or buy it by address, so it is left out; so
 * is a second item of a report already listed (its address would name the first).
 */
export function guidesOf(items: readonly CatalogItem[]): GuideSnapshot[] {
  const listed = new Set<number>();
  return items.flatMap((item) => {
    const report = reportOf(item);
    if (!report || listed.has(report.reportId)) return [];
    listed.add(report.reportId);
    return [
      {
        reportId: report.reportId,
        reportName: report.reportName,
        itemId: item.id,
        type: item.type,
        name: item.name,
        price: item.price,
        isPurchased: item.isPurchased,
        cartLink: item.cartLink,
        imageFileName: item.imageFileName,
        description: item.description,
        shortDescription: item.shortDescription,
      },
    ];
  });
}
export type GuideInstance = Instance<typeof Guide>;

/**
 * The catalogue (SPEC §3, §7): the guides with whether the person owns them, the packages, and
 * the required purchase's check for the home gate.
 */
export const CatalogStore = types
  .compose(
    'CatalogStore',
    RequestState,
    types.model({
      /** Every guide, in the order the server gave them. */
      guides: types.array(Guide),
      packages: types.optional(types.frozen<CatalogItemPackage[]>(), []),
      /** The required purchase as last fetched (its cartLink is where a first purchase goes). */
      requiredItem: types.maybeNull(types.frozen<CatalogItem>()),
    }),
  )
  .views((self) => {
    const isFeatured = (featuredId: number | null | undefined) => (guide: GuideInstance) =>
      featuredId !== undefined && featuredId !== null && guide.itemId === featuredId;
    return {
      /** The guide whose report this is (the id every address names). */
      guideOfReport(reportId: number): GuideInstance | undefined {
        return resolveIdentifier(Guide, self.guides, reportId);
      },
      /** The guide of a catalogue item (the settings name the featured item by its catalogue id). */
      guideOfItem(itemId: number | null | undefined): GuideInstance | undefined {
        if (itemId === null || itemId === undefined) return undefined;
        return self.guides.find((guide) => guide.itemId === itemId);
      },
      /** Every guide in SPEC §9 order. */
      ordered(featuredId?: number | null): GuideInstance[] {
        return inCatalogOrder(self.guides, isFeatured(featuredId));
      },
      /** The guides the person owns, in SPEC §9 order. */
      purchased(featuredId?: number | null): GuideInstance[] {
        return inCatalogOrder(
          self.guides.filter((guide) => guide.isPurchased),
          isFeatured(featuredId),
        );
      },
      /** The guides still for sale ('Additional Guides For Purchase'), in SPEC §9 order. */
      forPurchase(featuredId?: number | null): GuideInstance[] {
        return inCatalogOrder(
          self.guides.filter((guide) => !guide.isPurchased),
          isFeatured(featuredId),
        );
      },
    };
  })
  .actions((self) => {
    const api = () => getStoreEnv(self).api;

    /** GET /api/catalogitempackage/: the packages of 'Choose Your Package'. */
    const loadPackages = flow(function* () {
      const result = yield* toGenerator(self.run(() => api().listPackages()));
      if (result.ok) self.packages = result.value;
      return result.ok;
    });

    return {
      /** GET /api/catalogitem/: every guide, with isPurchased for the signed-in person. */
      loadItems: flow(function* () {
        const result = yield* toGenerator(self.run(() => api().listCatalogItems()));
        if (result.ok) self.guides.replace(guidesOf(result.value));
        return result.ok;
      }),

      loadPackages,

      /**
       * Entering Choose Your Package: the packages are read; the screen shows, with a refusal's text where the
       * list goes (any other 500 goes to the error screen by the one failure policy).
       */
      enterPackages(): Outcome {
        void loadPackages();
        return showScreen;
      },

      /** GET /api/catalogitem/item/{id}/true: one item with its guide; null when the call fails. */
      loadItem: flow(function* (id: number) {
        const result = yield* toGenerator(
          self.run(() => api().getCatalogItem(id, true), undefined, [anyFailureIsError]),
        );
        return result.ok ? result.value : null;
      }),

      /**
       * Entering SPEC §2's Purchase map: the required-purchase item's cart link is where the browser goes; no
       * configured id, a failure or an item without a link is the error screen (SPEC §8).
       */
      enterPurchaseMap: flow(function* (requiredId: number | null | undefined) {
        if (requiredId === null || requiredId === undefined || !Number.isFinite(requiredId)) return toErrorScreen;
        const result = yield* toGenerator(
          self.run(() => api().getCatalogItem(requiredId, true), undefined, [anyFailureIsError]),
        );
        if (!result.ok) return result.outcome;
        const link = result.value.cartLink.trim();
        return (link ? leaveTo(link) : toErrorScreen) satisfies Outcome as Outcome;
      }),

      /**
       * The home gate's second step (SPEC §4): is the required item purchased? true or false as
       * the server says; null when it cannot be told (no configured id, or the call failed).
       */
      checkRequiredPurchase: flow(function* (requiredId: number | null | undefined) {
        self.requiredItem = null;
        if (requiredId === null || requiredId === undefined || !Number.isFinite(requiredId)) return null;
        const result = yield* toGenerator(
          self.run(() => api().getCatalogItem(requiredId, true), undefined, [anyFailureIsError]),
        );
        if (!result.ok) return null;
        self.requiredItem = result.value;
        const purchased: unknown = result.value.isPurchased;
        return typeof purchased === 'boolean' ? purchased : null;
      }),

      /**
       * The home gate's catalogue reads, sent together in one run (one round trip): the required item's check
       * and every guide. Answers `purchased` (`checkRequiredPurchase`'s answer) with `outcome`, where an unknown
       * answer leads (SPEC §4 step 2: the error route; a 401 has signed out), and `listOutcome`, where a failed
       * list leads once the library opens (SPEC §8: any other 500 is the error route; another failure stays in
       * `error` for the library to show).
       */
      loadForHome: flow(function* (requiredId: number | null | undefined) {
        self.requiredItem = null;
        const configured = requiredId !== null && requiredId !== undefined && Number.isFinite(requiredId);
        // What came back, whatever failed beside it.
        const read: { item: CatalogItem | null; guides: CatalogItem[] | null; itemFailed: boolean } = {
          item: null,
          guides: null,
          itemFailed: false,
        };
        const result = yield* toGenerator(
          self.run(
            async () => {
              const [itemRead, listRead] = await Promise.allSettled([
                configured ? api().getCatalogItem(requiredId, true) : Promise.resolve(null),
                api().listCatalogItems(),
              ]);
              if (itemRead.status === 'fulfilled') read.item = itemRead.value;
              if (listRead.status === 'fulfilled') read.guides = listRead.value;
              read.itemFailed = itemRead.status === 'rejected';
              if (itemRead.status === 'rejected') throw itemRead.reason;
              if (listRead.status === 'rejected') throw listRead.reason;
            },
            undefined,
            // The item's failure is the gate's (its step 2); the list's alone follows the policy every screen shares.
            [(failure) => (read.itemFailed ? anyFailureIsError(failure) : failureOutcome(failure))],
          ),
        );
        if (read.guides) self.guides.replace(guidesOf(read.guides));
        if (read.item) self.requiredItem = read.item;
        const purchased: unknown = read.item?.isPurchased;
        const failedWith = result.ok ? null : result.outcome;
        const known = typeof purchased === 'boolean';
        const answer: { purchased: boolean | null; outcome: Outcome; listOutcome: Outcome } = {
          purchased: known ? purchased : null,
          outcome: known ? showScreen : read.itemFailed && failedWith ? failedWith : toErrorScreen,
          listOutcome: !read.itemFailed && failedWith ? failedWith : showScreen,
        };
        return answer;
      }),

      /** Forgets the person's catalogue (on logout). */
      clear() {
        self.guides.clear();
        self.packages = [];
        self.requiredItem = null;
        self.reset();
      },
    };
  })
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

export type CatalogStoreInstance = Instance<typeof CatalogStore>;
