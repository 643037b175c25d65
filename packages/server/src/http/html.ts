/**
 * The server's own HTML (sandbox shop and checkout, questionnaire, mail outbox, "app not built", guides,
 * mails): one escape, one tagged template that escapes every value unless it is already SafeHtml, and one
 * plain, accessible page shell with its stylesheet. Pages carry no script (the CSP allows none inline).
 *
 * The tag is `h`, not `html`: Prettier re-formats html`` templates as HTML, which changes the bytes sent
 * and "closes" fragments such as h`<ul>`.
 */
import { SANDBOX_PATH } from './paths.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** HTML that is safe as it stands: made by h``, which escapes what it is given. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: HtmlValue) => render(v)).join('');
  return escapeHtml(String(value));
}

/** h`<p>${text}</p>`: values are escaped; SafeHtml and arrays of it are inserted as they are. */
export function h(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}

/** Where the sandbox shop serves PAGE_STYLESHEET as a file (its pages link it; see htmlPage). */
export const PAGE_STYLESHEET_PATH = `${SANDBOX_PATH}/shop.css`;

export const PAGE_STYLESHEET = `
:root{--ink:#1d2433;--muted:#5b6475;--line:#dde1e7;--bg:#f5f6f8;--brand:#1f5c9e;--brand-dark:#17477a;--ok:#1d6e37;--bad:#b3261e}
*{box-sizing:border-box}
body{font-family:Arial,Helvetica,sans-serif;margin:0;color:var(--ink);background:var(--bg);line-height:1.5}
a{color:var(--brand)}
.site-header{background:#1f3b63;color:#fff;padding:12px 24px;display:flex;gap:16px;align-items:center;justify-content:space-between}
.site-header a{color:#fff}
.note{background:#fff4ce;border:1px solid #e0c767;padding:8px 12px;margin:0 0 16px;font-size:14px}
main{max-width:960px;margin:24px auto;padding:0 24px 48px}
h1{font-size:1.6rem;margin:0 0 16px}
h2{font-size:1.2rem}
.panel{background:#fff;border:1px solid var(--line);border-radius:8px;padding:20px;margin-bottom:20px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:10px 8px;border-bottom:1px solid var(--line);vertical-align:middle}
td.num,th.num{text-align:right}
tfoot td{font-weight:bold;border-bottom:none}
.button,button{display:inline-block;font:inherit;font-weight:bold;border:0;border-radius:6px;padding:10px 18px;cursor:pointer;text-decoration:none;background:var(--brand);color:#fff}
.button:hover,button:hover{background:var(--brand-dark)}
.button.secondary,button.secondary{background:#fff;color:var(--brand);border:1px solid var(--brand)}
button.link{background:none;color:var(--brand);padding:4px;text-decoration:underline;font-weight:normal}
.actions{display:flex;gap:12px;flex-wrap:wrap;align-items:center;margin-top:16px}
.inline{display:inline-flex;gap:6px;align-items:center;margin:0}
input[type=number]{width:4.5em}
input[type=text],input[type=number]{font:inherit;padding:6px 8px;border:1px solid #9aa3b2;border-radius:4px}
label{font-weight:bold}
.field{display:flex;flex-direction:column;gap:4px;margin-bottom:14px;max-width:320px}
.alert{border-radius:6px;padding:10px 14px;margin-bottom:16px}
.alert.error{background:#fdecea;border:1px solid var(--bad);color:#7a1a14}
.alert.ok{background:#e8f5ec;border:1px solid var(--ok);color:#0f3f1f}
.muted{color:var(--muted);font-size:14px}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
fieldset.item{border:1px solid var(--line);border-radius:8px;background:#fff;margin:0 0 14px;padding:12px 16px}
fieldset.item legend{font-weight:bold;padding:0 4px}
fieldset.item.missing{border-color:var(--bad)}
.scale{display:flex;flex-wrap:wrap;gap:8px 18px;margin-top:6px}
.scale label{font-weight:normal;display:inline-flex;gap:6px;align-items:center}
progress{width:100%;height:12px}
iframe{width:100%;min-height:480px;border:1px solid var(--line);background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid var(--line);padding:12px}
`;

export interface PageOptions {
  /** The header bar's text; the title when absent. */
  brand?: string;
  /** A note above the content (e.g. that this is a sandbox). */
  banner?: string;
  /**
   * Link PAGE_STYLESHEET_PATH instead of inlining the stylesheet: only for pages of the sandbox shop,
   * which serves that file; every other page must work without it.
   */
  linkStylesheet?: boolean;
  /** The page's language (its <html lang>): English unless said. */
  lang?: string;
}

/** A whole page. `title`, `brand` and `banner` are escaped; `body` is inserted as it is (build it with h``). */
export function htmlPage(title: string, body: SafeHtml | string, options: PageOptions = {}): string {
  const style = options.linkStylesheet
    ? h`<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">`
    : new SafeHtml(`<style>${PAGE_STYLESHEET}</style>`);
  return h`<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${style}</head>
<body>
<header class="site-header"><strong>${options.brand ?? title}</strong></header>
<main>
${options.banner ? h`<p class="note" role="note">${options.banner}</p>` : ''}
${typeof body === 'string' ? new SafeHtml(body) : body}
</main>
</body>
</html>`.value;
}
