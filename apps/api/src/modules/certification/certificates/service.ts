import {
  CERTIFICATE_TRANSITIONS,
  type Certificate,
  type CertificateAction,
  type CertificateStatus,
  type CertificateUserAction,
  isEffectiveCertificate,
  type Language,
  type ProductCoverage,
  type PublicCertificateStatus,
} from '@trace/contracts';
import {
  certBodies,
  certificateEvents,
  certificates,
  certModules,
  certSchemes,
  companies,
  type Database,
  type DbOrTx,
  noticeToCompany,
  productCategories,
  products,
  type Sql,
  type Tx,
} from '@trace/db';
import {
  certGatingOn,
  labelsOrderedThisYear,
  productCoverage,
  shownCertificate,
  uuidArray,
} from '@trace/db/cert-coverage';
import { and, asc, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { likePattern } from '../../../lib/like';
import { countRows, paginate } from '../../../lib/paging';
import { holds, type Principal } from '../../../lib/principal';
import { actingBody, certificateScope, onTeamError, onTeamOfCertificate } from './access';
import { addDays, addMonths, todayIso } from './dates';

export type CertificateRow = typeof certificates.$inferSelect;

/** The modules of certificates with the names of their products and categories. */
async function modulesOf(db: DbOrTx, moduleIds: string[], language: Language) {
  if (moduleIds.length === 0) return [];
  const modules = await db.select().from(certModules).where(inArray(certModules.id, moduleIds));
  const productIds = [...new Set(modules.flatMap((m) => m.productIds))];
  const categoryIds = [...new Set(modules.flatMap((m) => m.categoryIds))];
  const [productRows, categoryRows] = await Promise.all([
    productIds.length
      ? db
          .select({
            id: products.id,
            name: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: productCategories.id, name: productCategories.name })
          .from(productCategories)
          .where(inArray(productCategories.id, categoryIds))
      : [],
  ]);
  return modules.map((m) => ({
    id: m.id,
    name: m.name,
    productNames: m.productIds.map((id) => productRows.find((p) => p.id === id)?.name ?? ''),
    categoryNames: m.categoryIds.map((id) => categoryRows.find((c) => c.id === id)?.name[language] ?? ''),
    certifiedAnnualOutput: m.certifiedAnnualOutput,
  }));
}

/** What the caller may do with a certificate now (the buttons of the detail). */
function actionsFor(row: CertificateRow, principal: Principal): CertificateUserAction[] {
  const allowed = (action: Exclude<CertificateAction, 'issue'>) =>
    CERTIFICATE_TRANSITIONS.some(
      (t) => t.action === action && (t.from as readonly string[]).includes(row.status),
    );
  if (principal.kind !== 'user') return [];
  if (principal.userType === 'cert_body' && principal.certBodyId === row.certBodyId) {
    if (!holds(principal, 'cert.decision.make')) return [];
    return (['suspend', 'reinstate', 'reduce', 'withdraw', 'replace'] as const).filter(allowed);
  }
  if (principal.corpId === row.corpId && principal.userType !== 'cert_body' && allowed('surrender'))
    return ['surrender'];
  return [];
}

async function toCertificates(
  db: DbOrTx,
  rows: CertificateRow[],
  principal: Principal,
  language: Language,
  withEvents: boolean,
): Promise<Certificate[]> {
  if (rows.length === 0) return [];
  const pick = (values: string[]) => [...new Set(values)];
  const [corps, bodies, schemes, modules, events] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, pick(rows.map((r) => r.corpId)))),
    db
      .select({ id: certBodies.id, name: certBodies.name })
      .from(certBodies)
      .where(inArray(certBodies.id, pick(rows.map((r) => r.certBodyId)))),
    db.select().from(certSchemes),
    modulesOf(db, pick(rows.flatMap((r) => r.moduleIds)), language),
    withEvents
      ? db
          .select()
          .from(certificateEvents)
          .where(
            inArray(
              certificateEvents.certificateId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(certificateEvents.createdAt))
      : [],
  ]);
  const eventModules = withEvents
    ? await modulesOf(db, pick(events.flatMap((e) => e.moduleIds ?? [])), language)
    : [];
  return rows.map((row) => ({
    id: row.id,
    certNo: row.certNo,
    corpId: row.corpId,
    corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
    certBodyId: row.certBodyId,
    bodyName: bodies.find((b) => b.id === row.certBodyId)?.name ?? '',
    scheme: row.scheme,
    status: row.status as CertificateStatus,
    effective: isEffectiveCertificate(row.status),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    nextSurveillanceDue: row.nextSurveillanceDue,
    lastGoodAuditOn: row.lastGoodAuditOn,
    suspendedUntil: row.suspendedUntil,
    statusReason: row.statusReason,
    replacesId: row.replacesId,
    replacedById: row.replacedById,
    applicationId: row.applicationId,
    modules: row.moduleIds.flatMap((id) => modules.filter((m) => m.id === id)),
    createTime: row.createdAt.toISOString(),
    events: events
      .filter((e) => e.certificateId === row.id)
      .map((e) => ({
        id: e.id,
        action: e.action,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        reason: e.reason,
        moduleNames: (e.moduleIds ?? []).map((id) => eventModules.find((m) => m.id === id)?.name ?? ''),
        actorName: e.actorName,
        createTime: e.createdAt.toISOString(),
      })),
    maxSuspensionMonths: schemes.find((s) => s.key === row.scheme)?.maxSuspensionMonths ?? 6,
    actions: actionsFor(row, principal),
  }));
}

