import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The file as data, read apart from the scoring module that imports it. */
const norms = JSON.parse(readFileSync(new URL('./ipip-neo-120-norms.json', import.meta.url), 'utf8')) as {
  [field: string]: unknown;
  groups: Record<
    string,
    Record<string, { mean: unknown; sd: unknown; facets: Record<string, Record<string, unknown>> }>
  >;
};

const GROUPS = [
  'male_under21',
  'male_21to40',
  'male_41to60',
  'male_over60',
  'female_under21',
  'female_21to40',
  'female_41to60',
  'female_over60',
];
/** Johnson's domains and facets, in his order. */
const FACETS: Record<string, string[]> = {
  neuroticism: ['Anxiety', 'Anger', 'Depression', 'Self-Consciousness', 'Immoderation', 'Vulnerability'],
  extraversion: [
    'Friendliness',
    'Gregariousness',
    'Assertiveness',
    'Activity Level',
    'Excitement-Seeking',
    'Cheerfulness',
  ],
  openness: ['Imagination', 'Artistic Interests', 'Emotionality', 'Adventurousness', 'Intellect', 'Liberalism'],
  agreeableness: ['Trust', 'Morality', 'Altruism', 'Cooperation', 'Modesty', 'Sympathy'],
  conscientiousness: [
    'Self-Efficacy',
    'Orderliness',
    'Dutifulness',
    'Achievement-Striving',
    'Self-Discipline',
    'Cautiousness',
  ],
};

const isFigure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

describe('the IPIP-NEO-120 norm table (ipip-neo-120-norms.json)', () => {
  it('names its instrument and source, and states the method neo.ts implements', () => {
    expect(norms.instrument).toBe('IPIP-NEO-120 (Johnson, 2014, Journal of Research in Personality 51, 78-89)');
    expect(norms.source).toBe(
      "the norm table in John A. Johnson's IPIP-NEO scoring program (shortipipneo3), as distributed in the " +
        'public-domain port github.com/kholia/IPIP-NEO-PI app/evaluator.py (version 21.06)',
    );
    expect(norms.raw_scores).toBe(
      'each item scored 1-5 after reverse keying; a facet is the sum of its 4 items (4-20); a domain the sum of its ' +
        '24 items (24-120)',
    );
    expect(norms.standard_score).toBe('T = 50 + 10 * (raw - mean) / sd');
    expect(norms.percentile).toBe(
      'int(210.335958661391 - 16.7379362643389*T + 0.405936512733332*T^2 - 0.00270624341822222*T^3); ' +
        '1 when T < 32, 99 when T > 73',
    );
    expect(norms.facet_levels).toBe('low when T < 45, average when 45 <= T <= 55, high when T > 55');
  });

  it('has the 8 groups, each with the 5 domains and their 6 facets in Johnson’s order', () => {
    expect(Object.keys(norms.groups)).toEqual(GROUPS);
    for (const group of GROUPS) {
      expect(Object.keys(norms.groups[group]), group).toEqual(Object.keys(FACETS));
      for (const [domain, facets] of Object.entries(FACETS)) {
        expect(Object.keys(norms.groups[group][domain].facets), `${group} ${domain}`).toEqual(facets);
      }
    }
  });

  it('gives every domain and facet of every group a mean and an SD above 0, within the scale’s range', () => {
    let figures = 0;
    for (const group of GROUPS) {
      for (const domain of Object.keys(FACETS)) {
        const d = norms.groups[group][domain];
        expect(Object.keys(d).sort(), `${group} ${domain}`).toEqual(['facets', 'mean', 'sd']);
        expect(isFigure(d.mean) && d.mean > 24 && d.mean < 120, `${group} ${domain} mean ${d.mean}`).toBe(true);
        expect(isFigure(d.sd) && d.sd > 0, `${group} ${domain} sd ${d.sd}`).toBe(true);
        figures += 2;
        let facetMeans = 0;
        for (const facet of FACETS[domain]) {
          const f = d.facets[facet];
          expect(Object.keys(f).sort(), `${group} ${facet}`).toEqual(['mean', 'sd']);
          expect(isFigure(f.mean) && f.mean > 4 && f.mean < 20, `${group} ${facet} mean ${f.mean}`).toBe(true);
          expect(isFigure(f.sd) && f.sd > 0, `${group} ${facet} sd ${f.sd}`).toBe(true);
          facetMeans += f.mean as number;
          figures += 2;
        }
        // Johnson's domain means are not exactly the sums of his facet means (they differ by up to 0.69), but a
        // figure typed into the wrong place would move the sum by far more.
        expect(Math.abs(facetMeans - (d.mean as number)), `${group} ${domain}`).toBeLessThan(1);
      }
    }
    expect(figures).toBe(8 * 5 * 7 * 2);
  });

  it('holds the figures of Johnson’s table (spot checks against evaluator.py)', () => {
    expect(norms.groups.female_21to40.agreeableness).toMatchObject({ mean: 91.91, sd: 11.39 });
    expect(norms.groups.male_under21.neuroticism.facets.Anxiety).toEqual({ mean: 11.72, sd: 3.76 });
    expect(norms.groups.male_over60.conscientiousness.facets.Dutifulness).toEqual({ mean: 17.54, sd: 2.3 });
    expect(norms.groups.female_over60.agreeableness.facets.Morality).toEqual({ mean: 18.64, sd: 1.9 });
  });
});
