import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CertificateStatus,
  type Language,
  type LookupResult,
  PCODE_ATTEMPTS,
  SCAN_ALERT_DEFAULTS,
  type ScanAnswer,
  type VerifyAnswer,
} from '@trace/contracts';
import {
  type DigitalLink,
  type DigitalLinkProblem,
  isValidLabelCode,
  parseDigitalLinkPath,
} from '@trace/core';
import type { Database, Sql } from '@trace/db';
import { recordCheckEvent } from '@trace/db/epcis';
import { type AlertSettings, raiseAlerts, verifyFindings } from '@trace/db/scan-alerts';
import type { Redis } from 'ioredis';
import { AppError, fieldError } from '../../lib/errors';
import type { JsonText } from '../../lib/route';
import type { ScanCertificate } from '../certification/certificates/service';
import { describeDevice } from './device';
import { maskAddress, regionOfAddress } from './geo';
import type { Grouped } from './grouped';
import { type ScannedLabel, scanAnswer } from './public';

/** Who scanned: the request's language, address and user agent. */
export interface ScanContext {
  language: Language;
  ip: string;
  userAgent: string | undefined;
}

export interface ScanDeps {
  db: Database;
  sql: Sql;
  /** Lookups, run in groups on their own connection (see lookupGroup). */
  lookups: Grouped<LookupInput, LookupRow>;
  /** The certificates scanned products stand on, read once per product for the scans arriving together. */
  certificates: Grouped<string, ScanCertificate | null>;
  redis: Redis;
  redisPrefix: string;
  publicBaseUrl: string;
  /** The running platform variant: its variant sections show on the scan page. */
  platform: string;
}

interface Origin {
  region: string;
  ip: string | null;
  device: string | null;
  deviceType: string;
}

function originOf(context: ScanContext): Origin {
  const { device, deviceType } = describeDevice(context.userAgent);
  return { region: regionOfAddress(context.ip), ip: maskAddress(context.ip), device, deviceType };
}

const d = SCAN_ALERT_DEFAULTS;

/**
 * Opens a label's scan page: finds the label and records the scan (in a group with the scans
 * arriving alongside) before it answers. The worker folds the scan into the daily counts and checks
 * it against the region alert rules moments later (decision 0018). A Digital Link's GTIN and lot
 * must be the label's product's and batch's, else the label is unknown: a real serial under another
 * product's code is a copy.
 */
export async function lookup(
  deps: ScanDeps,
  context: ScanContext,
  excode: string,
  link?: DigitalLink,
  previousScan?: string,
): Promise<JsonText<ScanAnswer>> {
  if (previousScan) {
    const [seen] = await deps.sql`
      select 1 from scans
      where id = ${previousScan}::bigint and excode = ${excode}::numeric and kind = 'lookup'
        and scanned_at > now() - interval '30 minutes'`;
    if (seen) {
      const { label, result } = await peekLabel(deps.sql, excode, link);
      return scanAnswer(
        deps.db,
        (productId) => deps.certificates.call(productId),
        context.language,
        label,
        result,
        deps.publicBaseUrl,
        previousScan,
        deps.platform,
      );
    }
  }
  const row = await deps.lookups.call({
    excode,
    gtin: link?.gtin ?? null,
    lot: link?.lot ?? null,
    ...originOf(context),
  });
  const label: ScannedLabel = {
    excode,
    corpId: row.corp_id,
    productId: row.product_id,
    batchId: row.batch_id,
  };
  return scanAnswer(
    deps.db,
    () => Promise.resolve(row.certificate),
    context.language,
    label,
    row.result,
    deps.publicBaseUrl,
    row.scan_id,
    deps.platform,
  );
}

/** A lookup to run: the scanned code, the link's GTIN and lot when scanned as a Digital Link, who scanned. */
export interface LookupInput extends Origin {
  excode: string;
  gtin: string | null;
  lot: string | null;
}

/** A lookup's label as the database found it: its outcome and the recorded scan. */
interface LabelFound extends Record<string, unknown> {
  scan_id: string;
  result: LookupResult;
  corp_id: string | null;
  product_id: string | null;
  batch_id: string | null;
}

/** A lookup's answer from the database: the label, its outcome, the recorded scan, the certificate. */
export interface LookupRow extends LabelFound {
  /** A valid label's: the certificate its product stands on (in force, else the latest), or null. */
  certificate: ScanCertificate | null;
}

