/**
 * The notification sweeper: what happens later than a request. Every serving process runs it every
 * NOTIFICATION_SWEEP_MS (main.ts starts it once listening; shutdown stops it before the database closes); tests
 * call `sweep()` on demand with the test clock. It keeps nothing in the process: several processes on one
 * PostgreSQL share the work through the rows.
 *
 * 1. Expiring invitations: every pending invitation whose link (CONNECTION_TOKEN_TTL_DAYS) stops working within
 *    24 hours gets ONE invitationExpiring notice for its sender. The unique key (request, expiry) makes the insert a
 *    no-op for every process but the first, and a link sent again (a new expiry) gets its own reminder.
 * 2. Mails: notices whose mail is due (the end of their folding window) are claimed in one statement,
 *    `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, so no two processes ever take the same
 *    one; from then on nothing folds into it. Each is checked again against the database before its mail goes:
 *    the recipient's address proven and their switch on, the person still a connection, the guides still shared
 *    (only those are named), the Personal Map still shared both ways, the invitation still pending with that
 *    expiry. Then the mail goes through the mailer (outbox or SMTP) and the outcome is written: sent, off,
 *    cancelled or failed. At most once: a process that dies between the claim and the send loses that one mail
 *    rather than risking a second.
 */
import { NOTICE_KINDS, type NoticeKind } from '@insight/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  catalogItems,
  connectionRequests,
  connectionShares,
  notices,
  users,
  type MailOutcome,
  type NoticeRow,
} from '../../db/schema/index.js';
import { reportNameIn } from '../catalog/index.js';
import { connectionBetween } from '../connections/index.js';
import { ownedReports } from '../purchases/index.js';
import { sharesPersonalMap } from './events.js';
import { renderNoticeMail } from './mails.js';
import { settingsOf } from './settings.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';
import { languageOfAccount } from '../../i18n/index.js';

/** An invitation is reminded of once its link has less than this left. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** How many mails one claim takes at most (a sweep claims again until none are due). */
const CLAIM_BATCH = 25;

export interface SweepResult {
  /** invitationExpiring notices made. */
  reminders: number;
  /** Mails by outcome. */
  sent: number;
  off: number;
  cancelled: number;
  failed: number;
}

const iso = (date: Date): string => date.toISOString();

/** Step 1: one reminder per pending invitation whose link expires within REMINDER_BEFORE_MS. */
async function remindExpiring(ctx: AppContext, now: Date): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_BEFORE_MS);
  const result = (await ctx.db.execute(sql`
    insert into ${notices} (recipient_id, kind, person_name, request_id, request_expires_at, created_at, mail_due_at)
    select r.requester_id, 'invitationExpiring',
           coalesce(nullif(btrim(r.recipient_first_name || ' ' || r.recipient_last_name), ''), r.recipient_email),
           r.id, r.token_expires_at, ${iso(now)}::timestamptz, ${iso(now)}::timestamptz
    from ${connectionRequests} r
    where r.status = 'pending'
      and r.token_expires_at > ${iso(now)}::timestamptz
      and r.token_expires_at <= ${iso(until)}::timestamptz
    on conflict do nothing
    returning id
  `)) as unknown as { rows: { id: number }[] };
  return result.rows.length;
}

/** Step 2's claim: up to CLAIM_BATCH due mails, each taken by exactly one process. */
async function claimDue(ctx: AppContext, now: Date): Promise<NoticeRow[]> {
  const result = (await ctx.db.execute(sql`
    update ${notices} set mail_claimed_at = ${iso(now)}::timestamptz
    where id in (
      select id from ${notices}
      where mail_claimed_at is null and mail_due_at <= ${iso(now)}::timestamptz
      order by mail_due_at, id
      limit ${CLAIM_BATCH}
      for update skip locked
    )
    returning id
  `)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return ctx.db.select().from(notices).where(inArray(notices.id, ids)).orderBy(notices.mailDueAt, notices.id);
}

/** What a mail may say now; null when the notice is no longer true (the mail is cancelled). */
interface StillTrue {
  personName: string;
  guides: { reportId: number; title: string }[];
  expiresAt: Date | null;
}

async function stillTrue(ctx: AppContext, row: NoticeRow, now: Date): Promise<StillTrue | null> {
  if (row.kind === 'invitationExpiring') {
    if (row.requestId === null || row.requestExpiresAt === null) return null;
    const [request] = await ctx.db
      .select({ status: connectionRequests.status, expiresAt: connectionRequests.tokenExpiresAt })
      .from(connectionRequests)
      .where(and(eq(connectionRequests.id, row.requestId), eq(connectionRequests.requesterId, row.recipientId)))
      .limit(1);
    const pending =
      request?.status === 'pending' &&
      request.expiresAt !== null &&
      request.expiresAt.getTime() === row.requestExpiresAt.getTime() &&
      request.expiresAt.getTime() > now.getTime();
    return pending ? { personName: row.personName, guides: [], expiresAt: row.requestExpiresAt } : null;
  }
  if (row.personId === null) return null;
  const [person] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.personId))
    .limit(1);
  const connection = person ? await connectionBetween(ctx.db, row.recipientId, row.personId) : undefined;
  if (!person || !connection) return null;
  const personName = `${person.firstName} ${person.lastName}`.trim();
  if (row.kind === 'sharesBack') {
    const both =
      (await sharesPersonalMap(ctx.db, connection.id, row.personId)) &&
      (await sharesPersonalMap(ctx.db, connection.id, row.recipientId));
    return both ? { personName, guides: [], expiresAt: null } : null;
  }
  if (row.kind === 'guideShared') {
    if (row.reportIds.length === 0) return null;
    const [shared, owned, titles] = await Promise.all([
      ctx.db
        .select({ reportId: connectionShares.reportId })
        .from(connectionShares)
        .where(and(eq(connectionShares.connectionId, connection.id), eq(connectionShares.ownerId, row.personId))),
      ownedReports(ctx.db, row.personId),
      ctx.db
        .select({ reportId: catalogItems.reportId, title: catalogItems.reportName })
        .from(catalogItems)
        .where(inArray(catalogItems.reportId, row.reportIds)),
    ]);
    const sharedIds = new Set(shared.map((share) => share.reportId));
    const titleOf = new Map(titles.map((entry) => [entry.reportId, entry.title]));
    const guides = row.reportIds
      .filter((id) => sharedIds.has(id) && owned.has(id) && titleOf.has(id))
      .map((reportId) => ({ reportId, title: titleOf.get(reportId) ?? '' }));
    return guides.length > 0 ? { personName, guides, expiresAt: null } : null;
  }
  return { personName, guides: [], expiresAt: null };
}