export async function list(
  db: Database,
  principal: Principal,
  language: Language,
  query: {
    page: number;
    pageSize: number;
    keyword?: string;
    status?: string;
    scheme?: string;
    corpId?: string;
    expiringWithin?: number;
  },
) {
  const where = and(
    certificateScope(principal),
    query.keyword ? ilike(certificates.certNo, likePattern(query.keyword)) : undefined,
    query.status ? eq(certificates.status, query.status) : undefined,
    query.scheme ? eq(certificates.scheme, query.scheme) : undefined,
    query.corpId ? eq(certificates.corpId, query.corpId) : undefined,
    query.expiringWithin !== undefined
      ? and(
          inArray(certificates.status, ['effective', 'reduced', 'suspended']),
          lte(certificates.validUntil, addDays(todayIso(), query.expiringWithin)),
        )
      : undefined,
  );
  return paginate(
    {
      rows: db.select().from(certificates).where(where).$dynamic(),
      orderBy: [desc(certificates.createdAt), desc(certificates.id)],
      total: countRows(db, certificates, where),
    },
    query,
    (rows) => toCertificates(db, rows, principal, language, false),
  );
}

async function findOne(db: DbOrTx, principal: Principal, id: string, lock = false) {
  const query = db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), certificateScope(principal)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function get(db: DbOrTx, principal: Principal, language: Language, id: string) {
  const row = await findOne(db, principal, id);
  return (await toCertificates(db, [row], principal, language, true))[0]!;
}

/** A free certificate number: `<SCHEME>-<year>-<sequence>`. */
async function nextCertNo(tx: DbOrTx, scheme: string) {
  const prefix = `${scheme.toUpperCase()}-${new Date().getUTCFullYear()}-`;
  // Two issues at once take turns for the number (until the end of their transactions).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cert-no:${prefix}`}))`);
  const rows = await tx.execute<{ n: number }>(sql`
    select coalesce(max(substr(cert_no, ${prefix.length + 1}::int)::int), 0)::int as n
    from certificates where cert_no like ${`${prefix}%`} and substr(cert_no, ${prefix.length + 1}::int) ~ '^[0-9]+$'`);
  return `${prefix}${String(Number(rows[0]?.n ?? 0) + 1).padStart(5, '0')}`;
}

export async function recordEvent(
  tx: DbOrTx,
  certificateId: string,
  event: {
    action: CertificateAction;
    fromStatus: string | null;
    toStatus: string;
    reason?: string | null;
    moduleIds?: string[] | null;
    actorId: string | null;
    actorName: string | null;
  },
) {
  await tx.insert(certificateEvents).values({
    certificateId,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason ?? null,
    moduleIds: event.moduleIds ?? null,
    actorId: event.actorId,
    actorName: event.actorName,
  });
}

