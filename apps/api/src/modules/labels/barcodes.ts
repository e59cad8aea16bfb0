import { setTimeout as sleep } from 'node:timers/promises';
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
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { type Actor, writeAudit } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import type { JobQueues } from '../../lib/jobs';
import { likePattern } from '../../lib/like';
import { pageOf, pageWindow } from '../../lib/paging';
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
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(barcodeApplications)
      .where(where)
      .orderBy(desc(barcodeApplications.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(barcodeApplications).where(where),
  ]);
  return pageOf(await toApplications(db, rows), totals?.total ?? 0, query);
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
  body: { productId: string; symbology: 'gs1-128' | 'code128'; count: number },
) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, body.productId), eq(products.corpId, principal.corpId ?? '')));
  if (!product) throw fieldError('productId', 'label.productNotYours');
  if (body.symbology === 'gs1-128' && !product.gtin) throw fieldError('symbology', 'barcode.needsGtin');
  const applicationNo = `B${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
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

export async function search(db: Database, principal: Principal, value: string) {
  return db
    .select({
      value: barcodes.value,
      seq: barcodes.seq,
      applicationId: barcodes.applicationId,
      applicationNo: barcodeApplications.applicationNo,
      productName: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
    })
    .from(barcodes)
    .innerJoin(barcodeApplications, eq(barcodeApplications.id, barcodes.applicationId))
    .innerJoin(products, eq(products.id, barcodeApplications.productId))
    .where(and(ilike(barcodes.value, likePattern(value)), scope(principal)))
    .limit(50);
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
