/**
 * The IPIP Big-Five Factor Markers, 50 items (public domain: ipip.ori.org; Goldberg et al. 2006,
 * Journal of Research in Personality 40:84–96). Items in administration order, each with its
 * factor and key, the 5-point scale, and the scoring: `+` items score as answered, `−` items
 * score 6 − x, each factor sums its 10 items (10–50).
 */
import { TRAIT_KEYS, TRAIT_SCORE_MAX, TRAIT_SCORE_MIN } from '@insight/api';

/** The five factors: the api's trait keys (the chart and the comparison read the same names). */
export const IPIP_FACTORS = TRAIT_KEYS;
export type IpipFactor = (typeof IPIP_FACTORS)[number];

export const IPIP_FACTOR_LABELS: Record<IpipFactor, string> = {
  extraversion: 'Extraversion',
  agreeableness: 'Agreeableness',
  conscientiousness: 'Conscientiousness',
  emotionalStability: 'Emotional Stability',
  intellect: 'Intellect/Imagination',
};

export type IpipKey = '+' | '-';
export type IpipAnswer = 1 | 2 | 3 | 4 | 5;

export interface IpipItem {
  /** 1–50, the administration order. */
  number: number;
  text: string;
  factor: IpipFactor;
  key: IpipKey;
}

/** The 5-point scale, value → label. */
export const IPIP_SCALE: readonly { value: IpipAnswer; label: string }[] = [
  { value: 1, label: 'Very Inaccurate' },
  { value: 2, label: 'Moderately Inaccurate' },
  { value: 3, label: 'Neither Inaccurate nor Accurate' },
  { value: 4, label: 'Moderately Accurate' },
  { value: 5, label: 'Very Accurate' },
];

const E = 'extraversion';
const A = 'agreeableness';
const C = 'conscientiousness';
const N = 'emotionalStability';
const O = 'intellect';

export const IPIP_ITEMS: readonly IpipItem[] = [
  { number: 1, text: 'Am the life of the party.', factor: E, key: '+' },
  { number: 2, text: 'Feel little concern for others.', factor: A, key: '-' },
  { number: 3, text: 'Am always prepared.', factor: C, key: '+' },
  { number: 4, text: 'Get stressed out easily.', factor: N, key: '-' },
  { number: 5, text: 'Have a rich vocabulary.', factor: O, key: '+' },
  { number: 6, text: "Don't talk a lot.", factor: E, key: '-' },
  { number: 7, text: 'Am interested in people.', factor: A, key: '+' },
  { number: 8, text: 'Leave my belongings around.', factor: C, key: '-' },
  { number: 9, text: 'Am relaxed most of the time.', factor: N, key: '+' },
  { number: 10, text: 'Have difficulty understanding abstract ideas.', factor: O, key: '-' },
  { number: 11, text: 'Feel comfortable around people.', factor: E, key: '+' },
  { number: 12, text: 'Insult people.', factor: A, key: '-' },
  { number: 13, text: 'Pay attention to details.', factor: C, key: '+' },
  { number: 14, text: 'Worry about things.', factor: N, key: '-' },
  { number: 15, text: 'Have a vivid imagination.', factor: O, key: '+' },
  { number: 16, text: 'Keep in the background.', factor: E, key: '-' },
  { number: 17, text: "Sympathize with others' feelings.", factor: A, key: '+' },
  { number: 18, text: 'Make a mess of things.', factor: C, key: '-' },
  { number: 19, text: 'Seldom feel blue.', factor: N, key: '+' },
  { number: 20, text: 'Am not interested in abstract ideas.', factor: O, key: '-' },
  { number: 21, text: 'Start conversations.', factor: E, key: '+' },
  { number: 22, text: "Am not interested in other people's problems.", factor: A, key: '-' },
  { number: 23, text: 'Get chores done right away.', factor: C, key: '+' },
  { number: 24, text: 'Am easily disturbed.', factor: N, key: '-' },
  { number: 25, text: 'Have excellent ideas.', factor: O, key: '+' },
  { number: 26, text: 'Have little to say.', factor: E, key: '-' },
  { number: 27, text: 'Have a soft heart.', factor: A, key: '+' },
  { number: 28, text: 'Often forget to put things back in their proper place.', factor: C, key: '-' },
  { number: 29, text: 'Get upset easily.', factor: N, key: '-' },
  { number: 30, text: 'Do not have a good imagination.', factor: O, key: '-' },
  { number: 31, text: 'Talk to a lot of different people at parties.', factor: E, key: '+' },
  { number: 32, text: 'Am not really interested in others.', factor: A, key: '-' },
  { number: 33, text: 'Like order.', factor: C, key: '+' },
  { number: 34, text: 'Change my mood a lot.', factor: N, key: '-' },
  { number: 35, text: 'Am quick to understand things.', factor: O, key: '+' },
  { number: 36, text: "Don't like to draw attention to myself.", factor: E, key: '-' },
  { number: 37, text: 'Take time out for others.', factor: A, key: '+' },
  { number: 38, text: 'Shirk my duties.', factor: C, key: '-' },
  { number: 39, text: 'Have frequent mood swings.', factor: N, key: '-' },
  { number: 40, text: 'Use difficult words.', factor: O, key: '+' },
  { number: 41, text: "Don't mind being the center of attention.", factor: E, key: '+' },
  { number: 42, text: "Feel others' emotions.", factor: A, key: '+' },
  { number: 43, text: 'Follow a schedule.', factor: C, key: '+' },
  { number: 44, text: 'Get irritated easily.', factor: N, key: '-' },
  { number: 45, text: 'Spend time reflecting on things.', factor: O, key: '+' },
  { number: 46, text: 'Am quiet around strangers.', factor: E, key: '-' },
  { number: 47, text: 'Make people feel at ease.', factor: A, key: '+' },
  { number: 48, text: 'Am exacting in my work.', factor: C, key: '+' },
  { number: 49, text: 'Often feel blue.', factor: N, key: '-' },
  { number: 50, text: 'Am full of ideas.', factor: O, key: '+' },
];

