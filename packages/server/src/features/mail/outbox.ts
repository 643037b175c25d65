/** Reading the mail outbox (the sandbox pages and their JSON): the rows as OutboxMail, newest first. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox, type MailRow } from '../../db/schema/index.js';

/** How many mails a list shows at the most. */
const LIST_LIMIT = 200;

export interface OutboxMail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  transport: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
  /** The mail's extra headers (List-Unsubscribe…); {} for a mail without any. */
  headers: Record<string, string>;
}

const toOutboxMail = (row: MailRow): OutboxMail => ({
  id: row.id,
  to: row.toAddress,
  from: row.fromAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  transport: row.transport,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  error: row.error,
  headers: row.headers ?? {},
});

/** The newest mails, to one address (compared lower-case) when `to` is given. */
export async function listOutbox(db: Database, to?: string): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(LIST_LIMIT);
  return rows.map(toOutboxMail);
}

export async function findOutboxMail(db: Database, id: number): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ? toOutboxMail(row) : undefined;
}

/**
 * The mail backlog (metrics): mails recorded but not delivered yet (waiting: no sent_at, no error) and mails
 * whose delivery failed (an error, no sent_at). Sandbox mails are delivered when recorded.
 */
export async function countBacklog(db: Database): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) FILTER (WHERE ${mailOutbox.error} IS NULL)::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${mailOutbox.error} IS NOT NULL)::int`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} IS NULL`);
  return { waiting: Number(row?.waiting ?? 0), failed: Number(row?.failed ?? 0) };
}
