/**
 * GET /api/report/:userId/:reportId (signed in) → the guide as HTML text, written from the owner's scores.
 *   The owner's guide, for the owner or a connection the owner shares it with (see access.ts).
 *   400 bad parameters · 404 unknown guide · 403 when canReadReport says no (also for an unknown person) ·
 *   409 when the owner's survey is not complete.
 */
import { calls } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { callRoute, idParam } from '../../http/calls.js';
import { userOf } from '../../security/authenticate.js';
import { guideHtml } from './service.js';

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
}
