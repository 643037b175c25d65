/**
 * The languages Insight speaks (issue 38): English (SPEC's words, the default), German and Spanish. A language is
 * chosen once per request or visit from what the person asked for (their account's choice, else the browser's
 * languages) and falls back to English; nothing else is ever inferred.
 */
export const LANGUAGES = ['en', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language's name in itself (what a language menu shows). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch', es: 'Español' };

/**
 * The first of `requested` (language tags in the order of preference: navigator.languages, or an Accept-Language
 * header's tags by quality) that Insight speaks, by its primary subtag ('de-AT' → German); English when none is.
 */
export function languageOf(requested: readonly string[]): Language {
  for (const tag of requested) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The cookie that keeps a person's choice of language on this browser (the language menu's, or their account's
 * once they sign in): the server reads it before Accept-Language when it sends a page, and the app before the
 * browser's languages. It holds a language code and nothing else (not secret, not the account's).
 */
export const LANGUAGE_COOKIE = 'insight_language';
/** How long a browser keeps the choice: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The query parameter of a link that opens a page in a language: an invitation's, in the inviter's language (the
 * recipient has none with Insight yet). A browser's own kept choice wins over it; it wins over the browser's languages.
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * The language of a page: the choice this browser keeps (LANGUAGE_COOKIE), else the one its link names
 * (LANGUAGE_PARAM), else the first of the browser's languages Insight speaks, else English.
 */
export function pageLanguageOf(
  chosen: string | undefined,
  requested: readonly string[],
  linked?: string | null,
): Language {
  if (isLanguage(chosen)) return chosen;
  if (isLanguage(linked)) return linked;
  return languageOf(requested);
}

/**
 * The questionnaire's locale for each language (POST /api/survey/{locale}; SPEC's constant en-US for English).
 * A take is kept with its locale, and is shown in its language.
 */
export const SURVEY_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', de: 'de-DE', es: 'es-ES' };

/** The language of a questionnaire locale Insight offers; undefined for any other. */
export function languageOfSurveyLocale(locale: string): Language | undefined {
  return LANGUAGES.find((language) => SURVEY_LOCALES[language] === locale);
}
