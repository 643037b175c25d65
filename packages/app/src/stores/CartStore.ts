import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { toItemCount } from '../cart/CartAdapter';
import { getStoreEnv } from '../env';
import { anyFailureIsError, leaveTo, toErrorScreen, type Outcome } from './outcome';
import { RequestState } from './RequestState';
import { forgetsWithSession } from './sessionScope';

/**
 * The shopper's cart at the cart provider (SPEC §2 header cart link with its quantity; Store sso).
 * The count comes from the provider's script through the env's CartAdapter.
 */
export const CartStore = types
  .compose(
    'CartStore',
    RequestState,
    types.model({
      /** Items in the cart, as the provider last reported (never below 0). */
      quantity: 0,
      /** idle → connecting → ready; unavailable when no cart is configured or no adapter is given. */
      connection: types.optional(
        types.enumeration('CartConnection', ['idle', 'connecting', 'ready', 'unavailable']),
        'idle',
      ),
      /** Checkouts begun (Store sso answered an address): a purchase may follow, so the home gate asks again. */
      checkouts: 0,
    }),
  )
  .volatile(() => ({ stop: null as null | (() => void) }))
  .actions((self) => ({
    /** The provider reported a count. */
    setQuantity(count: number) {
      self.quantity = toItemCount(count);
      self.connection = 'ready';
    },
    countCheckout() {
      self.checkouts += 1;
    },
  }))
  .actions((self) => {
    return {
      /**
       * Loads `{foxycartCDN}/loader.js` (at app start, RootStore.start; the adapter adds the script once) and
       * follows the item count. Calling it again while connected does nothing.
       */
      connect(cdnUrl: string | null | undefined) {
        if (self.stop) return;
        const adapter = getStoreEnv(self).cart;
        const cdn = cdnUrl?.trim();
        if (!adapter || !cdn) {
          self.connection = 'unavailable';
          return;
        }
        self.connection = 'connecting';
        self.stop = adapter.connect(cdn, (count) => self.setQuantity(count));
      },

      /** Stops following the count (logout): the header shows no quantity any more. */
      disconnect() {
        self.stop?.();
        self.stop = null;
        self.quantity = 0;
        self.connection = 'idle';
      },

      /**
       * Entering Store sso (SPEC §4): GET /api/store/sso/{userId}/{timestamp}/{fcsid} answers the address the
       * browser leaves for; a missing part, a failure or an empty answer is the error screen (SPEC §8).
       */
      enterSso: flow(function* (userId: string, timestamp: string, fcsid: string) {
        if (!userId || !timestamp || !fcsid) return toErrorScreen;
        const result = yield* toGenerator(
          self.run(() => getStoreEnv(self).api.storeSso(userId, timestamp, fcsid), undefined, [anyFailureIsError]),
        );
        const address: unknown = result.ok ? result.value : null;
        const trimmed = typeof address === 'string' ? address.trim() : '';
        if (trimmed === '') return result.ok ? toErrorScreen : result.outcome;
        self.countCheckout();
        return leaveTo(trimmed) satisfies Outcome as Outcome;
      }),
    };
  })
  .actions((self) => ({
    beforeDestroy() {
      self.stop?.();
    },
  }))
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.disconnect());
    },
  }));

export type CartStoreInstance = Instance<typeof CartStore>;
