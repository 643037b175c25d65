/**
 * Reading a guide (report): the owner's guide, for the owner or a connection the owner shares it with (the
 * rule: access.ts), written from the owner's result: their latest finished take (insight.ts), the full one by its
 * percentile bands against the owner's group of now, the short one by its raw bands as before. In the reader's
 * language when the guide is translated into it, else in English with a line saying so (content.ts).
 */
import type { Language } from '@insight/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { canReadReport, reportOwnerFacts, type ReportViewer } from './access.js';
import { GUIDE_SETS, guideFor, renderFullGuideHtml, renderGuideHtml } from './content.js';
import type { GuideSets } from './guide-files.js';
import { resultOf } from './insight.js';

/**
 * The guide `reportId` of `ownerId` as HTML for a reader of `language`, when `viewer` may read it. 404 unknown
 * guide · 403 when canReadReport says no (also for an unknown owner) · 409 when the owner has no finished take.
 * `guides`: the guides to choose from, every language's as the server read them unless a test says otherwise.
 */
export async function guideHtml(
  ctx: AppContext,
  viewer: ReportViewer,
  ownerId: number,
  reportId: number,
  language: Language,
  guides: GuideSets = GUIDE_SETS,
): Promise<string> {
  const chosen = guideFor(reportId, language, guides);
  if (!chosen) throw notFound('This guide does not exist.');
  const { guide, languages } = chosen;
  const [owner] = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ownerId));
  // An unknown owner is refused like someone else's guide: the answer does not reveal who exists.
  if (!owner) throw forbidden('You may not read this guide.');
  const allowed = canReadReport(viewer, await reportOwnerFacts(ctx.db, owner.id, viewer.id), { reportId });
  if (!allowed) throw forbidden('You may not read this guide.');
  const result = await resultOf(ctx, owner.id, { forOwner: false });
  if (result.kind === 'none') throw conflict('The questionnaire is not complete yet, so this guide cannot be written.');
  const person = { firstName: owner.firstName, lastName: owner.lastName };
  return result.kind === 'short'
    ? renderGuideHtml(guide, result.scores, person, languages)
    : renderFullGuideHtml(guide, result.insight.result, person, languages);
}