/** Issues a certificate (the grant of a decision, or a correction's replacement) with its `issue` event. */
export async function issueCertificate(
  tx: Tx,
  values: Omit<typeof certificates.$inferInsert, 'certNo'>,
  actor: { id: string | null; name: string | null },
  reason: string | null = null,
) {
  const certNo = await nextCertNo(tx, values.scheme);
  const [row] = await tx
    .insert(certificates)
    .values({ ...values, certNo })
    .returning();
  await recordEvent(tx, row!.id, {
    action: 'issue',
    fromStatus: null,
    toStatus: row!.status,
    reason,
    moduleIds: row!.moduleIds,
    actorId: actor.id,
    actorName: actor.name,
  });
  await noticeToCompany(tx, row!.corpId, 'certificate.issuedNotice', { certNo }, actor.id);
  return row!;
}

/** Refuses a move the certificate's state does not allow (409, naming the state). */
export function assertTransition(row: CertificateRow, action: Exclude<CertificateAction, 'issue'>) {
  const transition = CERTIFICATE_TRANSITIONS.find(
    (t) => t.action === action && (t.from as readonly string[]).includes(row.status),
  );
  if (!transition) throw new AppError(409, 'certificate.transition', { status: row.status, action });
  return transition.to as CertificateStatus;
}

/** Moves a certificate to a new state with its event; only status fields change. */
export async function moveCertificate(
  tx: DbOrTx,
  row: CertificateRow,
  action: Exclude<CertificateAction, 'issue'>,
  patch: Partial<Pick<CertificateRow, 'suspendedUntil' | 'statusReason' | 'moduleIds' | 'replacedById'>>,
  event: {
    reason: string | null;
    moduleIds?: string[] | null;
    actorId: string | null;
    actorName: string | null;
  },
) {
  const to = assertTransition(row, action);
  const [after] = await tx
    .update(certificates)
    .set({ status: to, ...patch, updatedAt: new Date() })
    .where(eq(certificates.id, row.id))
    .returning();
  await recordEvent(tx, row.id, { action, fromStatus: row.status, toStatus: to, ...event });
  await noticeToCompany(
    tx,
    row.corpId,
    'certificate.changedNotice',
    { certNo: row.certNo, status: { key: `certificate.status.${to}` } },
    event.actorId,
  );
  return after!;
}

/** The body's decision maker on a certificate it issued, outside the teams of its audits. */
async function assertDecider(tx: DbOrTx, principal: Principal, row: CertificateRow) {
  const body = actingBody(principal);
  if (body.certBodyId !== row.certBodyId) throw notFound();
  if (await onTeamOfCertificate(tx, row, body.userId)) throw onTeamError();
  return body;
}

type StepBody =
  | { action: 'suspend'; reason: string; until: string }
  | { action: 'reinstate'; reason: string }
  | { action: 'reduce'; reason: string; moduleIds: string[] }
  | { action: 'withdraw'; reason: string }
  | { action: 'surrender'; reason: string }
  | { action: 'replace'; reason: string; moduleIds?: string[]; validUntil?: string };

