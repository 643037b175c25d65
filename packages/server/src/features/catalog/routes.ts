/**
 * SPEC §7 catalogue calls (paths from @insight/api `calls`), all for signed-in people:
 *   GET /api/catalogitem/                        every item, featured first, with isPurchased and cartLink
 *   GET /api/catalogitem/item/:id/:includeReports one item ('true'|'false': fill catalogItemReports)
 *   GET /api/catalogitempackage/                 every package
 *   GET /api/catalogitempackage/:type/:id        one package ({a}/{b} = type/id)
 * and the shipped images: GET /assets/catalog/<file> (public).
 * The seeded catalogue is upserted when the plugin starts.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { calls, CATALOG_TYPES } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_ROOT } from '../../config.js';
import { callRoute, idParam } from '../../http/calls.js';
import { badRequest, notFound } from '../../http/errors.js';
import { CATALOG_ASSETS_PATH } from '../../http/paths.js';
import { userOf } from '../../security/authenticate.js';
import { shopSettings } from '../cart/settings.js';
import { catalogSnapshot, getCatalogItem, getPackage, listCatalogItems, listPackages, seedCatalog } from './service.js';

export const CATALOG_ASSETS_DIR = path.join(PACKAGE_ROOT, 'assets', 'catalog');

function flagParam(value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest("The includeReports flag must be 'true' or 'false'.");
}

export async function catalogFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await seedCatalog(ctx.db);
  const catalog = async () => catalogSnapshot(ctx, ctx.db, await shopSettings(ctx), ctx.config.featuredCatalogItemId);

  await app.register(fastifyStatic, {
    root: CATALOG_ASSETS_DIR,
    prefix: CATALOG_ASSETS_PATH,
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '1d',
  });

  callRoute(app, calls.listCatalogItems, async (request) => {
    const user = userOf(request);
    return listCatalogItems(ctx.db, await catalog(), user.id);
  });

  callRoute(app, calls.getCatalogItem, async (request) => {
    const user = userOf(request);
    const id = idParam(request.params.id);
    const includeReports = flagParam(request.params.includeReports);
    const item = await getCatalogItem(ctx.db, await catalog(), user.id, id, includeReports);
    if (!item) throw notFound('This catalogue item does not exist.');
    return item;
  });

  callRoute(app, calls.listPackages, async (request) => {
    userOf(request);
    return listPackages(ctx.db, await shopSettings(ctx));
  });

  callRoute(app, calls.getPackage, async (request) => {
    userOf(request);
    const { type } = request.params;
    if (!(CATALOG_TYPES as readonly string[]).includes(type)) {
      throw badRequest(`The package type must be one of ${CATALOG_TYPES.join(', ')}.`);
    }
    const id = idParam(request.params.id);
    const pkg = await getPackage(ctx.db, await shopSettings(ctx), type, id);
    if (!pkg) throw notFound('This package does not exist.');
    return pkg;
  });
}
