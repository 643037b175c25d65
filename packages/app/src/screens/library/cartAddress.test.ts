import { describe, expect, it } from 'vitest';
import { cartAddress } from './cartAddress';

describe('cartAddress', () => {
  it('keeps the cart link, its parameters written as a GET form writes them', () => {
    const link = 'https://cart.example/cart?name=Leadership%20Style&price=19.99&code=career-leadership';
    const address = new URL(cartAddress(link));
    expect(`${address.origin}${address.pathname}`).toBe('https://cart.example/cart');
    expect(address.search).toBe('?name=Leadership+Style&price=19.99&code=career-leadership');
    expect([...address.searchParams]).toEqual([...new URL(link).searchParams]);
  });

  it('keeps repeated and signed parameter names, drops a fragment', () => {
    const link = 'https://cart.example/cart?name||a1b2=Guide&x=1&x=2#top';
    expect(cartAddress(link)).toBe('https://cart.example/cart?name%7C%7Ca1b2=Guide&x=1&x=2');
  });

  it('resolves a path against the page, and leaves a link with no parameters without a query', () => {
    expect(cartAddress('/cart')).toBe(`${window.location.origin}/cart`);
  });
});
