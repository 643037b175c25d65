import { calls, CreateSurveyResponse, pathFor, SurveyStatus } from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { buyThroughWebhook } from '../../test/purchases.js';
import { IPIP_ITEMS, type IpipAnswer } from './ipip.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});

afterAll(async () => {
  await t.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

async function createSurvey(me: Person): Promise<URL> {
  const res = await t.app.inject({
    method: 'POST',
    url: pathFor(calls.createSurvey, { locale: 'en-US' }),
    headers: me.headers,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<CreateSurveyResponse>();
  assert(body, CreateSurveyResponse);
  return new URL(body.url);
}

async function status(me: Person): Promise<SurveyStatus> {
  const res = await t.app.inject({ method: 'GET', url: calls.getSurvey.path, headers: me.headers });
  expect(res.statusCode).toBe(200);
  return res.json<SurveyStatus>();
}

/** Answers page `page` of the survey host with `answer(item)` for each of its 10 items. */
function postPage(url: URL, page: number, answer: (n: number) => IpipAnswer | null, action = 'next') {
  const fields = new URLSearchParams({ page: String(page), action });
  for (const item of IPIP_ITEMS.slice((page - 1) * 10, page * 10)) {
    const value = answer(item.number);
    if (value !== null) fields.set(`q${item.number}`, String(value));
  }
  return t.app.inject({ method: 'POST', url: url.pathname, headers: FORM, payload: fields.toString() });
}

/** Answers all five pages; answers the last redirect. */
async function answerAll(url: URL, answer: (n: number) => IpipAnswer): Promise<string> {
  let location = '';
  for (let page = 1; page <= 5; page += 1) {
    const res = await postPage(url, page, answer, page === 5 ? 'finish' : 'next');
    expect(res.statusCode).toBe(303);
    location = String(res.headers.location);
  }
  return location;
}

const keyed =
  (plus: IpipAnswer, minus: IpipAnswer) =>
  (n: number): IpipAnswer =>
    IPIP_ITEMS[n - 1]?.key === '+' ? plus : minus;

async function returnFrom(me: Person, id: string = me.id) {
  return t.app.inject({ method: 'POST', url: pathFor(calls.surveyReturn, { id }), headers: me.headers });
}

async function buy(me: Person, codes: string[]) {
  const res = await buyThroughWebhook(t.app, me.id, codes);
  expect(res.statusCode).toBe(200);
}

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
  });

  it('refuses another locale with 400 JSON, and needs a signed-in person', async () => {
    const me = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/survey/fr-FR', headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'The survey locale must be en-US.' });
    expect(await status(me)).toEqual({ status: null, url: null });
    expect((await t.app.inject({ method: 'POST', url: '/api/survey/en-US' })).statusCode).toBe(401);
  });

  it('shows pages of 10 labelled radio groups on the 5-point scale', async () => {
    const me = await signedInUser(t.app);
    const url = await createSurvey(me);
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<fieldset/g)).toHaveLength(10);
    expect(res.body).toContain('<legend>1. Am the life of the party.</legend>');
    expect(res.body).toContain('<legend>10. Have difficulty understanding abstract ideas.</legend>');
    expect(res.body.match(/type="radio" name="q1"/g)).toHaveLength(5);
    expect(res.body).toContain('Neither Inaccurate nor Accurate');
    expect(res.body).not.toMatch(/<script/i);
    const page5 = await t.app.inject({ method: 'GET', url: `${url.pathname}?page=5` });
    expect(page5.body).toContain('<legend>50. Am full of ideas.</legend>');
    expect(page5.body).toContain('value="finish"');
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
    // Returning early does not complete the survey.
    const early = await returnFrom(me);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toBe(false);

    const back = await postPage(url, 2, () => 3, 'back');
    expect(back.headers.location).toBe(`${url.pathname}?page=1`);
    const last = await answerAll(url, () => 3);
    expect(last).toBe(`http://insight.test/survey/return/${me.id}`);
    expect((await status(me)).status).toBe('inprogress');
  });

  it('scores and stores the answers on return; the return is only for the asker', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const url = await createSurvey(me);
    await answerAll(url, keyed(5, 1));
    const forOther = await returnFrom(other, me.id);
    expect(forOther.statusCode).toBe(403);
    expect((await returnFrom(me, 'abc')).statusCode).toBe(400);
    const done = await returnFrom(me);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toBe(true);
    expect((await status(me)).status).toBe('complete');
    const rows = await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ scores: Record<string, number> }>('SELECT scores FROM surveys WHERE user_id = $1', [Number(me.id)]),
    );
    expect(rows[0]?.scores).toEqual({
      extraversion: 50,
      agreeableness: 50,
      conscientiousness: 50,
      emotionalStability: 50,
      intellect: 50,
    });
    // Returning again is still true, and the finished survey cannot be changed.
    expect((await returnFrom(me)).json()).toBe(true);
    const late = await postPage(url, 1, () => 1);
    expect(late.headers.location).toBe(`http://insight.test/survey/return/${me.id}`);
    expect((await returnFrom(me)).json()).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain('Your questionnaire is complete.');
  });
});

