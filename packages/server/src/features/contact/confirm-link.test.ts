/**
 * A confirmation link proves an address only by the POST its page's Confirm button makes. Mail scanners (Safe
 * Links and the like) open a link with GET or HEAD, and may try the API's path with it: none of that proves an
 * address or moves an account, and the link still works for its owner afterwards. The link names the address it
 * proves, for the page to say so before the button.
 */
import { addressMessages as am, calls, type Contact } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableSnapshot } from '../../security/attack/snapshot.js';
import {
  confirmationTokenFor,
  createTestServer,
  signedInUser,
  TEST_APP_URL,
  type TestServer,
} from '../../test/harness.js';

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

const linkTo = async (address: string): Promise<URL> => {
  const mails = (
    await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(address)}` })
  ).json<{ subject: string; text: string }[]>();
  const mail = mails.find((m) => /^Confirm your .* e-mail address$/.test(m.subject));
  return new URL(/https?:\/\/\S+\/confirm-email\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://missing.test');
};

/** What a scanner may do with a link: open it (GET, HEAD), and try the API's path with its token. */
async function scan(link: URL, token: string, who?: Person): Promise<void> {
  const page = `${link.pathname}${link.search}`;
  const api = calls.confirmEmail.path;
  for (const headers of [{}, who?.headers ?? {}]) {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of [page, `${api}?token=${token}`, `${api}/${token}`, `${api}?${link.searchParams}`]) {
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
  }
}

describe('opening a confirmation link proves nothing; only its POST does', () => {
  it('the mailed link names the address it proves', async () => {
    const me = await signedInUser(t.app, { firstName: 'Nora' }, { confirm: false });
    const link = await linkTo(me.user.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/confirm-email`);
    expect(link.searchParams.get('token')).toBe(await confirmationTokenFor(t.app, me.user.email));
    expect(link.searchParams.get('email')).toBe(me.user.email);
  });

  it('a registration link opened by GET and HEAD (page and API paths) changes nothing; the POST then proves', async () => {
    const me = await signedInUser(t.app, { firstName: 'Sam' }, { confirm: false });
    const link = await linkTo(me.user.email);
    const token = link.searchParams.get('token') ?? '';
    const before = await tableSnapshot(t);
    await scan(link, token, me);
    expect(changedTables(before, await tableSnapshot(t))).toEqual([]);
    expect(await contactOf(me)).toMatchObject({ emailConfirmed: false });

    const confirmed = await t.app.inject({ method: 'POST', url: calls.confirmEmail.path, payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: me.user.email });
    expect(await contactOf(me)).toMatchObject({ emailConfirmed: true });
  });

  it('an e-mail change link opened by GET and HEAD leaves the account its address; the POST then moves it', async () => {
    const me = await signedInUser(t.app, { firstName: 'Ines' });
    const address = `ines.${Date.now()}@example.com`;
    const put = await t.app.inject({
      method: 'PUT',
      url: calls.updateContact.path,
      headers: me.headers,
      payload: {
        user: {
          firstName: 'Ines',
          lastName: me.user.lastName,
          gender: me.user.gender,
          userName: address,
          password: null,
          profilePicture: null,
        },
        currentPassword: me.user.password,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const link = await linkTo(address);
    expect(link.searchParams.get('email')).toBe(address);
    const token = link.searchParams.get('token') ?? '';
    const before = await tableSnapshot(t);
    await scan(link, token, me);
    expect(changedTables(before, await tableSnapshot(t))).toEqual([]);
    expect(await contactOf(me)).toMatchObject({ pendingEmail: address, user: { userName: me.user.email } });

    const confirmed = await t.app.inject({ method: 'POST', url: calls.confirmEmail.path, payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: address });
    const again = await t.app.inject({ method: 'POST', url: calls.confirmEmail.path, payload: { token } });
    expect(again.json<{ error: string }>().error).toBe(am.linkInvalid);
  });
});
