/** The trait chart's and the compare view's wording. */

import type { TraitKey } from '@insight/api';
import { possessive } from './common';

/** The trait chart's wording: the five Big-Five factors as the guides name them, on a 10–50 scale. */
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

/** The compare view's wording: two people's traits side by side, and what stands out. */
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

/** The circle view: the person and up to eight connections who share their Personal Map both ways. */
export const circleTexts = {
  heading: 'My circle',
  subtitle: 'Your traits beside the people who share their Personal Map with you and with whom you share yours.',
  /** The link from the connections screen. */
  action: 'My circle',
  pickLegend: 'People in your circle',
  pickHint: (max: number): string => `Choose up to ${max} people.`,
  full: (max: number): string => `Your circle holds ${max} people. Take someone out to add another.`,
  noneEligible:
    'Your circle starts with people who share their Personal Map with you and with whom you share yours. Share yours from Connections, and ask them to share theirs.',
  toConnections: 'Go to Connections',
  pickSomeone: 'Choose someone to see your circle.',
  loading: 'Loading your circle…',
  chartTitle: 'Your circle',
  you: 'You',
  spreadHeading: 'Where your circle agrees and differs',
  /** The name of the table's scrolling region on a narrow screen. */
  spreadTable: 'Spread per trait',
  spreadColumns: { trait: 'Trait', lowest: 'Lowest', highest: 'Highest', spread: 'Spread' },
  /** A cell of the spread table: a score and who has it ('18, Bea'). */
  scoreOf: (score: string, names: string): string => `${score}, ${names}`,
  widest: (trait: string, low: string, lowNames: string, high: string, highNames: string): string =>
    `The circle's widest gap is in ${trait}: from ${low} (${lowNames}) to ${high} (${highNames}).`,
  closest: (trait: string, spread: string): string => `It is closest in ${trait}, within ${spread} points.`,
  allSame: (trait: string): string => `Everyone in the circle scores the same on ${trait}.`,
  noScores: 'No one in this circle has completed the questionnaire yet.',
  onlyOne: 'Only one person in this circle has scores so far: there is no spread to read yet.',
  print: 'Print',
} as const;
