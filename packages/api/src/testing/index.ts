/**
 * Fixtures of contract data (people, tokens, the catalogue, connections), one home for the api's tests,
 * the app's tests and the screen stories: `@insight/api/testing`. Not part of the client.
 */
export { makeToken, accessTokenFor } from './tokens.js';
export { person, ada, grace, adaContact, accessToken } from './people.js';
export {
  reports,
  FEATURED_ID,
  catalogItems,
  unpurchasedCatalog,
  catalogItem,
  packages,
  reportHtml,
} from './catalog.js';
export { connectionOf, requestOf, type ConnectionOptions, type RequestOptions } from './connections.js';
export { samples } from './samples.js';
export { traitScores, traitProfileOf } from './traits.js';
export { dataExportOf } from './account-data.js';
export { noticeOf, noticeListOf, notificationSettingsOf } from './notifications.js';
