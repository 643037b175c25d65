/**
 * The questionnaire through the HTTP API and its host pages: a person's first take (the IPIP-NEO-120, its pages,
 * its answers saved as they go, its scoring on return), the read of the questionnaire link, an old short take under
 * way, and the comparison group asked on page 1 or set by its call (survey.fixtures.ts).
 */
import { calls, NEO_ITEM_COUNT, NeoGroup, surveyMessages } from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { surveys } from '../../db/schema/index.js';
import { escapeHtml } from '../../http/html.js';
import { tableSnapshot } from '../../security/attack/snapshot.js';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { finishedFullTake, shortTakeUnderWay } from '../../test/takes.js';
import { comparisonGroupOf } from './groups.js';
import { IPIP_ITEMS } from './ipip.js';
import { NEO_ITEMS } from './neo-items.js';
import { rawScores } from './neo.js';
import { saveAnswers, scoresOf, surveyByToken } from './service.js';
import { FORM, roundRobin, shortKeyed, surveyFixtures, type Person } from './survey.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});

afterAll(async () => {
  await t.close();
});

const { createSurvey, status, takesOf, postPage, answerAll, returnFrom } = surveyFixtures(() => t);

const setGroup = (me: Person, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: calls.setComparisonGroup.path,
    headers: me.headers,
    payload: payload as object,
  });

const page = (url: URL, n: number, missing = false) =>
  t.app.inject({ method: 'GET', url: `${url.pathname}?page=${n}${missing ? '&missing=1' : ''}` });

