/**
 * The sections of a data export about the person themself: the account, the profile pictures, every take of the
 * questionnaire with the comparison group of now, and the kept mails addressed to them.
 */
import {
  GENDERS,
  PRONOUN_LABELS,
  NEO_DOMAINS,
  neoLevelOf,
  type ExportAnswer,
  type ExportNeoResult,
} from '@insight/api';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { mailOutbox, profileImages, surveys, type SurveyRow, type UserRow } from '../../db/schema/index.js';
import { PROFILE_IMAGES_PATH } from '../../http/paths.js';
import { pendingEmailOf } from '../contact/index.js';
import {
  comparisonGroupOf,
  IPIP_ITEMS,
  IPIP_SCALE,
  NEO_ITEMS,
  NeoScoringError,
  scoreNeo,
  type ComparisonGroup,
} from '../survey/index.js';
import { languageOfAccount } from '../../i18n/index.js';
import { mailsOf } from '../recipients/index.js';
import { iso, isoOrNull, withoutTokens, type Section } from './export-format.js';

/** Mails read per statement while the file is written. */
export const MAIL_PAGE = 100;

export async function accountOf(ctx: AppContext, user: UserRow): Promise<Section<'account'>> {
  const gender = (GENDERS as readonly string[]).includes(user.gender) ? (user.gender as (typeof GENDERS)[number]) : 'M';
  return {
    id: String(user.id),
    email: user.email,
    emailConfirmedAt: isoOrNull(user.emailVerifiedAt),
    pendingEmail: await pendingEmailOf(ctx, user),
    firstName: user.firstName,
    lastName: user.lastName,
    gender,
    pronoun: PRONOUN_LABELS[gender],
    language: languageOfAccount(user),
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

export async function picturesOf(ctx: AppContext, user: UserRow): Promise<Section<'profilePictures'>> {
  const rows = await ctx.db
    .select({ name: profileImages.name, contentType: profileImages.contentType, createdAt: profileImages.createdAt })
    .from(profileImages)
    .where(eq(profileImages.userId, user.id))
    .orderBy(asc(profileImages.createdAt));
  return rows
    .map((row) => ({
      url: `${ctx.config.appUrl}${PROFILE_IMAGES_PATH}${row.name}`,
      contentType: row.contentType,
      uploadedAt: iso(row.createdAt),
      current: row.name === user.profilePicture,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

const answerWords = (answer: number | undefined) => IPIP_SCALE.find((step) => step.value === answer);

/** A take's answers, in the administration order, with the statements they answer. */
function answersOf(take: SurveyRow): ExportAnswer[] {
  const answers: ExportAnswer[] = [];
  if (take.instrument === 'ipip-neo-120') {
    for (const item of NEO_ITEMS) {
      const scale = answerWords(take.answers[String(item.number)]);
      if (!scale) continue;
      answers.push({
        item: item.number,
        statement: item.text,
        domain: item.domain,
        facet: item.facetKey,
        answer: scale.value,
        answerText: scale.label,
      });
    }
    return answers;
  }
  for (const item of IPIP_ITEMS) {
    const scale = answerWords(take.answers[String(item.number)]);
    if (!scale) continue;
    answers.push({
      item: item.number,
      statement: item.text,
      trait: item.factor,
      answer: scale.value,
      answerText: scale.label,
    });
  }
  return answers;
}

/** A finished full take against the group: raw sums, T scores, percentiles and levels of domains and facets. */
function neoResultOf(take: SurveyRow, group: ComparisonGroup): ExportNeoResult | null {
  let scored;
  try {
    scored = scoreNeo(
      Array.from({ length: NEO_ITEMS.length }, (_, k) => take.answers[String(k + 1)]),
      group.group,
    );
  } catch (error) {
    // A finished take always holds its 120 answers; a row that does not is shown without a result.
    if (error instanceof NeoScoringError) return null;
    throw error;
  }
  const domains = Object.fromEntries(
    NEO_DOMAINS.map((d) => {
      const { raw, t, percentile, facets } = scored.domains[d];
      return [d, { raw, t, percentile, level: neoLevelOf(t), facets }];
    }),
  ) as unknown as ExportNeoResult['domains'];
  return { group: scored.group, domains };
}

/** Every take of the questionnaire, oldest first, and the comparison group of now. */
export async function questionnairesOf(
  ctx: AppContext,
  userId: number,
): Promise<{ questionnaires: Section<'questionnaires'>; comparisonGroup: Section<'comparisonGroup'> }> {
  const [takes, group] = await Promise.all([
    ctx.db.select().from(surveys).where(eq(surveys.userId, userId)).orderBy(asc(surveys.createdAt), asc(surveys.id)),
    comparisonGroupOf(ctx, userId),
  ]);
  const questionnaires = takes.map((take) => {
    const finished = take.status === 'complete';
    const short = take.instrument !== 'ipip-neo-120';
    return {
      instrument: take.instrument,
      status: take.status,
      locale: take.locale,
      startedAt: iso(take.createdAt),
      completedAt: isoOrNull(take.completedAt),
      answers: answersOf(take),
      scores: finished && short ? ((take.scores as Record<string, number> | null) ?? null) : null,
      result: finished && !short ? neoResultOf(take, group) : null,
    };
  });
  return { questionnaires, comparisonGroup: { ...group.group, chosen: group.chosen } };
}

/**
 * The kept mails that are the person's (features/recipients: sent to an address of theirs while it was theirs,
 * whichever address they have now), a page at a time, only once the address is proven.
 */
export async function* keptMailsOf(ctx: AppContext, user: UserRow): AsyncGenerator<string> {
  if (!user.emailVerifiedAt) return;
  let after = 0;
  let first = true;
  for (;;) {
    const page = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(mailsOf(user), gt(mailOutbox.id, after)))
      .orderBy(asc(mailOutbox.id))
      .limit(MAIL_PAGE);
    for (const row of page) {
      const mail: Section<'mails'>[number] = {
        to: row.toAddress,
        subject: row.subject,
        createdAt: iso(row.createdAt),
        sentAt: isoOrNull(row.sentAt),
        text: withoutTokens(row.textBody),
      };
      yield `${first ? '' : ','}\n    ${JSON.stringify(mail)}`;
      first = false;
    }
    if (page.length < MAIL_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}
