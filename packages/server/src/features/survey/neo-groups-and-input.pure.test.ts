/**
 * The IPIP-NEO-120 scoring's comparison groups and age bands, and the input it refuses. Worked values:
 * neo-worked-values.pure.test.ts; percentiles and properties: neo-percentiles.pure.test.ts.
 */
import type { NeoGroup } from '@insight/api';
import { describe, expect, it } from 'vitest';
import { ageBandOf, ageBandOfAge, NeoScoringError, normsFor, scoreNeo } from './neo.js';
import { all } from './neo.fixtures.js';

describe('comparison groups and age bands', () => {
  it('band an age as Johnson does: up to 20, 21–40, 41–60, 61 and over', () => {
    expect([0, 13, 20, 21, 40, 41, 60, 61, 130].map(ageBandOfAge)).toEqual([
      'under21',
      'under21',
      'under21',
      '21-40',
      '21-40',
      '41-60',
      '41-60',
      'over60',
      'over60',
    ]);
  });

  it('take the age a person reaches in the calendar year of the date (UTC), birthday or not', () => {
    // Born 2005: 21 all through 2026, from its first moment; 20 on the last moment of 2025.
    expect(ageBandOf(2005, new Date('2026-01-01T00:00:00Z'))).toBe('21-40');
    expect(ageBandOf(2005, new Date('2025-12-31T23:59:59Z'))).toBe('under21');
    expect(ageBandOf(1986, new Date('2026-12-31T23:59:59Z'))).toBe('21-40'); // 40
    expect(ageBandOf(1985, new Date('2026-01-01T00:00:00Z'))).toBe('41-60'); // 41
    expect(ageBandOf(1966, new Date('2026-06-30T00:00:00Z'))).toBe('41-60'); // 60
    expect(ageBandOf(1965, new Date('2026-06-30T00:00:00Z'))).toBe('over60'); // 61
    expect(ageBandOf(2026, new Date('2026-06-30T00:00:00Z'))).toBe('under21'); // 0
  });
});

describe('refused input', () => {
  const woman: NeoGroup = { sex: 'female', ageBand: '21-40' };
  const refusal = (run: () => unknown): NeoScoringError => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(NeoScoringError);
      return error as NeoScoringError;
    }
    throw new Error('not refused');
  };

  it('answers that are not 120', () => {
    expect(refusal(() => scoreNeo(all(3).slice(1), woman)).message).toBe('Expected 120 answers, got 119');
    expect(refusal(() => scoreNeo([...all(3), 3], woman)).message).toBe('Expected 120 answers, got 121');
    expect(refusal(() => scoreNeo([], woman)).message).toBe('Expected 120 answers, got 0');
  });

  it('answers that are not a list', () => {
    expect(refusal(() => scoreNeo(undefined, woman)).message).toBe('Expected a list of 120 answers, got nothing');
    expect(refusal(() => scoreNeo(null, woman)).message).toBe('Expected a list of 120 answers, got null');
    expect(refusal(() => scoreNeo('3'.repeat(120), woman)).message).toBe(
      'Expected a list of 120 answers, got "3333333333333333333…',
    );
    expect(refusal(() => scoreNeo({ 1: 3 }, woman)).message).toBe('Expected a list of 120 answers, got {"1":3}');
  });

  it('an answer outside 1–5 or not a whole number, naming the items', () => {
    const one = all(3);
    one[6] = 0;
    const error = refusal(() => scoreNeo(one, woman));
    expect(error.message).toBe('An answer is a whole number from 1 to 5; item 7 (0) is not');
    expect(error.itemNumbers).toEqual([7]);

    const several: unknown[] = all(3);
    several[0] = 6;
    several[49] = 2.5;
    several[99] = Number.NaN;
    several[119] = '3';
    const errors = refusal(() => scoreNeo(several, woman));
    expect(errors.message).toBe(
      'An answer is a whole number from 1 to 5; items 1 (6), 50 (2.5), 100 (NaN), 120 ("3") are not',
    );
    expect(errors.itemNumbers).toEqual([1, 50, 100, 120]);

    const holes = refusal(() => scoreNeo(new Array(120), woman));
    expect(holes.itemNumbers).toHaveLength(120);
    expect(holes.message.startsWith('An answer is a whole number from 1 to 5; items 1 (nothing), 2 (nothing)')).toBe(
      true,
    );
  });

  it('an unknown group', () => {
    const text = (group: string) =>
      `Unknown comparison group, got ${group}: sex is one of female, male, unspecified; ` +
      'age band one of under21, 21-40, 41-60, over60';
    expect(refusal(() => scoreNeo(all(3), { sex: 'other', ageBand: '21-40' })).message).toBe(
      text('{"sex":"other","ageBand":"21-40"}'),
    );
    expect(refusal(() => scoreNeo(all(3), { sex: 'female', ageBand: '20-40' })).message).toBe(
      text('{"sex":"female","ageBand":"20-40"}'),
    );
    expect(refusal(() => scoreNeo(all(3), { sex: 'female' })).message).toBe(text('{"sex":"female"}'));
    expect(refusal(() => scoreNeo(all(3), undefined)).message).toBe(text('nothing'));
    expect(refusal(() => normsFor('female 21-40')).message).toBe(text('"female 21-40"'));
  });

  it('keeps only the group’s sex and age band in the result', () => {
    expect(scoreNeo(all(3), { ...woman, name: 'Ada' }).group).toEqual(woman);
  });

  it('a year of birth after the date, too long before it, or not a whole number; a date that is not one', () => {
    const on = new Date('2026-06-30T00:00:00Z');
    const text = (got: string) => `A year of birth is a whole number from 1896 to 2026; got ${got}`;
    expect(refusal(() => ageBandOf(2027, on)).message).toBe(text('2027'));
    expect(refusal(() => ageBandOf(1895, on)).message).toBe(text('1895'));
    expect(refusal(() => ageBandOf(1995.5, on)).message).toBe(text('1995.5'));
    expect(refusal(() => ageBandOf(Number.NaN, on)).message).toBe(text('NaN'));
    expect(refusal(() => ageBandOf(1995, new Date('not a date'))).message).toBe('The date is not a valid date');
    expect(refusal(() => ageBandOfAge(-1)).message).toBe('An age is a whole number from 0 to 130; got -1');
    expect(refusal(() => ageBandOfAge(30.5)).message).toBe('An age is a whole number from 0 to 130; got 30.5');
  });
});
