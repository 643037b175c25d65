/**
 * A person's trait scores (the trait chart) and two people's side by side (the comparison). The scores
 * are what the Personal Map is written from, so they follow its rule (access.ts): a person reads their own,
 * a connection reads them while the owner shares the Personal Map with them, and a comparison needs both
 * people to share their Personal Map with each other. Read fresh on every request, like the guides.
 *
 * What a profile holds is the person's latest finished take (insight.ts): the full one as `full` (against the
 * person's OWN comparison group, also in a comparison or a circle; the change and the history only for the person
 * themself), or the short one's raw sums as `scores`; never both.
 */
import {
  CIRCLE_MAX_PEOPLE,
  PERSONAL_MAP_REPORT_ID,
  traitMessages,
  type TraitCircle,
  type TraitComparison,
  type TraitProfile,
} from '@insight/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { canReadReport, reportOwnerFacts, type ReportViewer } from './access.js';
import { resultOf } from './insight.js';

const personalMap = { reportId: PERSONAL_MAP_REPORT_ID };

async function personOf(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/**
 * What `person`'s latest finished take says, for `viewer`: the full one (`full`, against the person's OWN group;
 * the change and the history only for the person themself) or the short one's raw sums (`scores`), never both;
 * both null before a take is finished.
 */
async function profileOf(
  ctx: AppContext,
  viewer: ReportViewer,
  person: { id: number; firstName: string; lastName: string },
): Promise<TraitProfile> {
  const result = await resultOf(ctx, person.id, { forOwner: person.id === viewer.id });
  return {
    userId: String(person.id),
    firstName: person.firstName,
    lastName: person.lastName,
    scores: result.kind === 'short' ? result.scores : null,
    full: result.kind === 'full' ? result.insight : null,
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
  return profileOf(ctx, viewer, owner);
}

type Person = NonNullable<Awaited<ReturnType<typeof personOf>>>;

/**
 * THE rule of the views that put people side by side (compare, circle): each of the two shares (and owns) the
 * Personal Map with the other, now. Read fresh on every request: an unshare counts on the very next one.
 */
async function sharesBothWays(ctx: AppContext, me: Person, other: Person): Promise<boolean> {
  const [theyShare, iShare] = await Promise.all([
    reportOwnerFacts(ctx.db, other.id, me.id).then((facts) => canReadReport(me, facts, personalMap)),
    reportOwnerFacts(ctx.db, me.id, other.id).then((facts) => canReadReport(other, facts, personalMap)),
  ]);
  return theyShare && iShare;
}

/** `viewer` and `otherId` side by side, when each shares (and owns) the Personal Map with the other. */
export async function traitComparison(
  ctx: AppContext,
  viewer: ReportViewer,
  otherId: number,
): Promise<TraitComparison> {
  if (otherId === viewer.id) throw badRequest(traitMessages.compareSelf);
  const [me, other] = await Promise.all([personOf(ctx, viewer.id), personOf(ctx, otherId)]);
  if (!me || !other || !(await sharesBothWays(ctx, me, other))) throw forbidden(traitMessages.compareNeedsBoth);
  const [mine, theirs] = await Promise.all([profileOf(ctx, viewer, me), profileOf(ctx, viewer, other)]);
  return { me: mine, them: theirs };
}

/** The ids of a circle's address: 1 to CIRCLE_MAX_PEOPLE distinct positive whole numbers, comma-separated. */
export function circleIds(text: string, viewerId: number): number[] {
  const parts = text.split(',');
  const ids = parts.map((part) => (/^[1-9]\d{0,8}$/.test(part) ? Number(part) : NaN));
  const valid =
    parts.length >= 1 &&
    parts.length <= CIRCLE_MAX_PEOPLE &&
    ids.every((id) => Number.isSafeInteger(id) && id !== viewerId) &&
    new Set(ids).size === ids.length;
  if (!valid) throw badRequest(traitMessages.circleInvalid);
  return ids;
}

/**
 * The circle: the asker and the chosen people, in the order asked, when every one of them shares the
 * Personal Map both ways with the asker (the compare rule, sharesBothWays); 403 as soon as one does not, with
 * no hint of which (or who exists).
 */
export async function traitCircle(ctx: AppContext, viewer: ReportViewer, ids: number[]): Promise<TraitCircle> {
  const me = await personOf(ctx, viewer.id);
  const people = await Promise.all(ids.map((id) => personOf(ctx, id)));
  if (!me || people.some((person) => !person)) throw forbidden(traitMessages.circleNeedsBoth);
  const known = people as Person[];
  const allowed = await Promise.all(known.map((person) => sharesBothWays(ctx, me, person)));
  if (allowed.some((ok) => !ok)) throw forbidden(traitMessages.circleNeedsBoth);
  const [mine, ...theirs] = await Promise.all([me, ...known].map((person) => profileOf(ctx, viewer, person)));
  return { me: mine!, people: theirs };
}
