import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { applyCatalogue, englishCatalogue, restoreEnglish, type FormatMessage, type TextTree } from './overlay';

const format =
  (locale: string): FormatMessage =>
  (message, values) =>
    String(new IntlMessageFormat(message, locale).format(values));

const texts = () => ({
  greeting: {
    hello: 'Hello',
    welcome: (name: string): string => `Welcome to ${name}!`,
    items: (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`,
    scale: ['Low', 'High'],
  },
  other: { braces: "It's {literal}" },
});

describe('the language overlay', () => {
  it('writes English as ICU messages, a function’s arguments as {0}, {1}', () => {
    expect(englishCatalogue(texts() as Record<string, TextTree>)).toEqual({
      'greeting.hello': { message: 'Hello', arity: 0, kind: 'string' },
      'greeting.welcome': { message: 'Welcome to {0}!', arity: 1, kind: 'function' },
      'greeting.items': { message: '{0} items', arity: 1, kind: 'function' },
      'greeting.scale.0': { message: 'Low', arity: 0, kind: 'string' },
      'greeting.scale.1': { message: 'High', arity: 0, kind: 'string' },
      'other.braces': { message: "It's '{'literal'}'", arity: 0, kind: 'string' },
    });
  });

  it('refuses a text function that does not take its placeholders as texts', () => {
    const sources = { bad: { list: (names: readonly string[]) => names.slice(1).join(', ') } };
    expect(() => englishCatalogue(sources as unknown as Record<string, TextTree>)).toThrow(
      /bad\.list does not take its placeholders as texts/,
    );
  });

  it('lays a language over the texts where they live, plural forms included, and puts English back', () => {
    const sources = texts();
    const german = {
      'greeting.hello': 'Hallo',
      'greeting.welcome': 'Willkommen bei {0}!',
      'greeting.items': '{0, plural, one {# Artikel} other {# Artikel}}',
      'greeting.scale.1': 'Hoch',
    };
    const replaced = applyCatalogue(sources as Record<string, TextTree>, german, format('de-DE'));
    expect(replaced.sort()).toEqual(['greeting.hello', 'greeting.items', 'greeting.scale.1', 'greeting.welcome']);
    expect(sources.greeting.hello).toBe('Hallo');
    expect(sources.greeting.welcome('Insight')).toBe('Willkommen bei Insight!');
    expect(sources.greeting.items(1)).toBe('1 Artikel');
    expect(sources.greeting.items(1200)).toBe('1.200 Artikel');
    // A text the catalogue does not hold keeps its English.
    expect(sources.greeting.scale).toEqual(['Low', 'Hoch']);

    restoreEnglish(sources as Record<string, TextTree>);
    expect(sources.greeting.hello).toBe('Hello');
    expect(sources.greeting.items(2)).toBe('2 items');
    expect(sources.greeting.scale).toEqual(['Low', 'High']);
  });

  it('a second language replaces the first, not English', () => {
    const sources = texts();
    applyCatalogue(sources as Record<string, TextTree>, { 'greeting.hello': 'Hallo' }, format('de-DE'));
    applyCatalogue(sources as Record<string, TextTree>, { 'greeting.welcome': '¡Bienvenido a {0}!' }, format('es-ES'));
    expect(sources.greeting.hello).toBe('Hello');
    expect(sources.greeting.welcome('Insight')).toBe('¡Bienvenido a Insight!');
  });
});

describe('a server’s English refusal', () => {
  it('reads in the page’s language when it is one of the texts, and as written otherwise', async () => {
    const { inPageLanguage } = await import('./said');
    const sources = texts();
    applyCatalogue(sources as Record<string, TextTree>, { 'greeting.hello': 'Hallo' }, format('de-DE'));
    expect(inPageLanguage('Hello')).toBe('Hallo');
    expect(inPageLanguage('Hello, Ada')).toBe('Hello, Ada');
    restoreEnglish(sources as Record<string, TextTree>);
    expect(inPageLanguage('Hello')).toBe('Hello');
  });
});

describe('a server’s English refusal with placeholders', () => {
  it('is read back by its English form, its placeholders given to the translation', async () => {
    const { inPageLanguage } = await import('./said');
    const sources = {
      refusals: {
        required: (field: string): string => `${field} is required`,
        sent: (email: string, minutes: string): string =>
          `We sent a link to ${email}. It works for ${minutes} minutes.`,
        bare: (value: string): string => value,
        short: (value: string): string => `${value}!`,
      },
    };
    applyCatalogue(
      sources as Record<string, TextTree>,
      {
        'refusals.required': '{0} ist erforderlich',
        'refusals.sent': 'Der Link an {0} gilt {1} Minuten.',
        'refusals.bare': 'nie',
        'refusals.short': '{0}?',
      },
      format('de-DE'),
    );
    expect(inPageLanguage('Token is required')).toBe('Token ist erforderlich');
    expect(inPageLanguage('We sent a link to ada@example.com. It works for 30 minutes.')).toBe(
      'Der Link an ada@example.com gilt 30 Minuten.',
    );
    // A text that is not one of them, and English forms too bare to tell apart, stay as the server wrote them.
    expect(inPageLanguage('Token is required now')).toBe('Token is required now');
    expect(inPageLanguage('Anything at all')).toBe('Anything at all');
    expect(inPageLanguage('Wow!')).toBe('Wow!');
    restoreEnglish(sources as Record<string, TextTree>);
    expect(inPageLanguage('Token is required')).toBe('Token is required');
  });

  it('the app’s own catalogue reads @insight/api’s validation messages back in German', async () => {
    const { inPageLanguage } = await import('./said');
    const { validationMessages } = await import('@insight/api');
    const { catalogueSources } = await import('./sources');
    const german = (await import('./lang/de.json')).default as Record<string, string>;
    applyCatalogue(catalogueSources, german, format('de-DE'));
    try {
      expect(inPageLanguage('Token is required')).toBe('Token ist erforderlich');
      expect(validationMessages.fieldRequired('Token')).toBe('Token ist erforderlich');
    } finally {
      restoreEnglish(catalogueSources);
    }
    expect(inPageLanguage('Token is required')).toBe('Token is required');
  });
});
