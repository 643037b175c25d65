import type { TraitScores } from '@insight/api';
import { traitScores } from '@insight/api/testing';
import { describe, expect, it } from 'vitest';
import {
  CLOSE_WITHIN,
  CLOSE_WITHIN_PERCENTILE,
  readComparison,
  readFullComparison,
  type ComparedFullPerson,
  type ComparedPerson,
} from './reading';

const ada = (scores: TraitScores = traitScores.ada): ComparedPerson => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  scores,
});
const bea = (scores: TraitScores): ComparedPerson => ({ firstName: 'Bea', lastName: 'Lee', scores });
const all = (value: number): TraitScores => ({
  extraversion: value,
  agreeableness: value,
  conscientiousness: value,
  emotionalStability: value,
  intellect: value,
});

describe('readComparison: what stands out between two people', () => {
  it('names the biggest differences, widest first, and the closest similarities, closest first', () => {
    // Gaps: extraversion 17, agreeableness 16, conscientiousness 2, emotional stability 3, intellect 17.
    expect(readComparison(ada(), bea(traitScores.zoe))).toEqual({
      differences: [
        'Ada scores higher on Extraversion (38) than Bea (21).',
        'Ada scores higher on Intellect / Imagination (47) than Bea (30).',
        'Bea scores higher on Agreeableness (40) than Ada (24).',
      ],
      similarities: [
        'Ada and Bea are close on Conscientiousness (45 and 43).',
        'Ada and Bea are close on Emotional stability (31 and 34).',
      ],
    });
  });

  it('keeps at most three differences and two similarities, and says when scores are the same', () => {
    const mine: TraitScores = {
      extraversion: 10,
      agreeableness: 10,
      conscientiousness: 10,
      emotionalStability: 30,
      intellect: 30,
    };
    const theirs: TraitScores = {
      extraversion: 50,
      agreeableness: 40,
      conscientiousness: 30,
      emotionalStability: 45,
      intellect: 30,
    };
    const reading = readComparison(ada(mine), bea(theirs));
    expect(reading.differences).toEqual([
      'Bea scores higher on Extraversion (50) than Ada (10).',
      'Bea scores higher on Agreeableness (40) than Ada (10).',
      'Bea scores higher on Conscientiousness (30) than Ada (10).',
    ]);
    expect(reading.similarities).toEqual(['Ada and Bea score the same on Intellect / Imagination (30).']);
  });

  it(`a gap of ${CLOSE_WITHIN} points is close, one of ${CLOSE_WITHIN + 1} a difference`, () => {
    const reading = readComparison(ada(all(30)), bea({ ...all(30 + CLOSE_WITHIN), intellect: 30 + CLOSE_WITHIN + 1 }));
    expect(reading.differences).toEqual(['Bea scores higher on Intellect / Imagination (36) than Ada (30).']);
    expect(reading.similarities).toEqual([
      'Ada and Bea are close on Extraversion (30 and 35).',
      'Ada and Bea are close on Agreeableness (30 and 35).',
    ]);
  });

  it('says so when there is no difference, or nothing close', () => {
    expect(readComparison(ada(all(30)), bea(all(32))).differences).toEqual([
      'Ada and Bea are within 5 points of each other on every trait.',
    ]);
    expect(readComparison(ada(all(10)), bea(all(50))).similarities).toEqual([
      'Ada and Bea are more than 5 points apart on every trait.',
    ]);
  });

  it('uses full names when both have the same first name, and one decimal for a score that is not whole', () => {
    const other: ComparedPerson = { firstName: 'Ada', lastName: 'Byron', scores: { ...all(30), extraversion: 20.5 } };
    expect(readComparison(ada(all(30)), other).differences).toEqual([
      'Ada Lovelace scores higher on Extraversion (30) than Ada Byron (20.5).',
    ]);
  });
});

describe('readFullComparison: two full results, in percentiles, each against their own group', () => {
  const person = (firstName: string, percentiles: ComparedFullPerson['percentiles']): ComparedFullPerson => ({
    firstName,
    lastName: 'Lee',
    percentiles,
  });
  const cleo = person('Cleo', {
    neuroticism: 49,
    extraversion: 29,
    openness: 8,
    agreeableness: 2,
    conscientiousness: 13,
  });
  const dora = person('Dora', {
    neuroticism: 55,
    extraversion: 29,
    openness: 40,
    agreeableness: 76,
    conscientiousness: 81,
  });

  it('names the widest gaps in percentile points and the closest places, by the traits of the full questionnaire', () => {
    expect(readFullComparison(cleo, dora)).toEqual({
      differences: [
        'Dora stands higher on Agreeableness (higher than 76% of their group) than Cleo (2%).',
        'Dora stands higher on Conscientiousness (higher than 81% of their group) than Cleo (13%).',
        'Dora stands higher on Openness to Experience (higher than 40% of their group) than Cleo (8%).',
      ],
      similarities: [
        'Cleo and Dora stand at the same place on Extraversion (29%, each in their own group).',
        'Cleo and Dora stand close on Neuroticism (49% and 55%, each in their own group).',
      ],
    });
  });

  it(`says so when no trait is within ${CLOSE_WITHIN_PERCENTILE} points, or none apart by more`, () => {
    const far = person('Dora', {
      neuroticism: 99,
      extraversion: 99,
      openness: 99,
      agreeableness: 99,
      conscientiousness: 99,
    });
    expect(readFullComparison(cleo, far).similarities).toEqual([
      'Cleo and Dora are more than 10 percentile points apart on every trait.',
    ]);
    expect(readFullComparison(cleo, cleo).differences).toEqual([
      'Cleo Lee and Cleo Lee are within 10 percentile points of each other on every trait.',
    ]);
  });
});
