import type { AuditorRefusal, PlanAuditBody, PlannedAudit } from '@trace/contracts';
import {
  auditItems,
  auditorConflicts,
  auditors,
  audits,
  auditTeam,
  certApplications,
  certBodies,
  certificates,
  certModules,
  checklistTemplates,
  companies,
  type Database,
  type DbOrTx,
  noticeToCompany,
  products,
  type Tx,
} from '@trace/db';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { notifyUsers } from '../../../lib/notify';
import type { Principal } from '../../../lib/principal';
import { tenantScope } from '../../../lib/tenancy';
import { ownBody } from './access';
import { numberOf } from './applications';

/**
 * Audit planning by the body (decision 0024): stage 1 and stage 2 of a contracted application,
 * surveillance, recertification and special audits of a certificate; a team of competent, impartial
 * auditors of the body; the checklist copied from a template.
 */

interface Subject {
  certBodyId: string;
  corpId: string;
  scheme: string;
  moduleIds: string[];
  applicationId: string | null;
  certificateId: string | null;
  applicationStatus?: string;
  certificateStatus?: string;
}

/** The application or certificate an audit is for; it must be the caller body's (404 otherwise). */
async function subjectOf(
  db: DbOrTx,
  certBodyId: string,
  ref: { applicationId?: string; certificateId?: string },
): Promise<Subject> {
  if (ref.applicationId) {
    const [row] = await db
      .select()
      .from(certApplications)
      .where(and(eq(certApplications.id, ref.applicationId), eq(certApplications.certBodyId, certBodyId)));
    if (!row) throw notFound();
    return {
      certBodyId,
      corpId: row.corpId,
      scheme: row.scheme,
      moduleIds: row.moduleIds,
      applicationId: row.id,
      certificateId: null,
      applicationStatus: row.status,
    };
  }
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, ref.certificateId!), eq(certificates.certBodyId, certBodyId)));
  if (!row) throw notFound();
  return {
    certBodyId,
    corpId: row.corpId,
    scheme: row.scheme,
    moduleIds: row.moduleIds,
    applicationId: null,
    certificateId: row.id,
    certificateStatus: row.status,
  };
}

/** Every category in scope: the modules' categories and the categories of their products. */
async function scopeCategories(db: DbOrTx, moduleIds: string[]) {
  if (moduleIds.length === 0) return [];
  const modules = await db.select().from(certModules).where(inArray(certModules.id, moduleIds));
  const productIds = [...new Set(modules.flatMap((m) => m.productIds))];
  const productRows = productIds.length
    ? await db
        .select({ categoryId: products.categoryId })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  return [...new Set([...modules.flatMap((m) => m.categoryIds), ...productRows.map((p) => p.categoryId)])];
}

type AuditorRow = typeof auditors.$inferSelect;

/** Why each auditor may not be on the team of an audit (an empty list: eligible). */
async function refusalsOf(db: DbOrTx, subject: Subject, plannedEnd: string, rows: AuditorRow[]) {
  const categories = await scopeCategories(db, subject.moduleIds);
  const conflicts = rows.length
    ? await db
        .select({ auditorId: auditorConflicts.auditorId })
        .from(auditorConflicts)
        .where(
          and(
            inArray(
              auditorConflicts.auditorId,
              rows.map((r) => r.id),
            ),
            eq(auditorConflicts.corpId, subject.corpId),
          ),
        )
    : [];
  return new Map(
    rows.map((auditor) => {
      const reasons: AuditorRefusal[] = [];
      if (auditor.certBodyId !== subject.certBodyId) reasons.push('otherBody');
      if (auditor.status !== 'active') reasons.push('inactive');
      if (auditor.qualificationExpiry < plannedEnd) reasons.push('qualificationExpired');
      if (!auditor.schemes.includes(subject.scheme)) reasons.push('schemeMissing');
      if (categories.some((c) => !auditor.categoryIds.includes(c))) reasons.push('categoryMissing');
      if (conflicts.some((c) => c.auditorId === auditor.id)) reasons.push('conflict');
      return [auditor.id, reasons] as const;
    }),
  );
}

