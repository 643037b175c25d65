/**
 * The calls of the questionnaire: starting, reading and retaking the survey, the comparison group, and the trait
 * profiles its results give.
 */
import { nullable, unknown } from 'superstruct';
import { NeoGroup } from '../neo.js';
import { CreateSurveyResponse, SurveyStatus, TraitCircle, TraitComparison, TraitProfile } from '../structs/survey.js';
import { def } from './define.js';

export const surveyCalls = {
  // --- survey ------------------------------------------------------------------------------
  createSurvey: def({
    method: 'POST',
    base: 'api',
    path: '/api/survey/:locale',
    body: 'none',
    answer: CreateSurveyResponse,
  }),
  getSurvey: def({ method: 'GET', base: 'api', path: '/api/survey', body: 'none', answer: nullable(SurveyStatus) }),
  surveyReturn: def({ method: 'POST', base: 'api', path: '/api/survey/return/:id', body: 'none', answer: unknown() }),
  /**
   * A new take of the full questionnaire (IPIP-NEO-120) after a finished one: starts it, or answers the one already
   * under way; the finished result stays current until the new take is finished. 409 while no take is finished
   * (the first take is createSurvey's). `:locale` as createSurvey's.
   */
  startRetake: def({
    method: 'POST',
    base: 'api',
    path: '/api/survey/retake/:locale',
    body: 'none',
    answer: CreateSurveyResponse,
  }),
  /** Whom the person is compared with (their percentiles follow at once); answers the group saved. */
  setComparisonGroup: def({
    method: 'PUT',
    base: 'api',
    path: '/api/survey/group',
    body: 'json',
    request: NeoGroup,
    answer: NeoGroup,
  }),
} as const;

export const traitCalls = {
  // --- traits (the trait chart and the comparison) -----------------------------------------
  getTraits: def({ method: 'GET', base: 'api', path: '/api/traits/:userId', body: 'none', answer: TraitProfile }),
  compareTraits: def({
    method: 'GET',
    base: 'api',
    path: '/api/traits/compare/:userId',
    body: 'none',
    answer: TraitComparison,
  }),
  /** The asker and up to CIRCLE_MAX_PEOPLE people (`:userIds`: their ids, comma-separated), each sharing both ways. */
  traitCircle: def({
    method: 'GET',
    base: 'api',
    path: '/api/traits/circle/:userIds',
    body: 'none',
    answer: TraitCircle,
  }),
} as const;
