/**
 * The FoxyCart webhook under attack: each delivery grants exactly what was paid, once.
 * Forged signature, wrong store, replayed, duplicated, out of order, tampered price or quantity, an
 * unknown status; refunds and voids take back what their transaction granted and are never undone by a
 * late or replayed transaction/created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../../features/cart/foxy.js';
import { shopSettings } from '../../features/cart/settings.js';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { paidTransaction } from '../../test/purchases.js';

/** Starting a server (migrations, seed) can take long on a busy machine. */
const STARTUP_MS = 180_000;

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, STARTUP_MS);
afterAll(async () => {
  await t?.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
let nextId = 7_000_000;

async function deliver(
  body: unknown,
  options: { event?: string; key?: string; storeId?: string; signature?: string; raw?: string } = {},
) {
  const settings = await shopSettings(t.app.ctx);
  const raw = options.raw ?? JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/foxycart/webhook',
    headers: {
      'content-type': 'application/json',
      'foxy-webhook-event': options.event ?? 'transaction/created',
      'foxy-webhook-signature': options.signature ?? webhookSignature(raw, options.key ?? settings.webhookKey),
      'foxy-store-id': options.storeId ?? settings.storeId,
    },
    payload: raw,
  });
}

/** The catalogue item ids the person owns, straight from the database. */
async function owned(me: Person): Promise<number[]> {
  const rows = await t.app.ctx.dbHandle.withSession((s) =>
    s.query<{ id: number }>('SELECT catalog_item_id AS id FROM purchases WHERE user_id = $1 ORDER BY 1', [
      Number(me.id),
    ]),
  );
  return rows.map((r) => Number(r.id));
}

type Items = { code: string; price: number; quantity: number; name: string }[];
const itemsOf = (body: Record<string, unknown>): Items => (body._embedded as { 'fx:items': Items })['fx:items'];

