/**
 * One simple, accessible mail layout in text and HTML. Every value is escaped in the HTML part.
 */
import { escapeHtml, html } from './mailer.js';

export interface MailContent {
  appName: string;
  /** The greeting line, e.g. 'Hello Ada,'. */
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the button (e.g. 'This link expires in 1 hour.'). */
  footer?: string[];
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const textParts = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ?? []).flatMap((p) => [p, '']),
    `— ${content.appName}`,
  ];
  const button = content.action
    ? html`<p style="margin:24px 0">
          <a
            href="${content.action.url}"
            style="background:#1f5fa8;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block"
            >${content.action.label}</a
          >
        </p>
        <p style="font-size:13px;color:#555555">
          If the button does not work, copy this address into your browser:<br /><a href="${content.action.url}"
            >${content.action.url}</a
          >
        </p>`
    : '';
  const body = [
    content.greeting ? html`<p>${content.greeting}</p>` : '',
    ...content.paragraphs.map((p) => html`<p>${p}</p>`),
    button,
    ...(content.footer ?? []).map((p) => html`<p style="font-size:13px;color:#555555">${p}</p>`),
    html`<p>— ${content.appName}</p>`,
  ].join('\n');
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.appName)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;margin:0;padding:24px">
${body}
</body></html>`;
  return { text: textParts.join('\n'), html: page };
}
