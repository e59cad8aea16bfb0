import type { AnnualOutputRow, CertModule, CertModuleBody, PageQuery } from '@trace/contracts';
import {
  certAnnualOutputs,
  certificates,
  certModules,
  companies,
  type Database,
  type DbOrTx,
  productCategories,
  products,
} from '@trace/db';
import { labelsOrderedInYearByModule } from '@trace/db/cert-coverage';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { likePattern } from '../../../lib/like';
import { countRows, paginate } from '../../../lib/paging';
import type { Principal } from '../../../lib/principal';
import { ownCorp, visibleModules } from './access';

type ModuleRow = typeof certModules.$inferSelect;

/** Certificates whose scope locks a module's products and categories. */
const LOCKING_STATUSES = ['effective', 'reduced', 'suspended'];

async function lockingCertificates(db: DbOrTx, moduleIds: string[]) {
  if (moduleIds.length === 0) return [];
  return db
    .select({
      id: certificates.id,
      certNo: certificates.certNo,
      status: certificates.status,
      moduleIds: certificates.moduleIds,
    })
    .from(certificates)
    .where(
      and(
        inArray(certificates.status, LOCKING_STATUSES),
        sql`${certificates.moduleIds} && array[${sql.join(
          moduleIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`,
      ),
    );
}

