import { afterEach, describe, expect, it } from 'vitest';
import { cheapHashesInTests, hashPassword, verifyPassword } from './passwords.js';

// This project (server-pure) keeps each file's modules to itself, and this file never loads the test harness: the
// hashes below are made at the product's cost.
describe('password hashes', () => {
  const vitest = process.env.VITEST;
  afterEach(() => {
    process.env.VITEST = vitest;
  });

  it('are made at the product cost, N = 16384, unless the server tests lowered it', async () => {
    const stored = await hashPassword('a-password-1');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(await verifyPassword('a-password-1', stored)).toBe(true);
    expect(await verifyPassword('another-password', stored)).toBe(false);
  });

  it('cannot be made cheap outside vitest, and the cheap ones verify like any other', async () => {
    delete process.env.VITEST;
    expect(() => cheapHashesInTests()).toThrow('cheapHashesInTests() is for the server tests under vitest only.');
    expect((await hashPassword('a-password-1')).split('$')[1]).toBe('16384');
    process.env.VITEST = vitest;
    cheapHashesInTests();
    const cheap = await hashPassword('a-password-1');
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await verifyPassword('a-password-1', cheap)).toBe(true);
  });
});
