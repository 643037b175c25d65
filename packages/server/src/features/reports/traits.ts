/**
 * A person's trait scores (the trait chart) and two people's side by side (the comparison). The scores
 * are what the Personal Map is written from, so they follow its rule (access.ts): a person reads their own,
 * a connection reads them while the owner shares the Personal Map with them, and a comparison needs both
 * people to share their Personal Map with each other. Read fresh on every request, like the guides.
 */
import { PERSONAL_MAP_REPORT_ID, traitMessages, type TraitComparison, type TraitProfile } from '@insight/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { scoresOf } from '../survey/service.js';
import { canReadReport, reportOwnerFacts, type ReportViewer } from './access.js';

const personalMap = { reportId: PERSONAL_MAP_REPORT_ID };

async function personOf(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

async function profileOf(
  ctx: AppContext,
  person: { id: number; firstName: string; lastName: string },
): Promise<TraitProfile> {
  const scores = await scoresOf(ctx, person.id);
  return {
    userId: String(person.id),
    firstName: person.firstName,
    lastName: person.lastName,
    scores: scores
      ? {
          extraversion: scores.extraversion,
          agreeableness: scores.agreeableness,
          conscientiousness: scores.conscientiousness,
          emotionalStability: scores.emotionalStability,
          intellect: scores.intellect,
        }
      : null,
  };
}

/** `ownerId`'s scores for `viewer`: their own always; someone else's while that person shares their Personal Map. */
export async function traitProfile(ctx: AppContext, viewer: ReportViewer, ownerId: number): Promise<TraitProfile> {
  const owner = await personOf(ctx, ownerId);
  // An unknown person is refused like one who does not share: the answer does not reveal who exists.
  if (!owner) throw forbidden(traitMessages.notShared);
  if (owner.id !== viewer.id) {
    const shared = canReadReport(viewer, await reportOwnerFacts(ctx.db, owner.id, viewer.id), personalMap);
    if (!shared) throw forbidden(traitMessages.notShared);
  }
  return profileOf(ctx, owner);
}

/** `viewer` and `otherId` side by side, when each shares (and owns) the Personal Map with the other. */
export async function traitComparison(
  ctx: AppContext,
  viewer: ReportViewer,
  otherId: number,
): Promise<TraitComparison> {
  if (otherId === viewer.id) throw badRequest(traitMessages.compareSelf);
  const [me, other] = await Promise.all([personOf(ctx, viewer.id), personOf(ctx, otherId)]);
  if (!me || !other) throw forbidden(traitMessages.compareNeedsBoth);
  const [theyShare, iShare] = await Promise.all([
    reportOwnerFacts(ctx.db, other.id, me.id).then((facts) => canReadReport(me, facts, personalMap)),
    reportOwnerFacts(ctx.db, me.id, other.id).then((facts) => canReadReport(other, facts, personalMap)),
  ]);
  if (!theyShare || !iShare) throw forbidden(traitMessages.compareNeedsBoth);
  const [mine, theirs] = await Promise.all([profileOf(ctx, me), profileOf(ctx, other)]);
  return { me: mine, them: theirs };
}
