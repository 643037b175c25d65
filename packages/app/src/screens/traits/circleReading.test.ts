import type { TraitScores } from '@insight/api';
import { describe, expect, it } from 'vitest';
import { readCircle } from './circleReading';

const scores = (e: number, a: number, c: number, s: number, i: number): TraitScores => ({
  extraversion: e,
  agreeableness: a,
  conscientiousness: c,
  emotionalStability: s,
  intellect: i,
});

describe('readCircle', () => {
  it('finds each trait’s lowest and highest, who has them, and the spread', () => {
    const reading = readCircle([
      { name: 'You', scores: scores(30, 40, 20, 25, 35) },
      { name: 'Bea', scores: scores(18, 41, 44, 25, 35) },
      { name: 'Cy', scores: scores(44, 39, 30, 27, 35.5) },
    ]);
    expect(reading.spreads.map((s) => [s.key, s.lowest, s.highest, s.spread])).toEqual([
      ['extraversion', 18, 44, 26],
      ['agreeableness', 39, 41, 2],
      ['conscientiousness', 20, 44, 24],
      ['emotionalStability', 25, 27, 2],
      ['intellect', 35, 35.5, 0.5],
    ]);
    expect(reading.spreads[3]?.lowestNames).toEqual(['You', 'Bea']);
    expect(reading.sentences).toEqual([
      "The circle's widest gap is in Extraversion: from 18 (Bea) to 44 (Cy).",
      'It is closest in Intellect / Imagination, within 0.5 points.',
    ]);
  });

  it('keeps the traits’ own order on ties, and names everyone who shares an end', () => {
    const reading = readCircle([
      { name: 'You', scores: scores(10, 10, 30, 30, 30) },
      { name: 'Bea', scores: scores(50, 50, 30, 30, 30) },
      { name: 'Cy', scores: scores(10, 50, 30, 30, 30) },
    ]);
    expect(reading.sentences).toEqual([
      "The circle's widest gap is in Extraversion: from 10 (You and Cy) to 50 (Bea).",
      'Everyone in the circle scores the same on Conscientiousness.',
    ]);
  });

  it('leaves out people without scores, and says so when there is no spread to read', () => {
    expect(readCircle([{ name: 'You', scores: null }])).toEqual({
      spreads: [],
      sentences: ['No one in this circle has completed the questionnaire yet.'],
    });
    expect(
      readCircle([
        { name: 'You', scores: scores(1, 2, 3, 4, 5) },
        { name: 'Bea', scores: null },
      ]).sentences,
    ).toEqual(['Only one person in this circle has scores so far: there is no spread to read yet.']);
    const same = readCircle([
      { name: 'You', scores: scores(30, 30, 30, 30, 30) },
      { name: 'Bea', scores: scores(30, 30, 30, 30, 30) },
    ]);
    expect(same.sentences).toHaveLength(5);
    expect(same.sentences[0]).toBe('Everyone in the circle scores the same on Extraversion.');
  });
});
