/**
 * What the survey files share (survey.questionnaire.test.ts, survey.results.test.ts): a person's survey made,
 * read and returned from through the HTTP API, the questionnaire host's pages posted as the browser posts them, the
 * takes as stored, and answer patterns.
 */
import { calls, CreateSurveyResponse, pathFor, SurveyStatus } from '@insight/api';
import { assert } from 'superstruct';
import { expect } from 'vitest';
import type { signedInUser, TestServer } from '../../test/harness.js';
import { IPIP_ITEMS, type IpipAnswer } from './ipip.js';
import { NEO_ITEMS } from './neo-items.js';

export type Person = Awaited<ReturnType<typeof signedInUser>>;
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

type Items = readonly { number: number }[];

export const shortKeyed =
  (plus: IpipAnswer, minus: IpipAnswer) =>
  (n: number): IpipAnswer =>
    IPIP_ITEMS[n - 1]?.key === '+' ? plus : minus;

/** 1..5 going round: an answer pattern whose sums differ from domain to domain. */
export const roundRobin = (n: number): IpipAnswer => ((n % 5) + 1) as IpipAnswer;

/** The survey calls and pages of the survey files, on the test server `server()` answers (the calling file's own). */
export function surveyFixtures(server: () => TestServer) {
  async function createSurvey(me: Person): Promise<URL> {
    const res = await server().app.inject({
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
    const res = await server().app.inject({ method: 'GET', url: calls.getSurvey.path, headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<SurveyStatus>();
    assert(body, SurveyStatus);
    return body;
  }

  /** The takes of a person as stored: instrument, status and answer count, oldest first. */
  async function takesOf(me: Person) {
    return server().app.ctx.dbHandle.withSession((s) =>
      s.query<{ id: number; instrument: string; status: string; answers: Record<string, number>; scores: unknown }>(
        'SELECT id, instrument, status, answers, scores FROM surveys WHERE user_id = $1 ORDER BY id',
        [Number(me.id)],
      ),
    );
  }

  /** Posts page `page` of a take with `answer(item)` for each of its 10 items (of `items`), and `extra` fields. */
  function postPage(
    url: URL,
    page: number,
    answer: (n: number) => IpipAnswer | null,
    action = 'next',
    items: Items = NEO_ITEMS,
    extra: Record<string, string> = {},
  ) {
    const fields = new URLSearchParams({ page: String(page), action, ...extra });
    for (const item of items.slice((page - 1) * 10, page * 10)) {
      const value = answer(item.number);
      if (value !== null) fields.set(`q${item.number}`, String(value));
    }
    return server().app.inject({ method: 'POST', url: url.pathname, headers: FORM, payload: fields.toString() });
  }

  /** Answers every page of a take (12 of the full one, 5 of a short one); answers the last redirect. */
  async function answerAll(url: URL, answer: (n: number) => IpipAnswer, items: Items = NEO_ITEMS): Promise<string> {
    const pages = items.length / 10;
    let location = '';
    for (let page = 1; page <= pages; page += 1) {
      const res = await postPage(url, page, answer, page === pages ? 'finish' : 'next', items);
      expect(res.statusCode).toBe(303);
      location = String(res.headers.location);
    }
    return location;
  }

  async function returnFrom(me: Person, id: string = me.id) {
    return server().app.inject({ method: 'POST', url: pathFor(calls.surveyReturn, { id }), headers: me.headers });
  }

  return { createSurvey, status, takesOf, postPage, answerAll, returnFrom };
}
