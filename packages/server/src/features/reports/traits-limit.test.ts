/**
 * The per-account limit of one person's trait scores (GET /api/traits/:userId, TRAITS_PER_USER), on PGlite and
 * (under scripts/test/with-postgres.sh) PostgreSQL: every read of the signed-in account counts, its own and a
 * connection's, refused ones too; past the limit the route answers 429 with traitMessages.tooManyTraitReads
 * before anyone is looked up (no SELECT at all, no table but the counters changed); another account, and the
 * same account's comparisons (their own bucket), are not held; the window passing frees the account; a
 * malformed id is refused (400) without counting.
 */
import { calls, PERSONAL_MAP_REPORT_ID, pathFor, TraitProfile, traitMessages } from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectRefusedByLimit } from '../../security/attack/snapshot.js';
import { countHit } from '../../security/rate-limit.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { connect, scoredPerson, share, type Person } from '../../test/traits.js';
import { SIDE_BY_SIDE_PER_USER, TRAITS_PER_USER } from './routes.js';

let t: TestServer;

const traits = (who: Person, userId: string) =>
  t.app.inject({ method: 'GET', url: pathFor(calls.getTraits, { userId }), headers: who.headers });

/** Counts `n` reads of `who` straight into the database (hundreds of requests are slow). */
async function countReads(who: Person, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await countHit(t.app.ctx.db, TRAITS_PER_USER, who.id, t.clock.now());
}

/** `who`'s count in the current window, as the database holds it. */
async function countOf(who: Person): Promise<number> {
  const rows = await t.app.ctx.dbHandle.withSession((s) =>
    s.query<{ hits: number }>('SELECT hits FROM limit_counters WHERE bucket = $1 AND key = $2', [
      TRAITS_PER_USER.bucket,
      who.id,
    ]),
  );
  return rows[0]?.hits ?? 0;
}

/**
 * Asserts a 429 with the text and no scores, that the request made no SELECT at all (nobody was looked up: the
 * count is one upsert), and that no table but the counters changed.
 */
async function refused(who: Person, userId: string): Promise<void> {
  const selects = vi.spyOn(t.app.ctx.db, 'select');
  try {
    await expectRefusedByLimit(
      t,
      async () => {
        selects.mockClear();
        const res = await traits(who, userId);
        expect(selects).not.toHaveBeenCalled();
        return res;
      },
      traitMessages.tooManyTraitReads,
    );
  } finally {
    selects.mockRestore();
  }
}

let ada: Person;
let bea: Person;
let cy: Person;

beforeAll(async () => {
  t = await createTestServer();
  ada = await scoredPerson(t.app, 'Ada', 4);
  bea = await scoredPerson(t.app, 'Bea', 2);
  cy = await scoredPerson(t.app, 'Cy', 3);
  // Ada and Bea share their Personal Maps with each other; Cy shares nothing with anyone.
  const connectionId = await connect(t.app, ada, bea);
  for (const who of [ada, bea]) await share(t.app, who, connectionId, [PERSONAL_MAP_REPORT_ID]);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('one person’s trait scores, per signed-in account', () => {
  it(`answers the ${TRAITS_PER_USER.limit}th, refuses the next with 429 and reads nothing`, async () => {
    t.clock.advance(TRAITS_PER_USER.windowMs);
    await countReads(ada, TRAITS_PER_USER.limit - 1);
    const selects = vi.spyOn(t.app.ctx.db, 'select');
    const last = await traits(ada, bea.id);
    // The spy sees an allowed read's look-ups: its silence on a refused call below means something.
    expect(selects).toHaveBeenCalled();
    selects.mockRestore();
    expect(last.statusCode, last.body).toBe(200);
    assert(last.json(), TraitProfile);
    expect(last.json<TraitProfile>().userId).toBe(bea.id);

    await refused(ada, ada.id);
    await refused(ada, bea.id);
    // Refused before anyone is looked up: an unknown person and one who does not share are not a 403 (a read) but the 429.
    await refused(ada, '999999');
    await refused(ada, cy.id);
    // A malformed id is refused for what it is, without counting.
    const counted = await countOf(ada);
    expect((await traits(ada, 'abc')).statusCode).toBe(400);
    expect(await countOf(ada)).toBe(counted);
  });

  it('holds only that account, and only its trait reads: its comparisons have their own count', async () => {
    t.clock.advance(TRAITS_PER_USER.windowMs);
    await countReads(ada, TRAITS_PER_USER.limit);
    await refused(ada, ada.id);
    for (const [who, userId] of [
      [bea, ada.id],
      [bea, bea.id],
      [cy, cy.id],
    ] as const) {
      const res = await traits(who, userId);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(TRAITS_PER_USER.bucket).not.toBe(SIDE_BY_SIDE_PER_USER.bucket);
    const comparison = await t.app.inject({
      method: 'GET',
      url: pathFor(calls.compareTraits, { userId: bea.id }),
      headers: ada.headers,
    });
    expect(comparison.statusCode, comparison.body).toBe(200);
  });

  it('frees the account once the window has passed', async () => {
    // The window is a line in time: only the test moves the clock here, however slow the machine.
    t.clock.freeze();
    t.clock.advance(TRAITS_PER_USER.windowMs);
    await countReads(ada, TRAITS_PER_USER.limit);
    await refused(ada, ada.id);
    t.clock.advance(TRAITS_PER_USER.windowMs - 1000);
    await refused(ada, ada.id);
    t.clock.advance(1000);
    const freed = await traits(ada, ada.id);
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json<TraitProfile>().userId).toBe(ada.id);
    expect(await countOf(ada)).toBe(1);
  });

  it('counts every read through the route, the own, a connection’s and a refused one alike', async () => {
    t.clock.advance(TRAITS_PER_USER.windowMs);
    await countReads(bea, TRAITS_PER_USER.limit - 3);
    expect((await traits(bea, bea.id)).statusCode).toBe(200);
    expect((await traits(bea, ada.id)).statusCode).toBe(200);
    expect((await traits(bea, cy.id)).json()).toMatchObject({ status: 403, error: traitMessages.notShared });
    expect(await countOf(bea)).toBe(TRAITS_PER_USER.limit);
    await refused(bea, bea.id);
  });
});
