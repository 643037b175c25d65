import { PERSONAL_MAP_REPORT_ID } from '../constants.js';
import type { CatalogItem, CatalogItemPackage, CatalogType, Report } from '../structs.js';

/**
 * A report of the catalogue: My Personal Map is PERSONAL_MAP_REPORT_ID (as the server seeds it: its sharing
 * opens the trait scores); the others 100 + the item's id (102 Career Strengths, 103 Leadership Style…).
 */
const report = (reportId: number, reportName: string): Report => ({ reportId, reportName });
const reportIdOf = (itemId: number): number => (itemId === 1 ? PERSONAL_MAP_REPORT_ID : 100 + itemId);

export const reports = {
  map: report(PERSONAL_MAP_REPORT_ID, 'My Personal Map'),
  career: report(102, 'Career Strengths'),
  leadership: report(103, 'Leadership Style'),
  training: report(104, 'Training Motivation'),
};

/** A catalogue like the seeded one: the featured personal map (id 1, also the required purchase) and six guides. */
const item = (
  id: number,
  type: CatalogType,
  name: string,
  price: number,
  imageFileName: string,
  shortDescription: string,
  isPurchased = false,
): CatalogItem => ({
  id,
  type,
  name,
  price,
  isPurchased,
  cartLink: `https://cart.test/cart?name=${encodeURIComponent(name)}&price=${price.toFixed(2)}&code=ITEM-${id}`,
  imageFileName,
  description: `${name} in depth: what your answers say, and what you can do with it this week.`,
  shortDescription,
  catalogItemReports: [{ id, catalogItemId: id, reportId: reportIdOf(id), report: report(reportIdOf(id), name) }],
});

export const FEATURED_ID = 1;

/** In the server's (unsorted) order: sports and personal before career, the map in the middle. */
export const catalogItems: CatalogItem[] = [
  item(4, 'sports', 'Training Motivation', 9.99, 'guide_training_motivation.png', 'What keeps you training.'),
  item(
    6,
    'personal',
    'Relationships & Communication',
    14.99,
    'guide_relationships_communication.png',
    'How you connect and listen.',
  ),
  item(1, 'personal', 'My Personal Map', 29, 'guide_personal_map.png', 'Your five core traits on one page.', true),
  item(3, 'career', 'Leadership Style', 19.99, 'guide_leadership_style.png', 'How you tend to lead and decide.'),
  item(2, 'career', 'Career Strengths', 14.99, 'guide_career_strengths.png', 'Where you do your best work.', true),
  item(5, 'sports', 'Team Sports Fit', 12.99, 'guide_team_sports_fit.png', 'How you play as part of a team.'),
];

/** The same catalogue before any purchase. */
export const unpurchasedCatalog: CatalogItem[] = catalogItems.map((entry) => ({ ...entry, isPurchased: false }));

export const catalogItem = (id: number, overrides: Partial<CatalogItem> = {}): CatalogItem => {
  const found = catalogItems.find((entry) => entry.id === id);
  if (!found) throw new Error(`No catalogue fixture ${id}`);
  return { ...found, ...overrides };
};

export const packages: CatalogItemPackage[] = [
  {
    id: 1,
    name: 'Personal Map',
    description: '<p>Start with <strong>My Personal Map</strong>: your five core traits explained.</p>',
    price: 29,
    imageName: 'package_personal_map.png',
    type: 'personal',
    cartLink: 'https://cart.test/cart?name=Personal%20Map&price=29.00&code=PKG-MAP',
  },
  {
    id: 2,
    name: 'Complete Insight',
    description: '<p>Everything Insight offers.</p><ul><li>Every guide</li></ul><script>window.hacked = true</script>',
    price: 79,
    imageName: 'package_complete_insight.png',
    type: 'career',
    cartLink: 'https://cart.test/cart?name=Complete%20Insight&price=79.00&code=PKG-ALL',
  },
  {
    id: 3,
    name: 'Athlete Bundle',
    description: '<p>The sports guides together.</p>',
    price: 19.5,
    imageName: 'package_athlete.png',
    type: 'bundle',
    cartLink: 'https://cart.test/cart?name=Athlete%20Bundle&price=19.50&code=PKG-SPT',
  },
];

/** A report as the server sends it (HTML), with something a sanitizer must remove. */
export const reportHtml = (name: string): string =>
  `<h2>${name}</h2><p>You scored high on <strong>Extraversion</strong>.</p><img src="x" onerror="window.hacked = true" alt="chart"><script>window.hacked = true</script>`;
