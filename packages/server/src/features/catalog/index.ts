/**
 * The catalog feature's port: the seeded catalogue item of a report, for the guides that show it.
 */
export { seedItemByReportId } from './seed.js';
