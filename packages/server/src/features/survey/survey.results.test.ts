/**
 * Which take is a person's result, and what it gives, through the HTTP API: retakes (the first result stays
 * current until the retake is finished; one retake at a time, only after a finished take, only the asker's own),
 * and the guides written from the result (survey.fixtures.ts).
 */
import { calls, CreateSurveyResponse, pathFor, surveyMessages } from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../security/attack/snapshot.js';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { buyThroughWebhook } from '../../test/purchases.js';
import { finishedFullTake, finishedShortTake } from '../../test/takes.js';
import type { IpipAnswer } from './ipip.js';
import { finishedTakes, latestFinishedTake, scoresOf } from './service.js';
import { roundRobin, shortKeyed, surveyFixtures, type Person } from './survey.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});

afterAll(async () => {
  await t.close();
});

const MINUTE = 60 * 1000;

const { createSurvey, status, takesOf, postPage, answerAll, returnFrom } = surveyFixtures(() => t);

const retake = (me: Person, locale = 'en-US') =>
  t.app.inject({ method: 'POST', url: pathFor(calls.startRetake, { locale }), headers: me.headers });

async function startRetake(me: Person): Promise<URL> {
  const res = await retake(me);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<CreateSurveyResponse>();
  assert(body, CreateSurveyResponse);
  return new URL(body.url);
}

async function buy(me: Person, codes: string[]) {
  const res = await buyThroughWebhook(t.app, me.id, codes);
  expect(res.statusCode).toBe(200);
}

