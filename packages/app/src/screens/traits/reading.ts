import { NEO_DOMAINS, TRAIT_KEYS, type NeoDomain, type TraitKey, type TraitScores } from '@insight/api';
import { compareTexts, traitTexts } from '../../texts';
import { domainWords } from '../../texts/facets';
import { insightTexts } from '../../texts/insight';

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

/** The words of one reading: a wider gap, a close one, the same value, and when there is none of a kind. */
interface ReadingWords {
  higher: (higher: string, trait: string, high: string, lower: string, low: string) => string;
  close: (first: string, second: string, trait: string, a: string, b: string) => string;
  same: (first: string, second: string, trait: string, value: string) => string;
  noDifferences: (first: string, second: string, within: number) => string;
  noSimilarities: (first: string, second: string, within: number) => string;
}

/** The reading of two people's values on the same traits (raw sums, or percentiles each against their own group). */
function readGaps<K extends string>(
  traits: readonly { key: K; label: string }[],
  me: { firstName: string; lastName: string; values: Record<K, number> },
  them: { firstName: string; lastName: string; values: Record<K, number> },
  closeWithin: number,
  words: ReadingWords,
  format: (value: number) => string,
): ComparisonReading {
  const sameFirst = me.firstName.trim().toLowerCase() === them.firstName.trim().toLowerCase();
  const nameOf = (person: { firstName: string; lastName: string }) =>
    sameFirst ? `${person.firstName} ${person.lastName}`.trim() : person.firstName;
  const [a, b] = [nameOf(me), nameOf(them)];
  const gaps = traits.map(({ key, label }, order) => ({
    label,
    order,
    mine: me.values[key],
    theirs: them.values[key],
    gap: Math.abs(me.values[key] - them.values[key]),
  }));

  const differences = gaps
    .filter((entry) => entry.gap > closeWithin)
    .sort((x, y) => y.gap - x.gap || x.order - y.order)
    .slice(0, MAX_DIFFERENCES)
    .map(({ label, mine, theirs }) =>
      mine > theirs
        ? words.higher(a, label, format(mine), b, format(theirs))
        : words.higher(b, label, format(theirs), a, format(mine)),
    );

  const similarities = gaps
    .filter((entry) => entry.gap <= closeWithin)
    .sort((x, y) => x.gap - y.gap || x.order - y.order)
    .slice(0, MAX_SIMILARITIES)
    .map(({ label, mine, theirs, gap }) =>
      gap === 0 ? words.same(a, b, label, format(mine)) : words.close(a, b, label, format(mine), format(theirs)),
    );

  return {
    differences: differences.length > 0 ? differences : [words.noDifferences(a, b, closeWithin)],
    similarities: similarities.length > 0 ? similarities : [words.noSimilarities(a, b, closeWithin)],
  };
}

/**
 * The two or three biggest differences between two people's traits (gaps wider than CLOSE_WITHIN, widest
 * first) and the two closest similarities (gaps of CLOSE_WITHIN or less, smallest first); ties keep the
 * traits' own order. When there is none of a kind, one sentence says so. People are called by their first
 * names (by their full names when the first names are the same).
 */
export function readComparison(me: ComparedPerson, them: ComparedPerson): ComparisonReading {
  const traits = TRAIT_KEYS.map((key: TraitKey) => ({ key, label: traitTexts.labels[key] }));
  return readGaps(
    traits,
    { ...me, values: me.scores },
    { ...them, values: them.scores },
    CLOSE_WITHIN,
    compareTexts,
    formatScore,
  );
}

/** A gap of at most this many percentile points is close, when two full results are read side by side. */
export const CLOSE_WITHIN_PERCENTILE = 10;

/** One side of a comparison of two full results: a person and their five percentiles (against their own group). */
export interface ComparedFullPerson {
  firstName: string;
  lastName: string;
  percentiles: Record<NeoDomain, number>;
}

/**
 * The same reading for two full results, in percentiles, each person against their own group: a difference is a
 * gap wider than CLOSE_WITHIN_PERCENTILE points.
 */
export function readFullComparison(me: ComparedFullPerson, them: ComparedFullPerson): ComparisonReading {
  const traits = NEO_DOMAINS.map((key) => ({ key, label: domainWords[key].name }));
  return readGaps(
    traits,
    { ...me, values: me.percentiles },
    { ...them, values: them.percentiles },
    CLOSE_WITHIN_PERCENTILE,
    insightTexts.reading,
    (value) => `${Math.round(value)}%`,
  );
}
