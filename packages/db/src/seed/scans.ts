import { and, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../client';
import { labelAlerts, labels, labelVerifications, scans, users } from '../schema/index';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const DEVICES = [
  { device: 'iPhone · iOS 17.4 · WeChat', deviceType: 'mobile', ip: '120.24.78.*' },
  { device: 'V2244A · Android 14 · WeChat', deviceType: 'mobile', ip: '223.5.5.*' },
  { device: 'HarmonyOS 4.2 · Huawei Browser', deviceType: 'mobile', ip: '114.114.114.*' },
  { device: 'iPhone · iOS 16.6 · Safari', deviceType: 'mobile', ip: '90.84.0.*' },
  { device: 'Windows 10/11 · Chrome', deviceType: 'desktop', ip: '58.60.1.*' },
] as const;
/** Where the demo's consumers are: mostly the producer's home markets, a few abroad. */
const REGIONS = ['CN-FJ', 'CN-FJ', 'CN-GD', 'CN-GD', 'CN-GD', 'CN-SH', 'CN-ZJ', 'CN-BJ', 'CN-JS', 'FR', 'MY'];

/** The demo account whose company's labels are scanned. */
const DEMO_PRODUCER_ACCOUNT = 'producer';

const boundGoods = (corpId?: string) =>
  and(
    corpId ? eq(labels.corpId, corpId) : undefined,
    inArray(labels.status, ['bound', 'activated']),
    isNotNull(labels.batchId),
  );

/**
 * The demo label a visitor can check for the first time: a bound label of the demo producer that has
 * never been scanned nor checked (seedDemoScans leaves the first one alone); undefined once checked.
 */
export async function demoFirstCheckLabel(
  db: DbOrTx,
): Promise<{ excode: string; pcode: string } | undefined> {
  const [label] = await db
    .select({ excode: labels.excode, pcode: labels.pcode })
    .from(labels)
    .innerJoin(users, and(eq(users.corpId, labels.corpId), eq(users.account, DEMO_PRODUCER_ACCOUNT)))
    .where(
      and(
        boundGoods(),
        notExists(db.select({ one: sql`1` }).from(scans).where(eq(scans.excode, labels.excode))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(labelVerifications)
            .where(eq(labelVerifications.excode, labels.excode)),
        ),
      ),
    )
    .orderBy(labels.excode)
    .limit(1);
  return label;
}

/**
 * Consumer scans of the demo producer's bound labels over the last 30 days (openings and code checks,
 * from several regions and devices), their daily rollup, and one label that looks copied: scanned in
 * three regions within a day, with its alert. The first bound label is left unscanned.
 */
export async function seedDemoScans(tx: Tx, corpId: string) {
  const boundWithFresh = await tx
    .select({ excode: labels.excode, productId: labels.productId, batchId: labels.batchId })
    .from(labels)
    .where(boundGoods(corpId))
    .orderBy(labels.excode)
    .limit(41);
  // The first bound label is never scanned, so a visitor's first check of it answers "genuine".
  const bound = boundWithFresh.slice(1);
  if (bound.length < 2) return;
  const now = Date.now();
  const rows: (typeof scans.$inferInsert)[] = [];
  const checks = new Map<string, Date[]>();
  for (let i = 0; i < 120; i++) {
    const label = bound[i % (bound.length - 1)]!;
    const at = new Date(now - ((i * 7919) % (29 * DAY)) - HOUR);
    const origin = DEVICES[i % DEVICES.length]!;
    const base = {
      excode: label.excode,
      corpId,
      productId: label.productId,
      batchId: label.batchId,
      region: REGIONS[(i * 3) % REGIONS.length]!,
      ip: origin.ip,
      device: origin.device,
      deviceType: origin.deviceType,
    };
    rows.push({ ...base, scannedAt: at, kind: 'lookup', result: 'valid' });
    if (i % 3 === 0) {
      const checked = checks.get(label.excode) ?? [];
      const when = new Date(at.getTime() + 60_000);
      checked.push(when);
      checks.set(label.excode, checked);
      rows.push({
        ...base,
        scannedAt: when,
        kind: 'verify',
        result: checked.length === 1 ? 'genuine' : 'repeat',
      });
    }
  }
  // A copied label: the same code scanned in Fujian, France and Malaysia within a day.
  const copied = bound.at(-1)!;
  const copiedAt = now - 2 * DAY;
  ['CN-FJ', 'FR', 'MY'].forEach((region, index) => {
    rows.push({
      excode: copied.excode,
      corpId,
      productId: copied.productId,
      batchId: copied.batchId,
      region,
      ip: DEVICES[index]!.ip,
      device: DEVICES[index]!.device,
      deviceType: DEVICES[index]!.deviceType,
      scannedAt: new Date(copiedAt + index * 3 * HOUR),
      kind: 'lookup',
      result: 'valid',
    });
  });
  const inserted = await tx.insert(scans).values(rows).returning({ id: scans.id, excode: scans.excode });
  await tx.insert(labelVerifications).values(
    [...checks].map(([excode, times]) => ({
      excode,
      count: times.length,
      firstAt: new Date(Math.min(...times.map(Number))),
      lastAt: new Date(Math.max(...times.map(Number))),
    })),
  );
  await tx.execute(sql`
    insert into scan_daily (day, corp_id, product_id, region, scans, verifications)
    select (scanned_at at time zone 'utc')::date, corp_id, product_id, region,
           count(*) filter (where kind = 'lookup'),
           count(*) filter (where result in ('genuine', 'repeat'))
    from scans where corp_id = ${corpId}
    group by 1, 2, 3, 4
    on conflict on constraint scan_daily_key do update
      set scans = scan_daily.scans + excluded.scans, verifications = scan_daily.verifications + excluded.verifications`);
  // The openings above are counted: the worker's fold starts after them.
  await tx.execute(sql`
    update scan_rollup set folded_through = greatest(folded_through, ${Math.max(...inserted.map((row) => row.id))})
    where id = 1`);
  await tx.insert(labelAlerts).values({
    excode: copied.excode,
    corpId,
    productId: copied.productId,
    batchId: copied.batchId,
    rule: 'multi_region',
    detail: { regions: ['CN-FJ', 'FR', 'MY'], hours: 24, limit: 3 },
    scanId: inserted.filter((row) => row.excode === copied.excode).at(-1)?.id ?? null,
    createdAt: new Date(copiedAt + 6 * HOUR),
  });
}