/**
 * One statement for a group of lookups: it finds each label, records each scan (ids drawn in the
 * group's order) and reads the certificate of each valid label's product, once per product. Nothing else is written: the daily counts and the region alerts are the worker's
 * fold (decision 0018), so concurrent groups never wait for each other's locks.
 */
export async function lookupGroup(sql: Sql, lookups: LookupInput[]): Promise<LookupRow[]> {
  const rows = await sql<
    (LabelFound & {
      cert_no: string | null;
      cert_status: string | null;
      cert_scheme: string | null;
    })[]
  >`
    with gate as (
      -- Holds scan_gate from before the ids are drawn until the commit: the worker's fold waits for
      -- this statement before it counts the ids it drew (decision 0018). Deletes nothing.
      delete from scan_gate where false
    ),
    input as (
      -- The identity sequence of scans.id, named directly (looking it up costs more than drawing from it).
      select nextval('scans_id_seq'::regclass) as id, u.*
      from rows from (
        jsonb_to_recordset(${JSON.stringify(lookups)}::jsonb) as (
          excode numeric, gtin text, lot text, region text, ip text, device text, "deviceType" text)
      ) with ordinality as u (excode, gtin, lot, region, ip, device, device_type, n)
    ),
    found as (
      select i.*, l.status, l.corp_id, l.product_id, l.batch_id,
        case
          when l.excode is null then 'unknown'
          -- A link's GTIN and lot are read only when the link gives them.
          when i.gtin is not null and coalesce(
            (select lpad(p.gtin, 14, '0') from products p where p.id = l.product_id), '') <> i.gtin
            then 'unknown'
          when i.lot is not null
            and (select b.batch_no from batches b where b.id = l.batch_id) is distinct from i.lot
            then 'unknown'
          when l.status = 'invalid' then 'void'
          when l.product_id is null or l.batch_id is null then 'unbound'
          else 'valid'
        end as result
      -- One index probe per scanned code (a join could read the whole table for a big group).
      from input i
      left join lateral (
        select l.excode, l.status, l.corp_id, l.product_id, l.batch_id from labels l where l.excode = i.excode
      ) l on true
    ),
    scan as (
      insert into scans (id, kind, result, excode, corp_id, product_id, batch_id, region, ip, device, device_type)
      overriding system value
      select id, 'lookup', result, excode, corp_id, product_id, batch_id, region, ip, device, device_type
      from found
    ),
    shown as (
      -- The certificate each valid label's product stands on today, once per product of the group.
      select v.product_id, c.cert_no, c.status, c.scheme
      from (select distinct product_id from found where result = 'valid') v
      cross join lateral (
        select * from covering_certificates(v.product_id, ${new Date().toISOString().slice(0, 10)}::date) limit 1
      ) c
    )
    select f.id::text as scan_id, f.corp_id, f.product_id, f.batch_id, f.result,
      s.cert_no, s.status as cert_status, s.scheme as cert_scheme
    from found f
    left join shown s on f.result = 'valid' and s.product_id = f.product_id
    order by f.n`;
  return rows.map(({ cert_no, cert_status, cert_scheme, ...row }) => ({
    ...row,
    certificate: cert_no
      ? { certNo: cert_no, status: cert_status as CertificateStatus, scheme: cert_scheme! }
      : null,
  }));
}

/** The label of a scanned GS1 Digital Link path; problems answer "400" on `path`. */
export function labelOfDigitalLink(path: string): { excode: string; link: DigitalLink } {
  const parsed = parseDigitalLinkPath(path);
  if (!parsed.ok) throw fieldError('path', `scan.link.${parsed.problem satisfies DigitalLinkProblem}`);
  const serial = parsed.link.serial;
  if (serial === undefined) throw fieldError('path', 'scan.link.missingSerial');
  if (!isValidLabelCode(serial)) throw fieldError('path', 'label.codeFormat');
  return { excode: serial, link: parsed.link };
}

