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
import { badRequest, notFound } from '../../http/errors.js';
import { userOf } from '../../security/authenticate.js';
import { shopSettings } from '../cart/settings.js';
import { catalogSnapshot, getCatalogItem, getPackage, listCatalogItems, listPackages, seedCatalog } from './service.js';

export const CATALOG_ASSETS_DIR = path.join(PACKAGE_ROOT, 'assets', 'catalog');

/** A positive whole number path parameter, else 400. */
export function idParam(value: unknown, name = 'id'): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) {
    throw badRequest(`The ${name} must be a positive whole number.`);
  }
  return Number(value);
}

function flagParam(value: unknown): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest("The includeReports flag must be 'true' or 'false'.");
}

const paramsOf = (request: { params: unknown }): Record<string, string | undefined> =>
  (request.params ?? {}) as Record<string, string | undefined>;

export async function catalogFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await seedCatalog(ctx.db);
  const catalog = async () => catalogSnapshot(ctx, ctx.db, await shopSettings(ctx), ctx.config.featuredCatalogItemId);

  await app.register(fastifyStatic, {
    root: CATALOG_ASSETS_DIR,
    prefix: '/assets/catalog/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '1d',
  });

  app.get(calls.listCatalogItems.path, async (request) => {
    const user = userOf(request);
    return listCatalogItems(ctx.db, await catalog(), user.id);
  });

  app.get(calls.getCatalogItem.path, async (request) => {
    const user = userOf(request);
    const params = paramsOf(request);
    const id = idParam(params.id);
    const includeReports = flagParam(params.includeReports);
    const item = await getCatalogItem(ctx.db, await catalog(), user.id, id, includeReports);
    if (!item) throw notFound('This catalogue item does not exist.');
    return item;
  });

  app.get(calls.listPackages.path, async (request) => {
    userOf(request);
    return listPackages(ctx.db, await shopSettings(ctx));
  });

  app.get(calls.getPackage.path, async (request) => {
    userOf(request);
    const params = paramsOf(request);
    const type = params.type ?? '';
    if (!(CATALOG_TYPES as readonly string[]).includes(type)) {
      throw badRequest(`The package type must be one of ${CATALOG_TYPES.join(', ')}.`);
    }
    const id = idParam(params.id);
    const pkg = await getPackage(ctx.db, await shopSettings(ctx), type, id);
    if (!pkg) throw notFound('This package does not exist.');
    return pkg;
  });
}
