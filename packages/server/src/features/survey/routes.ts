/**
 * Survey calls (SPEC §7; issue 35), for signed-in people:
 *   POST /api/survey/:locale          en-US (SPEC), de-DE or es-ES (else 400): the person's newest take, or a first
 *                                     (full) one, in that locale's language → { url }
 *   GET  /api/survey                  → { status, url, retake } (status null when there is no take yet)
 *   POST /api/survey/return/:id       id must be the asker (else 403): scores the take under way → true when the
 *                                     person has a finished result, else false
 *   POST /api/survey/retake/:locale   a new take after a finished one, in that locale (409 before) → { url }
 *   PUT  /api/survey/group            the asker's comparison group (NeoGroup, else 400) → the group saved
 * and the questionnaire host, a product feature served whatever SANDBOX says: see survey-host.ts.
 */
import {
  calls,
  languageOfSurveyLocale,
  surveyMessages,
  type CreateSurveyResponse,
  type NeoGroup as NeoGroupValue,
} from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { callRoute, idParam } from '../../http/calls.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { userOf } from '../../security/authenticate.js';
import { saveComparisonGroup } from './groups.js';
import { completeSurvey, createSurvey, startRetake, surveyStatus, surveyUrl } from './service.js';
import { surveyHost } from './survey-host.js';

/** A locale the questionnaire is offered in (one per language Insight speaks), else 400. */
function checkLocale(locale: string): string {
  if (!languageOfSurveyLocale(locale)) throw badRequest(surveyMessages.locale);
  return locale;
}

export async function surveyFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  callRoute(app, calls.createSurvey, async (request): Promise<CreateSurveyResponse> => {
    const user = userOf(request);
    const row = await createSurvey(ctx, user.id, checkLocale(request.params.locale));
    return { url: surveyUrl(ctx, row) };
  });

  callRoute(app, calls.getSurvey, async (request) => surveyStatus(ctx, userOf(request).id));

  callRoute(app, calls.surveyReturn, async (request) => {
    const user = userOf(request);
    const id = idParam(request.params.id);
    if (id !== user.id) throw forbidden('You can only return from your own survey.');
    return completeSurvey(ctx, user.id);
  });

  callRoute(app, calls.startRetake, async (request): Promise<CreateSurveyResponse> => {
    const user = userOf(request);
    const row = await startRetake(ctx, user.id, checkLocale(request.params.locale));
    if (!row) throw conflict(surveyMessages.retakeBeforeFirst);
    return { url: surveyUrl(ctx, row) };
  });

  callRoute(
    app,
    calls.setComparisonGroup,
    async (request): Promise<NeoGroupValue> => saveComparisonGroup(ctx, userOf(request).id, request.body),
    { invalidBody: surveyMessages.groupInvalid },
  );

  await app.register(surveyHost);
}
