/**
 * GET /api/report/:userId/:reportId (signed in) → the guide as HTML text, written from the owner's scores.
 *   The owner's guide, for the owner or a connection the owner shares it with (see access.ts).
 *   400 bad parameters · 404 unknown guide · 403 when canReadReport says no (also for an unknown person) ·
 *   409 when the owner's survey is not complete.
 */
import { calls } from '@insight/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { userOf } from '../../security/authenticate.js';
import { idParam } from '../catalog/routes.js';
import { scoresOf } from '../survey/service.js';
import { canReadReport, reportOwnerFacts } from './access.js';
import { guideByReportId, renderGuideHtml } from './content.js';

export async function reportsFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get(calls.getReport.path, async (request, reply) => {
    const viewer = userOf(request);
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const ownerId = idParam(params.userId, 'userId');
    const reportId = idParam(params.reportId, 'reportId');
    const guide = guideByReportId(reportId);
    if (!guide) throw notFound('This guide does not exist.');
    const [owner] = await ctx.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, ownerId));
    // An unknown owner is refused like someone else's guide: the answer does not reveal who exists.
    if (!owner) throw forbidden('You may not read this guide.');
    const allowed = canReadReport(viewer, await reportOwnerFacts(ctx.db, owner.id, viewer.id), { reportId });
    if (!allowed) throw forbidden('You may not read this guide.');
    const scores = await scoresOf(ctx, owner.id);
    if (!scores) throw conflict('The questionnaire is not complete yet, so this guide cannot be written.');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .send(renderGuideHtml(guide, scores, { firstName: owner.firstName, lastName: owner.lastName }));
  });
}
