/**
 * Takes of the questionnaire for tests, made through the survey service: a short-version take (IPIP 50 items, as
 * every take made before migration 0260 is) under way or finished, and a finished full take (IPIP-NEO-120).
 * `answer` is one answer (1–5) for every item, or a function of the item number.
 *
 * And, for the tests of what is read from takes (traits, guides, export), `addTake`: a take written straight into
 * `surveys` as a finished or unfinished take looks there, with the dates it was started and finished (a history),
 * without the survey feature's routes; `chooseGroup` as the group call saves it.
 */
import { randomBytes } from 'node:crypto';
import { NEO_ITEM_COUNT, SURVEY_LOCALE, type NeoGroup } from '@insight/api';
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
import type { FastifyInstance } from 'fastify';
import { saveComparisonGroup } from '../features/survey/groups.js';
import { IPIP_ITEMS, scoreIpip } from '../features/survey/ipip.js';
import { rawScores } from '../features/survey/neo.js';

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

export type Instrument = 'ipip-50' | 'ipip-neo-120';

export interface TakeOptions {
  instrument: Instrument;
  /** One answer (1–5) for every item, or the answers in administration order (50 or 120 of them). */
  answers: number | readonly number[];
  /** When it was finished; null: a take under way (status inprogress). Default: the server's clock now. */
  finishedAt?: Date | null;
  /** When it was started. Default: a minute before it was finished (or the clock now). */
  startedAt?: Date;
}

const itemCount = (instrument: Instrument): number => (instrument === 'ipip-50' ? IPIP_ITEMS.length : NEO_ITEM_COUNT);

/** The answers in administration order. */
export function answerList(instrument: Instrument, answers: number | readonly number[]): number[] {
  const count = itemCount(instrument);
  const list = typeof answers === 'number' ? Array.from({ length: count }, () => answers) : [...answers];
  if (list.length !== count) throw new Error(`${instrument} has ${count} items; got ${list.length} answers`);
  return list;
}

/** Adds a take of `userId` and answers its row. */
export async function addTake(app: FastifyInstance, userId: number | string, options: TakeOptions): Promise<SurveyRow> {
  const list = answerList(options.instrument, options.answers);
  const answers = Object.fromEntries(list.map((answer, k) => [String(k + 1), answer]));
  const finishedAt = options.finishedAt === undefined ? app.ctx.now() : options.finishedAt;
  const startedAt = options.startedAt ?? new Date((finishedAt ?? app.ctx.now()).getTime() - 60_000);
  const scores = finishedAt
    ? options.instrument === 'ipip-50'
      ? scoreIpip(answers)
      : (rawScores(list) as unknown as Record<string, unknown>)
    : null;
  const [row] = await app.ctx.db
    .insert(surveys)
    .values({
      userId: Number(userId),
      instrument: options.instrument,
      status: finishedAt ? 'complete' : 'inprogress',
      locale: 'en-US',
      token: randomBytes(24).toString('base64url'),
      returnUrl: `${app.ctx.config.appUrl}/survey-return/${userId}`,
      answers,
      scores,
      createdAt: startedAt,
      updatedAt: finishedAt ?? startedAt,
      completedAt: finishedAt,
    })
    .returning();
  if (!row) throw new Error('the take was not written');
  return row;
}

/** Sets the person's comparison group as the group call saves it. */
export const chooseGroup = (app: FastifyInstance, userId: number | string, group: NeoGroup): Promise<NeoGroup> =>
  saveComparisonGroup(app.ctx, Number(userId), group);