/** One move of a certificate by its body (or the company's surrender), serialised on the row. */
export async function step(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
  body: StepBody,
) {
  const resultId = await db.transaction(async (tx) => {
    const row = await findOne(tx, principal, id, true);
    let who: { userId: string; name: string };
    if (body.action === 'surrender') {
      if (principal.kind !== 'user' || principal.corpId !== row.corpId || principal.userType === 'cert_body')
        throw new AppError(403, 'certificate.notYourCompany');
      who = { userId: principal.userId, name: principal.userName };
    } else {
      who = await assertDecider(tx, principal, row);
    }
    const event = { reason: body.reason || null, actorId: who.userId, actorName: who.name };
    let after: CertificateRow;
    switch (body.action) {
      case 'suspend': {
        assertTransition(row, 'suspend');
        const [scheme] = await tx.select().from(certSchemes).where(eq(certSchemes.key, row.scheme));
        const months = scheme?.maxSuspensionMonths ?? 6;
        const today = todayIso();
        const latest = addMonths(today, months);
        if (body.until <= today) throw new AppError(409, 'certificate.suspendInPast');
        if (body.until > latest)
          throw new AppError(409, 'certificate.suspendTooLong', { date: latest, months });
        after = await moveCertificate(
          tx,
          row,
          'suspend',
          { suspendedUntil: body.until, statusReason: body.reason },
          event,
        );
        break;
      }
      case 'reinstate':
        after = await moveCertificate(
          tx,
          row,
          'reinstate',
          { suspendedUntil: null, statusReason: null },
          event,
        );
        break;
      case 'reduce': {
        assertTransition(row, 'reduce');
        const keep = [...new Set(body.moduleIds)];
        if (keep.some((m) => !row.moduleIds.includes(m)))
          throw new AppError(409, 'certificate.moduleNotInScope');
        const removed = row.moduleIds.filter((m) => !keep.includes(m));
        if (removed.length === 0) throw new AppError(409, 'certificate.reduceNothing');
        after = await moveCertificate(
          tx,
          row,
          'reduce',
          { moduleIds: keep, suspendedUntil: null, statusReason: body.reason },
          { ...event, moduleIds: removed },
        );
        break;
      }
      case 'withdraw':
      case 'surrender':
        after = await moveCertificate(tx, row, body.action, { statusReason: body.reason }, event);
        break;
      case 'replace': {
        assertTransition(row, 'replace');
        const keep = body.moduleIds ? [...new Set(body.moduleIds)] : row.moduleIds;
        if (keep.some((m) => !row.moduleIds.includes(m)))
          throw new AppError(409, 'certificate.moduleNotInScope');
        const validUntil = body.validUntil ?? row.validUntil;
        if (validUntil > row.validUntil)
          throw new AppError(409, 'certificate.replaceWider', { date: row.validUntil });
        const fewer = keep.length < row.moduleIds.length || row.status === 'reduced';
        const created = await issueCertificate(
          tx,
          {
            corpId: row.corpId,
            certBodyId: row.certBodyId,
            applicationId: row.applicationId,
            scheme: row.scheme,
            moduleIds: keep,
            status: fewer ? 'reduced' : 'effective',
            validFrom: row.validFrom,
            validUntil,
            nextSurveillanceDue: row.nextSurveillanceDue,
            lastGoodAuditOn: row.lastGoodAuditOn,
            replacesId: row.id,
            issuedBy: who.userId,
          },
          { id: who.userId, name: who.name },
          body.reason,
        );
        await moveCertificate(
          tx,
          row,
          'replace',
          { replacedById: created.id, statusReason: body.reason },
          event,
        );
        after = created;
        break;
      }
    }
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'certificate',
      entityId: row.id,
      before: { status: row.status, moduleIds: row.moduleIds },
      after: { action: body.action, status: after.status, id: after.id },
    });
    return after.id;
  });
  return get(db, principal, language, resultId);
}

/** Products of a certificate's scope: listed in its modules, or of their categories. */
const productsInScope = (row: CertificateRow) => sql`
  select p.id from products p
  where p.corp_id = ${row.corpId} and exists (
    select 1 from cert_modules m
    where m.id = any(${uuidArray(row.moduleIds)})
      and (p.id = any(m.product_ids) or p.category_id = any(m.category_ids)))`;

