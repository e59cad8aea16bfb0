import {
  APPROVED_REVIEW_STATES,
  type Localized,
  type Page,
  type ZPartnerBatch,
  type ZPartnerBatchDetail,
  type ZPartnerBatchQuery,
  type ZPartnerCertificate,
  type ZPartnerCertificateQuery,
  type ZPartnerCompany,
  type ZPartnerCustomsRecord,
  type ZPartnerKeywordQuery,
  type ZPartnerLabel,
  type ZPartnerProduct,
  type ZPartnerShipment,
  type ZPartnerShipmentDetail,
  type ZPartnerShipmentQuery,
  type ZPartnerTestReport,
} from '@trace/contracts';
import { toDisplayWeight } from '@trace/core';
import type { Sql } from '@trace/db';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { pageOf, pageWindow } from '../../lib/paging';
import type { PartnerPrincipal } from '../../lib/principal';

/**
 * What the partner API reads of a granting company. Every query is limited to that company's rows
 * (the gate has checked the grant before), answers only what a partner needs, and for reviewed
 * records only what the platform approved: what the company published.
 */

type Company = z.infer<typeof ZPartnerCompany>;
type Product = z.infer<typeof ZPartnerProduct>;
type Batch = z.infer<typeof ZPartnerBatch>;
type BatchDetail = z.infer<typeof ZPartnerBatchDetail>;
type Label = z.infer<typeof ZPartnerLabel>;
type Shipment = z.infer<typeof ZPartnerShipment>;
type ShipmentDetail = z.infer<typeof ZPartnerShipmentDetail>;
type TestReport = z.infer<typeof ZPartnerTestReport>;
type CustomsRecord = z.infer<typeof ZPartnerCustomsRecord>;
type Certificate = z.infer<typeof ZPartnerCertificate>;
type PartnerKeywordQuery = z.infer<typeof ZPartnerKeywordQuery>;
type PartnerBatchQuery = z.infer<typeof ZPartnerBatchQuery>;
type PartnerShipmentQuery = z.infer<typeof ZPartnerShipmentQuery>;
type PartnerCertificateQuery = z.infer<typeof ZPartnerCertificateQuery>;

const APPROVED = [...APPROVED_REVIEW_STATES];
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
/** The name a product shows: its replacement name when it has one. */
const PRODUCT_NAME = 'coalesce(p.replace_product_name, p.product_name)';

/** One page of rows and their total, from the same conditions. */
async function page<R, T>(
  rows: Promise<R[]>,
  total: Promise<{ n: number }[]>,
  query: { page: number; pageSize: number },
  toItem: (row: R) => T,
): Promise<Page<T>> {
  const [list, [count]] = await Promise.all([rows, total]);
  return pageOf(list.map(toItem), count?.n ?? 0, query);
}

/* ---------------------------------------------------------------- companies */

interface CompanyRow {
  id: string;
  name: string;
  kind: string;
  country_id: string | null;
  registration_no: string | null;
  gln: string | null;
  address: string | null;
  production_address: string | null;
  introduction: string | null;
  status: string;
  trace_status: string;
  sy_start_time: Date | null;
  sy_end_time: Date | null;
}

const companyOf = (row: CompanyRow, grantedUntil: Date): Company => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  countryId: row.country_id,
  registrationNo: row.registration_no,
  gln: row.gln,
  address: row.address,
  productionAddress: row.production_address,
  introduction: row.introduction,
  status: row.status,
  traceStatus: row.trace_status,
  traceableFrom: isoOrNull(row.sy_start_time),
  traceableUntil: isoOrNull(row.sy_end_time),
  grantedUntil: grantedUntil.toISOString(),
});

const COMPANY_COLUMNS =
  'id, name, kind, country_id, registration_no, gln, address, production_address, introduction, status, trace_status, sy_start_time, sy_end_time';

/** The companies whose grant in force includes their profile, by name. */
export async function grantedCompanies(sql: Sql, principal: PartnerPrincipal): Promise<Company[]> {
  const grants = [...principal.grants.values()].filter((grant) => grant.resources.has('companies'));
  if (grants.length === 0) return [];
  const rows = await sql<CompanyRow[]>`
    select ${sql.unsafe(COMPANY_COLUMNS)} from companies
    where id = any(${grants.map((grant) => grant.corpId)}::uuid[]) order by name, id`;
  return rows.map((row) => companyOf(row, principal.grants.get(row.id)!.until));
}

