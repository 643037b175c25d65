/**
 * The per-account limit of the views that read other people's scores side by side (SIDE_BY_SIDE_PER_USER), on
 * PGlite and (under scripts/test/with-postgres.sh) PostgreSQL: compare and circle share one count per signed-in
 * account; past it both answer 429 with traitMessages.tooManyViews before anyone is looked up; another account
 * is not held; the window passing frees the account; a malformed address is refused (400) without counting.
 */
import { calls, PERSONAL_MAP_REPORT_ID, TraitCircle, traitMessages } from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedByLimit } from '../../security/attack/snapshot.js';
import { countHit } from '../../security/rate-limit.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { connect, scoredPerson, share, type Person } from '../../test/traits.js';
import { SIDE_BY_SIDE_PER_USER } from './routes.js';

let t: TestServer;

const person = (firstName: string, answers: number) => scoredPerson(t.app, firstName, answers);

/** a and b connected, each sharing the Personal Map with the other. */
async function shareBothWays(a: Person, b: Person): Promise<void> {
  const connectionId = await connect(t.app, a, b);
  for (const who of [a, b]) await share(t.app, who, connectionId, [PERSONAL_MAP_REPORT_ID]);
}

const circle = (who: Person, ids: string) => t.as(who).call(calls.traitCircle, { params: { userIds: ids } });
const compare = (who: Person, other: string) => t.as(who).call(calls.compareTraits, { params: { userId: other } });

/** Counts all but the last allowed call of `who`'s window straight into the database (120 requests are slow). */
async function useUpAllButOne(who: Person): Promise<void> {
  for (let i = 0; i < SIDE_BY_SIDE_PER_USER.limit - 1; i += 1) {
    await countHit(t.app.ctx.db, SIDE_BY_SIDE_PER_USER, who.id, t.clock.now());
  }
}

/** Asserts a 429 with the text (no scores in the answer), and that no table but the counters changed. */
const refused = (run: () => ReturnType<typeof circle>) => expectRefusedByLimit(t, run, traitMessages.tooManyViews);

let ada: Person;
let bea: Person;
let cy: Person;

beforeAll(async () => {
  t = await createTestServer();
  ada = await person('Ada', 4);
  bea = await person('Bea', 2);
  cy = await person('Cy', 3);
  await shareBothWays(ada, bea);
  await shareBothWays(ada, cy);
  await shareBothWays(bea, cy);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('compare and circle, per signed-in account', () => {
  it(`answers the ${SIDE_BY_SIDE_PER_USER.limit}th, refuses the next of either with 429, before anyone is read`, async () => {
    t.clock.advance(SIDE_BY_SIDE_PER_USER.windowMs);
    await useUpAllButOne(ada);
    const last = await circle(ada, `${bea.id},${cy.id}`);
    expect(last.statusCode, last.body).toBe(200);
    assert(last.json(), TraitCircle);

    await refused(() => circle(ada, `${bea.id},${cy.id}`));
    await refused(() => compare(ada, bea.id));
    // Refused before anyone is looked up: a circle of nobody is not a 403 (that would be a read) but the 429.
    await refused(() => circle(ada, '999999'));
    // A malformed address is refused for what it is, without counting (nothing is read either way).
    const malformed = await circle(ada, `${bea.id},${bea.id}`);
    expect(malformed.json()).toMatchObject({ status: 400, error: traitMessages.circleInvalid });
    expect((await compare(ada, 'abc')).statusCode).toBe(400);
  });

  it('holds only that account: another person’s circle and comparison still answer', async () => {
    t.clock.advance(SIDE_BY_SIDE_PER_USER.windowMs);
    await useUpAllButOne(ada);
    expect((await compare(ada, bea.id)).statusCode).toBe(200);
    await refused(() => compare(ada, bea.id));
    const theirs = await circle(bea, `${ada.id},${cy.id}`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((await compare(cy, ada.id)).statusCode).toBe(200);
  });

  it('frees the account once the window has passed', async () => {
    // The window is a line in time: only the test moves the clock here, however slow the machine.
    t.clock.freeze();
    t.clock.advance(SIDE_BY_SIDE_PER_USER.windowMs);
    await useUpAllButOne(ada);
    expect((await compare(ada, cy.id)).statusCode).toBe(200);
    await refused(() => circle(ada, cy.id));
    t.clock.advance(SIDE_BY_SIDE_PER_USER.windowMs - 1000);
    await refused(() => circle(ada, cy.id));
    t.clock.advance(1000);
    const freed = await circle(ada, cy.id);
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json<TraitCircle>().people.map((p) => p.userId)).toEqual([cy.id]);
  });

  it('counts each call made by hand: the limit is reached through the routes too', async () => {
    t.clock.advance(SIDE_BY_SIDE_PER_USER.windowMs);
    const requests = Array.from({ length: SIDE_BY_SIDE_PER_USER.limit }, (_, i) =>
      i % 2 === 0 ? compare(cy, bea.id) : circle(cy, `${ada.id},${bea.id}`),
    );
    expect((await Promise.all(requests)).map((res) => res.statusCode)).toEqual(
      Array(SIDE_BY_SIDE_PER_USER.limit).fill(200),
    );
    await refused(() => compare(cy, ada.id));
  });
});
