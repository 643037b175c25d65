/**
 * The full questionnaire's wording on the Personal Map, Start Here, the compare view and the circle (issue 35):
 * percentiles against a named group, the group chooser, retakes and the short version. The trait and facet names
 * and their level texts are in texts/facets.ts. Only the lazy screens import this module.
 */

import { pageLocale, possessive } from './common';

/** A percentile as the share of the group below it, as the ui's PercentileBar writes it: '2%' (en-US), '2 %' (de). */
export const formatShare = (percentile: number): string =>
  new Intl.NumberFormat(pageLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(percentile / 100);

export const insightTexts = {
  /** The group named under the map's heading: 'Compared with women aged 21–40'. */
  comparedWith: (group: string): string => `Compared with ${group}`,
  /** Where a trait stands, as one sentence: 'Agreeableness: higher than 2% of women aged 21–40'. */
  higherThan: (trait: string, share: string, group: string): string => `${trait}: higher than ${share} of ${group}`,
  summaryHeading: 'Where you stand',
  theirSummaryHeading: (firstName: string): string => `Where ${firstName} stands`,
  facetsHeading: 'Your traits and their facets',
  theirFacetsHeading: (firstName: string): string => `${possessive(firstName)} traits and their facets`,
  takenOn: (date: string): string => `Taken on ${date}`,
  loading: 'Loading the results…',

  /** The chooser (mine only). */
  groupHeading: 'Your comparison group',
  groupHint: 'Your results follow your choice at once.',
  groupNotChosen: (group: string): string =>
    `You have not chosen your group yet, so you are compared with ${group}. Choose the group that fits you.`,
  groupSaving: 'Saving your group…',
  yearOfBirth: 'Year of birth',
  yearOfBirthHint: 'Sets your age band from the age you reach this year.',
  useYearOfBirth: 'Use my year of birth',
  yearOfBirthInvalid: 'Enter a year of birth that gives an age from 0 to 130.',

  /** History and retakes (mine only). */
  historyHeading: 'How you changed',
  historyIntro: (count: number): string => `Your ${count} full questionnaires, oldest first.`,
  historyLabel: (trait: string): string => `${trait} over time`,
  retake: 'Take the questionnaire again',
  retakeHint: 'Your current results stay until you finish the new questionnaire.',
  retakeUnderWay: 'You have a new questionnaire under way',
  retakeUnderWayText: 'Your current results stay here until you finish it.',
  continueRetake: 'Continue',

  /** The short version (50 statements). */
  shortVersion: 'Short version (50 statements)',
  shortVersionInvite:
    'The full questionnaire (120 statements) shows your 30 facets and where you stand among people of your sex and age.',
  takeFull: 'Take the full questionnaire',

  /** Start Here's chart of a full result: percentiles from 1 to 99. */
  percentileScale: ['1st percentile', '99th percentile'] as const,

  /** Compare and circle. */
  againstOwnGroup: 'Each person is compared with their own group.',
  personGroup: (name: string, group: string): string => `${name}: compared with ${group}`,
  /** A person with only the short version: their raw scores in words, never as percentiles. */
  shortOnly: (name: string): string =>
    `${name} took the short version (50 statements): their scores are raw sums from 10 to 50, not percentiles, so they are shown in words.`,
  shortBand: (trait: string, band: string, score: number): string => `${trait}: ${band} (${score} of 10–50)`,
  bands: { low: 'low', middle: 'middle', high: 'high' },
  shortPersonHeading: (name: string): string => `${name} (short version)`,
  percentilesHeading: 'Percentiles',
  /** The compare view's reading of two full results: percentiles, each person against their own group. */
  reading: {
    higher: (higher: string, trait: string, high: string, lower: string, low: string): string =>
      `${higher} stands higher on ${trait} (higher than ${high} of their group) than ${lower} (${low}).`,
    close: (first: string, second: string, trait: string, a: string, b: string): string =>
      `${first} and ${second} stand close on ${trait} (${a} and ${b}, each in their own group).`,
    same: (first: string, second: string, trait: string, value: string): string =>
      `${first} and ${second} stand at the same place on ${trait} (${value}, each in their own group).`,
    noDifferences: (first: string, second: string, points: number): string =>
      `${first} and ${second} are within ${points} percentile points of each other on every trait.`,
    noSimilarities: (first: string, second: string, points: number): string =>
      `${first} and ${second} are more than ${points} percentile points apart on every trait.`,
  },
  circlePercentiles: 'Your circle in percentiles',
} as const;

/** The band of a short-version raw score (10–50), as the guides band it (server ipip.ts: low ≤ 23, high ≥ 37). */
export function shortBandOf(score: number): keyof typeof insightTexts.bands {
  return score < 24 ? 'low' : score > 36 ? 'high' : 'middle';
}
