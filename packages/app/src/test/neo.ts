import {
  NEO_DOMAINS,
  NEO_FACETS,
  type NeoChange,
  type NeoDomain,
  type NeoGroup,
  type NeoHistoryPoint,
  type NeoInsight,
  type NeoLevel,
  type NeoResult,
} from '@insight/api';

/**
 * A full result (IPIP-NEO-120) for the app's tests and stories: each domain at the percentile given, its six
 * facets spread around it (−10, −5, 0, +5, +10, +15, held to 1–99). The raw sums and T scores are plausible,
 * not worked from the norms: the app shows percentiles and levels, never recomputes them.
 */
export const neoPercentiles = {
  /** The check: all 120 answers "Neither accurate nor inaccurate", a woman of 30. */
  neutral: { neuroticism: 49, extraversion: 29, openness: 8, agreeableness: 2, conscientiousness: 13 },
  /** Ada's second take. */
  ada: { neuroticism: 35, extraversion: 71, openness: 88, agreeableness: 22, conscientiousness: 90 },
  zoe: { neuroticism: 60, extraversion: 18, openness: 40, agreeableness: 76, conscientiousness: 81 },
} satisfies Record<string, Record<NeoDomain, number>>;

const held = (value: number) => Math.min(99, Math.max(1, Math.round(value)));
/** The level of a percentile as the T-score rule gives it (T 45 ≈ 31st, T 55 ≈ 69th percentile). */
export const levelOfPercentile = (percentile: number): NeoLevel =>
  percentile < 31 ? 'low' : percentile > 69 ? 'high' : 'average';
const tOf = (percentile: number) => Math.round((30 + (percentile / 100) * 40) * 10) / 10;
const SPREAD = [-10, -5, 0, 5, 10, 15];

export function neoResultOf(percentiles: Record<NeoDomain, number>, group: NeoGroup): NeoResult {
  const domain = (key: NeoDomain) => {
    const p = percentiles[key];
    const facets = Object.fromEntries(
      NEO_FACETS[key].map((facet, i) => {
        const fp = held(p + (SPREAD[i] ?? 0));
        return [
          facet,
          { raw: 4 + Math.round((fp / 99) * 16), t: tOf(fp), percentile: fp, level: levelOfPercentile(fp) },
        ];
      }),
    );
    return { raw: 24 + Math.round((p / 99) * 96), t: tOf(p), percentile: p, facets };
  };
  return {
    group,
    domains: Object.fromEntries(NEO_DOMAINS.map((key) => [key, domain(key)])) as NeoResult['domains'],
  };
}

export interface NeoInsightOptions {
  group?: NeoGroup;
  groupChosen?: boolean;
  takenAt?: string;
  /** Earlier full takes (oldest first), for the person themself: the history and the change follow from them. */
  earlier?: readonly NeoHistoryPoint[];
  /** A connection's view: no change, no history (default: the person's own). */
  connection?: boolean;
}

/** GET /api/traits/:userId's `full` for a person with these percentiles. */
export function neoInsightOf(
  percentiles: Record<NeoDomain, number>,
  {
    group = { sex: 'female', ageBand: '21-40' },
    groupChosen = true,
    takenAt = '2026-11-20T10:00:00.000Z',
    earlier = [],
    connection = false,
  }: NeoInsightOptions = {},
): NeoInsight {
  const previous = connection ? undefined : earlier[earlier.length - 1];
  const change: NeoChange | null = previous
    ? {
        since: previous.takenAt,
        points: Object.fromEntries(
          NEO_DOMAINS.map((key) => [key, percentiles[key] - previous.percentiles[key]]),
        ) as Record<NeoDomain, number>,
      }
    : null;
  return {
    takenAt,
    groupChosen,
    result: neoResultOf(percentiles, group),
    change,
    history: connection ? [] : [...earlier, { takenAt, percentiles }],
  };
}
