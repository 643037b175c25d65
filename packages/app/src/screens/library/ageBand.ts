import type { NeoAgeBand } from '@insight/api';

/** The oldest age a year of birth may give. */
export const MAX_AGE = 130;

/**
 * The norms' age band of a person born in `yearOfBirth`, on the date `on`: by the age they reach in that calendar
 * year (UTC), whether or not their birthday has come yet — the server's rule (features/survey/neo.ts ageBandOf).
 * 20 and under: under21; 21–40; 41–60; 61 and over: over60. Null for a year that gives no age from 0 to 130.
 */
export function ageBandOf(yearOfBirth: number, on: Date): NeoAgeBand | null {
  const age = on.getUTCFullYear() - yearOfBirth;
  if (!Number.isInteger(yearOfBirth) || !Number.isInteger(age) || age < 0 || age > MAX_AGE) return null;
  if (age <= 20) return 'under21';
  if (age <= 40) return '21-40';
  if (age <= 60) return '41-60';
  return 'over60';
}
