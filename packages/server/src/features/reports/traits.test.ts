/**
 * The trait calls for every kind of asker: one's own scores; a connection's only while they share
 * their Personal Map; a comparison only when both people share it with each other. An unshare or a removal
 * takes effect on the very next request.
 */
import {
  calls,
  NEO_DEFAULT_GROUP,
  NEO_DOMAINS,
  PERSONAL_MAP_REPORT_ID,
  pathFor,
  TraitCircle,
  TraitComparison,
  TraitProfile,
  traitMessages,
  type NeoInsight,
} from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { addTake, chooseGroup } from '../../test/takes.js';
import { scoreNeo } from '../survey/neo.js';
import { insightOf } from './insight.js';
import { connect as connectPeople, scoredPerson, share as sharePeople, type Person } from '../../test/traits.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const person = (firstName: string, answers?: number) => scoredPerson(t.app, firstName, answers);

const get = (who: Person | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const traitsOf = (who: Person | null, of: Person | string) =>
  get(who, pathFor(calls.getTraits, { userId: typeof of === 'string' ? of : of.id }));
const compare = (who: Person | null, other: Person | string) =>
  get(who, pathFor(calls.compareTraits, { userId: typeof other === 'string' ? other : other.id }));

const connect = (a: Person, b: Person) => connectPeople(t.app, a, b);
const share = (who: Person, connectionId: number, reportIds: number[]) =>
  sharePeople(t.app, who, connectionId, reportIds);

const refused = (res: { statusCode: number; json: () => unknown }, status: number, text: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status, error: text });
};

describe('GET /api/traits/:userId', () => {
  it('gives a person their own scores, and null before their questionnaire is complete', async () => {
    const ada = await person('Ada', 4);
    const res = await traitsOf(ada, ada);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<TraitProfile>();
    assert(profile, TraitProfile);
    expect(profile).toMatchObject({ userId: ada.id, firstName: 'Ada' });
    // Answering 4 everywhere: + keyed items give 4, - keyed items give 2 (REFERENCE.md scoring).
    expect(Object.values(profile.scores ?? {}).every((score) => score >= 10 && score <= 50)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const newcomer = await person('Nia');
    expect((await traitsOf(newcomer, newcomer)).json<TraitProfile>().scores).toBeNull();
  });

  it("gives a connection's scores only while they share their Personal Map, from the very next request", async () => {
    const ada = await person('Ada', 4);
    const bea = await person('Bea', 2);
    const connection = await connect(ada, bea);
    refused(await traitsOf(ada, bea), 403, traitMessages.notShared);

    await share(bea, connection, [PERSONAL_MAP_REPORT_ID]);
    const shared = await traitsOf(ada, bea);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<TraitProfile>()).toMatchObject({ userId: bea.id, firstName: 'Bea' });
    // Sharing is one way: Bea sees nothing of Ada's.
    refused(await traitsOf(bea, ada), 403, traitMessages.notShared);

    await share(bea, connection, []);
    refused(await traitsOf(ada, bea), 403, traitMessages.notShared);
  });

  it('refuses a stranger, an unknown person alike, and needs a token and a numeric id', async () => {
    const ada = await person('Ada', 4);
    const sam = await person('Sam', 3);
    refused(await traitsOf(sam, ada), 403, traitMessages.notShared);
    refused(await traitsOf(sam, '999999'), 403, traitMessages.notShared);
    expect((await traitsOf(null, ada)).statusCode).toBe(401);
    expect((await traitsOf(ada, 'abc')).statusCode).toBe(400);
  });
});

