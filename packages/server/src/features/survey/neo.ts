/**
 * Scoring of the IPIP-NEO-120: raw sums, T scores, percentiles and facet levels against published norms.
 *
 * The instrument: J. A. Johnson (2014), "Measuring thirty facets of the Five Factor Model with a 120-item public
 * domain inventory: Development of the IPIP-NEO-120", Journal of Research in Personality 51, 78–89. Its items, in
 * the standard administration order with domain, facet and keying, come from @bigfive-org/questions (neo-items.ts).
 *
 * The norms: ipip-neo-120-norms.json, the norm table of Johnson's own IPIP-NEO scoring program (shortipipneo3) as
 * distributed in the public-domain port github.com/kholia/IPIP-NEO-PI (app/evaluator.py, version 21.06): for women
 * and men in four age bands, the mean and SD of each domain's and each facet's raw sum, from large English-language
 * internet samples. A person who gives no sex is compared with the average of the women's and the men's means and
 * SDs of the same age band (an approximation, data/README.md).
 *
 * The method is the one the norm file states, and Johnson's program uses:
 * - an item scores its answer (1–5), a reverse-keyed ('-') item 6 − answer; a facet sums its 4 items (4–20), a
 *   domain its 24 (24–120);
 * - T = 50 + 10·(raw − mean)/SD;
 * - percentile = int(210.335958661391 − 16.7379362643389·T + 0.405936512733332·T² − 0.00270624341822222·T³),
 *   int() cutting toward zero; 1 when T < 32, 99 when T > 73;
 * - a facet is low when T < 45, average when 45 ≤ T ≤ 55, high when T > 55.
 * One departure, so that a higher raw sum never gets a lower percentile: Johnson's cubic peaks at T ≈ 70.94 (99.67)
 * and falls again to 98.93 at T = 73, so his program answers 98 for T in (72.90, 73] while it answers 99 below and
 * above. Here every T from the peak on is 99 (PERCENTILE_PEAK_T). With the table's figures this changes 13 of the
 * reachable (group, scale, raw sum) cases, each from 98 to 99 (neo-percentiles.pure.test.ts lists them); nothing else differs.
 *
 * Not used: bigfive-web's scoring package (@bigfive-org/score) calls a domain or facet high when the mean of its
 * answers is above 3, low when below, neutral at 3. That is not a norm: with Johnson's means and SDs (taken as
 * normal) it calls 63–78 % of people high on extraversion and 69–100 % on openness, agreeableness and
 * conscientiousness, depending on the group. Nothing here follows it.
 */
import {
  NEO_AGE_BANDS,
  NEO_ANSWER_MAX,
  NEO_ANSWER_MIN,
  NEO_DOMAINS,
  NEO_FACETS,
  NEO_ITEM_COUNT,
  NEO_SEXES,
  NeoGroup,
  type NeoAgeBand,
  type NeoDomain,
  type NeoFacet,
  neoLevelOf,
  type NeoResult,
} from '@insight/api';
import { is } from 'superstruct';
import normTable from './ipip-neo-120-norms.json' with { type: 'json' };
import { NEO_ITEMS } from './neo-items.js';

/** A refused input: the message says what is wrong; itemNumbers names the answers at fault (1–120), if any. */
export class NeoScoringError extends Error {
  constructor(
    message: string,
    readonly itemNumbers: readonly number[] = [],
  ) {
    super(message);
    this.name = 'NeoScoringError';
  }
}

// ---------------------------------------------------------------------------------------------
// Raw sums
// ---------------------------------------------------------------------------------------------

/** Raw sums after reverse keying: each domain (24–120) and each facet (4–20). */
export interface NeoRawScores {
  domains: Record<NeoDomain, number>;
  facets: { [D in NeoDomain]: Record<NeoFacet<D>, number> };
}

/** A short picture of a refused value for an error message. */
const describe = (value: unknown, maxLength = 20): string => {
  if (value === undefined) return 'nothing';
  const text = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
};

const isAnswer = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= NEO_ANSWER_MIN && (value as number) <= NEO_ANSWER_MAX;

