import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { companies } from './companies';
import { products } from './products';

/** A percentage with one decimal (0.0 to 100.0), read and written as a number. */
const percent = (name: string) => numeric(name, { precision: 4, scale: 1, mode: 'number' });

/**
 * The information sheet of a bird's-nest product (/birdProductMsgList): at most one per product,
 * reviewed through the shared workflow. The row is the approved version (or the draft before a first
 * approval); a change to an approved sheet waits in `review_revisions`.
 * `nestType` is one of contracts' NEST_TYPES.
 */
export const birdProductMsgs = pgTable(
  'bird_product_msgs',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    origin: text('origin').notNull(),
    processingMethod: text('processing_method').notNull(),
    nestType: text('nest_type').notNull(),
    contentShare: percent('content_share').notNull(),
    solidContent: percent('solid_content').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    remark: text('remark'),
    reviewStatus: text('review_status').notNull().default('unreviewed'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bird_product_msgs_product_key').on(t.productId),
    index('bird_product_msgs_corp_idx').on(t.corpId, t.createdAt),
  ],
);
