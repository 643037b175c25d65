/**
 * What the notifications files share (notifications.notices.test.ts, notifications.mails.test.ts): people who
 * connect through the HTTP API, their notices and notification mails, and the sweeper run on demand with the test
 * clock past the folding window.
 */
import { calls, NOTICE_FOLD_SECONDS, NoticeList, type Connection, type ConnectionRequest } from '@insight/api';
import { assert } from 'superstruct';
import { expect } from 'vitest';
import { signedInUser, type TestServer } from '../../test/harness.js';
import { notificationSweeper } from './routes.js';
import type { SweepResult } from './sweeper.js';

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A mail as the sandbox outbox answers it (/sandbox/mail.json): the fields of the mail feature's OutboxMail read here. */
export interface SandboxMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

export const FOLD_MS = NOTICE_FOLD_SECONDS * 1000;

export const ALL_ON = { invitationAccepted: true, guideShared: true, sharesBack: true, invitationExpiring: true };

/** The people, notices and mails of the notifications files, on the test server `server()` answers (the calling file's own). */
export function notificationsFixtures(server: () => TestServer) {
  const person = (first: string, last: string): Promise<Person> =>
    signedInUser(server().app, { firstName: first, lastName: last });

  /** `from` invites `to` and `to` accepts: their connection. */
  async function connect(from: Person, to: Person): Promise<Connection> {
    const created = await server()
      .as(from)
      .call(calls.createConnectionRequest, {
        body: {
          firstName: to.user.firstName,
          lastName: to.user.lastName,
          email: to.user.email,
        },
      });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<ConnectionRequest>();
    const accepted = await server()
      .as(to)
      .call(calls.acceptRequest, { params: { id: request.id } });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const list = (await server().as(from).call(calls.listConnections)).json<Connection[]>();
    const connection = list.find((c) => c.requesterId === from.id && c.recipientId === to.id);
    if (!connection) throw new Error('no connection');
    return connection;
  }

  async function noticesOf(me: Person, on: TestServer = server()): Promise<NoticeList> {
    const res = await on.as(me).call(calls.notices);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<NoticeList>();
    assert(list, NoticeList);
    return list;
  }

  async function mailsTo(me: Person): Promise<SandboxMail[]> {
    const res = await server().app.inject({
      method: 'GET',
      url: `/sandbox/mail.json?to=${encodeURIComponent(me.user.email)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<SandboxMail[]>();
  }

  /** The notification mails of a person (not the confirmation or invitation mails). */
  const noticeMailsTo = async (me: Person): Promise<SandboxMail[]> =>
    (await mailsTo(me)).filter((mail) => mail.headers['List-Unsubscribe'] !== undefined);

  /** Moves the clock past the folding window and runs one sweep. */
  async function afterFold(on: TestServer = server()): Promise<SweepResult> {
    on.clock.advance(FOLD_MS + 1000);
    return notificationSweeper(on.app).sweep();
  }

  return { person, connect, noticesOf, noticeMailsTo, afterFold };
}
