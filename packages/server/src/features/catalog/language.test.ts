/**
 * The catalogue in the asker's language (issue 38): German or Spanish texts laid over the seeded English, by the
 * browser's kept choice (the language cookie) or else Accept-Language; English exactly as the database holds it.
 */
import { brotliDecompressSync } from 'node:zlib';
import { array, assert } from 'superstruct';
import { CatalogItem, CatalogItemPackage, LANGUAGE_COOKIE, calls, pathFor } from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { SEED_CATALOG_ITEMS, SEED_PACKAGES } from './seed.js';
import { ITEM_TRANSLATIONS, PACKAGE_TRANSLATIONS, type TranslatedLanguage } from './seed-translations.js';

let t: TestServer;
let me: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestServer();
  me = await signedInUser(t.app);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...me.headers, ...headers } });

/** The answer's JSON, decompressed when it came compressed. */
function body<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const raw = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
  return JSON.parse(raw.toString('utf8')) as T;
}

const list = async (headers: Record<string, string> = {}) => {
  const items = body<CatalogItem[]>(await get(calls.listCatalogItems.path, headers));
  assert(items, array(CatalogItem));
  return items;
};
const packages = async (headers: Record<string, string> = {}) => {
  const pkgs = body<CatalogItemPackage[]>(await get(calls.listPackages.path, headers));
  assert(pkgs, array(CatalogItemPackage));
  return pkgs;
};

const seedItem = (id: number) => {
  const item = SEED_CATALOG_ITEMS.find((i) => i.id === id);
  if (!item) throw new Error(`no seeded item ${id}`);
  return item;
};
/** The item's texts as a reader of `language` should see them. */
const textsIn = (id: number, language: TranslatedLanguage) => {
  const item = seedItem(id);
  const texts = ITEM_TRANSLATIONS[item.code as keyof typeof ITEM_TRANSLATIONS][language];
  return { name: texts.name, shortDescription: texts.shortDescription, description: texts.description };
};
const packageTextsIn = (id: number, language: TranslatedLanguage) => {
  const pkg = SEED_PACKAGES.find((p) => p.id === id);
  if (!pkg) throw new Error(`no seeded package ${id}`);
  return PACKAGE_TRANSLATIONS[pkg.code as keyof typeof PACKAGE_TRANSLATIONS][language];
};

const varies = (res: LightMyRequestResponse): string[] =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('the catalogue in a language', () => {
  it('answers the list and an item in German to Accept-Language de-DE, saying it varies by language', async () => {
    const res = await get(calls.listCatalogItems.path, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(varies(res)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const items = body<CatalogItem[]>(res);
    expect(items.map((i) => i.name)).toEqual([
      'Meine Personal Map',
      'Berufliche Stärken',
      'Führungsstil',
      'Beziehungen & Kommunikation',
      'Stress & Resilienz',
      'Trainingsmotivation',
      'Teamsport-Profil',
    ]);
    for (const item of items) {
      expect(item).toMatchObject(textsIn(item.id, 'de'));
      expect(item.catalogItemReports[0]?.report.reportName).toBe(textsIn(item.id, 'de').name);
    }

    const one = await get(pathFor(calls.getCatalogItem, { id: 3, includeReports: true }), {
      'accept-language': 'de-DE',
    });
    expect(varies(one)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    const leadership = body<CatalogItem>(one);
    expect(leadership).toMatchObject({ id: 3, ...textsIn(3, 'de'), price: 19.99 });
    expect(leadership.catalogItemReports[0]?.report).toEqual({ reportId: 3, reportName: 'Führungsstil' });
  });

  it('answers in Spanish to the kept choice (the language cookie), whatever Accept-Language says', async () => {
    const headers = { cookie: `${LANGUAGE_COOKIE}=es`, 'accept-language': 'de-DE' };
    const items = await list(headers);
    expect(items.map((i) => i.name)).toEqual(items.map((i) => textsIn(i.id, 'es').name));
    for (const item of items) expect(item).toMatchObject(textsIn(item.id, 'es'));
    const one = body<CatalogItem>(await get(pathFor(calls.getCatalogItem, { id: 5, includeReports: false }), headers));
    expect(one).toMatchObject({ id: 5, name: 'Perfil en deportes de equipo', catalogItemReports: [] });
    expect(await packages(headers)).toMatchObject([packageTextsIn(1, 'es'), packageTextsIn(2, 'es')]);
    const pkg = await get('/api/catalogitempackage/career/2', headers);
    expect(varies(pkg)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    expect(body<CatalogItemPackage>(pkg)).toMatchObject({ id: 2, name: 'Insight completo' });
  });

  it('answers the packages in German, the same prices, links and guides as in English', async () => {
    const english = await packages();
    const german = await packages({ 'accept-language': 'de' });
    expect(german).toMatchObject([packageTextsIn(1, 'de'), packageTextsIn(2, 'de')]);
    expect(german.map(({ name: _n, description: _d, ...rest }) => rest)).toEqual(
      english.map(({ name: _n, description: _d, ...rest }) => rest),
    );
  });

  it('answers English exactly as before to en-US and to no language at all', async () => {
    const none = await get(calls.listCatalogItems.path);
    const american = await get(calls.listCatalogItems.path, { 'accept-language': 'en-US,en;q=0.9' });
    expect(american.body).toBe(none.body);
    const items = body<CatalogItem[]>(none);
    for (const item of items) {
      const seed = seedItem(item.id);
      expect(item).toMatchObject({
        name: seed.name,
        shortDescription: seed.shortDescription,
        description: seed.description,
      });
      expect(item.catalogItemReports[0]?.report).toEqual(seed.report);
    }
    // A language the catalogue does not speak is English too.
    expect((await get(calls.listCatalogItems.path, { 'accept-language': 'fr-FR' })).body).toBe(none.body);
    expect((await packages({ 'accept-language': 'en-US' })).map((p) => [p.name, p.description])).toEqual(
      SEED_PACKAGES.map((p) => [p.name, p.description]),
    );
    const one = await get(pathFor(calls.getCatalogItem, { id: 1, includeReports: true }), { 'accept-language': 'en' });
    expect(body<CatalogItem>(one)).toMatchObject({ name: 'My Personal Map', description: seedItem(1).description });
  });

  it('keeps each language apart through the remembered lists and compressed answers', async () => {
    const brotli = { 'accept-encoding': 'br' };
    for (let round = 0; round < 2; round += 1) {
      const de = await get(calls.listCatalogItems.path, { ...brotli, 'accept-language': 'de' });
      expect(de.headers['content-encoding']).toBe('br');
      expect(varies(de)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'accept-encoding']));
      expect(body<CatalogItem[]>(de)[0]?.name).toBe('Meine Personal Map');
      const en = await get(calls.listCatalogItems.path, brotli);
      expect(body<CatalogItem[]>(en)[0]?.name).toBe('My Personal Map');
      const es = await get(calls.listCatalogItems.path, { ...brotli, cookie: `${LANGUAGE_COOKIE}=es` });
      expect(body<CatalogItem[]>(es)[0]?.name).toBe('Mi Personal Map');
    }
  });
});