/** What a label is without recording anything (linksets, public files). */
export async function peekLabel(
  sql: Sql,
  excode: string,
  link?: DigitalLink,
): Promise<{ label: ScannedLabel; result: LookupResult; productName: string | null }> {
  const [row] = await sql`
    select l.status, l.corp_id, l.product_id, l.batch_id, p.gtin, b.batch_no,
           coalesce(b.replace_product_name, p.replace_product_name, p.product_name) as product_name
    from labels l
    left join products p on p.id = l.product_id
    left join batches b on b.id = l.batch_id
    where l.excode = ${excode}::numeric`;
  const label: ScannedLabel = {
    excode,
    corpId: (row?.corp_id as string | null) ?? null,
    productId: (row?.product_id as string | null) ?? null,
    batchId: (row?.batch_id as string | null) ?? null,
  };
  let result: LookupResult;
  if (!row) result = 'unknown';
  else if (link && (!row.gtin || String(row.gtin).padStart(14, '0') !== link.gtin)) result = 'unknown';
  else if (link?.lot !== undefined && row.batch_no !== link.lot) result = 'unknown';
  else if (row.status === 'invalid') result = 'void';
  else if (!label.productId || !label.batchId) result = 'unbound';
  else result = 'valid';
  return { label, result, productName: (row?.product_name as string | null) ?? null };
}

// ---- the anti-counterfeit check

const attemptKeys = (prefix: string, excode: string, ip: string) => ({
  address: `${prefix}:scan:pcode:${excode}:${ip}`,
  label: `${prefix}:scan:pcode:${excode}`,
});

/** Minutes until the attempts of a label (from this address, or from everywhere) are allowed again; 0: allowed. */
async function blockedMinutes(redis: Redis, keys: { address: string; label: string }): Promise<number> {
  try {
    const [address, label] = await redis.mget(keys.address, keys.label);
    const waits: Promise<number>[] = [];
    if (Number(address ?? 0) >= PCODE_ATTEMPTS.perAddress.max) waits.push(redis.pttl(keys.address));
    if (Number(label ?? 0) >= PCODE_ATTEMPTS.perLabel.max) waits.push(redis.pttl(keys.label));
    if (waits.length === 0) return 0;
    const ms = Math.max(...(await Promise.all(waits)));
    return Math.max(1, Math.ceil(ms / 60_000));
  } catch {
    // Redis down: the per-route limit still bounds attempts per address.
    return 0;
  }
}

