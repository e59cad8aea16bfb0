import { setTimeout as sleep } from 'node:timers/promises';
import { documentNo } from '@trace/core';
import {
  barcodeApplications,
  barcodes,
  companies,
  type Database,
  type DbOrTx,
  products,
  type Sql,
} from '@trace/db';
import bwipjs from 'bwip-js/node';
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { JobQueues } from '../../lib/jobs';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';

type Row = typeof barcodeApplications.$inferSelect;
const scope = (principal: Principal) =>
  tenantCondition(tenantScope(principal), { corpId: barcodeApplications.corpId });

async function toApplications(db: DbOrTx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const corpIds = [...new Set(rows.map((r) => r.corpId))];
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [corps, productRows, firsts] = await Promise.all([
    corpIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, corpIds))
      : [],
    productIds.length
      ? db
          .select({
            id: products.id,
            name: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    ids.length
      ? db
          .select({ applicationId: barcodes.applicationId, value: barcodes.value })
          .from(barcodes)
          .where(and(inArray(barcodes.applicationId, ids), eq(barcodes.seq, 1)))
      : [],
  ]);
  return rows.map((row) => ({
    id: row.id,
    applicationNo: row.applicationNo,
    corpId: row.corpId,
    corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
    productId: row.productId,
    productName: productRows.find((p) => p.id === row.productId)?.name ?? '',
    symbology: row.symbology as 'gs1-128',
    count: row.count,
    status: row.status as 'generating' | 'success' | 'execution_error',
    error: row.error,
    firstValue: firsts.find((f) => f.applicationId === row.id)?.value ?? null,
    createTime: row.createdAt.toISOString(),
    actions: row.status === 'success' ? (['download'] as 'download'[]) : [],
  }));
}

export async function list(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; keyword?: string },
) {
  const where = and(
    scope(principal),
    query.keyword ? ilike(barcodeApplications.applicationNo, likePattern(query.keyword)) : undefined,
  );
  const source = {
    rows: db.select().from(barcodeApplications).where(where).$dynamic(),
    orderBy: [desc(barcodeApplications.createdAt)],
    total: countRows(db, barcodeApplications, where),
  };
  return paginate(source, query, (rows) => toApplications(db, rows));
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(barcodeApplications)
    .where(and(eq(barcodeApplications.id, id), scope(principal)));
  if (!row) throw notFound();
  return (await toApplications(db, [row]))[0]!;
}

export async function create(
  db: Database,
  jobs: JobQueues,
  principal: Principal,
  actor: Actor,
  body: { productId: string; corpId: string | null; symbology: 'gs1-128' | 'code128'; count: number },
) {
  const admin = tenantScope(principal).kind === 'all';
  const corpId = admin ? body.corpId : principal.corpId;
  if (!corpId) {
    if (admin) throw fieldError('corpId', 'company.required');
    throw new AppError(409, 'company.noCompany');
  }
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, body.productId), eq(products.corpId, corpId)));
  if (!product) throw fieldError('productId', 'label.productNotYours');
  if (body.symbology === 'gs1-128' && !product.gtin) throw fieldError('symbology', 'barcode.needsGtin');
  const applicationNo = documentNo('B');
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(barcodeApplications)
      .values({
        applicationNo,
        corpId: product.corpId,
        productId: product.id,
        symbology: body.symbology,
        count: body.count,
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'barcode_application',
      entityId: inserted!.id,
      after: inserted,
    });
    return inserted!;
  });
  const jobId = await jobs.enqueue(
    'barcode-batch',
    `barcodes ${applicationNo}`,
    { applicationId: row.id },
    { createdBy: actor.userId, corpId: row.corpId, total: row.count },
  );
  await db.update(barcodeApplications).set({ jobId }).where(eq(barcodeApplications.id, row.id));
  return get(db, principal, row.id);
}

/** Text for a LIKE pattern: `%`, `_` and a backslash typed by a person are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first string after every string that starts with `prefix`, in code-point order (none past the last). */
function prefixEnd(prefix: string): string | undefined {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return undefined;
  return chars.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1);
}

/**
 * `column` starts with `prefix`: a range its btree index answers (text sorts by code point in this
 * database: C / C.UTF-8), checked by LIKE so a different collation could only miss rows, never add any.
 */
function startsWith(column: AnyColumn, prefix: string) {
  const end = prefixEnd(prefix);
  return and(gte(column, prefix), end ? lt(column, end) : undefined, like(column, `${escapeLike(prefix)}%`));
}

/**
 * The barcodes of the applications a subquery selects, as an array the (application, sequence) key
 * answers: a join would let the planner scan every barcode when it misjudges a filter on the value.
 */
