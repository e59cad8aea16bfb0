import { classEpc, companyUri, type EpcisEvent, eventHashId, labelEpc } from '@trace/core';
import { sql as raw } from 'drizzle-orm';
import { productCoverage } from './cert-coverage';
import type { DbOrTx } from './client';

/**
 * Recording EPCIS 2.0 events (decision 0026). Each flow of the platform records its events in the
 * transaction that makes the change, through one function per kind of source row (a label run, a
 * binding, a shipment step, …); the backfill calls the same functions for rows that have no event yet.
 * An event's id is its EPCIS hash, so recording it twice leaves one row.
 */

/** The origin printed in the QR codes (PUBLIC_BASE_URL): items, companies and documents are named by it. */
export function epcisBase(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

/** Event times are stored in UTC; the platform does not know the local time of each place. */
const OFFSET = '+00:00';

/** What an item's EPC starts with: its Digital Link with AI 21, or the short label URI without a GTIN. */
export const epcPrefix = (base: string, gtin: string | null) => labelEpc(base, '', gtin);

/** A product (and lot) as an EPC class: its GTIN's Digital Link, or its page without a GTIN. */
function productClass(base: string, gtin: string | null, productId: string, lot: string | null) {
  if (gtin) return classEpc(base, gtin, lot ?? undefined);
  return `${base}/products/${productId}${lot ? `?lot=${encodeURIComponent(lot)}` : ''}`;
}

/** The public status page of a certificate (its EPCIS certificationInfo and `cert` transaction). */
export const certificateUri = (base: string, certNo: string) =>
  `${base}/certStatus/${encodeURIComponent(certNo)}`;

type Draft = Omit<EpcisEvent, 'epcList' | 'outputEPCList' | 'eventID'>;

export interface EventRecord {
  event: Draft;
  /** Label codes of the event's items (epcList, or outputEPCList of a transformation). */
  codes?: readonly string[];
  prefix?: string;
  corpIds: readonly (string | null | undefined)[];
  batchId?: string | null;
  shipmentId?: string | null;
  runId?: string | null;
}

const DECIMAL_CODE = /^(?:0|[1-9]\d*)$/;

/**
 * Codes once each, in ascending order, as numbers and as text. A list already so and written as
 * numbers are written (a run's codes, a batch's) is only checked, and its texts are kept.
 */
function ascendingCodes(codes: readonly string[]): { numbers: bigint[]; texts: readonly string[] } {
  const numbers = codes.map(BigInt);
  for (let i = 1; i < numbers.length; i++) {
    if (numbers[i - 1]! >= numbers[i]!) {
      const sorted = [...new Set(numbers)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return { numbers: sorted, texts: sorted.map(String) };
    }
  }
  return { numbers, texts: codes.every((code) => DECIMAL_CODE.test(code)) ? codes : numbers.map(String) };
}

/** `{[a,b),[c,d)}`: consecutive codes merged into half-open ranges. */
export function codeRanges(sorted: readonly bigint[]): string {
  const parts: string[] = [];
  let start: bigint | undefined;
  let end = 0n;
  for (const code of sorted) {
    if (start !== undefined && code === end) {
      end = code + 1n;
      continue;
    }
    if (start !== undefined) parts.push(`[${start},${end})`);
    start = code;
    end = code + 1n;
  }
  if (start !== undefined) parts.push(`[${start},${end})`);
  return `{${parts.join(',')}}`;
}

const COLUMNS = ['type', 'eventTime', 'eventTimeZoneOffset', 'action', 'bizStep', 'disposition'] as const;

/**
 * Writes events of one source; an event already recorded (same hash) is left as it is. Answers the
 * events' ids, and how many of them were new.
 */
export async function recordEvents(
  db: DbOrTx,
  source: string,
  records: readonly EventRecord[],
): Promise<{ ids: string[]; recorded: number }> {
  const ids: string[] = [];
  let recorded = 0;
  for (const record of records) {
    const { numbers: sorted, texts } = ascendingCodes(record.codes ?? []);
    const list = record.event.type === 'TransformationEvent' ? 'outputEPCList' : 'epcList';
    const epcs = texts.map((code) => `${record.prefix ?? ''}${code}`);
    const event: EpcisEvent = sorted.length > 0 ? { ...record.event, [list]: epcs } : { ...record.event };
    const eventId = eventHashId(event);
    const body: Record<string, unknown> = { ...record.event };
    for (const column of COLUMNS) delete body[column];
    const corpIds = [...new Set(record.corpIds.filter((id): id is string => !!id))];
    ids.push(eventId);
    const inserted = await db.execute(raw`
      insert into epcis_events (event_id, event_type, action, biz_step, disposition, event_time,
        event_time_zone_offset, corp_ids, batch_id, shipment_id, run_id, labels, label_count, epc_prefix,
        body, source)
      values (${eventId}, ${event.type}, ${event.action ?? null}, ${event.bizStep ?? null},
        ${event.disposition ?? null}, ${event.eventTime}, ${event.eventTimeZoneOffset},
        ${`{${corpIds.join(',')}}`}::uuid[], ${record.batchId ?? null}, ${record.shipmentId ?? null},
        ${record.runId ?? null}, ${sorted.length > 0 ? codeRanges(sorted) : null}::nummultirange,
        ${sorted.length}, ${sorted.length > 0 ? (record.prefix ?? '') : null}, ${JSON.stringify(body)}::jsonb,
        ${source})
      on conflict (event_id) do nothing returning 1`);
    recorded += (inserted as unknown as unknown[]).length;
  }
  return { ids, recorded };
}

type Row = Record<string, unknown>;
const rows = async (db: DbOrTx, query: ReturnType<typeof raw>) =>
  (await db.execute(query)) as unknown as Row[];
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

async function party(db: DbOrTx, base: string, corpId: string | null) {
  if (!corpId) return null;
  const [row] = await rows(db, raw`select gln from companies where id = ${corpId}`);
  return companyUri(base, corpId, str(row?.gln));
}

/** Labels that came into being (a run or an import): ObjectEvent ADD, encoding. */
async function recordEncoding(
  db: DbOrTx,
  base: string,
  source: string,
  row: Row,
  codes: readonly string[],
  extra: Partial<Draft> & { runId?: string },
) {
  const { runId, ...fields } = extra;
  const location = await party(db, base, str(row.corp_id));
  await recordEvents(db, source, [
    {
      event: {
        type: 'ObjectEvent',
        eventTime: iso(row.finished_at ?? row.updated_at),
        eventTimeZoneOffset: OFFSET,
        action: 'ADD',
        bizStep: 'encoding',
        disposition: 'encoded',
        ...(location ? { bizLocation: location } : {}),
        ...fields,
      },
      codes,
      prefix: epcPrefix(base, str(row.gtin)),
      corpIds: [str(row.corp_id)],
      runId,
    },
  ]);
}

/** Label generation: the run's codes, with its order and the certificate the order was made under. */
export async function recordRunEvents(db: DbOrTx, runId: string, base = epcisBase()) {
  const [run] = await rows(
    db,
    raw`select r.*, p.gtin, o.order_no, c.cert_no from label_runs r left join products p on p.id = r.product_id
        left join label_orders o on o.id = r.order_id left join certificates c on c.id = o.certificate_id
        where r.id = ${runId} and r.status = 'generated'`,
  );
  if (!run) return;
  const codes: string[] = [];
  for (let code = BigInt(String(run.start_code)); code <= BigInt(String(run.end_code)); code++) {
    codes.push(code.toString());
  }
  await recordEncoding(db, base, `run:${runId}`, run, codes, {
    runId,
    ...(run.order_no
      ? { bizTransactionList: [{ type: 'po', bizTransaction: `${base}/label-orders/${run.order_no}` }] }
      : {}),
    ...(run.cert_no ? { certificationInfo: [certificateUri(base, String(run.cert_no))] } : {}),
  });
}

/** Labels imported from a printer's file were encoded like generated ones (the import's codes). */
export async function recordImportEvents(
  db: DbOrTx,
  importId: string,
  codes: readonly string[],
  base = epcisBase(),
) {
  const [row] = await rows(
    db,
    raw`select i.corp_id, i.finished_at, i.updated_at, p.gtin from label_imports i
        left join products p on p.id = i.product_id where i.id = ${importId} and i.status = 'success'`,
  );
  if (!row || codes.length === 0) return;
  await recordEncoding(db, base, `import:${importId}`, row, codes, {});
}

/** Labels bound to a batch: commissioned with the lot in `ilmd` (ObjectEvent ADD, commissioning). */
export async function recordBindEvents(db: DbOrTx, logId: string, base = epcisBase()) {
  const [log] = await rows(
    db,
    raw`select g.*, b.batch_no, b.expiry_date, b.production_date, b.kind, p.gtin, c.cert_no
        from batch_bind_logs g join batches b on b.id = g.batch_id join products p on p.id = b.product_id
        left join certificates c on c.id = g.certificate_id where g.id = ${logId}`,
  );
  if (!log) return;
  const ilmd: Record<string, string> = { 'cbvmda:lotNumber': String(log.batch_no) };
  if (log.expiry_date) ilmd['cbvmda:itemExpirationDate'] = iso(log.expiry_date).slice(0, 10);
  if (log.production_date) ilmd['cbvmda:productionDate'] = iso(log.production_date).slice(0, 10);
  const location = await party(db, base, String(log.corp_id));
  await recordEvents(db, `bind:${logId}`, [
    {
      event: {
        type: 'ObjectEvent',
        eventTime: iso(log.created_at),
        eventTimeZoneOffset: OFFSET,
        action: 'ADD',
        bizStep: 'commissioning',
        disposition: 'active',
        ...(location ? { bizLocation: location, readPoint: location } : {}),
        ilmd,
        ...(log.cert_no ? { certificationInfo: [certificateUri(base, String(log.cert_no))] } : {}),
      },
      codes: log.codes as string[],
      prefix: epcPrefix(base, str(log.gtin)),
      corpIds: [String(log.corp_id)],
      batchId: String(log.batch_id),
    },
  ]);
}

/**
 * Deep processing: the raw material weights one batch took at one moment (the uses written by one
 * request share their time) went into the batch's labels (TransformationEvent).
 */
export async function recordUseEvents(db: DbOrTx, batchId: string, at: Date, base = epcisBase()) {
  const uses = await rows(
    db,
    raw`select u.use_weight, sb.batch_no as source_lot, sp.gtin as source_gtin, sp.id as source_product, b.batch_no, p.gtin,
          b.corp_id, u.created_at
        from raw_material_uses u join batches sb on sb.id = u.source_batch_id
        join products sp on sp.id = sb.product_id join batches b on b.id = u.batch_id
        join products p on p.id = b.product_id
        where u.batch_id = ${batchId}
          and date_trunc('milliseconds', u.created_at) = ${at.toISOString()}::timestamptz`,
  );
  const first = uses[0];
  if (!first) return;
  const inputs = new Map<string, number>();
  for (const use of uses) {
    const epcClass = productClass(
      base,
      str(use.source_gtin),
      String(use.source_product),
      str(use.source_lot),
    );
    // Stored weights are the displayed grams times 1000 (DEFAULT_WEIGHT_RATE).
    inputs.set(epcClass, (inputs.get(epcClass) ?? 0) + Number(use.use_weight) / 1000);
  }
  const output = await rows(
    db,
    raw`select excode::text from labels where batch_id = ${batchId} and status in ('bound', 'activated')`,
  );
  const location = await party(db, base, String(first.corp_id));
  const gtin = str(first.gtin);
  await recordEvents(db, `use:${batchId}:${at.toISOString()}`, [
    {
      event: {
        type: 'TransformationEvent',
        eventTime: at.toISOString(),
        eventTimeZoneOffset: OFFSET,
        bizStep: 'commissioning',
        disposition: 'active',
        ...(location ? { bizLocation: location, readPoint: location } : {}),
        inputQuantityList: [...inputs].map(([epcClass, quantity]) => ({
          epcClass,
          quantity: Math.round(quantity * 1e6) / 1e6,
          uom: 'GRM',
        })),
        ...(output.length === 0 && gtin
          ? { outputQuantityList: [{ epcClass: classEpc(base, gtin, String(first.batch_no)) }] }
          : {}),
        ilmd: { 'cbvmda:lotNumber': String(first.batch_no) },
      },
      codes: output.map((row) => String(row.excode)),
      prefix: epcPrefix(base, gtin),
      corpIds: [String(first.corp_id)],
      batchId,
    },
  ]);
}

/** The labels of some codes grouped by batch (one event per batch and product). */
async function byBatch(db: DbOrTx, query: ReturnType<typeof raw>) {
  const groups = await rows(
    db,
    raw`select l.batch_id, p.gtin, b.batch_no, array_agg(l.excode::text) as codes
        from labels l left join products p on p.id = l.product_id left join batches b on b.id = l.batch_id
        where l.excode in (${query}) group by l.batch_id, p.gtin, b.batch_no order by min(l.excode)`,
  );
  return groups.map((g) => ({
    batchId: str(g.batch_id),
    gtin: str(g.gtin),
    codes: g.codes as string[],
  }));
}

export type ShipmentStep = 'ship' | 'receive' | 'return';

/** A shipment sent, received or sent back (ObjectEvent OBSERVE with the shipment as despatch advice). */
export async function recordShipmentEvents(
  db: DbOrTx,
  shipmentId: string,
  step: ShipmentStep,
  base = epcisBase(),
) {
  const [shipment] = await rows(db, raw`select * from shipments where id = ${shipmentId}`);
  if (!shipment) return;
  const at =
    step === 'ship' ? shipment.created_at : step === 'receive' ? shipment.received_at : shipment.returned_at;
  if (!at) return;
  const sender = String(shipment.sender_corp_id);
  const receiver = String(shipment.receiver_corp_id);
  const [from, to] = await Promise.all([party(db, base, sender), party(db, base, receiver)]);
  const certificates = await rows(
    db,
    raw`select cert_no from certificates where id = any(${`{${(shipment.certificate_ids as string[]).join(',')}}`}::uuid[]) order by cert_no`,
  );
  const groups = await byBatch(db, raw`select excode from shipment_labels where shipment_id = ${shipmentId}`);
  const back = step === 'return';
  const event: Draft = {
    type: 'ObjectEvent',
    eventTime: iso(at),
    eventTimeZoneOffset: OFFSET,
    action: 'OBSERVE',
    bizStep: step === 'receive' ? 'receiving' : 'shipping',
    disposition: step === 'ship' ? 'in_transit' : step === 'receive' ? 'in_progress' : 'returned',
    readPoint: step === 'receive' ? to! : from!,
    bizTransactionList: [
      { type: 'desadv', bizTransaction: `${base}/shipments/${shipment.shipment_no}` },
      ...certificates.map((c) => ({ type: 'cert', bizTransaction: certificateUri(base, String(c.cert_no)) })),
    ],
    sourceList: [{ type: 'owning_party', id: back ? to! : from! }],
    destinationList: [{ type: 'owning_party', id: back ? from! : to! }],
    ...(certificates.length > 0
      ? { certificationInfo: certificates.map((c) => certificateUri(base, String(c.cert_no))) }
      : {}),
  };
  await recordEvents(
    db,
    `${step}:${shipmentId}`,
    groups.map((group) => ({
      event,
      codes: group.codes,
      prefix: epcPrefix(base, group.gtin),
      corpIds: [sender, receiver],
      batchId: group.batchId,
      shipmentId,
    })),
  );
}

/** Voided labels were decommissioned (ObjectEvent DELETE). */
export async function recordVoidEvents(db: DbOrTx, requestId: string, base = epcisBase()) {
  const [request] = await rows(db, raw`select * from void_requests where id = ${requestId}`);
  if (!request || !['performed', 'execution_error'].includes(String(request.status))) return;
  const failed = new Set(((request.failures as { code: string }[] | null) ?? []).map((f) => f.code));
  const codes = (request.codes as string[]).filter((code) => !failed.has(code));
  if (codes.length === 0) return;
  const groups = await byBatch(db, raw`select unnest(${`{${codes.join(',')}}`}::numeric[])`);
  const location = await party(db, base, String(request.corp_id));
  await recordEvents(
    db,
    `void:${requestId}`,
    groups.map((group) => ({
      event: {
        type: 'ObjectEvent',
        eventTime: iso(request.updated_at),
        eventTimeZoneOffset: OFFSET,
        action: 'DELETE',
        bizStep: 'decommissioning',
        disposition: 'inactive',
        ...(location ? { bizLocation: location } : {}),
      },
      codes: group.codes,
      prefix: epcPrefix(base, group.gtin),
      corpIds: [String(request.corp_id)],
      batchId: group.batchId,
    })),
  );
}

/** An approved customs record: the batch cleared at its port, the certificates as transactions. */
export async function recordCustomsEvents(db: DbOrTx, customsId: string, base = epcisBase()) {
  const [record] = await rows(
    db,
    raw`select c.*, b.batch_no, p.gtin from customs_infos c join batches b on b.id = c.batch_id
        join products p on p.id = c.product_id where c.id = ${customsId}`,
  );
  if (!record || !['passed', 'modification_pending'].includes(String(record.review_status))) return;
  const importer = await party(db, base, str(record.import_corp_id));
  const certificates = (record.certificates as { kindName: string; num: string | null }[]).filter(
    (c) => c.num,
  );
  await recordEvents(db, `customs:${customsId}`, [
    {
      event: {
        type: 'ObjectEvent',
        eventTime: iso(record.import_time),
        eventTimeZoneOffset: OFFSET,
        action: 'OBSERVE',
        bizStep: 'inspecting',
        disposition: 'conformant',
        readPoint: `${base}/ports/${encodeURIComponent(String(record.port))}`,
        quantityList: [
          { epcClass: productClass(base, str(record.gtin), String(record.product_id), str(record.batch_no)) },
        ],
        ...(certificates.length > 0
          ? {
              bizTransactionList: certificates.map((c) => ({
                type: 'cert',
                bizTransaction: `${base}/customs/${customsId}/certificates/${encodeURIComponent(c.num!)}`,
              })),
            }
          : {}),
        ...(importer ? { destinationList: [{ type: 'owning_party', id: importer }] } : {}),
      },
      corpIds: [String(record.corp_id), str(record.import_corp_id)],
      batchId: String(record.batch_id),
    },
  ]);
}

/** A consumer checked a label's secret code (ObjectEvent OBSERVE, inspecting). */
export async function recordCheckEvent(
  db: DbOrTx,
  check: { scanId: string | number; excode: string; genuine: boolean; at: Date },
  base = epcisBase(),
) {
  const [label] = await rows(
    db,
    raw`select l.corp_id, l.batch_id, l.product_id, p.gtin from labels l left join products p on p.id = l.product_id
        where l.excode = ${check.excode}::numeric`,
  );
  if (!label) return;
  const certificate = label.product_id
    ? (await productCoverage(db, String(label.product_id), check.at.toISOString().slice(0, 10))).inForce
    : null;
  await recordEvents(db, `check:${check.scanId}`, [
    {
      event: {
        type: 'ObjectEvent',
        eventTime: check.at.toISOString(),
        eventTimeZoneOffset: OFFSET,
        action: 'OBSERVE',
        bizStep: 'inspecting',
        disposition: check.genuine ? 'conformant' : 'non_conformant',
        ...(certificate ? { certificationInfo: [certificateUri(base, certificate.certNo)] } : {}),
      },
      codes: [check.excode],
      prefix: epcPrefix(base, str(label.gtin)),
      corpIds: [str(label.corp_id)],
      batchId: str(label.batch_id),
    },
  ]);
}
