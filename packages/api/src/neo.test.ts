import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { NEO_DOMAINS, NEO_FACETS, NeoGroup, NeoResult, type NeoFacetScore } from './neo.js';

const facet: NeoFacetScore = { raw: 12, t: 50, percentile: 49, level: 'average' };
const domain = (d: (typeof NEO_DOMAINS)[number]) => ({
  raw: 72,
  t: 50,
  percentile: 49,
  facets: Object.fromEntries(NEO_FACETS[d].map((f) => [f, facet])),
});
/** A result as plain data, so a test can spoil any part of it. */
interface Loose {
  group: Record<string, string>;
  domains: Record<string, { raw: number; percentile: number; facets: Record<string, Record<string, unknown>> }>;
}
const result = (): Loose => ({
  group: { sex: 'female', ageBand: '21-40' },
  domains: Object.fromEntries(NEO_DOMAINS.map((d) => [d, domain(d)])),
});

describe('NeoResult', () => {
  it('names thirty facets, six per domain, none twice', () => {
    const all = NEO_DOMAINS.flatMap((d) => NEO_FACETS[d]);
    expect(NEO_DOMAINS.map((d) => NEO_FACETS[d].length)).toEqual([6, 6, 6, 6, 6]);
    expect(new Set(all).size).toBe(30);
  });

  it('accepts a whole result', () => {
    expect(is(result(), NeoResult)).toBe(true);
  });

  it.each([
    ['a facet raw sum above 20', (r: Loose) => (r.domains.openness.facets.liberalism.raw = 21)],
    ['a facet raw sum below 4', (r: Loose) => (r.domains.openness.facets.liberalism.raw = 3)],
    ['a domain raw sum above 120', (r: Loose) => (r.domains.agreeableness.raw = 121)],
    ['a domain raw sum below 24', (r: Loose) => (r.domains.agreeableness.raw = 23)],
    ['a fractional raw sum', (r: Loose) => (r.domains.agreeableness.raw = 72.5)],
    ['a percentile of 0', (r: Loose) => (r.domains.neuroticism.percentile = 0)],
    ['a percentile of 100', (r: Loose) => (r.domains.neuroticism.facets.anger.percentile = 100)],
    ['an unknown level', (r: Loose) => (r.domains.neuroticism.facets.anger.level = 'medium')],
    ['a missing facet', (r: Loose) => delete r.domains.conscientiousness.facets.cautiousness],
    ['an unknown sex', (r: Loose) => (r.group.sex = 'other')],
    ['an unknown age band', (r: Loose) => (r.group.ageBand = '20-40')],
  ])('refuses %s', (_, spoil) => {
    const r = result();
    spoil(r);
    expect(is(r, NeoResult)).toBe(false);
  });

  it('has the groups of three sexes and four age bands', () => {
    for (const sex of ['female', 'male', 'unspecified'])
      for (const ageBand of ['under21', '21-40', '41-60', 'over60']) expect(is({ sex, ageBand }, NeoGroup)).toBe(true);
    expect(is({ sex: 'F', ageBand: '21-40' }, NeoGroup)).toBe(false);
  });
});
