/**
 * The trait calls for every kind of asker: one's own scores; a connection's only while they share
 * their Personal Map; a comparison only when both people share it with each other. An unshare or a removal
 * takes effect on the very next request. The full questionnaire in these calls: traits-full-questionnaire.test.ts.
 */
import {
  calls,
  PERSONAL_MAP_REPORT_ID,
  pathFor,
  TraitCircle,
  TraitComparison,
  TraitProfile,
  traitMessages,
} from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import type { Person } from '../../test/traits.js';
import { traitCalls } from './traits.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const { person, get, traitsOf, compare, connect, share } = traitCalls(() => t);

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