async function corpNames(db: DbOrTx, corpIds: string[]) {
  if (corpIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...new Set(corpIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const productName = (p: { productName: string; replaceProductName: string | null }) =>
  p.replaceProductName || p.productName;

/** Modules as the API answers them: company name, product names, locking certificates, actions. */
export async function toModules(db: DbOrTx, principal: Principal, rows: ModuleRow[]): Promise<CertModule[]> {
  const productIds = [...new Set(rows.flatMap((r) => r.productIds))];
  const [names, productRows, locks] = await Promise.all([
    corpNames(
      db,
      rows.map((r) => r.corpId),
    ),
    productIds.length
      ? db
          .select({
            id: products.id,
            productName: products.productName,
            replaceProductName: products.replaceProductName,
            categoryId: products.categoryId,
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : Promise.resolve([]),
    lockingCertificates(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const held = locks.filter((c) => c.moduleIds.includes(row.id));
    return {
      id: row.id,
      corpId: row.corpId,
      corpName: names.get(row.corpId) ?? '',
      name: row.name,
      scheme: row.scheme as CertModule['scheme'],
      productIds: row.productIds,
      products: productRows
        .filter((p) => row.productIds.includes(p.id))
        .map((p) => ({ id: p.id, name: productName(p), categoryId: p.categoryId })),
      categoryIds: row.categoryIds,
      requestedAnnualOutput: row.requestedAnnualOutput,
      certifiedAnnualOutput: row.certifiedAnnualOutput,
      siteAddress: row.siteAddress,
      remark: row.remark,
      certificates: held.map((c) => ({
        id: c.id,
        certNo: c.certNo,
        status: c.status as CertModule['certificates'][number]['status'],
      })),
      scopeLocked: held.length > 0,
      createTime: row.createdAt.toISOString(),
      updateTime: row.updatedAt.toISOString(),
      actions: principal.corpId === row.corpId ? ['edit' as const] : [],
    };
  });
}

export async function list(
  db: Database,
  principal: Principal,
  query: PageQuery & { keyword?: string; scheme?: string },
) {
  const where = and(
    visibleModules(principal),
    query.scheme ? eq(certModules.scheme, query.scheme) : undefined,
    query.keyword ? ilike(certModules.name, likePattern(query.keyword)) : undefined,
  );
  return paginate(
    {
      rows: db.select().from(certModules).where(where).$dynamic(),
      orderBy: [desc(certModules.createdAt), asc(certModules.id)],
      total: countRows(db, certModules, where),
    },
    query,
    (rows) => toModules(db, principal, rows),
  );
}

/** A module the caller may read; another tenant's answers 404. */
export async function findVisible(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(certModules)
    .where(and(eq(certModules.id, id), visibleModules(principal)));
  if (!row) throw notFound();
  return row;
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  const [module] = await toModules(db, principal, [await findVisible(db, principal, id)]);
  return module!;
}

/** The company's own products, for the module form. */
export async function productOptions(db: Database, principal: Principal) {
  const corpId = ownCorp(principal);
  const rows = await db
    .select({
      id: products.id,
      productName: products.productName,
      replaceProductName: products.replaceProductName,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(eq(products.corpId, corpId))
    .orderBy(asc(products.productName))
    .limit(1000);
  return rows.map((p) => ({ value: p.id, label: productName(p), categoryId: p.categoryId }));
}

/** Products must be the company's own and categories must exist. */
async function assertScope(db: DbOrTx, corpId: string, body: CertModuleBody) {
  const productIds = [...new Set(body.productIds)];
  const categoryIds = [...new Set(body.categoryIds)];
  if (productIds.length) {
    const own = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, productIds), eq(products.corpId, corpId)));
    if (own.length !== productIds.length)
      throw new AppError(409, 'certApp.productNotOwn', undefined, [
        { path: 'productIds', messageKey: 'certApp.productNotOwn' },
      ]);
  }
  if (categoryIds.length) {
    const known = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(inArray(productCategories.id, categoryIds));
    if (known.length !== categoryIds.length)
      throw new AppError(409, 'certApp.categoryUnknown', undefined, [
        { path: 'categoryIds', messageKey: 'certApp.categoryUnknown' },
      ]);
  }
  return { productIds, categoryIds };
}

export async function create(db: Database, principal: Principal, actor: Actor, body: CertModuleBody) {
  const corpId = ownCorp(principal);
  const row = await db.transaction(async (tx) => {
    const scope = await assertScope(tx, corpId, body);
    const [created] = await tx
      .insert(certModules)
      .values({
        corpId,
        name: body.name,
        scheme: body.scheme,
        ...scope,
        requestedAnnualOutput: body.requestedAnnualOutput,
        siteAddress: body.siteAddress,
        remark: body.remark,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'cert_module',
      entityId: created!.id,
      after: created,
    });
    return created!;
  });
  return get(db, principal, row.id);
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * Edits a module of the caller's company. A module in scope of an effective, reduced or suspended
 * certificate keeps its products and categories (a scope extension is a new application).
 */
export async function update(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: CertModuleBody,
) {
  const corpId = ownCorp(principal);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(certModules)
      .where(and(eq(certModules.id, id), eq(certModules.corpId, corpId)))
      .for('update');
    if (!before) throw notFound();
    const scope = await assertScope(tx, corpId, body);
    const scopeChanged =
      !sameSet(scope.productIds, before.productIds) ||
      !sameSet(scope.categoryIds, before.categoryIds) ||
      body.scheme !== before.scheme;
    if (scopeChanged) {
      const [lock] = await lockingCertificates(tx, [id]);
      if (lock) throw new AppError(409, 'certApp.moduleScopeLocked', { certNo: lock.certNo });
    }
    const [after] = await tx
      .update(certModules)
      .set({
        name: body.name,
        scheme: body.scheme,
        ...scope,
        requestedAnnualOutput: body.requestedAnnualOutput,
        siteAddress: body.siteAddress,
        remark: body.remark,
        updatedAt: new Date(),
      })
      .where(eq(certModules.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'cert_module', entityId: id, before, after });
  });
  return get(db, principal, id);
}

async function toOutputRows(
  db: DbOrTx,
  principal: Principal,
  rows: ModuleRow[],
  year: number,
): Promise<AnnualOutputRow[]> {
  const ids = rows.map((r) => r.id);
  const [names, reports, ordered] = await Promise.all([
    corpNames(
      db,
      rows.map((r) => r.corpId),
    ),
    ids.length
      ? db
          .select()
          .from(certAnnualOutputs)
          .where(and(inArray(certAnnualOutputs.moduleId, ids), eq(certAnnualOutputs.year, year)))
      : Promise.resolve([]),
    labelsOrderedInYearByModule(db, ids, year),
  ]);
  const currentYear = new Date().getUTCFullYear();
  return rows.map((row) => {
    const report = reports.find((r) => r.moduleId === row.id);
    const labelsOrdered = ordered.get(row.id) ?? 0;
    return {
      moduleId: row.id,
      moduleName: row.name,
      corpName: names.get(row.corpId) ?? '',
      scheme: row.scheme as AnnualOutputRow['scheme'],
      year,
      certifiedAnnualOutput: row.certifiedAnnualOutput,
      labelsOrdered,
      remainder: row.certifiedAnnualOutput === null ? null : row.certifiedAnnualOutput - labelsOrdered,
      producedQuantity: report?.producedQuantity ?? null,
      reportRemark: report?.remark ?? null,
      reportedAt: report ? report.updatedAt.toISOString() : null,
      actions: principal.corpId === row.corpId && year <= currentYear ? ['report' as const] : [],
    };
  });
}

/** Per module: certified output, labels ordered in the year, the remainder and the reported output. */
export async function annualOutputs(
  db: Database,
  principal: Principal,
  query: PageQuery & { year?: number; keyword?: string },
) {
  const year = query.year ?? new Date().getUTCFullYear();
  const where = and(
    visibleModules(principal),
    query.keyword ? or(ilike(certModules.name, likePattern(query.keyword))) : undefined,
  );
  return paginate(
    {
      rows: db.select().from(certModules).where(where).$dynamic(),
      orderBy: [asc(certModules.name), asc(certModules.id)],
      total: countRows(db, certModules, where),
    },
    query,
    (rows) => toOutputRows(db, principal, rows, year),
  );
}

/** Files or updates the company's produced quantity of a module for the current or a past year. */
export async function reportAnnualOutput(
  db: Database,
  principal: Principal,
  actor: Actor,
  body: { moduleId: string; year: number; producedQuantity: number; remark: string | null },
) {
  const corpId = ownCorp(principal);
  if (body.year > new Date().getUTCFullYear())
    throw new AppError(409, 'certApp.yearInFuture', undefined, [
      { path: 'year', messageKey: 'certApp.yearInFuture' },
    ]);
  const module = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(certModules)
      .where(and(eq(certModules.id, body.moduleId), eq(certModules.corpId, corpId)));
    if (!row) throw notFound();
    const [saved] = await tx
      .insert(certAnnualOutputs)
      .values({
        moduleId: row.id,
        corpId,
        year: body.year,
        producedQuantity: body.producedQuantity,
        remark: body.remark,
        submittedBy: actor.userId,
      })
      .onConflictDoUpdate({
        target: [certAnnualOutputs.moduleId, certAnnualOutputs.year],
        set: {
          producedQuantity: body.producedQuantity,
          remark: body.remark,
          submittedBy: actor.userId,
          updatedAt: new Date(),
        },
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'cert_annual_output',
      entityId: saved!.id,
      after: saved,
    });
    return row;
  });
  const [row] = await toOutputRows(db, principal, [module], body.year);
  return row!;
}