describe('retakes', () => {
  it('keeps the first result current until the retake is finished; GET /api/survey says complete and retake', async () => {
    const me = await signedInUser(t.app);
    const ctx = t.app.ctx;
    const first = await createSurvey(me);
    await answerAll(first, () => 3);
    expect((await returnFrom(me)).json()).toBe(true);
    const firstTake = await latestFinishedTake(ctx, Number(me.id));

    t.clock.advance(MINUTE);
    const second = await startRetake(me);
    expect(second.href).not.toBe(first.href);
    expect(second.searchParams.get('returnUrl')).toBe(`http://insight.test/survey/return/${me.id}`);
    expect(await status(me)).toEqual({
      status: 'complete',
      url: first.href,
      retake: { status: 'notstarted', url: second.href },
    });
    // Creating answers the newest take (the retake); starting again answers the same retake.
    expect((await createSurvey(me)).href).toBe(second.href);
    expect((await startRetake(me)).href).toBe(second.href);

    // Half answered: the return keeps the first result, and nothing changes.
    for (let n = 1; n <= 6; n += 1) await postPage(second, n, roundRobin);
    expect((await status(me)).retake).toEqual({ status: 'inprogress', url: second.href });
    const before = await tableSnapshot(t);
    const early = await returnFrom(me);
    expect(early.json()).toBe(true);
    expect(await tableSnapshot(t)).toEqual(before);
    expect((await latestFinishedTake(ctx, Number(me.id)))?.id).toBe(firstTake?.id);
    expect((await status(me)).status).toBe('complete');

    // Finished: the retake is the result, the first one is kept.
    await answerAll(second, roundRobin);
    expect((await returnFrom(me)).json()).toBe(true);
    expect(await status(me)).toEqual({ status: 'complete', url: second.href, retake: null });
    const takes = await finishedTakes(ctx, Number(me.id));
    expect(takes.map((take) => take.id)).toEqual([firstTake?.id, (await latestFinishedTake(ctx, Number(me.id)))?.id]);
    expect(takes.map((take) => take.instrument)).toEqual(['ipip-neo-120', 'ipip-neo-120']);
    expect((takes[1]?.completedAt?.getTime() ?? 0) - (takes[0]?.completedAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(
      MINUTE,
    );
  });

  it('makes one retake when two starts come at once', async () => {
    const me = await signedInUser(t.app);
    await finishedFullTake(t.app.ctx, Number(me.id), 3);
    const [a, b] = await Promise.all([retake(me), retake(me)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json<CreateSurveyResponse>().url).toBe(b.json<CreateSurveyResponse>().url);
    expect((await takesOf(me)).map((take) => take.status)).toEqual(['complete', 'notstarted']);
  });

  it('refuses a retake before any take is finished with 409 and the exact text, nothing made', async () => {
    const me = await signedInUser(t.app);
    const none = await retake(me);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      status: 409,
      error: 'Finish your first questionnaire before you start a new one.',
    });
    expect(none.json<{ error: string }>().error).toBe(surveyMessages.retakeBeforeFirst);
    expect(await takesOf(me)).toEqual([]);
    const url = await createSurvey(me);
    await postPage(url, 1, () => 3);
    const underWay = await retake(me);
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json<{ error: string }>().error).toBe(surveyMessages.retakeBeforeFirst);
    expect(await takesOf(me)).toHaveLength(1);
  });

  it('refuses a retake in another locale with 400 and the exact text; needs a signed-in person', async () => {
    const me = await signedInUser(t.app);
    await finishedFullTake(t.app.ctx, Number(me.id), 3);
    const res = await retake(me, 'fr-FR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'The survey locale must be one of en-US, de-DE or es-ES.' });
    expect(await takesOf(me)).toHaveLength(1);
    const anonymous = await t.app.inject({ method: 'POST', url: pathFor(calls.startRetake, { locale: 'en-US' }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it("starts only the asker's own retake", async () => {
    const owner = await signedInUser(t.app);
    const stranger = await signedInUser(t.app);
    await finishedFullTake(t.app.ctx, Number(owner.id), 3);
    await finishedFullTake(t.app.ctx, Number(stranger.id), 3);
    const ownerTakes = await takesOf(owner);
    await startRetake(stranger);
    expect(await takesOf(owner)).toEqual(ownerTakes);
    expect(await takesOf(stranger)).toHaveLength(2);
  });

  it('lets a person with a short result take the full one: the short scores stay until it is finished', async () => {
    const me = await signedInUser(t.app);
    const ctx = t.app.ctx;
    await finishedShortTake(ctx, Number(me.id), 3);
    expect(await scoresOf(ctx, Number(me.id))).toEqual({
      extraversion: 30,
      agreeableness: 30,
      conscientiousness: 30,
      emotionalStability: 30,
      intellect: 30,
    });
    const full = await startRetake(me);
    expect((await t.app.inject({ method: 'GET', url: full.pathname })).body).toContain('Page 1 of 12.');
    expect((await scoresOf(ctx, Number(me.id)))?.extraversion).toBe(30);
    await answerAll(full, () => 3);
    expect((await returnFrom(me)).json()).toBe(true);
    expect(await scoresOf(ctx, Number(me.id))).toBeNull();
    expect((await latestFinishedTake(ctx, Number(me.id)))?.instrument).toBe('ipip-neo-120');
    expect((await finishedTakes(ctx, Number(me.id))).map((take) => take.instrument)).toEqual([
      'ipip-50',
      'ipip-neo-120',
    ]);
  });
});

describe('reports', () => {
  /** A short-version person (the guides read the short version's scores). */
  async function readyPerson(answer: (n: number) => IpipAnswer, codes: string[], overrides = {}): Promise<Person> {
    const me = await signedInUser(t.app, overrides);
    await buy(me, codes);
    await finishedShortTake(t.app.ctx, Number(me.id), answer);
    expect((await returnFrom(me)).json()).toBe(true);
    return me;
  }

  const report = (me: Person, ownerId: string, reportId: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/report/${ownerId}/${reportId}`, headers: me.headers });

  it('gives two people with opposite answers different guide text', async () => {
    const outgoing = await readyPerson(shortKeyed(5, 1), ['MAP-001']);
    const reserved = await readyPerson(shortKeyed(1, 5), ['MAP-001']);
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
