/**
 * The IPIP-NEO-120 scoring against values worked out apart from this code base: the check case of issue 35, and
 * answer patterns for every comparison group. Percentiles and properties: neo-percentiles.pure.test.ts; groups, age
 * bands and refused input: neo-groups-and-input.pure.test.ts.
 */
import { NEO_DOMAINS, NeoResult, type NeoGroup } from '@insight/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  ALL_GROUPS,
  expectedPercentile,
  JOHNSON_MINUS_ITEMS,
  johnsonLevel,
  johnsonT,
  referenceGroup,
  referenceRaw,
} from '../../test/neo-reference.js';
import { ageBandOf, normsFor, scoreNeo } from './neo.js';
import { all, facetsOf, groupName } from './neo.fixtures.js';

/** Item 1 answers `odd`, item 2 `even`, item 3 `odd`… */
const alternating = (odd: number, even: number): number[] => all(0).map((_, k) => (k % 2 === 0 ? odd : even));
/** Every answer toward the trait (5 on a '+' item, 1 on a '-' item), or away from it. */
const keyed = (toward: boolean): number[] =>
  all(0).map((_, k) => (JOHNSON_MINUS_ITEMS.includes(k + 1) === toward ? 1 : 5));

const domainsOf = (result: NeoResult) => NEO_DOMAINS.map((d) => result.domains[d]);

describe('the check case of issue 35: a woman of 30 answers all 120 "Neither accurate nor inaccurate"', () => {
  /*
   * Every answer 3 scores 3 whatever the keying: each facet sums 12, each domain 72. Her group is women 21–40
   * (born 1996, in 2026 she reaches 30). Johnson's table for female_21to40, T = 50 + 10·(72 − mean)/SD, and his
   * cubic 210.335958661391 − 16.7379362643389·T + 0.405936512733332·T² − 0.00270624341822222·T³:
   *   Agreeableness      mean 91.91 SD 11.39: T = 32.5198, cubic  2.244 → 2nd percentile
   *   Openness           mean 88.25 SD 12.15: T = 36.6255, cubic  8.876 → 8th
   *   Conscientiousness  mean 87.57 SD 13.87: T = 38.7743, cubic 13.877 → 13th
   *   Extraversion       mean 80.78 SD 14.64: T = 44.0027, cubic 29.240 → 29th
   *   Neuroticism        mean 72.14 SD 16.16: T = 49.9134, cubic 49.692 → 49th
   */
  const group: NeoGroup = { sex: 'female', ageBand: ageBandOf(1996, new Date('2026-03-14T12:00:00Z')) };
  const result = scoreNeo(all(3), group);

  it('compares her with women aged 21–40', () => {
    expect(group.ageBand).toBe('21-40');
    expect(result.group).toEqual({ sex: 'female', ageBand: '21-40' });
  });

  it('gives A the 2nd percentile, O the 8th, C the 13th, E the 29th, N the 49th', () => {
    const { agreeableness, openness, conscientiousness, extraversion, neuroticism } = result.domains;
    expect([agreeableness, openness, conscientiousness, extraversion, neuroticism].map((d) => d.raw)).toEqual([
      72, 72, 72, 72, 72,
    ]);
    expect(agreeableness.percentile).toBe(2);
    expect(agreeableness.t).toBeCloseTo(32.5198, 4);
    expect(openness.percentile).toBe(8);
    expect(openness.t).toBeCloseTo(36.6255, 4);
    expect(conscientiousness.percentile).toBe(13);
    expect(conscientiousness.t).toBeCloseTo(38.7743, 4);
    expect(extraversion.percentile).toBe(29);
    expect(extraversion.t).toBeCloseTo(44.0027, 4);
    expect(neuroticism.percentile).toBe(49);
    expect(neuroticism.t).toBeCloseTo(49.9134, 4);
  });

  it('gives every facet 12, and e.g. Morality (mean 17.34, SD 2.61: T 29.54) the 1st percentile, low', () => {
    for (const d of NEO_DOMAINS) for (const f of facetsOf(result, d)) expect(f.raw).toBe(12);
    expect(result.domains.agreeableness.facets.morality).toMatchObject({ raw: 12, percentile: 1, level: 'low' });
    expect(result.domains.agreeableness.facets.morality.t).toBeCloseTo(29.54, 2);
    // Gregariousness: mean 11.92, SD 4.05 → T 50.1975, the 50th percentile, average.
    expect(result.domains.extraversion.facets.gregariousness).toMatchObject({ percentile: 50, level: 'average' });
  });

  it('is a NeoResult of the api', () => {
    expect(is(result, NeoResult)).toBe(true);
  });
});

