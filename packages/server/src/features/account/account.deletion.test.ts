/**
 * "Delete my account" through the HTTP API: asked with the current password, it leaves nothing of the person but
 * the anonymised orders (checked table by table), at once and on every server, and the same address starts empty
 * afterwards (account.fixtures.ts).
 */
import { accountDataMessages as adm, calls, PERSONAL_MAP_REPORT_ID, type ConnectionRequest } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  login,
  requestToken,
  signedInUser,
  TEST_CLIENT,
  type TestServer,
} from '../../test/harness.js';
import { buyThroughWebhook, paidTransaction } from '../../test/purchases.js';
import { shopSettings } from '../cart/settings.js';
import { webhookSignature } from '../cart/foxy.js';
import { saveProfileImage } from '../profile-image/service.js';
import { accountFixtures, pictureSaver, refused } from './account.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const { deleteOf, answerAll, invite, connect, share, traces } = accountFixtures(() => t);
const pictureFor = pictureSaver(() => t, saveProfileImage);

describe('POST /api/mylifecontact/delete', () => {
  it('asks for the current password again and changes nothing without it', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    refused(await deleteOf(ada), 400, adm.passwordRequired);
    refused(await deleteOf(ada, 'not-her-password'), 403, adm.passwordWrong);
    expect((await t.as(ada).call(calls.getContact)).statusCode).toBe(200);
    expect(await login(t.app, ada.user.email, ada.user.password)).toBeTruthy();
  });

  it('erases the person at once and on every server: sessions, connections, shares, compare, invitations', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    const bob = await signedInUser(t.app, { firstName: 'Bob' });
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    expect((await buyThroughWebhook(t.app, ada.id, ['MAP-001', 'CAR-001'])).statusCode).toBe(200);
    expect((await buyThroughWebhook(t.app, bob.id, ['MAP-001'])).statusCode).toBe(200);
    await answerAll(ada, 4);
    await answerAll(bob, 2);
    const connection = await connect(ada, bob);
    await share(ada, connection.id, [PERSONAL_MAP_REPORT_ID, 2]);
    await share(bob, connection.id, [PERSONAL_MAP_REPORT_ID]);
    const dee = await signedInUser(t.app, { firstName: 'Dee' });
    const mailed = await t.as(ada).call(calls.sendInviteEmail, {
      body: {
        firstName: 'Cy',
        lastName: 'Person',
        email: cy.user.email,
        message: 'Join me',
      },
    });
    expect(mailed.statusCode, mailed.body).toBe(204);
    const cyMails = (
      await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(cy.user.email)}` })
    ).json<{ text: string }[]>();
    const link = /connectionToken=([A-Za-z0-9_-]+)/.exec(cyMails.map((m) => m.text).join('\n'))?.[1];
    expect(link).toBeTruthy();
    await invite(dee, { email: ada.user.email, firstName: 'Ada' });
    const picture = `/api/user/profileimage/${await pictureFor(ada)}`;
    expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
    const guide = { userId: ada.id, reportId: 2 };
    expect((await t.as(bob).call(calls.getReport, { params: guide })).statusCode).toBe(200);
    expect((await t.as(bob).call(calls.compareTraits, { params: { userId: ada.id } })).statusCode).toBe(200);
    const other = await t.anotherServer();
    try {
      const res = await deleteOf(ada, ada.user.password);
      expect(res.statusCode, res.body).toBe(204);

      // Table by table (before anyone tries her address again): nothing names her but the mail that confirms the deletion and the bare id kept for webhooks.
      expect(await traces(ada.id, ada.user.email)).toEqual({ deleted_accounts: 1, mail_outbox: 1 });
      // Every session ends, on this server and on the other.
      expect((await t.as(ada).call(calls.getContact)).statusCode).toBe(401);
      expect((await other.as(ada).call(calls.getContact)).statusCode).toBe(401);
      // The app's Logout after the deletion revokes a token whose account is gone: 200, nothing recorded.
      const revoked = await t.as(null).call(calls.revokeToken, {
        body: { client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret, token: ada.token },
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const token = await requestToken(t.app, ada.user.email, ada.user.password);
      expect(token.statusCode).toBe(400);

      expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
      // Bob: no connection, no ghost row; her guide and her scores are gone.
      expect((await t.as(bob).call(calls.listConnections)).json()).toEqual([]);
      expect([403, 404]).toContain((await t.as(bob).call(calls.getReport, { params: guide })).statusCode);
      expect([403, 404]).toContain(
        (await t.as(bob).call(calls.compareTraits, { params: { userId: ada.id } })).statusCode,
      );
      expect([403, 404]).toContain((await t.as(bob).call(calls.getTraits, { params: { userId: ada.id } })).statusCode);
      // Her invitation to Cy is gone, its mailed link with it, and so is Dee's invitation to her.
      const follow = await t.as(cy).call(calls.acceptRequestByToken, { params: { token: link ?? '' } });
      expect([400, 404, 410]).toContain(follow.statusCode);
      expect((await t.as(cy).call(calls.listConnections)).json()).toEqual([]);
      expect((await t.as(cy).call(calls.listReceivedRequests)).json()).toEqual([]);
      expect((await t.as(dee).call(calls.listSentRequests)).json()).toEqual([]);

      const closing = await t.app.inject({
        method: 'GET',
        url: `/sandbox/mail.json?to=${encodeURIComponent(ada.user.email)}`,
      });
      expect(closing.json<{ subject: string }[]>().map((m) => m.subject)).toEqual([
        'Your Insight account has been deleted',
      ]);
      // Her order stays, anonymised: the transaction, amounts and lines, no customer.
      const orders = await t.app.ctx.dbHandle.withSession((s) =>
        s.query<{ user_id: number | null; payload: Record<string, unknown> }>(
          `SELECT user_id, payload FROM foxy_transactions WHERE payload->>'id' IN (
             SELECT payload->>'id' FROM foxy_transactions WHERE user_id IS NULL)`,
        ),
      );
      const hers = orders.filter((o) => JSON.stringify(o.payload).includes('CAR-001'));
      expect(hers.length).toBeGreaterThan(0);
      for (const order of hers) {
        expect(order.user_id).toBeNull();
        expect(Object.keys(order.payload).sort()).toEqual(['id', 'items', 'status', 'total_item_price', 'total_order']);
      }
    } finally {
      await other.close();
    }
  });

  it('lets the address register again, empty, and a late webhook for the deleted account grants nothing', async () => {
    const ada = await signedInUser(t.app, { firstName: 'Ada' });
    expect((await buyThroughWebhook(t.app, ada.id, ['MAP-001'])).statusCode).toBe(200);
    expect((await deleteOf(ada, ada.user.password)).statusCode).toBe(204);

    const again = await signedInUser(t.app, { ...ada.user, firstName: 'Ada' });
    expect(again.id).not.toBe(ada.id);
    const contact = (await t.as(again).call(calls.getContact)).json<{ user: { userName: string } }>();
    expect(contact.user.userName).toBe(ada.user.email);
    expect((await t.as(again).call(calls.getSurvey)).json()).toMatchObject({ status: null });
    expect((await t.as(again).call(calls.listConnections)).json()).toEqual([]);

    // The store delivers a paid order for the deleted customer id, with the same address.
    const settings = await shopSettings(t.app.ctx);
    const body: Record<string, unknown> = {
      ...(await paidTransaction(t.app, ada.id, ['CAR-001'])),
      customer_email: ada.user.email,
      customer_first_name: 'Ada',
      billing_address1: '1 Analytical Way',
    };
    const raw = JSON.stringify(body);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/foxycart/webhook',
      headers: {
        'content-type': 'application/json',
        'foxy-webhook-event': 'transaction/created',
        'foxy-webhook-signature': webhookSignature(raw, settings.webhookKey),
        'foxy-store-id': settings.storeId,
      },
      payload: raw,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ granted: [], refused: 'the account was deleted' });
    const owned = await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ n: number }>('SELECT count(*)::int AS n FROM purchases WHERE user_id = $1', [Number(again.id)]),
    );
    expect(owned[0]?.n).toBe(0);
    const kept = await t.app.ctx.dbHandle.withSession((s) =>
      s.query<{ payload: unknown }>(`SELECT payload FROM foxy_transactions WHERE payload->>'id' = $1`, [
        String(body.id),
      ]),
    );
    expect(JSON.stringify(kept[0]?.payload)).not.toMatch(/Analytical|customer|@/);
  });

  it('leaves invitations to an address it never proved to their real owner', async () => {
    const cy = await signedInUser(t.app, { firstName: 'Cy' });
    const mallory = await signedInUser(t.app, { firstName: 'Mallory' }, { confirm: false });
    await invite(cy, { email: mallory.user.email });
    expect((await deleteOf(mallory, mallory.user.password)).statusCode).toBe(204);
    expect((await t.as(cy).call(calls.listSentRequests)).json<ConnectionRequest[]>()).toHaveLength(1);
  });
});