/**
 * Refuses anything but a list of 120 whole numbers from 1 to 5 (NeoScoringError; a wrong answer's error names its
 * item numbers).
 */
export function checkAnswers(answers: unknown): asserts answers is readonly number[] {
  if (!Array.isArray(answers)) {
    throw new NeoScoringError(`Expected a list of ${NEO_ITEM_COUNT} answers, got ${describe(answers)}`);
  }
  if (answers.length !== NEO_ITEM_COUNT) {
    throw new NeoScoringError(`Expected ${NEO_ITEM_COUNT} answers, got ${answers.length}`);
  }
  const wrong: number[] = [];
  for (let k = 0; k < NEO_ITEM_COUNT; k++) if (!isAnswer(answers[k])) wrong.push(k + 1);
  if (wrong.length > 0) {
    const listed = wrong.map((n) => `${n} (${describe(answers[n - 1])})`).join(', ');
    throw new NeoScoringError(
      `An answer is a whole number from ${NEO_ANSWER_MIN} to ${NEO_ANSWER_MAX}; ` +
        `${wrong.length === 1 ? 'item' : 'items'} ${listed} ${wrong.length === 1 ? 'is' : 'are'} not`,
      wrong,
    );
  }
}

/** The raw sums of 120 answers (1–5) given in the administration order. */
export function rawScores(answers: unknown): NeoRawScores {
  checkAnswers(answers);
  const domains = Object.fromEntries(NEO_DOMAINS.map((d) => [d, 0])) as Record<NeoDomain, number>;
  const facets = Object.fromEntries(
    NEO_DOMAINS.map((d) => [d, Object.fromEntries(NEO_FACETS[d].map((f) => [f, 0]))]),
  ) as Record<NeoDomain, Record<string, number>>;
  for (const item of NEO_ITEMS) {
    const answer = answers[item.number - 1] as number;
    const score = item.key === '+' ? answer : 6 - answer;
    domains[item.domain] += score;
    facets[item.domain][item.facetKey] = (facets[item.domain][item.facetKey] as number) + score;
  }
  return { domains, facets: facets as NeoRawScores['facets'] };
}

// ---------------------------------------------------------------------------------------------
// Comparison groups
// ---------------------------------------------------------------------------------------------

export interface Norm {
  mean: number;
  sd: number;
}
export type DomainNorms<D extends NeoDomain = NeoDomain> = Norm & { facets: Record<NeoFacet<D>, Norm> };
export type GroupNorms = { [D in NeoDomain]: DomainNorms<D> };

/** Johnson's names of the facets: how the norm table names them. */
export const NORM_FACET_NAMES: Record<NeoFacet, string> = {
  anxiety: 'Anxiety',
  anger: 'Anger',
  depression: 'Depression',
  selfConsciousness: 'Self-Consciousness',
  immoderation: 'Immoderation',
  vulnerability: 'Vulnerability',
  friendliness: 'Friendliness',
  gregariousness: 'Gregariousness',
  assertiveness: 'Assertiveness',
  activityLevel: 'Activity Level',
  excitementSeeking: 'Excitement-Seeking',
  cheerfulness: 'Cheerfulness',
  imagination: 'Imagination',
  artisticInterests: 'Artistic Interests',
  emotionality: 'Emotionality',
  adventurousness: 'Adventurousness',
  intellect: 'Intellect',
  liberalism: 'Liberalism',
  trust: 'Trust',
  morality: 'Morality',
  altruism: 'Altruism',
  cooperation: 'Cooperation',
  modesty: 'Modesty',
  sympathy: 'Sympathy',
  selfEfficacy: 'Self-Efficacy',
  orderliness: 'Orderliness',
  dutifulness: 'Dutifulness',
  achievementStriving: 'Achievement-Striving',
  selfDiscipline: 'Self-Discipline',
  cautiousness: 'Cautiousness',
};

/** The norm table's name of an age band. */
const TABLE_AGE_BAND: Record<NeoAgeBand, string> = {
  under21: 'under21',
  '21-40': '21to40',
  '41-60': '41to60',
  over60: 'over60',
};

