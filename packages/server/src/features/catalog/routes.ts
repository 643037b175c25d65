/**
 * SPEC §7 catalogue calls (paths from @insight/api `calls`), all for signed-in people:
 *   GET /api/catalogitem/                        every item, featured first, with isPurchased and cartLink
 *   GET /api/catalogitem/item/:id/:includeReports one item ('true'|'false': fill catalogItemReports)
 *   GET /api/catalogitempackage/                 every package
 *   GET /api/catalogitempackage/:type/:id        one package ({a}/{b} = type/id)
 * and the shipped images: GET /assets/catalog/<file> (public).
 * The seeded catalogue is upserted when the plugin starts. Its texts answer in the asker's language (issue 38:
 * the browser's kept choice, else Accept-Language, else English).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { calls, CATALOG_TYPES } from '@insight/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PACKAGE_ROOT } from '../../config.js';
import { callRoute, idParam } from '../../http/calls.js';
import { REPEATED_ANSWERS } from '../../http/compression.js';
import { badRequest, notFound } from '../../http/errors.js';
import { CATALOG_ASSETS_PATH, isServableFilePath } from '../../http/paths.js';
import { requestLanguage } from '../../i18n/index.js';
import { staleToken, userOf } from '../../security/authenticate.js';
import { shopSettings } from '../cart/index.js';
import { loadWebpCopies, serveWebpCopies } from './pictures.js';
import {
  createCatalog,
  getCatalogItem,
  getPackage,
  listCatalogItemsJson,
  listPackages,
  seedCatalog,
  type CatalogView,
} from './service.js';

export const CATALOG_ASSETS_DIR = path.join(PACKAGE_ROOT, 'assets', 'catalog');

function flagParam(value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest("The includeReports flag must be 'true' or 'false'.");
}

/**
 * A catalogue route: the asker's view (one statement that also checks the token's version: see service.ts); its
 * answers repeat (they depend on the catalogue's version, the asker's language and purchases only) and are
 * compressed once.
 */
const catalogRoute = { config: { checksTokenVersion: true }, compress: REPEATED_ANSWERS };

export async function catalogFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await seedCatalog(ctx.db);
  const catalog = createCatalog(ctx.dbHandle, () => shopSettings(ctx), ctx.config.featuredCatalogItemId);
  const viewOf = async (request: FastifyRequest, reply: FastifyReply): Promise<CatalogView> => {
    const view = await catalog.view(userOf(request), requestLanguage(request));
    if (!view) throw staleToken(reply);
    // The answer is in the language the request asks for (its language cookie, else Accept-Language) and is the
    // asker's own (their purchases): a cache keeps one per language and choice, none is shared, and none is reused
    // without asking again (a purchase shows on the very next request).
    reply.header('Vary', 'Accept-Language, Cookie').header('Cache-Control', 'private, no-cache');
    return view;
  };

  // The pictures in a context of their own: the WebP copies' hook (pictures.ts) applies to them alone.
  await app.register(async (pictures) => {
    serveWebpCopies(pictures, CATALOG_ASSETS_PATH, loadWebpCopies());
    await pictures.register(fastifyStatic, {
      root: CATALOG_ASSETS_DIR,
      prefix: CATALOG_ASSETS_PATH,
      decorateReply: false,
      index: false,
      list: false,
      maxAge: '1d',
      // Only paths a file system can hold are looked up (no NUL, no '..', no overlong segment): else not found.
      allowedPath: (pathname) => isServableFilePath(pathname),
    });
  });

  callRoute(
    app,
    calls.listCatalogItems,
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(listCatalogItemsJson(await viewOf(request, reply))),
    catalogRoute,
  );

  callRoute(
    app,
    calls.getCatalogItem,
    async (request, reply) => {
      // The token first (a stale one is 401 whatever the parameters, as the authentication hook answers).
      const view = await viewOf(request, reply);
      const id = idParam(request.params.id);
      const includeReports = flagParam(request.params.includeReports);
      const item = getCatalogItem(view, id, includeReports);
      if (!item) throw notFound('This catalogue item does not exist.');
      return item;
    },
    catalogRoute,
  );

  callRoute(
    app,
    calls.listPackages,
    async (request, reply) => listPackages(await viewOf(request, reply)),
    catalogRoute,
  );

  callRoute(
    app,
    calls.getPackage,
    async (request, reply) => {
      const view = await viewOf(request, reply);
      const { type } = request.params;
      if (!(CATALOG_TYPES as readonly string[]).includes(type)) {
        throw badRequest(`The package type must be one of ${CATALOG_TYPES.join(', ')}.`);
      }
      const id = idParam(request.params.id);
      const pkg = getPackage(view, type, id);
      if (!pkg) throw notFound('This package does not exist.');
      return pkg;
    },
    catalogRoute,
  );
}
