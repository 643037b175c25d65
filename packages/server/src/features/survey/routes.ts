/**
 * Survey calls (SPEC §7), for signed-in people:
 *   POST /api/survey/:locale      'en-US' only (else 400): creates the person's survey → { url }
 *   GET  /api/survey              → { status, url } (status null when there is none yet)
 *   POST /api/survey/return/:id   id must be the asker (else 403): scores the answers → true when complete, else false
 * and the questionnaire host, a product feature served whatever SANDBOX says: see survey-host.ts.
 */
import { calls, SURVEY_LOCALE, type CreateSurveyResponse } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { callRoute, idParam } from '../../http/calls.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { userOf } from '../../security/authenticate.js';
import { completeSurvey, createSurvey, surveyStatus, surveyUrl } from './service.js';
import { surveyHost } from './survey-host.js';

export async function surveyFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  callRoute(app, calls.createSurvey, async (request): Promise<CreateSurveyResponse> => {
    const user = userOf(request);
    if (request.params.locale !== SURVEY_LOCALE) throw badRequest(`The survey locale must be ${SURVEY_LOCALE}.`);
    const row = await createSurvey(ctx, user.id);
    return { url: surveyUrl(ctx, row) };
  });

  callRoute(app, calls.getSurvey, async (request) => surveyStatus(ctx, userOf(request).id));

  callRoute(app, calls.surveyReturn, async (request) => {
    const user = userOf(request);
    const id = idParam(request.params.id);
    if (id !== user.id) throw forbidden('You can only return from your own survey.');
    return completeSurvey(ctx, user.id);
  });

  await app.register(surveyHost);
}