/** Counts a wrong code; returns the attempts left from this address. */
async function countWrongAttempt(redis: Redis, keys: { address: string; label: string }): Promise<number> {
  try {
    const results = await redis
      .multi()
      .incr(keys.address)
      .expire(keys.address, PCODE_ATTEMPTS.perAddress.windowMinutes * 60, 'NX')
      .incr(keys.label)
      .expire(keys.label, PCODE_ATTEMPTS.perLabel.windowMinutes * 60, 'NX')
      .exec();
    const used = Number(results?.[0]?.[1] ?? 0);
    return Math.max(0, PCODE_ATTEMPTS.perAddress.max - used);
  } catch {
    return 0;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compares codes in constant time (their digests have one length whatever the input). */
function sameCode(given: string, stored: string): boolean {
  return timingSafeEqual(digest(given), digest(stored));
}

async function recordVerifyEvent(
  sql: Sql,
  excode: string,
  label: ScannedLabel,
  result: string,
  origin: Origin,
) {
  const [scan] = await sql`
    insert into scans (kind, result, excode, corp_id, product_id, batch_id, region, ip, device, device_type)
    values ('verify', ${result}, ${excode}::numeric, ${label.corpId}, ${label.productId}, ${label.batchId},
            ${origin.region}, ${origin.ip}, ${origin.device}, ${origin.deviceType})
    returning id, scanned_at`;
  return { scanId: String(scan!.id), at: new Date(scan!.scanned_at as string | Date) };
}

/**
 * Checks a label's secret code. Right: the first time says genuine, later times how many and since
 * when (counted atomically); the label becomes activated on its first check. Wrong: a field error
 * with the attempts left; past the limits (per label and address, per label) "429" until the window
 * ends. Void, unbound and unknown labels are answered as such, whatever the code. Every attempt
 * that reaches the database is recorded as a scan.
 */
export async function verify(
  deps: ScanDeps,
  context: ScanContext,
  excode: string,
  pcode: string,
): Promise<VerifyAnswer> {
  const keys = attemptKeys(deps.redisPrefix, excode, context.ip);
  const minutes = await blockedMinutes(deps.redis, keys);
  if (minutes > 0) throw new AppError(429, 'scan.tooManyAttempts', { minutes });

  const origin = originOf(context);
  const [row] = await deps.sql`
    select l.pcode, l.status, l.corp_id, l.product_id, l.batch_id from labels l
    where l.excode = ${excode}::numeric`;
  const label: ScannedLabel = {
    excode,
    corpId: (row?.corp_id as string | null) ?? null,
    productId: (row?.product_id as string | null) ?? null,
    batchId: (row?.batch_id as string | null) ?? null,
  };
  const state = !row
    ? 'unknown'
    : row.status === 'invalid'
      ? 'void'
      : !label.productId || !label.batchId
        ? 'unbound'
        : null;
  if (state) {
    await recordVerifyEvent(deps.sql, excode, label, state, origin);
    return { excode, result: state, count: 0, firstVerifiedAt: null };
  }
  if (!sameCode(pcode, row!.pcode as string)) {
    const scan = await recordVerifyEvent(deps.sql, excode, label, 'wrong_pcode', origin);
    await recordCheckEvent(deps.db, { ...scan, excode, genuine: false });
    const remaining = await countWrongAttempt(deps.redis, keys);
    if (remaining === 0) {
      throw new AppError(429, 'scan.tooManyAttempts', { minutes: PCODE_ATTEMPTS.perAddress.windowMinutes });
    }
    throw fieldError('pcode', 'scan.wrongPcode', { remaining });
  }

  const [checked] = await deps.sql`
    with settings as (
      select coalesce(s.verify_rule_enabled, ${d.verifyRuleEnabled}) as verify_rule,
             coalesce(s.verify_limit, ${d.verifyLimit}) as verify_limit
      from (values (1)) as one (x) left join scan_alert_settings s on s.id = 1
    ),
    counted as (
      insert into label_verifications as v (excode, count) values (${excode}::numeric, 1)
      on conflict (excode) do update set count = v.count + 1, last_at = now()
      returning v.count, v.first_at
    ),
    scan as (
      insert into scans (kind, result, excode, corp_id, product_id, batch_id, region, ip, device, device_type)
      select 'verify', case when counted.count = 1 then 'genuine' else 'repeat' end, ${excode}::numeric,
             ${label.corpId}, ${label.productId}, ${label.batchId},
             ${origin.region}, ${origin.ip}, ${origin.device}, ${origin.deviceType}
      from counted
      returning id, scanned_at
    ),
    daily as (
      insert into scan_daily as d (day, corp_id, product_id, region, scans, verifications)
      values ((now() at time zone 'utc')::date, ${label.corpId}, ${label.productId}, ${origin.region}, 0, 1)
      on conflict on constraint scan_daily_key do update set verifications = d.verifications + 1
    ),
    activated as (
      update labels set status = 'activated' where excode = ${excode}::numeric and status = 'bound'
    )
    select counted.count, counted.first_at, (select id from scan) as scan_id,
      (select scanned_at from scan) as scanned_at, settings.*,
      (select coalesce(array_agg(a.rule), '{}') from label_alerts a where a.excode = ${excode}::numeric) as raised
    from counted, settings`;
  await recordCheckEvent(deps.db, {
    scanId: String(checked!.scan_id),
    excode,
    genuine: true,
    at: new Date(checked!.scanned_at as string | Date),
  });
  try {
    await deps.redis.del(keys.address);
  } catch {
    // The counter expires by itself.
  }
  const verifications = Number(checked!.count);
  if (label.corpId) {
    const settings: AlertSettings = {
      ...SCAN_ALERT_DEFAULTS,
      verifyRuleEnabled: checked!.verify_rule as boolean,
      verifyLimit: checked!.verify_limit as number,
    };
    const findings = verifyFindings(
      settings,
      {
        excode,
        corpId: label.corpId,
        productId: label.productId,
        batchId: label.batchId,
        scanId: Number(checked!.scan_id),
      },
      verifications,
      checked!.raised as string[],
    );
    await raiseAlerts(deps.db, findings);
  }
  return {
    excode,
    result: verifications === 1 ? 'genuine' : 'repeat',
    count: verifications,
    firstVerifiedAt: new Date(checked!.first_at as string | Date).toISOString(),
  };
}
