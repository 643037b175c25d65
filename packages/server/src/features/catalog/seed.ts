/**
 * The seeded catalogue (DESIGN.md, embedded defaults): the featured personal map (also the
 * required purchase), two career, two sports and two personal guides, and two packages.
 * Each guide is one report; its reportId equals its catalogue item id.
 * Images are shipped in packages/server/assets/catalog (made by scripts/make-images.mjs).
 */
import type { CatalogType } from '@insight/api';

export interface SeedCatalogItem {
  id: number;
  type: CatalogType;
  name: string;
  /** Dollars, no currency sign. */
  price: number;
  /** The FoxyCart product code; the webhook grants by it. */
  code: string;
  imageFileName: string;
  shortDescription: string;
  description: string;
  /** Order among items of the same type. */
  sortOrder: number;
  report: { reportId: number; reportName: string };
}

export interface SeedPackage {
  id: number;
  name: string;
  code: string;
  type: CatalogType;
  price: number;
  imageName: string;
  /** Simple HTML (the purchase-package screen shows it as HTML). */
  description: string;
  catalogItemIds: readonly number[];
}

/** The featured item: the personal map. Also the required purchase. */
export const FEATURED_CATALOG_ITEM_ID = 1;
export const REQUIRED_PURCHASE_CATALOG_ITEM_ID = 1;

/** The items as written, their codes kept as literals: SeedItemCode names them (seed-translations.ts). */
const ITEMS = [
  {
    id: 1,
    type: 'personal',
    name: 'My Personal Map',
    price: 29,
    code: 'MAP-001',
    imageFileName: 'guide_personal_map.png',
    shortDescription: 'Your five core traits on one page, and what each one means for you day to day.',
    description:
      'My Personal Map is where your Insight journey starts. It turns your answers to the 50-item questionnaire ' +
      'into a portrait of five broad traits: how you draw energy from people, how you relate to others, how you ' +
      'organise your work, how you handle pressure and how you engage with ideas. For each trait you get a plain ' +
      'reading of your score and practical suggestions you can try this week. Every other guide builds on it.',
    sortOrder: 0,
    report: { reportId: 1, reportName: 'My Personal Map' },
  },
  {
    id: 2,
    type: 'career',
    name: 'Career Strengths',
    price: 14.99,
    code: 'CAR-001',
    imageFileName: 'guide_career_strengths.png',
    shortDescription: 'Where you tend to do your best work, and the settings that bring it out.',
    description:
      'Career Strengths looks at how you organise work, how you like to work with people and how you take to new ' +
      'ideas, and turns that into concrete strengths you can name in a review or an interview. It suggests the ' +
      'kinds of tasks and environments that usually suit your profile and habits that help on the days they do not.',
    sortOrder: 1,
    report: { reportId: 2, reportName: 'Career Strengths' },
  },
  {
    id: 3,
    type: 'career',
    name: 'Leadership Style',
    price: 19.99,
    code: 'CAR-002',
    imageFileName: 'guide_leadership_style.png',
    shortDescription: 'How you tend to lead, decide and support a team, whether or not you hold the title.',
    description:
      'Leadership Style describes the way you are likely to set direction, make decisions, handle conflict and ' +
      'stay steady under pressure. It is written for anyone who leads: managers, team captains, project leads ' +
      'and parents organising a household. Each section names what people probably value in your style and one ' +
      'or two habits that round it out.',
    sortOrder: 2,
    report: { reportId: 3, reportName: 'Leadership Style' },
  },
  {
    id: 4,
    type: 'sports',
    name: 'Training Motivation',
    price: 9.99,
    code: 'SPT-001',
    imageFileName: 'guide_training_motivation.png',
    shortDescription: 'What keeps you training, and how to build a routine you will actually keep.',
    description:
      'Training Motivation connects your traits to the way you start, keep and restart a training habit. It ' +
      'looks at your appetite for structure, whether company spurs you on and how setbacks affect you, and ' +
      'suggests ways of planning sessions, tracking progress and getting back on track that fit your profile.',
    sortOrder: 1,
    report: { reportId: 4, reportName: 'Training Motivation' },
  },
  {
    id: 5,
    type: 'sports',
    name: 'Team Sports Fit',
    price: 12.99,
    code: 'SPT-002',
    imageFileName: 'guide_team_sports_fit.png',
    shortDescription: 'How you are likely to play, communicate and cope with pressure as part of a team.',
    description:
      'Team Sports Fit describes the role you are likely to take in a squad, how you tend to communicate on and ' +
      'off the field and how you respond to close games and mistakes. It suggests ways to make the most of your ' +
      'natural role and to support teammates who play the game differently.',
    sortOrder: 2,
    report: { reportId: 5, reportName: 'Team Sports Fit' },
  },
  {
    id: 6,
    type: 'personal',
    name: 'Relationships & Communication',
    price: 14.99,
    code: 'PER-001',
    imageFileName: 'guide_relationships_communication.png',
    shortDescription: 'How you connect, listen and disagree with the people who matter to you.',
    description:
      'Relationships & Communication looks at the way you open up, show care and handle disagreement with ' +
      'friends, family and partners. It offers ideas for conversations that go well, for the ones that are hard, ' +
      'and for understanding people whose style is different from yours.',
    sortOrder: 1,
    report: { reportId: 6, reportName: 'Relationships & Communication' },
  },
  {
    id: 7,
    type: 'personal',
    name: 'Stress & Resilience',
    price: 12.99,
    code: 'PER-002',
    imageFileName: 'guide_stress_resilience.png',
    shortDescription: 'How pressure tends to affect you, and everyday habits that help you recover.',
    description:
      'Stress & Resilience describes how you are likely to experience pressure, what tends to help you recover ' +
      'and which everyday routines support you. It is practical and gentle, and it is for information only: it ' +
      'does not replace the help of a qualified professional.',
    sortOrder: 2,
    report: { reportId: 7, reportName: 'Stress & Resilience' },
  },
] as const satisfies readonly SeedCatalogItem[];

