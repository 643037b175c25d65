/**
 * What the account files share (account.export.test.ts, account.deletion.test.ts, account.address-handover.test.ts):
 * the download and deletion calls with the current password, people with takes, pictures, invitations, connections
 * and shares made through the HTTP API, and the rows of every table that still name a person.
 */
import { calls, type Connection, type ConnectionRequest } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AppContext } from '../../context.js';
import type { signedInUser, TestServer } from '../../test/harness.js';
import { addTake } from '../../test/takes.js';

export type Person = Awaited<ReturnType<typeof signedInUser>>;

export const refused = (res: LightMyRequestResponse, status: number, text: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ status, error: text });
};

/** The calls, people and checks of the account files, on the test server `server()` answers (the calling file's own). */
export function accountFixtures(server: () => TestServer) {
  const exportOf = (who: Person, currentPassword?: string) =>
    server()
      .as(who)
      .call(calls.exportMyData, { body: currentPassword === undefined ? {} : { currentPassword } });
  const deleteOf = (who: Person, currentPassword?: string) =>
    server()
      .as(who)
      .call(calls.deleteAccount, { body: currentPassword === undefined ? {} : { currentPassword } });

  /** A finished short take (the 50 items), every answer `answer`. */
  async function answerAll(who: Person, answer: number): Promise<void> {
    await addTake(server().app, who.id, { instrument: 'ipip-50', answers: answer });
  }

  async function invite(from: Person, to: { email: string; firstName?: string }, reportIds: number[] = []) {
    const res = await server()
      .as(from)
      .call(calls.createConnectionRequest, {
        body: {
          firstName: to.firstName ?? 'Friend',
          lastName: 'Person',
          email: to.email,
          message: 'Join me on Insight',
        },
      });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json<ConnectionRequest>();
    if (reportIds.length > 0) {
      const shared = await server()
        .as(from)
        .call(calls.updateRequest, {
          body: {
            id: request.id,
            connectionReports: reportIds.map((reportId) => ({ reportId })),
          },
        });
      expect(shared.statusCode, shared.body).toBe(204);
    }
    return request;
  }

  async function connect(a: Person, b: Person): Promise<Connection> {
    const request = await invite(a, { email: b.user.email, firstName: b.user.firstName });
    const accepted = await server()
      .as(b)
      .call(calls.acceptRequest, { params: { id: request.id } });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const list = (await server().as(a).call(calls.listConnections)).json<Connection[]>();
    const connection = list.find((c) => c.requesterId === b.id || c.recipientId === b.id);
    if (!connection) throw new Error('not connected');
    return connection;
  }

  async function share(who: Person, connectionId: number, reportIds: number[]): Promise<void> {
    const res = await server()
      .as(who)
      .call(calls.updateConnection, {
        body: {
          id: connectionId,
          connectionReports: reportIds.map((reportId) => ({ reportId })),
        },
      });
    expect(res.statusCode, res.body).toBe(204);
  }

  /** Every row of every table that still names the person: by one of the id columns, or their address in any text. */
  async function traces(userId: string, email: string): Promise<Record<string, number>> {
    return server().app.ctx.dbHandle.withSession(async (s) => {
      const columns = await s.query<{ table: string; column: string }>(
        `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
          WHERE table_schema = current_schema()
            AND column_name IN ('user_id', 'requester_id', 'recipient_id', 'owner_id', 'recipient_user_id')`,
      );
      const tables = await s.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
      );
      const found: Record<string, number> = {};
      for (const { name } of tables) {
        const idColumns = columns.filter((c) => c.table === name).map((c) => `"${c.column}" = ${Number(userId)}`);
        const where = [`lower(t::text) LIKE '%' || $1 || '%'`, ...idColumns].join(' OR ');
        const [row] = await s.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}" t WHERE ${where}`, [
          email,
        ]);
        if (row && row.n > 0) found[name] = row.n;
      }
      return found;
    });
  }

  return { exportOf, deleteOf, answerAll, invite, connect, share, traces };
}

/** How an upload stores a person's picture: the profile-image feature's saveProfileImage. */
export type SavePicture = (ctx: AppContext, userId: number, data: Buffer) => Promise<string>;

/**
 * `pictureFor(who)`: a picture stored for the person, as an upload stores it; answers its name. The test file passes
 * the profile-image feature's saveProfileImage in: a module beside the tests reaches another feature only through
 * its port (eslint.config.js), and profile-image has none.
 */
export const pictureSaver =
  (server: () => TestServer, save: SavePicture) =>
  async (who: Person): Promise<string> =>
    save(
      server().app.ctx,
      Number(who.id),
      await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 9, g: 99, b: 199 } } })
        .png()
        .toBuffer(),
    );