describe('GET /api/traits/compare/:userId', () => {
  it('compares two people only when each shares their Personal Map with the other', async () => {
    const ada = await person('Ada', 4);
    const bea = await person('Bea', 2);
    const connection = await connect(ada, bea);
    refused(await compare(ada, bea), 403, traitMessages.compareNeedsBoth);

    await share(bea, connection, [PERSONAL_MAP_REPORT_ID]);
    // One way only: refused in both directions.
    refused(await compare(ada, bea), 403, traitMessages.compareNeedsBoth);
    refused(await compare(bea, ada), 403, traitMessages.compareNeedsBoth);

    await share(ada, connection, [PERSONAL_MAP_REPORT_ID]);
    const res = await compare(ada, bea);
    expect(res.statusCode, res.body).toBe(200);
    const comparison = res.json<TraitComparison>();
    assert(comparison, TraitComparison);
    expect(comparison.me).toMatchObject({ userId: ada.id, firstName: 'Ada' });
    expect(comparison.them).toMatchObject({ userId: bea.id, firstName: 'Bea' });
    expect(comparison.me.scores).not.toEqual(comparison.them.scores);
    const back = (await compare(bea, ada)).json<TraitComparison>();
    expect(back.me.userId).toBe(bea.id);

    // Removing the connection ends it at once.
    const removed = await t.app.inject({
      method: 'POST',
      url: pathFor(calls.removeConnection, { id: connection }),
      headers: bea.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    refused(await compare(ada, bea), 403, traitMessages.compareNeedsBoth);
  });

  it('refuses oneself, strangers and unknown people, and needs a token', async () => {
    const ada = await person('Ada', 4);
    const sam = await person('Sam', 3);
    refused(await compare(ada, ada), 400, traitMessages.compareSelf);
    refused(await compare(ada, sam), 403, traitMessages.compareNeedsBoth);
    refused(await compare(ada, '999999'), 403, traitMessages.compareNeedsBoth);
    expect((await compare(null, sam)).statusCode).toBe(401);
  });

  it('compares with a connection whose questionnaire is not complete: their scores are null', async () => {
    const ada = await person('Ada', 4);
    const nia = await person('Nia');
    const connection = await connect(ada, nia);
    await share(ada, connection, [PERSONAL_MAP_REPORT_ID]);
    await share(nia, connection, [PERSONAL_MAP_REPORT_ID]);
    const comparison = (await compare(ada, nia)).json<TraitComparison>();
    expect(comparison.them.scores).toBeNull();
    expect(comparison.me.scores).not.toBeNull();
  });
});

describe('GET /api/traits/circle/:userIds', () => {
  const circle = (who: Person | null, ids: string) => get(who, pathFor(calls.traitCircle, { userIds: ids }));

  /** Ada, connected with each of `others`, each sharing the Personal Map both ways. */
  async function circleOf(count: number) {
    const ada = await person('Ada', 4);
    const others: Person[] = [];
    for (let i = 0; i < count; i += 1) {
      const other = await person(`P${i}x`, 1 + (i % 5));
      const connectionId = await connect(ada, other);
      await share(ada, connectionId, [PERSONAL_MAP_REPORT_ID]);
      await share(other, connectionId, [PERSONAL_MAP_REPORT_ID]);
      others.push(other);
    }
    return { ada, others };
  }

  it('answers the asker and the chosen people, in the order asked, when each shares both ways', async () => {
    const { ada, others } = await circleOf(3);
    const [a, b, c] = others as [Person, Person, Person];
    const res = await circle(ada, [c.id, a.id, b.id].join(','));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TraitCircle>();
    assert(answer, TraitCircle);
    expect(answer.me.userId).toBe(ada.id);
    expect(answer.me.scores?.extraversion).toBeGreaterThan(0);
    expect(answer.people.map((p) => p.userId)).toEqual([c.id, a.id, b.id]);
    expect(answer.people.every((p) => p.scores !== null)).toBe(true);
  });

  it('takes up to eight people, and refuses a ninth, the asker, a repeat or a malformed list: 400', async () => {
    const { ada, others } = await circleOf(8);
    const ids = others.map((p) => p.id);
    expect((await circle(ada, ids.join(','))).statusCode).toBe(200);
    for (const bad of [
      [...ids, ids[0]].join(','),
      `${ids[0]},${ada.id}`,
      `${ids[0]},${ids[0]}`,
      'abc',
      `${ids[0]},,${ids[1]}`,
      `${ids[0]},-3`,
      `0`,
    ]) {
      refused(await circle(ada, bad), 400, traitMessages.circleInvalid);
    }
  });

  it('refuses the whole circle (403, no hint of whom) when one person does not share both ways, now', async () => {
    const { ada, others } = await circleOf(2);
    const [bea, cy] = others as [Person, Person];
    // Dee shares hers with Ada, Ada does not share back; Eve is no connection; 999999 is nobody.
    const dee = await person('Dee', 3);
    const deeConnection = await connect(ada, dee);
    await share(dee, deeConnection, [PERSONAL_MAP_REPORT_ID]);
    const eve = await person('Eve', 3);
    for (const ids of [`${bea.id},${dee.id}`, `${eve.id}`, `${cy.id},999999`]) {
      refused(await circle(ada, ids), 403, traitMessages.circleNeedsBoth);
    }
    // Bea stops sharing: she leaves the circle on the very next request.
    expect((await circle(ada, `${bea.id},${cy.id}`)).statusCode).toBe(200);
    const rows = await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ id: number }>(
        'SELECT id FROM connections WHERE (requester_id = $1 AND recipient_id = $2) OR (requester_id = $2 AND recipient_id = $1)',
        [Number(ada.id), Number(bea.id)],
      ),
    );
    await share(bea, rows[0]!.id, []);
    refused(await circle(ada, `${bea.id},${cy.id}`), 403, traitMessages.circleNeedsBoth);
    expect((await circle(ada, cy.id)).statusCode).toBe(200);
    expect((await circle(null, cy.id)).statusCode).toBe(401);
  });
});

