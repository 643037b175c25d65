/**
 * Mail: every message is written to the mail_outbox table; with SMTP_URL set it is delivered through
 * nodemailer. Only the sandbox outbox (SANDBOX on, no SMTP) keeps the bodies, for its pages: anywhere else
 * the row is a delivery log without bodies, so that no stored mail holds a reset link or another token.
 * Bodies come as text and HTML; callers escape user data (http/html.ts h``).
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { provenHolderOf } from '../recipients/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe, List-Unsubscribe-Post of RFC 8058). */
  headers?: Record<string, string>;
  /**
   * Whose person's data the kept mail is (features/recipients/service.ts): left out, the account that holds `to`,
   * proven, when it is written; an account's id for a mail written for that account to an address it no longer
   * holds (the notice of an e-mail change, mailed to the old address); null for an account that is gone (nobody's).
   */
  recipientUserId?: number | null;
}

export interface Mailer {
  /** Records the mail (and hands it to SMTP when configured). Resolves with the outbox row id. */
  send(message: MailMessage): Promise<number>;
  /** True when the outbox is the sandbox's (bodies kept, pages served): SANDBOX on and no SMTP. */
  readonly sandboxOutbox?: boolean;
}

/** What a stored row keeps of a body outside the sandbox outbox. */
export const BODY_NOT_KEPT = '';

/** What nodemailer needs from a transport (tests pass a fake). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

export interface MailerOptions {
  db: Database;
  from: string;
  now: () => Date;
  /** Real delivery; absent = sandbox only. */
  transport?: MailTransport;
  /** Called when a background SMTP delivery fails (the row also keeps the error). */
  onError?: (error: unknown, id: number) => void;
  /** The sandbox is on: without a transport the outbox is the sandbox outbox and keeps the bodies. */
  sandbox?: boolean;
}

/**
 * The one Mailer: writes the outbox row, then (with a transport) delivers in the background so that the
 * caller's answer time does not depend on the mail server. Delivery outcome is written back to the row.
 */
export function createMailer(options: MailerOptions): Mailer & { idle(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  const sandboxOutbox = options.sandbox === true && !options.transport;
  return {
    sandboxOutbox,
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          fromAddress: options.from,
          subject: message.subject,
          textBody: sandboxOutbox ? message.text : BODY_NOT_KEPT,
          htmlBody: sandboxOutbox ? message.html : BODY_NOT_KEPT,
          headers: sandboxOutbox && message.headers ? message.headers : null,
          recipientUserId: message.recipientUserId === undefined ? provenHolderOf(message.to) : message.recipientUserId,
          recipientClaimable: message.recipientUserId !== null,
          transport: options.transport ? 'smtp' : 'sandbox',
          createdAt: options.now(),
          sentAt: options.transport ? null : options.now(),
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('The mail could not be recorded.');
      const transport = options.transport;
      if (transport) {
        const delivery = (async () => {
          try {
            await transport.sendMail({ from: options.from, ...message });
            await options.db.update(mailOutbox).set({ sentAt: options.now() }).where(eq(mailOutbox.id, row.id));
          } catch (error) {
            options.onError?.(error, row.id);
            await options.db
              .update(mailOutbox)
              .set({ error: error instanceof Error ? error.message : String(error) })
              .where(eq(mailOutbox.id, row.id))
              .catch(() => undefined);
          }
        })();
        pending.add(delivery);
        void delivery.finally(() => pending.delete(delivery));
      }
      return row.id;
    },
    /** Waits for background deliveries (tests, shutdown). */
    async idle() {
      await Promise.all([...pending]);
    },
  };
}

/** The SMTP transport of SMTP_URL (smtp://user:pass@host:port or smtps://…). */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport(url);
}
