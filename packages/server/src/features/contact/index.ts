/**
 * The contact feature's port: what other features may use of a person's addresses and account. It finds an account,
 * checks the current password before a sensitive step, marks an address proven, ends the account's unused links and
 * tells the address a change waits for.
 */
export { endLiveLinks, markProven, pendingEmailOf } from './addresses.js';
export { checkCurrentPassword, findUser, type PasswordCheckTexts } from './service.js';
