/**
 * What a person's finished takes of the questionnaire say (issue 35). A person's RESULT is their latest finished
 * take (status 'complete', by completed_at, then id): a newer take under way never replaces it until it is
 * finished. When that take is the full one (ipip-neo-120) it is scored here, when read, against the person's
 * comparison group of the moment (survey/groups.ts): percentiles are never stored, so a group change shows at once.
 * When it is the short one (ipip-50) its five raw sums are the result, as before.
 *
 * Takes are read from `surveys` directly (the survey feature writes them; this module only reads).
 */
import {
  NEO_DOMAINS,
  NEO_ITEM_COUNT,
  type NeoDomain,
  type NeoDomainPercentiles,
  type NeoInsight,
  type NeoResult,
  type TraitScores,
} from '@insight/api';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { surveys, type SurveyRow } from '../../db/schema/index.js';
import { comparisonGroupOf, IPIP_FACTORS, scoreNeo, type ComparisonGroup } from '../survey/index.js';

export type FinishedTake = Pick<SurveyRow, 'id' | 'instrument' | 'answers' | 'scores' | 'completedAt'>;

/** Every finished take of the person, oldest first (completed_at, then id). */
export async function finishedTakesOf(ctx: AppContext, userId: number): Promise<FinishedTake[]> {
  return ctx.db
    .select({
      id: surveys.id,
      instrument: surveys.instrument,
      answers: surveys.answers,
      scores: surveys.scores,
      completedAt: surveys.completedAt,
    })
    .from(surveys)
    .where(and(eq(surveys.userId, userId), eq(surveys.status, 'complete')))
    .orderBy(asc(surveys.completedAt), asc(surveys.id));
}

/** A take's answers {"1": n, …} as the list scoreNeo reads: 120 answers in the administration order. */
export function neoAnswerList(answers: Record<string, number>): number[] {
  return Array.from({ length: NEO_ITEM_COUNT }, (_, k) => answers[String(k + 1)] as number);
}

/** A finished full take scored against a group. */
export const scoreTake = (take: Pick<FinishedTake, 'answers'>, group: ComparisonGroup): NeoResult =>
  scoreNeo(neoAnswerList(take.answers), group.group);

const takenAt = (take: FinishedTake): string => (take.completedAt ?? new Date(0)).toISOString();

const percentilesOf = (result: NeoResult): NeoDomainPercentiles =>
  Object.fromEntries(NEO_DOMAINS.map((d) => [d, result.domains[d].percentile])) as NeoDomainPercentiles;

/** The short version's five raw sums, as a finished ipip-50 take keeps them. */
export function shortScoresOf(take: FinishedTake): TraitScores | null {
  const scores = take.scores as Record<string, unknown> | null;
  if (!scores) return null;
  return Object.fromEntries(IPIP_FACTORS.map((factor) => [factor, scores[factor]])) as TraitScores;
}

/** What the person's result is: the latest finished take, the full one scored, or the short one's raw sums. */
export type PersonResult =
  | { kind: 'none' }
  | { kind: 'short'; scores: TraitScores }
  | { kind: 'full'; insight: NeoInsight; group: ComparisonGroup };

/**
 * The insight of the person's latest finished take when it is the full one, against their group of now: for the
 * person themself (`forOwner`) with the change since their previous finished full take (percentile points per
 * domain, both against today's group; null when there is none) and every finished full take oldest first; for
 * anyone else `change: null, history: []`.
 */
export function insightFromTakes(takes: FinishedTake[], group: ComparisonGroup, forOwner: boolean): NeoInsight | null {
  const latest = takes.at(-1);
  if (!latest || latest.instrument !== 'ipip-neo-120') return null;
  const result = scoreTake(latest, group);
  if (!forOwner) return { takenAt: takenAt(latest), groupChosen: group.chosen, result, change: null, history: [] };
  const full = takes.filter((take) => take.instrument === 'ipip-neo-120');
  const history = full.map((take) => ({
    takenAt: takenAt(take),
    percentiles: take === latest ? percentilesOf(result) : percentilesOf(scoreTake(take, group)),
  }));
  const previous = history.at(-2);
  const now = history.at(-1) as (typeof history)[number];
  const change = previous
    ? {
        since: previous.takenAt,
        points: Object.fromEntries(
          NEO_DOMAINS.map((d: NeoDomain) => [d, now.percentiles[d] - previous.percentiles[d]]),
        ) as Record<NeoDomain, number>,
      }
    : null;
  return { takenAt: takenAt(latest), groupChosen: group.chosen, result, change, history };
}

/** `ownerId`'s NeoInsight (null when their latest finished take is not the full one, or none is finished). */
export async function insightOf(
  ctx: AppContext,
  ownerId: number,
  { forOwner }: { forOwner: boolean },
): Promise<NeoInsight | null> {
  const result = await resultOf(ctx, ownerId, { forOwner });
  return result.kind === 'full' ? result.insight : null;
}

/** The person's result (see PersonResult); the group is read only when the latest finished take is the full one. */
export async function resultOf(
  ctx: AppContext,
  ownerId: number,
  { forOwner }: { forOwner: boolean },
): Promise<PersonResult> {
  const takes = await finishedTakesOf(ctx, ownerId);
  const latest = takes.at(-1);
  if (!latest) return { kind: 'none' };
  if (latest.instrument !== 'ipip-neo-120') {
    const scores = shortScoresOf(latest);
    return scores ? { kind: 'short', scores } : { kind: 'none' };
  }
  const group = await comparisonGroupOf(ctx, ownerId);
  const insight = insightFromTakes(takes, group, forOwner);
  return insight ? { kind: 'full', insight, group } : { kind: 'none' };
}
