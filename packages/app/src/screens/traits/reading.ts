import { TRAIT_KEYS, type TraitKey, type TraitScores } from '@insight/api';
import { compareTexts, traitTexts } from '../../texts';

/** A gap of at most this many points (on the 10–50 scale) is close; a wider one is a difference. */
export const CLOSE_WITHIN = 5;
const MAX_DIFFERENCES = 3;
const MAX_SIMILARITIES = 2;

/** One side of a comparison: a person with scores. */
export interface ComparedPerson {
  firstName: string;
  lastName: string;
  scores: TraitScores;
}

/** The compare view's written reading: its sentences, biggest difference first, closest similarity first. */
export interface ComparisonReading {
  differences: string[];
  similarities: string[];
}

/** A score as the trait views write it: whole numbers as they are, others with one decimal. */
export const formatScore = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * The two or three biggest differences between two people's traits (gaps wider than CLOSE_WITHIN, widest
 * first) and the two closest similarities (gaps of CLOSE_WITHIN or less, smallest first); ties keep the
 * traits' own order. When there is none of a kind, one sentence says so. People are called by their first
 * names (by their full names when the first names are the same).
 */
export function readComparison(me: ComparedPerson, them: ComparedPerson): ComparisonReading {
  const sameFirst = me.firstName.trim().toLowerCase() === them.firstName.trim().toLowerCase();
  const nameOf = (person: ComparedPerson) =>
    sameFirst ? `${person.firstName} ${person.lastName}`.trim() : person.firstName;
  const [a, b] = [nameOf(me), nameOf(them)];
  const gaps = TRAIT_KEYS.map((key: TraitKey, order) => ({
    key,
    order,
    mine: me.scores[key],
    theirs: them.scores[key],
    gap: Math.abs(me.scores[key] - them.scores[key]),
  }));

  const differences = gaps
    .filter((entry) => entry.gap > CLOSE_WITHIN)
    .sort((x, y) => y.gap - x.gap || x.order - y.order)
    .slice(0, MAX_DIFFERENCES)
    .map(({ key, mine, theirs }) =>
      mine > theirs
        ? compareTexts.higher(a, traitTexts.labels[key], formatScore(mine), b, formatScore(theirs))
        : compareTexts.higher(b, traitTexts.labels[key], formatScore(theirs), a, formatScore(mine)),
    );

  const similarities = gaps
    .filter((entry) => entry.gap <= CLOSE_WITHIN)
    .sort((x, y) => x.gap - y.gap || x.order - y.order)
    .slice(0, MAX_SIMILARITIES)
    .map(({ key, mine, theirs, gap }) =>
      gap === 0
        ? compareTexts.same(a, b, traitTexts.labels[key], formatScore(mine))
        : compareTexts.close(a, b, traitTexts.labels[key], formatScore(mine), formatScore(theirs)),
    );

  return {
    differences: differences.length > 0 ? differences : [compareTexts.noDifferences(a, b, CLOSE_WITHIN)],
    similarities: similarities.length > 0 ? similarities : [compareTexts.noSimilarities(a, b, CLOSE_WITHIN)],
  };
}