/** Decides and sends the mail of one claimed notice; resolves its outcome (written to the row). */
async function deliver(ctx: AppContext, row: NoticeRow, now: Date, log?: FastifyBaseLogger): Promise<MailOutcome> {
  const outcome = await (async (): Promise<MailOutcome> => {
    const [recipient] = await ctx.db
      .select({
        email: users.email,
        firstName: users.firstName,
        verifiedAt: users.emailVerifiedAt,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, row.recipientId))
      .limit(1);
    // Only a proven address receives mail about other people (as it alone receives their invitations).
    if (!recipient || recipient.verifiedAt === null) return 'cancelled';
    const kind = row.kind as NoticeKind;
    if (!(NOTICE_KINDS as readonly string[]).includes(kind)) return 'cancelled';
    if (!(await settingsOf(ctx.db, row.recipientId))[kind]) return 'off';
    const facts = await stillTrue(ctx, row, now);
    if (!facts) return 'cancelled';
    const unsubscribeToken = await signUnsubscribeToken(
      { secret: ctx.config.jwtSecret, issuer: ctx.config.appUrl, now },
      { userId: row.recipientId, kind },
    );
    const language = languageOfAccount(recipient);
    const message = renderNoticeMail(
      {
        appName: ctx.config.appName,
        appUrl: ctx.config.appUrl,
        kind,
        firstName: recipient.firstName,
        personName: facts.personName,
        personId: row.personId,
        // The guides by the names the recipient's catalogue shows them in.
        guides: facts.guides.map((guide) => ({ ...guide, title: reportNameIn(guide.reportId, guide.title, language) })),
        expiresAt: facts.expiresAt,
        unsubscribeToken,
        language,
      },
      recipient.email,
    );
    await ctx.mailer.send(message);
    return 'sent';
  })().catch((error: unknown) => {
    log?.error({ err: error, noticeId: row.id }, 'notifications: a mail could not be sent');
    return 'failed' as const;
  });
  await ctx.db
    .update(notices)
    .set({ mailOutcome: outcome, mailSentAt: outcome === 'sent' ? now : null })
    .where(eq(notices.id, row.id));
  return outcome;
}

/** One sweep: the reminders, then every due mail (claimed in batches until none are left). */
export async function sweepNotifications(ctx: AppContext, log?: FastifyBaseLogger): Promise<SweepResult> {
  const now = ctx.now();
  const result: SweepResult = { reminders: await remindExpiring(ctx, now), sent: 0, off: 0, cancelled: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(ctx, now);
    for (const row of claimed) result[await deliver(ctx, row, now, log)] += 1;
    if (claimed.length < CLAIM_BATCH) return result;
  }
}

export interface NotificationSweeper {
  /** Runs one sweep now (waits for a sweep already running first); resolves what it did. */
  sweep(): Promise<SweepResult>;
  /** Sweeps every `intervalMs` until stopped (a sweep never overlaps the previous one). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a sweep in flight (before the database closes). */
  stop(): Promise<void>;
}

export function createNotificationSweeper(ctx: AppContext, log?: FastifyBaseLogger): NotificationSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SweepResult> | undefined;
  let stopped = false;

  const sweep = async (): Promise<SweepResult> => {
    while (running) await running.catch(() => undefined);
    const current = sweepNotifications(ctx, log);
    running = current;
    try {
      return await current;
    } finally {
      running = undefined;
    }
  };

  return {
    sweep,
    start(intervalMs) {
      if (timer || stopped) return;
      timer = setInterval(() => {
        if (running) return;
        sweep().then(
          (done) => {
            if (done.reminders + done.sent + done.off + done.cancelled + done.failed > 0) {
              log?.info({ notifications: done }, 'notifications: swept');
            }
          },
          (error: unknown) => log?.error({ err: error }, 'notifications: the sweep failed'),
        );
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
