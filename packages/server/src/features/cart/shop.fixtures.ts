/**
 * What the shop files share (shop-catalogue.test.ts, shop-webhook.test.ts, shop-sso-sandbox.test.ts): the catalogue
 * as a signed-in person reads it.
 */
import { array, assert } from 'superstruct';
import { CatalogItem, calls } from '@insight/api';
import { expect } from 'vitest';
import type { TestServer } from '../../test/harness.js';

export type Headers = { authorization: string };

/** The catalogue's reads on the test server `server()` answers (the calling file's own). */
export function catalogReader(server: () => TestServer) {
  async function catalog(headers: Headers): Promise<CatalogItem[]> {
    const res = await server().app.inject({ method: 'GET', url: calls.listCatalogItems.path, headers });
    expect(res.statusCode).toBe(200);
    const items = res.json<CatalogItem[]>();
    assert(items, array(CatalogItem));
    return items;
  }

  const purchasedIds = async (headers: Headers): Promise<number[]> =>
    (await catalog(headers)).filter((i) => i.isPurchased).map((i) => i.id);

  return { catalog, purchasedIds };
}