const ofApplications = (applications: SQLWrapper) =>
  sql`${barcodes.applicationId} = any(array(${applications}))`;

/**
 * Barcodes whose serial (the digits after `(21)` of a GS1-128 barcode) starts with `value`. The serial
 * is the application number's 16 digits and a 4-digit sequence, so they belong to the applications
 * whose number starts with `B` and the value's first 16 digits: read on the application number's unique
 * index, as one array, then by the (application, sequence) key.
 */
function serialCondition(db: Database, principal: Principal, value: string) {
  if (!/^\d+$/.test(value)) return undefined;
  const applications = db
    .select({ id: barcodeApplications.id })
    .from(barcodeApplications)
    .where(and(startsWith(barcodeApplications.applicationNo, `B${value.slice(0, 16)}`), scope(principal)));
  return and(ofApplications(applications), like(barcodes.value, `%(21)${escapeLike(value)}%`));
}

/**
 * Barcodes by value, application or product (the contract requires one), newest application first,
 * then in sequence. An application's barcodes are read by the (application, sequence) key. A value
 * alone is a "starts with" on the barcode value (a range of its unique index) or on the serial of a
 * GS1-128 barcode (through the application number); within an application or a product the value may
 * be any part of the barcode, since only that application's or product's barcodes are read.
 */
export async function search(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; value?: string; applicationId?: string; productId?: string },
) {
  const { value, applicationId, productId } = query;
  let valueCondition: SQL | undefined;
  if (value && (applicationId || productId)) valueCondition = ilike(barcodes.value, likePattern(value));
  else if (value)
    valueCondition = or(startsWith(barcodes.value, value), serialCondition(db, principal, value));
  const where = and(
    scope(principal),
    applicationId ? eq(barcodes.applicationId, applicationId) : undefined,
    productId
      ? ofApplications(
          db
            .select({ id: barcodeApplications.id })
            .from(barcodeApplications)
            .where(eq(barcodeApplications.productId, productId)),
        )
      : undefined,
    valueCondition,
  );
  const source = {
    rows: db
      .select({
        value: barcodes.value,
        seq: barcodes.seq,
        applicationId: barcodes.applicationId,
        applicationNo: barcodeApplications.applicationNo,
        productId: barcodeApplications.productId,
        productName: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
        corpName: companies.name,
      })
      .from(barcodes)
      .innerJoin(barcodeApplications, eq(barcodeApplications.id, barcodes.applicationId))
      .innerJoin(products, eq(products.id, barcodeApplications.productId))
      .innerJoin(companies, eq(companies.id, barcodeApplications.corpId))
      .where(where)
      .$dynamic(),
    orderBy: [desc(barcodeApplications.createdAt), barcodeApplications.id, barcodes.seq],
    total: db
      .select({ total: count() })
      .from(barcodes)
      .innerJoin(barcodeApplications, eq(barcodeApplications.id, barcodes.applicationId))
      .where(where),
  };
  return paginate(source, query);
}

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const COLUMNS = 3;
const ROW_HEIGHT = 88;

/** The barcodes as images in a PDF (3 per row), rendered while the client downloads. */
export function barcodesPdf(db: Sql, applicationId: string, symbology: 'gs1-128' | 'code128', title: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: title },
  });
  const cellWidth = (PAGE.width - 2 * PAGE.margin) / COLUMNS;
  const rowsPerPage = Math.floor((PAGE.height - 2 * PAGE.margin) / ROW_HEIGHT);
  const perPage = rowsPerPage * COLUMNS;
  async function write() {
    let index = 0;
    for await (const batch of db`select value from barcodes where application_id = ${applicationId} order by seq`.cursor(
      perPage,
    )) {
      for (const { value } of batch) {
        if (index % perPage === 0) {
          doc.addPage();
          while (doc.readableLength > 4 * 1024 * 1024) await sleep(10);
        }
        const slot = index % perPage;
        const png = await bwipjs.toBuffer({
          bcid: symbology,
          text: value as string,
          scale: 2,
          height: 12,
          includetext: true,
          textxalign: 'center',
        });
        doc.image(
          png,
          PAGE.margin + (slot % COLUMNS) * cellWidth + 6,
          PAGE.margin + Math.floor(slot / COLUMNS) * ROW_HEIGHT + 6,
          {
            fit: [cellWidth - 12, ROW_HEIGHT - 12],
            align: 'center',
          },
        );
        index++;
      }
    }
    doc.end();
  }
  write().catch((error: Error) => doc.destroy(error));
  return doc;
}
