/** The catalogue: its items and packages, signed links to the cart, and its images. */
import { array, assert } from 'superstruct';
import { CatalogItem, CatalogItemPackage, calls, pathFor } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { catalogReader } from './shop.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});

afterAll(async () => {
  await t.close();
});

const { catalog } = catalogReader(() => t);

describe('catalogue', () => {
  it('lists the seeded items, featured first then career, personal, sports, with signed sandbox cart links', async () => {
    const me = await signedInUser(t.app);
    const items = await catalog(me.headers);
    expect(items.map((i) => i.name)).toEqual([
      'My Personal Map',
      'Career Strengths',
      'Leadership Style',
      'Relationships & Communication',
      'Stress & Resilience',
      'Training Motivation',
      'Team Sports Fit',
    ]);
    expect(items.every((i) => !i.isPurchased)).toBe(true);
    const map = items[0];
    expect(map).toMatchObject({ id: 1, type: 'personal', price: 29, imageFileName: 'guide_personal_map.png' });
    expect(map?.catalogItemReports[0]?.report).toEqual({ reportId: 1, reportName: 'My Personal Map' });
    const link = new URL(map?.cartLink ?? '');
    expect(link.origin + link.pathname).toBe('http://insight.test/sandbox/foxycart/cart');
    expect([...link.searchParams.keys()].map((k) => k.split('||')[0])).toEqual(['name', 'price', 'code']);
    expect([...link.searchParams.keys()].every((k) => /\|\|[0-9a-f]{64}$/.test(k))).toBe(true);
    expect([...link.searchParams.values()]).toEqual(['My Personal Map', '29.00', 'MAP-001']);
  });

  it('answers one item with or without its reports, and 400/404 JSON for bad or unknown ids', async () => {
    const me = await signedInUser(t.app);
    const withReports = await t.app.inject({
      method: 'GET',
      url: pathFor(calls.getCatalogItem, { id: 3, includeReports: true }),
      headers: me.headers,
    });
    expect(withReports.statusCode).toBe(200);
    expect(withReports.json<CatalogItem>().catalogItemReports).toHaveLength(1);
    const without = await t.app.inject({ method: 'GET', url: '/api/catalogitem/item/3/false', headers: me.headers });
    expect(without.json<CatalogItem>()).toMatchObject({ id: 3, name: 'Leadership Style', catalogItemReports: [] });

    for (const url of [
      '/api/catalogitem/item/abc/true',
      '/api/catalogitem/item/0/true',
      '/api/catalogitem/item/3/maybe',
      '/api/catalogitem/item/1e3/true',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: me.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: expect.any(String) });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/catalogitem/item/999/true', headers: me.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, error: 'This catalogue item does not exist.' });
  });

  it('needs a signed-in person', async () => {
    const res = await t.app.inject({ method: 'GET', url: calls.listCatalogItems.path });
    expect(res.statusCode).toBe(401);
  });

  it('lists the packages and answers one by type and id', async () => {
    const me = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: calls.listPackages.path, headers: me.headers });
    const pkgs = res.json<CatalogItemPackage[]>();
    assert(pkgs, array(CatalogItemPackage));
    expect(pkgs.map((p) => [p.name, p.type, p.price, p.catalogItemIds])).toEqual([
      ['Personal Map', 'personal', 29, [1]],
      ['Complete Insight', 'career', 79, [1, 2, 3, 4, 5, 6, 7]],
    ]);
    const one = await t.app.inject({ method: 'GET', url: '/api/catalogitempackage/career/2', headers: me.headers });
    expect(one.json<CatalogItemPackage>()).toMatchObject({
      id: 2,
      name: 'Complete Insight',
      imageName: 'package_complete_insight.png',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/catalogitempackage/sports/2', headers: me.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/catalogitempackage/nope/2', headers: me.headers })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/catalogitempackage/career/x', headers: me.headers })).statusCode,
    ).toBe(400);
  });

  it('serves the catalogue images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/catalog/guide_career_strengths.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const bg = await t.app.inject({ method: 'GET', url: '/assets/catalog/report_bg_career_strengths.jpg' });
    expect(bg.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/catalog/../../package.json' })).statusCode).toBe(404);
  });
});
