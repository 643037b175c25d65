import { expect, it } from 'vitest';
import { clampCount } from './clampCount';

it('never counts below 0, and counts whole items', () => {
  expect(clampCount(-1)).toBe(0);
  expect(clampCount(2.7)).toBe(2);
  expect(clampCount(undefined)).toBe(0);
  expect(clampCount(Number.NaN)).toBe(0);
  expect(clampCount(5)).toBe(5);
});