export type IpipScores = Record<IpipFactor, number>;
export type IpipAnswers = Record<number, IpipAnswer>;

export const SCORE_MIN = TRAIT_SCORE_MIN;
export const SCORE_MAX = TRAIT_SCORE_MAX;

export class IpipScoringError extends Error {
  constructor(
    message: string,
    readonly itemNumbers: number[],
  ) {
    super(message);
    this.name = 'IpipScoringError';
  }
}

/** True when `value` is one of the five scale values. */
export function isIpipAnswer(value: unknown): value is IpipAnswer {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5;
}

/** Item numbers (1–50) that have no valid answer yet. */
export function missingItems(answers: Partial<Record<number, unknown>>): number[] {
  return IPIP_ITEMS.filter((item) => !isIpipAnswer(answers[item.number])).map((item) => item.number);
}

/**
 * Scores a complete questionnaire. Throws IpipScoringError when any of the 50 answers is missing
 * or not an integer 1–5 (the error lists the item numbers).
 */
export function scoreIpip(answers: Partial<Record<number, unknown>>): IpipScores {
  const missing = missingItems(answers);
  if (missing.length > 0) {
    throw new IpipScoringError(`Missing or invalid answers for items ${missing.join(', ')}`, missing);
  }
  const scores: IpipScores = {
    extraversion: 0,
    agreeableness: 0,
    conscientiousness: 0,
    emotionalStability: 0,
    intellect: 0,
  };
  for (const item of IPIP_ITEMS) {
    const answer = answers[item.number] as IpipAnswer;
    scores[item.factor] += item.key === '+' ? answer : 6 - answer;
  }
  return scores;
}

export type ScoreBand = 'low' | 'middle' | 'high';

/** Upper bound of the low band and lower bound of the high band (scores 10–50). */
export const BAND_LOW_MAX = 23;
export const BAND_HIGH_MIN = 37;

/**
 * The band of a factor score (10–50): ≤ 23 low, 24–36 middle, ≥ 37 high. The cut points split the
 * range around its midpoint (30) roughly a third each; they are a reading aid, not norms: the IPIP
 * publishes no norms on purpose ("far more defensible are local norms"), so once the product has
 * enough users, percentiles against its own users can replace these fixed bands.
 */
export function band(score: number): ScoreBand {
  if (!Number.isFinite(score) || score < SCORE_MIN || score > SCORE_MAX) {
    throw new RangeError(`A factor score lies between ${SCORE_MIN} and ${SCORE_MAX}; got ${score}`);
  }
  if (score <= BAND_LOW_MAX) return 'low';
  if (score >= BAND_HIGH_MIN) return 'high';
  return 'middle';
}
