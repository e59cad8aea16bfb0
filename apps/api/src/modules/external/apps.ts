import {
  type AuditAction,
  PARTNER_KEY_MAX_DAYS,
  type PartnerApp,
  type PartnerKey,
  type PartnerKeyStatus,
  type ZCreatePartnerKeyBody,
  type ZPartnerAppBody,
  type ZPartnerAppQuery,
  type ZUpdatePartnerKeyBody,
} from '@trace/contracts';
import { apiKeys, type Database, type DbOrTx, partnerApps } from '@trace/db';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { newPartnerKey } from './keys';

const DAY = 86_400_000;
const iso = (date: Date | null) => date?.toISOString() ?? null;

type KeyRow = typeof apiKeys.$inferSelect;
type AppRow = typeof partnerApps.$inferSelect;

export function keyStatus(row: KeyRow, now = new Date()): PartnerKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now || (row.graceUntil && row.graceUntil <= now)) return 'expired';
  if (row.disabledAt) return 'disabled';
  if (row.graceUntil) return 'grace';
  return 'active';
}

export function toKey(row: KeyRow): PartnerKey {
  return {
    id: row.id,
    appId: row.appId,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    ipAllow: row.ipAllow,
    status: keyStatus(row),
    expiresAt: row.expiresAt.toISOString(),
    graceUntil: iso(row.graceUntil),
    replacedBy: row.replacedBy,
    disabledAt: iso(row.disabledAt),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
    createTime: row.createdAt.toISOString(),
  };
}

/** Keys that work now, and grants in force, per application: one grouped read for a page of them. */
const activeKeys = sql<number>`(select count(*)::int from api_keys k where k.app_id = "partner_apps"."id"
  and k.revoked_at is null and k.disabled_at is null and k.expires_at > now()
  and (k.grace_until is null or k.grace_until > now()))`;
const grantsInForce = sql<number>`(select count(*)::int from partner_grants g where g.app_id = "partner_apps"."id"
  and g.status = 'approved' and g.granted_until > now())`;

const appColumns = { app: partnerApps, activeKeys, grantsInForce };

function toApp(row: { app: AppRow; activeKeys: number; grantsInForce: number }): PartnerApp {
  const { app } = row;
  return {
    id: app.id,
    name: app.name,
    contactName: app.contactName,
    contactEmail: app.contactEmail,
    contactPhone: app.contactPhone,
    purpose: app.purpose,
    ratePerMinute: app.ratePerMinute,
    dailyQuota: app.dailyQuota,
    enabled: app.enabled,
    activeKeys: row.activeKeys,
    grantsInForce: row.grantsInForce,
    createTime: app.createdAt.toISOString(),
    updateTime: app.updatedAt.toISOString(),
  };
}

export async function listApps(db: Database, query: z.infer<typeof ZPartnerAppQuery>) {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(
      or(
        ilike(partnerApps.name, pattern),
        ilike(partnerApps.contactName, pattern),
        ilike(partnerApps.contactEmail, pattern),
      )!,
    );
  }
  if (query.enabled) conditions.push(eq(partnerApps.enabled, query.enabled === 'true'));
  const where = and(...conditions);
  const source = {
    rows: db.select(appColumns).from(partnerApps).where(where).$dynamic(),
    orderBy: [desc(partnerApps.createdAt), desc(partnerApps.id)],
    total: countRows(db, partnerApps, where),
  };
  return paginate(source, query, (rows) => rows.map(toApp));
}

async function appRow(db: DbOrTx, id: string) {
  const [row] = await db.select(appColumns).from(partnerApps).where(eq(partnerApps.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getApp(db: Database, id: string) {
  const [row, keys] = await Promise.all([
    appRow(db, id),
    db.select().from(apiKeys).where(eq(apiKeys.appId, id)).orderBy(desc(apiKeys.createdAt)),
  ]);
  return { ...toApp(row), keys: keys.map(toKey) };
}

type AppBody = z.infer<typeof ZPartnerAppBody>;

export async function createApp(db: Database, actor: Actor, body: AppBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerApps)
      .values({ ...body, createdBy: actor.userId })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'partner_app', entityId: row!.id, after: row });
    return toApp({ app: row!, activeKeys: 0, grantsInForce: 0 });
  });
}

export async function updateApp(db: Database, actor: Actor, id: string, body: AppBody) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(partnerApps).where(eq(partnerApps.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(partnerApps).set(body).where(eq(partnerApps.id, id)).returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'partner_app', entityId: id, before, after });
    return toApp(await appRow(tx, id));
  });
}

/** A key's end: later than now, at most `PARTNER_KEY_MAX_DAYS` ahead. */
export function checkEnd(value: string, field: string, maxDays: number, now = Date.now()): Date {
  const end = new Date(value);
  if (end.getTime() <= now) throw fieldError(field, 'partner.expiryPast');
  if (end.getTime() > now + maxDays * DAY) throw fieldError(field, 'partner.expiryTooFar');
  return end;
}

const uniqueScopes = (scopes: string[]) => [...new Set(scopes)].sort();

