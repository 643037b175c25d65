import { describe, expect, it } from 'vitest';
import { ageBandOf, MAX_AGE } from './ageBand';

const on = new Date('2026-03-01T12:00:00Z');

describe('ageBandOf: the age band of a year of birth, by the age reached this calendar year (the server’s rule)', () => {
  it('puts the edges where the norms do: 20 under 21, 21 and 40 in 21–40, 41 and 60 in 41–60, 61 over 60', () => {
    expect(ageBandOf(2006, on)).toBe('under21');
    expect(ageBandOf(2005, on)).toBe('21-40');
    expect(ageBandOf(1986, on)).toBe('21-40');
    expect(ageBandOf(1985, on)).toBe('41-60');
    expect(ageBandOf(1966, on)).toBe('41-60');
    expect(ageBandOf(1965, on)).toBe('over60');
  });

  it('counts the year, not the birthday: 1 January and 31 December give the same band', () => {
    expect(ageBandOf(2005, new Date('2026-01-01T00:00:00Z'))).toBe('21-40');
    expect(ageBandOf(2005, new Date('2026-12-31T23:59:59Z'))).toBe('21-40');
  });

  it('takes ages 0 to 130 only; anything else (future, too old, not a whole year) is none', () => {
    expect(MAX_AGE).toBe(130);
    expect(ageBandOf(2026, on)).toBe('under21');
    expect(ageBandOf(1896, on)).toBe('over60');
    expect(ageBandOf(1895, on)).toBeNull();
    expect(ageBandOf(2027, on)).toBeNull();
    expect(ageBandOf(1990.5, on)).toBeNull();
    expect(ageBandOf(Number.NaN, on)).toBeNull();
  });
});
