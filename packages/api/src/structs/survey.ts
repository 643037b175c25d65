/**
 * The structs of the questionnaire: the survey's status, and the trait scores and profiles its results give (a
 * person's own, side by side with a connection's, or a circle's).
 */
import { array, enums, nullable, number, optional, size, string, type, type Infer } from 'superstruct';
import { TRAIT_SCORE_MAX, TRAIT_SCORE_MIN } from '../constants.js';
import { NeoInsight } from '../neo.js';

// ---------------------------------------------------------------------------------------------
// Survey
// ---------------------------------------------------------------------------------------------

export const SURVEY_STATUSES = ['complete', 'inprogress', 'notstarted'] as const;

/**
 * GET /api/survey. status null (or absent) = no survey yet: create one. Once a take is finished the status stays
 * 'complete' (the home gate lets the person in) and `url` is that take's; a new take started after it (a retake)
 * is `retake`, with its own status and url, until it is finished. (`retake` is optional for older servers.)
 */
export const SurveyStatus = type({
  status: optional(nullable(enums(SURVEY_STATUSES))),
  url: optional(nullable(string())),
  retake: optional(nullable(type({ status: enums(SURVEY_STATUSES), url: string() }))),
});
export type SurveyStatus = Infer<typeof SurveyStatus>;

/** POST /api/survey/{locale}. */
export const CreateSurveyResponse = type({ url: string() });
export type CreateSurveyResponse = Infer<typeof CreateSurveyResponse>;

// ---------------------------------------------------------------------------------------------
// Traits
// ---------------------------------------------------------------------------------------------

/** A trait score: the sum of ten answers of 1–5. */
const TraitScore = size(number(), TRAIT_SCORE_MIN, TRAIT_SCORE_MAX);

/** The five scores of a completed questionnaire (keys: TRAIT_KEYS). */
export const TraitScores = type({
  extraversion: TraitScore,
  agreeableness: TraitScore,
  conscientiousness: TraitScore,
  emotionalStability: TraitScore,
  intellect: TraitScore,
});
export type TraitScores = Infer<typeof TraitScores>;

/**
 * GET /api/traits/:userId: a person and what their latest finished questionnaire says. `full`: the IPIP-NEO-120
 * (percentiles against a group) when the latest finished take is the full one; `scores`: the short version's five
 * raw sums (the 50 items, 10–50) when it is the short one. Both null until a questionnaire is finished; never
 * both set. (`full` is optional for servers that predate it.)
 */
export const TraitProfile = type({
  userId: string(),
  firstName: string(),
  lastName: string(),
  scores: nullable(TraitScores),
  full: optional(nullable(NeoInsight)),
});
export type TraitProfile = Infer<typeof TraitProfile>;

/** GET /api/traits/compare/:userId: the asking person and the connection, side by side. */
export const TraitComparison = type({ me: TraitProfile, them: TraitProfile });
export type TraitComparison = Infer<typeof TraitComparison>;

/** GET /api/traits/circle/:userIds: the asker and up to CIRCLE_MAX_PEOPLE connections, in the order asked. */
export const TraitCircle = type({ me: TraitProfile, people: array(TraitProfile) });
export type TraitCircle = Infer<typeof TraitCircle>;
