/**
 * The cart feature's port: the shop's settings, the links that put a product in the cart, and how a webhook's
 * transaction is read and anonymised. The catalogue links to the cart; the account exports and deletes purchases.
 */
export { addToCartUrl, signedAddToCartUrl, type CartProduct } from './foxy.js';
export { shopSettings, type ShopSettings } from './settings.js';
export { anonymisedPayload, parseTransaction } from './webhook.js';
