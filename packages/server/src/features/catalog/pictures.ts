/**
 * The shipped catalogue pictures in a modern format: the server's build writes a WebP copy of each PNG and JPEG of
 * assets/catalog at the size it is drawn (scripts/catalog-webp.mjs → dist/catalog-webp/<file>.webp, about half the
 * bytes). A browser that accepts image/webp gets the copy at the picture's own address (same URL, so the catalogue's
 * file names, the app and a CDN need nothing new); any other gets the original. Both answers say Vary: Accept.
 * Without the build's folder (running from source) the originals are sent, as before.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_ROOT } from '../../config.js';

export const CATALOG_WEBP_DIR = path.join(PACKAGE_ROOT, 'dist', 'catalog-webp');

/** The WebP copies by the original's file name ('guide_personal_map.png'), read once. */
export function loadWebpCopies(dir: string = CATALOG_WEBP_DIR): Map<string, Buffer> {
  const copies = new Map<string, Buffer>();
  if (!existsSync(dir)) return copies;
  for (const name of readdirSync(dir)) {
    const original = /^(.+\.(?:png|jpe?g))\.webp$/i.exec(name)?.[1];
    if (original) copies.set(original, readFileSync(path.join(dir, name)));
  }
  return copies;
}

export const acceptsWebp = (accept: string | undefined): boolean =>
  /(^|[\s,])image\/webp(\s*[;,]|\s*$)/i.test(accept ?? '');

/**
 * In the picture routes' own context (`app` holds the static handler of `prefix` and nothing else): answers a
 * picture with a copy in WebP to a browser that accepts it, before the static handler looks at the disk.
 */
export function serveWebpCopies(app: FastifyInstance, prefix: string, copies: Map<string, Buffer>): void {
  if (copies.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const name = request.url.startsWith(prefix) ? request.url.slice(prefix.length).split('?')[0] : undefined;
    const copy = name === undefined ? undefined : copies.get(name);
    if (!copy) return;
    reply.header('Vary', 'Accept');
    if (!acceptsWebp(request.headers.accept)) return;
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/webp').send(copy);
  });
}
