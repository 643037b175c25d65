/** The trait chart's and the compare view's wording. */

import type { TraitKey } from '@insight/api';
import { possessive } from './common';

/** The trait chart's wording (issue 12): the five Big-Five factors as the guides name them, on a 10–50 scale. */
export const traitTexts = {
  labels: {
    extraversion: 'Extraversion',
    agreeableness: 'Agreeableness',
    conscientiousness: 'Conscientiousness',
    emotionalStability: 'Emotional stability',
    intellect: 'Intellect / Imagination',
  } satisfies Record<TraitKey, string>,
  scaleLabels: ['Low', 'High'] as const,
  traitHeading: 'Trait',
  missing: 'No score',
  yourTraits: 'Your traits',
  theirTraits: (firstName: string): string => `${possessive(firstName)} traits`,
  yourTraitsEmpty: 'Your traits appear here once you have completed the questionnaire.',
  theirTraitsEmpty: (firstName: string): string => `${firstName} has not completed the questionnaire yet.`,
  loading: 'Loading the traits…',
} as const;

/** The compare view's wording (issue 12): two people's traits side by side, and what stands out. */
export const compareTexts = {
  heading: 'Compare traits',
  subtitle: (name: string): string => `You and ${name}, side by side.`,
  /** The Compare button on a connection's row and in the library's connection tab. */
  action: 'Compare',
  actionLabel: (name: string): string => `Compare with ${name}`,
  back: 'Back',
  loading: 'Loading the comparison…',
  readingHeading: 'What stands out',
  differencesHeading: 'Biggest differences',
  similaritiesHeading: 'Closest similarities',
  higher: (higher: string, trait: string, high: string, lower: string, low: string): string =>
    `${higher} scores higher on ${trait} (${high}) than ${lower} (${low}).`,
  close: (first: string, second: string, trait: string, a: string, b: string): string =>
    `${first} and ${second} are close on ${trait} (${a} and ${b}).`,
  same: (first: string, second: string, trait: string, score: string): string =>
    `${first} and ${second} score the same on ${trait} (${score}).`,
  noDifferences: (first: string, second: string, points: number): string =>
    `${first} and ${second} are within ${points} points of each other on every trait.`,
  noSimilarities: (first: string, second: string, points: number): string =>
    `${first} and ${second} are more than ${points} points apart on every trait.`,
  noScoresMine: 'You have not completed the questionnaire yet, so there is nothing to compare.',
  noScoresTheirs: (firstName: string): string =>
    `${firstName} has not completed the questionnaire yet, so there is nothing to compare.`,
} as const;