interface TableScale {
  mean: number;
  sd: number;
  facets?: Record<string, TableScale>;
}
const table = normTable as { groups: Record<string, Record<string, TableScale>> };

/** One figure pair of the table; a missing or impossible one stops the server at start. */
function tableNorm(scale: TableScale | undefined, where: string): Norm {
  if (!scale || !Number.isFinite(scale.mean) || !Number.isFinite(scale.sd) || scale.sd <= 0) {
    throw new Error(`ipip-neo-120-norms.json: no usable mean and SD for ${where}`);
  }
  return Object.freeze({ mean: scale.mean, sd: scale.sd });
}

function tableGroup(sex: 'female' | 'male', ageBand: NeoAgeBand): GroupNorms {
  const name = `${sex}_${TABLE_AGE_BAND[ageBand]}`;
  const group = table.groups[name];
  const norms = Object.fromEntries(
    NEO_DOMAINS.map((d) => {
      const domain = group?.[d];
      const facets = Object.fromEntries(
        NEO_FACETS[d].map((f) => [f, tableNorm(domain?.facets?.[NORM_FACET_NAMES[f]], `${name} ${d} ${f}`)]),
      );
      return [d, Object.freeze({ ...tableNorm(domain, `${name} ${d}`), facets: Object.freeze(facets) })];
    }),
  );
  return Object.freeze(norms) as GroupNorms;
}

/** The average of two norms: mean of the means, mean of the SDs (data/README.md). */
const averaged = (a: Norm, b: Norm): Norm => Object.freeze({ mean: (a.mean + b.mean) / 2, sd: (a.sd + b.sd) / 2 });

function averagedGroup(a: GroupNorms, b: GroupNorms): GroupNorms {
  const norms = Object.fromEntries(
    NEO_DOMAINS.map((d) => {
      const facets = Object.fromEntries(
        NEO_FACETS[d].map((f) => [
          f,
          averaged((a[d].facets as Record<string, Norm>)[f] as Norm, (b[d].facets as Record<string, Norm>)[f] as Norm),
        ]),
      );
      return [d, Object.freeze({ ...averaged(a[d], b[d]), facets: Object.freeze(facets) })];
    }),
  );
  return Object.freeze(norms) as GroupNorms;
}

/** Every group's norms, read once. */
const GROUP_NORMS: Record<`${NeoGroup['sex']} ${NeoAgeBand}`, GroupNorms> = Object.freeze(
  Object.fromEntries(
    NEO_AGE_BANDS.flatMap((band) => {
      const female = tableGroup('female', band);
      const male = tableGroup('male', band);
      return [
        [`female ${band}`, female],
        [`male ${band}`, male],
        [`unspecified ${band}`, averagedGroup(female, male)],
      ];
    }),
  ) as Record<`${NeoGroup['sex']} ${NeoAgeBand}`, GroupNorms>,
);

/** Refuses anything but a known group (NeoScoringError). */
export function checkGroup(group: unknown): asserts group is NeoGroup {
  if (!is(group, NeoGroup)) {
    throw new NeoScoringError(
      `Unknown comparison group, got ${describe(group, 80)}: sex is one of ${NEO_SEXES.join(', ')}; ` +
        `age band one of ${NEO_AGE_BANDS.join(', ')}`,
    );
  }
}

/** The means and SDs a group is compared with. */
export function normsFor(group: unknown): GroupNorms {
  checkGroup(group);
  return GROUP_NORMS[`${group.sex} ${group.ageBand}`];
}

/** The oldest age a year of birth may give. */
export const NEO_MAX_AGE = 130;

/** Johnson's band of an age in whole years: up to 20, 21–40, 41–60, 61 and over. */
export function ageBandOfAge(age: number): NeoAgeBand {
  if (!Number.isInteger(age) || age < 0 || age > NEO_MAX_AGE) {
    throw new NeoScoringError(`An age is a whole number from 0 to ${NEO_MAX_AGE}; got ${describe(age)}`);
  }
  if (age <= 20) return 'under21';
  if (age <= 40) return '21-40';
  if (age <= 60) return '41-60';
  return 'over60';
}

