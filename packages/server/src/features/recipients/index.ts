/**
 * The recipients feature's port: whose an invitation or a kept mail is. The features that write them use it to name
 * the account they belong to, and the account feature uses it to find them for export and deletion.
 */
export { mailsOf, provenHolderOf, requestsAddressedTo, takeUnclaimed } from './service.js';
