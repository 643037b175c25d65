/**
 * Which language this page is in (issue 38), decided once as the app starts: the choice this browser keeps (the
 * LANGUAGE_COOKIE the language menu writes, and the server writes for a signed-in account), else the browser's
 * languages, as the server decided the page's `<html lang>` (app-shell). A change of language keeps the new choice
 * and loads the page again in it: every text is laid over once, before the first render (i18n/load.ts).
 */
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAM,
  pageLanguageOf,
  type Language,
} from '@insight/api';

/** The value of the cookie `name` in a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language of this page: the kept choice, else the one its link names (an invitation's: kept as this browser's
 * choice, so the registration and the account it makes speak it too), else the browser's first that Insight speaks,
 * else English.
 */
export function browserLanguage(): Language {
  const kept = cookieValue(document.cookie, LANGUAGE_COOKIE);
  const linked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (!isLanguage(kept) && isLanguage(linked)) keepLanguage(linked);
  return pageLanguageOf(kept, navigator.languages ?? [navigator.language], linked);
}

/** Keeps `language` as this browser's choice (a year), for the server's pages and the app's start alike. */
export function keepLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Keeps `language` and opens this address again in it (nothing is lost: every store reads the server again). */
export function switchLanguage(language: Language): void {
  keepLanguage(language);
  window.location.reload();
}
