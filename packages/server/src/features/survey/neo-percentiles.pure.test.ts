/**
 * The IPIP-NEO-120 scoring's percentiles (Johnson's cubic), facet levels, and properties over seeded random answers.
 * Worked values: neo-worked-values.pure.test.ts; groups, age bands and refused input: neo-groups-and-input.pure.test.ts.
 */
import { NEO_DOMAINS, NEO_FACETS, neoLevelOf, NeoResult } from '@insight/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  ALL_GROUPS,
  johnsonLevel,
  johnsonPercentile,
  johnsonT,
  referenceGroup,
  seededRandom,
} from '../../test/neo-reference.js';
import { NEO_ITEMS } from './neo-items.js';
import { normsFor, percentileOf, rawScores, scoreNeo, tScore } from './neo.js';
import { all, facetsOf, groupName } from './neo.fixtures.js';

describe('percentiles', () => {
  it("follow Johnson's cubic, 1 below T 32 and 99 above 73, cut toward zero", () => {
    expect(percentileOf(31.999)).toBe(1);
    expect(percentileOf(32)).toBe(1); // cubic 1.72
    expect(percentileOf(40)).toBe(17); // cubic 17.12
    expect(percentileOf(60)).toBe(82); // cubic 82.88
    expect(percentileOf(73.001)).toBe(99);
    expect(percentileOf(-1000)).toBe(1);
    expect(percentileOf(1000)).toBe(99);
    // At the mean exactly: the cubic gives 49.9999999999985 with these constants, so int() gives 49.
    expect(percentileOf(50)).toBe(49);
    expect(percentileOf(50)).toBe(johnsonPercentile(50));
  });

  it('never fall as T rises and stay within 1–99 (T from −20 to 120 in steps of 0.001)', () => {
    const wrong: string[] = [];
    let previous = 1;
    for (let k = -20_000; k <= 120_000; k++) {
      const p = percentileOf(k / 1000);
      if (p < previous || p < 1 || p > 99) wrong.push(`T ${k / 1000}: ${p} after ${previous}`);
      previous = p;
    }
    expect(wrong).toEqual([]);
  });

  it("depart from Johnson's program only past his cubic's peak, where it gives 98 between 99s: 13 reachable cases", () => {
    const departures: string[] = [];
    for (const group of ALL_GROUPS) {
      const norms = referenceGroup(group.sex, group.ageBand);
      norms.domains.forEach((domain, i) => {
        const scales = [
          { name: NEO_DOMAINS[i], norm: domain, min: 24, max: 120 },
          ...domain.facets.map((norm, k) => ({ name: NEO_FACETS[NEO_DOMAINS[i]!][k], norm, min: 4, max: 20 })),
        ];
        for (const { name, norm, min, max } of scales) {
          for (let raw = min; raw <= max; raw++) {
            const t = johnsonT(raw, norm);
            const ours = percentileOf(t);
            if (ours !== johnsonPercentile(t))
              departures.push(`${groupName(group)} ${name} ${raw}: ${johnsonPercentile(t)} → ${ours}`);
          }
        }
      });
    }
    expect(departures).toEqual([
      'female 21-40 liberalism 20: 98 → 99',
      'female 21-40 agreeableness 118: 98 → 99',
      'female over60 agreeableness 119: 98 → 99',
      'male under21 extraversion 116: 98 → 99',
      'male under21 orderliness 20: 98 → 99',
      'male 41-60 neuroticism 101: 98 → 99',
      'male 41-60 openness 113: 98 → 99',
      'male over60 neuroticism 94: 98 → 99',
      'male over60 extraversion 111: 98 → 99',
      'unspecified 21-40 neuroticism 107: 98 → 99',
      'unspecified 41-60 depression 19: 98 → 99',
      'unspecified 41-60 openness 114: 98 → 99',
      'unspecified over60 depression 17: 98 → 99',
    ]);
  });

  it('refuse a T score that is not a finite number', () => {
    expect(() => percentileOf(Number.NaN)).toThrow('A T score is a finite number; got NaN');
    expect(() => percentileOf(Number.POSITIVE_INFINITY)).toThrow('A T score is a finite number; got Infinity');
  });
});

describe('facet levels', () => {
  it('are low below T 45, average from 45 to 55 inclusive, high above 55', () => {
    expect([44.999, 45, 50, 55, 55.001].map(neoLevelOf)).toEqual(['low', 'average', 'average', 'average', 'high']);
  });
});

