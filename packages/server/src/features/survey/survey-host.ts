/**
 * The questionnaire host (a product feature, served whatever SANDBOX says): a take served by its instrument, in
 * pages of 10 — the IPIP-NEO-120 (120 items, 12 pages; every take made now) or the IPIP 50-item markers (5 pages;
 * a short take begun before migration 0260 continues on its 50 items).
 *   GET  /questionnaire/:token?page=N   a page of 10 items, each a labelled radio group on the 5-point scale; page 1
 *                                        of a full take starts with the optional "Compared with" question
 *   POST /questionnaire/:token          saves the page's answers (status inprogress) and, on page 1 of a full take,
 *                                        the comparison group when both its parts are given; Next / Back / Finish.
 *                                        Finish with every item answered → the take's return address.
 * Only the item numbers of the take's own instrument on the posted page count. The return address is the one
 * stored when the take was made (never taken from the query).
 */
import { getChoices } from '@bigfive-org/questions';
import {
  DEFAULT_LANGUAGE,
  languageOfSurveyLocale,
  NEO_AGE_BANDS,
  NEO_SEXES,
  NeoGroup,
  type Language,
  type NeoAgeBand,
  type NeoSex,
} from '@insight/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { is } from 'superstruct';
import type { SurveyInstrument, SurveyRow } from '../../db/schema/index.js';
import { h, htmlPage, type SafeHtml } from '../../http/html.js';
import { defineMessages, intlFor, requestLanguage, type IntlShape } from '../../i18n/index.js';
import { comparisonGroupOf, saveComparisonGroup, type ComparisonGroup } from './groups.js';
import { IPIP_ITEMS, IPIP_SCALE } from './ipip.js';
import { NEO_ITEMS, neoItems } from './neo-items.js';
import { answersOf, saveAnswers, SURVEY_HOST_PATH, surveyByToken, unansweredItems } from './service.js';

export const ITEMS_PER_PAGE = 10;

/** The questionnaire host's words (English here; the other languages in packages/api/lang). */
const m = defineMessages({
  brand: { id: 'questionnaire.brand', defaultMessage: 'Insight questionnaire' },
  neoBanner: {
    id: 'questionnaire.neoBanner',
    defaultMessage:
      'The IPIP-NEO-120 (Johnson, 2014; public-domain items): 120 statements on the five big traits and their 30 facets.',
  },
  pageTitle: { id: 'questionnaire.pageTitle', defaultMessage: 'Questionnaire, page {page} of {pages}' },
  completeTitle: { id: 'questionnaire.completeTitle', defaultMessage: 'Questionnaire complete' },
  notFoundTitle: { id: 'questionnaire.notFoundTitle', defaultMessage: 'Survey not found' },
  notFound: {
    id: 'questionnaire.notFound',
    defaultMessage: 'This survey link is not valid. Please start the survey again from your dashboard.',
  },
  heading: { id: 'questionnaire.heading', defaultMessage: 'Describe yourself' },
  instructions: {
    id: 'questionnaire.instructions',
    defaultMessage:
      'Describe yourself as you generally are now, not as you wish to be in the future. Describe yourself as you honestly see yourself, in relation to other people you know of roughly your same age. For each statement, choose how accurately it describes you.',
  },
  progress: {
    id: 'questionnaire.progress',
    defaultMessage: 'Page {page} of {pages}. {answered} of {total} statements answered.',
  },
  missing: {
    id: 'questionnaire.missing',
    defaultMessage: 'Please answer every statement on this page before you go on ({left} left).',
  },
  back: { id: 'questionnaire.back', defaultMessage: 'Back' },
  next: { id: 'questionnaire.next', defaultMessage: 'Next' },
  finish: { id: 'questionnaire.finish', defaultMessage: 'Finish' },
  thanks: { id: 'questionnaire.thanks', defaultMessage: 'Thank you' },
  complete: { id: 'questionnaire.complete', defaultMessage: 'Your questionnaire is complete.' },
  returnHome: { id: 'questionnaire.returnHome', defaultMessage: 'Return to your dashboard' },
  groupHeading: { id: 'questionnaire.group.heading', defaultMessage: 'Compared with (optional)' },
  groupIntro: {
    id: 'questionnaire.group.intro',
    defaultMessage:
      'Your results are compared with people like you in published norms. Choose both to set whom you are compared with; you can change it later. Without a choice, you are compared with people aged 21 to 40, women and men averaged.',
  },
  groupSex: { id: 'questionnaire.group.sex', defaultMessage: 'Compared with: women or men' },
  groupAge: { id: 'questionnaire.group.age', defaultMessage: 'Compared with: age' },
  female: { id: 'questionnaire.group.female', defaultMessage: 'Women' },
  male: { id: 'questionnaire.group.male', defaultMessage: 'Men' },
  unspecified: { id: 'questionnaire.group.unspecified', defaultMessage: 'Prefer not to say (both, averaged)' },
  under21: { id: 'questionnaire.group.under21', defaultMessage: 'Under 21' },
  age21to40: { id: 'questionnaire.group.21to40', defaultMessage: '21 to 40' },
  age41to60: { id: 'questionnaire.group.41to60', defaultMessage: '41 to 60' },
  over60: { id: 'questionnaire.group.over60', defaultMessage: 'Over 60' },
});