/** The team's auditors, each checked; the first refusal names the auditor and the reason. */
async function assertTeam(db: DbOrTx, subject: Subject, plannedEnd: string, ids: string[]) {
  const rows = await db.select().from(auditors).where(inArray(auditors.id, ids));
  if (rows.length !== ids.length) throw notFound();
  const refusals = await refusalsOf(db, subject, plannedEnd, rows);
  for (const id of ids) {
    const auditor = rows.find((r) => r.id === id)!;
    const [reason] = refusals.get(id) ?? [];
    if (reason)
      throw new AppError(409, `auditPlan.refused.${reason}`, { name: auditor.name }, [
        { path: 'memberIds', messageKey: `auditPlan.refused.${reason}`, params: { name: auditor.name } },
      ]);
  }
  return rows;
}

/** The body's auditors for an audit, each with `eligible` and the reasons it is not. */
export async function eligibleAuditors(
  db: Database,
  principal: Principal,
  query: { applicationId?: string; certificateId?: string; plannedEnd: string },
) {
  const subject = await subjectOf(db, ownBody(principal), query);
  const rows = await db
    .select()
    .from(auditors)
    .where(eq(auditors.certBodyId, subject.certBodyId))
    .orderBy(asc(auditors.name));
  const refusals = await refusalsOf(db, subject, query.plannedEnd, rows);
  return rows.map((a) => {
    const reasons = refusals.get(a.id) ?? [];
    return {
      id: a.id,
      name: a.name,
      qualificationExpiry: a.qualificationExpiry,
      eligible: reasons.length === 0,
      reasons,
    };
  });
}

/** Templates usable for the scheme: built-in ones and the body's own. */
function templatesFor(db: DbOrTx, certBodyId: string, scheme: string) {
  return db
    .select()
    .from(checklistTemplates)
    .where(
      and(
        eq(checklistTemplates.scheme, scheme),
        or(isNull(checklistTemplates.certBodyId), eq(checklistTemplates.certBodyId, certBodyId)),
      ),
    )
    .orderBy(asc(checklistTemplates.createdAt), asc(checklistTemplates.id));
}

export async function templateOptions(
  db: Database,
  principal: Principal,
  query: { applicationId?: string; certificateId?: string },
) {
  const subject = await subjectOf(db, ownBody(principal), query);
  const rows = await templatesFor(db, subject.certBodyId, subject.scheme);
  return rows
    .sort((a, b) => Number(a.certBodyId !== null) - Number(b.certBodyId !== null))
    .map((t) => ({ value: t.id, label: t.name, builtIn: t.certBodyId === null, itemCount: t.items.length }));
}

const APPLICATION_AUDITS = ['stage1', 'stage2'];
const CERTIFICATE_STATES_AUDITED = ['effective', 'reduced', 'suspended'];

/** The plan of an audit as the API answers it. */
async function toPlanned(db: DbOrTx, audit: typeof audits.$inferSelect): Promise<PlannedAudit> {
  const [team, [items]] = await Promise.all([
    db
      .select({ auditorId: auditTeam.auditorId, role: auditTeam.role, name: auditors.name })
      .from(auditTeam)
      .innerJoin(auditors, eq(auditors.id, auditTeam.auditorId))
      .where(eq(auditTeam.auditId, audit.id)),
    db.select({ total: count() }).from(auditItems).where(eq(auditItems.auditId, audit.id)),
  ]);
  return {
    id: audit.id,
    auditNo: audit.auditNo,
    certBodyId: audit.certBodyId,
    corpId: audit.corpId,
    applicationId: audit.applicationId,
    certificateId: audit.certificateId,
    scheme: audit.scheme as PlannedAudit['scheme'],
    type: audit.type as PlannedAudit['type'],
    unannounced: audit.unannounced,
    plannedStart: audit.plannedStart,
    plannedEnd: audit.plannedEnd,
    status: audit.status as PlannedAudit['status'],
    templateId: audit.templateId,
    itemCount: items?.total ?? 0,
    cancelReason: audit.cancelReason,
    team: team
      .sort((x, y) => (x.role === y.role ? x.name.localeCompare(y.name) : x.role === 'lead' ? -1 : 1))
      .map((m) => ({ auditorId: m.auditorId, name: m.name, role: m.role as 'lead' | 'member' })),
  };
}

