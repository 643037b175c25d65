/**
 * A waiting e-mail change can be withdrawn: "Cancel the change" in Profile (DELETE /api/email/pending), or a
 * profile update that gives the account's own address again. Either ends the waiting link (it then refuses), the
 * account keeps its address, and nothing else changes; the account's own confirmation link and other accounts'
 * changes are not touched.
 */
import { addressMessages as am, calls, type Contact } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableSnapshot } from '../../security/attack/snapshot.js';
import { confirmationTokenFor, createTestServer, login, signedInUser, type TestServer } from '../../test/harness.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;

const contactOf = async (who: Person): Promise<Contact> =>
  (await t.app.inject({ method: 'GET', url: calls.getContact.path, headers: who.headers })).json<Contact>();

const cancel = (who: Person | null): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'DELETE', url: calls.cancelEmailChange.path, headers: who?.headers ?? {} });

const confirm = (token: string | undefined) =>
  t.app.inject({ method: 'POST', url: calls.confirmEmail.path, payload: { token: token ?? '' } });

/** The profile update of `who` with `userName` (the current password given, as the app sends it). */
const update = (who: Person, userName: string, firstName = who.user.firstName) =>
  t.app.inject({
    method: 'PUT',
    url: calls.updateContact.path,
    headers: who.headers,
    payload: {
      user: {
        firstName,
        lastName: who.user.lastName,
        gender: who.user.gender,
        userName,
        password: null,
        profilePicture: null,
      },
      currentPassword: who.user.password,
    },
  });

/** `who` asks to move to a new address; its link is mailed there. */
async function changeWaits(who: Person): Promise<{ address: string; token: string | undefined }> {
  const address = `moved.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const put = await update(who, address);
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json<Contact>()).toMatchObject({ pendingEmail: address, user: { userName: who.user.email } });
  const token = await confirmationTokenFor(t.app, address);
  expect(token).toBeTruthy();
  return { address, token };
}

describe('DELETE /api/email/pending: "Cancel the change"', () => {
  it('ends the waiting link: it then refuses, the account keeps its address, only that link changes', async () => {
    const me = await signedInUser(t.app, { firstName: 'Wren' });
    const bystander = await signedInUser(t.app, { firstName: 'Bo' });
    const mine = await changeWaits(me);
    const theirs = await changeWaits(bystander);

    const before = await tableSnapshot(t);
    const res = await cancel(me);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(changedTables(before, await tableSnapshot(t))).toEqual(['email_confirmations']);

    expect(await contactOf(me)).toMatchObject({ pendingEmail: null, user: { userName: me.user.email } });
    const refused = await confirm(mine.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(am.linkInvalid);
    expect(await contactOf(me)).toMatchObject({ emailConfirmed: true, user: { userName: me.user.email } });
    expect(await login(t.app, me.user.email, me.user.password)).toBeTruthy();

    // Another account's waiting change is its own.
    expect(await contactOf(bystander)).toMatchObject({ pendingEmail: theirs.address });
    expect((await confirm(theirs.token)).statusCode).toBe(200);
    expect(await contactOf(bystander)).toMatchObject({ pendingEmail: null, user: { userName: theirs.address } });
  });

  it('is idempotent: 204 when nothing waits, and nothing changes', async () => {
    const me = await signedInUser(t.app, { firstName: 'Ida' });
    await changeWaits(me);
    expect((await cancel(me)).statusCode).toBe(204);
    const before = await tableSnapshot(t);
    const again = await cancel(me);
    expect(again.statusCode).toBe(204);
    expect(changedTables(before, await tableSnapshot(t))).toEqual([]);
  });

  it("leaves an unproven account's own confirmation link working", async () => {
    const me = await signedInUser(t.app, { firstName: 'Uma' }, { confirm: false });
    const own = await confirmationTokenFor(t.app, me.user.email);
    const before = await tableSnapshot(t);
    expect((await cancel(me)).statusCode).toBe(204);
    expect(changedTables(before, await tableSnapshot(t))).toEqual([]);
    expect((await confirm(own)).statusCode).toBe(200);
    expect(await contactOf(me)).toMatchObject({ emailConfirmed: true });
  });

  it('signed out: 401, nothing changes', async () => {
    const me = await signedInUser(t.app, { firstName: 'Oz' });
    const { token } = await changeWaits(me);
    const before = await tableSnapshot(t);
    const res = await cancel(null);
    expect(res.statusCode).toBe(401);
    expect(changedTables(before, await tableSnapshot(t))).toEqual([]);
    expect((await confirm(token)).statusCode).toBe(200);
  });
});

describe('PUT /api/mylifecontact with the account’s own address', () => {
  it('ends a waiting change (the address set back): the link refuses, the rest of the update is saved', async () => {
    const me = await signedInUser(t.app, { firstName: 'Pia' });
    const { token } = await changeWaits(me);
    const back = await update(me, me.user.email, 'Piera');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<Contact>()).toMatchObject({
      pendingEmail: null,
      user: { userName: me.user.email, firstName: 'Piera' },
    });
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(am.linkInvalid);
    expect(await contactOf(me)).toMatchObject({ pendingEmail: null, user: { userName: me.user.email } });
  });
});
