import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, tstz } from './columns';
import { companies } from './companies';
import { products } from './products';

const excode = (name: string) => numeric(name, { precision: 20, scale: 0 });

/**
 * Consumers who registered on the scan page as members of the company behind the scanned label
 * (/memberMessage). One member per phone number and company; the phone may be optional
 * (/SysMemberScan), so the uniqueness only covers rows with a phone.
 */
export const members = pgTable(
  'members',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    phone: text('phone'),
    /** male, female, or not given. */
    gender: text('gender'),
    birthday: date('birthday', { mode: 'string' }),
    region: text('region'),
    email: text('email'),
    /** Balance of member_points, kept in step in the same transaction. */
    points: integer('points').notNull().default(0),
    /** The label scanned when registering, and its product. */
    excode: excode('excode').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('members_corp_phone_key').on(t.corpId, t.phone).where(sql`${t.phone} is not null`),
    index('members_corp_created_idx').on(t.corpId, t.createdAt),
    index('members_product_idx').on(t.productId),
  ],
);

/**
 * Points granted to members: for registering, and for scanning a label. A label's scan points go to
 * one member only (the partial unique index), so a code passed around cannot be claimed twice.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    id: id(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** register, scan. */
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    excode: excode('excode'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_points_scan_key').on(t.excode).where(sql`${t.kind} = 'scan'`),
    index('member_points_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Consumers' reviews of a product, written from the scan page of one of its labels (one review per
 * label). Public at once; the company replies (one reply, editable) and may hide a review.
 */
export const consumerReviews = pgTable(
  'consumer_reviews',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    excode: excode('excode').notNull(),
    nickname: text('nickname'),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    /** visible, hidden. */
    visibility: text('visibility').notNull().default('visible'),
    reply: text('reply'),
    repliedBy: uuid('replied_by'),
    repliedAt: tstz('replied_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('consumer_reviews_excode_key').on(t.excode),
    index('consumer_reviews_corp_created_idx').on(t.corpId, t.createdAt),
    index('consumer_reviews_product_created_idx').on(t.productId, t.visibility, t.createdAt),
  ],
);

/** Consumers' feedback and complaints about a labelled product (/userFeedback): 0 unprocessed -> 1 processed. */
export const consumerFeedback = pgTable(
  'consumer_feedback',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    excode: excode('excode').notNull(),
    /** The label's status when the feedback was sent (a void label suggests a counterfeit). */
    labelStatus: text('label_status').notNull(),
    /** quality, authenticity, logistics, service, other. */
    type: text('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    status: integer('status').notNull().default(0),
    handlingNote: text('handling_note'),
    processedBy: uuid('processed_by'),
    processedAt: tstz('processed_at'),
    ...timestamps,
  },
  (t) => [
    index('consumer_feedback_corp_created_idx').on(t.corpId, t.createdAt),
    index('consumer_feedback_product_created_idx').on(t.productId, t.createdAt),
    index('consumer_feedback_status_idx').on(t.status),
  ],
);
