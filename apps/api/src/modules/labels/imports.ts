import type { Writable } from 'node:stream';
import { type LabelImport, type Language, translate } from '@trace/contracts';
import { documentNo, writeSheet } from '@trace/core';
import { companies, type Database, type DbOrTx, labelImports, products } from '@trace/db';
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { JobQueues } from '../../lib/jobs';
import { likePattern } from '../../lib/like';
import { countRows, paginate, slicePage } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { assertCompanyCanOperate } from '../companies/operability';
import { findFile } from '../files/service';

type Row = typeof labelImports.$inferSelect;
const SPREADSHEET_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-cfb',
]);

const scoped = (principal: Principal) =>
  tenantCondition(tenantScope(principal), { corpId: labelImports.corpId });

async function toImports(db: DbOrTx, rows: Row[], language: Language): Promise<LabelImport[]> {
  const corpIds = [...new Set(rows.map((r) => r.corpId))];
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [corps, prods] = await Promise.all([
    corpIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, corpIds))
      : [],
    productIds.length
      ? db
          .select({ id: products.id, name: products.productName, replace: products.replaceProductName })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
  ]);
  return rows.map((row) => {
    const product = prods.find((p) => p.id === row.productId);
    return {
      id: row.id,
      importNo: row.importNo,
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
      productId: row.productId,
      productName: product?.replace || product?.name || '',
      fileName: row.fileName,
      status: row.status as LabelImport['status'],
      totalRows: row.totalRows,
      importedCount: row.importedCount,
      errorCount: row.errorCount,
      problem: row.problem ? translate(row.problem.key, language, row.problem.params) : null,
      progress: row.progress,
      createTime: row.createdAt.toISOString(),
      finishTime: row.finishedAt?.toISOString() ?? null,
      actions: row.status === 'failure' ? ['errorReport' as const] : [],
    };
  });
}

async function findRow(db: DbOrTx, principal: Principal, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(labelImports)
    .where(and(eq(labelImports.id, id), scoped(principal)));
  if (!row) throw notFound();
  return row;
}

export async function list(
  db: Database,
  principal: Principal,
  language: Language,
  query: { page: number; pageSize: number; keyword?: string; status?: string },
) {
  const where = and(
    scoped(principal),
    query.keyword ? ilike(labelImports.importNo, likePattern(query.keyword)) : undefined,
    query.status ? eq(labelImports.status, query.status) : undefined,
  );
  const source = {
    rows: db.select().from(labelImports).where(where).$dynamic(),
    orderBy: [desc(labelImports.createdAt)],
    total: countRows(db, labelImports, where),
  };
  return paginate(source, query, (rows) => toImports(db, rows, language));
}

export async function get(db: Database, principal: Principal, language: Language, id: string) {
  return (await toImports(db, [await findRow(db, principal, id)], language))[0]!;
}

const errorMessage = (error: Row['errors'][number], language: Language) =>
  translate(error.key, language, error.params);

export async function errors(
  db: Database,
  principal: Principal,
  language: Language,
  id: string,
  query: { page: number; pageSize: number },
) {
  const row = await findRow(db, principal, id);
  const page = slicePage(row.errors, query);
  return {
    ...page,
    list: page.list.map((error) => ({
      row: error.row,
      excode: error.excode,
      weight: error.weight,
      message: errorMessage(error, language),
    })),
  };
}

const headerOf = (language: Language) =>
  ['import.columnCode', 'import.columnPcode', 'import.columnWeight'].map((key) => translate(key, language));

/** The error report: each wrong row with its reason, in the reader's language. */
export async function writeErrorReport(
  db: Database,
  principal: Principal,
  language: Language,
  id: string,
  out: Writable,
) {
  const row = await findRow(db, principal, id);
  if (row.status !== 'failure') throw new AppError(409, 'error.conflict');
  const header = [translate('import.columnRow', language), ...headerOf(language).filter((_, i) => i !== 1)];
  return {
    importNo: row.importNo,
    write: () =>
      writeSheet(
        out,
        row.importNo,
        [...header, translate('import.columnError', language)],
        row.errors.map((error) => [error.row, error.excode, error.weight, errorMessage(error, language)]),
      ),
  };
}

export function writeTemplate(language: Language, out: Writable) {
  return writeSheet(out, 'labels', headerOf(language), []);
}

/**
 * Records an import of an uploaded spreadsheet for the caller's company (or, for administrators, the
 * company named) and queues the job that checks and writes it.
 */
export async function create(
  db: Database,
  jobs: JobQueues,
  principal: Principal,
  actor: Actor,
  language: Language,
  body: { fileId: string; productId: string; corpId: string | null },
) {
  const admin = tenantScope(principal).kind === 'all';
  const corpId = admin ? body.corpId : principal.corpId;
  if (!corpId) {
    if (admin) throw fieldError('corpId', 'user.organisationRequired');
    throw new AppError(409, 'company.noCompany');
  }
  await assertCompanyCanOperate(db, corpId);
  const file = await findFile(db, principal, body.fileId).catch(() => {
    throw fieldError('fileId', 'import.fileNotFound');
  });
  if (!SPREADSHEET_TYPES.has(file.mimeType)) throw fieldError('fileId', 'import.fileType');
  const [product] = await db
    .select({ corpId: products.corpId, reviewStatus: products.reviewStatus })
    .from(products)
    .where(eq(products.id, body.productId));
  if (
    !product ||
    product.corpId !== corpId ||
    product.reviewStatus === 'unreviewed' ||
    product.reviewStatus === 'failed'
  )
    throw fieldError('productId', 'label.productNotYours');

  const row = await db.transaction(async (tx) => {
    const importNo = documentNo('I');
    const [inserted] = await tx
      .insert(labelImports)
      .values({
        importNo,
        corpId,
        productId: body.productId,
        fileId: file.id,
        fileName: file.name,
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'label_import',
      entityId: inserted!.id,
      after: inserted,
    });
    return inserted!;
  });
  const jobId = await jobs.enqueue(
    'label-import',
    `import ${row.importNo}`,
    { importId: row.id },
    { createdBy: actor.userId, corpId },
  );
  await db.update(labelImports).set({ jobId }).where(eq(labelImports.id, row.id));
  return get(db, principal, language, row.id);
}