describe('properties (seeded random answers)', () => {
  const random = seededRandom(20_260_314);
  const answerSet = () => all(0).map(() => 1 + Math.floor(random() * 5));
  const groupOf = () => ALL_GROUPS[Math.floor(random() * ALL_GROUPS.length)]!;
  const RUNS = 300;

  it('reverse keying: answering every item 6 − a instead of a mirrors each facet around 12 and each domain around 72', () => {
    for (let run = 0; run < RUNS; run++) {
      const answers = answerSet();
      const raw = rawScores(answers);
      const flipped = rawScores(answers.map((a) => 6 - a));
      for (const d of NEO_DOMAINS) {
        expect(raw.domains[d] + flipped.domains[d]).toBe(144);
        for (const f of NEO_FACETS[d]) {
          const sum = (raw.facets[d] as Record<string, number>)[f]! + (flipped.facets[d] as Record<string, number>)[f]!;
          expect(sum).toBe(24);
        }
      }
    }
  });

  it('bounds: facets 4–20, domains 24–120, each domain the sum of its facets, percentiles 1–99', () => {
    for (let run = 0; run < RUNS; run++) {
      const result = scoreNeo(answerSet(), groupOf());
      for (const d of NEO_DOMAINS) {
        const domain = result.domains[d];
        const facets = facetsOf(result, d);
        expect(domain.raw).toBeGreaterThanOrEqual(24);
        expect(domain.raw).toBeLessThanOrEqual(120);
        expect(facets.reduce((sum, f) => sum + f.raw, 0)).toBe(domain.raw);
        for (const score of [domain, ...facets]) {
          expect(score.percentile).toBeGreaterThanOrEqual(1);
          expect(score.percentile).toBeLessThanOrEqual(99);
        }
        for (const f of facets) {
          expect(f.raw).toBeGreaterThanOrEqual(4);
          expect(f.raw).toBeLessThanOrEqual(20);
        }
      }
      expect(is(result, NeoResult)).toBe(true);
    }
  });

  it('levels: every facet low, average or high as its T score says', () => {
    for (let run = 0; run < RUNS; run++) {
      const result = scoreNeo(answerSet(), groupOf());
      for (const d of NEO_DOMAINS) for (const f of facetsOf(result, d)) expect(f.level).toBe(johnsonLevel(f.t));
    }
  });

  it('monotonic: one answer moved toward the trait raises its facet and domain by 1, and no percentile falls', () => {
    for (let run = 0; run < RUNS; run++) {
      const answers = answerSet();
      const group = groupOf();
      const item = NEO_ITEMS[Math.floor(random() * 120)]!;
      const k = item.number - 1;
      // Toward the trait: up on a '+' item, down on a '-' item; from an answer that can move.
      answers[k] = item.key === '+' ? Math.min(answers[k]!, 4) : Math.max(answers[k]!, 2);
      const moved = answers.slice();
      moved[k] = answers[k]! + (item.key === '+' ? 1 : -1);
      const before = scoreNeo(answers, group).domains[item.domain];
      const after = scoreNeo(moved, group).domains[item.domain];
      const facetBefore = (before.facets as Record<string, { raw: number; percentile: number }>)[item.facetKey]!;
      const facetAfter = (after.facets as Record<string, { raw: number; percentile: number }>)[item.facetKey]!;
      expect(after.raw).toBe(before.raw + 1);
      expect(facetAfter.raw).toBe(facetBefore.raw + 1);
      expect(after.percentile).toBeGreaterThanOrEqual(before.percentile);
      expect(facetAfter.percentile).toBeGreaterThanOrEqual(facetBefore.percentile);
    }
  });

  it('monotonic: for every group and every scale, each raw sum from its least to its most, no percentile falls', () => {
    for (const group of ALL_GROUPS) {
      const norms = normsFor(group);
      for (const d of NEO_DOMAINS) {
        const scales = [
          { norm: norms[d], min: 24, max: 120 },
          ...NEO_FACETS[d].map((f) => ({
            norm: (norms[d].facets as Record<string, { mean: number; sd: number }>)[f]!,
            min: 4,
            max: 20,
          })),
        ];
        for (const { norm, min, max } of scales) {
          let previous = 1;
          for (let raw = min; raw <= max; raw++) {
            const p = percentileOf(tScore(raw, norm));
            expect(p >= previous && p <= 99, `${groupName(group)} ${d} ${raw}: ${p} after ${previous}`).toBe(true);
            previous = p;
          }
        }
      }
    }
  });
});