/** The packages as written, their codes kept as literals: SeedPackageCode names them. */
const PACKAGES = [
  {
    id: 1,
    name: 'Personal Map',
    code: 'PKG-MAP',
    type: 'personal',
    price: 29,
    imageName: 'package_personal_map.png',
    description:
      '<p>Start with <strong>My Personal Map</strong>: your five core traits explained in plain words, with ' +
      'practical suggestions for each.</p><ul><li>My Personal Map</li></ul>',
    catalogItemIds: [1],
  },
  {
    id: 2,
    name: 'Complete Insight',
    code: 'PKG-ALL',
    type: 'career',
    price: 79,
    imageName: 'package_complete_insight.png',
    description:
      '<p>Everything Insight offers, for less than the guides bought one by one.</p><ul>' +
      '<li>My Personal Map</li><li>Career Strengths</li><li>Leadership Style</li><li>Training Motivation</li>' +
      '<li>Team Sports Fit</li><li>Relationships &amp; Communication</li><li>Stress &amp; Resilience</li></ul>',
    catalogItemIds: [1, 2, 3, 4, 5, 6, 7],
  },
] as const satisfies readonly SeedPackage[];

/** The product code of each seeded item: a table keyed by it must name every item (seed-translations.ts). */
export type SeedItemCode = (typeof ITEMS)[number]['code'];
/** The product code of each seeded package. */
export type SeedPackageCode = (typeof PACKAGES)[number]['code'];

export const SEED_CATALOG_ITEMS: readonly SeedCatalogItem[] = ITEMS;
export const SEED_PACKAGES: readonly SeedPackage[] = PACKAGES;

export function seedItemByReportId(reportId: number): SeedCatalogItem | undefined {
  return SEED_CATALOG_ITEMS.find((item) => item.report.reportId === reportId);
}