async function writeTeam(tx: Tx, auditId: string, leadId: string, memberIds: string[]) {
  await tx.delete(auditTeam).where(eq(auditTeam.auditId, auditId));
  await tx
    .insert(auditTeam)
    .values([
      { auditId, auditorId: leadId, role: 'lead' },
      ...memberIds.map((auditorId) => ({ auditId, auditorId, role: 'member' })),
    ]);
}

async function notifyPlanned(tx: Tx, actor: Actor, audit: typeof audits.$inferSelect, team: AuditorRow[]) {
  const [corp] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, audit.corpId));
  const params = { auditNo: audit.auditNo, start: audit.plannedStart, end: audit.plannedEnd };
  await notifyUsers(
    tx,
    team.map((a) => a.userId).filter((id): id is string => !!id),
    'auditPlan.noticeTeam',
    { ...params, corp: corp?.name ?? '' },
    actor.userId,
  );
  if (!audit.unannounced) {
    const [body] = await tx
      .select({ name: certBodies.name })
      .from(certBodies)
      .where(eq(certBodies.id, audit.certBodyId));
    await noticeToCompany(
      tx,
      audit.corpId,
      'auditPlan.noticeCompany',
      { ...params, body: body?.name ?? '' },
      actor.userId,
    );
  }
}

/** Plans an audit: the subject's rules, the template, the team, then the audit with its checklist. */
export async function create(db: Database, principal: Principal, actor: Actor, body: PlanAuditBody) {
  const certBodyId = ownBody(principal);
  const audit = await db.transaction(async (tx) => {
    const subject = await subjectOf(tx, certBodyId, body);
    if (subject.applicationId) {
      if (!APPLICATION_AUDITS.includes(body.type))
        throw new AppError(409, 'auditPlan.typeForApplication', undefined, [
          { path: 'type', messageKey: 'auditPlan.typeForApplication' },
        ]);
      if (subject.applicationStatus !== 'contracted') throw new AppError(409, 'auditPlan.notContracted');
      if (body.type === 'stage2') {
        const [stage1] = await tx
          .select({ id: audits.id })
          .from(audits)
          .where(
            and(
              eq(audits.applicationId, subject.applicationId),
              eq(audits.type, 'stage1'),
              eq(audits.status, 'signed'),
            ),
          )
          .limit(1);
        if (!stage1) throw new AppError(409, 'auditPlan.stage1NotSigned');
      }
    } else {
      if (APPLICATION_AUDITS.includes(body.type))
        throw new AppError(409, 'auditPlan.typeForCertificate', undefined, [
          { path: 'type', messageKey: 'auditPlan.typeForCertificate' },
        ]);
      if (!CERTIFICATE_STATES_AUDITED.includes(subject.certificateStatus!))
        throw new AppError(409, 'auditPlan.certificateNotInForce', { status: subject.certificateStatus! });
    }
    const templates = await templatesFor(tx, certBodyId, subject.scheme);
    const template = body.templateId
      ? templates.find((t) => t.id === body.templateId)
      : (templates.find((t) => t.certBodyId === null) ?? templates[0]);
    if (!template) {
      if (body.templateId)
        throw new AppError(409, 'auditPlan.templateNotUsable', undefined, [
          { path: 'templateId', messageKey: 'auditPlan.templateNotUsable' },
        ]);
      throw new AppError(409, 'auditPlan.noTemplate', { scheme: subject.scheme });
    }
    const teamIds = [body.leadAuditorId, ...body.memberIds];
    const team = await assertTeam(tx, subject, body.plannedEnd, teamIds);
    const [created] = await tx
      .insert(audits)
      .values({
        auditNo: numberOf('AU'),
        certBodyId,
        corpId: subject.corpId,
        applicationId: subject.applicationId,
        certificateId: subject.certificateId,
        scheme: subject.scheme,
        type: body.type,
        unannounced: body.unannounced,
        plannedStart: body.plannedStart,
        plannedEnd: body.plannedEnd,
        status: 'planned',
        templateId: template.id,
        plannedBy: actor.userId,
      })
      .returning();
    await writeTeam(tx, created!.id, body.leadAuditorId, body.memberIds);
    if (template.items.length > 0) {
      await tx.insert(auditItems).values(
        template.items.map((item, index) => ({
          auditId: created!.id,
          position: index + 1,
          code: item.code,
          section: item.section,
          text: item.text,
        })),
      );
    }
    await writeAudit(tx, actor, { action: 'create', entity: 'audit', entityId: created!.id, after: created });
    await notifyPlanned(tx, actor, created!, team);
    return created!;
  });
  return toPlanned(db, audit);
}

