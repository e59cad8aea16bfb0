import { type AlertRule, regionServed, SCAN_ALERT_DEFAULTS, type ScanAlertSettings } from '@trace/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './client';
import { insertSlices } from './insert-slices';
import { noticesToCompanies } from './messages';
import {
  labelAlerts,
  scanAlertSettings,
  scanDaily,
  scanGate,
  scanRollup,
  scanServedRegions,
} from './schema/scans';

/**
 * The counterfeit alert rules and the fold of scan-page openings (decision 0018), shared by the API
 * (code checks raise their alert at once) and the worker (which folds openings into the daily counts
 * and checks them against the region rules).
 */

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

/** The alert settings in force (the defaults until an administrator sets them). */
export async function readAlertSettings(db: DbOrTx): Promise<AlertSettings & { updatedAt: Date | null }> {
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

/** What the region rules see on one scan. */
export interface RegionEvidence {
  region: string;
  /** Distinct known regions of the label's scans within the window up to this one (null: not read). */
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

/** The message-centre text of an alert (its parameters are language-neutral: codes and numbers). */
export function alertParams(
  finding: Pick<AlertFinding, 'excode' | 'detail'>,
): Record<string, string | number> {
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
 * changes nothing. Each new alert is sent to the label's company's message centre, titled in all
 * three languages, in the same transaction (an alert is never raised without its notice, nor noticed
 * twice). Three statements per thousand findings; returns the findings recorded.
 */
async function recordAlerts(tx: DbOrTx, findings: AlertFinding[]): Promise<AlertFinding[]> {
  const keyOf = (finding: Pick<AlertFinding, 'excode' | 'rule'>) => `${finding.excode}|${finding.rule}`;
  // The first finding of a label and rule is the one recorded.
  const first = new Map<string, AlertFinding>();
  for (const finding of findings) if (!first.has(keyOf(finding))) first.set(keyOf(finding), finding);
  if (first.size === 0) return [];
  const inserted: { excode: string; rule: string }[] = [];
  for (const slice of insertSlices([...first.values()]))
    inserted.push(
      ...(await tx
        .insert(labelAlerts)
        .values(
          slice.map((finding) => ({
            excode: finding.excode,
            corpId: finding.corpId,
            productId: finding.productId,
            batchId: finding.batchId,
            rule: finding.rule,
            detail: finding.detail,
            scanId: finding.scanId,
          })),
        )
        .onConflictDoNothing({ target: [labelAlerts.excode, labelAlerts.rule] })
        .returning({ excode: labelAlerts.excode, rule: labelAlerts.rule })),
    );
  const isNew = new Set(
    inserted.map((row) => keyOf({ excode: String(row.excode), rule: row.rule as AlertRule })),
  );
  const raised = [...first.values()].filter((finding) => isNew.has(keyOf(finding)));
  await noticesToCompanies(
    tx,
    raised.map((finding) => ({
      corpId: finding.corpId,
      key: `scan.alert.${finding.rule}` as const,
      params: alertParams(finding),
    })),
  );
  return raised;
}

/** Raises the findings' alerts in one transaction (see recordAlerts). */
export async function raiseAlerts(db: Database, findings: AlertFinding[]): Promise<AlertRule[]> {
  if (findings.length === 0) return [];
  const raised = await db.transaction((tx) => recordAlerts(tx, findings));
  return raised.map((finding) => finding.rule);
}

// ---- the fold of scan-page openings

/** The most openings one fold transaction takes; a longer backlog is folded in several. */
const FOLD_CHUNK = 50_000;

/**
 * The id up to which every scan-page opening is written for good. Each statement recording openings
 * names `scan_gate`, which holds a lock on it from before it draws ids until it commits; this takes
 * the conflicting lock, so it waits for the statements in flight (and holds up new ones for no
 * longer than that), then reads the last id drawn. Every opening with an id up to it belongs to a
 * statement that has committed or failed; later statements draw larger ids. Null: a statement held
 * the gate for over two seconds; the next fold takes what this one left.
 */
async function settledScanId(db: Database): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '2s'`);
      await tx.execute(sql`lock table ${scanGate} in share mode`);
      const [row] = await tx.execute<{ id: string | null }>(
        sql`select pg_sequence_last_value(pg_get_serial_sequence('scans', 'id')::regclass)::text as id`,
      );
      return Number(row?.id ?? 0);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return null;
    throw error;
  }
}

/**
 * Makes the fold wait for the scan-page openings this transaction is about to record, as the API's
 * lookups do (`settledScanId`): without it, a fold could read an id drawn here before its row is
 * committed and pass over it for good. Call it in the transaction, before the openings are inserted.
 */
export async function holdScanGate(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from ${scanGate} where false`);
}

interface FoldedScan extends Record<string, unknown> {
  id: string;
  excode: string;
  corp_id: string;
  product_id: string | null;
  batch_id: string | null;
  region: string;
  recent_regions: string[] | null;
  served_regions: string[] | null;
}

/**
 * Adds the scan-page openings with ids in (from, to] to the daily counts, grouped by day, company,
 * product and region; returns how many it added. The fold runs it on one chunk at a time; the scale
 * bench runs it on large id ranges of bulk-loaded scans.
 */
export async function foldOpeningCounts(tx: DbOrTx, from: number, to: number): Promise<number> {
  const counted = await tx.execute<{ n: string }>(sql`
      with counts as (
        select (scanned_at at time zone 'utc')::date as day, corp_id, product_id, region, count(*) as scans
        from scans
        where id > ${from} and id <= ${to} and kind = 'lookup'
        group by 1, 2, 3, 4
      ),
      upserted as (
        insert into ${scanDaily} as d (day, corp_id, product_id, region, scans, verifications)
        select day, corp_id, product_id, region, scans, 0 from counts
        on conflict on constraint scan_daily_key do update set scans = d.scans + excluded.scans
      )
      select coalesce(sum(scans), 0)::text as n from counts`);
  return Number(counted[0]?.n ?? 0);
}

/**
 * Folds one chunk of openings after `foldedThrough` (up to `settled`) in one transaction: their
 * counts into `scan_daily`, their region alerts, and the new position. Returns the openings and
 * alerts it took, or null when another fold moved first.
 */
async function foldChunk(db: Database, settled: number) {
  return db.transaction(async (tx) => {
    // One fold at a time: a second worker waits here, then reads where the first one stopped.
    const [state] = await tx.select().from(scanRollup).where(eq(scanRollup.id, 1)).for('update');
    const from = state?.foldedThrough ?? 0;
    const to = Math.min(settled, from + FOLD_CHUNK);
    if (to <= from) return null;
    const counted = await foldOpeningCounts(tx, from, to);
    const settings = await readAlertSettings(tx);
    const regionRule = settings.regionRuleEnabled;
    // The outside-region rule applies only where some company lists the regions it serves.
    const servedRule =
      settings.servedRegionRuleEnabled &&
      (await tx.select({ corpId: scanServedRegions.corpId }).from(scanServedRegions).limit(1)).length > 0;
    const hours = settings.regionWindowHours;
    // Only openings that could raise an alert come back: those of labels seen in enough regions over
    // their windows (one probe per label; a label in fewer regions cannot fire), and those of labels
    // whose holder serves listed regions.
    const candidates =
      regionRule || servedRule
        ? await tx.execute<FoldedScan>(sql`
      with slice as materialized (
        select s.id, s.excode, s.corp_id, s.product_id, s.batch_id, s.region, s.scanned_at from scans s
        where s.id > ${from} and s.id <= ${to} and s.kind = 'lookup'
          and s.corp_id is not null and s.region <> 'unknown'
      ),
      raised as materialized (
        select a.excode, a.rule from label_alerts a
        where a.rule in ('multi_region', 'outside_region') and a.excode in (select excode from slice)
      ),
      crowded as (
        select span.excode from (
          select excode, min(scanned_at) as first_at, max(scanned_at) as last_at from slice
          where ${regionRule} and excode not in (select excode from raised where rule = 'multi_region')
          group by excode
        ) span
        where (
          select count(distinct x.region) from scans x
          where x.excode = span.excode and x.region <> 'unknown'
            and x.scanned_at > span.first_at - make_interval(hours => ${hours})
            and x.scanned_at <= span.last_at
        ) >= ${settings.regionLimit}
      ),
      served as (
        -- The holder: the company that received the label in a shipment, else the label's company.
        select s.id, sr.regions from slice s
        left join label_holdings h on h.excode = s.excode
        join scan_served_regions sr on sr.corp_id = coalesce(h.holder_corp_id, s.corp_id)
        where ${servedRule} and s.excode not in (select excode from raised where rule = 'outside_region')
      )
      select s.id::text, s.excode::text, s.corp_id, s.product_id, s.batch_id, s.region,
        case when s.excode in (select excode from crowded) then (
          -- The label's known regions within the window up to this opening (any kind of scan).
          select coalesce(array_agg(distinct x.region), '{}') from scans x
          where x.excode = s.excode and x.region <> 'unknown'
            and x.scanned_at > s.scanned_at - make_interval(hours => ${hours})
            and x.scanned_at <= s.scanned_at
        ) end as recent_regions,
        served.regions as served_regions
      from slice s
      left join served on served.id = s.id
      where s.excode in (select excode from crowded) or served.id is not null
      order by s.id`)
        : [];
    const raisedNow = new Map<string, string[]>();
    const found: AlertFinding[] = [];
    for (const scan of candidates) {
      // A rule raised before this chunk was not read (null); one raised earlier in it is listed here.
      const raised = raisedNow.get(scan.excode) ?? [];
      const findings = regionFindings(
        settings,
        {
          excode: scan.excode,
          corpId: scan.corp_id,
          productId: scan.product_id,
          batchId: scan.batch_id,
          scanId: Number(scan.id),
        },
        {
          region: scan.region,
          recentRegions: scan.recent_regions,
          servedRegions: scan.served_regions,
          raised,
        },
      );
      found.push(...findings);
      raisedNow.set(scan.excode, [...(raisedNow.get(scan.excode) ?? []), ...findings.map((f) => f.rule)]);
    }
    // The chunk's alerts and their notices, three statements per thousand.
    const alerts = (await recordAlerts(tx, found)).length;
    await tx.update(scanRollup).set({ foldedThrough: to }).where(eq(scanRollup.id, 1));
    return { scans: counted, alerts, to };
  });
}

/**
 * Folds every scan-page opening recorded so far into the daily counts and checks each against the
 * region alert rules, exactly once (decision 0018). Safe to run from several workers at once: they
 * take turns on the position row. Returns what it folded.
 */
export async function foldScans(db: Database): Promise<{ scans: number; alerts: number }> {
  const settled = await settledScanId(db);
  const total = { scans: 0, alerts: 0 };
  if (settled === null) return total;
  for (;;) {
    const chunk = await foldChunk(db, settled);
    if (!chunk) return total;
    total.scans += chunk.scans;
    total.alerts += chunk.alerts;
  }
}