/**
 * The age band of a person born in `yearOfBirth`, on the date `on`: by the age they reach in that calendar year
 * (the date's year in UTC minus the year of birth), whether or not their birthday has come yet. So a person born in
 * 2005 counts as 21, in the band 21–40, from 1 January 2026; at the edges 20 is under21, 21 and 40 are 21-40,
 * 41 and 60 are 41-60, 61 is over60.
 */
export function ageBandOf(yearOfBirth: number, on: Date): NeoAgeBand {
  if (!(on instanceof Date) || Number.isNaN(on.getTime())) throw new NeoScoringError('The date is not a valid date');
  const year = on.getUTCFullYear();
  if (!Number.isInteger(yearOfBirth) || yearOfBirth > year || yearOfBirth < year - NEO_MAX_AGE) {
    throw new NeoScoringError(
      `A year of birth is a whole number from ${year - NEO_MAX_AGE} to ${year}; got ${describe(yearOfBirth)}`,
    );
  }
  return ageBandOfAge(year - yearOfBirth);
}

// ---------------------------------------------------------------------------------------------
// T scores, percentiles, levels
// ---------------------------------------------------------------------------------------------

/** T = 50 + 10·(raw − mean)/SD, in the order of operations of Johnson's program. */
export function tScore(raw: number, norm: Norm): number {
  return 50 + (10 * (raw - norm.mean)) / norm.sd;
}

// Johnson's cubic approximation of the percentile of a T score.
const C1 = 210.335958661391;
const C2 = 16.7379362643389;
const C3 = 0.405936512733332;
const C4 = 0.00270624341822222;
const cubic = (t: number): number => C1 - C2 * t + C3 * t ** 2 - C4 * t ** 3;

/** Below this T the percentile is 1, above PERCENTILE_TOP_T 99 (Johnson's clamps). */
export const PERCENTILE_BOTTOM_T = 32;
export const PERCENTILE_TOP_T = 73;
/** Where the cubic peaks (T ≈ 70.937, percentile 99.67): from here on the percentile is 99 (see the top). */
export const PERCENTILE_PEAK_T = (2 * C3 + Math.sqrt(4 * C3 ** 2 - 12 * C2 * C4)) / (6 * C4);

/** The percentile (1–99) of a T score by Johnson's cubic, held at 99 from the cubic's peak. */
export function percentileOf(t: number): number {
  if (!Number.isFinite(t)) throw new RangeError(`A T score is a finite number; got ${t}`);
  if (t < PERCENTILE_BOTTOM_T) return 1;
  if (t > PERCENTILE_TOP_T || t >= PERCENTILE_PEAK_T) return 99;
  return Math.trunc(cubic(t));
}

// ---------------------------------------------------------------------------------------------
// The result
// ---------------------------------------------------------------------------------------------

/**
 * Scores 120 answers (1–5, administration order) against a comparison group. Refuses (NeoScoringError) anything
 * but 120 whole answers from 1 to 5 and a known group.
 */
export function scoreNeo(answers: unknown, group: unknown): NeoResult {
  checkGroup(group);
  const norms = normsFor(group);
  const raw = rawScores(answers);
  const domains = Object.fromEntries(
    NEO_DOMAINS.map((d) => {
      const facetNorms = norms[d].facets as Record<string, Norm>;
      const facetRaws = raw.facets[d] as Record<string, number>;
      const facets = Object.fromEntries(
        NEO_FACETS[d].map((f) => {
          const t = tScore(facetRaws[f] as number, facetNorms[f] as Norm);
          return [f, { raw: facetRaws[f] as number, t, percentile: percentileOf(t), level: neoLevelOf(t) }];
        }),
      );
      const t = tScore(raw.domains[d], norms[d]);
      return [d, { raw: raw.domains[d], t, percentile: percentileOf(t), facets }];
    }),
  );
  return { group: { sex: group.sex, ageBand: group.ageBand }, domains: domains as NeoResult['domains'] };
}