/** An audit of the caller's body (administrators read every one); another body's answers 404. */
async function findAudit(db: DbOrTx, principal: Principal, id: string, lock = false) {
  const scope = tenantScope(principal);
  const where = and(
    eq(audits.id, id),
    scope.kind === 'all'
      ? undefined
      : scope.kind === 'certBody'
        ? eq(audits.certBodyId, scope.certBodyId)
        : sql`false`,
  );
  const query = db.select().from(audits).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function plan(db: Database, principal: Principal, id: string) {
  return toPlanned(db, await findAudit(db, principal, id));
}

/** New dates and team for a planned audit; the team is checked again. */
export async function replan(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { plannedStart: string; plannedEnd: string; leadAuditorId: string; memberIds: string[] },
) {
  const certBodyId = ownBody(principal);
  const audit = await db.transaction(async (tx) => {
    const before = await findAudit(tx, principal, id, true);
    if (before.status !== 'planned') throw new AppError(409, 'auditPlan.notPlanned');
    const subject = await subjectOf(tx, certBodyId, {
      applicationId: before.applicationId ?? undefined,
      certificateId: before.applicationId ? undefined : (before.certificateId ?? undefined),
    });
    const team = await assertTeam(tx, subject, body.plannedEnd, [body.leadAuditorId, ...body.memberIds]);
    const [after] = await tx
      .update(audits)
      .set({ plannedStart: body.plannedStart, plannedEnd: body.plannedEnd, updatedAt: new Date() })
      .where(eq(audits.id, id))
      .returning();
    await writeTeam(tx, id, body.leadAuditorId, body.memberIds);
    await writeAudit(tx, actor, { action: 'update', entity: 'audit', entityId: id, before, after });
    await notifyPlanned(tx, actor, after!, team);
    return after!;
  });
  return toPlanned(db, audit);
}

export async function cancel(db: Database, principal: Principal, actor: Actor, id: string, reason: string) {
  ownBody(principal);
  const audit = await db.transaction(async (tx) => {
    const before = await findAudit(tx, principal, id, true);
    if (before.status !== 'planned' && before.status !== 'in_progress')
      throw new AppError(409, 'auditPlan.notCancellable');
    const [after] = await tx
      .update(audits)
      .set({ status: 'cancelled', cancelReason: reason, updatedAt: new Date() })
      .where(eq(audits.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'revoke', entity: 'audit', entityId: id, before, after });
    return after!;
  });
  return toPlanned(db, audit);
}
