/**
 * The mail budgets of the address flows (addresses.ts), on PGlite and (under scripts/test/with-postgres.sh)
 * PostgreSQL. An e-mail change (PUT /api/mylifecontact with a new address) mails the new address a link, or a
 * notice when it is taken; "Send the link again" mails a link. Both count on one budget per account
 * (ADDRESS_MAILS_PER_ACCOUNT) and one per recipient address (ADDRESS_MAILS_PER_RECIPIENT), as invitations have.
 * Past either the call answers 429 with its text and changes nothing: not the names sent with it, not the change
 * waiting, not the outbox. The recipient's budget answers the same whether the address has an account or not;
 * another account is not held; the window passing frees the budget.
 */
import { addressMessages as am, calls, type Contact } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedByLimit } from '../../security/attack/snapshot.js';
import { createTestServer, login, registerUser, signedInUser, type TestServer } from '../../test/harness.js';
import { ADDRESS_MAILS_PER_ACCOUNT, ADDRESS_MAILS_PER_RECIPIENT } from './addresses.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;

let counter = 0;
/** A new address nobody has used. */
const fresh = (name: string): string => `${name}.${Date.now()}.${(counter += 1)}@example.com`;

/** PUT /api/mylifecontact: the person's names (or `names`), the address `email`, the current password. */
const change = (who: Person, email: string, names: { firstName?: string; lastName?: string } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: calls.updateContact.path,
    headers: who.headers,
    payload: {
      user: {
        id: who.id,
        firstName: names.firstName ?? who.user.firstName,
        lastName: names.lastName ?? who.user.lastName,
        gender: who.user.gender,
        userName: email,
        password: null,
        profilePicture: null,
      },
      currentPassword: who.user.password,
    },
  });

const resend = (who: Person) =>
  t.app.inject({ method: 'POST', url: calls.resendEmailConfirmation.path, headers: who.headers });

const contactOf = async (who: Person): Promise<Contact> =>
  (await t.app.inject({ method: 'GET', url: calls.getContact.path, headers: who.headers })).json<Contact>();

const mailsTo = async (email: string): Promise<number> =>
  (
    await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1', [email]),
    )
  )[0]?.n ?? 0;

const hitsOf = async (bucket: string, key: string): Promise<number> =>
  (
    await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ hits: number }>('SELECT hits FROM limit_counters WHERE bucket = $1 AND key = $2', [bucket, key]),
    )
  )[0]?.hits ?? 0;

/** The same person with a fresh session (after the clock moved past the token's life). */
const signInAgain = async (who: Person): Promise<Person> => {
  const token = await login(t.app, who.user.email, who.user.password);
  return { ...who, token, headers: { authorization: `Bearer ${token}` } };
};

describe('e-mail changes, per account', () => {
  it(`mails ${ADDRESS_MAILS_PER_ACCOUNT.limit} changes a day; the next is refused whole (429), another account is not held, the next day it goes`, async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    let last = '';
    for (let i = 0; i < ADDRESS_MAILS_PER_ACCOUNT.limit; i += 1) {
      last = fresh(`ada-${i}`);
      const res = await change(ada, last);
      expect(res.statusCode, res.body).toBe(200);
      expect(await mailsTo(last)).toBe(1);
    }
    const over = fresh('ada-over');
    // The name change sent with it is refused too: nothing of the PUT is written, no mail is recorded.
    await expectRefusedByLimit(t, () => change(ada, over, { lastName: 'King' }), am.tooManyChangeMails);
    expect(await mailsTo(over)).toBe(0);
    expect(await contactOf(ada)).toMatchObject({
      pendingEmail: last,
      user: { userName: ada.user.email, lastName: 'Lovelace' },
    });
    // A change of the names alone mails nothing and still goes.
    const renamed = await change(ada, ada.user.email, { lastName: 'King' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Contact>()).toMatchObject({ user: { lastName: 'King' } });

    // Another account is not held.
    const bea = await signedInUser(t.app, { firstName: 'Bea' });
    const beas = fresh('bea');
    expect((await change(bea, beas)).statusCode).toBe(200);
    expect(await mailsTo(beas)).toBe(1);

    // The window passing frees the account.
    t.clock.advance(ADDRESS_MAILS_PER_ACCOUNT.windowMs + 1000);
    const tomorrow = await signInAgain(ada);
    const res = await change(tomorrow, over);
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo(over)).toBe(1);
  });

  it('"Send the link again" and e-mail changes count on the same budget, each refused with its own text', async () => {
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    const first = fresh('cy-first');
    expect((await change(cy, first)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await resend(cy)).statusCode).toBe(204);
    const second = fresh('cy-second');
    expect((await change(cy, second)).statusCode).toBe(200);
    expect(await hitsOf(ADDRESS_MAILS_PER_ACCOUNT.bucket, cy.id)).toBe(ADDRESS_MAILS_PER_ACCOUNT.limit);
    await expectRefusedByLimit(t, () => resend(cy), am.tooManyResends);
    await expectRefusedByLimit(t, () => change(cy, fresh('cy-third')), am.tooManyChangeMails);
    expect(await mailsTo(first)).toBe(4);
    expect(await mailsTo(second)).toBe(1);
    expect((await contactOf(cy)).pendingEmail).toBe(second);
  });
});

