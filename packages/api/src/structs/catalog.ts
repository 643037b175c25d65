/**
 * The catalogue's structs: the guides (reports), the catalogue items and the packages, with the helpers that
 * read a guide and its background image from an item.
 */
import { array, boolean, enums, number, optional, string, type, type Infer } from 'superstruct';
import { CATALOG_TYPES } from '../constants.js';

export const Report = type({ reportId: number(), reportName: string() });
export type Report = Infer<typeof Report>;

export const CatalogType = enums(CATALOG_TYPES);
export type CatalogType = Infer<typeof CatalogType>;

/** catalogItemReports[0].report holds the guide's reportId and reportName. */
export const CatalogItemReport = type({
  id: optional(number()),
  catalogItemId: optional(number()),
  reportId: number(),
  report: Report,
});
export type CatalogItemReport = Infer<typeof CatalogItemReport>;

export const CatalogItem = type({
  id: number(),
  type: CatalogType,
  name: string(),
  price: number(),
  isPurchased: boolean(),
  cartLink: string(),
  imageFileName: string(),
  description: string(),
  shortDescription: string(),
  catalogItemReports: array(CatalogItemReport),
});
export type CatalogItem = Infer<typeof CatalogItem>;

/** A package; `type` is a string because anything but career/personal is drawn green. */
export const CatalogItemPackage = type({
  id: number(),
  name: string(),
  description: string(),
  price: number(),
  imageName: string(),
  type: string(),
  cartLink: string(),
  catalogItemIds: optional(array(number())),
});
export type CatalogItemPackage = Infer<typeof CatalogItemPackage>;

/**
 * 'report_bg_' + the middle part of the image name + '.jpg'. The "middle part" is the file name
 * without its folder, without its extension and without its first '_'-separated word (the kind
 * prefix such as 'guide'): 'guide_career_leadership.png' → 'report_bg_career_leadership.jpg'.
 * A name without '_' keeps its whole base name: 'map.png' → 'report_bg_map.jpg'.
 */
export const backgroundImageFileName = (imageFileName: string): string => {
  const file = imageFileName.split('/').pop() ?? imageFileName;
  const dot = file.lastIndexOf('.');
  const base = dot > 0 ? file.slice(0, dot) : file;
  const underscore = base.indexOf('_');
  const middle = underscore >= 0 && underscore < base.length - 1 ? base.slice(underscore + 1) : base;
  return `report_bg_${middle}.jpg`;
};

/** The guide (report) of a catalogue item: the first catalogItemReports entry. */
export const reportOf = (item: Pick<CatalogItem, 'catalogItemReports'>): Report | undefined =>
  item.catalogItemReports[0]?.report;
