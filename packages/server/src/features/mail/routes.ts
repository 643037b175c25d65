/**
 * The sandbox mail outbox, served only when the outbox is the sandbox's (SANDBOX on, which a production
 * start refuses, and no SMTP_URL: with SMTP the rows keep no bodies and nothing is readable):
 *   GET /sandbox/mail               every mail, newest first (HTML)
 *   GET /sandbox/mail/:id           one mail: its HTML in a sandboxed iframe, its text, its links
 *   GET /sandbox/mail.json?to=addr  the mails as JSON (tests, e2e)
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox, type MailRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { htmlPage } from '../../http/html-page.js';
import { escapeHtml, html } from './mailer.js';

const SANDBOX_NOTE = 'Sandbox: these mails were recorded by the server';

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

export const toOutboxMail = (row: MailRow): OutboxMail => ({
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

/** Addresses in a text body (http/https), for the clickable list under a mail. */
export const linksIn = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

export async function mailFeature(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.sandbox || app.ctx.mailer.sandboxOutbox !== true) return;
  const { db } = app.ctx;

  app.get('/sandbox/mail.json', async (request) => {
    const query = request.query as Record<string, unknown>;
    const to = query.to;
    if (to !== undefined && typeof to !== 'string') throw badRequest('to must be one e-mail address.');
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.toAddress, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(200);
    return rows.map(toOutboxMail);
  });

  app.get('/sandbox/mail', async (_request, reply) => {
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200);
    const list = rows.length
      ? `<table><caption class="muted">Newest first</caption><thead><tr><th scope="col">When</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>
${rows
  .map(
    (row) =>
      html`<tr>
        <td>${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
        <td>${row.toAddress}</td>
        <td><a href="/sandbox/mail/${row.id}">${row.subject}</a></td>
      </tr>`,
  )
  .join('\n')}
</tbody></table>`
      : '<p>No mail has been sent yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(htmlPage(`${app.ctx.config.appName} mail outbox`, list, { banner: SANDBOX_NOTE }));
  });

  app.get('/sandbox/mail/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,9}$/.test(id)) throw notFound('No such mail.');
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, Number(id)))
      .limit(1);
    if (!row) throw notFound('No such mail.');
    const links = linksIn(row.textBody);
    // Links inside the frame open in the top window; the frame runs no script.
    const srcdoc = `<base target="_top">${row.htmlBody}`;
    const body = `${html`<p><a href="/sandbox/mail">← All mail</a></p>
      <dl>
        <dt>To</dt>
        <dd>${row.toAddress}</dd>
        <dt>From</dt>
        <dd>${row.fromAddress}</dd>
        <dt>Subject</dt>
        <dd>${row.subject}</dd>
        <dt>Sent</dt>
        <dd>${row.createdAt.toISOString()}</dd>
      </dl>`}
${links.length ? `<h2>Links</h2><ul>${links.map((link) => html`<li><a href="${link}">${link}</a></li>`).join('')}</ul>` : ''}
<h2>HTML</h2>
<iframe title="The mail as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(srcdoc)}"></iframe>
<h2>Text</h2>
<pre>${escapeHtml(row.textBody)}</pre>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(htmlPage(row.subject, body, { banner: SANDBOX_NOTE }));
  });
}
