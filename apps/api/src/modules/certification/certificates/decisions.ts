import type { CertDecision } from '@trace/contracts';
import {
  auditFindings,
  auditors,
  audits,
  auditTeam,
  certApplications,
  certBodies,
  certDecisions,
  certificates,
  certModules,
  certSchemes,
  companies,
  type Database,
  type DbOrTx,
  noticeToCompany,
  users,
} from '@trace/db';
import { uuidArray } from '@trace/db/cert-coverage';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { countRows, paginate } from '../../../lib/paging';
import type { Principal } from '../../../lib/principal';
import { actingBody, onTeamError, onTeamOfApplication, onTeamOfCertificate } from './access';
import { addMonths, todayIso } from './dates';
import { issueCertificate, moveCertificate } from './service';

type DecisionRow = typeof certDecisions.$inferSelect;

/** A body sees its own decisions; the administrator reads all; nobody else any. */
function decisionScope(principal: Principal) {
  if (principal.kind === 'user' && principal.userType === 'admin') return undefined;
  if (principal.kind === 'user' && principal.userType === 'cert_body' && principal.certBodyId)
    return eq(certDecisions.certBodyId, principal.certBodyId);
  return sql`false`;
}

/** Whether the caller sat on an audit team of what the decision is about. */
async function callerOnTeam(db: DbOrTx, row: DecisionRow, userId: string) {
  if (row.subject === 'suspend' && row.certificateId) {
    const [certificate] = await db
      .select({ id: certificates.id, applicationId: certificates.applicationId })
      .from(certificates)
      .where(eq(certificates.id, row.certificateId));
    return certificate ? onTeamOfCertificate(db, certificate, userId) : false;
  }
  return onTeamOfApplication(db, row.applicationId, userId);
}

async function toDecisions(db: DbOrTx, rows: DecisionRow[], principal: Principal): Promise<CertDecision[]> {
  if (rows.length === 0) return [];
  const pick = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const applicationIds = pick(rows.map((r) => r.applicationId));
  const certificateIds = pick(rows.map((r) => r.certificateId));
  const [applications, certRows, corps, bodies, people] = await Promise.all([
    applicationIds.length
      ? db.select().from(certApplications).where(inArray(certApplications.id, applicationIds))
      : [],
    certificateIds.length
      ? db.select().from(certificates).where(inArray(certificates.id, certificateIds))
      : [],
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, pick(rows.map((r) => r.corpId)))),
    db
      .select({ id: certBodies.id, name: certBodies.name })
      .from(certBodies)
      .where(inArray(certBodies.id, pick(rows.map((r) => r.certBodyId)))),
    pick(rows.flatMap((r) => [r.reviewedBy, r.decidedBy])).length
      ? db
          .select({ id: users.id, name: users.userName })
          .from(users)
          .where(inArray(users.id, pick(rows.flatMap((r) => [r.reviewedBy, r.decidedBy]))))
      : [],
  ]);
  const moduleIds = pick([
    ...applications.flatMap((a) => a.moduleIds),
    ...certRows.flatMap((c) => c.moduleIds),
  ]);
  const auditCondition = [
    applicationIds.length ? inArray(audits.applicationId, applicationIds) : undefined,
    certificateIds.length ? inArray(audits.certificateId, certificateIds) : undefined,
  ].filter((c) => c !== undefined);
  const [modules, auditRows] = await Promise.all([
    moduleIds.length ? db.select().from(certModules).where(inArray(certModules.id, moduleIds)) : [],
    auditCondition.length
      ? db
          .select()
          .from(audits)
          .where(
            auditCondition.length === 1
              ? auditCondition[0]
              : sql`(${auditCondition[0]} or ${auditCondition[1]})`,
          )
          .orderBy(asc(audits.plannedStart))
      : [],
  ]);
  const auditIds = auditRows.map((a) => a.id);
  const [team, findings] = await Promise.all([
    auditIds.length
      ? db
          .select({
            auditId: auditTeam.auditId,
            role: auditTeam.role,
            name: auditors.name,
            userId: auditors.userId,
          })
          .from(auditTeam)
          .innerJoin(auditors, eq(auditors.id, auditTeam.auditorId))
          .where(inArray(auditTeam.auditId, auditIds))
      : [],
    auditIds.length
      ? db
          .select()
          .from(auditFindings)
          .where(and(inArray(auditFindings.auditId, auditIds), ne(auditFindings.status, 'closed')))
          .orderBy(asc(auditFindings.dueDate))
      : [],
  ]);
  const userId = principal.kind === 'user' ? principal.userId : null;
  return rows.map((row) => {
    const application = applications.find((a) => a.id === row.applicationId);
    const certificate = certRows.find((c) => c.id === row.certificateId);
    const own = auditRows.filter(
      (a) =>
        (row.applicationId && a.applicationId === row.applicationId) ||
        (row.certificateId && a.certificateId === row.certificateId) ||
        (certificate?.applicationId && a.applicationId === certificate.applicationId),
    );
    const onTeam =
      userId !== null && team.some((t) => t.userId === userId && own.some((a) => a.id === t.auditId));
    const canAct =
      principal.kind === 'user' &&
      principal.userType === 'cert_body' &&
      principal.certBodyId === row.certBodyId &&
      !onTeam;
    const person = (id: string | null) => (id ? (people.find((p) => p.id === id)?.name ?? null) : null);
    return {
      id: row.id,
      subject: row.subject as CertDecision['subject'],
      status: row.status as CertDecision['status'],
      certBodyId: row.certBodyId,
      bodyName: bodies.find((b) => b.id === row.certBodyId)?.name ?? '',
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
      applicationId: row.applicationId,
      applicationNo: application?.applicationNo ?? null,
      applicationStatus: application?.status ?? null,
      kind: (application?.kind as CertDecision['kind']) ?? null,
      scheme: application?.scheme ?? certificate?.scheme ?? null,
      certificateId: row.certificateId,
      certNo: certificate?.certNo ?? null,
      reviewNote: row.reviewNote,
      reviewerName: person(row.reviewedBy),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      decisionNote: row.decisionNote,
      deciderName: person(row.decidedBy),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createTime: row.createdAt.toISOString(),
      modules: (application?.moduleIds ?? certificate?.moduleIds ?? []).flatMap((id) =>
        modules
          .filter((m) => m.id === id)
          .map((m) => ({
            id: m.id,
            name: m.name,
            requestedAnnualOutput: m.requestedAnnualOutput,
            certifiedAnnualOutput: m.certifiedAnnualOutput,
          })),
      ),
      audits: own.map((a) => ({
        id: a.id,
        auditNo: a.auditNo,
        type: a.type,
        status: a.status,
        plannedStart: a.plannedStart,
        plannedEnd: a.plannedEnd,
        recommendation: a.recommendation,
        team: team.filter((t) => t.auditId === a.id).map((t) => ({ name: t.name, role: t.role })),
      })),
      openFindings: findings
        .filter((f) => own.some((a) => a.id === f.auditId))
        .map((f) => ({
          id: f.id,
          findingNo: f.findingNo,
          auditNo: own.find((a) => a.id === f.auditId)?.auditNo ?? '',
          grade: f.grade as CertDecision['openFindings'][number]['grade'],
          status: f.status as CertDecision['openFindings'][number]['status'],
          dueDate: f.dueDate,
          description: f.description,
        })),
      callerOnTeam: onTeam,
      actions: !canAct
        ? []
        : row.status === 'to_review'
          ? ['review']
          : row.status === 'to_decide'
            ? ['decide']
            : [],
    };
  });
}

