/**
 * Surveys: one per person. Created by POST /api/survey/{locale}, answered on the questionnaire host
 * (status inprogress as answers arrive), scored when the person returns (status complete).
 */
import { randomBytes } from 'node:crypto';
import { SURVEY_LOCALE, type SurveyStatus } from '@insight/api';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { surveys, type SurveyRow } from '../../db/schema/index.js';
import { IPIP_ITEMS, isIpipAnswer, missingItems, scoreIpip, type IpipScores } from './ipip.js';

export const SURVEY_HOST_PATH = '/questionnaire';

/** Where the survey host sends the person back: APP_URL + surveyRedirectPath + user id. */
export function returnUrlFor(ctx: AppContext, userId: number): string {
  const path = ctx.config.surveyRedirectPath.replace(/\/?$/, '/');
  return `${ctx.config.appUrl}${path.startsWith('/') ? path : `/${path}`}${userId}`;
}

export function surveyUrl(ctx: AppContext, row: Pick<SurveyRow, 'token' | 'returnUrl'>): string {
  return `${ctx.config.appUrl}${SURVEY_HOST_PATH}/${row.token}?returnUrl=${encodeURIComponent(row.returnUrl)}`;
}

/** The person's newest take. */
export async function findSurveyByUser(ctx: AppContext, userId: number): Promise<SurveyRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(surveys)
    .where(eq(surveys.userId, userId))
    .orderBy(desc(surveys.id))
    .limit(1);
  return row;
}

export async function findSurveyByToken(ctx: AppContext, token: string): Promise<SurveyRow | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const [row] = await ctx.db.select().from(surveys).where(eq(surveys.token, token));
  return row;
}

/** Creates the person's survey (or answers the existing one). */
export async function createSurvey(ctx: AppContext, userId: number): Promise<SurveyRow> {
  const existing = await findSurveyByUser(ctx, userId);
  if (existing) return existing;
  const now = ctx.now();
  await ctx.db
    .insert(surveys)
    .values({
      userId,
      locale: SURVEY_LOCALE,
      token: randomBytes(24).toString('base64url'),
      returnUrl: returnUrlFor(ctx, userId),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const row = await findSurveyByUser(ctx, userId);
  if (!row) throw new Error('The survey could not be created.');
  return row;
}

export async function surveyStatus(ctx: AppContext, userId: number): Promise<SurveyStatus> {
  const row = await findSurveyByUser(ctx, userId);
  if (!row) return { status: null, url: null };
  return { status: row.status, url: surveyUrl(ctx, row) };
}

/** Merges valid answers (item number → 1..5) into an open survey; status becomes inprogress. */
export async function saveAnswers(
  ctx: AppContext,
  row: SurveyRow,
  answers: Record<number, number>,
): Promise<SurveyRow> {
  if (row.status === 'complete') return row;
  const merged: Record<string, number> = { ...row.answers };
  const valid = new Set(IPIP_ITEMS.map((i) => i.number));
  for (const [key, value] of Object.entries(answers)) {
    if (valid.has(Number(key)) && isIpipAnswer(value)) merged[String(Number(key))] = value;
  }
  const [updated] = await ctx.db
    .update(surveys)
    .set({ answers: merged, status: 'inprogress', updatedAt: ctx.now() })
    .where(eq(surveys.id, row.id))
    .returning();
  return updated ?? row;
}

export function answersOf(row: Pick<SurveyRow, 'answers'>): Record<number, number> {
  return Object.fromEntries(Object.entries(row.answers).map(([k, v]) => [Number(k), v]));
}

export const unansweredItems = (row: Pick<SurveyRow, 'answers'>): number[] => missingItems(answersOf(row));

/** Scores a fully answered survey and marks it complete. Answers whether it is complete. */
export async function completeSurvey(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await findSurveyByUser(ctx, userId);
  if (!row) return false;
  if (row.status === 'complete' && row.scores) return true;
  if (unansweredItems(row).length > 0) return false;
  const scores = scoreIpip(answersOf(row));
  await ctx.db
    .update(surveys)
    .set({ status: 'complete', scores, completedAt: ctx.now(), updatedAt: ctx.now() })
    .where(eq(surveys.id, row.id));
  return true;
}

/** The person's scores when the survey is complete. */
export async function scoresOf(ctx: AppContext, userId: number): Promise<IpipScores | null> {
  const row = await findSurveyByUser(ctx, userId);
  if (!row || row.status !== 'complete' || !row.scores) return null;
  return row.scores as IpipScores;
}
