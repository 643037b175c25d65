/**
 * GET /api/report/:userId/:reportId (signed in) → the guide as HTML text, written from the owner's scores.
 *   The owner's guide, for the owner or a connection the owner shares it with (see access.ts), in the reader's
 *   language (the browser's kept choice, else Accept-Language), in English when it is not translated yet.
 *   400 bad parameters · 404 unknown guide · 403 when canReadReport says no (also for an unknown person) ·
 *   409 when the owner's survey is not complete.
 * GET /api/traits/:userId → what a person's latest finished take says (insight.ts: `full` for the IPIP-NEO-120
 *   against their group, with change and history for oneself only; `scores` for the short version; both null
 *   before a take is finished): one's own, or a connection's who shares their Personal Map. 403 otherwise (also for an unknown person). Counted in
 *   TRAITS_PER_USER once the id is well formed, before anyone is looked up (429 past it, nothing read).
 * GET /api/traits/compare/:userId → both people's scores, only when each shares their Personal Map with the
 *   other. 400 for oneself · 403 otherwise.
 * GET /api/traits/circle/:userIds → the asker's and 1 to 8 people's scores (ids comma-separated), only when each
 *   of them shares the Personal Map both ways with the asker (the compare rule). 400 a malformed list, the asker,
 *   a repeat or more than 8 · 403 otherwise (also for an unknown person).
 * Compare and circle share SIDE_BY_SIDE_PER_USER (429 past it, nothing read), counted once the address is well
 * formed, before anyone is looked up.
 */
import { calls, traitMessages } from '@insight/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callRoute, idParam } from '../../http/calls.js';
import { HttpError } from '../../http/errors.js';
import { requestLanguage } from '../../i18n/index.js';
import { userOf } from '../../security/authenticate.js';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit.js';
import { guideHtml } from './service.js';
import { circleIds, traitCircle, traitComparison, traitProfile } from './traits.js';

/**
 * Comparisons and circles per account in 10 minutes, together (both read other people's scores: a circle up to
 * CIRCLE_MAX_PEOPLE, a comparison one). The Circle screen asks again on every change of the chosen people,
 * so a person building circles makes a call every few seconds at most: 120 (one every 5 seconds for 10 minutes)
 * is never reached by hand, and holds a script to 960 score reads in 10 minutes.
 */
export const SIDE_BY_SIDE_PER_USER: RateLimit = { bucket: 'traits:side-by-side', limit: 120, windowMs: 10 * 60 * 1000 };

/**
 * One person's scores (GET /api/traits/:userId, mine or a connection's) per account in 10 minutes. Its own bucket:
 * the app reads it far more often than it compares, and spending it must not cost anyone their comparisons. A
 * page of the app costs at most 2 reads: a /home load, the app's early read (with the home gate's) and then the
 * chart's own when Start Here draws it; a return to /home, or a Personal Map guide (mine or a connection's), the
 * chart's 1 (a third only after a failed first). So 600 is a page every 2 seconds for 10 minutes without a pause:
 * someone paging through the library for an hour, a page every 10 seconds (120 reads in 10 minutes), stays five
 * times below it. It holds a script to one read a second per account.
 */
export const TRAITS_PER_USER: RateLimit = { bucket: 'traits:profile', limit: 600, windowMs: 10 * 60 * 1000 };

export async function reportsFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** Counts one comparison or circle of the asker; 429 past the limit, before anyone's row is read. */
  async function withinSideBySideLimit(request: FastifyRequest, userId: number): Promise<void> {
    if (!(await hitRateLimit(ctx.db, SIDE_BY_SIDE_PER_USER, String(userId), ctx.now()))) {
      request.log.warn({ userId }, 'compare or circle refused: too many in a short time');
      throw new HttpError(429, traitMessages.tooManyViews);
    }
  }

  callRoute(app, calls.getReport, async (request, reply) => {
    const viewer = userOf(request);
    const ownerId = idParam(request.params.userId, 'userId');
    const reportId = idParam(request.params.reportId, 'reportId');
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        // Written in the reader's language (the kept choice, else Accept-Language); its elements say which (lang).
        .header('Vary', 'Accept-Language, Cookie')
        .send(await guideHtml(ctx, viewer, ownerId, reportId, requestLanguage(request)))
    );
  });

  callRoute(app, calls.getTraits, async (request, reply) => {
    const viewer = userOf(request);
    const ownerId = idParam(request.params.userId, 'userId');
    if (!(await hitRateLimit(ctx.db, TRAITS_PER_USER, String(viewer.id), ctx.now()))) {
      request.log.warn({ userId: viewer.id }, 'trait scores refused: too many in a short time');
      throw new HttpError(429, traitMessages.tooManyTraitReads);
    }
    const profile = await traitProfile(ctx, viewer, ownerId);
    return reply.header('Cache-Control', 'private, no-store').send(profile);
  });

  callRoute(app, calls.traitCircle, async (request, reply) => {
    const viewer = userOf(request);
    const ids = circleIds(request.params.userIds, viewer.id);
    await withinSideBySideLimit(request, viewer.id);
    const circle = await traitCircle(ctx, viewer, ids);
    return reply.header('Cache-Control', 'private, no-store').send(circle);
  });

  callRoute(app, calls.compareTraits, async (request, reply) => {
    const viewer = userOf(request);
    const otherId = idParam(request.params.userId, 'userId');
    await withinSideBySideLimit(request, viewer.id);
    const comparison = await traitComparison(ctx, viewer, otherId);
    return reply.header('Cache-Control', 'private, no-store').send(comparison);
  });
}
