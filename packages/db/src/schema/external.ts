import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { createdAt, id, timestamps, tstz } from './columns';
import { companies } from './companies';

/**
 * External interface management (decision 0027): partner applications, their keys, companies' grants
 * and the access log.
 */
export const partnerApps = pgTable(
  'partner_apps',
  {
    id: id(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    purpose: text('purpose').notNull(),
    ratePerMinute: integer('rate_per_minute').notNull().default(600),
    dailyQuota: integer('daily_quota').notNull().default(100000),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('partner_apps_name_idx').on(t.name)],
);

/** A partner application's keys: stored as a SHA-256 hash, recognised by their visible prefix. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    appId: uuid('app_id')
      .notNull()
      .references(() => partnerApps.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** `resource:read` / `resource:write` (write implies read). */
    scopes: text('scopes').array().notNull(),
    /** Addresses or CIDR blocks the key may be used from; empty: any. */
    ipAllow: text('ip_allow').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: tstz('expires_at').notNull(),
    /** Rotated: the key keeps working until then, beside `replacedBy`. */
    graceUntil: tstz('grace_until'),
    replacedBy: uuid('replaced_by'),
    disabledAt: tstz('disabled_at'),
    revokedAt: tstz('revoked_at'),
    /** When the expiry reminder went out (once). */
    remindedAt: tstz('reminded_at'),
    lastUsedAt: tstz('last_used_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash), index('api_keys_app_idx').on(t.appId)],
);

/**
 * A partner's request for a company's data and, once the company approved it, the grant: the
 * resources and the end it granted (as asked or narrowed). Pending, approved, refused or revoked;
 * an approved grant past its end has expired.
 */
export const partnerGrants = pgTable(
  'partner_grants',
  {
    id: id(),
    appId: uuid('app_id')
      .notNull()
      .references(() => partnerApps.id),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    requested: text('requested').array().notNull(),
    requestedUntil: tstz('requested_until').notNull(),
    reason: text('reason').notNull(),
    granted: text('granted').array(),
    grantedUntil: tstz('granted_until'),
    status: text('status').notNull().default('pending'),
    /** partner (through its key) or admin (filed on its behalf). */
    source: text('source').notNull(),
    requestedBy: uuid('requested_by'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: tstz('decided_at'),
    revokedAt: tstz('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id),
    revokeReason: text('revoke_reason'),
    ...timestamps,
  },
  (t) => [
    index('partner_grants_corp_idx').on(t.corpId, t.status),
    index('partner_grants_app_idx').on(t.appId, t.status),
    uniqueIndex('partner_grants_one_pending_key').on(t.appId, t.corpId).where(sql`status = 'pending'`),
  ],
);

/**
 * Every partner call (time, key, route, the company whose data it reached, status, address), in a
 * table partitioned by month (migration 0023): old months are dropped whole, and a company's or a
 * key's recent calls are read from an index of the months asked for.
 */
export const partnerAccessLog = pgTable(
  'partner_access_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    at: tstz('at').notNull().defaultNow(),
    keyId: uuid('key_id').notNull(),
    appId: uuid('app_id').notNull(),
    corpId: uuid('corp_id'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    resource: text('resource'),
    status: integer('status').notNull(),
    ip: text('ip').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    index('partner_access_log_key_idx').on(t.keyId, t.at),
    index('partner_access_log_corp_idx').on(t.corpId, t.at),
    index('partner_access_log_at_idx').on(t.at),
  ],
);

/** Calls per key and UTC day, added to as the log is written: the usage chart reads 30 rows. */
export const partnerUsageDaily = pgTable(
  'partner_usage_daily',
  {
    keyId: uuid('key_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    /** Refused before reaching the data: 401, 403 and 429. */
    refused: integer('refused').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);
