import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

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
});
