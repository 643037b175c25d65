import { DEFAULT_RETURN_URL, UNSUBSCRIBE_PATH } from '@insight/api';
import { generatePath, matchPath } from 'react-router';
import type { LibraryPlace } from '../stores/outcome';

/** Every route of SPEC §2's table, and the addresses of the library's views and the compare view. */
export const paths = {
  root: '/',
  error: '/error',
  login: '/login',
  recoverPassword: '/recover-password',
  register: '/register',
  resetPassword: '/reset-password',
  /** The link that proves an address, open to everyone. */
  confirmEmail: '/confirm-email',
  /** A notification mail's link (its token in ?token=), open to everyone: one button turns that mail off. */
  unsubscribe: UNSUBSCRIBE_PATH,
  surveyReturn: '/survey/return/:id',
  home: '/home',
  /** The report view of one of my guides, by its report id. */
  guide: '/home/guide/:reportId',
  /** The report view of a guide a connection shares with me: its report id and its owner's user id. */
  connectionGuide: '/home/guide/:reportId/of/:userId',
  /** The overview of a guide for sale, by its report id (a guide's one id in every address). */
  overview: '/home/overview/:reportId',
  /** My traits and a connection's side by side. */
  compare: '/compare/:userId',
  /** My traits and up to eight connections' on one chart; `?with=` keeps the chosen ids. */
  circle: '/circle',
  connections: '/connections',
  contact: '/contact',
  profile: '/profile',
  purchaseMap: '/purchase-map',
  purchasePackage: '/purchase-package',
  storeSso: '/store/sso',
  externalRedirect: '/externalRedirect/:externalUrl',
} as const;

/** The report view's address: my guide, or (with its owner's user id) a connection's. */
export const guidePath = (reportId: number, ownerId?: string): string =>
  ownerId === undefined
    ? generatePath(paths.guide, { reportId: String(reportId) })
    : generatePath(paths.connectionGuide, { reportId: String(reportId), userId: ownerId });

export const overviewPath = (reportId: number): string => generatePath(paths.overview, { reportId: String(reportId) });

export const comparePath = (userId: string): string => generatePath(paths.compare, { userId });

/** The circle view's address with its chosen people (their ids, in the order chosen). */
export const circlePath = (userIds: readonly string[] = []): string =>
  userIds.length > 0 ? `${paths.circle}?with=${userIds.map(encodeURIComponent).join(',')}` : paths.circle;

export type { LibraryPlace };

const idOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return value && /^\d+$/.test(value) && id > 0 ? id : null;
};

const decoded = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/** A library route's params as the router read them: /home/guide/:reportId[/of/:userId], /home/overview/:reportId. */
export interface LibraryParams {
  reportId?: string;
  userId?: string;
}

/** The library view a guide's or an overview's route names, from its params (a connection's guide: with its owner). */
export function libraryPlace(view: 'guide' | 'overview', params: LibraryParams): LibraryPlace {
  const reportId = idOf(params.reportId);
  if (reportId === null) return { name: 'unknownGuide' };
  if (view === 'overview') return { name: 'overview', reportId };
  if (params.userId === undefined) return { name: 'guide', reportId };
  return params.userId ? { name: 'guide', reportId, ownerId: params.userId } : { name: 'unknownGuide' };
}

/** The library view an address (the browser's pathname, as encoded) stands for. */
export function libraryAddress(pathname: string): LibraryPlace {
  const shared = matchPath(paths.connectionGuide, pathname);
  const guide = shared ?? matchPath(paths.guide, pathname);
  if (guide) {
    const userId = shared ? (decoded(shared.params.userId ?? '') ?? '') : undefined;
    return libraryPlace('guide', { reportId: guide.params.reportId, userId });
  }
  const overview = matchPath(paths.overview, pathname);
  if (overview) return libraryPlace('overview', overview.params);
  return { name: 'home' };
}

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
