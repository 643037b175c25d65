/**
 * The catalogue's texts in a person's language (issue 38). The database holds the English of seed.ts; each text
 * of a row that is still the seed's English reads as its translation (seed-translations.ts), found by the row's
 * product code. A text the seed does not write (another catalogue seeded in its place, a row changed by hand)
 * stays as the database has it: a translation is never shown for English it does not translate.
 */
import { DEFAULT_LANGUAGE, type Language } from '@insight/api';
import { SEED_CATALOG_ITEMS, SEED_PACKAGES } from './seed.js';
import {
  ITEM_TRANSLATIONS,
  PACKAGE_TRANSLATIONS,
  type ItemTexts,
  type PackageTexts,
  type TranslatedLanguage,
} from './seed-translations.js';

/** An item's texts as its row holds them: its own, and its report's name (the guide's title). */
export type ItemRowTexts = ItemTexts & { reportName: string };

/** The seed's English of each item and package, and their translations, by product code. */
const seedItems = new Map(SEED_CATALOG_ITEMS.map((item) => [item.code, item]));
const seedPackages = new Map(SEED_PACKAGES.map((pkg) => [pkg.code, pkg]));
const itemTranslations = new Map<string, Readonly<Record<TranslatedLanguage, ItemTexts>>>(
  Object.entries(ITEM_TRANSLATIONS),
);
const packageTranslations = new Map<string, Readonly<Record<TranslatedLanguage, PackageTexts>>>(
  Object.entries(PACKAGE_TRANSLATIONS),
);

const isTranslated = (language: Language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE;

/** The translation of `english` when it is the seed's English of that text, else `english` itself. */
const overlay = (english: string, seedEnglish: string, translation: string): string =>
  english === seedEnglish ? translation : english;

/** An item's texts in `language`; English answers the row's own. */
export function itemTextsIn(row: ItemRowTexts & { code: string }, language: Language): ItemRowTexts {
  const seed = seedItems.get(row.code);
  const translated = isTranslated(language) ? itemTranslations.get(row.code)?.[language] : undefined;
  if (!seed || !translated) {
    return {
      name: row.name,
      shortDescription: row.shortDescription,
      description: row.description,
      reportName: row.reportName,
    };
  }
  return {
    name: overlay(row.name, seed.name, translated.name),
    shortDescription: overlay(row.shortDescription, seed.shortDescription, translated.shortDescription),
    description: overlay(row.description, seed.description, translated.description),
    // The report is the item's guide: its name is the guide's title, which the item's name translates.
    reportName: overlay(row.reportName, seed.report.reportName, translated.name),
  };
}

/** A package's texts in `language`; English answers the row's own. */
export function packageTextsIn(row: PackageTexts & { code: string }, language: Language): PackageTexts {
  const seed = seedPackages.get(row.code);
  const translated = isTranslated(language) ? packageTranslations.get(row.code)?.[language] : undefined;
  if (!seed || !translated) return { name: row.name, description: row.description };
  return {
    name: overlay(row.name, seed.name, translated.name),
    description: overlay(row.description, seed.description, translated.description),
  };
}

/**
 * A guide's name in `language`, from its report's id and name as the database holds them: the catalogue's port for
 * the other features that name guides to a person (shared guides, notices, their mails).
 */
export function reportNameIn(reportId: number, reportName: string, language: Language): string {
  const seed = SEED_CATALOG_ITEMS.find((item) => item.report.reportId === reportId);
  const translated = seed && isTranslated(language) ? itemTranslations.get(seed.code)?.[language] : undefined;
  return seed && translated ? overlay(reportName, seed.report.reportName, translated.name) : reportName;
}
