/**
 * The purchases feature's port: what a person owns, and the granting of items the cart's webhook does.
 */
export { grantItems, itemIdsForCodes, ownedReports } from './service.js';
