/**
 * The IPIP-NEO-120 result (Johnson, 2014, Journal of Research in Personality 51, 78–89): five domains and their
 * thirty facets, each as a raw sum, a T score and a percentile against a named comparison group (Johnson's norms:
 * women or men, or both averaged, in one of four age bands). The server computes it (features/survey/neo.ts); the
 * app shows it.
 */
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  size,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct';

/** The five domains, in Johnson's order (item i belongs to domain (i − 1) mod 5 of this list). */
export const NEO_DOMAINS = ['neuroticism', 'extraversion', 'openness', 'agreeableness', 'conscientiousness'] as const;
export type NeoDomain = (typeof NEO_DOMAINS)[number];

/** Each domain's six facets, in Johnson's order (facet 1 to 6). */
export const NEO_FACETS = {
  neuroticism: ['anxiety', 'anger', 'depression', 'selfConsciousness', 'immoderation', 'vulnerability'],
  extraversion: [
    'friendliness',
    'gregariousness',
    'assertiveness',
    'activityLevel',
    'excitementSeeking',
    'cheerfulness',
  ],
  openness: ['imagination', 'artisticInterests', 'emotionality', 'adventurousness', 'intellect', 'liberalism'],
  agreeableness: ['trust', 'morality', 'altruism', 'cooperation', 'modesty', 'sympathy'],
  conscientiousness: [
    'selfEfficacy',
    'orderliness',
    'dutifulness',
    'achievementStriving',
    'selfDiscipline',
    'cautiousness',
  ],
} as const satisfies Record<NeoDomain, readonly string[]>;
/** A facet key; `NeoFacet<'openness'>` is one of openness's six. */
export type NeoFacet<D extends NeoDomain = NeoDomain> = (typeof NEO_FACETS)[D][number];

export const NEO_ITEM_COUNT = 120;
export const NEO_ANSWER_MIN = 1;
export const NEO_ANSWER_MAX = 5;
/** A facet sums 4 items (4–20), a domain its 24 (24–120). */
export const NEO_FACET_RAW_MIN = 4;
export const NEO_FACET_RAW_MAX = 20;
export const NEO_DOMAIN_RAW_MIN = 24;
export const NEO_DOMAIN_RAW_MAX = 120;
export const NEO_PERCENTILE_MIN = 1;
export const NEO_PERCENTILE_MAX = 99;

/** Whom a person is compared with: Johnson's norms of women or men; 'unspecified' averages the two. */
export const NEO_SEXES = ['female', 'male', 'unspecified'] as const;
export type NeoSex = (typeof NEO_SEXES)[number];
/** Johnson's age bands: up to 20, 21 to 40, 41 to 60, 61 and over. */
export const NEO_AGE_BANDS = ['under21', '21-40', '41-60', 'over60'] as const;
export type NeoAgeBand = (typeof NEO_AGE_BANDS)[number];

/** A facet's level by its T score: low below 45, average 45 to 55, high above 55. */
export const NEO_LEVELS = ['low', 'average', 'high'] as const;
export type NeoLevel = (typeof NEO_LEVELS)[number];

/** A T score's level, a domain's or a facet's (the norms' rule): low when T < 45, average when 45 ≤ T ≤ 55, high when T > 55. */
export function neoLevelOf(t: number): NeoLevel {
  if (t < 45) return 'low';
  if (t > 55) return 'high';
  return 'average';
}

/** The comparison group. */
export const NeoGroup = type({ sex: enums(NEO_SEXES), ageBand: enums(NEO_AGE_BANDS) });
export type NeoGroup = Infer<typeof NeoGroup>;

const Percentile = size(integer(), NEO_PERCENTILE_MIN, NEO_PERCENTILE_MAX);

/** One facet: its raw sum (4–20), T score, percentile (1–99) and level. */
export const NeoFacetScore = type({
  raw: size(integer(), NEO_FACET_RAW_MIN, NEO_FACET_RAW_MAX),
  t: number(),
  percentile: Percentile,
  level: enums(NEO_LEVELS),
});
export type NeoFacetScore = Infer<typeof NeoFacetScore>;

const domainScore = <D extends NeoDomain>(domain: D) =>
  type({
    raw: size(integer(), NEO_DOMAIN_RAW_MIN, NEO_DOMAIN_RAW_MAX),
    t: number(),
    percentile: Percentile,
    facets: type(
      Object.fromEntries(NEO_FACETS[domain].map((facet) => [facet, NeoFacetScore])) as Record<
        NeoFacet<D>,
        typeof NeoFacetScore
      >,
    ),
  });

/** A scored IPIP-NEO-120: the group it is compared with and the five domains with their facets. */
export const NeoResult = type({
  group: NeoGroup,
  domains: type({
    neuroticism: domainScore('neuroticism'),
    extraversion: domainScore('extraversion'),
    openness: domainScore('openness'),
    agreeableness: domainScore('agreeableness'),
    conscientiousness: domainScore('conscientiousness'),
  }),
});
export type NeoResult = Infer<typeof NeoResult>;

/** One domain: its raw sum (24–120), T score, percentile (1–99), and its six facets. */
export type NeoDomainScore<D extends NeoDomain = NeoDomain> = NeoResult['domains'][D];

/**
 * The group a person is compared with until they choose one: both sexes averaged, aged 21 to 40 (the band of most
 * of Johnson's sample). The insight says whether the group was chosen (`groupChosen`), so the map can ask.
 */
export const NEO_DEFAULT_GROUP: NeoGroup = { sex: 'unspecified', ageBand: '21-40' };

const domainMap = <T>(struct: Struct<T, null>) =>
  type({
    neuroticism: struct,
    extraversion: struct,
    openness: struct,
    agreeableness: struct,
    conscientiousness: struct,
  });

/** The five domains' percentiles (1–99). */
export const NeoDomainPercentiles = domainMap(Percentile);
export type NeoDomainPercentiles = Record<NeoDomain, number>;

/** One finished full take on a person's history: when it was finished and its five percentiles (against the group of now). */
export const NeoHistoryPoint = type({ takenAt: string(), percentiles: NeoDomainPercentiles });
export type NeoHistoryPoint = Infer<typeof NeoHistoryPoint>;

/**
 * The change since the previous finished full take: when that one was finished, and per domain the difference in
 * percentile points (this take's percentile minus that one's, both against the group of now; −98 to 98).
 */
export const NeoChange = type({ since: string(), points: domainMap(size(integer(), -98, 98)) });
export type NeoChange = { since: string; points: Record<NeoDomain, number> };

/**
 * A person's full result (IPIP-NEO-120), as GET /api/traits/:userId gives it: the latest finished full take scored
 * against the person's group (chosen, or NEO_DEFAULT_GROUP until they choose), when it was finished, and, for the
 * person themself only, the change since their previous full take and every full take finished, oldest first
 * (a connection gets `change: null` and `history: []`).
 */
export const NeoInsight = type({
  takenAt: string(),
  groupChosen: boolean(),
  result: NeoResult,
  change: nullable(NeoChange),
  history: array(NeoHistoryPoint),
});
export type NeoInsight = Infer<typeof NeoInsight>;
