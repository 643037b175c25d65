/**
 * The questionnaire host (a product feature, served whatever SANDBOX says): the IPIP 50-item questionnaire
 * in pages of 10.
 *   GET  /questionnaire/:token?page=N   a page of 10 items, each a labelled radio group on the 5-point scale
 *   POST /questionnaire/:token          saves the page's answers (status inprogress); Next / Back / Finish.
 *                                        Finish with all 50 answered → the survey's return address.
 * The return address is the one stored when the survey was made (never taken from the query).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SurveyRow } from '../../db/schema/index.js';
import { h, htmlPage, type SafeHtml } from '../../http/html.js';
import { IPIP_INSTRUCTIONS, IPIP_ITEMS, IPIP_SCALE } from './ipip.js';
import { answersOf, findSurveyByToken, saveAnswers, SURVEY_HOST_PATH, unansweredItems } from './service.js';

export const ITEMS_PER_PAGE = 10;
export const PAGE_COUNT = Math.ceil(IPIP_ITEMS.length / ITEMS_PER_PAGE);

const BRAND = 'Insight questionnaire';
const NOTE = 'The public-domain IPIP 50-item Big-Five questionnaire.';

const itemsOfPage = (pageNumber: number) =>
  IPIP_ITEMS.slice((pageNumber - 1) * ITEMS_PER_PAGE, pageNumber * ITEMS_PER_PAGE);

function send(reply: FastifyReply, status: number, title: string, body: SafeHtml): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(htmlPage(title, body, { brand: BRAND, banner: NOTE }));
}

function pageNumberOf(value: unknown): number {
  const n = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : 1;
  return n >= 1 && n <= PAGE_COUNT ? n : 1;
}

function questionnairePage(row: SurveyRow, pageNumber: number, showMissing: boolean): SafeHtml {
  const answers = answersOf(row);
  const items = itemsOfPage(pageNumber);
  const missing = items.filter((item) => answers[item.number] === undefined);
  const answeredCount = IPIP_ITEMS.length - unansweredItems(row).length;
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
<p class="muted" id="progress-label">Page ${pageNumber} of ${PAGE_COUNT}. ${answeredCount} of ${IPIP_ITEMS.length} statements answered.</p>
<progress max="${IPIP_ITEMS.length}" value="${answeredCount}" aria-labelledby="progress-label"></progress>
</div>
${
  showMissing && missing.length > 0
    ? h`<p class="alert error" role="alert" id="missing-note">Please answer every statement on this page before you go on (${missing.length} left).</p>`
    : ''
}
<form method="post" action="${SURVEY_HOST_PATH}/${row.token}">
<input type="hidden" name="page" value="${pageNumber}">
${fieldsets}
<div class="actions">
${pageNumber > 1 ? h`<button type="submit" name="action" value="back" class="secondary">Back</button>` : ''}
${
  pageNumber < PAGE_COUNT
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

interface TokenParams {
  token: string;
}

export async function surveyHost(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const surveyOf = async (request: FastifyRequest<{ Params: TokenParams }>): Promise<SurveyRow | undefined> =>
    findSurveyByToken(ctx, request.params.token);

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
    if (found.status === 'complete') return send(reply, 200, 'Questionnaire complete', completePage(found));
    const query = (request.query ?? {}) as Record<string, unknown>;
    const pageNumber = pageNumberOf(query.page);
    return send(
      reply,
      200,
      `Questionnaire, page ${pageNumber} of ${PAGE_COUNT}`,
      questionnairePage(found, pageNumber, query.missing === '1'),
    );
  });

  app.post<{ Params: TokenParams }>(`${SURVEY_HOST_PATH}/:token`, async (request, reply) => {
    const found = await surveyOf(request);
    if (!found) return notFoundPage(reply);
    const base = `${SURVEY_HOST_PATH}/${found.token}`;
    if (found.status === 'complete') return reply.code(303).redirect(found.returnUrl);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const pageNumber = pageNumberOf(body.page);
    const answers: Record<number, number> = {};
    for (const item of itemsOfPage(pageNumber)) {
      const value = body[`q${item.number}`];
      if (typeof value === 'string' && /^[1-5]$/.test(value)) answers[item.number] = Number(value);
    }
    const row = await saveAnswers(ctx, found, answers);
    const action = body.action;
    if (action === 'back') return reply.code(303).redirect(`${base}?page=${Math.max(1, pageNumber - 1)}`);
    const saved = answersOf(row);
    const missingHere = itemsOfPage(pageNumber).some((item) => saved[item.number] === undefined);
    if (missingHere) return reply.code(303).redirect(`${base}?page=${pageNumber}&missing=1`);
    if (pageNumber < PAGE_COUNT) return reply.code(303).redirect(`${base}?page=${pageNumber + 1}`);
    const firstMissing = unansweredItems(row)[0];
    if (firstMissing !== undefined) {
      return reply.code(303).redirect(`${base}?page=${Math.ceil(firstMissing / ITEMS_PER_PAGE)}&missing=1`);
    }
    // All 50 answered: the status stays inprogress until the person's return is handled.
    return reply.code(303).redirect(row.returnUrl);
  });
}
