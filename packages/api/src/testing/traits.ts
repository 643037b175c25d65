import type { ConnectionUser, TraitProfile, TraitScores } from '../structs.js';

/** Trait scores (10–50 each) for the people of the tests and stories. */
export const traitScores = {
  /** High on intellect and conscientiousness, lower on agreeableness. */
  ada: { extraversion: 38, agreeableness: 24, conscientiousness: 45, emotionalStability: 31, intellect: 47 },
  /** Far from Ada on extraversion, agreeableness and intellect; close on conscientiousness and stability. */
  zoe: { extraversion: 21, agreeableness: 40, conscientiousness: 43, emotionalStability: 34, intellect: 30 },
} satisfies Record<string, TraitScores>;

/** GET /api/traits/:userId's answer for a person (scores null: the questionnaire is not complete). */
export const traitProfileOf = (person: ConnectionUser, scores: TraitScores | null): TraitProfile => ({
  userId: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  scores,
});
