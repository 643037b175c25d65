import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fkey } from './keys.js';
import { users } from './users.js';

/** migrations/0100_shop.sql */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: integer('id').primaryKey(),
    type: text('type').$type<'career' | 'sports' | 'personal'>().notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    code: text('code').notNull().unique('catalog_items_code_key'),
    imageFileName: text('image_file_name').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    reportId: integer('report_id').notNull().unique('catalog_items_report_id_key'),
    reportName: text('report_name').notNull(),
  },
  (t) => [
    check('catalog_items_type_check', sql`${t.type} IN ('career', 'sports', 'personal')`),
    check('catalog_items_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
);
export type CatalogItemRow = typeof catalogItems.$inferSelect;

export const catalogItemPackages = pgTable(
  'catalog_item_packages',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().unique('catalog_item_packages_code_key'),
    type: text('type').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageName: text('image_name').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('catalog_item_packages_price_cents_check', sql`${t.priceCents} >= 0`)],
);
export type CatalogItemPackageRow = typeof catalogItemPackages.$inferSelect;

export const packageItems = pgTable(
  'package_items',
  {
    packageId: integer('package_id').notNull(),
    catalogItemId: integer('catalog_item_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'package_items_pkey', columns: [t.packageId, t.catalogItemId] }),
    fkey('package_items', t.packageId, catalogItemPackages.id, 'cascade'),
    fkey('package_items', t.catalogItemId, catalogItems.id, 'cascade'),
  ],
);

/**
 * migrations/0210_catalog_version.sql: one row whose version every seed of the catalogue adds 1 to (seedCatalog,
 * in the seed's transaction). A server keeps its copy of the catalogue with the version it read, and every
 * catalogue request reads the version again in its one statement: another server's seed shows at once.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);

export const foxyTransactions = pgTable(
  'foxy_transactions',
  {
    transactionId: text('transaction_id').primaryKey(),
    event: text('event').notNull(),
    storeId: text('store_id').notNull(),
    userId: integer('user_id'),
    grantedItemIds: integer('granted_item_ids').array().notNull().default([]),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** migrations/0110: the last status seen, what the webhook decided, when a refund/void revoked it. */
    status: text('status'),
    outcome: text('outcome').notNull().default('recorded'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [fkey('foxy_transactions', t.userId, users.id, 'set null')],
);

export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    catalogItemId: integer('catalog_item_id').notNull(),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchases_user_id_catalog_item_id_key').on(t.userId, t.catalogItemId),
    fkey('purchases', t.userId, users.id, 'cascade'),
    fkey('purchases', t.catalogItemId, catalogItems.id, 'cascade'),
    fkey('purchases', t.transactionId, foxyTransactions.transactionId, 'set null'),
  ],
);

/** One line of a sandbox cart. */
export interface CartLine {
  name: string;
  /** Dollars, two decimals. */
  price: string;
  code: string;
  quantity: number;
}

export const carts = pgTable('carts', {
  fcsid: text('fcsid').primaryKey(),
  items: jsonb('items').$type<CartLine[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SurveyStatusValue = 'notstarted' | 'inprogress' | 'complete';
/** Which questionnaire a take is: the short IPIP 50 items (the first takes) or the IPIP-NEO-120 (every new take). */
export type SurveyInstrument = 'ipip-50' | 'ipip-neo-120';

/**
 * A person's takes of the questionnaire (migrations/0260: any number, the newest last; before it, one per person).
 * The person's result is their latest finished take; a newer unfinished one is a retake under way.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    instrument: text('instrument').$type<SurveyInstrument>().notNull().default('ipip-50'),
    status: text('status').$type<SurveyStatusValue>().notNull().default('notstarted'),
    locale: text('locale').notNull(),
    token: text('token').notNull().unique('surveys_token_key'),
    /** Item number (as a string key) → 1..5. */
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    /**
     * When finished: ipip-50, the five raw sums by factor; ipip-neo-120, the raw sums by domain and by facet
     * (percentiles are worked out when read, against the person's group of the moment).
     */
    scores: jsonb('scores').$type<Record<string, unknown> | null>(),
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    fkey('surveys', t.userId, users.id, 'cascade'),
    index('surveys_user_idx').on(t.userId, t.id),
    // At most one take under way per person (a first take, or a retake after a finished one).
    uniqueIndex('surveys_open_take_key')
      .on(t.userId)
      .where(sql`${t.status} <> 'complete'`),
    check('surveys_status_check', sql`${t.status} IN ('notstarted', 'inprogress', 'complete')`),
    check('surveys_instrument_check', sql`${t.instrument} IN ('ipip-50', 'ipip-neo-120')`),
  ],
);
export type SurveyRow = typeof surveys.$inferSelect;

/**
 * Whom a person's full results are compared with (migrations/0260): Johnson's norms of women or men, or both
 * averaged ('unspecified'), in an age band. No row: not chosen yet (NEO_DEFAULT_GROUP is used, and said).
 */
export const comparisonGroups = pgTable(
  'comparison_groups',
  {
    userId: integer('user_id').primaryKey(),
    sex: text('sex').$type<'female' | 'male' | 'unspecified'>().notNull(),
    ageBand: text('age_band').$type<'under21' | '21-40' | '41-60' | 'over60'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey('comparison_groups', t.userId, users.id, 'cascade'),
    check('comparison_groups_sex_check', sql`${t.sex} IN ('female', 'male', 'unspecified')`),
    check('comparison_groups_age_band_check', sql`${t.ageBand} IN ('under21', '21-40', '41-60', 'over60')`),
  ],
);
export type ComparisonGroupRow = typeof comparisonGroups.$inferSelect;

export const shopSecrets = pgTable('shop_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
