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
import { NEO_AGE_BANDS, NEO_SEXES, NeoGroup, type NeoAgeBand, type NeoSex } from '@insight/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { is } from 'superstruct';
import type { SurveyInstrument, SurveyRow } from '../../db/schema/index.js';
import { h, htmlPage, type SafeHtml } from '../../http/html.js';
import { comparisonGroupOf, saveComparisonGroup, type ComparisonGroup } from './groups.js';
import { IPIP_INSTRUCTIONS, IPIP_ITEMS, IPIP_SCALE } from './ipip.js';
import { NEO_ITEMS } from './neo-items.js';
import { answersOf, saveAnswers, SURVEY_HOST_PATH, surveyByToken, unansweredItems } from './service.js';

export const ITEMS_PER_PAGE = 10;

const BRAND = 'Insight questionnaire';

interface Questionnaire {
  items: readonly { number: number; text: string }[];
  pageCount: number;
  banner: string;
}

const questionnaireOf = (items: readonly { number: number; text: string }[], banner: string): Questionnaire => ({
  items,
  pageCount: Math.ceil(items.length / ITEMS_PER_PAGE),
  banner,
});

export const QUESTIONNAIRES: Record<SurveyInstrument, Questionnaire> = {
  'ipip-50': questionnaireOf(IPIP_ITEMS, 'The public-domain IPIP 50-item Big-Five questionnaire.'),
  'ipip-neo-120': questionnaireOf(
    NEO_ITEMS,
    'The IPIP-NEO-120 (Johnson, 2014; public-domain items): 120 statements on the five big traits and their 30 facets.',
  ),
};

/** The words of the comparison group's choices. */
const SEX_LABELS: Record<NeoSex, string> = {
  female: 'Women',
  male: 'Men',
  unspecified: 'Prefer not to say (both, averaged)',
};
const AGE_BAND_LABELS: Record<NeoAgeBand, string> = {
  under21: 'Under 21',
  '21-40': '21 to 40',
  '41-60': '41 to 60',
  over60: 'Over 60',
};

const itemsOfPage = (questionnaire: Questionnaire, pageNumber: number) =>
  questionnaire.items.slice((pageNumber - 1) * ITEMS_PER_PAGE, pageNumber * ITEMS_PER_PAGE);

function send(reply: FastifyReply, status: number, title: string, body: SafeHtml, banner?: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(htmlPage(title, body, { brand: BRAND, ...(banner ? { banner } : {}) }));
}

function pageNumberOf(value: unknown, questionnaire: Questionnaire): number {
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : 1;
  return n >= 1 && n <= questionnaire.pageCount ? n : 1;
}

/** The optional "Compared with" question (page 1 of a full take), prefilled when the person chose a group. */
function groupQuestion(current: ComparisonGroup): SafeHtml {
  const radios = <V extends string>(name: string, values: readonly V[], labels: Record<V, string>, chosen?: V) =>
    values.map(
      (value) =>
        h`<label><input type="radio" name="${name}" value="${value}"${chosen === value ? h` checked` : ''}> ${labels[value]}</label>`,
    );
  const sex = current.chosen ? current.group.sex : undefined;
  const ageBand = current.chosen ? current.group.ageBand : undefined;
  return h`<div class="panel" id="comparison-group">
<h2>Compared with (optional)</h2>
<p>Your results are compared with people like you in published norms. Choose both to set whom you are compared with; you can change it later. Without a choice, you are compared with people aged 21 to 40, women and men averaged.</p>
<fieldset class="item" id="group-sex">
<legend>Compared with: women or men</legend>
<div class="scale">${radios('sex', NEO_SEXES, SEX_LABELS, sex)}</div>
</fieldset>
<fieldset class="item" id="group-age">
<legend>Compared with: age</legend>
<div class="scale">${radios('ageBand', NEO_AGE_BANDS, AGE_BAND_LABELS, ageBand)}</div>
</fieldset>
</div>`;
}