describe('survey', () => {
  it('has no status before a survey exists, then notstarted with the url', async () => {
    const me = await signedInUser(t.app);
    expect(await status(me)).toEqual({ status: null, url: null });
    const url = await createSurvey(me);
    expect(url.origin + url.pathname).toMatch(/^http:\/\/insight\.test\/questionnaire\/[A-Za-z0-9_-]{20,}$/);
    expect(url.searchParams.get('returnUrl')).toBe(`http://insight.test/survey/return/${me.id}`);
    expect(await status(me)).toEqual({ status: 'notstarted', url: url.href });
    // Creating again answers the same survey.
    expect((await createSurvey(me)).href).toBe(url.href);
    expect((await takesOf(me)).map((take) => take.instrument)).toEqual(['ipip-neo-120']);
  });

  it('makes one first take when two creations come at once', async () => {
    const me = await signedInUser(t.app);
    const [a, b] = await Promise.all([createSurvey(me), createSurvey(me)]);
    expect(a.href).toBe(b.href);
    expect(await takesOf(me)).toHaveLength(1);
  });

  it('refuses another locale with 400 JSON and the exact text, and needs a signed-in person', async () => {
    const me = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/survey/fr-FR', headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(surveyMessages.locale).toBe('The survey locale must be one of en-US, de-DE or es-ES.');
    expect(res.json()).toMatchObject({ status: 400, error: 'The survey locale must be one of en-US, de-DE or es-ES.' });
    expect(await status(me)).toEqual({ status: null, url: null });
    expect((await t.app.inject({ method: 'POST', url: '/api/survey/en-US' })).statusCode).toBe(401);
  });

  it("serves a new person's first take as the IPIP-NEO-120: 120 items on 12 pages of 10 labelled radio groups", async () => {
    const me = await signedInUser(t.app);
    const url = await createSurvey(me);
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(
      'The IPIP-NEO-120 (Johnson, 2014; public-domain items): 120 statements on the five big traits and their 30 facets.',
    );
    expect(res.body).toContain('Page 1 of 12. 0 of 120 statements answered.');
    expect(res.body.match(/<fieldset class="item(?: missing)?" id="item-/g)).toHaveLength(10);
    const first = NEO_ITEMS[0];
    expect(res.body).toContain(`<legend>1. ${escapeHtml(first?.text ?? '')}</legend>`);
    expect(res.body.match(/type="radio" name="q1"/g)).toHaveLength(5);
    expect(res.body).toContain('Neither Inaccurate nor Accurate');
    expect(res.body).not.toMatch(/<script/i);
    const page7 = await page(url, 7);
    expect(page7.body).toContain('Page 7 of 12.');
    for (const n of [61, 70]) {
      expect(page7.body).toContain(`<legend>${n}. ${escapeHtml(NEO_ITEMS[n - 1]?.text ?? '')}</legend>`);
    }
    expect(page7.body).not.toContain('name="q71"');
    expect(page7.body).not.toContain('Compared with');
    const page12 = await page(url, 12);
    expect(page12.body).toContain(`<legend>120. ${escapeHtml(NEO_ITEMS[119]?.text ?? '')}</legend>`);
    expect(page12.body).toContain('value="finish"');
    // A page out of range is page 1.
    expect((await page(url, 13)).body).toContain('Page 1 of 12.');
    const unknown = await t.app.inject({ method: 'GET', url: '/questionnaire/not-a-real-token-1234567890' });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves answers as they go (inprogress), keeps the person on a page with unanswered items, and returns at the end', async () => {
    const me = await signedInUser(t.app);
    const url = await createSurvey(me);
    const partial = await postPage(url, 1, (n) => (n <= 5 ? 4 : null));
    expect(partial.headers.location).toBe(`${url.pathname}?page=1&missing=1`);
    expect((await status(me)).status).toBe('inprogress');
    const again = await t.app.inject({ method: 'GET', url: String(partial.headers.location) });
    expect(again.body).toContain('Please answer every statement on this page before you go on (5 left).');
    expect(again.body).toMatch(/name="q1" value="4" checked/);
    expect(again.body).toContain('Page 1 of 12. 5 of 120 statements answered.');
    // Returning early does not complete the survey.
    const early = await returnFrom(me);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toBe(false);

    const back = await postPage(url, 2, () => 3, 'back');
    expect(back.headers.location).toBe(`${url.pathname}?page=1`);
    // Finishing with a page left out sends the person to it.
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 10, 11]) await postPage(url, n, () => 3);
    const gap = await postPage(url, 12, () => 3, 'finish');
    expect(gap.headers.location).toBe(`${url.pathname}?page=9&missing=1`);
    const last = await answerAll(url, () => 3);
    expect(last).toBe(`http://insight.test/survey/return/${me.id}`);
    expect((await status(me)).status).toBe('inprogress');
  });

  it('scores a full take on return and stores its raw sums; the return is only for the asker', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const url = await createSurvey(me);
    await answerAll(url, roundRobin);
    const forOther = await returnFrom(other, me.id);
    expect(forOther.statusCode).toBe(403);
    expect((await returnFrom(me, 'abc')).statusCode).toBe(400);
    const done = await returnFrom(me);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toBe(true);
    expect(await status(me)).toEqual({ status: 'complete', url: url.href, retake: null });
    const [take] = await takesOf(me);
    expect(Object.keys(take?.answers ?? {})).toHaveLength(NEO_ITEM_COUNT);
    expect(take?.scores).toEqual(rawScores(Array.from({ length: NEO_ITEM_COUNT }, (_, k) => roundRobin(k + 1))));
    // Returning again is still true, and the finished take cannot be changed.
    expect((await returnFrom(me)).json()).toBe(true);
    const late = await postPage(url, 1, () => 1);
    expect(late.headers.location).toBe(`http://insight.test/survey/return/${me.id}`);
    expect((await takesOf(me))[0]?.answers).toEqual(take?.answers);
    const done2 = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(done2.body).toContain('Your questionnaire is complete.');
    // The short version's scores are not the full take's.
    expect(await scoresOf(t.app.ctx, Number(me.id))).toBeNull();
  });

  it('stores the hand-checked raw sums of a full take answered 3 throughout: 72 a domain, 12 a facet', async () => {
    const me = await signedInUser(t.app);
    await finishedFullTake(t.app.ctx, Number(me.id), 3);
    const [take] = await takesOf(me);
    const scores = take?.scores as { domains: Record<string, number>; facets: Record<string, Record<string, number>> };
    expect(Object.values(scores.domains)).toEqual([72, 72, 72, 72, 72]);
    const facets = Object.values(scores.facets).flatMap((f) => Object.values(f));
    expect(facets).toHaveLength(30);
    expect(new Set(facets)).toEqual(new Set([12]));
  });
});