interface Questionnaire {
  items: readonly { number: number; text: string }[];
  pageCount: number;
  /** The note under the header (the short version's is English only: its items are). */
  banner: (intl: IntlShape) => string;
}

const questionnaireOf = (
  items: readonly { number: number; text: string }[],
  banner: (intl: IntlShape) => string,
): Questionnaire => ({
  items,
  pageCount: Math.ceil(items.length / ITEMS_PER_PAGE),
  banner,
});

export const QUESTIONNAIRES: Record<SurveyInstrument, Questionnaire> = {
  'ipip-50': questionnaireOf(IPIP_ITEMS, () => 'The public-domain IPIP 50-item Big-Five questionnaire.'),
  'ipip-neo-120': questionnaireOf(NEO_ITEMS, (intl) => intl.formatMessage(m.neoBanner)),
};

/**
 * A take's language, from the locale it was made with: the full questionnaire's items exist in every language
 * Insight speaks (@bigfive-org/questions); the short version's 50 items in English only, so it stays English.
 */
const languageOfTake = (row: SurveyRow): Language =>
  row.instrument === 'ipip-neo-120' ? (languageOfSurveyLocale(row.locale) ?? DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;

/** `make(language)`, made once per language. */
function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language) as T;
  };
}

/** The full questionnaire's items in a language (the package's texts; English as it always was). */
const neoItemsIn = perLanguage((language) => (language === DEFAULT_LANGUAGE ? NEO_ITEMS : neoItems(language)));
const itemsOf = (row: SurveyRow, language: Language): readonly { number: number; text: string }[] =>
  row.instrument === 'ipip-neo-120' ? neoItemsIn(language) : QUESTIONNAIRES[row.instrument].items;

/**
 * The five answers' words: English as the questionnaire always said them; another language in the package's own
 * translation of the scale (its choices for a plus-keyed item, in score order 1–5).
 */
function scaleOf(language: Language): readonly { value: number; label: string }[] {
  if (language === DEFAULT_LANGUAGE) return IPIP_SCALE;
  const choices = getChoices(language) as { plus?: { text?: unknown; score?: unknown }[] };
  const scale = (choices.plus ?? [])
    .filter((choice) => typeof choice.text === 'string' && typeof choice.score === 'number')
    .map((choice) => ({ value: choice.score as number, label: choice.text as string }))
    .sort((a, b) => a.value - b.value);
  if (scale.length !== 5 || scale.some((option, k) => option.value !== k + 1)) {
    throw new Error(`@bigfive-org/questions: the answers of '${language}' are not the five of the scale`);
  }
  return scale;
}
const scaleIn = perLanguage(scaleOf);

/** The words of the comparison group's choices. */
const sexLabels = (intl: IntlShape): Record<NeoSex, string> => ({
  female: intl.formatMessage(m.female),
  male: intl.formatMessage(m.male),
  unspecified: intl.formatMessage(m.unspecified),
});
const ageBandLabels = (intl: IntlShape): Record<NeoAgeBand, string> => ({
  under21: intl.formatMessage(m.under21),
  '21-40': intl.formatMessage(m.age21to40),
  '41-60': intl.formatMessage(m.age41to60),
  over60: intl.formatMessage(m.over60),
});

const itemsOfPage = (items: readonly { number: number; text: string }[], pageNumber: number) =>
  items.slice((pageNumber - 1) * ITEMS_PER_PAGE, pageNumber * ITEMS_PER_PAGE);

