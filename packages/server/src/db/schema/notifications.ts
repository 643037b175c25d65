import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { connectionRequests } from './connections.js';
import { fkey } from './keys.js';
import { users } from './users.js';

/** migrations/0240_notifications.sql */

export const NOTICE_KIND_VALUES = ['invitationAccepted', 'guideShared', 'sharesBack', 'invitationExpiring'] as const;
export const MAIL_OUTCOME_VALUES = ['sent', 'off', 'cancelled', 'failed'] as const;
export type MailOutcome = (typeof MAIL_OUTCOME_VALUES)[number];

/**
 * An in-app notice and the state of its one mail. Events of one kind from one person to one recipient within the
 * folding window add to the same row (count, report_ids) until its mail is claimed.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id').notNull(),
    kind: text('kind').$type<(typeof NOTICE_KIND_VALUES)[number]>().notNull(),
    /** The connection the notice is about; null for an invitee known only by name (invitationExpiring). */
    personId: integer('person_id'),
    /** The invitee's name as typed, or the address (invitationExpiring); '' when personId names an account. */
    personName: text('person_name').notNull().default(''),
    /** guideShared: the guides (report ids) folded in, in the order they were shared. */
    reportIds: integer('report_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** How many events were folded in (≥ 1). */
    count: integer('count').notNull().default(1),
    /** invitationExpiring: the invitation and the expiry it reminds of (one reminder per link). */
    requestId: integer('request_id'),
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the mail may go out: the end of the folding window. */
    mailDueAt: timestamp('mail_due_at', { withTimezone: true }).notNull(),
    /** Set by the one sweeper that takes the mail (UPDATE … RETURNING over FOR UPDATE SKIP LOCKED); folding stops. */
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    mailOutcome: text('mail_outcome').$type<MailOutcome>(),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
  },
  (t) => [
    fkey('notices', t.recipientId, users.id, 'cascade'),
    fkey('notices', t.personId, users.id, 'cascade'),
    fkey('notices', t.requestId, connectionRequests.id, 'cascade'),
    check(
      'notices_kind_check',
      sql`${t.kind} IN ('invitationAccepted', 'guideShared', 'sharesBack', 'invitationExpiring')`,
    ),
    check('notices_mail_outcome_check', sql`${t.mailOutcome} IN ('sent', 'off', 'cancelled', 'failed')`),
    check('notices_count_positive', sql`${t.count} >= 1`),
    check('notices_person', sql`(${t.personId} IS NULL) = (${t.kind} = 'invitationExpiring')`),
    index('notices_recipient_idx').on(t.recipientId, t.createdAt),
    index('notices_fold_idx').on(t.recipientId, t.kind, t.personId, t.createdAt),
    index('notices_person_idx').on(t.personId),
    index('notices_mail_due_idx')
      .on(t.mailDueAt)
      .where(sql`${t.mailClaimedAt} IS NULL`),
    uniqueIndex('notices_reminder_key')
      .on(t.requestId, t.requestExpiresAt)
      .where(sql`${t.requestId} IS NOT NULL`),
  ],
);
export type NoticeRow = typeof notices.$inferSelect;

/** The mail switches of an account; no row = all on (a new account). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id').primaryKey(),
    invitationAccepted: boolean('invitation_accepted').notNull().default(true),
    guideShared: boolean('guide_shared').notNull().default(true),
    sharesBack: boolean('shares_back').notNull().default(true),
    invitationExpiring: boolean('invitation_expiring').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fkey('notification_settings', t.userId, users.id, 'cascade')],
);
