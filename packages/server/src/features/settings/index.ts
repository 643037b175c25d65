/**
 * The settings feature's port: the runtime settings as their file holds them, for the app shell that reads them.
 */
export { runtimeSettingsFile } from './routes.js';