describe('reports', () => {
  async function readyPerson(answer: (n: number) => IpipAnswer, codes: string[], overrides = {}): Promise<Person> {
    const me = await signedInUser(t.app, overrides);
    await buy(me, codes);
    await answerAll(await createSurvey(me), answer);
    expect((await returnFrom(me)).json()).toBe(true);
    return me;
  }

  const report = (me: Person, ownerId: string, reportId: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/report/${ownerId}/${reportId}`, headers: me.headers });

  it('gives two people with opposite answers different guide text', async () => {
    const outgoing = await readyPerson(keyed(5, 1), ['MAP-001']);
    const reserved = await readyPerson(keyed(1, 5), ['MAP-001']);
    const a = await report(outgoing, outgoing.id, 1);
    const b = await report(reserved, reserved.id, 1);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^text\/html/);
    expect(a.body).toContain('<h1>My Personal Map</h1>');
    expect(a.body).toContain('You tend to draw energy from people and activity.');
    expect(b.body).toContain('You tend to be reserved, preferring smaller groups');
    expect(a.body).not.toBe(b.body);
    expect(b.body).toContain('not psychological advice');
  });

  it("refuses another person's guide, and a guide not purchased, with 403 JSON", async () => {
    const owner = await readyPerson(() => 3, ['CAR-001']);
    const stranger = await readyPerson(() => 3, ['CAR-001']);
    const res = await report(stranger, owner.id, 2);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, error: 'You may not read this guide.' });
    expect((await report(owner, owner.id, 3)).statusCode).toBe(403);
    expect((await report(owner, '99999', 2)).statusCode).toBe(403);
    expect((await report(owner, owner.id, 2)).statusCode).toBe(200);
  });

  it('answers 409 while the survey is not complete, 400 for bad params and 404 for an unknown guide', async () => {
    const me = await signedInUser(t.app);
    await buy(me, ['PKG-ALL']);
    const pending = await report(me, me.id, 5);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ status: 409 });
    expect((await report(me, 'me', 5)).statusCode).toBe(400);
    expect((await report(me, me.id, 'x')).statusCode).toBe(400);
    expect((await report(me, me.id, 42)).statusCode).toBe(404);
  });

  it('lets a package buyer read every guide, with the name escaped', async () => {
    const me = await readyPerson(() => 3, ['PKG-ALL'], { firstName: '<script>x</script>', lastName: 'Smith' });
    for (const reportId of [1, 2, 3, 4, 5, 6, 7]) {
      const res = await report(me, me.id, reportId);
      expect(res.statusCode, String(reportId)).toBe(200);
      expect(res.body).not.toContain('<script>');
    }
    expect((await report(me, me.id, 1)).body).toContain('Prepared for &lt;script&gt;x&lt;/script&gt; Smith');
  });
});
