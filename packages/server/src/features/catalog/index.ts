/**
 * The catalog feature's port: the seeded catalogue item of a report, for the guides that show it, and a guide's
 * name in a person's language, for the features that name guides to them.
 */
export { seedItemByReportId } from './seed.js';
export { reportNameIn } from './texts.js';