describe('webhook attacks', () => {
  it('forged signature, wrong key, wrong store, no event: refused, nothing granted, the id not burnt', async () => {
    const me = await signedInUser(t.app);
    const body = await paidTransaction(t.app, me.id, ['MAP-001'], nextId++);
    expect((await deliver(body, { key: 'guessed-key' })).statusCode).toBe(401);
    expect((await deliver(body, { signature: 'a'.repeat(64) })).statusCode).toBe(401);
    expect((await deliver(body, { signature: '' })).statusCode).toBe(401);
    const richer = JSON.stringify(await paidTransaction(t.app, me.id, ['PKG-ALL'], Number(body.id)));
    const settings = await shopSettings(t.app.ctx);
    expect(
      (
        await deliver(undefined, {
          raw: richer,
          signature: webhookSignature(JSON.stringify(body), settings.webhookKey),
        })
      ).statusCode,
    ).toBe(401);
    expect((await deliver(body, { storeId: 'other-store' })).statusCode).toBe(403);
    expect(await owned(me)).toEqual([]);
    expect((await deliver(body)).json()).toMatchObject({ granted: [1] });
  });

  it('replayed and duplicated (in parallel) deliveries grant once', async () => {
    const me = await signedInUser(t.app);
    const body = await paidTransaction(t.app, me.id, ['CAR-001', 'SPT-001'], nextId++);
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const granted = answers.flatMap((a) => a.json<{ granted: number[] }>().granted);
    expect(granted.sort()).toEqual([2, 4]);
    expect(answers.filter((a) => a.json<{ duplicate: boolean }>().duplicate === false)).toHaveLength(1);
    expect((await deliver(body)).json()).toMatchObject({ duplicate: true, granted: [] });
    expect(await owned(me)).toEqual([2, 4]);
  });

  it.each([
    [
      'a lowered price',
      (b: Record<string, unknown>) => ({
        ...b,
        _embedded: { 'fx:items': itemsOf(b).map((i) => ({ ...i, price: 0.01 })) },
        total_item_price: 0.01,
        total_order: 0.01,
      }),
    ],
    [
      'a price of zero',
      (b: Record<string, unknown>) => ({
        ...b,
        _embedded: { 'fx:items': itemsOf(b).map((i) => ({ ...i, price: 0 })) },
        total_item_price: 0,
        total_order: 0,
      }),
    ],
    [
      'a price as text that is not a number',
      (b: Record<string, unknown>) => ({
        ...b,
        _embedded: { 'fx:items': itemsOf(b).map((i) => ({ ...i, price: 'free' })) },
      }),
    ],
    [
      'quantity 0',
      (b: Record<string, unknown>) => ({
        ...b,
        _embedded: { 'fx:items': itemsOf(b).map((i) => ({ ...i, quantity: 0 })) },
        total_item_price: 0,
        total_order: 0,
      }),
    ],
    [
      'a negative quantity',
      (b: Record<string, unknown>) => ({
        ...b,
        _embedded: { 'fx:items': itemsOf(b).map((i) => ({ ...i, quantity: -1 })) },
      }),
    ],
    [
      'a fractional quantity',
      (b: Record<string, unknown>) => ({
        ...b,
        _embedded: { 'fx:items': itemsOf(b).map((i) => ({ ...i, quantity: 0.5 })) },
      }),
    ],
    ['a total below the price', (b: Record<string, unknown>) => ({ ...b, total_order: 1 })],
    ['an items total that does not add up', (b: Record<string, unknown>) => ({ ...b, total_item_price: 1 })],
    ['no total_order', (b: Record<string, unknown>) => ({ ...b, total_order: undefined })],
    [
      'a cheap guide plus a negative line to lower the total',
      (b: Record<string, unknown>) => ({
        ...b,
        _embedded: { 'fx:items': [...itemsOf(b), { name: 'x', code: 'X-REBATE', price: -70, quantity: 1 }] },
        total_item_price: 9,
        total_order: 9,
      }),
    ],
    ['the status declined', (b: Record<string, unknown>) => ({ ...b, status: 'declined' })],
    ['an unknown status', (b: Record<string, unknown>) => ({ ...b, status: 'paid-trust-me' })],
    ['the status authorized (not captured)', (b: Record<string, unknown>) => ({ ...b, status: 'authorized' })],
    ['no status at all', (b: Record<string, unknown>) => ({ ...b, status: undefined })],
  ])('a signed transaction with %s grants nothing', async (_name, tamper) => {
    const me = await signedInUser(t.app);
    const body = tamper(await paidTransaction(t.app, me.id, ['PKG-ALL'], nextId++));
    const res = await deliver(body);
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 200) expect(res.json()).toMatchObject({ granted: [] });
    expect(await owned(me)).toEqual([]);
  });

  it('grants the paid guides of a transaction that also holds items of other products, with quantity 2', async () => {
    const me = await signedInUser(t.app);
    const body = await paidTransaction(t.app, me.id, ['CAR-002'], nextId++);
    const items = [
      ...itemsOf(body).map((i) => ({ ...i, quantity: 2 })),
      { name: 'Mug', code: 'MUG-1', price: 5, quantity: 1 },
    ];
    const total = 19.99 * 2 + 5;
    const res = await deliver({
      ...body,
      _embedded: { 'fx:items': items },
      total_item_price: total,
      total_order: total,
    });
    expect(res.json()).toMatchObject({ granted: [3] });
    expect(await owned(me)).toEqual([3]);
  });

  it('out of order: pending then captured grants once; refunded before created never grants', async () => {
    const me = await signedInUser(t.app);
    const pending = { ...(await paidTransaction(t.app, me.id, ['SPT-002'], nextId++)), status: 'pending' };
    expect((await deliver(pending)).json()).toMatchObject({ granted: [] });
    const captured = { ...pending, status: 'captured' };
    expect((await deliver(captured, { event: 'transaction/captured' })).json()).toMatchObject({ granted: [5] });
    expect((await deliver(pending)).json()).toMatchObject({ duplicate: true, granted: [] });
    expect(await owned(me)).toEqual([5]);

    const other = await signedInUser(t.app);
    const sale = await paidTransaction(t.app, other.id, ['PER-001'], nextId++);
    expect((await deliver({ ...sale, status: 'refunded' }, { event: 'transaction/refunded' })).statusCode).toBe(200);
    expect((await deliver(sale)).json()).toMatchObject({ granted: [] });
    expect(await owned(other)).toEqual([]);
  });

  it('a refund takes back what its transaction granted, and a replayed created does not give it back', async () => {
    const me = await signedInUser(t.app);
    const kept = await paidTransaction(t.app, me.id, ['MAP-001'], nextId++);
    const refunded = await paidTransaction(t.app, me.id, ['PER-002'], nextId++);
    expect((await deliver(kept)).json()).toMatchObject({ granted: [1] });
    expect((await deliver(refunded)).json()).toMatchObject({ granted: [7] });
    const refund = await deliver({ ...refunded, status: 'refunded' }, { event: 'transaction/refunded' });
    expect(refund.json()).toMatchObject({ revoked: [7] });
    expect((await deliver(refunded)).json()).toMatchObject({ granted: [] });
    expect(
      (await deliver({ ...refunded, status: 'refunded' }, { event: 'transaction/refunded' })).json(),
    ).toMatchObject({
      duplicate: true,
      revoked: [],
    });
    expect((await deliver({ ...kept, status: 'voided' }, { event: 'transaction/voided' })).json()).toMatchObject({
      revoked: [1],
    });
    expect(await owned(me)).toEqual([]);
  });

  it('a transaction for another person (customer id and e-mail that do not match) grants nothing', async () => {
    const me = await signedInUser(t.app);
    const victim = await signedInUser(t.app);
    const body = await paidTransaction(t.app, victim.id, ['CAR-001'], nextId++);
    const mismatched = {
      ...body,
      _embedded: { ...(body._embedded as object), 'fx:customer': { id: Number(victim.id), email: me.user.email } },
    };
    // The e-mail names `me`, the id names the victim: the id must agree with its e-mail, so the e-mail wins.
    expect((await deliver(mismatched)).json()).toMatchObject({ granted: [2] });
    expect(await owned(victim)).toEqual([]);
    expect(await owned(me)).toEqual([2]);
    const nobody = { ...(await paidTransaction(t.app, 999_999, ['CAR-001'], nextId++)) };
    expect((await deliver(nobody)).json()).toMatchObject({
      granted: [],
      refused: 'the transaction names no known customer',
    });
  });
});