/** What a suspension touches: batches, bound labels and shipments of the scope since the last good audit. */
export async function impact(db: DbOrTx, principal: Principal, id: string) {
  const row = await findOne(db, principal, id);
  const since = row.lastGoodAuditOn ?? row.validFrom;
  const first = 10;
  const [batchCount, batchRows, labelCount, labelRows, shipmentCount, shipmentRows] = await Promise.all([
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from batches b
      where b.product_id in (${productsInScope(row)}) and b.created_at >= ${since}::date`),
    db.execute<{ id: string; batchNo: string; productName: string; createTime: string }>(sql`
      select b.id, b.batch_no as "batchNo", coalesce(p.replace_product_name, p.product_name) as "productName",
        to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createTime"
      from batches b join products p on p.id = b.product_id
      where b.product_id in (${productsInScope(row)}) and b.created_at >= ${since}::date
      order by b.created_at desc limit ${first}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from labels l join batches b on b.id = l.batch_id
      where l.product_id in (${productsInScope(row)}) and l.status in ('bound', 'activated')
        and b.created_at >= ${since}::date`),
    db.execute<{ excode: string; productName: string; batchNo: string | null }>(sql`
      select l.excode::text as excode, coalesce(p.replace_product_name, p.product_name) as "productName",
        b.batch_no as "batchNo"
      from labels l join batches b on b.id = l.batch_id join products p on p.id = l.product_id
      where l.product_id in (${productsInScope(row)}) and l.status in ('bound', 'activated')
        and b.created_at >= ${since}::date
      order by l.excode limit ${first}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from shipments s
      where s.shipping_date >= ${since}::date and exists (
        select 1 from shipment_labels sl join labels l on l.excode = sl.excode
        where sl.shipment_id = s.id and l.product_id in (${productsInScope(row)}))`),
    db.execute<{ id: string; shipmentNo: string; receiverName: string; shippingDate: string }>(sql`
      select s.id, s.shipment_no as "shipmentNo", c.name as "receiverName",
        to_char(s.shipping_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "shippingDate"
      from shipments s join companies c on c.id = s.receiver_corp_id
      where s.shipping_date >= ${since}::date and exists (
        select 1 from shipment_labels sl join labels l on l.excode = sl.excode
        where sl.shipment_id = s.id and l.product_id in (${productsInScope(row)}))
      order by s.shipping_date desc limit ${first}`),
  ]);
  return {
    since,
    batches: { count: Number(batchCount[0]?.n ?? 0), first: [...batchRows] },
    labels: { count: Number(labelCount[0]?.n ?? 0), first: [...labelRows] },
    shipments: { count: Number(shipmentCount[0]?.n ?? 0), first: [...shipmentRows] },
  };
}

/** The public status of a certificate by its number: nothing private. */
export async function publicStatus(
  db: DbOrTx,
  language: Language,
  certNo: string,
): Promise<PublicCertificateStatus> {
  const [row] = await db.select().from(certificates).where(eq(certificates.certNo, certNo));
  if (!row) throw new AppError(404, 'certificate.unknownNumber');
  const [[corp], [body], [scheme], productRows] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.corpId)),
    db.select({ name: certBodies.name }).from(certBodies).where(eq(certBodies.id, row.certBodyId)),
    db.select({ name: certSchemes.name }).from(certSchemes).where(eq(certSchemes.key, row.scheme)),
    db.execute<{ name: string }>(sql`
      select coalesce(p.replace_product_name, p.product_name) as name from products p
      where p.id in (${productsInScope(row)}) order by 1 limit 200`),
  ]);
  return {
    certNo: row.certNo,
    companyName: corp?.name ?? '',
    bodyName: body?.name ?? '',
    scheme: row.scheme,
    schemeName: scheme?.name[language] ?? row.scheme,
    products: productRows.map((p) => p.name),
    status: row.status as CertificateStatus,
    effective: isEffectiveCertificate(row.status),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
  };
}

/** The certificate a product of the caller's company stands on, and what its module may still order. */
export async function coverageOf(
  db: DbOrTx,
  principal: Principal,
  productId: string,
): Promise<ProductCoverage> {
  const [product] = await db
    .select({ id: products.id, corpId: products.corpId })
    .from(products)
    .where(eq(products.id, productId));
  const admin = principal.kind === 'user' && principal.userType === 'admin';
  if (!product || (!admin && product.corpId !== principal.corpId)) throw notFound();
  const [gating, coverage] = await Promise.all([certGatingOn(db, productId), productCoverage(db, productId)]);
  const shown = coverage.inForce ?? coverage.latest;
  let module: ProductCoverage['module'] = null;
  if (coverage.module) {
    const used = await labelsOrderedThisYear(db, coverage.module.id);
    module = {
      ...coverage.module,
      orderedThisYear: used,
      remaining:
        coverage.module.certifiedAnnualOutput === null
          ? null
          : Math.max(0, coverage.module.certifiedAnnualOutput - used),
    };
  }
  return {
    gating,
    certificate: shown
      ? {
          id: shown.id,
          certNo: shown.certNo,
          status: shown.status as CertificateStatus,
          scheme: shown.scheme,
        }
      : null,
    module,
  };
}

export type ScanCertificate = { scheme: string; certNo: string; status: CertificateStatus };

/** For the scan page: the certificate a product stands on now (in force, else the latest), or null. */
export async function scanCertificateOf(sql: Sql, productId: string | null): Promise<ScanCertificate | null> {
  if (!productId) return null;
  const shown = await shownCertificate(sql, productId);
  return shown
    ? { scheme: shown.scheme, certNo: shown.certNo, status: shown.status as CertificateStatus }
    : null;
}
