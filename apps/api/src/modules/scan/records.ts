import {
  DEVICE_TYPE_NAMES,
  type DeviceType,
  type Language,
  regionName,
  SCAN_EXPORT_MAX_ROWS,
  SCAN_KIND_NAMES,
  SCAN_RESULT_NAMES,
  type ScanRecord,
  type ScanRecordPage,
  type ScanResult,
} from '@trace/contracts';
import { batches, companies, type DbOrTx, products, scans } from '@trace/db';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { nextDay } from './days';
import type { Cell } from './export';

export interface ScanRecordFilters {
  excode?: string;
  productId?: string;
  corpId?: string;
  region?: string;
  kind?: 'lookup' | 'verify';
  result?: ScanResult;
  scannedFrom?: string;
  scannedTo?: string;
}

/** Counting stops here: past it the list says "more than" (counting millions of rows buys nothing). */
export const SCAN_COUNT_CAP = 100_000;

function recordCondition(principal: Principal, filters: ScanRecordFilters): SQL | undefined {
  return and(
    tenantCondition(tenantScope(principal), { corpId: scans.corpId }),
    filters.excode ? eq(scans.excode, filters.excode) : undefined,
    filters.productId ? eq(scans.productId, filters.productId) : undefined,
    filters.corpId ? eq(scans.corpId, filters.corpId) : undefined,
    filters.region ? eq(scans.region, filters.region) : undefined,
    filters.kind ? eq(scans.kind, filters.kind) : undefined,
    filters.result ? eq(scans.result, filters.result) : undefined,
    filters.scannedFrom ? gte(scans.scannedAt, new Date(`${filters.scannedFrom}T00:00:00Z`)) : undefined,
    filters.scannedTo ? lt(scans.scannedAt, new Date(`${nextDay(filters.scannedTo)}T00:00:00Z`)) : undefined,
  );
}

function selectRecords(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: scans.id,
      scannedAt: scans.scannedAt,
      kind: scans.kind,
      result: scans.result,
      excode: scans.excode,
      corpId: scans.corpId,
      corpName: companies.name,
      productId: scans.productId,
      productName: sql<
        string | null
      >`coalesce(${batches.replaceProductName}, ${products.replaceProductName}, ${products.productName})`,
      batchNo: batches.batchNo,
      region: scans.region,
      ip: scans.ip,
      device: scans.device,
      deviceType: scans.deviceType,
      /** The exact time (microseconds), for keyset paging. */
      cursorAt: sql<string>`${scans.scannedAt}::text`,
    })
    .from(scans)
    .leftJoin(companies, eq(companies.id, scans.corpId))
    .leftJoin(products, eq(products.id, scans.productId))
    .leftJoin(batches, eq(batches.id, scans.batchId))
    .where(where);
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

function toRecord({ cursorAt: _cursor, scannedAt, ...row }: RecordRow, language: Language): ScanRecord {
  return {
    ...row,
    id: String(row.id),
    scanTime: scannedAt.toISOString(),
    kind: row.kind as ScanRecord['kind'],
    result: row.result as ScanResult,
    regionName: regionName(row.region, language),
    deviceType: row.deviceType as DeviceType,
  };
}

/**
 * Scan records, newest first. The total is exact up to SCAN_COUNT_CAP rows; `totalExact` says so.
 * A company sees the scans of its labels; administrators see all.
 */
export async function listRecords(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  query: ScanRecordFilters & { page: number; pageSize: number },
): Promise<ScanRecordPage> {
  const where = recordCondition(principal, query);
  const capped = db
    .select({ one: sql`1` })
    .from(scans)
    .where(where)
    .limit(SCAN_COUNT_CAP + 1)
    .as('capped');
  const source = {
    rows: selectRecords(db, where).$dynamic(),
    orderBy: [desc(scans.scannedAt), desc(scans.id)],
    total: db.select({ total: count() }).from(capped),
  };
  const page = await paginate(source, query, (rows) => rows.map((row) => toRecord(row, language)));
  return { ...page, total: Math.min(page.total, SCAN_COUNT_CAP), totalExact: page.total <= SCAN_COUNT_CAP };
}

const HEADERS: Record<Language, string[]> = {
  cn: [
    '扫码时间 (UTC)',
    '类型',
    '结果',
    '标签编码',
    '企业',
    '产品',
    '批次',
    '地区',
    'IP',
    '设备',
    '设备类型',
  ],
  en: [
    'Time (UTC)',
    'Kind',
    'Outcome',
    'Label code',
    'Company',
    'Product',
    'Batch',
    'Region',
    'IP',
    'Device',
    'Device kind',
  ],
  fr: [
    'Heure (UTC)',
    'Type',
    'Résultat',
    "Code d'étiquette",
    'Entreprise',
    'Produit',
    'Lot',
    'Région',
    'IP',
    'Appareil',
    "Type d'appareil",
  ],
};

/** The records matching the filters, newest first, read in keyset chunks, for an export. */
export function exportRecords(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  filters: ScanRecordFilters,
): { header: string[]; rows: AsyncIterable<Cell[]> } {
  const where = recordCondition(principal, filters);
  const CHUNK = 2_000;
  async function* rows(): AsyncIterable<Cell[]> {
    let after: { at: string; id: number } | undefined;
    let written = 0;
    while (written < SCAN_EXPORT_MAX_ROWS) {
      const chunk = await selectRecords(
        db,
        and(
          where,
          after
            ? sql`(${scans.scannedAt}, ${scans.id}) < (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
        .orderBy(desc(scans.scannedAt), desc(scans.id))
        .limit(Math.min(CHUNK, SCAN_EXPORT_MAX_ROWS - written));
      for (const row of chunk) {
        const record = toRecord(row, language);
        yield [
          record.scanTime.replace('T', ' ').replace(/\.\d+Z$/, ''),
          SCAN_KIND_NAMES[record.kind][language],
          SCAN_RESULT_NAMES[record.result][language],
          record.excode,
          record.corpName,
          record.productName,
          record.batchNo,
          record.regionName,
          record.ip,
          record.device,
          DEVICE_TYPE_NAMES[record.deviceType][language],
        ];
      }
      written += chunk.length;
      if (chunk.length < CHUNK) break;
      const last = chunk.at(-1)!;
      after = { at: last.cursorAt, id: last.id };
    }
  }
  return { header: HEADERS[language], rows: rows() };
}
