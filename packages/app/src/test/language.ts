/**
 * The app's screens in another language for a story or a test: German and Spanish from their catalogues (as the app
 * lays them over before its first render), and the pseudo-locale, made from English (every letter accented, about
 * 30 % longer, in [ ]) so that a designer sees at once what a longer language does to a screen, and a text that
 * stays plain is one the catalogues do not reach.
 */
import type { Language } from '@insight/api';
import { pseudoInsightStrings, pseudoLocalize, type InsightStrings } from '@insight/ui';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadLanguage } from '../i18n/load';
import { applyCatalogue, englishCatalogue, restoreEnglish } from '../i18n/overlay';
import { catalogueSources } from '../i18n/sources';

export type ScreenLanguage = Language | 'pseudo';

/** What the ui's provider needs to speak the same language as the screens. */
export interface ScreenLanguageUi {
  locale: string;
  strings: Readonly<InsightStrings>;
}

/**
 * A message of the English catalogue in the pseudo-locale: each word accented and about 30 % longer (padded with
 * middle dots, so a line breaks where it did: German runs longer by its longer words), its placeholders kept.
 */
export function pseudoMessage(message: string): string {
  const said = message
    .split(/(\{\d+\})/)
    .map((part) =>
      /^\{\d+\}$/.test(part)
        ? part
        : part.replace(
            /[A-Za-z]+/g,
            (word) =>
              `${pseudoLocalize(word).slice(1, -1).replace(/·+$/, '')}${'·'.repeat(Math.ceil(word.length * 0.3))}`,
          ),
    )
    .join('');
  return `[${said}]`;
}

/** Lays `language` over the app's texts (English: puts English back); answers the ui's locale and words for it. */
export async function showScreensIn(language: ScreenLanguage): Promise<ScreenLanguageUi | undefined> {
  restoreEnglish(catalogueSources);
  if (language === 'en') {
    document.documentElement.lang = 'en';
    return undefined;
  }
  if (language === 'pseudo') {
    const english = englishCatalogue(catalogueSources);
    const pseudo = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, pseudoMessage(text.message)]));
    applyCatalogue(catalogueSources, pseudo, (message, values) =>
      String(new IntlMessageFormat(message, 'en-US').format(values)),
    );
    document.documentElement.lang = 'en';
    return { locale: 'en-US', strings: pseudoInsightStrings() };
  }
  const loaded = await loadLanguage(language);
  return loaded && { locale: loaded.locale, strings: loaded.strings };
}