/**
 * Domain percentiles (N, E, O, A, C) of three answer patterns for every group, worked out from the norm table by
 * Johnson's own formulas in Python (as in his evaluator.py), apart from this code base; T in the comments.
 * Raw sums: all 1s N 52 E 48 O 72 A 92 C 76; all 5s N 92 E 96 O 72 A 52 C 68; 1, 5, 1, 5… N 76 E 72 O 64 A 84 C 52.
 */
const WORKED: Record<string, { answers: number[]; raw: number[]; percentiles: Record<string, number[]> }> = {
  'all 1s': {
    answers: all(1),
    raw: [52, 48, 72, 92, 76],
    percentiles: {
      'female under21': [8, 1, 6, 57, 37], // T 36.28, 25.79, 35.63, 52.17, 46.34
      'male under21': [17, 1, 13, 73, 41], // T 39.99, 28.72, 38.70, 56.83, 47.47
      'unspecified under21': [12, 1, 10, 66, 39], // T 38.15, 27.28, 37.20, 54.62, 46.91
      'female 21-40': [10, 1, 8, 50, 21], // T 37.54, 27.61, 36.63, 50.08, 41.66
      'male 21-40': [19, 1, 13, 70, 27], // T 40.92, 29.68, 38.53, 55.94, 43.34
      'unspecified 21-40': [15, 1, 11, 61, 24], // T 39.24, 28.67, 37.60, 53.21, 42.51
      'female 41-60': [18, 1, 13, 36, 8], // T 40.45, 28.42, 38.79, 46.21, 36.51
      'male 41-60': [24, 1, 21, 61, 13], // T 42.45, 29.69, 41.54, 53.12, 38.56
      'unspecified 41-60': [21, 1, 17, 49, 10], // T 41.45, 29.06, 40.19, 49.97, 37.55
      'female over60': [23, 1, 24, 31, 3], // T 42.31, 26.26, 42.45, 44.57, 33.56
      'male over60': [35, 1, 28, 55, 3], // T 45.85, 26.72, 43.63, 51.53, 33.89
      'unspecified over60': [29, 1, 26, 44, 3], // T 44.11, 26.50, 43.03, 48.41, 33.72
    },
  },
  'all 5s': {
    answers: all(5),
    raw: [92, 96, 72, 52, 68],
    percentiles: {
      'female under21': [87, 76, 6, 1, 19], // T 61.91, 57.84, 35.63, 21.88, 40.77
      'male under21': [94, 82, 13, 1, 22], // T 65.26, 59.95, 38.70, 29.55, 41.95
      'unspecified under21': [91, 79, 10, 1, 21], // T 63.60, 58.91, 37.20, 25.92, 41.36
      'female 21-40': [88, 83, 8, 1, 7], // T 62.29, 60.40, 36.63, 14.96, 35.89
      'male 21-40': [94, 86, 13, 1, 11], // T 65.19, 61.24, 38.53, 25.40, 37.74
      'unspecified 21-40': [91, 85, 11, 1, 9], // T 63.75, 60.83, 37.60, 20.55, 36.83
      'female 41-60': [94, 88, 13, 1, 1], // T 65.29, 62.25, 38.79, 5.56, 30.33
      'male 41-60': [97, 90, 21, 1, 2], // T 67.39, 63.24, 41.54, 19.11, 32.57
      'unspecified 41-60': [96, 89, 17, 1, 1], // T 66.34, 62.74, 40.19, 12.94, 31.47
      'female over60': [99, 92, 24, 1, 1], // T 69.12, 63.97, 42.45, 2.55, 27.12
      'male over60': [99, 87, 28, 1, 1], // T 71.69, 61.94, 43.63, 17.43, 27.22
      'unspecified over60': [99, 90, 26, 1, 1], // T 70.43, 62.92, 43.03, 10.77, 27.17
    },
  },
  '1, 5, 1, 5…': {
    answers: alternating(1, 5),
    raw: [76, 72, 64, 84, 52],
    percentiles: {
      'female under21': [55, 22, 1, 36, 1], // T 51.66, 41.82, 28.88, 46.11, 29.65
      'male under21': [67, 30, 1, 54, 1], // T 55.15, 44.34, 32.23, 51.38, 30.91
      'unspecified under21': [62, 26, 1, 46, 1], // T 53.42, 43.09, 30.59, 48.88, 30.28
      'female 21-40': [58, 29, 1, 26, 1], // T 52.39, 44.00, 30.04, 43.06, 24.35
      'male 21-40': [69, 34, 1, 49, 1], // T 55.48, 45.46, 32.21, 49.83, 26.52
      'unspecified 21-40': [63, 31, 1, 38, 1], // T 53.95, 44.75, 31.15, 46.68, 25.45
      'female 41-60': [68, 33, 2, 12, 1], // T 55.35, 45.33, 32.45, 38.08, 17.97
      'male 41-60': [75, 37, 6, 37, 1], // T 57.41, 46.46, 35.41, 46.32, 20.58
      'unspecified 41-60': [72, 35, 4, 24, 1], // T 56.38, 45.90, 33.95, 42.56, 19.30
      'female over60': [78, 32, 7, 7, 1], // T 58.39, 45.11, 36.13, 36.17, 14.25
      'male over60': [86, 30, 9, 31, 1], // T 61.36, 44.33, 37.08, 44.71, 13.88
      'unspecified over60': [82, 31, 8, 19, 1], // T 59.90, 44.71, 36.59, 40.88, 14.07
    },
  },
};

