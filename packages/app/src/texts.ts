/**
 * Every word the screens show, in one place: SPEC §2's fixed texts (`screenTexts`, word for word;
 * the stories and the end-to-end journeys assert them too), then each feature's own wording, which
 * SPEC leaves to us (branded where SPEC says so). The messages the api client or the server also
 * use (validation, errors, toasts) stay in @insight/api.
 *
 * One module per feature under texts/: a screen's chunk carries its own words, and the first load
 * only the words of the login page, the layout and the library's view store.
 */
export * from './texts/address';
export * from './texts/common';
export * from './texts/connections';
export * from './texts/notifications';
export * from './texts/pages';
export * from './texts/profile';
export * from './texts/purchase';
export * from './texts/traits';
// texts/insight.ts (the full questionnaire's words) is not re-exported here: this module is in the first load
// (the layout imports it), and a re-export would carry those words into it (+0.8 KiB gzip, measured). The lazy
// screens import './texts/insight' directly; the package's index.ts exports it for the stories.
