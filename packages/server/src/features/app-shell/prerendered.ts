/**
 * The entry screens prerendered at build (scripts/build/prerender.mjs: /login, and /home as a signed-in person's
 * first render draws it): beside the app's index.html, prerendered.json names each page by its address, with the
 * settings tokens the page holds (the app's name, version, support address; on /home the cart's address and Start
 * Here's video), the number settings it was drawn with a value of, and the footer's year token. Read once at start
 * and filled with this server's settings, the same values /assets/config.json gives the app, so that the page the
 * app then hydrates is the page it would draw. A page whose settings the app would draw otherwise (an empty or
 * padded value, or one ending in '/': the app trims or leaves it out, and trims an address's last '/'; a number
 * setting missing) is not used: that address gets index.html, as every other one does.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '@insight/api';
import { escapeHtml } from '../../http/html.js';

const MANIFEST = 'prerendered.json';

interface ManifestEntry {
  /** The address drawn (older builds: the entry's key). */
  address?: string;
  /** The language it is drawn in (older builds: English). */
  language?: string;
  file: string;
  tokens: Record<string, string>;
  /** Number settings the page was drawn with a value of (absent in older builds). */
  numbers?: string[];
  yearToken: string;
}

/** The app draws this value as it is: a string, not empty, not padded, not ending in '/'. */
const drawnAsIs = (value: unknown): boolean =>
  typeof value === 'string' && value !== '' && value === value.trim() && !value.endsWith('/');

/** The app reads this value as a number (a finite number, or a string holding one). */
const isNumberSetting = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim()));

function readManifest(appDist: string): Record<string, ManifestEntry> {
  const manifestFile = path.join(appDist, MANIFEST);
  return existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>)
    : {};
}

/** An inline <script> element (no src) and its code, as the page holds it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) of the prerendered pages' inline scripts (the one that names the theme the device
 * chose before the first paint): the policy lets them run by their code's hash, and no other inline script.
 * Hashed from the pages' files, where the settings are not yet filled in: the scripts hold no settings.
 */
export function prerenderedScriptSources(appDist: string): string[] {
  const sources = new Set<string>();
  for (const entry of Object.values(readManifest(appDist))) {
    const file = path.join(appDist, path.basename(entry.file));
    if (!existsSync(file)) continue;
    for (const [, code] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (code.trim() === '') continue;
      sources.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    }
  }
  return [...sources];
}

export interface PrerenderedPages {
  /** The filled page for a request's URL (an exact address, without a query) in `language` (English), or null. */
  pageFor(url: string, language?: Language): string | null;
  /** The addresses served prerendered. */
  readonly addresses: string[];
  /** Every prerendered page's file ('/login.html'): never sent as it is (it holds the tokens). */
  isPageFile(pathname: string): boolean;
}

export function loadPrerenderedPages(
  appDist: string,
  settings: Record<string, string | number>,
  now: () => Date = () => new Date(),
): PrerenderedPages {
  const pages = new Map<string, { html: string; yearToken: string }>();
  const files = new Set<string>();
  for (const [key, entry] of Object.entries(readManifest(appDist))) {
    const address = entry.address ?? key;
    const language = entry.language ?? DEFAULT_LANGUAGE;
    const usable =
      Object.keys(entry.tokens).every((key) => drawnAsIs(settings[key])) &&
      (entry.numbers ?? []).every((key) => isNumberSetting(settings[key]));
    const file = path.join(appDist, path.basename(entry.file));
    files.add(`/${path.basename(entry.file)}`.toLowerCase());
    if (!usable || !entry.yearToken || !existsSync(file)) continue;
    let html = readFileSync(file, 'utf8');
    for (const [key, token] of Object.entries(entry.tokens)) {
      html = html.split(token).join(escapeHtml(String(settings[key])));
    }
    pages.set(`${language} ${address.toLowerCase()}`, { html, yearToken: entry.yearToken });
  }
  return {
    addresses: [...pages.keys()]
      .filter((key) => key.startsWith(`${DEFAULT_LANGUAGE} `))
      .map((key) => key.slice(DEFAULT_LANGUAGE.length + 1)),
    isPageFile: (pathname) =>
      files.has(pathname.toLowerCase()) || files.has(pathname.toLowerCase().replace(/\.(br|gz)$/, '')),
    pageFor(url, language = DEFAULT_LANGUAGE) {
      // The router matches addresses case-insensitively; a query (returnUrl) changes the screen's links: not served.
      const page = pages.get(`${language} ${url.toLowerCase()}`);
      return page ? page.html.split(page.yearToken).join(String(now().getFullYear())) : null;
    },
  };
}