export async function companyProfile(
  sql: Sql,
  principal: PartnerPrincipal,
  corpId: string,
): Promise<Company> {
  const [row] = await sql<CompanyRow[]>`
    select ${sql.unsafe(COMPANY_COLUMNS)} from companies where id = ${corpId}`;
  const grant = principal.grants.get(corpId);
  if (!row || !grant) throw notFound();
  return companyOf(row, grant.until);
}

/* ---------------------------------------------------------------- products */

export async function companyProducts(
  sql: Sql,
  corpId: string,
  query: PartnerKeywordQuery,
): Promise<Page<Product>> {
  const { limit, offset } = pageWindow(query);
  const where = sql`p.corp_id = ${corpId} and p.review_status = any(${APPROVED})
    ${query.keyword ? sql`and (p.product_name ilike ${likePattern(query.keyword)} or p.replace_product_name ilike ${likePattern(query.keyword)} or p.gtin = ${query.keyword})` : sql``}`;
  return page(
    sql<
      {
        id: string;
        name: string;
        gtin: string | null;
        specification: string | null;
        description: string | null;
        category_id: string;
        category_name: Localized;
        listing_status: string;
        updated_at: Date;
      }[]
    >`
      select p.id, ${sql.unsafe(PRODUCT_NAME)} as name, p.gtin, p.specification, p.description,
        c.id as category_id, c.name as category_name, p.listing_status, p.updated_at
      from products p join product_categories c on c.id = p.category_id
      where ${where} order by p.created_at desc, p.id limit ${limit} offset ${offset}`,
    sql<{ n: number }[]>`select count(*)::int as n from products p where ${where}`,
    query,
    (row) => ({
      id: row.id,
      name: row.name,
      gtin: row.gtin,
      specification: row.specification,
      description: row.description,
      category: { id: row.category_id, name: row.category_name },
      listingStatus: row.listing_status,
      updateTime: iso(row.updated_at),
    }),
  );
}

/* ---------------------------------------------------------------- batches */

