/** The paths that are no call of the api table but that several files name. */
import { posix } from 'node:path';

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
/** The prefixes the server owns (the calls' and the sandbox's): never a page of the app, never a file. */
export const SERVER_PREFIXES = [...CALL_PREFIXES, SANDBOX_PATH] as const;

/** The path part of a request URL (before any '?'). */
export const pathOf = (url: string): string => url.split('?')[0] ?? url;

/** True when `path` is one of the server's prefixes or under one (case-insensitive: '/API/x' is no file either). */
export const isServerPath = (path: string): boolean => {
  const lower = pathOf(path).toLowerCase();
  return SERVER_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
};

/** The longest path, and the longest segment (NAME_MAX of common file systems, in bytes), a static handler looks up. */
export const STATIC_PATH_MAX = 1024;
export const STATIC_SEGMENT_MAX_BYTES = 255;

/**
 * Whether a static handler may look a (decoded) path up on disk: a canonical path (no '.', '..' or empty
 * segment), no control characters (NUL included), no backslash, no segment longer than a file name can be,
 * nothing under the server's prefixes. Anything else is simply not found (the not-found handler answers) and
 * never reaches the file system.
 */
export function isServableFilePath(path: string): boolean {
  if (path.length > STATIC_PATH_MAX) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  if (posix.normalize(path) !== path || isServerPath(path)) return false;
  return path.split('/').every((segment) => Buffer.byteLength(segment) <= STATIC_SEGMENT_MAX_BYTES);
}
