/**
 * The questionnaire's takes (table surveys; migrations/0260). A person's first take is made by
 * POST /api/survey/{locale} (createSurvey), a later one by POST /api/survey/retake/{locale} (startRetake); both are
 * the full questionnaire (IPIP-NEO-120). Takes made before 0260 are the short version (IPIP 50 items): one under
 * way is still answered and finished on its 50 items. A take is answered on the questionnaire host (status
 * inprogress as answers arrive) and scored when the person returns (status complete).
 *
 * The person's RESULT is their latest finished take; a newer unfinished take is a retake under way and never
 * replaces the result until it is finished. At most one take is under way per person: the unique index
 * surveys_open_take_key (WHERE status <> 'complete') makes concurrent starts answer the same take.
 */
import { randomBytes } from 'node:crypto';
import { NEO_ITEM_COUNT, SURVEY_LOCALE, type SurveyStatus } from '@insight/api';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbHandle, PreparedRead } from '../../db/client.js';
import { surveys, type SurveyInstrument, type SurveyRow } from '../../db/schema/index.js';
import { IPIP_ITEMS, isIpipAnswer, scoreIpip, type IpipScores } from './ipip.js';
import { rawScores } from './neo.js';

export const SURVEY_HOST_PATH = '/questionnaire';

/** The instrument of every take made now. */
export const FULL_INSTRUMENT: SurveyInstrument = 'ipip-neo-120';

/** How many items a take of `instrument` has (numbered 1..n). */
export function itemCountOf(instrument: SurveyInstrument): number {
  return instrument === 'ipip-50' ? IPIP_ITEMS.length : NEO_ITEM_COUNT;
}

/** Whether `n` is an item number of `instrument`. */
export const isItemOf = (instrument: SurveyInstrument, n: number): boolean =>
  Number.isInteger(n) && n >= 1 && n <= itemCountOf(instrument);

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

/** The person's take under way (not finished), if any: at most one (surveys_open_take_key). */
export async function openTake(ctx: AppContext, userId: number): Promise<SurveyRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(surveys)
    .where(and(eq(surveys.userId, userId), ne(surveys.status, 'complete')))
    .orderBy(desc(surveys.id))
    .limit(1);
  return row;
}

/** The person's result: their latest finished take (by completion time, then id; a finished take without a time counts as oldest), if any. */
export async function latestFinishedTake(ctx: AppContext, userId: number): Promise<SurveyRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(surveys)
    .where(and(eq(surveys.userId, userId), eq(surveys.status, 'complete')))
    .orderBy(sql`${surveys.completedAt} DESC NULLS LAST`, desc(surveys.id))
    .limit(1);
  return row;
}

/** Every finished take of the person, oldest first (by completion time, then id). */
export async function finishedTakes(ctx: AppContext, userId: number): Promise<SurveyRow[]> {
  return ctx.db
    .select()
    .from(surveys)
    .where(and(eq(surveys.userId, userId), eq(surveys.status, 'complete')))
    .orderBy(sql`${surveys.completedAt} ASC NULLS FIRST`, surveys.id);
}

/** A take's columns as a SurveyRow names them, for the prepared statements (which answer rows as they come). */
const TAKE_COLUMNS = sql`${surveys.id} as "id", ${surveys.userId} as "userId", ${surveys.instrument} as "instrument",
  ${surveys.status} as "status", ${surveys.locale} as "locale", ${surveys.token} as "token",
  ${surveys.answers} as "answers", ${surveys.scores} as "scores", ${surveys.returnUrl} as "returnUrl",
  ${surveys.createdAt} as "createdAt", ${surveys.updatedAt} as "updatedAt", ${surveys.completedAt} as "completedAt"`;

/** The take a questionnaire link names by its token (undefined for a token of another shape, or none). */
export function surveyByToken(handle: DbHandle): (token: string) => Promise<SurveyRow | undefined> {
  // Every page of the questionnaire asks it: a prepared read (on PGlite one trip through the database, not six).
  const byToken = handle.prepare<SurveyRow, { token: string }>(
    'survey_by_token',
    sql`select ${TAKE_COLUMNS} from ${surveys} where ${surveys.token} = ${sql.placeholder('token')}`,
  );
  return async (token) => {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
    const [row] = await byToken({ token });
    return row;
  };
}

/**
 * Makes a full take for the person unless one is under way (the unique index decides under concurrency: a second
 * insert does nothing); answers the take under way.
 */