describe('the full questionnaire in the trait calls (issue 35)', () => {
  const at = (iso: string) => new Date(iso);
  const full = (who: Person, answers: number | number[], finishedAt: Date | null = t.clock.now()) =>
    addTake(t.app, who.id, { instrument: 'ipip-neo-120', answers, finishedAt });
  const short = (who: Person, answers: number, finishedAt: Date = t.clock.now()) =>
    addTake(t.app, who.id, { instrument: 'ipip-50', answers, finishedAt });
  /** 120 answers: 1 to 5 in turn, so every domain and facet gets something else than all-3. */
  const varied = Array.from({ length: 120 }, (_, k) => 1 + ((k * 7) % 5));

  const profileOf = async (who: Person, of: Person): Promise<TraitProfile> => {
    const res = await traitsOf(who, of);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<TraitProfile>();
    assert(profile, TraitProfile);
    return profile;
  };
  const percentiles = (insight: NeoInsight) =>
    Object.fromEntries(NEO_DOMAINS.map((d) => [d, insight.result.domains[d].percentile]));

  /** Two people connected, each sharing the Personal Map with the other. */
  async function pair(a: Person, b: Person): Promise<void> {
    const connection = await connect(a, b);
    await share(a, connection, [PERSONAL_MAP_REPORT_ID]);
    await share(b, connection, [PERSONAL_MAP_REPORT_ID]);
  }

  it('gives a woman of 21–40 answering all 120 with 3 the percentiles the issue checks from outside', async () => {
    const ada = await person('Ada');
    await chooseGroup(t.app, ada.id, { sex: 'female', ageBand: '21-40' });
    await full(ada, 3);
    const profile = await profileOf(ada, ada);
    expect(profile.scores).toBeNull();
    const insight = profile.full as NeoInsight;
    expect(insight.groupChosen).toBe(true);
    expect(insight.result.group).toEqual({ sex: 'female', ageBand: '21-40' });
    const p = percentiles(insight);
    expect(Math.abs((p.agreeableness as number) - 2)).toBeLessThanOrEqual(2);
    expect(Math.abs((p.openness as number) - 8)).toBeLessThanOrEqual(2);
    expect(Math.abs((p.conscientiousness as number) - 13)).toBeLessThanOrEqual(2);
    expect(Math.abs((p.extraversion as number) - 29)).toBeLessThanOrEqual(2);
    expect(Math.abs((p.neuroticism as number) - 49)).toBeLessThanOrEqual(2);
    // All 3 everywhere: every domain's raw sum is 72 (24 items), every facet's 12.
    for (const d of NEO_DOMAINS) expect(insight.result.domains[d].raw).toBe(72);
  });

  it('gives the person their latest finished full take with the change since the previous one and every full take, dated', async () => {
    const ada = await person('Ada');
    await short(ada, 4, at('2026-01-05T10:00:00.000Z'));
    const first = await full(ada, 3, at('2026-02-01T09:30:00.000Z'));
    const second = await full(ada, varied, at('2026-03-15T18:45:00.000Z'));
    // A retake under way does not replace the result until it is finished.
    await full(ada, 5, null);

    const profile = await profileOf(ada, ada);
    expect(profile.scores).toBeNull();
    const insight = profile.full as NeoInsight;
    expect(insight.takenAt).toBe('2026-03-15T18:45:00.000Z');
    expect(insight.groupChosen).toBe(false);
    expect(insight.result).toEqual(scoreNeo(varied, NEO_DEFAULT_GROUP));
    const before = scoreNeo(
      Array.from({ length: 120 }, () => 3),
      NEO_DEFAULT_GROUP,
    );
    // Only the full takes, oldest first (the short one is not on it).
    expect(insight.history).toEqual([
      {
        takenAt: first.completedAt?.toISOString(),
        percentiles: Object.fromEntries(NEO_DOMAINS.map((d) => [d, before.domains[d].percentile])),
      },
      { takenAt: second.completedAt?.toISOString(), percentiles: percentiles(insight) },
    ]);
    expect(insight.change?.since).toBe('2026-02-01T09:30:00.000Z');
    for (const d of NEO_DOMAINS) {
      const points = insight.change?.points[d] as number;
      expect(points).toBe(insight.result.domains[d].percentile - before.domains[d].percentile);
      expect(Number.isInteger(points) && points >= -98 && points <= 98).toBe(true);
    }
    expect(NEO_DOMAINS.some((d) => insight.change?.points[d] !== 0)).toBe(true);
    // insightOf is what the route gives; for anyone but the owner, without the change and the history.
    expect(await insightOf(t.app.ctx, Number(ada.id), { forOwner: true })).toEqual(insight);
    expect(await insightOf(t.app.ctx, Number(ada.id), { forOwner: false })).toEqual({
      ...insight,
      change: null,
      history: [],
    });

    // One full take: no change yet, a history of one.
    const bea = await person('Bea');
    await full(bea, 3);
    const alone = (await profileOf(bea, bea)).full as NeoInsight;
    expect(alone.change).toBeNull();
    expect(alone.history).toHaveLength(1);
  });

  it("gives a connection the sharer's latest full take, without the change or the history", async () => {
    const ada = await person('Ada');
    const bea = await person('Bea');
    await full(bea, 3, at('2026-02-01T09:30:00.000Z'));
    await full(bea, varied, at('2026-03-01T09:30:00.000Z'));
    const connection = await connect(ada, bea);
    await share(bea, connection, [PERSONAL_MAP_REPORT_ID]);
    const seen = await profileOf(ada, bea);
    expect(seen.scores).toBeNull();
    expect(seen.full).toMatchObject({ takenAt: '2026-03-01T09:30:00.000Z', change: null, history: [] });
    expect(seen.full?.result).toEqual(scoreNeo(varied, NEO_DEFAULT_GROUP));
  });

  it('gives a person whose latest finished take is the short version their raw scores and no full result', async () => {
    const ada = await person('Ada');
    await full(ada, 3, at('2026-01-01T00:00:00.000Z'));
    await short(ada, 3, at('2026-02-01T00:00:00.000Z'));
    const profile = await profileOf(ada, ada);
    expect(profile.full).toBeNull();
    expect(profile.scores).toEqual({
      extraversion: 30,
      agreeableness: 30,
      conscientiousness: 30,
      emotionalStability: 30,
      intellect: 30,
    });
    const nobody = await person('Nia');
    await full(nobody, 3, null);
    expect(await profileOf(nobody, nobody)).toMatchObject({ scores: null, full: null });
  });

  it("writes the guides of a full take by its percentile bands against the owner's group, a short take's as before", async () => {
    const guideOf = async (who: Person, of: Person) => {
      const res = await get(who, pathFor(calls.getReport, { userId: of.id, reportId: PERSONAL_MAP_REPORT_ID }));
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const ada = await person('Ada');
    await chooseGroup(t.app, ada.id, { sex: 'female', ageBand: '21-40' });
    await full(ada, 3);
    const html = await guideOf(ada, ada);
    expect(html).toContain('Openness to Experience. Your score: higher than 8% of women aged 21–40 (lower range)');
    expect(html).toContain('Agreeableness. Your score: higher than 2% of women aged 21–40 (lower range)');
    expect(html).toContain('Emotional Stability. Your score: higher than 51% of women aged 21–40 (middle range)');
    expect(html).not.toContain('of 50');
    // The group changes: the guide follows on the next request.
    await chooseGroup(t.app, ada.id, { sex: 'male', ageBand: 'over60' });
    expect(await guideOf(ada, ada)).toContain('% of men over 60');

    // A short-version person: exactly the guide renderGuideHtml wrote before (its fixture: content.pure.test.ts).
    const bea = await person('Bea');
    await short(bea, 3);
    const beaHtml = await guideOf(bea, bea);
    expect(beaHtml).toContain('Your score: 30 of 50 (middle range)');
    expect(beaHtml).not.toContain('% of');
    // A take under way only: no guide yet.
    const cy = await person('Cy');
    await full(cy, 3, null);
    const none = await get(cy, pathFor(calls.getReport, { userId: cy.id, reportId: PERSONAL_MAP_REPORT_ID }));
    expect(none.statusCode).toBe(409);
  });

  it('shows a change of the comparison group on the very next request', async () => {
    const ada = await person('Ada');
    await full(ada, 3);
    const before = (await profileOf(ada, ada)).full as NeoInsight;
    expect(before.groupChosen).toBe(false);
    expect(before.result.group).toEqual(NEO_DEFAULT_GROUP);

    await chooseGroup(t.app, ada.id, { sex: 'male', ageBand: 'over60' });
    const after = (await profileOf(ada, ada)).full as NeoInsight;
    expect(after.groupChosen).toBe(true);
    expect(after.result).toEqual(
      scoreNeo(
        Array.from({ length: 120 }, () => 3),
        { sex: 'male', ageBand: 'over60' },
      ),
    );
    expect(percentiles(after)).not.toEqual(percentiles(before));
  });

  it('compares and circles each person against their own group, and a short-version person by raw scores only', async () => {
    const ada = await person('Ada');
    const bea = await person('Bea');
    const cy = await person('Cy');
    await chooseGroup(t.app, ada.id, { sex: 'female', ageBand: '21-40' });
    await chooseGroup(t.app, bea.id, { sex: 'male', ageBand: '41-60' });
    await full(ada, 3, at('2026-01-01T00:00:00.000Z'));
    await full(ada, varied, at('2026-02-01T00:00:00.000Z'));
    await full(bea, 3);
    await short(cy, 3);
    await pair(ada, bea);
    await pair(ada, cy);

    const res = await compare(ada, cy);
    expect(res.statusCode, res.body).toBe(200);
    const comparison = res.json<TraitComparison>();
    assert(comparison, TraitComparison);
    // Ada sees herself in full (her change and history too); Cy honestly as the short version.
    expect(comparison.me.scores).toBeNull();
    expect(comparison.me.full?.result.group).toEqual({ sex: 'female', ageBand: '21-40' });
    expect(comparison.me.full?.history).toHaveLength(2);
    expect(comparison.them.full).toBeNull();
    expect(comparison.them.scores?.extraversion).toBe(30);
    // From Cy's side: Ada's full result against Ada's group, without her history.
    const back = (await compare(cy, ada)).json<TraitComparison>();
    expect(back.me).toMatchObject({ full: null, scores: { agreeableness: 30 } });
    expect(back.them.full).toMatchObject({ change: null, history: [], result: { group: { sex: 'female' } } });

    const circled = await get(ada, pathFor(calls.traitCircle, { userIds: `${bea.id},${cy.id}` }));
    expect(circled.statusCode, circled.body).toBe(200);
    const answer = circled.json<TraitCircle>();
    assert(answer, TraitCircle);
    const [beaSeen, cySeen] = answer.people as [TraitProfile, TraitProfile];
    expect(answer.me.full?.result.group).toEqual({ sex: 'female', ageBand: '21-40' });
    expect(beaSeen.full?.result).toEqual(
      scoreNeo(
        Array.from({ length: 120 }, () => 3),
        { sex: 'male', ageBand: '41-60' },
      ),
    );
    expect(beaSeen.full).toMatchObject({ groupChosen: true, change: null, history: [] });
    expect(beaSeen.scores).toBeNull();
    expect(cySeen).toMatchObject({ full: null, scores: { intellect: expect.any(Number) } });
  });
});
