/**
 * The full questionnaire (IPIP-NEO-120, issue 35) in the trait calls: percentiles against the owner's comparison
 * group, the change and history for the owner only, the guides by percentile bands, and short-version people beside
 * full-version ones. Who may read what: traits-access.test.ts.
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
  type NeoInsight,
} from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { addTake, chooseGroup } from '../../test/takes.js';
import type { Person } from '../../test/traits.js';
import { scoreNeo } from '../survey/neo.js';
import { insightOf } from './insight.js';
import { traitCalls } from './traits.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const { person, get, traitsOf, compare, connect, share } = traitCalls(() => t);

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
