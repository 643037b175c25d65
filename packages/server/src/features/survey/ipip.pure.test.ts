import { describe, expect, it } from 'vitest';
import {
  band,
  IPIP_FACTORS,
  IPIP_ITEMS,
  IPIP_SCALE,
  IpipScoringError,
  missingItems,
  scoreIpip,
  type IpipAnswer,
  type IpipAnswers,
} from './ipip.js';

const all = (value: IpipAnswer): IpipAnswers => Object.fromEntries(IPIP_ITEMS.map((i) => [i.number, value]));
/** Answers every + item with `plus` and every − item with `minus`. */
const keyed = (plus: IpipAnswer, minus: IpipAnswer): IpipAnswers =>
  Object.fromEntries(IPIP_ITEMS.map((i) => [i.number, i.key === '+' ? plus : minus]));

describe('IPIP items', () => {
  it('has the 50 items in administration order, 10 per factor, factors cycling E A C N O', () => {
    expect(IPIP_ITEMS.map((i) => i.number)).toEqual(Array.from({ length: 50 }, (_, k) => k + 1));
    for (const factor of IPIP_FACTORS) {
      expect(IPIP_ITEMS.filter((i) => i.factor === factor)).toHaveLength(10);
    }
    IPIP_ITEMS.forEach((item, k) => expect(item.factor).toBe(IPIP_FACTORS[k % 5]));
  });

  it('keeps the published wording and keys', () => {
    expect(IPIP_ITEMS[0]).toEqual({ number: 1, text: 'Am the life of the party.', factor: 'extraversion', key: '+' });
    expect(IPIP_ITEMS[21]).toEqual({
      number: 22,
      text: "Am not interested in other people's problems.",
      factor: 'agreeableness',
      key: '-',
    });
    expect(IPIP_ITEMS[48]).toEqual({ number: 49, text: 'Often feel blue.', factor: 'emotionalStability', key: '-' });
    const minus = (f: string) => IPIP_ITEMS.filter((i) => i.factor === f && i.key === '-').map((i) => i.number);
    expect(minus('extraversion')).toEqual([6, 16, 26, 36, 46]);
    expect(minus('agreeableness')).toEqual([2, 12, 22, 32]);
    expect(minus('conscientiousness')).toEqual([8, 18, 28, 38]);
    expect(minus('emotionalStability')).toEqual([4, 14, 24, 29, 34, 39, 44, 49]);
    expect(minus('intellect')).toEqual([10, 20, 30]);
  });

  it('has the 5-point scale labels', () => {
    expect(IPIP_SCALE.map((s) => s.label)).toEqual([
      'Very Inaccurate',
      'Moderately Inaccurate',
      'Neither Inaccurate nor Accurate',
      'Moderately Accurate',
      'Very Accurate',
    ]);
  });
});

describe('scoreIpip', () => {
  it('scores all 3s as 30 on every factor', () => {
    expect(scoreIpip(all(3))).toEqual({
      extraversion: 30,
      agreeableness: 30,
      conscientiousness: 30,
      emotionalStability: 30,
      intellect: 30,
    });
  });

  it('scores a fully + answering profile (5 on + items, 1 on − items) as 50 everywhere', () => {
    const scores = scoreIpip(keyed(5, 1));
    for (const f of IPIP_FACTORS) expect(scores[f]).toBe(50);
    const opposite = scoreIpip(keyed(1, 5));
    for (const f of IPIP_FACTORS) expect(opposite[f]).toBe(10);
  });

  it('reverses − keyed items: all 5s count the number of + items × 5 plus − items × 1', () => {
    expect(scoreIpip(all(5))).toEqual({
      extraversion: 5 * 5 + 5 * 1,
      agreeableness: 6 * 5 + 4 * 1,
      conscientiousness: 6 * 5 + 4 * 1,
      emotionalStability: 2 * 5 + 8 * 1,
      intellect: 7 * 5 + 3 * 1,
    });
    const one = { ...all(3), 4: 5 as const }; // "Get stressed out easily." Very Accurate → 1 point
    expect(scoreIpip(one).emotionalStability).toBe(28);
  });

  it('refuses a missing or out-of-range answer, naming the items', () => {
    const answers: Partial<Record<number, unknown>> = { ...all(3) };
    delete answers[17];
    answers[33] = 6;
    answers[2] = '3';
    expect(missingItems(answers)).toEqual([2, 17, 33]);
    expect(() => scoreIpip(answers)).toThrow(IpipScoringError);
    try {
      scoreIpip(answers);
    } catch (error) {
      expect((error as IpipScoringError).itemNumbers).toEqual([2, 17, 33]);
    }
    expect(() => scoreIpip({})).toThrow(/Missing or invalid answers/);
  });
});

describe('band', () => {
  it('cuts at ≤ 23 low, 24–36 middle, ≥ 37 high', () => {
    expect(band(10)).toBe('low');
    expect(band(23)).toBe('low');
    expect(band(24)).toBe('middle');
    expect(band(30)).toBe('middle');
    expect(band(36)).toBe('middle');
    expect(band(37)).toBe('high');
    expect(band(50)).toBe('high');
  });

  it('refuses a score outside 10–50', () => {
    expect(() => band(9)).toThrow(RangeError);
    expect(() => band(51)).toThrow(RangeError);
    expect(() => band(Number.NaN)).toThrow(RangeError);
  });
});
