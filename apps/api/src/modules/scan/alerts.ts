import {
  type AlertRule,
  type LabelAlert,
  type Language,
  regionName,
  type ScanAlertSettings,
  type ScanAlertSettingsBody,
  translate,
} from '@trace/contracts';
import {
  batches,
  companies,
  type Database,
  type DbOrTx,
  labelAlerts,
  products,
  scanAlertSettings,
  scanServedRegions,
} from '@trace/db';
import { alertParams, readAlertSettings } from '@trace/db/scan-alerts';
import { and, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { holds, type Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { nextDay } from './days';

const canEditSettings = (principal: Principal) => holds(principal, 'label.labelAlertSearch.manage');

export async function getSettings(db: DbOrTx, principal: Principal): Promise<ScanAlertSettings> {
  const { updatedAt, ...settings } = await readAlertSettings(db);
  return {
    ...settings,
    updateTime: updatedAt?.toISOString() ?? null,
    actions: canEditSettings(principal) ? ['edit'] : [],
  };
}

export async function updateSettings(
  db: Database,
  principal: Principal,
  actor: Actor,
  body: ScanAlertSettingsBody,
): Promise<ScanAlertSettings> {
  await db.transaction(async (tx) => {
    const before = await readAlertSettings(tx);
    const values = { ...body, updatedBy: actor.userId ?? null };
    await tx
      .insert(scanAlertSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: scanAlertSettings.id, set: { ...values, updatedAt: new Date() } });
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'scan_alert_settings',
      entityId: '1',
      before,
      after: body,
    });
  });
  return getSettings(db, principal);
}

// ---- regions companies serve

export async function listServedRegions(
  db: DbOrTx,
  query: { page: number; pageSize: number; keyword?: string },
) {
  const where = query.keyword ? ilike(companies.name, likePattern(query.keyword)) : undefined;
  const source = {
    rows: db
      .select({ row: scanServedRegions, corpName: companies.name })
      .from(scanServedRegions)
      .innerJoin(companies, eq(companies.id, scanServedRegions.corpId))
      .where(where)
      .$dynamic(),
    orderBy: [companies.name],
    total: db
      .select({ total: count() })
      .from(scanServedRegions)
      .innerJoin(companies, eq(companies.id, scanServedRegions.corpId))
      .where(where),
  };
  return paginate(source, query, (rows) =>
    rows.map(({ row, corpName }) => ({
      corpId: row.corpId,
      corpName,
      regions: row.regions,
      updateTime: row.updatedAt.toISOString(),
    })),
  );
}

export async function setServedRegions(db: Database, actor: Actor, corpId: string, regions: string[]) {
  const unique = [...new Set(regions)].sort();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, corpId));
    if (!company) throw notFound();
    const [before] = await tx.select().from(scanServedRegions).where(eq(scanServedRegions.corpId, corpId));
    if (unique.length === 0) {
      await tx.delete(scanServedRegions).where(eq(scanServedRegions.corpId, corpId));
    } else {
      await tx
        .insert(scanServedRegions)
        .values({ corpId, regions: unique, updatedBy: actor.userId ?? null })
        .onConflictDoUpdate({
          target: scanServedRegions.corpId,
          set: { regions: unique, updatedBy: actor.userId ?? null, updatedAt: new Date() },
        });
    }
    await writeAudit(tx, actor, {
      action: unique.length === 0 ? 'delete' : before ? 'update' : 'create',
      entity: 'scan_served_regions',
      entityId: corpId,
      before: before ?? null,
      after: unique.length === 0 ? null : { regions: unique },
    });
    if (unique.length === 0) return null;
    const [after] = await tx.select().from(scanServedRegions).where(eq(scanServedRegions.corpId, corpId));
    return {
      corpId,
      corpName: company.name,
      regions: after!.regions,
      updateTime: after!.updatedAt.toISOString(),
    };
  });
}

// ---- the alert list (/labelAlertSearch)

/** The alert's finding in a language, with region names (the label has its own column). */
function summary(rule: AlertRule, excode: string, detail: Record<string, unknown>, language: Language) {
  const d = detail as { regions?: string[]; region?: string };
  const named = {
    ...detail,
    regions: (d.regions ?? []).map((code) => regionName(code, language)),
    region: d.region ? regionName(d.region, language) : undefined,
  };
  const params = alertParams({ excode, detail: named });
  params.regions = (named.regions as string[]).join(language === 'cn' ? '、' : ', ');
  return translate(`scan.finding.${rule}`, language, params);
}

export async function listAlerts(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  query: {
    page: number;
    pageSize: number;
    excode?: string;
    rule?: AlertRule;
    corpId?: string;
    productId?: string;
    createdFrom?: string;
    createdTo?: string;
  },
) {
  const where = and(
    tenantCondition(tenantScope(principal), { corpId: labelAlerts.corpId }),
    query.excode ? eq(labelAlerts.excode, query.excode) : undefined,
    query.rule ? eq(labelAlerts.rule, query.rule) : undefined,
    query.corpId ? eq(labelAlerts.corpId, query.corpId) : undefined,
    query.productId ? eq(labelAlerts.productId, query.productId) : undefined,
    query.createdFrom ? gte(labelAlerts.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)) : undefined,
    query.createdTo
      ? lt(labelAlerts.createdAt, new Date(`${nextDay(query.createdTo)}T00:00:00Z`))
      : undefined,
  );
  const source = {
    rows: db
      .select({
        alert: labelAlerts,
        corpName: companies.name,
        productName: sql<string | null>`coalesce(${products.replaceProductName}, ${products.productName})`,
        batchNo: batches.batchNo,
      })
      .from(labelAlerts)
      .innerJoin(companies, eq(companies.id, labelAlerts.corpId))
      .leftJoin(products, eq(products.id, labelAlerts.productId))
      .leftJoin(batches, eq(batches.id, labelAlerts.batchId))
      .where(where)
      .$dynamic(),
    orderBy: [desc(labelAlerts.createdAt), desc(labelAlerts.id)],
    total: countRows(db, labelAlerts, where),
  };
  return paginate(source, query, (rows) => {
    const list: LabelAlert[] = rows.map(({ alert, corpName, productName, batchNo }) => ({
      id: alert.id,
      excode: alert.excode,
      rule: alert.rule as AlertRule,
      corpId: alert.corpId,
      corpName,
      productId: alert.productId,
      productName,
      batchNo,
      detail: alert.detail,
      summary: summary(alert.rule as AlertRule, alert.excode, alert.detail, language),
      createTime: alert.createdAt.toISOString(),
    }));
    return list;
  });
}
