import type { Localized } from '@trace/contracts';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** The platform variants; exactly one is active per deployment. */
export const platforms = pgTable('platforms', {
  key: text('key').primaryKey(),
  systemName: jsonb('system_name').$type<Localized>().notNull(),
  pageTitle: jsonb('page_title').$type<Localized>().notNull(),
  icon: text('icon'),
  logo: text('logo'),
  ueditorUrl: text('ueditor_url').notNull().default(''),
  active: boolean('active').notNull().default(false),
  /** Label orders and bindings need an effective certificate covering the product (decision 0024). */
  certGating: boolean('cert_gating').notNull().default(false),
  ...timestamps,
});