describe('answer patterns against every group (values worked out from the norm table)', () => {
  it.each(Object.entries(WORKED))('%s: domain raw sums and percentiles as worked out by hand', (_, worked) => {
    expect(Object.keys(worked.percentiles).sort()).toEqual(ALL_GROUPS.map(groupName).sort());
    for (const group of ALL_GROUPS) {
      const result = scoreNeo(worked.answers, group);
      expect(domainsOf(result).map((d) => d.raw)).toEqual(worked.raw);
      expect(
        domainsOf(result).map((d) => d.percentile),
        groupName(group),
      ).toEqual(worked.percentiles[groupName(group)]);
    }
  });

  const PATTERNS: Record<string, number[]> = {
    'all 1s': all(1),
    'all 2s': all(2),
    'all 3s': all(3),
    'all 4s': all(4),
    'all 5s': all(5),
    '1, 5, 1, 5…': alternating(1, 5),
    '5, 1, 5, 1…': alternating(5, 1),
    '2, 4, 2, 4…': alternating(2, 4),
    '1, 2, 3, 4, 5, 1…': all(0).map((_, k) => (k % 5) + 1),
    'every answer toward the trait': keyed(true),
    'every answer away from the trait': keyed(false),
  };

  it.each(Object.entries(PATTERNS))(
    '%s: every domain and facet of every group as the table and the formulas written out in the test give',
    (_, answers) => {
      const raw = referenceRaw(answers);
      for (const group of ALL_GROUPS) {
        const result = scoreNeo(answers, group);
        const norms = referenceGroup(group.sex, group.ageBand);
        expect(result.group).toEqual(group);
        NEO_DOMAINS.forEach((d, i) => {
          const where = `${groupName(group)} ${d}`;
          const domain = result.domains[d];
          const t = johnsonT(raw.domains[i]!, norms.domains[i]!);
          expect(domain.raw, where).toBe(raw.domains[i]);
          expect(domain.t, where).toBeCloseTo(t, 9);
          expect(domain.percentile, where).toBe(expectedPercentile(t));
          facetsOf(result, d).forEach((facet, k) => {
            const ft = johnsonT(raw.facets[i]![k]!, norms.domains[i]!.facets[k]!);
            expect(facet.raw, `${where} facet ${k + 1}`).toBe(raw.facets[i]![k]);
            expect(facet.t, `${where} facet ${k + 1}`).toBeCloseTo(ft, 9);
            expect(facet.percentile, `${where} facet ${k + 1}`).toBe(expectedPercentile(ft));
            expect(facet.level, `${where} facet ${k + 1}`).toBe(johnsonLevel(ft));
          });
        });
        expect(is(result, NeoResult)).toBe(true);
      }
    },
  );

  it("averages the women's and the men's means and SDs of the age band for 'unspecified'", () => {
    const women = normsFor({ sex: 'female', ageBand: '41-60' });
    const men = normsFor({ sex: 'male', ageBand: '41-60' });
    const both = normsFor({ sex: 'unspecified', ageBand: '41-60' });
    // Agreeableness: women 95.73 / 9.84, men 88.33 / 11.76.
    expect(both.agreeableness.mean).toBeCloseTo((95.73 + 88.33) / 2, 12);
    expect(both.agreeableness.sd).toBeCloseTo((9.84 + 11.76) / 2, 12);
    // Trust: women 13.79 / 3.52, men 13.42 / 3.49.
    expect(both.agreeableness.facets.trust).toEqual({ mean: (13.79 + 13.42) / 2, sd: (3.52 + 3.49) / 2 });
    expect([women.agreeableness.mean, men.agreeableness.mean]).toEqual([95.73, 88.33]);
  });
});
