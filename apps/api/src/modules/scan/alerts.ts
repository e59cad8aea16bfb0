import {
  type AlertRule,
  type LabelAlert,
  type Language,
  regionName,
  regionServed,
  SCAN_ALERT_DEFAULTS,
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
import { and, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { notifyCompany } from '../../lib/notify';
import { pageOf, pageWindow } from '../../lib/paging';
import { holds, type Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { nextDay } from './days';

export type AlertSettings = Omit<ScanAlertSettings, 'updateTime' | 'actions'>;

/** A rule's finding on one scan, before it is known whether the label already has that alert. */
export interface AlertFinding {
  excode: string;
  corpId: string;
  productId: string | null;
  batchId: string | null;
  rule: AlertRule;
  detail: Record<string, unknown>;
  scanId: number | null;
}

/** The message-centre text of an alert (its parameters are language-neutral: codes and numbers). */
function alertParams(finding: Pick<AlertFinding, 'excode' | 'detail'>): Record<string, string | number> {
  const d = finding.detail as {
    count?: number;
    limit?: number;
    hours?: number;
    regions?: string[];
    region?: string;
  };
  return {
    excode: finding.excode,
    count: d.count ?? d.regions?.length ?? 0,
    limit: d.limit ?? 0,
    hours: d.hours ?? 0,
    regions: (d.regions ?? []).join(', '),
    region: d.region ?? '',
  };
}

/**
 * Records the findings as alerts, at most one per label and rule: a finding whose alert exists
 * changes nothing. Each new alert is sent to the label's company's message centre, in the same
 * transaction (an alert is never raised without its notice, nor noticed twice).
 */
export async function raiseAlerts(db: Database, findings: AlertFinding[]): Promise<AlertRule[]> {
  if (findings.length === 0) return [];
  return db.transaction(async (tx) => {
    const raised: AlertRule[] = [];
    for (const finding of findings) {
      const [row] = await tx
        .insert(labelAlerts)
        .values({
          excode: finding.excode,
          corpId: finding.corpId,
          productId: finding.productId,
          batchId: finding.batchId,
          rule: finding.rule,
          detail: finding.detail,
          scanId: finding.scanId,
        })
        .onConflictDoNothing({ target: [labelAlerts.excode, labelAlerts.rule] })
        .returning({ id: labelAlerts.id });
      if (!row) continue;
      raised.push(finding.rule);
      await notifyCompany(tx, finding.corpId, `scan.alert.${finding.rule}`, alertParams(finding), null);
    }
    return raised;
  });
}

/** What the region rules see on one scan (read with the scan itself). */
export interface RegionEvidence {
  region: string;
  /** Distinct known regions of the label's scans within the window, before this one (null: not read). */
  recentRegions: string[] | null;
  /** The regions the label's holder serves (null: none set). */
  servedRegions: string[] | null;
  /** Rules already raised for the label. */
  raised: string[];
}

/** The region rules: many regions within the window, and a scan outside the regions served. */
export function regionFindings(
  settings: AlertSettings,
  label: Omit<AlertFinding, 'rule' | 'detail'>,
  evidence: RegionEvidence,
): AlertFinding[] {
  const findings: AlertFinding[] = [];
  const { region } = evidence;
  if (region === 'unknown') return findings;
  if (settings.regionRuleEnabled && evidence.recentRegions && !evidence.raised.includes('multi_region')) {
    const regions = [...new Set([...evidence.recentRegions, region])].sort();
    if (regions.length >= settings.regionLimit) {
      findings.push({
        ...label,
        rule: 'multi_region',
        detail: { regions, hours: settings.regionWindowHours, limit: settings.regionLimit },
      });
    }
  }
  if (
    settings.servedRegionRuleEnabled &&
    evidence.servedRegions &&
    evidence.servedRegions.length > 0 &&
    !evidence.raised.includes('outside_region') &&
    !regionServed(region, evidence.servedRegions)
  ) {
    findings.push({
      ...label,
      rule: 'outside_region',
      detail: { region, served: evidence.servedRegions },
    });
  }
  return findings;
}

/** The check-count rule: a label checked more than the limit. */
export function verifyFindings(
  settings: AlertSettings,
  label: Omit<AlertFinding, 'rule' | 'detail'>,
  verifications: number,
  raised: string[],
): AlertFinding[] {
  if (!settings.verifyRuleEnabled || raised.includes('verify_count')) return [];
  if (verifications <= settings.verifyLimit) return [];
  return [{ ...label, rule: 'verify_count', detail: { count: verifications, limit: settings.verifyLimit } }];
}

// ---- settings

export async function readSettings(db: DbOrTx): Promise<AlertSettings & { updatedAt: Date | null }> {
  const [row] = await db.select().from(scanAlertSettings).where(eq(scanAlertSettings.id, 1));
  if (!row) return { ...SCAN_ALERT_DEFAULTS, updatedAt: null };
  return {
    verifyRuleEnabled: row.verifyRuleEnabled,
    verifyLimit: row.verifyLimit,
    regionRuleEnabled: row.regionRuleEnabled,
    regionLimit: row.regionLimit,
    regionWindowHours: row.regionWindowHours,
    servedRegionRuleEnabled: row.servedRegionRuleEnabled,
    updatedAt: row.updatedAt,
  };
}

const canEditSettings = (principal: Principal) => holds(principal, 'label.labelAlertSearch.manage');

export async function getSettings(db: DbOrTx, principal: Principal): Promise<ScanAlertSettings> {
  const { updatedAt, ...settings } = await readSettings(db);
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
    const before = await readSettings(tx);
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
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ row: scanServedRegions, corpName: companies.name })
      .from(scanServedRegions)
      .innerJoin(companies, eq(companies.id, scanServedRegions.corpId))
      .where(where)
      .orderBy(companies.name)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(scanServedRegions)
      .innerJoin(companies, eq(companies.id, scanServedRegions.corpId))
      .where(where),
  ]);
  return pageOf(
    rows.map(({ row, corpName }) => ({
      corpId: row.corpId,
      corpName,
      regions: row.regions,
      updateTime: row.updatedAt.toISOString(),
    })),
    totals?.total ?? 0,
    query,
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
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db
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
      .orderBy(desc(labelAlerts.createdAt), desc(labelAlerts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(labelAlerts).where(where),
  ]);
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
  return pageOf(list, totals?.total ?? 0, query);
}
