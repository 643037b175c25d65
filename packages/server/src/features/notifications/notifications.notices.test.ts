/**
 * Notifications end to end through the HTTP API, on PGlite and (under scripts/test/with-postgres.sh) PostgreSQL: who
 * gets which notice, never someone who is not (or no longer is) the connection, folding (ten shares in a minute make one
 * notice and one mail), mails only after the folding window and only while still true, reading them, concurrent shares
 * through two servers folding into one notice, and the notices in the data download and after an account deletion.
 * The sweeper runs on demand with the test clock: nothing sleeps (notifications.fixtures.ts).
 */
import { calls, DataExport, ONE_CLICK_UNSUBSCRIBE_PATH, type Connection, type NoticeList } from '@insight/api';
import { assert } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_APP_URL, type TestServer } from '../../test/harness.js';
import { buyThroughWebhook } from '../../test/purchases.js';
import { ALL_ON, FOLD_MS, notificationsFixtures, type Person } from './notifications.fixtures.js';
import { notificationSweeper } from './routes.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const MAP = 1;

const { person, connect, noticesOf, noticeMailsTo, afterFold } = notificationsFixtures(() => t);

const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  t.app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));

async function buy(me: Person, codes: string[]): Promise<void> {
  const res = await buyThroughWebhook(t.app, me.id, codes);
  expect(res.statusCode, res.body).toBe(200);
}

async function share(me: Person, connection: Connection, reportIds: number[]): Promise<void> {
  const res = await t.as(me).call(calls.updateConnection, {
    body: {
      id: connection.id,
      connectionReports: reportIds.map((reportId) => ({ reportId })),
    },
  });
  expect(res.statusCode, res.body).toBe(204);
}

// Each test starts with nothing due: what earlier tests left is sent (or dropped) first, so counts are this test's.
beforeEach(async () => {
  await afterFold();
});

