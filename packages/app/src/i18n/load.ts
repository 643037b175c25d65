/**
 * Another language's words, laid over the app's English before its first render (main.tsx): the language's
 * catalogue (i18n/lang/<language>.json) and the ICU formatter come in this chunk, asked for only when the
 * page is not in English, so an English page loads none of it. The ui's own words (InsightProvider `strings`) and
 * the `<html lang>` come with it.
 */
import type { Language } from '@insight/api';
import { germanInsightStrings, spanishInsightStrings, type InsightStrings } from '@insight/ui';
import { IntlMessageFormat } from 'intl-messageformat';
import { applyCatalogue } from './overlay';
import { catalogueSources } from './sources';

/** A language other than English, as the app speaks it. */
export interface LoadedLanguage {
  language: Language;
  /** The BCP 47 locale of numbers, dates and prices (InsightProvider `locale`). */
  locale: string;
  /** The ui's own words. */
  strings: Readonly<InsightStrings>;
}

type Catalogue = Record<string, string>;

const LANGUAGES: Record<
  Exclude<Language, 'en'>,
  Omit<LoadedLanguage, 'language'> & { load: () => Promise<Catalogue> }
> = {
  de: {
    locale: 'de-DE',
    strings: germanInsightStrings,
    load: async () => (await import('./lang/de.json')).default as Catalogue,
  },
  es: {
    locale: 'es-ES',
    strings: spanishInsightStrings,
    load: async () => (await import('./lang/es.json')).default as Catalogue,
  },
};

/** Lays `language`'s catalogue over the app's texts and names the page's language; answers what the ui needs. */
export async function loadLanguage(language: Language): Promise<LoadedLanguage | undefined> {
  if (language === 'en') return undefined;
  const { load, locale, strings } = LANGUAGES[language];
  const catalogue = await load();
  const formats = new Map<string, IntlMessageFormat>();
  applyCatalogue(catalogueSources, catalogue, (message, values) => {
    let format = formats.get(message);
    if (!format) {
      format = new IntlMessageFormat(message, locale);
      formats.set(message, format);
    }
    return String(format.format(values));
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return { language, locale, strings };
}
