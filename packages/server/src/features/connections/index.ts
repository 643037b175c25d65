/**
 * The connections feature's port: the connection between two people, and what an account set up before its address
 * was proven, dropped when the real owner claims it.
 */
export { dropUnprovenSetUp } from './claim.js';
export { connectionBetween } from './parties.js';