function questionnairePage(
  row: SurveyRow,
  questionnaire: Questionnaire,
  pageNumber: number,
  showMissing: boolean,
  group: ComparisonGroup | null,
): SafeHtml {
  const answers = answersOf(row);
  const items = itemsOfPage(questionnaire, pageNumber);
  const total = questionnaire.items.length;
  const missing = items.filter((item) => answers[item.number] === undefined);
  const answeredCount = total - unansweredItems(row).length;
  const fieldsets = items.map((item) => {
    const isMissing = showMissing && answers[item.number] === undefined;
    const options = IPIP_SCALE.map(
      (option) =>
        h`<label><input type="radio" name="q${item.number}" value="${option.value}"${
          answers[item.number] === option.value ? h` checked` : ''
        }> ${option.label}</label>`,
    );
    return h`<fieldset class="item${isMissing ? ' missing' : ''}" id="item-${item.number}"${
      isMissing ? h` aria-describedby="missing-note"` : ''
    }>
<legend>${item.number}. ${item.text}</legend>
<div class="scale">${options}</div>
</fieldset>`;
  });
  return h`<h1>Describe yourself</h1>
<div class="panel">
<p>${IPIP_INSTRUCTIONS}</p>
<p class="muted" id="progress-label">Page ${pageNumber} of ${questionnaire.pageCount}. ${answeredCount} of ${total} statements answered.</p>
<progress max="${total}" value="${answeredCount}" aria-labelledby="progress-label"></progress>
</div>
${
  showMissing && missing.length > 0
    ? h`<p class="alert error" role="alert" id="missing-note">Please answer every statement on this page before you go on (${missing.length} left).</p>`
    : ''
}
<form method="post" action="${SURVEY_HOST_PATH}/${row.token}">
<input type="hidden" name="page" value="${pageNumber}">
${group ? groupQuestion(group) : ''}
${fieldsets}
<div class="actions">
${pageNumber > 1 ? h`<button type="submit" name="action" value="back" class="secondary">Back</button>` : ''}
${
  pageNumber < questionnaire.pageCount
    ? h`<button type="submit" name="action" value="next">Next</button>`
    : h`<button type="submit" name="action" value="finish">Finish</button>`
}
</div>
</form>`;
}

function completePage(row: SurveyRow): SafeHtml {
  return h`<h1>Thank you</h1><div class="panel"><p>Your questionnaire is complete.</p>
<div class="actions"><a class="button" href="${row.returnUrl}">Return to your dashboard</a></div></div>`;
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

  const notFoundPage = (reply: FastifyReply): FastifyReply =>
    send(
      reply,
      404,
      'Survey not found',
      h`<h1>Survey not found</h1><p class="alert error" role="alert">This survey link is not valid. Please start the survey again from your dashboard.</p>`,
    );

  app.get<{ Params: TokenParams }>(`${SURVEY_HOST_PATH}/:token`, async (request, reply) => {
    const found = await surveyOf(request);
    if (!found) return notFoundPage(reply);
    const questionnaire = QUESTIONNAIRES[found.instrument];
    if (found.status === 'complete') {
      return send(reply, 200, 'Questionnaire complete', completePage(found), questionnaire.banner);
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    const pageNumber = pageNumberOf(query.page, questionnaire);
    const group = asksGroup(found, pageNumber) ? await comparisonGroupOf(ctx, found.userId) : null;
    return send(
      reply,
      200,
      `Questionnaire, page ${pageNumber} of ${questionnaire.pageCount}`,
      questionnairePage(found, questionnaire, pageNumber, query.missing === '1', group),
      questionnaire.banner,
    );
  });

  app.post<{ Params: TokenParams }>(`${SURVEY_HOST_PATH}/:token`, async (request, reply) => {
    const found = await surveyOf(request);
    if (!found) return notFoundPage(reply);
    const base = `${SURVEY_HOST_PATH}/${found.token}`;
    if (found.status === 'complete') return reply.code(303).redirect(found.returnUrl);
    const questionnaire = QUESTIONNAIRES[found.instrument];
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const pageNumber = pageNumberOf(body.page, questionnaire);
    const pageItems = itemsOfPage(questionnaire, pageNumber);
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
