/**
 * An independent reference for the IPIP-NEO-120 tests: the administration order's rule, Johnson's keying, the norm
 * table read as plain data and his formulas, each written out here from its source, not taken from the scoring
 * module (features/survey/neo.ts) or the items adapter (neo-items.ts). Domains and facets are by position: domain
 * 0–4 is N, E, O, A, C; facet 0–5 is Johnson's order within it.
 */
import { readFileSync } from 'node:fs';

/**
 * The reverse-keyed items: those whose first answer ('Very Inaccurate') scores 5 on Johnson's own IPIP-NEO short
 * form (shortipipneo, as in github.com/kholia/IPIP-NEO-PI app/views/shortipipneo.html). 55 items.
 */
export const JOHNSON_MINUS_ITEMS: readonly number[] = [
  9, 19, 24, 30, 39, 40, 48, 49, 51, 53, 54, 60, 62, 67, 68, 69, 70, 73, 74, 75, 78, 79, 80, 81, 83, 84, 85, 88, 89, 90,
  92, 94, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 113, 114, 115, 116, 118, 119, 120,
];

/** The rule of the standard administration order (data/README.md), item i = 1–120: domain 0–4 and facet 1–6. */
export const domainIndexOfItem = (i: number): number => (i - 1) % 5;
export const facetOfItem = (i: number): number => Math.floor(((i - 1) % 30) / 5) + 1;

/** Raw sums by the rule and Johnson's keying: domains[5] and facets[5][6]. */
export function referenceRaw(answers: readonly number[]): { domains: number[]; facets: number[][] } {
  const domains = [0, 0, 0, 0, 0];
  const facets = domains.map(() => [0, 0, 0, 0, 0, 0]);
  answers.forEach((answer, k) => {
    const i = k + 1;
    const score = JOHNSON_MINUS_ITEMS.includes(i) ? 6 - answer : answer;
    domains[domainIndexOfItem(i)]! += score;
    facets[domainIndexOfItem(i)]![facetOfItem(i) - 1]! += score;
  });
  return { domains, facets };
}

export interface ReferenceNorm {
  mean: number;
  sd: number;
}
export interface ReferenceGroup {
  domains: (ReferenceNorm & { facets: ReferenceNorm[] })[];
}

interface TableScale {
  mean: number;
  sd: number;
  facets: Record<string, ReferenceNorm>;
}
const table = JSON.parse(
  readFileSync(new URL('../features/survey/ipip-neo-120-norms.json', import.meta.url), 'utf8'),
) as { groups: Record<string, Record<string, TableScale>> };

const tableGroup = (name: string): ReferenceGroup => ({
  domains: Object.values(table.groups[name]!).map((d) => ({
    mean: d.mean,
    sd: d.sd,
    facets: Object.values(d.facets).map((f) => ({ mean: f.mean, sd: f.sd })),
  })),
});

/** The table's band names by ours. */
const BANDS: Record<string, string> = { under21: 'under21', '21-40': '21to40', '41-60': '41to60', over60: 'over60' };

/** A group's figures; 'unspecified' is the mean of the women's and the men's means and of their SDs (data/README.md). */
export function referenceGroup(sex: string, ageBand: string): ReferenceGroup {
  if (sex !== 'unspecified') return tableGroup(`${sex}_${BANDS[ageBand]}`);
  const women = tableGroup(`female_${BANDS[ageBand]}`);
  const men = tableGroup(`male_${BANDS[ageBand]}`);
  const mean = (a: ReferenceNorm, b: ReferenceNorm) => ({ mean: (a.mean + b.mean) / 2, sd: (a.sd + b.sd) / 2 });
  return {
    domains: women.domains.map((w, d) => ({
      ...mean(w, men.domains[d]!),
      facets: w.facets.map((f, k) => mean(f, men.domains[d]!.facets[k]!)),
    })),
  };
}

/** Johnson's program (evaluator.py): SN = (10 * (N - mean) / sd) + 50. */
export const johnsonT = (raw: number, norm: ReferenceNorm): number => (10 * (raw - norm.mean)) / norm.sd + 50;

/** Johnson's program: int() of the cubic, then 1 when T < 32 and 99 when T > 73. */
export function johnsonPercentile(t: number): number {
  let p = Math.trunc(
    210.335958661391 - 16.7379362643389 * t + 0.405936512733332 * t ** 2 - 0.00270624341822222 * t ** 3,
  );
  if (t < 32) p = 1;
  if (t > 73) p = 99;
  return p;
}

/**
 * What the scoring module answers: Johnson's percentile, but 99 for 71 ≤ T ≤ 73, where his cubic has passed its peak
 * (T ≈ 70.94) and dips to 98 for T in (72.90, 73] before his clamp brings 99 back above 73.
 */
export const expectedPercentile = (t: number): number => (t >= 71 && t <= 73 ? 99 : johnsonPercentile(t));

/** Johnson's facet levels: low below T 45, high above 55, average between (both ends included). */
export const johnsonLevel = (t: number): string => (t < 45 ? 'low' : t > 55 ? 'high' : 'average');

/** The 12 groups: 3 sexes × 4 age bands. */
export const ALL_GROUPS = (['female', 'male', 'unspecified'] as const).flatMap((sex) =>
  (['under21', '21-40', '41-60', 'over60'] as const).map((ageBand) => ({ sex, ageBand })),
);

/** A small seeded random generator (mulberry32): the same numbers on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
