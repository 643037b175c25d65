/** A plain, accessible HTML page for the server's own pages (sandbox providers, "app not built"). */
import { escapeHtml } from '../features/mail/mailer.js';

const STYLE = `
body{font-family:Arial,Helvetica,sans-serif;margin:0;color:#1d2433;background:#f5f6f8;line-height:1.5}
header{background:#1f3b63;color:#fff;padding:12px 24px}header a{color:#fff}
main{max-width:960px;margin:24px auto;padding:0 24px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #dde1e7;vertical-align:top}
a{color:#1a56a8}.muted{color:#5b6475;font-size:14px}
iframe{width:100%;min-height:480px;border:1px solid #dde1e7;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #dde1e7;padding:12px}
.banner{background:#fff4ce;border:1px solid #e0c767;padding:8px 12px;margin-bottom:16px}
`;

/** `title` is escaped; `body` must already be safe HTML (build it with html`` from features/mail/mailer). */
export function htmlPage(title: string, body: string, options: { banner?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<header><strong>${escapeHtml(title)}</strong></header>
<main>
${options.banner ? `<p class="banner" role="note">${escapeHtml(options.banner)}</p>` : ''}
${body}
</main>
</body>
</html>`;
}
