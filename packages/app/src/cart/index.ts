export { toItemCount, type CartAdapter } from './CartAdapter';
export {
  createFoxyCartAdapter,
  foxyCartLoaderUrl,
  FOXYCART_COUNT_EVENTS,
  FOXYCART_LOADER,
  type FoxyCartClient,
  type FoxyCartGlobal,
} from './foxyCartAdapter';
export { createFakeCartAdapter, type FakeCartAdapter } from './fakeCartAdapter';
