/**
 * The calls of the notifications contract: the asker's list, marking read, the switches, and unsubscribing by a
 * mail's token.
 *
 * The list shows only what is still true now: a notice about a person is shown while the two are connected, a
 * guideShared notice names only the guides that person still shares with the asker (and owns) and one left with none
 * is not shown, and an expiry reminder is shown while its invitation is unanswered (an accepted one has its own
 * notice). The unread count counts exactly the notices that would be shown.
 */
import {
  DEFAULT_LANGUAGE,
  NOTICES_SHOWN,
  notificationMessages,
  type Notice,
  type NoticeKind,
  type NoticeList,
  type ExportNotice,
  type Language,
  type UnsubscribeAnswer,
} from '@insight/api';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { catalogItems, notices, users } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { reportNameIn } from '../catalog/index.js';
import { turnOff } from './settings.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

interface ListRow extends Record<string, unknown> {
  id: number;
  kind: NoticeKind;
  created_at: Date | string;
  read: boolean;
  count: number;
  person_id: number | null;
  name: string | null;
  guides: string[] | null;
  guide_ids: number[] | null;
  unread: number;
}

/**
 * GET /api/notifications: the newest NOTICES_SHOWN shown notices and how many shown ones are unread. The asker's
 * partners and the guides they share with the asker now (and own) are read once (`partners`, `shared`); every
 * notice is checked against those sets, and only the page's notices get names and titles.
 */
export async function listNotices(
  ctx: AppContext,
  userId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<NoticeList> {
  const result = (await ctx.db.execute(sql`
    with partners as (
      select case when c.requester_id = ${userId} then c.recipient_id else c.requester_id end as id
      from connections c
      where c.requester_id = ${userId} or c.recipient_id = ${userId}
    ),
    shared as (
      select cs.owner_id, cs.report_id
      from connection_shares cs
      join connections c on c.id = cs.connection_id
      where (c.requester_id = ${userId} or c.recipient_id = ${userId}) and cs.owner_id <> ${userId}
        and exists (
          select 1 from purchases p join catalog_items pi on pi.id = p.catalog_item_id
          where p.user_id = cs.owner_id and pi.report_id = cs.report_id)
    ),
    shown as (
      select n.id, n.kind, n.created_at, n.read_at, n.count, n.person_id, n.person_name, n.report_ids
      from notices n
      where n.recipient_id = ${userId}
        and (n.person_id is null or n.person_id in (select id from partners))
        and (n.kind <> 'guideShared' or exists (
              select 1 from shared s where s.owner_id = n.person_id and s.report_id = any(n.report_ids)))
        and (n.kind <> 'invitationExpiring' or exists (
              select 1 from connection_requests r where r.id = n.request_id and r.status = 'pending'))
    ),
    page as (
      select * from shown order by created_at desc, id desc limit ${NOTICES_SHOWN}
    )
    select page.id, page.kind, page.created_at, page.read_at is not null as read, page.count, page.person_id,
           case when page.person_id is null then page.person_name
                else btrim(u.first_name || ' ' || u.last_name) end as name,
           (select array_agg(ci.report_name order by r.ord)
              from unnest(page.report_ids) with ordinality as r(report_id, ord)
              join catalog_items ci on ci.report_id = r.report_id
              where exists (select 1 from shared s where s.owner_id = page.person_id and s.report_id = r.report_id)
           ) as guides,
           (select array_agg(ci.report_id order by r.ord)
              from unnest(page.report_ids) with ordinality as r(report_id, ord)
              join catalog_items ci on ci.report_id = r.report_id
              where exists (select 1 from shared s where s.owner_id = page.person_id and s.report_id = r.report_id)
           ) as guide_ids,
           (select count(*) from shown where shown.read_at is null)::int as unread
    from page
    left join users u on u.id = page.person_id
    order by page.created_at desc, page.id desc
  `)) as unknown as { rows: ListRow[] };
  const rows = result.rows;
  return {
    unread: rows[0]?.unread ?? 0,
    notices: rows.map((row): Notice => ({
      id: String(row.id),
      kind: row.kind,
      createdAt: new Date(row.created_at).toISOString(),
      read: row.read,
      count: row.count,
      person: { userId: row.person_id === null ? null : String(row.person_id), name: row.name ?? '' },
      // The guides by the names the asker's catalogue shows them in.
      guides:
        row.kind === 'guideShared'
          ? (row.guides ?? []).map((title, index) => {
              const reportId = row.guide_ids?.[index];
              return reportId === undefined ? title : reportNameIn(reportId, title, language);
            })
          : [],
    })),
  };
}

/** POST /api/notifications/read: the asker's notices of these ids are read; any other id is ignored. */
export async function markNoticesRead(ctx: AppContext, userId: number, ids: readonly string[]): Promise<void> {
  const numbers = [...new Set(ids.filter((id) => /^[1-9]\d{0,9}$/.test(id)).map(Number))].filter(
    (id) => id <= 2_147_483_647,
  );
  if (numbers.length === 0) return;
  await ctx.db
    .update(notices)
    .set({ readAt: ctx.now() })
    .where(and(eq(notices.recipientId, userId), inArray(notices.id, numbers), isNull(notices.readAt)));
}

/**
 * POST /api/notifications/unsubscribe and the one-click POST: the token's one switch of the token's person goes
 * off. 400 (nothing changes) for a token this server did not sign for that purpose. A person who no longer exists
 * has nothing to turn off: the answer is the same, so a token tells nobody whether its account is still there.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<UnsubscribeAnswer> {
  const claims = await readUnsubscribeToken({ secret: ctx.config.jwtSecret, issuer: ctx.config.appUrl }, token);
  if (!claims) throw badRequest(notificationMessages.unsubscribeInvalid);
  try {
    await turnOff(ctx.db, claims.userId, claims.kind, ctx.now());
  } catch (error) {
    // A deleted account: its settings row cannot be written (foreign key) and nothing is left to turn off.
    if (!isForeignKeyViolation(error)) throw error;
  }
  return { kind: claims.kind };
}

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
};

/**
 * The person's notices for their data download (DataExport's `notices`), newest first: every one kept, each naming
 * its person by name and its guides by title, with what became of its mail.
 */
export async function exportNotices(ctx: AppContext, userId: number): Promise<ExportNotice[]> {
  const rows = await ctx.db
    .select({
      kind: notices.kind,
      createdAt: notices.createdAt,
      readAt: notices.readAt,
      count: notices.count,
      personName: notices.personName,
      firstName: users.firstName,
      lastName: users.lastName,
      reportIds: notices.reportIds,
      mailOutcome: notices.mailOutcome,
    })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.personId))
    .where(eq(notices.recipientId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id));
  const reportIds = [...new Set(rows.flatMap((row) => row.reportIds))];
  const titles =
    reportIds.length === 0
      ? []
      : await ctx.db
          .select({ reportId: catalogItems.reportId, title: catalogItems.reportName })
          .from(catalogItems)
          .where(inArray(catalogItems.reportId, reportIds));
  const titleOf = new Map(titles.map((entry) => [entry.reportId, entry.title]));
  return rows.map((row) => ({
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    count: row.count,
    person: row.firstName === null ? row.personName : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    guides: row.reportIds.flatMap((id) => titleOf.get(id) ?? []),
    mail: row.mailOutcome,
  }));
}
