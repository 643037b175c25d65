import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_CATALOG_ITEMS, SEED_PACKAGES } from './seed.js';
import { ITEM_TRANSLATIONS, PACKAGE_TRANSLATIONS, type TranslatedLanguage } from './seed-translations.js';
import { itemTextsIn, packageTextsIn, reportNameIn } from './texts.js';

const LANGUAGES: readonly TranslatedLanguage[] = ['de', 'es'];
const guides = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../guides');

/** The title of each translated guide of `language` by its reportId, from its front matter. */
function guideTitles(language: TranslatedLanguage): Map<number, string> {
  const titles = new Map<number, string>();
  const folder = path.join(guides, language);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.md'))) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1] ?? '';
    const field = (name: string): string | undefined => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(front)?.[1]?.trim();
    titles.set(Number(field('reportId')), field('title') ?? '');
  }
  return titles;
}

const itemTranslations = new Map(Object.entries(ITEM_TRANSLATIONS));
const packageTranslations = new Map(Object.entries(PACKAGE_TRANSLATIONS));
const itemTranslation = (code: string, language: TranslatedLanguage) => itemTranslations.get(code)?.[language];
const packageTranslation = (code: string, language: TranslatedLanguage) => packageTranslations.get(code)?.[language];

/** The markup of a simple HTML text without its words: its tags in order. */
const tagsOf = (html: string): string[] => html.match(/<[^>]+>/g) ?? [];
/** The entries of a simple HTML text's list, as a reader sees them. */
const listOf = (html: string): string[] =>
  [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

describe('the seeded catalogue in German and Spanish', () => {
  it('translates every text of every item, none empty, each sentence in other words than English', () => {
    for (const item of SEED_CATALOG_ITEMS) {
      for (const language of LANGUAGES) {
        const texts = itemTranslation(item.code, language);
        expect(texts, `${item.code} ${language}`).toBeDefined();
        for (const text of [texts?.name, texts?.shortDescription, texts?.description]) {
          expect(text?.trim(), `${item.code} ${language}`).toBeTruthy();
        }
        expect(texts?.shortDescription).not.toBe(item.shortDescription);
        expect(texts?.description).not.toBe(item.description);
      }
    }
    expect(Object.keys(ITEM_TRANSLATIONS).sort()).toEqual(SEED_CATALOG_ITEMS.map((item) => item.code).sort());
  });

  it('translates every text of every package, keeping its markup', () => {
    for (const pkg of SEED_PACKAGES) {
      for (const language of LANGUAGES) {
        const texts = packageTranslation(pkg.code, language);
        expect(texts, `${pkg.code} ${language}`).toBeDefined();
        expect(texts?.name.trim(), `${pkg.code} ${language}`).toBeTruthy();
        expect(texts?.description).not.toBe(pkg.description);
        expect(tagsOf(texts?.description ?? ''), `${pkg.code} ${language}`).toEqual(tagsOf(pkg.description));
      }
    }
    expect(Object.keys(PACKAGE_TRANSLATIONS).sort()).toEqual(SEED_PACKAGES.map((pkg) => pkg.code).sort());
  });

  it("names each guide as its translated guide's title, and its report as the guide", () => {
    for (const language of LANGUAGES) {
      const titles = guideTitles(language);
      expect(titles.size, language).toBe(SEED_CATALOG_ITEMS.length);
      for (const item of SEED_CATALOG_ITEMS) {
        // The report's name is the item's name in English too (texts.ts translates one by the other).
        expect(item.report.reportName).toBe(item.name);
        expect(itemTranslation(item.code, language)?.name, `${item.code} ${language}`).toBe(
          titles.get(item.report.reportId),
        );
      }
    }
  });

  it("lists in each package's description its guides by their translated names", () => {
    for (const pkg of SEED_PACKAGES) {
      const names = (language: TranslatedLanguage | 'en') =>
        pkg.catalogItemIds.map((id) => {
          const item = SEED_CATALOG_ITEMS.find((i) => i.id === id);
          return language === 'en' ? item?.name : itemTranslation(item?.code ?? '', language)?.name;
        });
      expect(listOf(pkg.description)).toEqual(names('en'));
      for (const language of LANGUAGES) {
        expect(listOf(packageTranslation(pkg.code, language)?.description ?? ''), language).toEqual(names(language));
      }
    }
  });

  it('keeps Personal Map as the name it is, and speaks formally', () => {
    const all = (language: TranslatedLanguage): string[] => [
      ...SEED_CATALOG_ITEMS.flatMap((item) => Object.values(itemTranslation(item.code, language) ?? {})),
      ...SEED_PACKAGES.flatMap((pkg) => Object.values(packageTranslation(pkg.code, language) ?? {})),
    ];
    const english = [
      ...SEED_CATALOG_ITEMS.flatMap((item) => [item.name, item.shortDescription, item.description]),
      ...SEED_PACKAGES.flatMap((pkg) => [pkg.name, pkg.description]),
    ];
    const count = (texts: string[]) => texts.join('\n').split('Personal Map').length - 1;
    for (const language of LANGUAGES) expect(count(all(language)), language).toBe(count(english));
    const informal = {
      de: /(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu,
      es: /(?<!\p{L})(tú|tu|tus|contigo|te)(?!\p{L})/iu,
    };
    for (const language of LANGUAGES) {
      for (const text of all(language)) expect(text, language).not.toMatch(informal[language]);
    }
    for (const text of all('de')) expect(text).not.toMatch(/Leitfaden|Ratgeber/);
  });
});

describe('the texts a request reads', () => {
  const map = SEED_CATALOG_ITEMS[0];
  if (!map) throw new Error('no seeded items');
  const row = {
    code: map.code,
    name: map.name,
    shortDescription: map.shortDescription,
    description: map.description,
    reportName: map.report.reportName,
  };

  it('answers English as the row holds it, and another language as its translation', () => {
    expect(itemTextsIn(row, 'en')).toEqual({
      name: map.name,
      shortDescription: map.shortDescription,
      description: map.description,
      reportName: map.report.reportName,
    });
    expect(itemTextsIn(row, 'de')).toEqual({ ...ITEM_TRANSLATIONS['MAP-001'].de, reportName: 'Meine Personal Map' });
    expect(itemTextsIn(row, 'es').reportName).toBe('Mi Personal Map');
    const pkg = SEED_PACKAGES[1];
    if (!pkg) throw new Error('no seeded packages');
    expect(packageTextsIn(pkg, 'en')).toEqual({ name: pkg.name, description: pkg.description });
    expect(packageTextsIn(pkg, 'es')).toEqual(PACKAGE_TRANSLATIONS['PKG-ALL'].es);
  });

  it('keeps English the seed does not write: a changed text, or an item it does not know', () => {
    const changed = { ...row, name: 'My New Map' };
    expect(itemTextsIn(changed, 'de')).toMatchObject({
      name: 'My New Map',
      description: ITEM_TRANSLATIONS['MAP-001'].de.description,
    });
    const { code: _code, ...english } = row;
    expect(itemTextsIn({ ...row, code: 'NEW-001' }, 'es')).toEqual(english);
    expect(reportNameIn(map.report.reportId, map.report.reportName, 'de')).toBe('Meine Personal Map');
    expect(reportNameIn(map.report.reportId, 'Renamed', 'de')).toBe('Renamed');
    expect(reportNameIn(999, 'Elsewhere', 'es')).toBe('Elsewhere');
    expect(reportNameIn(map.report.reportId, map.report.reportName, 'en')).toBe(map.report.reportName);
  });
});
