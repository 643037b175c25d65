import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { fkey } from './keys.js';
import { users } from './users.js';

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
    /**
     * migrations/0250: the account the mail is the person's data of (export, deletion), whatever its address now:
     * the account it was written for (the notice of an e-mail change to the address it left), else the account
     * that held `to_address`, proven, when it was written, else the account that proved that address after it
     * (features/recipients/service.ts). Null while no account holds it.
     */
    recipientUserId: integer('recipient_user_id'),
    /**
     * migrations/0250: whether a mail without a recipient account may still become the account's that next proves
     * its address. False for a mail written for an account that is gone (the deletion's closing mail) and for
     * mails kept from before 0250 whose recipient could not be told: they are nobody's, for good.
     */
    recipientClaimable: boolean('recipient_claimable').notNull().default(true),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt),
    fkey('mail_outbox', t.recipientUserId, users.id, 'cascade'),
    index('mail_outbox_recipient_user_idx').on(t.recipientUserId, t.id),
  ],
);
export type MailRow = typeof mailOutbox.$inferSelect;
