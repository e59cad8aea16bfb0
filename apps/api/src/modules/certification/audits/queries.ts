import {
  type AuditDetail,
  type AuditFinding,
  type AuditListItem,
  CERT_PERMISSIONS,
  isFindingOverdue,
  type Localized,
} from '@trace/contracts';
import {
  auditFindings,
  auditItems,
  auditors,
  audits,
  auditTeam,
  certBodies,
  certificates,
  certSchemes,
  companies,
  type DbOrTx,
  users,
} from '@trace/db';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../../lib/errors';
import { likePattern } from '../../../lib/like';
import { countRows, paginate } from '../../../lib/paging';
import { holds, type Principal } from '../../../lib/principal';
import { tenantCondition, tenantScope } from '../../../lib/tenancy';
import {
  isFindingCompany,
  OPEN_AUDIT,
  readsChecklist,
  seatOf,
  visibleAudits,
  visibleFindings,
} from './access';

export type AuditRow = typeof audits.$inferSelect;
export type FindingRow = typeof auditFindings.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const today = () => new Date().toISOString().slice(0, 10);

async function namesOf<T extends { id: string; name: string }>(rows: Promise<T[]>) {
  return new Map((await rows).map((r) => [r.id, r.name]));
}

function companyNames(db: DbOrTx, ids: string[]) {
  return namesOf(
    ids.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, ids))
      : Promise.resolve([]),
  );
}

function userNames(db: DbOrTx, ids: string[]) {
  return namesOf(
    ids.length
      ? db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, ids))
      : Promise.resolve([]),
  );
}

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
];

async function toListItems(db: DbOrTx, rows: AuditRow[]): Promise<AuditListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [corps, bodies, leads, open] = await Promise.all([
    companyNames(db, unique(rows.map((r) => r.corpId))),
    namesOf(
      db
        .select({ id: certBodies.id, name: certBodies.name })
        .from(certBodies)
        .where(inArray(certBodies.id, unique(rows.map((r) => r.certBodyId)))),
    ),
    db
      .select({ auditId: auditTeam.auditId, name: auditors.name })
      .from(auditTeam)
      .innerJoin(auditors, eq(auditors.id, auditTeam.auditorId))
      .where(and(inArray(auditTeam.auditId, ids), eq(auditTeam.role, 'lead'))),
    db
      .select({ auditId: auditFindings.auditId, count: sql<number>`count(*)::int` })
      .from(auditFindings)
      .where(and(inArray(auditFindings.auditId, ids), ne(auditFindings.status, 'closed')))
      .groupBy(auditFindings.auditId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    auditNo: row.auditNo,
    corpId: row.corpId,
    corpName: corps.get(row.corpId) ?? '',
    certBodyId: row.certBodyId,
    bodyName: bodies.get(row.certBodyId) ?? '',
    scheme: row.scheme,
    type: row.type as AuditListItem['type'],
    unannounced: row.unannounced,
    plannedStart: row.plannedStart,
    plannedEnd: row.plannedEnd,
    status: row.status as AuditListItem['status'],
    leadAuditor: leads.find((l) => l.auditId === row.id)?.name ?? null,
    openFindings: open.find((o) => o.auditId === row.id)?.count ?? 0,
  }));
}

export async function list(
  db: DbOrTx,
  principal: Principal,
  query: {
    page: number;
    pageSize: number;
    keyword?: string;
    type?: string;
    status?: string;
    corpId?: string;
    plannedFrom?: string;
    plannedTo?: string;
  },
) {
  const where = and(
    visibleAudits(principal),
    query.keyword ? ilike(audits.auditNo, likePattern(query.keyword)) : undefined,
    query.type ? eq(audits.type, query.type) : undefined,
    query.status ? eq(audits.status, query.status) : undefined,
    query.corpId ? eq(audits.corpId, query.corpId) : undefined,
    query.plannedFrom ? gte(audits.plannedStart, query.plannedFrom) : undefined,
    query.plannedTo ? lte(audits.plannedStart, query.plannedTo) : undefined,
  );
  return paginate(
    {
      rows: db.select().from(audits).where(where).$dynamic(),
      orderBy: [desc(audits.plannedStart), desc(audits.id)],
      total: countRows(db, audits, where),
    },
    query,
    (rows) => toListItems(db, rows),
  );
}

