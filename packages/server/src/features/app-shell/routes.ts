/**
 * Serving the built app (APP_DIST = packages/app/dist) with an SPA fallback: a GET that accepts text/html
 * and is not under /api, /auth, /identity, /sandbox (nor /assets/config.json) answers index.html.
 * Without a build, those requests get a short page saying how to build it. Everything else that matches
 * no route is a JSON 404. This sets the ROOT not-found handler, so buildServer calls it (not a feature).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors.js';
import { htmlPage } from '../../http/html.js';
import { CALL_PREFIXES, RUNTIME_SETTINGS_PATH, SANDBOX_PATH } from '../../http/paths.js';

const NOT_SPA = [...CALL_PREFIXES, SANDBOX_PATH];

export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  const p = (request.url.split('?')[0] ?? '/').toLowerCase();
  if (p === RUNTIME_SETTINGS_PATH) return false;
  return !NOT_SPA.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

const notBuiltPage = (appName: string): string =>
  htmlPage(
    `${appName}: the app is not built`,
    `<h1>The app is not built yet</h1>
<p>The server is running, but it found no built app to serve. Build it from the repository root with
<code>npm run build</code> (or start everything with <code>npm start</code>), then reload this page.</p>
<p class="muted">The API, the token endpoint and the sandbox pages (for example <a href="/sandbox/mail">the mail outbox</a>) work already.</p>`,
  );

export async function registerAppShell(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const built = existsSync(path.join(config.appDist, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root: config.appDist,
      wildcard: true,
      cacheControl: false,
      index: ['index.html'],
      // The build writes .br and .gz beside every text file (vite.config.ts): served as they are, no CPU.
      preCompressed: true,
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

  // Not async: a returned reply is a thenable that would add a listener per await.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isSpaRequest(request)) {
      if (built) {
        reply.header('Cache-Control', 'no-cache').sendFile('index.html');
        return;
      }
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(notBuiltPage(config.appName));
      return;
    }
    reply
      .code(404)
      .send(errorBody(404, `Route ${request.method}:${request.url.split('?')[0]} not found.`, 'Not Found'));
  });
}
