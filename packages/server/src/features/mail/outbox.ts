/** Reading the mail outbox (the sandbox pages and their JSON): the rows as OutboxMail, newest first. */
import { desc, eq } from 'drizzle-orm';
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