export async function createKey(
  db: Database,
  actor: Actor,
  appId: string,
  body: z.infer<typeof ZCreatePartnerKeyBody>,
) {
  const expiresAt = checkEnd(body.expiresAt, 'expiresAt', PARTNER_KEY_MAX_DAYS);
  return db.transaction(async (tx) => {
    const [app] = await tx.select().from(partnerApps).where(eq(partnerApps.id, appId)).for('share');
    if (!app) throw notFound();
    const { secret, prefix, hash } = newPartnerKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        appId,
        name: body.name,
        prefix,
        keyHash: hash,
        scopes: uniqueScopes(body.scopes),
        ipAllow: [...new Set(body.ipAllow)],
        expiresAt,
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'api_key', entityId: row!.id, after: row });
    return { key: toKey(row!), secret };
  });
}

/** Locks a key of an application for a change; 404 when it is not one of that application's keys. */
async function lockedKey(tx: DbOrTx, appId: string, keyId: string) {
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.appId, appId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Changes one key (after `check`), audited; the gate of every process forgets its cached keys. */
async function changeKey(
  db: Database,
  actor: Actor,
  ids: { appId: string; keyId: string },
  action: AuditAction,
  change: (row: KeyRow) => Partial<typeof apiKeys.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const before = await lockedKey(tx, ids.appId, ids.keyId);
    const status = keyStatus(before);
    if (status === 'revoked' || status === 'expired') throw conflict('partner.keyClosed');
    const [after] = await tx.update(apiKeys).set(change(before)).where(eq(apiKeys.id, before.id)).returning();
    await writeAudit(tx, actor, { action, entity: 'api_key', entityId: before.id, before, after });
    return toKey(after!);
  });
}

type KeyIds = { appId: string; keyId: string };

export const updateKey = (
  db: Database,
  actor: Actor,
  ids: KeyIds,
  body: z.infer<typeof ZUpdatePartnerKeyBody>,
) =>
  changeKey(db, actor, ids, 'update', () => ({
    name: body.name,
    scopes: uniqueScopes(body.scopes),
    ipAllow: [...new Set(body.ipAllow)],
  }));

export const disableKey = (db: Database, actor: Actor, ids: KeyIds) =>
  changeKey(db, actor, ids, 'disable', (row) => ({ disabledAt: row.disabledAt ?? new Date() }));

export const enableKey = (db: Database, actor: Actor, ids: KeyIds) =>
  changeKey(db, actor, ids, 'enable', (row) => {
    if (!row.disabledAt) throw conflict('partner.keyNotDisabled');
    return { disabledAt: null };
  });

export async function revokeKey(db: Database, actor: Actor, ids: KeyIds) {
  return db.transaction(async (tx) => {
    const before = await lockedKey(tx, ids.appId, ids.keyId);
    if (before.revokedAt) return toKey(before);
    const [after] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.id, before.id))
      .returning();
    await writeAudit(tx, actor, { action: 'revoke', entity: 'api_key', entityId: before.id, before, after });
    return toKey(after!);
  });
}

/**
 * Issues a replacement with the same name, scopes, addresses and end; the old key keeps working for
 * `graceHours` (never past its own end), then stops. A key already rotated is refused: rotate its
 * replacement.
 */
export async function rotateKey(db: Database, actor: Actor, ids: KeyIds, graceHours: number) {
  return db.transaction(async (tx) => {
    const before = await lockedKey(tx, ids.appId, ids.keyId);
    const status = keyStatus(before);
    if (status === 'revoked' || status === 'expired') throw conflict('partner.keyClosed');
    if (before.replacedBy) throw conflict('partner.keyRotated');
    const [app] = await tx.select().from(partnerApps).where(eq(partnerApps.id, ids.appId));
    if (!app) throw notFound();
    const { secret, prefix, hash } = newPartnerKey();
    const [made] = await tx
      .insert(apiKeys)
      .values({
        appId: before.appId,
        name: before.name,
        prefix,
        keyHash: hash,
        scopes: before.scopes,
        ipAllow: before.ipAllow,
        expiresAt: before.expiresAt,
        disabledAt: before.disabledAt,
        createdBy: actor.userId,
      })
      .returning();
    const now = Date.now();
    const graceUntil = new Date(Math.min(now + graceHours * 3_600_000, before.expiresAt.getTime()));
    const [after] = await tx
      .update(apiKeys)
      .set(
        graceHours === 0
          ? { graceUntil: new Date(now), replacedBy: made!.id, revokedAt: new Date(now) }
          : { graceUntil, replacedBy: made!.id },
      )
      .where(eq(apiKeys.id, before.id))
      .returning();
    await writeAudit(tx, actor, { action: 'rotate', entity: 'api_key', entityId: before.id, before, after });
    await writeAudit(tx, actor, { action: 'create', entity: 'api_key', entityId: made!.id, after: made });
    return { key: toKey(made!), secret };
  });
}

/** A key's calls per UTC day over the last 30 days (days without calls answered as zeros). */
export async function keyUsage(db: Database, ids: KeyIds) {
  const [key] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, ids.keyId), eq(apiKeys.appId, ids.appId)));
  if (!key) throw notFound();
  const rows = await db.execute<{ day: string; calls: number; errors: number; refused: number }>(sql`
    select d::date::text as day, coalesce(u.calls, 0) as calls, coalesce(u.errors, 0) as errors,
      coalesce(u.refused, 0) as refused
    from generate_series((now() at time zone 'UTC')::date - 29, (now() at time zone 'UTC')::date, interval '1 day') d
    left join partner_usage_daily u on u.key_id = ${key.id} and u.day = d::date
    order by d`);
  return rows.map((r) => ({
    ...r,
    calls: Number(r.calls),
    errors: Number(r.errors),
    refused: Number(r.refused),
  }));
}
