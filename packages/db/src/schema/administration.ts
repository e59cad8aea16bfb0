import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles, users } from './access';
import { id, timestamps, tstz } from './columns';
import { companies } from './companies';

/** Departments of the platform operator (a tree). */
export const depts = pgTable(
  'depts',
  {
    id: id(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    leader: text('leader'),
    phone: text('phone'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...timestamps,
  },
  (t) => [index('depts_parent_idx').on(t.parentId)],
);

/** Delivery addresses for label orders and shipments; a company's own, or the platform's (corp null). */
export const goodsAddresses = pgTable(
  'goods_addresses',
  {
    id: id(),
    corpId: uuid('corp_id').references(() => companies.id),
    receiver: text('receiver').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('goods_addresses_corp_idx').on(t.corpId)],
);

/** Which role reviews which kind of resource (/SysAudit). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: id(),
    resourceType: text('resource_type').notNull(),
    reviewerRoleId: uuid('reviewer_role_id')
      .notNull()
      .references(() => roles.id),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...timestamps,
  },
  (t) => [uniqueIndex('review_settings_resource_key').on(t.resourceType)],
);

/** Member and scan-reward settings read by the public scan page (/SysMemberScan). */
export const memberScanSettings = pgTable('member_scan_settings', {
  id: id(),
  name: text('name').notNull(),
  memberRegistration: boolean('member_registration').notNull().default(true),
  requirePhone: boolean('require_phone').notNull().default(true),
  registerRewardPoints: integer('register_reward_points').notNull().default(0),
  scanRewardPoints: integer('scan_reward_points').notNull().default(0),
  dailyRewardLimit: integer('daily_reward_limit').notNull().default(0),
  startTime: tstz('start_time'),
  endTime: tstz('end_time'),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...timestamps,
});

/** Label limits: the platform default (corp null) and per-company overrides. */
export const labelControls = pgTable(
  'label_controls',
  {
    id: id(),
    corpId: uuid('corp_id').references(() => companies.id),
    maxPerApplication: integer('max_per_application').notNull(),
    maxPerRun: integer('max_per_run').notNull(),
    maxUsagePerBatch: integer('max_usage_per_batch').notNull(),
    remark: text('remark'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('label_controls_corp_key').on(t.corpId),
    uniqueIndex('label_controls_global_key').on(sql`(true)`).where(sql`${t.corpId} is null`),
  ],
);

/** Release notes shown to users (/SysVersion). */
export const versions = pgTable('versions', {
  id: id(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  published: boolean('published').notNull().default(false),
  publishedAt: tstz('published_at'),
  ...timestamps,
});

/** Advice and feedback from users; administrators process it (0 unprocessed -> 1 processed). */
export const adviceFeedback = pgTable(
  'advice_feedback',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    corpId: uuid('corp_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    status: integer('status').notNull().default(0),
    reply: text('reply'),
    processedBy: uuid('processed_by'),
    processedAt: tstz('processed_at'),
    ...timestamps,
  },
  (t) => [index('advice_feedback_user_idx').on(t.userId), index('advice_feedback_status_idx').on(t.status)],
);
