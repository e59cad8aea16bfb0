import type { Localized } from '@trace/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { companies } from './companies';

/**
 * Product categories, managed by the platform (/productCategoryMessage). `platforms` names the platform
 * variants a category is offered on (olive oil on the olive-oil platform); null offers it on every one.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    platforms: text('platforms').array(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * Label orders and bindings for products of this category need an effective certificate (decision
     * 0024); the platform's `cert_gating` switch requires it for every category.
     */
    certRequired: boolean('cert_required').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('product_categories_code_key').on(t.code)],
);

/**
 * Product subclasses of a company within a category; `line` is `main` or `panda` (the second product
 * line, enabled per platform). Reviewed through the shared workflow.
 */
export const productSubclasses = pgTable(
  'product_subclasses',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => productCategories.id),
    line: text('line').notNull().default('main'),
    name: text('name').notNull(),
    description: text('description'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    reviewStatus: text('review_status').notNull().default('unreviewed'),
    ...timestamps,
  },
  (t) => [index('product_subclasses_corp_idx').on(t.corpId)],
);

/** Products: content reviewed through the shared workflow, listing through its own states. */
export const products = pgTable(
  'products',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => productCategories.id),
    subclassId: uuid('subclass_id').references(() => productSubclasses.id),
    productName: text('product_name').notNull(),
    /** Shown instead of productName when present. */
    replaceProductName: text('replace_product_name'),
    description: text('description'),
    gtin: text('gtin'),
    specification: text('specification'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    reviewStatus: text('review_status').notNull().default('unreviewed'),
    /** offline, online_pending_review, online, online_review_failed, back_online_pending. */
    listingStatus: text('listing_status').notNull().default('offline'),
    listingRemark: text('listing_remark'),
    ...timestamps,
  },
  (t) => [index('products_corp_idx').on(t.corpId), uniqueIndex('products_gtin_key').on(t.gtin)],
);
