/**
 * The sandbox mail outbox, served only when the outbox is the sandbox's (SANDBOX on, which a production
 * start refuses, and no SMTP_URL: with SMTP the rows keep no bodies and nothing is readable):
 *   GET /sandbox/mail               every mail, newest first (HTML)
 *   GET /sandbox/mail/:id           one mail: its HTML in a sandboxed iframe, its text, its links
 *   GET /sandbox/mail.json?to=addr  the mails as JSON (tests, e2e)
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.js';
import { escapeHtml, h, htmlPage } from '../../http/html.js';
import { SANDBOX_PATH } from '../../http/paths.js';
import { findOutboxMail, listOutbox } from './outbox.js';

const SANDBOX_NOTE = 'Sandbox: these mails were recorded by the server';
const OUTBOX_PATH = `${SANDBOX_PATH}/mail`;

/** Addresses in a text body (http/https), for the clickable list under a mail. */
const linksIn = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

export async function mailFeature(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.sandbox || app.ctx.mailer.sandboxOutbox !== true) return;
  const { db } = app.ctx;

  app.get<{ Querystring: { to?: unknown } }>(`${OUTBOX_PATH}.json`, async (request) => {
    const { to } = request.query;
    if (to !== undefined && typeof to !== 'string') throw badRequest('to must be one e-mail address.');
    return listOutbox(db, to);
  });

  app.get(OUTBOX_PATH, async (_request, reply) => {
    const rows = await listOutbox(db);
    const list = rows.length
      ? `<table><caption class="muted">Newest first</caption><thead><tr><th scope="col">When</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>
${rows
  .map(
    (row) =>
      h`<tr>
        <td>${row.createdAt.replace('T', ' ').slice(0, 19)}</td>
        <td>${row.to}</td>
        <td><a href="${OUTBOX_PATH}/${row.id}">${row.subject}</a></td>
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

  app.get<{ Params: { id: string } }>(`${OUTBOX_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    const row = /^\d{1,9}$/.test(id) ? await findOutboxMail(db, Number(id)) : undefined;
    if (!row) throw notFound('No such mail.');
    const links = linksIn(row.text);
    // Links inside the frame open in the top window; the frame runs no script.
    const srcdoc = `<base target="_top">${row.html}`;
    const body = `${h`<p><a href="${OUTBOX_PATH}">← All mail</a></p>
      <dl>
        <dt>To</dt>
        <dd>${row.to}</dd>
        <dt>From</dt>
        <dd>${row.from}</dd>
        <dt>Subject</dt>
        <dd>${row.subject}</dd>
        <dt>Sent</dt>
        <dd>${row.createdAt}</dd>
      </dl>`}
${
  Object.keys(row.headers).length
    ? `<h2>Headers</h2><dl>${Object.entries(row.headers)
        .map(([name, value]) => h`<dt>${name}</dt><dd><code>${value}</code></dd>`)
        .join('')}</dl>`
    : ''
}
${links.length ? `<h2>Links</h2><ul>${links.map((link) => h`<li><a href="${link}">${link}</a></li>`).join('')}</ul>` : ''}
<h2>HTML</h2>
<iframe title="The mail as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(srcdoc)}"></iframe>
<h2>Text</h2>
<pre>${escapeHtml(row.text)}</pre>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(htmlPage(row.subject, body, { banner: SANDBOX_NOTE }));
  });
}
