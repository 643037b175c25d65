/**
 * How the app learns what is in the shopper's cart: the cart provider's script reports the item
 * count. The stores reach an adapter through the env (`StoreEnv.cart`), so tests and stories fake it.
 */
export interface CartAdapter {
  /**
   * Loads the provider's script from `cdnUrl` (once, however often it is called) and calls
   * `onCount` with the cart's item count whenever the provider reports it. Returns a function that
   * stops the calls to this `onCount`.
   */
  connect(cdnUrl: string, onCount: (count: number) => void): () => void;
}

/** A count shown to people: a whole number, never below 0. */
export const toItemCount = (value: unknown): number => {
  const count = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
};
