import { TRAIT_KEYS, type TraitKey, type TraitScores } from '@insight/api';
import { circleTexts, listOf, traitTexts } from '../../texts';
import { formatScore } from './reading';

/** One person of a circle, with scores or without (not yet answered). */
export interface CirclePerson {
  name: string;
  scores: TraitScores | null;
}

/** A trait across the circle: its lowest and highest scores, who has them, and the spread between them. */
export interface TraitSpread {
  key: TraitKey;
  label: string;
  lowest: number;
  highest: number;
  spread: number;
  lowestNames: string[];
  highestNames: string[];
}

export interface CircleReading {
  /** One row a trait, in the traits' own order (empty when fewer than two people have scores). */
  spreads: TraitSpread[];
  /** The written reading: the widest gap, then where the circle is closest. */
  sentences: string[];
}

/**
 * The circle's reading, a pure function of its people: for each trait the lowest and highest score
 * and who has it, the spread between them; then one sentence for the widest gap and one for the closest trait
 * (ties keep the traits' own order). People without scores are left out; with fewer than two people with
 * scores there is no spread, and one sentence says why.
 */
export function readCircle(people: readonly CirclePerson[]): CircleReading {
  const scored = people.filter((person): person is CirclePerson & { scores: TraitScores } => person.scores !== null);
  if (scored.length === 0) return { spreads: [], sentences: [circleTexts.noScores] };
  if (scored.length === 1) return { spreads: [], sentences: [circleTexts.onlyOne] };
  const spreads = TRAIT_KEYS.map((key): TraitSpread => {
    const values = scored.map((person) => person.scores[key]);
    const lowest = Math.min(...values);
    const highest = Math.max(...values);
    return {
      key,
      label: traitTexts.labels[key],
      lowest,
      highest,
      spread: Math.round((highest - lowest) * 10) / 10,
      lowestNames: scored.filter((person) => person.scores[key] === lowest).map((person) => person.name),
      highestNames: scored.filter((person) => person.scores[key] === highest).map((person) => person.name),
    };
  });
  const widest = spreads.reduce((best, entry) => (entry.spread > best.spread ? entry : best));
  const closest = spreads.reduce((best, entry) => (entry.spread < best.spread ? entry : best));
  const sentences =
    widest.spread === 0
      ? spreads.map((entry) => circleTexts.allSame(entry.label))
      : [
          circleTexts.widest(
            widest.label,
            formatScore(widest.lowest),
            listOf(widest.lowestNames),
            formatScore(widest.highest),
            listOf(widest.highestNames),
          ),
          closest.spread === 0
            ? circleTexts.allSame(closest.label)
            : circleTexts.closest(closest.label, formatScore(closest.spread)),
        ];
  return { spreads, sentences };
}
