import { CATALOG_TYPE_ORDER, type CatalogItem, type CatalogItemPackage } from '@insight/api';
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { anyFailureIsError, leaveTo, toErrorScreen, type Outcome } from './outcome';
import { RequestState, toFailure, type FailureKind } from './RequestState';
import { forgetsWithSession } from './sessionScope';

/**
 * SPEC §9 catalogue order: the featured item first, then career, personal, sports. Items of one
 * type keep the order the server gave them.
 */
export function orderCatalog(items: readonly CatalogItem[], featuredId?: number | null): CatalogItem[] {
  const rank = (item: CatalogItem): number => {
    if (featuredId !== undefined && featuredId !== null && item.id === featuredId) return -1;
    const index = (CATALOG_TYPE_ORDER as readonly string[]).indexOf(item.type);
    return index < 0 ? CATALOG_TYPE_ORDER.length : index;
  };
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.position - b.position)
    .map(({ item }) => item);
}

/**
 * The catalogue (SPEC §3, §7): the guides with whether the person owns them, the packages, and
 * the required purchase's check for the home gate.
 */
export const CatalogStore = types
  .compose(
    'CatalogStore',
    RequestState,
    types.model({
      items: types.optional(types.frozen<CatalogItem[]>(), []),
      packages: types.optional(types.frozen<CatalogItemPackage[]>(), []),
      /** The required purchase as last fetched (its cartLink is where a first purchase goes). */
      requiredItem: types.maybeNull(types.frozen<CatalogItem>()),
    }),
  )
  .views((self) => ({
    itemById(id: number | null | undefined): CatalogItem | undefined {
      return id === null || id === undefined ? undefined : self.items.find((item) => item.id === id);
    },
    /** Every guide in SPEC §9 order. */
    ordered(featuredId?: number | null): CatalogItem[] {
      return orderCatalog(self.items, featuredId);
    },
    /** The guides the person owns, in SPEC §9 order. */
    purchased(featuredId?: number | null): CatalogItem[] {
      return orderCatalog(
        self.items.filter((item) => item.isPurchased),
        featuredId,
      );
    },
    /** The guides still for sale ('Additional Guides For Purchase'), in SPEC §9 order. */
    forPurchase(featuredId?: number | null): CatalogItem[] {
      return orderCatalog(
        self.items.filter((item) => !item.isPurchased),
        featuredId,
      );
    },
  }))
  .actions((self) => {
    const api = () => getStoreEnv(self).api;

    return {
      /** GET /api/catalogitem/: every guide, with isPurchased for the signed-in person. */
      loadItems: flow(function* () {
        const result = yield* toGenerator(self.run(() => api().listCatalogItems()));
        if (result.ok) self.items = result.value;
        return result.ok;
      }),

      /** GET /api/catalogitempackage/: the packages of 'Choose Your Package'. */
      loadPackages: flow(function* () {
        const result = yield* toGenerator(self.run(() => api().listPackages()));
        if (result.ok) self.packages = result.value;
        return result.ok;
      }),

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
       * The home gate's catalogue reads, sent together (one round trip): the required item's check
       * (`checkRequiredPurchase`'s answer) and every guide (`loadItems`). `failure` is the kind of a
       * failed check; a failed list stays in `error` for the library to show.
       */
      loadForHome: flow(function* (requiredId: number | null | undefined) {
        self.requiredItem = null;
        const known = requiredId !== null && requiredId !== undefined && Number.isFinite(requiredId);
        self.begin();
        const [item, list] = yield* toGenerator(
          Promise.allSettled([
            known ? api().getCatalogItem(requiredId, true) : Promise.resolve(null),
            api().listCatalogItems(),
          ]),
        );
        if (list.status === 'fulfilled') self.items = list.value;
        if (item.status === 'fulfilled' && item.value) self.requiredItem = item.value;
        const failed = item.status === 'rejected' ? item : list.status === 'rejected' ? list : null;
        if (failed) self.fail(toFailure(failed.reason));
        else self.succeed();
        const purchased: unknown = item.status === 'fulfilled' ? item.value?.isPurchased : undefined;
        const answer: { purchased: boolean | null; failure: FailureKind | null } = {
          purchased: typeof purchased === 'boolean' ? purchased : null,
          failure: item.status === 'rejected' ? toFailure(item.reason).kind : null,
        };
        return answer;
      }),

      /** Forgets the person's catalogue (on logout). */
      clear() {
        self.items = [];
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
