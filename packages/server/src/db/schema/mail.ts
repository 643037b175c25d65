import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** migrations/0002_mail_outbox.sql */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** 'sandbox' or 'smtp'. */
    transport: text('transport').notNull().default('sandbox'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /**
     * migrations/0240: the mail's extra headers (List-Unsubscribe…), kept like the bodies only by the sandbox
     * outbox (they hold an unsubscribe token); null elsewhere and for mails without any.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt)],
);
export type MailRow = typeof mailOutbox.$inferSelect;
