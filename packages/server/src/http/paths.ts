/** The paths that are no call of the api table but that several files name. */

/** The runtime settings file the app reads first (SPEC §3). */
export const RUNTIME_SETTINGS_PATH = '/assets/config.json';
/** The shipped catalogue images (and the sample Start Here video) are served at this path + their file name. */
export const CATALOG_ASSETS_PATH = '/assets/catalog/';
/** A saved profile picture is served at this path + its name (the app's profileImagePath). */
export const PROFILE_IMAGES_PATH = '/api/user/profileimage/';
/** The sandbox providers' pages (mail outbox, store): neither API nor app. */
export const SANDBOX_PATH = '/sandbox';
/** The prefixes of the api calls' paths (the token call's is /identity). */
export const CALL_PREFIXES = ['/api', '/auth', '/identity'] as const;