describe('e-mail changes and "Send the link again", per recipient address', () => {
  it(`one address gets ${ADDRESS_MAILS_PER_RECIPIENT.limit} such mails a day, whoever asks, taken or not: the same refusal`, async () => {
    const askers = await Promise.all(
      Array.from({ length: ADDRESS_MAILS_PER_RECIPIENT.limit + 2 }, (_, i) =>
        signedInUser(t.app, { firstName: `Asker${String.fromCharCode(65 + i)}` }),
      ),
    );
    const [a0, a1, a2, a3, a4, a5, a6] = askers as [Person, Person, Person, Person, Person, Person, Person];

    // An address without an account: links, then the refusal.
    const free = fresh('free');
    for (const who of [a0, a1, a2, a3, a4]) expect((await change(who, free)).statusCode).toBe(200);
    const freeRefusal = await expectRefusedByLimit(t, () => change(a5, free), am.tooManyMailsToAddress);
    expect(await mailsTo(free)).toBe(ADDRESS_MAILS_PER_RECIPIENT.limit);
    // "Send the link again" to it counts on the same budget.
    await expectRefusedByLimit(t, () => resend(a0), am.tooManyMailsToAddress);
    // The refused asker's own budget was not used by it.
    expect(await hitsOf(ADDRESS_MAILS_PER_ACCOUNT.bucket, a5.id)).toBe(0);

    // An address with an account: first links while it is free, then "not changed" notices once it is taken,
    // all on one budget; the refusal is the same as for an address without an account.
    const vera = fresh('vera');
    for (const who of [a0, a1]) expect((await change(who, vera)).statusCode).toBe(200);
    await registerUser(t.app, {
      email: vera,
      password: 'veras-password-1',
      firstName: 'Vera',
      lastName: 'Ng',
      gender: 'F',
    });
    const mailsBefore = await mailsTo(vera);
    for (const who of [a2, a3, a4]) expect((await change(who, vera)).statusCode).toBe(200);
    expect(await mailsTo(vera)).toBe(mailsBefore + 3);
    const takenRefusal = await expectRefusedByLimit(t, () => change(a6, vera), am.tooManyMailsToAddress);
    expect(takenRefusal.body).toBe(freeRefusal.body);
    expect(await mailsTo(vera)).toBe(mailsBefore + 3);

    // Another address is not held; the window passing frees this one.
    expect((await change(a6, fresh('elsewhere'))).statusCode).toBe(200);
    t.clock.advance(ADDRESS_MAILS_PER_RECIPIENT.windowMs + 1000);
    const later = await signInAgain(a5);
    expect((await change(later, free)).statusCode).toBe(200);
    expect(await mailsTo(free)).toBe(ADDRESS_MAILS_PER_RECIPIENT.limit + 1);
  });
});
