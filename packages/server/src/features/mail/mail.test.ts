import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml, h } from '../../http/html.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import type { MailTransport } from './mailer.js';
import type { OutboxMail } from './outbox.js';
import { renderMail } from './templates.js';

describe('mail helpers', () => {
  it('escapes user data in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(`${h`<p title="${'"x"'}">${'<script>'}</p>`}`).toBe('<p title="&quot;x&quot;">&lt;script&gt;</p>');
    const mail = renderMail({
      appName: 'Insight <3',
      greeting: 'Hello <img src=x onerror=alert(1)>,',
      paragraphs: ['A & B'],
      action: { label: 'Go', url: 'https://insight.test/a?b=1&c="2"' },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('href="https://insight.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(mail.text).toContain('Go: https://insight.test/a?b=1&c="2"');
  });
});

describe('sandbox outbox pages', () => {
  let t: TestServer;
  let firstId: number;
  beforeAll(async () => {
    t = await createTestServer();
    firstId = await t.app.ctx.mailer.send({
      to: 'reader@example.com',
      subject: 'First <mail>',
      ...renderMail({
        appName: 'Insight',
        paragraphs: ['Hello'],
        action: { label: 'Open', url: 'http://insight.test/reset-password?email=a&token=b' },
      }),
    });
    await t.app.ctx.mailer.send({ to: 'other@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the mails newest first, escaped, with links to each', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('First &lt;mail&gt;');
    expect(res.body).not.toContain('First <mail>');
    expect(res.body.indexOf('Second')).toBeLessThan(res.body.indexOf('First &lt;mail&gt;'));
    expect(res.body).toContain(`href="/sandbox/mail/${firstId}"`);
  });

  it('shows one mail with its HTML in a sandboxed frame and its links clickable', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/sandbox/mail/${firstId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<iframe [^>]*sandbox="[^"]*"[^>]*srcdoc="/);
    expect(res.body).toContain('<a href="http://insight.test/reset-password?email=a&amp;token=b">');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail/abc' })).statusCode).toBe(404);
  });

  it('answers JSON filtered by recipient', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/sandbox/mail.json' })).json<OutboxMail[]>();
    expect(all.map((m) => m.subject)).toEqual(['Second', 'First <mail>']);
    const mine = (await t.app.inject({ method: 'GET', url: '/sandbox/mail.json?to=Reader@Example.com' })).json<
      OutboxMail[]
    >();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: 'reader@example.com', transport: 'sandbox', subject: 'First <mail>' });
  });
});

/** The stored outbox rows of one address, straight from the database. */
const outboxRows = (t: TestServer, to: string) =>
  t.app.ctx.dbHandle.withSession((s) =>
    s.query<Record<string, unknown>>('SELECT * FROM mail_outbox WHERE to_address = $1 ORDER BY id', [to]),
  );

describe('SMTP delivery and switching the sandbox off', () => {
  it('delivers through the transport, logs the delivery without the bodies, and serves no outbox', async () => {
    const sent: { to: string; subject: string; from: string }[] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        sent.push(mail);
        return { messageId: 'x' };
      },
    };
    const t = await createTestServer({ deps: { mailTransport: transport } });
    try {
      const link = 'http://insight.test/reset-password?email=smtp%40example.com&token=secret-token-1';
      await t.app.ctx.mailer.send({
        to: 'smtp@example.com',
        subject: 'Via SMTP',
        text: link,
        html: `<a href="${link}">x</a>`,
      });
      await (t.app.ctx.mailer as unknown as { idle(): Promise<void> }).idle();
      expect(sent).toEqual([
        expect.objectContaining({ to: 'smtp@example.com', subject: 'Via SMTP', from: t.config.mailFrom, text: link }),
      ]);
      const [row] = await outboxRows(t, 'smtp@example.com');
      expect(row).toMatchObject({ transport: 'smtp', error: null, text_body: '', html_body: '' });
      expect(row?.sent_at).not.toBeNull();
      expect(JSON.stringify(await outboxRows(t, 'smtp@example.com'))).not.toContain('secret-token-1');
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail.json?to=smtp@example.com' })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/sandbox/mail/${String(row?.id)}` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('records a failed delivery on the outbox row', async () => {
    const t = await createTestServer({
      deps: {
        mailTransport: {
          sendMail: async () => {
            throw new Error('connection refused');
          },
        },
      },
    });
    try {
      await t.app.ctx.mailer.send({ to: 'fail@example.com', subject: 'Fails', text: 't', html: '<p>t</p>' });
      await (t.app.ctx.mailer as unknown as { idle(): Promise<void> }).idle();
      const [row] = await outboxRows(t, 'fail@example.com');
      expect(row).toMatchObject({ error: 'connection refused', sent_at: null });
    } finally {
      await t.close();
    }
  });

  it('serves no sandbox pages and keeps no bodies when the sandbox is off', async () => {
    const t = await createTestServer({
      config: {
        sandbox: false,
        foxycartUrl: 'https://store.example.com',
        foxycartSecret: 'store-secret',
        foxycartWebhookKey: 'webhook-key',
        foxycartStoreId: '42',
      },
    });
    try {
      await t.app.ctx.mailer.send({
        to: 'off@example.com',
        subject: 'Off',
        text: 'token=abc',
        html: '<p>token=abc</p>',
      });
      expect(await outboxRows(t, 'off@example.com')).toEqual([
        expect.objectContaining({ subject: 'Off', text_body: '', html_body: '' }),
      ]);
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail.json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