export async function list(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; status?: string; subject?: string },
) {
  const where = and(
    decisionScope(principal),
    query.status ? eq(certDecisions.status, query.status) : undefined,
    query.subject ? eq(certDecisions.subject, query.subject) : undefined,
  );
  return paginate(
    {
      rows: db.select().from(certDecisions).where(where).$dynamic(),
      orderBy: [
        sql`case when ${certDecisions.status} in ('to_review', 'to_decide') then 0 else 1 end`,
        desc(certDecisions.createdAt),
        desc(certDecisions.id),
      ],
      total: countRows(db, certDecisions, where),
    },
    query,
    (rows) => toDecisions(db, rows, principal),
  );
}

async function findOne(db: DbOrTx, principal: Principal, id: string, lock = false) {
  const query = db
    .select()
    .from(certDecisions)
    .where(and(eq(certDecisions.id, id), decisionScope(principal)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  return (await toDecisions(db, [await findOne(db, principal, id)], principal))[0]!;
}

/** The body's decision maker, outside the audit teams: who may review or decide this decision. */
async function deciderOf(db: DbOrTx, principal: Principal, row: DecisionRow) {
  const body = actingBody(principal);
  if (body.certBodyId !== row.certBodyId) throw notFound();
  if (await callerOnTeam(db, row, body.userId)) throw onTeamError();
  return body;
}

const stateError = (row: DecisionRow) =>
  new AppError(409, 'certificate.decisionState', { status: row.status });

export async function review(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { note: string; outcome: 'pass' | 'return' },
) {
  await db.transaction(async (tx) => {
    const row = await findOne(tx, principal, id, true);
    const who = await deciderOf(tx, principal, row);
    if (row.status !== 'to_review') throw stateError(row);
    const [after] = await tx
      .update(certDecisions)
      .set({
        status: body.outcome === 'pass' ? 'to_decide' : 'to_review',
        reviewNote: body.note || null,
        reviewedBy: who.userId,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(certDecisions.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'cert_decision',
      entityId: row.id,
      before: { status: row.status },
      after: { status: after!.status, outcome: body.outcome },
    });
  });
  return get(db, principal, id);
}

export async function decide(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: {
    decision: 'grant' | 'refuse';
    note: string;
    certifiedAnnualOutput: { moduleId: string; output: number }[];
  },
) {
  await db.transaction(async (tx) => {
    const row = await findOne(tx, principal, id, true);
    const who = await deciderOf(tx, principal, row);
    if (row.status !== 'to_decide') throw stateError(row);
    const me = { id: who.userId, name: who.name };
    if (row.subject === 'suspend') {
      if (body.decision === 'grant' && row.certificateId) {
        const [certificate] = await tx
          .select()
          .from(certificates)
          .where(eq(certificates.id, row.certificateId))
          .for('update');
        if (!certificate) throw notFound();
        const [scheme] = await tx.select().from(certSchemes).where(eq(certSchemes.key, certificate.scheme));
        await moveCertificate(
          tx,
          certificate,
          'suspend',
          {
            suspendedUntil: addMonths(todayIso(), scheme?.maxSuspensionMonths ?? 6),
            statusReason: body.note || row.reviewNote,
          },
          { reason: body.note || row.reviewNote, actorId: me.id, actorName: me.name },
        );
      }
    } else {
      const [application] = await tx
        .select()
        .from(certApplications)
        .where(eq(certApplications.id, row.applicationId!))
        .for('update');
      if (!application) throw notFound();
      if (body.decision === 'grant') await grant(tx, application, body.certifiedAnnualOutput, me);
      else {
        await tx
          .update(certApplications)
          .set({ status: 'refused', updatedAt: new Date() })
          .where(eq(certApplications.id, application.id));
        await noticeToCompany(
          tx,
          application.corpId,
          'certificate.refusedNotice',
          { applicationNo: application.applicationNo },
          me.id,
        );
      }
    }
    await tx
      .update(certDecisions)
      .set({
        status: body.decision === 'grant' ? 'granted' : 'refused',
        decisionNote: body.note || null,
        decidedBy: me.id,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(certDecisions.id, row.id));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'cert_decision',
      entityId: row.id,
      before: { status: row.status },
      after: { decision: body.decision },
    });
  });
  return get(db, principal, id);
}

type ApplicationRow = typeof certApplications.$inferSelect;

/** Grants an application: checks the preconditions, issues the certificate and replaces the old one. */
async function grant(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  application: ApplicationRow,
  outputs: { moduleId: string; output: number }[],
  me: { id: string; name: string },
) {
  if (application.status !== 'contracted')
    throw new AppError(409, 'certificate.notContracted', { status: application.status });
  const auditRows = await tx.select().from(audits).where(eq(audits.applicationId, application.id));
  const decisive = auditRows
    .filter((a) => (a.type === 'stage2' || a.type === 'recertification') && a.status === 'signed')
    .sort((a, b) => b.plannedEnd.localeCompare(a.plannedEnd))[0];
  if (!decisive) throw new AppError(409, 'certificate.noSignedAudit');
  const blocking = auditRows.length
    ? await tx
        .select({ findingNo: auditFindings.findingNo, grade: auditFindings.grade })
        .from(auditFindings)
        .where(
          and(
            inArray(
              auditFindings.auditId,
              auditRows.map((a) => a.id),
            ),
            inArray(auditFindings.grade, ['major', 'critical']),
            ne(auditFindings.status, 'closed'),
          ),
        )
    : [];
  if (blocking.length > 0)
    throw new AppError(409, 'certificate.openFindings', {
      findings: blocking.map((f) => `${f.findingNo} (${f.grade})`).join(', '),
    });
  for (const o of outputs)
    if (!application.moduleIds.includes(o.moduleId))
      throw new AppError(409, 'certificate.moduleNotInApplication');
  const modules = await tx.select().from(certModules).where(inArray(certModules.id, application.moduleIds));
  for (const m of modules) {
    const output = outputs.find((o) => o.moduleId === m.id)?.output ?? m.requestedAnnualOutput;
    await tx
      .update(certModules)
      .set({ certifiedAnnualOutput: output, updatedAt: new Date() })
      .where(eq(certModules.id, m.id));
  }
  const [scheme] = await tx.select().from(certSchemes).where(eq(certSchemes.key, application.scheme));
  const old =
    application.kind === 'recertification'
      ? await tx
          .select()
          .from(certificates)
          .where(
            and(
              eq(certificates.corpId, application.corpId),
              eq(certificates.scheme, application.scheme),
              inArray(certificates.status, ['effective', 'reduced']),
              sql`${certificates.moduleIds} && ${uuidArray(application.moduleIds)}`,
            ),
          )
          .for('update')
      : [];
  const today = todayIso();
  const created = await issueCertificate(
    tx,
    {
      corpId: application.corpId,
      certBodyId: application.certBodyId,
      applicationId: application.id,
      scheme: application.scheme,
      moduleIds: application.moduleIds,
      status: 'effective',
      validFrom: today,
      validUntil: addMonths(today, 12 * (scheme?.validityYears ?? 3)),
      nextSurveillanceDue: addMonths(today, scheme?.surveillanceMonths ?? 12),
      lastGoodAuditOn: decisive.plannedEnd,
      replacesId: old[0]?.id ?? null,
      issuedBy: me.id,
    },
    me,
  );
  for (const previous of old)
    await moveCertificate(
      tx,
      previous,
      'replace',
      { replacedById: created.id },
      { reason: created.certNo, actorId: me.id, actorName: me.name },
    );
  await tx
    .update(certApplications)
    .set({ status: 'certified', updatedAt: new Date() })
    .where(eq(certApplications.id, application.id));
}
