import { describe, expect, it } from 'vitest';
import { defaultInsightStrings } from './locale';
import { germanInsightStrings, pseudoInsightStrings, pseudoLocalize, spanishInsightStrings } from './locales';

describe('the components’ words in other languages', () => {
  it('German and Spanish have every word English has, none of them English', () => {
    const keys = Object.keys(defaultInsightStrings).sort();
    for (const strings of [germanInsightStrings, spanishInsightStrings]) {
      expect(Object.keys(strings).sort()).toEqual(keys);
      expect(strings.close).not.toBe(defaultInsightStrings.close);
    }
    expect(germanInsightStrings.notificationsButton(3)).toBe('Mitteilungen, 3 ungelesen');
    expect(germanInsightStrings.notificationsButton(0)).toBe('Mitteilungen');
    expect(spanishInsightStrings.percentileChange(1, '+1')).toBe('+1 punto desde la última vez');
    expect(spanishInsightStrings.percentileChange(0, '0')).toBe('Sin cambios desde la última vez');
    expect(germanInsightStrings.higherThan('2 %', 'Frauen von 21–40')).toBe('Höher als 2 % der Frauen von 21–40');
  });

  it('the pseudo-locale accents every vowel (and c, n, y), is at least 30 % longer, and keeps the words’ arguments', () => {
    expect(pseudoLocalize('Close')).toBe('[Çlösé··]');
    const pseudo = pseudoInsightStrings();
    for (const [key, english] of Object.entries(defaultInsightStrings)) {
      if (typeof english !== 'string') continue;
      const said = pseudo[key as keyof typeof pseudo] as string;
      expect(said.length, key).toBeGreaterThanOrEqual(Math.ceil(english.length * 1.3));
      expect(said, key).not.toMatch(/[aeiouAEIOU]/);
    }
    expect(pseudo.notificationsButton(3)).toBe(pseudoLocalize('Notifications, 3 unread'));
    expect(pseudo.help('My Connections')).toContain('Mý Çöññéçtíöñs');
  });
});
