/**
 * The app's words as a journey reads them: English from the text modules (@insight/app/texts, SPEC's words), German
 * and Spanish from the app's catalogues (packages/app/src/i18n/lang), formatted as the app formats them (ICU
 * MessageFormat, a text function's arguments as {0}, {1}).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addressTexts, authTexts, screenTexts } from '@insight/app/texts';
import { addressMessages, PRONOUN_LABELS, type Language } from '@insight/api';
import { IntlMessageFormat } from 'intl-messageformat';

/** One text of a language's catalogue by its key, with the text function's arguments. */
export type Say = (key: string, ...args: (string | number)[]) => string;

/** The words of `language` (not English: English is the code's, word for word). */
export function wordsIn(language: Exclude<Language, 'en'>): Say {
  const file = path.resolve(process.cwd(), `packages/app/src/i18n/lang/${language}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return (key, ...args) => {
    const message = catalogue[key];
    if (message === undefined) throw new Error(`${language}.json has no ${key}`);
    return String(
      new IntlMessageFormat(message, language).format(Object.fromEntries(args.map((arg, index) => [index, arg]))),
    );
  };
}

/** What the registration and the proof of address say, in the screens' language. */
export interface ScreenWords {
  registerHeading: string;
  firstName: string;
  lastName: string;
  email: string;
  pronounF: string;
  password: string;
  confirmPassword: string;
  /** The terms checkbox's label. */
  tos: string;
  start: string;
  confirmIntro: (email: string) => string;
  confirmButton: string;
  confirmed: (email: string) => string;
  personalGuidesHeading: (firstName: string) => string;
}

export const ENGLISH_SCREEN_WORDS: ScreenWords = {
  registerHeading: screenTexts.registerHeading('Insight'),
  firstName: authTexts.firstName,
  lastName: authTexts.lastName,
  email: authTexts.email,
  pronounF: PRONOUN_LABELS.F,
  password: authTexts.password,
  confirmPassword: authTexts.confirmPassword,
  tos: screenTexts.tosCheckbox,
  start: authTexts.start,
  confirmIntro: addressTexts.confirmIntro,
  confirmButton: addressTexts.confirmButton,
  confirmed: addressMessages.confirmed,
  personalGuidesHeading: screenTexts.personalGuidesHeading,
};

/** The same words in German or Spanish. */
export function screenWordsIn(language: Exclude<Language, 'en'>): ScreenWords {
  const say = wordsIn(language);
  return {
    registerHeading: say('screen.registerHeading', 'Insight'),
    firstName: say('auth.firstName'),
    lastName: say('auth.lastName'),
    email: say('auth.email'),
    pronounF: say('api.pronoun.F'),
    password: say('auth.password'),
    confirmPassword: say('auth.confirmPassword'),
    tos: say('screen.tosCheckbox'),
    start: say('auth.start'),
    confirmIntro: (email) => say('address.confirmIntro', email),
    confirmButton: say('address.confirmButton'),
    confirmed: (email) => say('api.address.confirmed', email),
    personalGuidesHeading: (firstName) => say('screen.personalGuidesHeading', firstName),
  };
}
