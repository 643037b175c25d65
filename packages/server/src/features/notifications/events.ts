/**
 * Where notices are made: the notifications feature listens to the connections feature's events
 * (events/connections.ts, `noticeListener`), which come inside the connections' own transactions, so a notice exists
 * exactly when its event committed. Nothing is kept in a process: every server of the deployment folds into, and
 * cleans up, the same rows.
 *
 * - invitationAccepted → the inviter (person: who accepted).
 * - guideShared → the connection a guide is now shared with; every newly shared guide is one event.
 * - sharesBack → when a share of the Personal Map makes it shared both ways, the person who shared FIRST is told
 *   (the one who shares second opened Compare themselves, and already saw the other's map). That share is not also
 *   told as a shared guide.
 * - invitationExpiring → made by the sweeper (sweeper.ts), not here.
 * The guides an accepted invitation carries over make no guideShared notice: the invitee saw them on the invitation
 * and accepted it themselves.
 *
 * Folding: an event adds to the newest notice of the same kind, recipient and person made within
 * NOTICE_FOLD_SECONDS whose mail is not yet claimed (count, guides; it becomes unread again); else it makes a new
 * one whose mail is due at the end of that window. The recipient's row is locked (FOR NO KEY UPDATE) for the fold,
 * so two events on two servers never make two notices, and the notice row is locked too (FOR UPDATE), so an event
 * never folds into a notice whose mail a sweeper is taking at that moment.
 *
 * Taking back: a guide no longer shared leaves the notices naming it (a notice left without guides goes); a
 * Personal Map no longer shared takes the pair's sharesBack notices; a removed connection takes every notice of
 * the pair. Account deletion takes a person's notices and those naming them (foreign keys, cascade). The sweeper
 * checks all of it again before a mail goes out.
 */
import { NOTICE_FOLD_SECONDS, PERSONAL_MAP_REPORT_ID, type NoticeKind } from '@insight/api';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ConnectionEventListener, EventDb } from '../../events/connections.js';
import { connectionShares, notices, users, type ConnectionRow } from '../../db/schema/index.js';
import { ownedReports } from '../purchases/index.js';

/** Database work a transaction and the database share. */
export type Db = EventDb;

/** The folding window of the contract (NOTIFICATION_FOLD_MS may shorten it for journeys: config.ts). */
export const NOTICE_FOLD_MS = NOTICE_FOLD_SECONDS * 1000;

/** When an event happens, and the folding window it folds within (its mail is due at its end). */
export interface NoticeClock {
  now: Date;
  foldMs: number;
}

interface NoticeEvent {
  recipientId: number;
  kind: Exclude<NoticeKind, 'invitationExpiring'>;
  personId: number;
  /** guideShared: the guides newly shared (each one event). */
  reportIds?: readonly number[];
}

/** Records one event (or several, one per guide) as a notice, folded into an open one when there is one. */
export async function recordNotice(db: Db, event: NoticeEvent, at: NoticeClock): Promise<void> {
  const { recipientId, kind, personId } = event;
  const { now, foldMs } = at;
  const reportIds = [...new Set(event.reportIds ?? [])];
  const events = kind === 'guideShared' ? reportIds.length : 1;
  if (events === 0) return;
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, recipientId))
    .for('no key update');
  if (!recipient) return;
  const [open] = await db
    .select({ id: notices.id, reportIds: notices.reportIds })
    .from(notices)
    .where(
      and(
        eq(notices.recipientId, recipientId),
        eq(notices.kind, kind),
        eq(notices.personId, personId),
        isNull(notices.mailClaimedAt),
        gt(notices.createdAt, new Date(now.getTime() - foldMs)),
      ),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(1)
    .for('update');
  if (open) {
    const merged = [...open.reportIds, ...reportIds.filter((id) => !open.reportIds.includes(id))];
    await db
      .update(notices)
      .set({ count: sql`${notices.count} + ${events}`, reportIds: merged, readAt: null })
      .where(eq(notices.id, open.id));
    return;
  }
  await db.insert(notices).values({
    recipientId,
    kind,
    personId,
    reportIds,
    count: events,
    createdAt: now,
    mailDueAt: new Date(now.getTime() + foldMs),
  });
}

