/**
 * GET /api/report/:userId/:reportId (signed in) → the guide as HTML text, written from the owner's scores.
 *   The owner's guide, for the owner or a connection the owner shares it with (see access.ts).
 *   400 bad parameters · 404 unknown guide · 403 when canReadReport says no (also for an unknown person) ·
 *   409 when the owner's survey is not complete.
 * GET /api/traits/:userId → a person's trait scores (null before the questionnaire is complete): one's own, or
 *   a connection's who shares their Personal Map. 403 otherwise (also for an unknown person).
 * GET /api/traits/compare/:userId → both people's scores, only when each shares their Personal Map with the
 *   other. 400 for oneself · 403 otherwise.
 * GET /api/traits/circle/:userIds → the asker's and 1 to 8 people's scores (ids comma-separated), only when each
 *   of them shares the Personal Map both ways with the asker (the compare rule). 400 a malformed list, the asker,
 *   a repeat or more than 8 · 403 otherwise (also for an unknown person).
 */
import { calls } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { callRoute, idParam } from '../../http/calls.js';
import { userOf } from '../../security/authenticate.js';
import { guideHtml } from './service.js';
import { circleIds, traitCircle, traitComparison, traitProfile } from './traits.js';

export async function reportsFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  callRoute(app, calls.getReport, async (request, reply) => {
    const viewer = userOf(request);
    const ownerId = idParam(request.params.userId, 'userId');
    const reportId = idParam(request.params.reportId, 'reportId');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .send(await guideHtml(ctx, viewer, ownerId, reportId));
  });

  callRoute(app, calls.getTraits, async (request, reply) => {
    const profile = await traitProfile(ctx, userOf(request), idParam(request.params.userId, 'userId'));
    return reply.header('Cache-Control', 'private, no-store').send(profile);
  });

  callRoute(app, calls.traitCircle, async (request, reply) => {
    const viewer = userOf(request);
    const circle = await traitCircle(ctx, viewer, circleIds(request.params.userIds, viewer.id));
    return reply.header('Cache-Control', 'private, no-store').send(circle);
  });

  callRoute(app, calls.compareTraits, async (request, reply) => {
    const comparison = await traitComparison(ctx, userOf(request), idParam(request.params.userId, 'userId'));
    return reply.header('Cache-Control', 'private, no-store').send(comparison);
  });
}