/** An audit the caller may read, as stored; 404 otherwise (another tenant's, or hidden from the company). */
export async function findAudit(db: DbOrTx, principal: Principal, id: string, lock = false) {
  const q = db
    .select()
    .from(audits)
    .where(and(eq(audits.id, id), visibleAudits(principal)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/** Finding rows as the API answers them, with what the caller may do next. */
export async function toFindings(
  db: DbOrTx,
  principal: Principal,
  rows: FindingRow[],
): Promise<AuditFinding[]> {
  if (rows.length === 0) return [];
  const auditIds = unique(rows.map((r) => r.auditId));
  const itemIds = unique(rows.map((r) => r.itemId));
  const [auditRows, corps, items, seats] = await Promise.all([
    db.select({ id: audits.id, auditNo: audits.auditNo }).from(audits).where(inArray(audits.id, auditIds)),
    companyNames(db, unique(rows.map((r) => r.corpId))),
    itemIds.length
      ? db
          .select({ id: auditItems.id, code: auditItems.code })
          .from(auditItems)
          .where(inArray(auditItems.id, itemIds))
      : Promise.resolve([]),
    principal.kind === 'user'
      ? db
          .select({ auditId: auditTeam.auditId })
          .from(auditTeam)
          .innerJoin(auditors, eq(auditors.id, auditTeam.auditorId))
          .where(and(inArray(auditTeam.auditId, auditIds), eq(auditors.userId, principal.userId)))
      : Promise.resolve([]),
  ]);
  const reviewer = holds(principal, CERT_PERMISSIONS.manageEvaluation);
  const now = today();
  return rows.map((row) => {
    const actions: AuditFinding['actions'] = [];
    if (isFindingCompany(principal, row.corpId) && ['open', 'returned'].includes(row.status))
      actions.push('answer');
    if (reviewer && row.status === 'answered' && seats.some((s) => s.auditId === row.auditId))
      actions.push('accept', 'return');
    return {
      id: row.id,
      findingNo: row.findingNo,
      auditId: row.auditId,
      auditNo: auditRows.find((a) => a.id === row.auditId)?.auditNo ?? '',
      corpId: row.corpId,
      corpName: corps.get(row.corpId) ?? '',
      itemId: row.itemId,
      itemCode: items.find((i) => i.id === row.itemId)?.code ?? null,
      grade: row.grade as AuditFinding['grade'],
      description: row.description,
      evidence: row.evidence,
      dueDate: row.dueDate,
      overdue: isFindingOverdue(row, now),
      status: row.status as AuditFinding['status'],
      correction: row.correction,
      rootCause: row.rootCause,
      correctiveAction: row.correctiveAction,
      answerEvidence: row.answerEvidence,
      answeredTime: iso(row.answeredAt),
      reviewNote: row.reviewNote,
      reviewedTime: iso(row.reviewedAt),
      closedTime: iso(row.closedAt),
      createTime: row.createdAt.toISOString(),
      actions,
    };
  });
}

export async function get(db: DbOrTx, principal: Principal, id: string): Promise<AuditDetail> {
  const row = await findAudit(db, principal, id);
  const [item] = await toListItems(db, [row]);
  const checklist = readsChecklist(principal, row.status);
  const [scheme, team, items, findings, seat] = await Promise.all([
    db.select({ name: certSchemes.name }).from(certSchemes).where(eq(certSchemes.key, row.scheme)),
    db
      .select({ auditorId: auditTeam.auditorId, name: auditors.name, role: auditTeam.role })
      .from(auditTeam)
      .innerJoin(auditors, eq(auditors.id, auditTeam.auditorId))
      .where(eq(auditTeam.auditId, id))
      .orderBy(asc(auditTeam.role), asc(auditors.name)),
    checklist
      ? db.select().from(auditItems).where(eq(auditItems.auditId, id)).orderBy(asc(auditItems.position))
      : Promise.resolve([]),
    checklist
      ? db
          .select()
          .from(auditFindings)
          .where(eq(auditFindings.auditId, id))
          .orderBy(asc(auditFindings.createdAt), asc(auditFindings.findingNo))
      : Promise.resolve([]),
    seatOf(db, principal, id),
  ]);
  const names = await userNames(db, unique([row.signedBy, ...items.map((i) => i.answeredBy)]));
  const canAct = !!seat && holds(principal, CERT_PERMISSIONS.manageEvaluation);
  const open = (OPEN_AUDIT as readonly string[]).includes(row.status);
  const actions: AuditDetail['actions'] = [];
  if (canAct && open) actions.push('answer', 'raiseFinding');
  if (canAct && open && seat.role === 'lead') actions.push('sign');
  actions.push('report');
  return {
    ...item!,
    schemeName: (scheme[0]?.name as Localized | undefined) ?? {
      cn: row.scheme,
      en: row.scheme,
      fr: row.scheme,
    },
    applicationId: row.applicationId,
    certificateId: row.certificateId,
    team: team.map((m) => ({ ...m, role: m.role as 'lead' | 'member' })),
    items: items.map((i) => ({
      id: i.id,
      position: i.position,
      code: i.code,
      section: i.section,
      text: i.text,
      verdict: i.verdict as AuditDetail['items'][number]['verdict'],
      note: i.note,
      evidence: i.evidence,
      answeredBy: i.answeredBy ? (names.get(i.answeredBy) ?? null) : null,
      answeredTime: iso(i.answeredAt),
    })),
    findings: await toFindings(db, principal, findings),
    summary: row.summary,
    recommendation: row.recommendation as AuditDetail['recommendation'],
    signedBy: row.signedBy ? (names.get(row.signedBy) ?? null) : null,
    signedTime: iso(row.signedAt),
    cancelReason: row.cancelReason,
    actions,
  };
}

/** A finding the caller may read, as stored; 404 otherwise. */
export async function findFinding(db: DbOrTx, principal: Principal, id: string, lock = false) {
  const q = db
    .select()
    .from(auditFindings)
    .where(and(eq(auditFindings.id, id), visibleFindings(principal)));
  const [row] = lock ? await q.for('update', { of: auditFindings }) : await q;
  if (!row) throw notFound();
  return row;
}

export async function getFinding(db: DbOrTx, principal: Principal, id: string) {
  return (await toFindings(db, principal, [await findFinding(db, principal, id)]))[0]!;
}

export async function findings(
  db: DbOrTx,
  principal: Principal,
  query: {
    page: number;
    pageSize: number;
    status?: string;
    open?: 'true' | 'false';
    auditId?: string;
    corpId?: string;
  },
) {
  const where = and(
    visibleFindings(principal),
    query.status ? eq(auditFindings.status, query.status) : undefined,
    query.open === 'true' ? ne(auditFindings.status, 'closed') : undefined,
    query.open === 'false' ? eq(auditFindings.status, 'closed') : undefined,
    query.auditId ? eq(auditFindings.auditId, query.auditId) : undefined,
    query.corpId ? eq(auditFindings.corpId, query.corpId) : undefined,
  );
  return paginate(
    {
      rows: db.select().from(auditFindings).where(where).$dynamic(),
      orderBy: [asc(auditFindings.dueDate), asc(auditFindings.findingNo)],
      total: countRows(db, auditFindings, where),
    },
    query,
    (rows) => toFindings(db, principal, rows),
  );
}

/** Certificates with their next surveillance audit: a company's own, a body's; administrators all. */
export async function surveillance(
  db: DbOrTx,
  principal: Principal,
  query: { page: number; pageSize: number },
) {
  const scope = tenantScope(principal);
  const where: SQL | undefined = and(
    scope.kind === 'auditor'
      ? sql`false`
      : tenantCondition(scope, { corpId: certificates.corpId, certBodyId: certificates.certBodyId }),
    inArray(certificates.status, ['effective', 'reduced', 'suspended']),
  );
  const now = today();
  return paginate(
    {
      rows: db.select().from(certificates).where(where).$dynamic(),
      orderBy: [sql`${certificates.nextSurveillanceDue} asc nulls last`, asc(certificates.certNo)],
      total: countRows(db, certificates, where),
    },
    query,
    (rows) =>
      rows.map((c) => ({
        certificateId: c.id,
        certNo: c.certNo,
        scheme: c.scheme,
        status: c.status as 'effective',
        validUntil: c.validUntil,
        lastGoodAuditOn: c.lastGoodAuditOn,
        nextSurveillanceDue: c.nextSurveillanceDue,
        overdue: !!c.nextSurveillanceDue && c.nextSurveillanceDue < now,
      })),
  );
}
