import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

/** Intl separates an amount and its currency sign with a no-break space in many languages. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it.each([
    [19.99, '$19.99'],
    [25, '$25'],
    [19.9, '$19.90'],
    [0, '$0'],
    [0.5, '$0.50'],
    [1234.5, '$1,234.50'],
    [9.999, '$10'],
    [-5, '-$5'],
  ])('%s → %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it("with `only`, 'Only ${price}'", () => {
    expect(formatPrice(19.99, { only: true })).toBe('Only $19.99');
    expect(formatPrice(49, { only: true })).toBe('Only $49');
  });

  it('shows nothing for a price that is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.NaN, { only: true })).toBe('');
  });

  it.each([
    ['de-DE', 'EUR', 19.99, '19,99 €'],
    ['de-DE', 'EUR', 25, '25 €'],
    ['de-DE', 'EUR', 1234.5, '1.234,50 €'],
    ['fr-FR', 'EUR', 19.9, '19,90 €'],
    ['en-GB', 'GBP', 19.99, '£19.99'],
    ['ja-JP', 'JPY', 1500, '￥1,500'],
    ['ja-JP', 'JPY', 1499.6, '￥1,500'],
    ['en-US', 'EUR', 19.99, '€19.99'],
  ])('in %s with %s: %s → %s (Intl.NumberFormat)', (locale, currency, price, text) => {
    expect(plain(formatPrice(price, { locale, currency }))).toBe(text);
  });

  it('an offer in the words given', () => {
    expect(
      plain(formatPrice(19.99, { only: true, locale: 'de-DE', currency: 'EUR', offer: (price) => `Nur ${price}` })),
    ).toBe('Nur 19,99 €');
  });
});
