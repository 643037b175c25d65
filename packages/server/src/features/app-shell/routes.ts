/**
 * Serving the built app (APP_DIST = packages/app/dist) with an SPA fallback: a GET that accepts text/html
 * and is not under /api, /auth, /identity, /sandbox (nor /assets/config.json) answers index.html.
 * Without a build, those requests get a short page saying how to build it. Everything else that matches
 * no route is a JSON 404. This sets the ROOT not-found handler, so buildServer calls it (not a feature).
 *
 * The server's own prefixes (SERVER_PREFIXES) are never the static handler's: an unknown GET or HEAD under
 * them answers the JSON 404 from a route of their own (signed in or not, without touching the file system),
 * and the static handler looks up only paths a file system can hold (isServableFilePath: no NUL or other
 * control character, no backslash, no '..', no overlong segment); anything else is simply not found.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_PARAM, pageLanguageOf, type Language } from '@insight/api';
import Negotiator from 'negotiator';
import { errorBody } from '../../http/errors.js';
import { escapeHtml, htmlPage } from '../../http/html.js';
import { defineMessages, intlFor } from '../../i18n/index.js';
import { isServableFilePath, isServerPath, pathOf, RUNTIME_SETTINGS_PATH, SERVER_PREFIXES } from '../../http/paths.js';
import { runtimeSettingsFile } from '../settings/index.js';
import { loadPrerenderedPages } from './prerendered.js';
import { loadLibraryPages } from './preloads.js';

export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  if (pathOf(request.url).toLowerCase() === RUNTIME_SETTINGS_PATH) return false;
  return !isServerPath(request.url);
}

/** The longest part of a path a not-found answer repeats. */
const ECHOED_PATH_MAX = 200;

/** SPEC's JSON 404 for a path no route serves. Returns nothing: a returned reply is a thenable. */
function notFoundAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const path = pathOf(request.url);
  const shown = path.length > ECHOED_PATH_MAX ? `${path.slice(0, ECHOED_PATH_MAX)}…` : path;
  void reply.code(404).send(errorBody(404, `Route ${request.method}:${shown} not found.`, 'Not Found'));
}

/**
 * GET and HEAD of any unknown path under the server's prefixes: the JSON 404 (public and XSRF-exempt: it
 * reads and changes nothing). Other methods of unknown paths reach the not-found handler, which answers the
 * same. Without these routes the static handler's wildcard would take them and look them up on disk.
 */
function registerPrefixNotFound(app: FastifyInstance): void {
  for (const prefix of SERVER_PREFIXES) {
    for (const url of [prefix, `${prefix}/*`]) {
      const method = (['GET', 'HEAD'] as const).filter((m) => !app.hasRoute({ method: m, url }));
      if (method.length === 0) continue;
      app.route({ method, url, config: { public: true, xsrfExempt: true }, handler: notFoundAnswer });
    }
  }
}

const notBuiltPage = (appName: string): string =>
  htmlPage(
    `${appName}: the app is not built`,
    `<h1>The app is not built yet</h1>
<p>The server is running, but it found no built app to serve. Build it from the repository root with
<code>npm run build</code> (or start everything with <code>npm start</code>), then reload this page.</p>
<p class="muted">The API, the token endpoint and the sandbox pages (for example <a href="/sandbox/mail">the mail outbox</a>) work already.</p>`,
  );

/** The language of a page: the browser's kept choice, else the link's (an invitation's), else Accept-Language. */
const pageLanguage = (request: FastifyRequest): Language =>
  pageLanguageOf(
    request.cookies?.[LANGUAGE_COOKIE],
    new Negotiator({ headers: request.headers }).languages(),
    new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_PARAM),
  );

/** A page's own words in its head (the app says each screen's title itself). */
const pageWords = defineMessages({
  description: {
    id: 'page.description',
    defaultMessage: 'Your personal insight guides, connections and library.',
    description: "The pages' meta description (search results, shared links); index.html holds the English",
  },
});

/**
 * A page of the app in `language`: its `<html lang>` and its description say it, and the app lays that language's
 * words over English.
 */
const pageIn = (page: string, language: Language): string =>
  page
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(intlFor(language).formatMessage(pageWords.description))}"`,
    );

export async function registerAppShell(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const built = existsSync(path.join(config.appDist, 'index.html'));
  const prerendered = built ? loadPrerenderedPages(config.appDist, runtimeSettingsFile(config)) : null;
  const library = built ? loadLibraryPages(config.appDist, config) : null;
  const index = built ? readFileSync(path.join(config.appDist, 'index.html'), 'utf8') : '';

  if (built) {
    await app.register(fastifyStatic, {
      root: config.appDist,
      wildcard: true,
      cacheControl: false,
      index: ['index.html'],
      // The build writes .br and .gz beside every text file (vite.config.ts): served as they are, no CPU.
      preCompressed: true,
      allowedPath: (pathname) => isServableFilePath(pathname) && !prerendered?.isPageFile(pathname),
      setHeaders(res, filePath) {
        // Vite's hashed bundles (and their precompressed .br/.gz) never change; everything else is revalidated.
        const hashed = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(?:\.br|\.gz)?$/i.test(filePath);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.get('/', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(notBuiltPage(config.appName)),
    );
  }

  registerPrefixNotFound(app);

  // Not async: a returned reply is a thenable that would add a listener per await.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isSpaRequest(request)) {
      if (built) {
        // The page's language is negotiated once, here (the browser's kept choice, else Accept-Language), and said
        // by the page; a cache between keeps one page per language and choice.
        reply.header('Vary', 'Accept-Language, Cookie');
        const language = pageLanguage(request);
        if (language !== DEFAULT_LANGUAGE) {
          // The page drawn in that language at build when there is one, else the app's shell, drawn by the app in
          // that language from its first render (the library's preloads kept either way).
          const drawnIn = prerendered?.pageFor(request.url, language) ?? undefined;
          const page = library?.pageFor(request.url, drawnIn) ?? drawnIn ?? index;
          reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(pageIn(page, language));
          return;
        }
        // The entry screens come drawn (prerendered at build, filled with this server's settings); the library's
        // page asks for its screen's code (and Start Here's poster) with the page (preloads.ts).
        const drawn = prerendered?.pageFor(request.url) ?? undefined;
        const page = library?.pageFor(request.url, drawn) ?? drawn;
        if (page) {
          reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
          return;
        }
        reply.header('Cache-Control', 'no-cache').sendFile('index.html');
        return;
      }
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(notBuiltPage(config.appName));
      return;
    }
    notFoundAnswer(request, reply);
  });
}