interface BatchRow {
  id: string;
  batch_no: string;
  line: string;
  kind: string;
  status: string;
  product_id: string;
  product_name: string;
  gtin: string | null;
  production_date: Date | null;
  expiry_date: Date | null;
  origin: string | null;
  bound_count: number;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const BATCH_COLUMNS = `b.id, b.batch_no, b.line, b.kind, b.status, p.id as product_id, ${PRODUCT_NAME} as product_name,
  p.gtin, b.production_date, b.expiry_date, b.origin, b.bound_count, b.completed_at, b.created_at, b.updated_at`;

const batchOf = (row: BatchRow): Batch => ({
  id: row.id,
  batchNo: row.batch_no,
  line: row.line,
  kind: row.kind,
  status: row.status,
  product: { id: row.product_id, name: row.product_name, gtin: row.gtin },
  productionDate: isoOrNull(row.production_date),
  expiryDate: isoOrNull(row.expiry_date),
  origin: row.origin,
  boundCount: row.bound_count,
  completedAt: isoOrNull(row.completed_at),
  createTime: iso(row.created_at),
  updateTime: iso(row.updated_at),
});

export async function companyBatches(
  sql: Sql,
  corpId: string,
  query: PartnerBatchQuery,
): Promise<Page<Batch>> {
  const { limit, offset } = pageWindow(query);
  const where = sql`b.corp_id = ${corpId}
    ${query.line ? sql`and b.line = ${query.line}` : sql``}
    ${query.updatedSince ? sql`and b.updated_at >= ${query.updatedSince}` : sql``}
    ${query.keyword ? sql`and (b.batch_no ilike ${likePattern(query.keyword)} or p.product_name ilike ${likePattern(query.keyword)})` : sql``}`;
  return page(
    sql<BatchRow[]>`
      select ${sql.unsafe(BATCH_COLUMNS)} from batches b join products p on p.id = b.product_id
      where ${where} order by b.updated_at desc, b.id limit ${limit} offset ${offset}`,
    sql<{ n: number }[]>`
      select count(*)::int as n from batches b join products p on p.id = b.product_id where ${where}`,
    query,
    batchOf,
  );
}

export async function companyBatch(sql: Sql, corpId: string, id: string): Promise<BatchDetail> {
  const [row] = await sql<(BatchRow & { total: number; active: number; voided: number; shipped: number })[]>`
    select ${sql.unsafe(BATCH_COLUMNS)},
      (select count(*)::int from labels l where l.batch_id = b.id) as total,
      (select count(*)::int from labels l where l.batch_id = b.id and l.status in ('bound', 'activated')) as active,
      (select count(*)::int from labels l where l.batch_id = b.id and l.status = 'invalid') as voided,
      (select count(distinct sl.excode)::int from shipment_labels sl join shipments s on s.id = sl.shipment_id
        where sl.batch_id = b.id and s.sender_corp_id = b.corp_id) as shipped
    from batches b join products p on p.id = b.product_id
    where b.id = ${id} and b.corp_id = ${corpId}`;
  if (!row) throw notFound();
  return {
    ...batchOf(row),
    labels: { total: row.total, active: row.active, voided: row.voided, shipped: row.shipped },
  };
}

/* ---------------------------------------------------------------- labels */

export async function companyLabel(sql: Sql, corpId: string, excode: string): Promise<Label> {
  const [row] = await sql<
    {
      excode: string;
      status: string;
      product_id: string | null;
      product_name: string | null;
      gtin: string | null;
      batch_id: string | null;
      batch_no: string | null;
      bound_at: Date | null;
      shipped_at: Date | null;
      voided_at: Date | null;
      scan_count: number;
      last_scanned_at: Date | null;
    }[]
  >`
    select l.excode::text, l.status, p.id as product_id, ${sql.unsafe(PRODUCT_NAME)} as product_name, p.gtin,
      b.id as batch_id, b.batch_no,
      (select min(g.created_at) from batch_bind_logs g
        where g.batch_id = l.batch_id and g.codes @> array[l.excode::text]) as bound_at,
      (select max(s.created_at) from shipment_labels sl join shipments s on s.id = sl.shipment_id
        where sl.excode = l.excode) as shipped_at,
      (select max(v.updated_at) from void_requests v
        where v.corp_id = l.corp_id and v.status in ('performed', 'execution_error')
          and v.codes @> array[l.excode::text] and l.status = 'invalid') as voided_at,
      (select count(*)::int from scans sc where sc.excode = l.excode) as scan_count,
      (select max(sc.scanned_at) from scans sc where sc.excode = l.excode) as last_scanned_at
    from labels l left join products p on p.id = l.product_id left join batches b on b.id = l.batch_id
    where l.excode = ${excode}::numeric and l.corp_id = ${corpId}`;
  if (!row) throw notFound();
  return {
    excode: row.excode,
    state: row.status,
    product: row.product_id ? { id: row.product_id, name: row.product_name!, gtin: row.gtin } : null,
    batch: row.batch_id ? { id: row.batch_id, batchNo: row.batch_no! } : null,
    boundAt: isoOrNull(row.bound_at),
    shippedAt: isoOrNull(row.shipped_at),
    voidedAt: isoOrNull(row.voided_at),
    scanCount: row.scan_count,
    lastScannedAt: isoOrNull(row.last_scanned_at),
  };
}

/* ---------------------------------------------------------------- shipments */

interface ShipmentRow {
  id: string;
  shipment_no: string;
  status: string;
  sender_corp_id: string;
  sender_name: string;
  receiver_corp_id: string;
  receiver_name: string;
  label_count: number;
  total_weight: string;
  carrier: string;
  tracking_no: string | null;
  shipping_date: Date;
  received_at: Date | null;
  returned_at: Date | null;
  created_at: Date;
  certificate_ids: string[];
}

const SHIPMENT_FROM = `shipments s join companies sc on sc.id = s.sender_corp_id
  join companies rc on rc.id = s.receiver_corp_id`;
const SHIPMENT_COLUMNS = `s.id, s.shipment_no, s.status, s.sender_corp_id, sc.name as sender_name, s.receiver_corp_id,
  rc.name as receiver_name, s.label_count, s.total_weight::text, s.carrier, s.tracking_no, s.shipping_date,
  s.received_at, s.returned_at, s.created_at, s.certificate_ids`;

const shipmentOf = (corpId: string, row: ShipmentRow): Shipment => ({
  id: row.id,
  shipmentNo: row.shipment_no,
  direction: row.sender_corp_id === corpId ? 'sent' : 'received',
  status: row.status,
  sender: { id: row.sender_corp_id, name: row.sender_name },
  receiver: { id: row.receiver_corp_id, name: row.receiver_name },
  labelCount: row.label_count,
  totalWeight: toDisplayWeight(row.total_weight),
  carrier: row.carrier,
  trackingNo: row.tracking_no,
  shippingDate: iso(row.shipping_date),
  receivedAt: isoOrNull(row.received_at),
  returnedAt: isoOrNull(row.returned_at),
  createTime: iso(row.created_at),
});

export async function companyShipments(
  sql: Sql,
  corpId: string,
  query: PartnerShipmentQuery,
): Promise<Page<Shipment>> {
  const { limit, offset } = pageWindow(query);
  const side =
    query.direction === 'sent'
      ? sql`s.sender_corp_id = ${corpId}`
      : query.direction === 'received'
        ? sql`s.receiver_corp_id = ${corpId}`
        : sql`(s.sender_corp_id = ${corpId} or s.receiver_corp_id = ${corpId})`;
  const pattern = query.keyword ? likePattern(query.keyword) : null;
  const where = sql`${side}
    ${pattern ? sql`and (s.shipment_no ilike ${pattern} or s.tracking_no ilike ${pattern} or sc.name ilike ${pattern} or rc.name ilike ${pattern})` : sql``}`;
  return page(
    sql<ShipmentRow[]>`
      select ${sql.unsafe(SHIPMENT_COLUMNS)} from ${sql.unsafe(SHIPMENT_FROM)}
      where ${where} order by s.created_at desc, s.id limit ${limit} offset ${offset}`,
    sql<{ n: number }[]>`select count(*)::int as n from ${sql.unsafe(SHIPMENT_FROM)} where ${where}`,
    query,
    (row) => shipmentOf(corpId, row),
  );
}

export async function companyShipment(sql: Sql, corpId: string, id: string): Promise<ShipmentDetail> {
  const [row] = await sql<ShipmentRow[]>`
    select ${sql.unsafe(SHIPMENT_COLUMNS)} from ${sql.unsafe(SHIPMENT_FROM)}
    where s.id = ${id} and (s.sender_corp_id = ${corpId} or s.receiver_corp_id = ${corpId})`;
  if (!row) throw notFound();
  const [groups, certificates] = await Promise.all([
    sql<
      {
        batch_id: string | null;
        batch_no: string | null;
        product_id: string | null;
        product_name: string | null;
        gtin: string | null;
        n: number;
      }[]
    >`
      select b.id as batch_id, b.batch_no, p.id as product_id, ${sql.unsafe(PRODUCT_NAME)} as product_name,
        p.gtin, count(*)::int as n
      from shipment_labels sl join labels l on l.excode = sl.excode
        left join batches b on b.id = coalesce(sl.batch_id, l.batch_id)
        left join products p on p.id = coalesce(b.product_id, l.product_id)
      where sl.shipment_id = ${id}
      group by b.id, b.batch_no, p.id, p.replace_product_name, p.product_name, p.gtin
      order by b.batch_no nulls last, p.id`,
    sql<{ cert_no: string; status: string }[]>`
      select cert_no, status from certificates where id = any(${row.certificate_ids}::uuid[]) order by cert_no`,
  ]);
  return {
    ...shipmentOf(corpId, row),
    batches: groups.map((group) => ({
      batch: group.batch_id ? { id: group.batch_id, batchNo: group.batch_no! } : null,
      product: group.product_id
        ? { id: group.product_id, name: group.product_name!, gtin: group.gtin }
        : null,
      labelCount: group.n,
    })),
    certificates: certificates.map((c) => ({ certNo: c.cert_no, status: c.status })),
  };
}

/* ---------------------------------------------------------------- records */

export async function companyTestReports(
  sql: Sql,
  corpId: string,
  query: PartnerKeywordQuery,
): Promise<Page<TestReport>> {
  const { limit, offset } = pageWindow(query);
  const pattern = query.keyword ? likePattern(query.keyword) : null;
  const where = sql`t.corp_id = ${corpId} and t.review_status = any(${APPROVED})
    ${pattern ? sql`and (t.report_no ilike ${pattern} or t.institution ilike ${pattern} or p.product_name ilike ${pattern} or b.batch_no ilike ${pattern})` : sql``}`;
  const from = sql`test_reports t join products p on p.id = t.product_id left join batches b on b.id = t.batch_id`;
  return page(
    sql<
      {
        id: string;
        product_id: string;
        product_name: string;
        gtin: string | null;
        batch_id: string | null;
        batch_no: string | null;
        institution: string;
        report_no: string;
        test_date: Date;
        result: string;
        updated_at: Date;
      }[]
    >`
      select t.id, p.id as product_id, ${sql.unsafe(PRODUCT_NAME)} as product_name, p.gtin, b.id as batch_id,
        b.batch_no, t.institution, t.report_no, t.test_date, t.result, t.updated_at
      from ${from} where ${where} order by t.test_date desc, t.id limit ${limit} offset ${offset}`,
    sql<{ n: number }[]>`select count(*)::int as n from ${from} where ${where}`,
    query,
    (row) => ({
      id: row.id,
      product: { id: row.product_id, name: row.product_name, gtin: row.gtin },
      batch: row.batch_id ? { id: row.batch_id, batchNo: row.batch_no! } : null,
      institution: row.institution,
      reportNo: row.report_no,
      testDate: iso(row.test_date),
      result: row.result,
      updateTime: iso(row.updated_at),
    }),
  );
}

export async function companyCustomsRecords(
  sql: Sql,
  corpId: string,
  query: PartnerKeywordQuery,
): Promise<Page<CustomsRecord>> {
  const { limit, offset } = pageWindow(query);
  const pattern = query.keyword ? likePattern(query.keyword) : null;
  const where = sql`c.corp_id = ${corpId} and c.review_status = any(${APPROVED})
    ${pattern ? sql`and (c.name ilike ${pattern} or c.port_name ilike ${pattern} or b.batch_no ilike ${pattern} or p.product_name ilike ${pattern})` : sql``}`;
  const from = sql`customs_infos c join products p on p.id = c.product_id join batches b on b.id = c.batch_id`;
  return page(
    sql<
      {
        id: string;
        name: string;
        product_id: string;
        product_name: string;
        gtin: string | null;
        batch_id: string;
        batch_no: string;
        port: string;
        port_name: string;
        import_time: Date;
        import_corp_name: string;
        certificates: {
          batchCustomsType: number;
          kindName: string;
          num: string | null;
          startTime: string | null;
          endTime: string | null;
        }[];
        updated_at: Date;
      }[]
    >`
      select c.id, c.name, p.id as product_id, ${sql.unsafe(PRODUCT_NAME)} as product_name, p.gtin,
        b.id as batch_id, b.batch_no, c.port, c.port_name, c.import_time, c.import_corp_name, c.certificates,
        c.updated_at
      from ${from} where ${where} order by c.import_time desc, c.id limit ${limit} offset ${offset}`,
    sql<{ n: number }[]>`select count(*)::int as n from ${from} where ${where}`,
    query,
    (row) => ({
      id: row.id,
      name: row.name,
      product: { id: row.product_id, name: row.product_name, gtin: row.gtin },
      batch: { id: row.batch_id, batchNo: row.batch_no },
      port: row.port,
      portName: row.port_name,
      importTime: iso(row.import_time),
      importCorpName: row.import_corp_name,
      // Numbers and dates only: the scans and photos of the certificates stay with the company.
      certificates: row.certificates.map((c) => ({
        kind: c.batchCustomsType,
        kindName: c.kindName,
        num: c.num,
        startTime: c.startTime ? iso(c.startTime) : null,
        endTime: c.endTime ? iso(c.endTime) : null,
      })),
      updateTime: iso(row.updated_at),
    }),
  );
}

/* ---------------------------------------------------------------- certificates */

export async function companyCertificates(
  sql: Sql,
  corpId: string,
  query: PartnerCertificateQuery,
): Promise<Page<Certificate>> {
  const { limit, offset } = pageWindow(query);
  const where = sql`c.corp_id = ${corpId} ${query.status ? sql`and c.status = ${query.status}` : sql``}`;
  return page(
    sql<
      {
        id: string;
        cert_no: string;
        scheme: string;
        scheme_name: Localized;
        modules: { id: string; name: string }[];
        body_id: string;
        body_name: string;
        accreditation_no: string | null;
        status: string;
        valid_from: string;
        valid_until: string;
        next_surveillance_due: string | null;
        suspended_until: string | null;
        updated_at: Date;
      }[]
    >`
      select c.id, c.cert_no, c.scheme, s.name as scheme_name,
        coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name) order by m.name, m.id)
          from cert_modules m where m.id = any(c.module_ids)), '[]'::json) as modules,
        cb.id as body_id, cb.name as body_name, cb.accreditation_no, c.status, c.valid_from::text,
        c.valid_until::text, c.next_surveillance_due::text, c.suspended_until::text, c.updated_at
      from certificates c join cert_schemes s on s.key = c.scheme join cert_bodies cb on cb.id = c.cert_body_id
      where ${where} order by c.valid_from desc, c.cert_no limit ${limit} offset ${offset}`,
    sql<{ n: number }[]>`select count(*)::int as n from certificates c where ${where}`,
    query,
    (row) => ({
      id: row.id,
      certNo: row.cert_no,
      scheme: { key: row.scheme, name: row.scheme_name },
      modules: row.modules,
      body: { id: row.body_id, name: row.body_name, accreditationNo: row.accreditation_no },
      status: row.status,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      nextSurveillanceDue: row.next_surveillance_due,
      suspendedUntil: row.suspended_until,
      updateTime: iso(row.updated_at),
    }),
  );
}
