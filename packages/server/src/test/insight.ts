/**
 * Takes of the questionnaire for the insight tests (traits, guides, export), written straight into `surveys` as a
 * finished or unfinished take looks there: the short version (ipip-50) or the full one (ipip-neo-120), its answers
 * {"1": n, …} and, when finished, its raw scores and when it was finished. No route of the survey feature is used:
 * the tests of what is read from takes do not depend on how takes are answered.
 */
import { randomBytes } from 'node:crypto';
import { NEO_ITEM_COUNT, type NeoGroup } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { surveys, type SurveyRow } from '../db/schema/index.js';
import { saveComparisonGroup } from '../features/survey/groups.js';
import { IPIP_ITEMS, scoreIpip } from '../features/survey/ipip.js';
import { rawScores } from '../features/survey/neo.js';

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
