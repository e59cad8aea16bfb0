import type { Localized } from '@trace/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, tstz } from './columns';
import { companies } from './companies';
import { certBodies, printingFactories } from './organizations';

export const users = pgTable(
  'users',
  {
    id: id(),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull(),
    userName: text('user_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    avatar: text('avatar'),
    corpId: uuid('corp_id').references(() => companies.id),
    certBodyId: uuid('cert_body_id').references(() => certBodies.id),
    printingFactoryId: uuid('printing_factory_id').references(() => printingFactories.id),
    deptId: uuid('dept_id'),
    remark: text('remark'),
    enabled: boolean('enabled').notNull().default(true),
    /** Bumped on password change or disabling: every access token of an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: tstz('last_login_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_account_key').on(sql`lower(${t.account})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_corp_idx').on(t.corpId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** The default role given to new users of this type (one per type). */
    defaultFor: text('default_for'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /**
     * What the seed last granted a default role. A release that adds a default permission grants just
     * the new ones, so permissions an administrator removed stay removed.
     */
    seededPermissions: text('seeded_permissions').array().notNull().default(sql`'{}'::text[]`),
    /** Holds every permission, including ones added later (platform administrator). */
    allPermissions: boolean('all_permissions').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_code_key').on(t.code), uniqueIndex('roles_default_for_key').on(t.defaultFor)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/**
 * One row (id 1) whose counter triggers on `roles` and `user_roles` raise with every change: a
 * permission set cached with an older value is stale. Lets each request check its cached permissions
 * with one primary-key read instead of aggregating every role again.
 */
export const accessEpoch = pgTable('access_epoch', {
  id: integer('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * Side menu entries; shown to users holding `permission` and, when set, only on `platforms`. Several
 * entries may open the same page (under different groups, or for different permissions), but one group
 * holds a path once.
 */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    parentId: uuid('parent_id'),
    name: jsonb('name').$type<Localized>().notNull(),
    path: text('path'),
    icon: text('icon'),
    permission: text('permission'),
    platforms: text('platforms').array(),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('menus_parent_idx').on(t.parentId),
    index('menus_path_idx').on(t.path),
    unique('menus_parent_path_key').on(t.parentId, t.path).nullsNotDistinct(),
  ],
);

/**
 * One sign-in and everything descending from it: the family of its refresh tokens and the access
 * tokens minted with them (their `sid` claim). Revoking the row ends them all at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    revokedAt: tstz('revoked_at'),
    /** logout, reuse (a rotated refresh token presented again), disabled, password, all_sessions. */
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (sign-in) this token descends from; reuse of a rotated token revokes all of it. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    /**
     * The token that replaced this one, encrypted with a key derived from this token's own secret:
     * the same refresh arriving twice within a second or two gets the same successor back.
     */
    successorSealed: text('successor_sealed'),
    revokedAt: tstz('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Failed sign-ins per account name and client address (unknown names too, so answers do not tell
 * which accounts exist). `failures` wrong passwords in a row lock the pair; each lock is longer.
 */
export const loginLocks = pgTable(
  'login_locks',
  {
    /** The account name as typed, trimmed and lower-cased. */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    /** How many locks this pair has had in a row; the next lock lasts twice as long. */
    level: integer('level').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    lastFailureAt: tstz('last_failure_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.ip] })],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    account: text('account').notNull(),
    userId: uuid('user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('login_logs_created_idx').on(t.createdAt)],
);