describe('the questionnaire link’s read', () => {
  it('answers the take a token names exactly as the table holds it (the prepared read the host asks on every page)', async () => {
    const me = await signedInUser(t.app);
    const row = await finishedFullTake(t.app.ctx, Number(me.id), 3);
    const [stored] = await t.app.ctx.db.select().from(surveys).where(eq(surveys.id, row.id));
    const read = surveyByToken(t.app.ctx.dbHandle);
    expect(await read(row.token)).toEqual(stored);
    expect(stored?.completedAt).toBeInstanceOf(Date);
    // Another token, or one of another shape, names nothing.
    expect(await read('A'.repeat(32))).toBeUndefined();
    expect(await read('not a token')).toBeUndefined();
  });

  it('keeps the answers of pages posted at once (two tabs): they merge in the database', async () => {
    const me = await signedInUser(t.app);
    const url = await createSurvey(me);
    const posted = await Promise.all([1, 2, 3].map((n) => postPage(url, n, roundRobin)));
    expect(posted.map((res) => res.statusCode)).toEqual([303, 303, 303]);
    const token = url.pathname.split('/').pop() ?? '';
    const take = await surveyByToken(t.app.ctx.dbHandle)(token);
    expect(
      Object.keys(take?.answers ?? {})
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 30 }, (_, k) => k + 1));
    expect(take?.status).toBe('inprogress');
  });
});

describe('an old short take under way', () => {
  it('still finishes on its 50 items, in 5 pages; item numbers of the other instrument change nothing', async () => {
    const me = await signedInUser(t.app);
    const ctx = t.app.ctx;
    const row = await shortTakeUnderWay(ctx, Number(me.id));
    const { url: href } = await status(me);
    const url = new URL(href ?? '');
    expect(url.pathname).toBe(`/questionnaire/${row.token}`);
    // Creating answers the take under way.
    expect((await createSurvey(me)).href).toBe(href);
    const first = await page(url, 1);
    expect(first.body).toContain('The public-domain IPIP 50-item Big-Five questionnaire.');
    expect(first.body).toContain('Page 1 of 5. 0 of 50 statements answered.');
    expect(first.body).toContain('<legend>1. Am the life of the party.</legend>');
    expect(first.body).not.toContain('Compared with');
    expect((await page(url, 6)).body).toContain('Page 1 of 5.');
    // q60 (a full take's item) on a page 6 the short take does not have: nothing saved.
    const before = await tableSnapshot(t);
    const q60 = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: FORM,
      payload: new URLSearchParams({ page: '6', action: 'next', q60: '3' }).toString(),
    });
    expect(q60.statusCode).toBe(303);
    // The service too keeps only the instrument's own numbers.
    await saveAnswers(ctx, row, { 51: 3, 60: 3, 0: 3 });
    expect(await tableSnapshot(t)).toEqual(before);
    expect((await takesOf(me))[0]).toMatchObject({ status: 'notstarted', answers: {} });

    const page5 = await page(url, 5);
    expect(page5.body).toContain('<legend>50. Am full of ideas.</legend>');
    expect(page5.body).toContain('value="finish"');
    expect(await answerAll(url, shortKeyed(5, 1), IPIP_ITEMS)).toBe(`http://insight.test/survey/return/${me.id}`);
    expect((await returnFrom(me)).json()).toBe(true);
    expect(await status(me)).toEqual({ status: 'complete', url: href, retake: null });
    const [take] = await takesOf(me);
    expect(take?.instrument).toBe('ipip-50');
    expect(take?.scores).toEqual({
      extraversion: 50,
      agreeableness: 50,
      conscientiousness: 50,
      emotionalStability: 50,
      intellect: 50,
    });
    expect(await scoresOf(ctx, Number(me.id))).toEqual(take?.scores);
  });

  it('keeps a q121 posted to a full take out of its answers', async () => {
    const me = await signedInUser(t.app);
    const url = await createSurvey(me);
    const before = await tableSnapshot(t);
    const fields = new URLSearchParams({ page: '13', action: 'next', q121: '3', q0: '3' });
    await t.app.inject({ method: 'POST', url: url.pathname, headers: FORM, payload: fields.toString() });
    const q121 = new URLSearchParams({ page: '12', action: 'next', q121: '3' });
    await t.app.inject({ method: 'POST', url: url.pathname, headers: FORM, payload: q121.toString() });
    expect(await tableSnapshot(t)).toEqual(before);
    expect((await takesOf(me))[0]).toMatchObject({ status: 'notstarted', answers: {} });
  });
});