function send(
  reply: FastifyReply,
  intl: IntlShape,
  status: number,
  title: string,
  body: SafeHtml,
  banner?: string,
): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Language', intl.locale)
    .send(
      htmlPage(title, body, { brand: intl.formatMessage(m.brand), lang: intl.locale, ...(banner ? { banner } : {}) }),
    );
}

function pageNumberOf(value: unknown, questionnaire: Questionnaire): number {
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : 1;
  return n >= 1 && n <= questionnaire.pageCount ? n : 1;
}

/** The optional "Compared with" question (page 1 of a full take), prefilled when the person chose a group. */
function groupQuestion(intl: IntlShape, current: ComparisonGroup): SafeHtml {
  const radios = <V extends string>(name: string, values: readonly V[], labels: Record<V, string>, chosen?: V) =>
    values.map(
      (value) =>
        h`<label><input type="radio" name="${name}" value="${value}"${chosen === value ? h` checked` : ''}> ${labels[value]}</label>`,
    );
  const sex = current.chosen ? current.group.sex : undefined;
  const ageBand = current.chosen ? current.group.ageBand : undefined;
  return h`<div class="panel" id="comparison-group">
<h2>${intl.formatMessage(m.groupHeading)}</h2>
<p>${intl.formatMessage(m.groupIntro)}</p>
<fieldset class="item" id="group-sex">
<legend>${intl.formatMessage(m.groupSex)}</legend>
<div class="scale">${radios('sex', NEO_SEXES, sexLabels(intl), sex)}</div>
</fieldset>
<fieldset class="item" id="group-age">
<legend>${intl.formatMessage(m.groupAge)}</legend>
<div class="scale">${radios('ageBand', NEO_AGE_BANDS, ageBandLabels(intl), ageBand)}</div>
</fieldset>
</div>`;
}

function questionnairePage(
  intl: IntlShape,
  row: SurveyRow,
  questionnaire: Questionnaire,
  pageNumber: number,
  showMissing: boolean,
  group: ComparisonGroup | null,
): SafeHtml {
  const language = languageOfTake(row);
  const answers = answersOf(row);
  const allItems = itemsOf(row, language);
  const items = itemsOfPage(allItems, pageNumber);
  const total = allItems.length;
  const missing = items.filter((item) => answers[item.number] === undefined);
  const answeredCount = total - unansweredItems(row).length;
  const scale = scaleIn(language);
  const fieldsets = items.map((item) => {
    const isMissing = showMissing && answers[item.number] === undefined;
    const options = scale.map(
      (option) =>
        h`<label><input type="radio" name="q${item.number}" value="${option.value}"${
          answers[item.number] === option.value ? h` checked` : ''
        }> ${option.label}</label>`,
    );
    return h`<fieldset class="item${isMissing ? ' missing' : ''}" id="item-${item.number}"${
      isMissing ? h` aria-describedby="missing-note"` : ''
    }>
<legend>${intl.formatNumber(item.number)}. ${item.text}</legend>
<div class="scale">${options}</div>
</fieldset>`;
  });
  const progress = intl.formatMessage(m.progress, {
    page: pageNumber,
    pages: questionnaire.pageCount,
    answered: answeredCount,
    total,
  });
  return h`<h1>${intl.formatMessage(m.heading)}</h1>
<div class="panel">
<p>${intl.formatMessage(m.instructions)}</p>
<p class="muted" id="progress-label">${progress}</p>
<progress max="${total}" value="${answeredCount}" aria-labelledby="progress-label"></progress>
</div>
${
  showMissing && missing.length > 0
    ? h`<p class="alert error" role="alert" id="missing-note">${intl.formatMessage(m.missing, { left: missing.length })}</p>`
    : ''
}
<form method="post" action="${SURVEY_HOST_PATH}/${row.token}">
<input type="hidden" name="page" value="${pageNumber}">
${group ? groupQuestion(intl, group) : ''}
${fieldsets}
<div class="actions">
${pageNumber > 1 ? h`<button type="submit" name="action" value="back" class="secondary">${intl.formatMessage(m.back)}</button>` : ''}
${
  pageNumber < questionnaire.pageCount
    ? h`<button type="submit" name="action" value="next">${intl.formatMessage(m.next)}</button>`
    : h`<button type="submit" name="action" value="finish">${intl.formatMessage(m.finish)}</button>`
}
</div>
</form>`;
}

