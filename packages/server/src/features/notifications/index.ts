/**
 * The notifications feature's port: a person's notices and notification settings, as "Download my data" exports
 * them.
 */
export { exportNotices } from './service.js';
export { settingsOf } from './settings.js';