/** The pair's notices (either way), optionally of some kinds only. */
const pairOf = (a: number, b: number) =>
  or(
    and(eq(notices.recipientId, a), eq(notices.personId, b)),
    and(eq(notices.recipientId, b), eq(notices.personId, a)),
  );

/** An invitation was accepted: its sender is told. */
export async function invitationAccepted(
  db: Db,
  inviterId: number,
  acceptorId: number,
  at: NoticeClock,
): Promise<void> {
  if (inviterId === acceptorId) return;
  await recordNotice(db, { recipientId: inviterId, kind: 'invitationAccepted', personId: acceptorId }, at);
}

/** Whether `ownerId` shares (and owns) the Personal Map on this connection. */
export async function sharesPersonalMap(db: Db, connectionId: number, ownerId: number): Promise<boolean> {
  const [share] = await db
    .select({ id: connectionShares.id })
    .from(connectionShares)
    .where(
      and(
        eq(connectionShares.connectionId, connectionId),
        eq(connectionShares.ownerId, ownerId),
        eq(connectionShares.reportId, PERSONAL_MAP_REPORT_ID),
      ),
    )
    .limit(1);
  return share !== undefined && (await ownedReports(db, ownerId)).has(PERSONAL_MAP_REPORT_ID);
}

/**
 * `ownerId` changed the guides they share on `connection` from `before` to `after` (report ids): the other party
 * is told of the new ones (or that the Personal Map is now shared both ways), and forgets the ones taken back.
 */
export async function sharesChanged(
  db: Db,
  connection: Pick<ConnectionRow, 'id' | 'requesterId' | 'recipientId'>,
  ownerId: number,
  before: readonly number[],
  after: readonly number[],
  at: NoticeClock,
): Promise<void> {
  const otherId = connection.requesterId === ownerId ? connection.recipientId : connection.requesterId;
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  if (removed.length > 0) await guidesTakenBack(db, ownerId, otherId, removed);
  let guides = added;
  if (added.includes(PERSONAL_MAP_REPORT_ID) && (await sharesPersonalMap(db, connection.id, otherId))) {
    guides = added.filter((id) => id !== PERSONAL_MAP_REPORT_ID);
    await recordNotice(db, { recipientId: otherId, kind: 'sharesBack', personId: ownerId }, at);
  }
  if (guides.length > 0) {
    await recordNotice(db, { recipientId: otherId, kind: 'guideShared', personId: ownerId, reportIds: guides }, at);
  }
}

/** `ownerId` no longer shares these guides with `otherId`: the notices naming them drop them. */
async function guidesTakenBack(db: Db, ownerId: number, otherId: number, removed: readonly number[]): Promise<void> {
  const list = sql.join(
    removed.map((id) => sql`${id}`),
    sql`, `,
  );
  await db
    .update(notices)
    .set({
      reportIds: sql`coalesce(array(select r from unnest(${notices.reportIds}) with ordinality as u(r, n) where r not in (${list}) order by n), '{}'::integer[])`,
    })
    .where(and(eq(notices.recipientId, otherId), eq(notices.personId, ownerId), eq(notices.kind, 'guideShared')));
  await db
    .delete(notices)
    .where(
      and(
        eq(notices.recipientId, otherId),
        eq(notices.personId, ownerId),
        eq(notices.kind, 'guideShared'),
        sql`cardinality(${notices.reportIds}) = 0`,
      ),
    );
  // The Personal Map shared one way only: Compare is closed again, whoever was told it opened.
  if (removed.includes(PERSONAL_MAP_REPORT_ID)) {
    await db.delete(notices).where(and(pairOf(ownerId, otherId), eq(notices.kind, 'sharesBack')));
  }
}

/** The connection of two people is gone: so is every notice either has of the other. */
export async function connectionRemoved(db: Db, a: number, b: number): Promise<void> {
  await db.delete(notices).where(pairOf(a, b));
}

/** The notices' side of the connections' events: the listener the notifications feature registers. */
export const noticeListener = (foldMs: number): ConnectionEventListener => ({
  invitationAccepted: (db, { inviterId, acceptorId, now }) =>
    invitationAccepted(db, inviterId, acceptorId, { now, foldMs }),
  sharesChanged: (db, { connection, ownerId, before, after, now }) =>
    sharesChanged(db, connection, ownerId, before, after, { now, foldMs }),
  connectionRemoved: (db, { a, b }) => connectionRemoved(db, a, b),
});