function completePage(intl: IntlShape, row: SurveyRow): SafeHtml {
  return h`<h1>${intl.formatMessage(m.thanks)}</h1><div class="panel"><p>${intl.formatMessage(m.complete)}</p>
<div class="actions"><a class="button" href="${row.returnUrl}">${intl.formatMessage(m.returnHome)}</a></div></div>`;
}

/** Whether page `pageNumber` of `row` asks whom the person is compared with: page 1 of a full take. */
const asksGroup = (row: SurveyRow, pageNumber: number): boolean =>
  row.instrument === 'ipip-neo-120' && pageNumber === 1;

interface TokenParams {
  token: string;
}

export async function surveyHost(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const byToken = surveyByToken(ctx.dbHandle);
  const surveyOf = async (request: FastifyRequest<{ Params: TokenParams }>): Promise<SurveyRow | undefined> =>
    byToken(request.params.token);

  // A link that names no take: in the language the browser asks for (there is no take to say one).
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const intl = intlFor(requestLanguage(request));
    const title = intl.formatMessage(m.notFoundTitle);
    return send(
      reply,
      intl,
      404,
      title,
      h`<h1>${title}</h1><p class="alert error" role="alert">${intl.formatMessage(m.notFound)}</p>`,
    );
  };

  app.get<{ Params: TokenParams }>(`${SURVEY_HOST_PATH}/:token`, async (request, reply) => {
    const found = await surveyOf(request);
    if (!found) return notFoundPage(request, reply);
    const intl = intlFor(languageOfTake(found));
    const questionnaire = QUESTIONNAIRES[found.instrument];
    if (found.status === 'complete') {
      return send(
        reply,
        intl,
        200,
        intl.formatMessage(m.completeTitle),
        completePage(intl, found),
        questionnaire.banner(intl),
      );
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    const pageNumber = pageNumberOf(query.page, questionnaire);
    const group = asksGroup(found, pageNumber) ? await comparisonGroupOf(ctx, found.userId) : null;
    return send(
      reply,
      intl,
      200,
      intl.formatMessage(m.pageTitle, { page: pageNumber, pages: questionnaire.pageCount }),
      questionnairePage(intl, found, questionnaire, pageNumber, query.missing === '1', group),
      questionnaire.banner(intl),
    );
  });

  app.post<{ Params: TokenParams }>(`${SURVEY_HOST_PATH}/:token`, async (request, reply) => {
    const found = await surveyOf(request);
    if (!found) return notFoundPage(request, reply);
    const base = `${SURVEY_HOST_PATH}/${found.token}`;
    if (found.status === 'complete') return reply.code(303).redirect(found.returnUrl);
    const questionnaire = QUESTIONNAIRES[found.instrument];
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const pageNumber = pageNumberOf(body.page, questionnaire);
    const pageItems = itemsOfPage(questionnaire.items, pageNumber);
    const answers: Record<number, number> = {};
    for (const item of pageItems) {
      const value = body[`q${item.number}`];
      if (typeof value === 'string' && /^[1-5]$/.test(value)) answers[item.number] = Number(value);
    }
    // The group: both parts, each one of the norms', or nothing at all (one part alone is left, without an error).
    const group = { sex: body.sex, ageBand: body.ageBand };
    if (asksGroup(found, pageNumber) && is(group, NeoGroup)) await saveComparisonGroup(ctx, found.userId, group);
    const row = await saveAnswers(ctx, found, answers);
    const action = body.action;
    if (action === 'back') return reply.code(303).redirect(`${base}?page=${Math.max(1, pageNumber - 1)}`);
    const saved = answersOf(row);
    const missingHere = pageItems.some((item) => saved[item.number] === undefined);
    if (missingHere) return reply.code(303).redirect(`${base}?page=${pageNumber}&missing=1`);
    if (pageNumber < questionnaire.pageCount) return reply.code(303).redirect(`${base}?page=${pageNumber + 1}`);
    const firstMissing = unansweredItems(row)[0];
    if (firstMissing !== undefined) {
      return reply.code(303).redirect(`${base}?page=${Math.ceil(firstMissing / ITEMS_PER_PAGE)}&missing=1`);
    }
    // Every item answered: the status stays inprogress until the person's return is handled.
    return reply.code(303).redirect(row.returnUrl);
  });
}