describe('who gets which notice', () => {
  it('an accepted invitation tells the inviter, and nobody else; its mail goes after the folding window', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    const cal = await person('Cal', 'Reyes');
    await connect(ada, bea);

    const list = await noticesOf(ada);
    expect(list.unread).toBe(1);
    expect(list.notices).toMatchObject([
      { kind: 'invitationAccepted', read: false, count: 1, person: { userId: bea.id, name: 'Bea Lee' }, guides: [] },
    ]);
    expect(await noticesOf(bea)).toEqual({ unread: 0, notices: [] });
    expect(await noticesOf(cal)).toEqual({ unread: 0, notices: [] });

    // Not yet: the folding window is still open.
    await notificationSweeper(t.app).sweep();
    expect(await noticeMailsTo(ada)).toHaveLength(0);
    await afterFold();
    const mails = await noticeMailsTo(ada);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Bea Lee accepted your invitation');
    expect(mails[0]?.text).toContain('Hello Ada,');
    expect(mails[0]?.text).toContain(`${TEST_APP_URL}/connections`);
    expect(mails[0]?.text).toMatch(new RegExp(`${TEST_APP_URL}/unsubscribe\\?token=`));
    expect(mails[0]?.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${TEST_APP_URL}${ONE_CLICK_UNSUBSCRIBE_PATH}\\?token=[^>]+>$`),
    );
    expect(mails[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await noticeMailsTo(bea)).toHaveLength(0);
    // Sent once: a later sweep sends nothing again.
    expect((await afterFold()).sent).toBe(0);
    expect(await noticeMailsTo(ada)).toHaveLength(1);
  });

  it('a shared guide tells the connection it is shared with; the Personal Map both ways tells the one who shared first', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    await buy(ada, ['MAP-001', 'CAR-001']);
    await buy(bea, ['MAP-001']);
    const connection = await connect(ada, bea);
    await share(ada, connection, [2]);
    expect((await noticesOf(bea)).notices).toMatchObject([
      { kind: 'guideShared', count: 1, person: { userId: ada.id, name: 'Ada Lovelace' }, guides: ['Career Strengths'] },
    ]);
    // In Bea's language, the guide by the name her catalogue shows it in.
    const german = await t.as(bea).call(calls.notices, { headers: { 'accept-language': 'de-DE' } });
    expect(german.json<NoticeList>().notices[0]?.guides).toEqual(['Berufliche Stärken']);

    // Bea shares her map first: Ada is told of a shared guide (one way only, Compare is not open yet).
    await share(bea, connection, [MAP]);
    expect((await noticesOf(ada)).notices.map((n) => [n.kind, n.guides])).toEqual([
      ['guideShared', ['My Personal Map']],
      ['invitationAccepted', []],
    ]);
    // Ada shares hers back: Bea (who shared first) is told that Compare opens; Ada gets nothing more.
    await share(ada, connection, [2, MAP]);
    const bea2 = await noticesOf(bea);
    expect(bea2.notices.map((n) => n.kind)).toEqual(['sharesBack', 'guideShared']);
    expect(bea2.notices[0]).toMatchObject({ person: { userId: ada.id, name: 'Ada Lovelace' }, guides: [] });
    expect(bea2.notices[1]?.guides).toEqual(['Career Strengths']);
    expect((await noticesOf(ada)).notices).toHaveLength(2);

    await afterFold();
    const subjects = (await noticeMailsTo(bea)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Ada Lovelace now shares their Personal Map with you',
      'Ada Lovelace shared Career Strengths with you',
    ]);
    const compare = (await noticeMailsTo(bea)).find((mail) => mail.subject.includes('Personal Map'));
    expect(compare?.text).toContain(`${TEST_APP_URL}/compare/${ada.id}`);
  });

  it('never reaches someone who is not the connection: a stranger sharing with nobody tells nobody', async () => {
    const ada = await person('Ada', 'Lovelace');
    const stranger = await person('Sam', 'Stone');
    await buy(stranger, ['CAR-001']);
    const connection = await connect(stranger, await person('Kim', 'Park'));
    // The stranger cannot share on a connection that is not theirs (404), and Ada hears nothing.
    const res = await t.as(ada).call(calls.updateConnection, { body: { id: connection.id, connectionReports: [] } });
    expect(res.statusCode).toBe(404);
    await share(stranger, connection, [2]);
    expect(await noticesOf(ada)).toEqual({ unread: 0, notices: [] });
    const rows = await sql<{ n: number }>('SELECT count(*)::int AS n FROM notices WHERE recipient_id = $1', [
      Number(ada.id),
    ]);
    expect(rows[0]?.n).toBe(0);
  });

  it('a removed connection takes its notices and cancels their mails; an unshared guide leaves the notice', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    await buy(ada, ['CAR-001', 'CAR-002']);
    const connection = await connect(ada, bea);
    await share(ada, connection, [2, 3]);
    await share(ada, connection, [3]);
    expect((await noticesOf(bea)).notices).toMatchObject([{ kind: 'guideShared', guides: ['Leadership Style'] }]);

    expect((await t.as(bea).call(calls.removeConnection, { params: { id: connection.id } })).statusCode).toBe(204);
    expect(await noticesOf(bea)).toEqual({ unread: 0, notices: [] });
    expect(await noticesOf(ada)).toEqual({ unread: 0, notices: [] });
    const swept = await afterFold();
    expect(swept.sent).toBe(0);
    expect(await noticeMailsTo(bea)).toHaveLength(0);
    expect(await noticeMailsTo(ada)).toHaveLength(0);
  });
});

describe('folding', () => {
  it('ten shares within a minute make one notice with count 10 and one mail naming the guides still shared', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    await buy(ada, ['PKG-ALL']);
    const connection = await connect(ada, bea);
    const shared: number[] = [];
    // Six guides one by one, then four of them taken back and shared again: ten shares, six guides.
    for (const reportId of [2, 3, 4, 5, 6, 7]) {
      shared.push(reportId);
      await share(ada, connection, shared);
      t.clock.advance(3000);
    }
    for (const reportId of [7, 6, 5, 4]) {
      await share(
        ada,
        connection,
        shared.filter((id) => id !== reportId),
      );
      await share(ada, connection, shared);
      t.clock.advance(3000);
    }
    const list = await noticesOf(bea);
    expect(list.unread).toBe(1);
    expect(list.notices).toHaveLength(1);
    expect(list.notices[0]?.count).toBe(10);
    expect(list.notices[0]?.guides).toHaveLength(6);
    expect(list.notices[0]?.guides).toContain('Career Strengths');

    // Two mails: Ada's (Bea accepted her invitation) and Bea's one for the ten shares.
    const swept = await afterFold();
    expect(swept.sent).toBe(2);
    const mails = await noticeMailsTo(bea);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Ada Lovelace shared 6 guides with you');
    expect(mails[0]?.text).toContain('Career Strengths');

    // After the mail, a new share starts a new notice (and a new mail later).
    await share(ada, connection, [...shared, MAP]);
    expect((await noticesOf(bea)).notices.map((n) => n.count)).toEqual([1, 10]);
  });

  it('an unshare before the mail goes out: no mail, and the notice is gone', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    await buy(ada, ['CAR-001']);
    const connection = await connect(ada, bea);
    await share(ada, connection, [2]);
    expect((await noticesOf(bea)).notices).toHaveLength(1);
    await share(ada, connection, []);
    expect(await noticesOf(bea)).toEqual({ unread: 0, notices: [] });
    await afterFold();
    expect(await noticeMailsTo(bea)).toHaveLength(0);
  });

  it('the sweeper checks again before sending: a share gone behind its back cancels the mail', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    await buy(ada, ['CAR-001']);
    const connection = await connect(ada, bea);
    await share(ada, connection, [2]);
    // Straight in the database (as a process that knows nothing of notices might): the notice still names it.
    await sql('DELETE FROM connection_shares WHERE connection_id = $1', [connection.id]);
    const swept = await afterFold();
    expect(swept.cancelled).toBeGreaterThanOrEqual(1);
    expect(await noticeMailsTo(bea)).toHaveLength(0);
    expect(await noticesOf(bea)).toEqual({ unread: 0, notices: [] });
  });
});

describe('reading', () => {
  it('marks only the asker’s notices read; unknown and other people’s ids are ignored', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    const cal = await person('Cal', 'Reyes');
    await connect(ada, bea);
    await connect(cal, bea);
    const [adaNotice] = (await noticesOf(ada)).notices;
    const [calNotice] = (await noticesOf(cal)).notices;
    if (!adaNotice || !calNotice) throw new Error('no notices');

    const res = await t.as(ada).call(calls.markNoticesRead, {
      body: {
        ids: [adaNotice.id, calNotice.id, '999999', 'x'],
      },
    });
    expect(res.statusCode).toBe(204);
    expect(await noticesOf(ada)).toMatchObject({ unread: 0, notices: [{ id: adaNotice.id, read: true }] });
    expect(await noticesOf(cal)).toMatchObject({ unread: 1, notices: [{ id: calNotice.id, read: false }] });
  });

  it('refuses a body that is not 1 to 30 ids (400, nothing changes) and every call without a session (401)', async () => {
    const ada = await person('Ada', 'Lovelace');
    for (const body of [{ ids: [] }, { ids: Array.from({ length: 31 }, (_, i) => String(i + 1)) }, {}, { ids: [1] }]) {
      expect((await t.as(ada).call(calls.markNoticesRead, { body })).statusCode).toBe(400);
    }
    expect((await t.as(null).call(calls.notices)).statusCode).toBe(401);
    expect((await t.as(null).call(calls.markNoticesRead, { body: { ids: ['1'] } })).statusCode).toBe(401);
    expect((await t.as(null).call(calls.notificationSettings)).statusCode).toBe(401);
    expect((await t.as(null).call(calls.updateNotificationSettings, { body: ALL_ON })).statusCode).toBe(401);
  });
});

describe('the data download', () => {
  it('holds the person’s notices (names, guides, what became of the mail) and switches, in DataExport (notices came within version 1; the file is version 2 now)', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    await buy(ada, ['CAR-001']);
    const connection = await connect(ada, bea);
    await afterFold();
    await share(ada, connection, [2]);
    await t.as(bea).call(calls.updateNotificationSettings, { body: { ...ALL_ON, sharesBack: false } });
    const res = await t.as(bea).call(calls.exportMyData, { body: { currentPassword: bea.user.password } });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<DataExport>();
    assert(file, DataExport);
    expect(file.version).toBe(2);
    expect(file.notices).toEqual([
      {
        kind: 'guideShared',
        createdAt: expect.any(String),
        read: false,
        count: 1,
        person: 'Ada Lovelace',
        guides: ['Career Strengths'],
        mail: null,
      },
    ]);
    expect(file.notificationSettings).toEqual({ ...ALL_ON, sharesBack: false });
    const adaFile = (
      await t.as(ada).call(calls.exportMyData, { body: { currentPassword: ada.user.password } })
    ).json<DataExport>();
    expect(adaFile.notices).toMatchObject([{ kind: 'invitationAccepted', person: 'Bea Lee', mail: 'sent' }]);
    // The mails section keeps the notification mail without its unsubscribe token.
    const mail = adaFile.mails.find((m) => m.subject === 'Bea Lee accepted your invitation');
    expect(mail?.text).toContain('/unsubscribe?token=[removed]');
  });
});

describe('two servers on one database, at once', () => {
  it('concurrent share updates through both: every one answers 204, and they fold into one notice', async () => {
    // The deployment's clock well past real time (as earlier tests leave it): both servers must read that one clock,
    // or an event on one falls outside the other's folding window and makes a second notice.
    t.clock.advance(2 * (FOLD_MS + 1000));
    const b = await t.anotherServer();
    try {
      const ada = await person('Ada', 'Lovelace');
      const bea = await person('Bea', 'Lee');
      await buy(ada, ['PKG-ALL']);
      const connection = await connect(ada, bea);
      // The first share goes through the second server: what follows on either folds into its notice.
      const first = await b
        .as(ada)
        .call(calls.updateConnection, { body: { id: connection.id, connectionReports: [{ reportId: 2 }] } });
      expect(first.statusCode, first.body).toBe(204);
      const lists = [[2], [2, 3], [2, 3, 4], [2, 3, 4, 5], [2, 3, 4, 5, 6], [2, 3, 4, 5, 6, 7]];
      const answers = await Promise.all(
        lists.map((ids, i) =>
          (i % 2 === 0 ? t : b).as(ada).call(calls.updateConnection, {
            body: { id: connection.id, connectionReports: ids.map((reportId) => ({ reportId })) },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(lists.map(() => 204));
      const shared = await sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM connection_shares WHERE connection_id = $1',
        [connection.id],
      );
      const list = await noticesOf(bea);
      expect(list.notices).toHaveLength(1);
      expect(list.notices[0]?.kind).toBe('guideShared');
      expect(list.notices[0]?.guides).toHaveLength(shared[0]?.n ?? -1);
    } finally {
      await b.close();
    }
  });
});

describe('account deletion', () => {
  it('erases the person’s notices and the notices naming them', async () => {
    const ada = await person('Ada', 'Lovelace');
    const bea = await person('Bea', 'Lee');
    await buy(ada, ['CAR-001']);
    const connection = await connect(ada, bea);
    await share(ada, connection, [2]);
    await connect(bea, await person('Cal', 'Reyes'));
    expect((await noticesOf(bea)).notices.length).toBeGreaterThan(0);
    const res = await t.as(ada).call(calls.deleteAccount, { body: { currentPassword: ada.user.password } });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM notices WHERE recipient_id = $1 OR person_id = $1',
      [Number(ada.id)],
    );
    expect(rows[0]?.n).toBe(0);
    expect((await noticesOf(bea)).notices.map((n) => n.person.name)).toEqual(['Cal Reyes']);
  });
});