async function openFullTake(ctx: AppContext, userId: number, locale: string): Promise<SurveyRow> {
  const now = ctx.now();
  await ctx.db
    .insert(surveys)
    .values({
      userId,
      instrument: FULL_INSTRUMENT,
      locale,
      token: randomBytes(24).toString('base64url'),
      returnUrl: returnUrlFor(ctx, userId),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const row = await openTake(ctx, userId);
  if (!row) throw new Error('The take could not be made.');
  return inLocale(ctx, row, locale);
}

/**
 * A full take under way, asked for in another locale, goes on in that one (its items are the same 120 in every
 * language, numbered alike, so the answers given stand): a person who changed language sees the rest in the new
 * one, never the old language silently. A finished take keeps the locale it was answered in, and the short
 * version stays English (its items exist in English only).
 */
async function inLocale(ctx: AppContext, row: SurveyRow, locale: string): Promise<SurveyRow> {
  if (row.status === 'complete' || row.instrument !== FULL_INSTRUMENT || row.locale === locale) return row;
  const [updated] = await ctx.db
    .update(surveys)
    .set({ locale })
    .where(and(eq(surveys.id, row.id), ne(surveys.status, 'complete')))
    .returning();
  return updated ?? row;
}

/** The person's newest take, or a first (full) take in `locale` when they have none (SPEC's en-US by default). */
export async function createSurvey(ctx: AppContext, userId: number, locale = SURVEY_LOCALE): Promise<SurveyRow> {
  const newest = await findSurveyByUser(ctx, userId);
  return newest ? inLocale(ctx, newest, locale) : openFullTake(ctx, userId, locale);
}

/**
 * A new take after a finished one, in `locale`: the take under way if there is one, else a new full take. Answers
 * undefined when no take is finished yet (the first take is createSurvey's).
 */
export async function startRetake(
  ctx: AppContext,
  userId: number,
  locale = SURVEY_LOCALE,
): Promise<SurveyRow | undefined> {
  if (!(await latestFinishedTake(ctx, userId))) return undefined;
  const open = await openTake(ctx, userId);
  return open ? inLocale(ctx, open, locale) : openFullTake(ctx, userId, locale);
}

/**
 * Once a take is finished: 'complete' with the latest finished take's url, and the retake under way (else null).
 * Before: the newest take's status and url (null, null when there is none).
 */
export async function surveyStatus(ctx: AppContext, userId: number): Promise<SurveyStatus> {
  const finished = await latestFinishedTake(ctx, userId);
  if (finished) {
    const open = await openTake(ctx, userId);
    return {
      status: 'complete',
      url: surveyUrl(ctx, finished),
      retake: open && open.id > finished.id ? { status: open.status, url: surveyUrl(ctx, open) } : null,
    };
  }
  const row = await findSurveyByUser(ctx, userId);
  if (!row) return { status: null, url: null };
  return { status: row.status, url: surveyUrl(ctx, row) };
}

/**
 * Merges valid answers (an item number of the take's instrument → 1..5) into an open take; status becomes inprogress.
 * Anything else is left out; with no valid answer at all nothing changes.
 */
const savers = new WeakMap<DbHandle, PreparedRead<SurveyRow, { id: number; given: string; now: string }>>();

/** The prepared save of a page's answers on `handle` (made once per handle). */
function answersSaver(handle: DbHandle): PreparedRead<SurveyRow, { id: number; given: string; now: string }> {
  let save = savers.get(handle);
  if (!save) {
    save = handle.prepare(
      'survey_save_answers',
      sql`update ${surveys}
             set answers = ${surveys.answers} || ${sql.placeholder('given')}::jsonb,
                 status = 'inprogress',
                 updated_at = ${sql.placeholder('now')}::timestamptz
           where ${surveys.id} = ${sql.placeholder('id')} and ${surveys.status} <> 'complete'
       returning ${TAKE_COLUMNS}`,
    );
    savers.set(handle, save);
  }
  return save;
}

export async function saveAnswers(
  ctx: AppContext,
  row: SurveyRow,
  answers: Record<number, number>,
): Promise<SurveyRow> {
  if (row.status === 'complete') return row;
  const given: Record<string, number> = {};
  for (const [key, value] of Object.entries(answers)) {
    const n = Number(key);
    if (isItemOf(row.instrument, n) && isIpipAnswer(value)) given[String(n)] = value;
  }
  // No answer of the take's own items: nothing changes (not even the status).
  if (Object.keys(given).length === 0) return row;
  // Merged in the database (jsonb ||), not over the row as it was read: two pages posted at once (two tabs, two
  // servers) both keep their answers. A prepared statement: every page of the questionnaire posts it.
  const [updated] = await answersSaver(ctx.dbHandle)({
    id: row.id,
    given: JSON.stringify(given),
    now: ctx.now().toISOString(),
  });
  return updated ?? row;
}

export function answersOf(row: Pick<SurveyRow, 'answers'>): Record<number, number> {
  return Object.fromEntries(Object.entries(row.answers).map(([k, v]) => [Number(k), v]));
}

/** The item numbers of the take that have no valid answer yet, in order. */
export function unansweredItems(row: Pick<SurveyRow, 'answers' | 'instrument'>): number[] {
  const answers = answersOf(row);
  const missing: number[] = [];
  for (let n = 1; n <= itemCountOf(row.instrument); n++) if (!isIpipAnswer(answers[n])) missing.push(n);
  return missing;
}

/** The scores of a fully answered take: the short version's five raw sums, or the full one's raw sums. */
function scoresOfAnswers(row: SurveyRow): Record<string, unknown> {
  const answers = answersOf(row);
  if (row.instrument === 'ipip-50') return scoreIpip(answers);
  return { ...rawScores(Array.from({ length: NEO_ITEM_COUNT }, (_, k) => answers[k + 1])) };
}

/**
 * The person's return from the questionnaire host. Scores the take under way when it is fully answered (→ true).
 * Otherwise true when a take is finished (the person keeps that result; a retake not fully answered changes
 * nothing), else false.
 */
export async function completeSurvey(ctx: AppContext, userId: number): Promise<boolean> {
  const open = await openTake(ctx, userId);
  if (open && unansweredItems(open).length === 0) {
    const now = ctx.now();
    await ctx.db
      .update(surveys)
      .set({ status: 'complete', scores: scoresOfAnswers(open), completedAt: now, updatedAt: now })
      .where(and(eq(surveys.id, open.id), ne(surveys.status, 'complete')));
    return true;
  }
  return (await latestFinishedTake(ctx, userId)) !== undefined;
}

/**
 * The short version's five raw sums, ONLY when the person's latest finished take is the 50-item one (else null:
 * a full take's readers read the takes themselves, latestFinishedTake / finishedTakes).
 */
export async function scoresOf(ctx: AppContext, userId: number): Promise<IpipScores | null> {
  const row = await latestFinishedTake(ctx, userId);
  if (!row || row.instrument !== 'ipip-50' || !row.scores) return null;
  return row.scores as IpipScores;
}
