/**
 * The story of the pre-hijack files (pre-hijack-trojan-identifier.test.ts, pre-hijack-sessions-and-links.test.ts):
 * account pre-hijacking (Sudhodanan and Paverd, "Pre-hijacked accounts: an empirical study of security failures
 * in user account creation on the web", USENIX Security 2022), tried against this server over HTTP as the attacker
 * would. The attacker registers the victim's address before the victim does, leaves a trap, and waits for the
 * owner to claim the account with "Forgot password" (the one way in for someone who did not choose the password).
 * Here: the steps of that story, on the test server of the file that tells it.
 */
import { addressMessages as am, calls, pathFor, type Contact } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { grantItems } from '../../features/purchases/service.js';
import type { OutboxMail } from '../../features/mail/outbox.js';
import { confirmationTokenFor, FORM_HEADERS, form, login, signedInUser, type TestServer } from '../../test/harness.js';
import { finishedShortTake } from '../../test/takes.js';

export type Person = Awaited<ReturnType<typeof signedInUser>>;
export type Caller = { headers: Record<string, string> } | null;

/** The steps of a pre-hijack story, on the test server `server()` answers (the calling file's own). */
export function preHijackStory(server: () => TestServer) {
  let seq = 0;
  /** A unique address (`name` says whose it is in the story). */
  const address = (name: string): string => `${name}.${Date.now()}.${++seq}@example.com`;
  /** Every request of a story from its own client address: the per-address limits are not what the pre-hijack files try. */
  const place = (): string => `10.34.${Math.floor(seq / 200)}.${(++seq % 200) + 1}`;

  const call = (who: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server().app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
    server().app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));

  const mailsTo = async (to: string): Promise<OutboxMail[]> =>
    (await server().app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(to)}` })).json<
      OutboxMail[]
    >();

  const errorOf = (res: LightMyRequestResponse): string => res.json<{ error: string }>().error;

  /** PUT /api/mylifecontact asking to move the account to `newEmail` (the current password given). */
  const parkEmailChange = async (who: Person, password: string, newEmail: string): Promise<string> => {
    const res = await call(who, 'PUT', calls.updateContact.path, {
      user: {
        firstName: who.user.firstName,
        lastName: who.user.lastName,
        gender: who.user.gender,
        userName: newEmail,
        password: null,
        profilePicture: null,
      },
      currentPassword: password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Contact>().pendingEmail).toBe(newEmail);
    // The link goes to the attacker's own mailbox.
    const token = await confirmationTokenFor(server().app, newEmail);
    expect(token).toBeTruthy();
    return token ?? '';
  };

  /** The owner of `email` asks for a reset and follows the mailed link with `newPassword`: 200. */
  async function claimByReset(email: string, newPassword: string): Promise<void> {
    const asked = await server().app.inject({
      method: 'POST',
      url: calls.forgotPassword.path,
      headers: FORM_HEADERS,
      remoteAddress: place(),
      payload: form({ Email: email, ApplicationName: 'Insight', ApplicationDomain: 'x' }),
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await mailsTo(email)).find((m) => m.text.includes('/reset-password?'));
    const link = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://no-link');
    const reset = await server().app.inject({
      method: 'POST',
      url: calls.resetPassword.path,
      headers: FORM_HEADERS,
      remoteAddress: place(),
      payload: form({ NewPassword: newPassword, Token: link.searchParams.get('token') ?? '', UserName: email }),
    });
    expect(reset.statusCode, reset.body).toBe(200);
  }

  /** The owner, signed in with their own password, and what GET /api/mylifecontact says of the account. */
  async function ownerSees(email: string, password: string): Promise<{ owner: Caller; contact: Contact }> {
    const token = await login(server().app, email, password);
    const owner = { headers: { authorization: `Bearer ${token}` } };
    const res = await call(owner, 'GET', calls.getContact.path);
    expect(res.statusCode).toBe(200);
    return { owner, contact: res.json<Contact>() };
  }

  /** The attacker follows the parked link: refused as every dead link is (400, the confirm page's text). */
  async function expectParkedLinkRefused(token: string): Promise<void> {
    const res = await server().app.inject({
      method: 'POST',
      url: calls.confirmEmail.path,
      remoteAddress: place(),
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toBe(am.linkInvalid);
  }

  /** Links of the account still live (unused, unexpired). */
  const liveLinks = async (userId: string): Promise<number> =>
    (
      await sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM email_confirmations WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2',
        [Number(userId), server().clock.now()],
      )
    )[0]?.n ?? -1;

  /** A member with the Personal Map who has answered the questionnaire (so a shared map shows their scores). */
  async function memberWithScores(firstName: string, email = address(firstName.toLowerCase())): Promise<Person> {
    const person = await signedInUser(server().app, { firstName, email });
    await grantItems(server().app.ctx.db, Number(person.id), [1], null);
    await answerQuestionnaire(person.id);
    return person;
  }

  async function answerQuestionnaire(userId: string): Promise<void> {
    await finishedShortTake(server().app.ctx, Number(userId), 4);
  }

  /** What `reader` may read of `ownerId`: the Personal Map (guide 1) and the trait scores. */
  async function readsOf(reader: Caller, ownerId: string): Promise<{ guide: number; traits: number }> {
    const guide = await call(reader, 'GET', pathFor(calls.getReport, { userId: ownerId, reportId: 1 }));
    const traits = await call(reader, 'GET', pathFor(calls.getTraits, { userId: ownerId }));
    return { guide: guide.statusCode, traits: traits.statusCode };
  }

  /** The rows of the connection tables that name the account. */
  async function setUpOf(userId: string) {
    const id = Number(userId);
    const [connections, shares, sentPending] = await Promise.all([
      sql<{ id: number }>('SELECT id FROM connections WHERE requester_id = $1 OR recipient_id = $1', [id]),
      sql<{ id: number }>(
        `SELECT s.id FROM connection_shares s JOIN connections c ON c.id = s.connection_id
          WHERE s.owner_id = $1 OR c.requester_id = $1 OR c.recipient_id = $1`,
        [id],
      ),
      sql<{ id: number }>("SELECT id FROM connection_requests WHERE requester_id = $1 AND status = 'pending'", [id]),
    ]);
    return { connections: connections.length, shares: shares.length, sentPending: sentPending.length };
  }

  return {
    address,
    place,
    call,
    sql,
    mailsTo,
    errorOf,
    parkEmailChange,
    claimByReset,
    ownerSees,
    expectParkedLinkRefused,
    liveLinks,
    memberWithScores,
    answerQuestionnaire,
    readsOf,
    setUpOf,
  };
}
