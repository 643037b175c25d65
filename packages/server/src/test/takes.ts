/**
 * Takes of the questionnaire for tests, made through the survey service: a short-version take (IPIP 50 items, as
 * every take made before migration 0260 is) under way or finished, and a finished full take (IPIP-NEO-120).
 * `answer` is one answer (1–5) for every item, or a function of the item number.
 */
import { randomBytes } from 'node:crypto';
import { NEO_ITEM_COUNT, SURVEY_LOCALE } from '@insight/api';
import type { AppContext } from '../context.js';
import { surveys, type SurveyRow } from '../db/schema/index.js';
import {
  completeSurvey,
  createSurvey,
  openTake,
  returnUrlFor,
  saveAnswers,
  startRetake,
} from '../features/survey/service.js';

export type Answer = number | ((item: number) => number);

const answersFor = (count: number, answer: Answer): Record<number, number> =>
  Object.fromEntries(
    Array.from({ length: count }, (_, k) => [k + 1, typeof answer === 'number' ? answer : answer(k + 1)]),
  );

/** A short-version take under way, as the rows made before migration 0260 (the person must have no take under way). */
export async function shortTakeUnderWay(ctx: AppContext, userId: number): Promise<SurveyRow> {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(surveys)
    .values({
      userId,
      instrument: 'ipip-50',
      locale: SURVEY_LOCALE,
      token: randomBytes(24).toString('base64url'),
      returnUrl: returnUrlFor(ctx, userId),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('the short take was not made');
  return row;
}

/** A finished short-version take: all 50 items answered, then the person's return. */
export async function finishedShortTake(ctx: AppContext, userId: number, answer: Answer): Promise<void> {
  const row = await shortTakeUnderWay(ctx, userId);
  await saveAnswers(ctx, row, answersFor(50, answer));
  if (!(await completeSurvey(ctx, userId))) throw new Error('the short take did not finish');
}

/**
 * A finished full take: the take under way, else a retake (after a finished take), else the first take; all 120
 * answered, then the person's return. Answers the finished take.
 */
export async function finishedFullTake(ctx: AppContext, userId: number, answer: Answer): Promise<SurveyRow> {
  const row = (await openTake(ctx, userId)) ?? (await startRetake(ctx, userId)) ?? (await createSurvey(ctx, userId));
  if (row.instrument !== 'ipip-neo-120') throw new Error('a short take is under way');
  await saveAnswers(ctx, row, answersFor(NEO_ITEM_COUNT, answer));
  if (!(await completeSurvey(ctx, userId))) throw new Error('the full take did not finish');
  return row;
}
