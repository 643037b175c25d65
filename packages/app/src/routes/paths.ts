import { DEFAULT_RETURN_URL } from '@insight/api';

/** Every route of SPEC §2's table. */
export const paths = {
  root: '/',
  error: '/error',
  login: '/login',
  recoverPassword: '/recover-password',
  register: '/register',
  resetPassword: '/reset-password',
  surveyReturn: '/survey/return/:id',
  home: '/home',
  connections: '/connections',
  contact: '/contact',
  profile: '/profile',
  purchaseMap: '/purchase-map',
  purchasePackage: '/purchase-package',
  storeSso: '/store/sso',
  externalRedirect: '/externalRedirect/:externalUrl',
} as const;

export const RETURN_URL_PARAM = 'returnUrl';

/**
 * The returnUrl query parameter, if it is a path inside this app ('/…', not '//…' nor a full
 * address: a login must never send anyone to another site). Otherwise the default, /home.
 */
export function safeReturnUrl(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(RETURN_URL_PARAM)?.trim();
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_URL;
  return value;
}

/** `/login?returnUrl=<path+search>` for a visitor who is not signed in. */
export function loginPathFor(pathWithSearch: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_URL_PARAM]: pathWithSearch }).toString()}`;
}

/** A link to another open screen that keeps the returnUrl (e.g. Login ↔ Register). */
export function withReturnUrl(path: string, search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const returnUrl = params.get(RETURN_URL_PARAM);
  return returnUrl ? `${path}?${new URLSearchParams({ [RETURN_URL_PARAM]: returnUrl }).toString()}` : path;
}

/** The address of /externalRedirect/:externalUrl when it is a web address (http or https). */
export function externalAddress(encoded: string | undefined): string | null {
  if (!encoded) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  try {
    const url = new URL(decoded);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