describe('the comparison group', () => {
  const WOMEN_21_40 = { sex: 'female', ageBand: '21-40' } as const;

  it('is asked, optionally, on page 1 of a full take: saved when both parts are given, then prefilled', async () => {
    const me = await signedInUser(t.app);
    const ctx = t.app.ctx;
    const url = await createSurvey(me);
    const first = await page(url, 1);
    expect(first.body).toContain('<h2>Compared with (optional)</h2>');
    expect(first.body).toContain('<legend>Compared with: women or men</legend>');
    expect(first.body).toContain('<legend>Compared with: age</legend>');
    for (const label of ['Women', 'Men', 'Prefer not to say (both, averaged)'])
      expect(first.body).toContain(`> ${label}</label>`);
    for (const label of ['Under 21', '21 to 40', '41 to 60', 'Over 60'])
      expect(first.body).toContain(`> ${label}</label>`);
    expect(first.body).toContain('<input type="radio" name="sex" value="unspecified">');
    expect(first.body).toContain('<input type="radio" name="ageBand" value="over60">');
    expect(first.body).not.toMatch(/name="(sex|ageBand)" value="[^"]+" checked/);
    expect((await page(url, 2)).body).not.toContain('Compared with');

    // One part alone: ignored, no error; the page's answers are saved as ever.
    const one = await postPage(url, 1, () => 3, 'next', NEO_ITEMS, { sex: 'male' });
    expect(one.headers.location).toBe(`${url.pathname}?page=2`);
    expect(await comparisonGroupOf(ctx, Number(me.id))).toMatchObject({ chosen: false });
    // A value that is not one of the norms': ignored.
    await postPage(url, 1, () => 3, 'next', NEO_ITEMS, { sex: 'other', ageBand: '21-40' });
    expect(await comparisonGroupOf(ctx, Number(me.id))).toMatchObject({ chosen: false });
    // Both parts: saved, and page 1 shows them chosen.
    const both = await postPage(url, 1, () => 3, 'next', NEO_ITEMS, { ...WOMEN_21_40 });
    expect(both.headers.location).toBe(`${url.pathname}?page=2`);
    expect(await comparisonGroupOf(ctx, Number(me.id))).toEqual({ group: WOMEN_21_40, chosen: true });
    const again = await page(url, 1);
    expect(again.body).toContain('<input type="radio" name="sex" value="female" checked>');
    expect(again.body).toContain('<input type="radio" name="ageBand" value="21-40" checked>');
    // On another page the group is not read from the form.
    await postPage(url, 2, () => 3, 'next', NEO_ITEMS, { sex: 'male', ageBand: 'over60' });
    expect(await comparisonGroupOf(ctx, Number(me.id))).toEqual({ group: WOMEN_21_40, chosen: true });
  });

  it('is set by PUT /api/survey/group for the asker only', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const ctx = t.app.ctx;
    const res = await setGroup(me, { sex: 'male', ageBand: 'over60' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<NeoGroup>();
    assert(body, NeoGroup);
    expect(body).toEqual({ sex: 'male', ageBand: 'over60' });
    expect(await comparisonGroupOf(ctx, Number(me.id))).toEqual({ group: body, chosen: true });
    expect((await setGroup(other, WOMEN_21_40)).statusCode).toBe(200);
    expect(await comparisonGroupOf(ctx, Number(me.id))).toEqual({ group: body, chosen: true });
    expect((await setGroup(me, WOMEN_21_40)).json()).toEqual(WOMEN_21_40);
    expect(await comparisonGroupOf(ctx, Number(me.id))).toEqual({ group: WOMEN_21_40, chosen: true });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: calls.setComparisonGroup.path,
      payload: WOMEN_21_40,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['an unknown sex', { sex: 'other', ageBand: '21-40' }],
    ['an unknown age band', { sex: 'female', ageBand: '30' }],
    ['the sex alone', { sex: 'female' }],
    ['nothing', {}],
    ['a list', [WOMEN_21_40]],
  ])('refuses %s with 400 and the exact text, nothing saved', async (_case, payload) => {
    const me = await signedInUser(t.app);
    const before = await tableSnapshot(t);
    const res = await setGroup(me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      error: 'Choose women, men or prefer not to say, and one of the four age bands.',
    });
    expect(res.json<{ error: string }>().error).toBe(surveyMessages.groupInvalid);
    expect(await tableSnapshot(t)).toEqual(before);
  });
});
