import { randomBytes } from 'node:crypto';
import {
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  type ApplicationBody,
  CERT_PERMISSIONS,
  type CertApplication,
  type MessageKey,
  OPEN_APPLICATION_STATUSES,
  type PageQuery,
} from '@trace/contracts';
import {
  auditors,
  audits,
  auditTeam,
  certApplications,
  certBodies,
  certDecisions,
  certificates,
  certModules,
  companies,
  type Database,
  type DbOrTx,
  noticeToCompany,
  products,
  type Tx,
  users,
} from '@trace/db';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { likePattern } from '../../../lib/like';
import { notifyUsers } from '../../../lib/notify';
import { countRows, paginate } from '../../../lib/paging';
import { holds, type Principal } from '../../../lib/principal';
import { isBodyUser, ownBody, ownCorp, visibleApplications } from './access';

type Row = typeof certApplications.$inferSelect;
type Transition = (typeof APPLICATION_TRANSITIONS)[number];

const today = () => new Date().toISOString().slice(0, 10);

/** A number like the platform's other numbers: prefix, day, random part (`CA20261126A1B2C3D4`). */
export const numberOf = (prefix: string) =>
  `${prefix}${today().replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;

/** What the caller may do next with an application (the buttons of the detail page). */
export function actionsFor(row: Row, principal: Principal): ApplicationAction[] {
  const actions: ApplicationAction[] = [];
  if (principal.corpId === row.corpId && holds(principal, CERT_PERMISSIONS.manageCertification)) {
    if (row.status === 'returned') actions.push('edit', 'resubmit');
    if (row.status === 'submitted' || row.status === 'returned') actions.push('withdraw');
  }
  if (isBodyUser(principal, row.certBodyId) && holds(principal, CERT_PERMISSIONS.reviewApplications)) {
    if (row.status === 'submitted') actions.push('accept', 'return', 'reject');
    if (row.status === 'accepted') actions.push('contract');
    if (row.status === 'contracted') actions.push('planAudit');
  }
  return actions;
}

/** Whether the company may see an audit yet: announced ones at once, unannounced ones once started. */
const companySeesAudit = (audit: { unannounced: boolean; status: string }) =>
  !audit.unannounced || audit.status !== 'planned';

async function toApplications(db: DbOrTx, principal: Principal, rows: Row[]): Promise<CertApplication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const moduleIds = [...new Set(rows.flatMap((r) => r.moduleIds))];
  const [corps, bodies, modules, auditRows, decisions, certs] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...new Set(rows.map((r) => r.corpId))])),
    db
      .select({ id: certBodies.id, name: certBodies.name })
      .from(certBodies)
      .where(inArray(certBodies.id, [...new Set(rows.map((r) => r.certBodyId))])),
    moduleIds.length
      ? db
          .select({ id: certModules.id, name: certModules.name })
          .from(certModules)
          .where(inArray(certModules.id, moduleIds))
      : Promise.resolve([]),
    db
      .select()
      .from(audits)
      .where(inArray(audits.applicationId, ids))
      .orderBy(asc(audits.plannedStart), asc(audits.createdAt)),
    db
      .select()
      .from(certDecisions)
      .where(and(inArray(certDecisions.applicationId, ids), eq(certDecisions.subject, 'grant')))
      .orderBy(desc(certDecisions.createdAt)),
    db
      .select()
      .from(certificates)
      .where(inArray(certificates.applicationId, ids))
      .orderBy(desc(certificates.createdAt)),
  ]);
  const auditIds = auditRows.map((a) => a.id);
  const team = auditIds.length
    ? await db
        .select({
          auditId: auditTeam.auditId,
          auditorId: auditTeam.auditorId,
          role: auditTeam.role,
          name: auditors.name,
        })
        .from(auditTeam)
        .innerJoin(auditors, eq(auditors.id, auditTeam.auditorId))
        .where(inArray(auditTeam.auditId, auditIds))
    : [];
  return rows.map((row) => {
    const isCompany = principal.corpId === row.corpId;
    const decision = decisions.find((d) => d.applicationId === row.id);
    const certificate = certs.find((c) => c.applicationId === row.id);
    return {
      id: row.id,
      applicationNo: row.applicationNo,
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
      certBodyId: row.certBodyId,
      certBodyName: bodies.find((b) => b.id === row.certBodyId)?.name ?? '',
      scheme: row.scheme as CertApplication['scheme'],
      kind: row.kind as CertApplication['kind'],
      moduleIds: row.moduleIds,
      modules: row.moduleIds.map((id) => ({ id, name: modules.find((m) => m.id === id)?.name ?? '' })),
      employees: row.employees,
      siteAddress: row.siteAddress,
      remark: row.remark,
      documents: row.documents,
      status: row.status as CertApplication['status'],
      auditDays: row.auditDays === null ? null : Number(row.auditDays),
      reviewNote: row.reviewNote,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      contractNo: row.contractNo,
      contractSignedAt: row.contractSignedAt,
      contractFiles: row.contractFiles,
      submittedAt: row.submittedAt.toISOString(),
      createTime: row.createdAt.toISOString(),
      audits: auditRows
        .filter((a) => a.applicationId === row.id && (!isCompany || companySeesAudit(a)))
        .map((a) => ({
          id: a.id,
          auditNo: a.auditNo,
          type: a.type as CertApplication['audits'][number]['type'],
          status: a.status as CertApplication['audits'][number]['status'],
          unannounced: a.unannounced,
          plannedStart: a.plannedStart,
          plannedEnd: a.plannedEnd,
          signedAt: a.signedAt?.toISOString() ?? null,
          team: team
            .filter((m) => m.auditId === a.id)
            .sort((x, y) => (x.role === y.role ? x.name.localeCompare(y.name) : x.role === 'lead' ? -1 : 1))
            .map((m) => ({ auditorId: m.auditorId, name: m.name, role: m.role as 'lead' | 'member' })),
        })),
      decision: decision
        ? {
            id: decision.id,
            status: decision.status as NonNullable<CertApplication['decision']>['status'],
            decidedAt: decision.decidedAt?.toISOString() ?? null,
          }
        : null,
      certificate: certificate
        ? {
            id: certificate.id,
            certNo: certificate.certNo,
            status: certificate.status as NonNullable<CertApplication['certificate']>['status'],
            validUntil: certificate.validUntil,
          }
        : null,
      actions: actionsFor(row, principal),
    };
  });
}

export async function list(
  db: Database,
  principal: Principal,
  query: PageQuery & { keyword?: string; status?: string; scheme?: string },
) {
  const where = and(
    visibleApplications(principal),
    query.status ? eq(certApplications.status, query.status) : undefined,
    query.scheme ? eq(certApplications.scheme, query.scheme) : undefined,
    query.keyword
      ? or(
          ilike(certApplications.applicationNo, likePattern(query.keyword)),
          sql`exists (select 1 from companies c where c.id = ${certApplications.corpId} and c.name ilike ${likePattern(query.keyword)})`,
        )
      : undefined,
  );
  return paginate(
    {
      rows: db.select().from(certApplications).where(where).$dynamic(),
      orderBy: [desc(certApplications.createdAt), asc(certApplications.id)],
      total: countRows(db, certApplications, where),
    },
    query,
    (rows) => toApplications(db, principal, rows),
  );
}

/** An application the caller may read; another tenant's answers 404. */
export async function findVisible(db: DbOrTx, principal: Principal, id: string, lock = false) {
  const query = db
    .select()
    .from(certApplications)
    .where(and(eq(certApplications.id, id), visibleApplications(principal)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  const [application] = await toApplications(db, principal, [await findVisible(db, principal, id)]);
  return application!;
}

/** Active bodies whose accreditation is in force and covers the scheme. */
export async function eligibleBodies(db: Database, scheme: string) {
  const rows = await db
    .select()
    .from(certBodies)
    .where(
      and(
        eq(certBodies.status, 'active'),
        sql`${certBodies.accreditationValidUntil} >= current_date`,
        sql`${scheme} = any(${certBodies.schemes})`,
      ),
    )
    .orderBy(asc(certBodies.name));
  return rows.map((b) => ({
    value: b.id,
    label: b.name,
    categoryIds: b.categoryIds,
    accreditationNo: b.accreditationNo,
    accreditationValidUntil: b.accreditationValidUntil,
  }));
}

const refuse = (key: MessageKey, params?: Record<string, string | number>, path?: string) =>
  new AppError(409, key, params, path ? [{ path, messageKey: key, params }] : undefined);

/**
 * The rules of an application (decision 0024): an active body with its accreditation in force, the
 * scheme and every module's categories within it, modules of the company and of the scheme, none in
 * another open application. The modules are locked so two applications cannot take the same module.
 */
async function assertApplicable(tx: Tx, corpId: string, body: ApplicationBody, excludeId?: string) {
  const [certBody] = await tx.select().from(certBodies).where(eq(certBodies.id, body.certBodyId));
  if (!certBody) throw notFound();
  const bodyName = certBody.name;
  if (certBody.status !== 'active') throw refuse('certApp.bodyInactive', { body: bodyName }, 'certBodyId');
  if (!certBody.accreditationValidUntil || certBody.accreditationValidUntil < today())
    throw refuse('certApp.accreditationExpired', { body: bodyName }, 'certBodyId');
  if (!certBody.schemes.includes(body.scheme))
    throw refuse('certApp.schemeOutsideAccreditation', { body: bodyName, scheme: body.scheme }, 'scheme');
  const modules = await tx
    .select()
    .from(certModules)
    .where(and(inArray(certModules.id, body.moduleIds), eq(certModules.corpId, corpId)))
    .orderBy(asc(certModules.id))
    .for('update');
  if (modules.length !== body.moduleIds.length) throw notFound();
  for (const module of modules) {
    if (module.scheme !== body.scheme)
      throw refuse('certApp.moduleSchemeMismatch', { module: module.name }, 'moduleIds');
  }
  const productIds = [...new Set(modules.flatMap((m) => m.productIds))];
  const productCategories = productIds.length
    ? await tx
        .select({ id: products.id, categoryId: products.categoryId })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  for (const module of modules) {
    const categories = [
      ...module.categoryIds,
      ...productCategories.filter((p) => module.productIds.includes(p.id)).map((p) => p.categoryId),
    ];
    if (categories.some((c) => !certBody.categoryIds.includes(c)))
      throw refuse(
        'certApp.categoryOutsideAccreditation',
        { module: module.name, body: bodyName },
        'moduleIds',
      );
  }
  const [open] = await tx
    .select({ applicationNo: certApplications.applicationNo, moduleIds: certApplications.moduleIds })
    .from(certApplications)
    .where(
      and(
        eq(certApplications.corpId, corpId),
        inArray(certApplications.status, [...OPEN_APPLICATION_STATUSES]),
        sql`${certApplications.moduleIds} && array[${sql.join(
          body.moduleIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`,
        excludeId ? ne(certApplications.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  if (open) {
    const module = modules.find((m) => open.moduleIds.includes(m.id));
    throw refuse(
      'certApp.moduleInOpenApplication',
      { module: module?.name ?? '', applicationNo: open.applicationNo },
      'moduleIds',
    );
  }
  return certBody;
}

/** The enabled users of a body (its message centre). */
async function bodyUserIds(db: DbOrTx, certBodyId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.certBodyId, certBodyId), eq(users.enabled, true), eq(users.userType, 'cert_body')));
  return rows.map((r) => r.id);
}

async function corpName(db: DbOrTx, corpId: string) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, corpId));
  return row?.name ?? '';
}

async function bodyName(db: DbOrTx, certBodyId: string) {
  const [row] = await db
    .select({ name: certBodies.name })
    .from(certBodies)
    .where(eq(certBodies.id, certBodyId));
  return row?.name ?? '';
}

const fieldsOf = (body: ApplicationBody) => ({
  certBodyId: body.certBodyId,
  scheme: body.scheme,
  kind: body.kind,
  moduleIds: body.moduleIds,
  employees: body.employees,
  siteAddress: body.siteAddress,
  remark: body.remark,
  documents: body.documents,
});

export async function create(db: Database, principal: Principal, actor: Actor, body: ApplicationBody) {
  const corpId = ownCorp(principal);
  const row = await db.transaction(async (tx) => {
    await assertApplicable(tx, corpId, body);
    const [created] = await tx
      .insert(certApplications)
      .values({ applicationNo: numberOf('CA'), corpId, ...fieldsOf(body), status: 'submitted' })
      .returning();
    await writeAudit(tx, actor, {
      action: 'apply',
      entity: 'cert_application',
      entityId: created!.id,
      after: created,
    });
    await notifyUsers(
      tx,
      await bodyUserIds(tx, body.certBodyId),
      'certApp.noticeSubmitted',
      { corp: await corpName(tx, corpId), applicationNo: created!.applicationNo },
      actor.userId,
    );
    return created!;
  });
  return get(db, principal, row.id);
}

/** Loads, locks and checks an application for a move: visible, the caller's side, the right state. */
async function forMove(tx: Tx, principal: Principal, id: string, action: Transition['action']) {
  const row = await findVisible(tx, principal, id, true);
  const transition = APPLICATION_TRANSITIONS.find((t) => t.action === action)!;
  if (transition.who === 'body') {
    if (ownBody(principal) !== row.certBodyId) throw notFound();
  } else if (ownCorp(principal) !== row.corpId) throw notFound();
  if (!(transition.from as readonly string[]).includes(row.status))
    throw new AppError(409, 'certApp.notAllowed', { status: row.status });
  return { row, to: transition.to };
}

/** The company corrects a returned application. */
export async function update(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: ApplicationBody,
) {
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, principal, id, true);
    if (ownCorp(principal) !== row.corpId) throw notFound();
    if (row.status !== 'returned') throw new AppError(409, 'certApp.notAllowed', { status: row.status });
    await assertApplicable(tx, row.corpId, body, row.id);
    const [after] = await tx
      .update(certApplications)
      .set({ ...fieldsOf(body), updatedAt: new Date() })
      .where(eq(certApplications.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'cert_application',
      entityId: id,
      before: row,
      after,
    });
  });
  return get(db, principal, id);
}

type Change = Partial<typeof certApplications.$inferInsert>;

/** One move of an application in a transaction, with its audit row and notices. */
async function move(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  action: Transition['action'],
  change: (row: Row) => Change,
  notify: (tx: Tx, row: Row) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const { row, to } = await forMove(tx, principal, id, action);
    const [after] = await tx
      .update(certApplications)
      .set({ ...change(row), status: to, updatedAt: new Date() })
      .where(eq(certApplications.id, id))
      .returning();
    const auditAction = (
      {
        accept: 'approve',
        return: 'reject',
        reject: 'reject',
        contract: 'link',
        resubmit: 'apply',
        withdraw: 'revoke',
      } as const
    )[action];
    await writeAudit(tx, actor, {
      action: auditAction,
      entity: 'cert_application',
      entityId: id,
      before: row,
      after,
    });
    await notify(tx, after!);
  });
  return get(db, principal, id);
}

const toCompany =
  (key: MessageKey, extra: (row: Row) => Record<string, string | number> = () => ({})) =>
  (actor: Actor) =>
  async (tx: Tx, row: Row) => {
    await noticeToCompany(
      tx,
      row.corpId,
      key,
      { body: await bodyName(tx, row.certBodyId), applicationNo: row.applicationNo, ...extra(row) },
      actor.userId,
    );
  };

export function resubmit(db: Database, principal: Principal, actor: Actor, id: string) {
  return move(
    db,
    principal,
    actor,
    id,
    'resubmit',
    () => ({ submittedAt: new Date() }),
    async (tx, row) =>
      notifyUsers(
        tx,
        await bodyUserIds(tx, row.certBodyId),
        'certApp.noticeResubmitted',
        { corp: await corpName(tx, row.corpId), applicationNo: row.applicationNo },
        actor.userId,
      ),
  );
}

export function withdraw(db: Database, principal: Principal, actor: Actor, id: string) {
  return move(
    db,
    principal,
    actor,
    id,
    'withdraw',
    () => ({}),
    async () => {},
  );
}

const reviewed = (actor: Actor) => ({ reviewedBy: actor.userId, reviewedAt: new Date() });

export function accept(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { auditDays: number; reviewNote: string | null },
) {
  return move(
    db,
    principal,
    actor,
    id,
    'accept',
    () => ({ auditDays: body.auditDays, reviewNote: body.reviewNote, ...reviewed(actor) }),
    toCompany('certApp.noticeAccepted')(actor),
  );
}

export function returnApplication(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  reason: string,
) {
  return move(
    db,
    principal,
    actor,
    id,
    'return',
    () => ({ reviewNote: reason, ...reviewed(actor) }),
    toCompany('certApp.noticeReturned', () => ({ reason }))(actor),
  );
}

export function reject(db: Database, principal: Principal, actor: Actor, id: string, reason: string) {
  return move(
    db,
    principal,
    actor,
    id,
    'reject',
    () => ({ reviewNote: reason, ...reviewed(actor) }),
    toCompany('certApp.noticeRejected', () => ({ reason }))(actor),
  );
}

export function contract(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { contractNo: string; signedAt: string; files: string[] },
) {
  return move(
    db,
    principal,
    actor,
    id,
    'contract',
    () => ({ contractNo: body.contractNo, contractSignedAt: body.signedAt, contractFiles: body.files }),
    toCompany('certApp.noticeContracted', () => ({ contractNo: body.contractNo }))(actor),
  );
}
