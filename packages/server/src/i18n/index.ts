/**
 * The server's words in a person's language (issue 38), with FormatJS (`@formatjs/intl`: ICU MessageFormat, the
 * format translators' tools read, with plurals and numbers, and the same library family the app uses).
 *
 * Each message is declared where it is used, `defineMessages({ key: { id, defaultMessage } })`, and its English is
 * that defaultMessage: English is never looked up, so no English text can go missing. The other languages are one
 * catalogue each, packages/api/lang/<language>.json, shared with the app. `npm run i18n:extract` writes the
 * English catalogue (lang/en.json) from the code with FormatJS's own extractor; the suite fails when the code and
 * lang/en.json differ, or when a language misses a key, has one nobody uses, or drops a placeholder
 * (tests/scripts/i18n-catalogs.test.ts: `formatjs verify`).
 */
import { createRequire } from 'node:module';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, pageLanguageOf, type Language } from '@insight/api';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

export { defineMessages } from '@formatjs/intl';
export type { IntlShape } from '@formatjs/intl';

const load = createRequire(import.meta.url);
const cache = createIntlCache();

/**
 * Each language's catalogue: message id → ICU message, read once as the server starts (a missing catalogue stops
 * the start, never a page later). English has none: each message's defaultMessage is it.
 */
const CATALOGS: Readonly<Record<Language, Record<string, string>>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    language === DEFAULT_LANGUAGE ? {} : (load(`@insight/api/lang/${language}.json`) as Record<string, string>),
  ]),
) as Record<Language, Record<string, string>>;

const intls = new Map<Language, IntlShape>();

/** The formatter of `language` (made once per language). */
export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: DEFAULT_LANGUAGE,
        messages: CATALOGS[language],
        // A message missing from a catalogue shows its English (the suite keeps the catalogues whole); a message
        // that cannot be formatted is a defect, and fails loudly rather than showing its id.
        onError: (error) => {
          if (error.code !== 'MISSING_TRANSLATION') throw error;
        },
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** The language of an account's mails and pages: the one it keeps (users.language), English when none. */
export function languageOfAccount(account: { language: string | null }): Language {
  return isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
}

/**
 * The language a request asks for: the choice its browser keeps (the LANGUAGE_COOKIE the language menu and a
 * signed-in account set), else its Accept-Language header (by quality); English when none is spoken here.
 */
export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'> & { cookies?: FastifyRequest['cookies'] },
): Language {
  return pageLanguageOf(request.cookies?.[LANGUAGE_COOKIE], new Negotiator({ headers: request.headers }).languages());
}
