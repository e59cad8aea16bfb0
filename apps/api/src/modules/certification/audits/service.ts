import {
  addMonths,
  type FindingGrade,
  findingDueDate,
  type MessageKey,
  type NoticeParams,
  storedNotice,
} from '@trace/contracts';
import {
  auditFindings,
  auditItems,
  auditors,
  audits,
  auditTeam,
  certDecisions,
  certificates,
  certSchemes,
  companies,
  type Database,
  type DbOrTx,
  files,
  insertMessage,
  noticeToCompany,
  users,
} from '@trace/db';
import { and, count, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { Principal } from '../../../lib/principal';
import { assertTeamMember, isFindingCompany, OPEN_AUDIT } from './access';
import { type AuditRow, findAudit, findFinding, get, getFinding } from './queries';

const isOpen = (row: AuditRow) => (OPEN_AUDIT as readonly string[]).includes(row.status);
function assertOpen(row: AuditRow) {
  if (!isOpen(row)) throw new AppError(409, 'certAudit.notOpen');
}

/** A notice to some users, stored by kind so each reads it in their language. */
async function noticeToUsers(
  db: DbOrTx,
  userIds: string[],
  key: MessageKey,
  params: NoticeParams,
  createdBy: string | null,
) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await insertMessage(db, {
    ...storedNotice(key, params),
    forced: false,
    audience: { type: 'users', userIds: ids },
    createdBy,
  });
}

/** The sign-in accounts of an audit's team. */
async function teamUsers(db: DbOrTx, auditId: string) {
  const rows = await db
    .select({ userId: auditors.userId })
    .from(auditTeam)
    .innerJoin(auditors, eq(auditors.id, auditTeam.auditorId))
    .where(and(eq(auditTeam.auditId, auditId), isNotNull(auditors.userId)));
  return rows.map((r) => r.userId!);
}

async function companyName(db: DbOrTx, corpId: string) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, corpId));
  return row?.name ?? '';
}

async function schemeOf(db: DbOrTx, key: string) {
  const [scheme] = await db.select().from(certSchemes).where(eq(certSchemes.key, key));
  if (!scheme) throw new AppError(409, 'error.conflict');
  return scheme;
}

/**
 * Evidence one side uploads is read by the other: the audit's evidence becomes readable by the audited
 * company, and the company's answer evidence by the body (files are read by their tenant). Only files
 * the caller uploaded and that belong to no company (or body) yet are shared.
 */
async function shareEvidence(
  db: DbOrTx,
  urls: string[],
  userId: string | null,
  to: { corpId: string } | { certBodyId: string },
) {
  const ids = urls.map((url) => url.replace(/^\/files\//, ''));
  if (ids.length === 0 || !userId) return;
  await db
    .update(files)
    .set(to)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.uploadedBy, userId),
        'corpId' in to ? isNull(files.corpId) : isNull(files.certBodyId),
      ),
    );
}

/** The first answer or finding of a planned audit starts it. */
async function start(db: DbOrTx, row: AuditRow) {
  if (row.status === 'planned')
    await db
      .update(audits)
      .set({ status: 'in_progress', updatedAt: new Date() })
      .where(eq(audits.id, row.id));
}

/** A team member gives one checklist item its verdict, while the audit is planned or in progress. */
export async function answerItem(
  db: Database,
  principal: Principal,
  actor: Actor,
  auditId: string,
  itemId: string,
  body: { verdict: string; note: string | null; evidence: string[] },
) {
  await db.transaction(async (tx) => {
    const row = await findAudit(tx, principal, auditId, true);
    await assertTeamMember(tx, principal, row.id);
    assertOpen(row);
    if (body.verdict === 'not_conforming' && !body.note) throw fieldError('note', 'certAudit.noteRequired');
    const [item] = await tx
      .update(auditItems)
      .set({
        verdict: body.verdict,
        note: body.note,
        evidence: body.evidence,
        answeredBy: actor.userId,
        answeredAt: new Date(),
      })
      .where(and(eq(auditItems.id, itemId), eq(auditItems.auditId, row.id)))
      .returning();
    if (!item) throw notFound('certAudit.itemNotOfAudit');
    await shareEvidence(tx, body.evidence, actor.userId, { corpId: row.corpId });
    await start(tx, row);
    await writeAudit(tx, actor, { action: 'update', entity: 'audit_item', entityId: item.id, after: item });
  });
  return get(db, principal, auditId);
}

/** A team member raises a finding; it is due the audit's last day plus the scheme's days for its grade. */
export async function raiseFinding(
  db: Database,
  principal: Principal,
  actor: Actor,
  auditId: string,
  body: { itemId: string | null; grade: FindingGrade; description: string; evidence: string[] },
) {
  const id = await db.transaction(async (tx) => {
    const row = await findAudit(tx, principal, auditId, true);
    await assertTeamMember(tx, principal, row.id);
    assertOpen(row);
    if (body.itemId) {
      const [item] = await tx
        .select({ id: auditItems.id })
        .from(auditItems)
        .where(and(eq(auditItems.id, body.itemId), eq(auditItems.auditId, row.id)));
      if (!item) throw fieldError('itemId', 'certAudit.itemNotOfAudit');
    }
    const scheme = await schemeOf(tx, row.scheme);
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(auditFindings)
      .where(eq(auditFindings.auditId, row.id))) as [{ total: number }];
    const dueDate = findingDueDate(row.plannedEnd, scheme, body.grade);
    const [finding] = await tx
      .insert(auditFindings)
      .values({
        findingNo: `${row.auditNo}-F${String(total + 1).padStart(2, '0')}`,
        auditId: row.id,
        corpId: row.corpId,
        certBodyId: row.certBodyId,
        itemId: body.itemId,
        grade: body.grade,
        description: body.description,
        evidence: body.evidence,
        dueDate,
        raisedBy: actor.userId,
      })
      .returning();
    await shareEvidence(tx, body.evidence, actor.userId, { corpId: row.corpId });
    await start(tx, row);
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'audit_finding',
      entityId: finding!.id,
      after: finding,
    });
    await noticeToCompany(
      tx,
      row.corpId,
      'certAudit.findingRaised',
      {
        auditNo: row.auditNo,
        findingNo: finding!.findingNo,
        grade: { key: `certAudit.grade.${body.grade}` },
        dueDate,
      },
      actor.userId,
    );
    return finding!.id;
  });
  return getFinding(db, principal, id);
}

/** The lead auditor signs the report once every item has a verdict; what follows depends on the audit type. */
export async function sign(
  db: Database,
  principal: Principal,
  actor: Actor,
  auditId: string,
  body: { summary: string; recommendation: string },
) {
  await db.transaction(async (tx) => {
    const row = await findAudit(tx, principal, auditId, true);
    const seat = await assertTeamMember(tx, principal, row.id);
    if (seat.role !== 'lead') throw new AppError(403, 'certAudit.notLead');
    assertOpen(row);
    const [{ unanswered }] = (await tx
      .select({ unanswered: count() })
      .from(auditItems)
      .where(and(eq(auditItems.auditId, row.id), isNull(auditItems.verdict)))) as [{ unanswered: number }];
    if (unanswered > 0) throw new AppError(409, 'certAudit.itemsUnanswered', { count: unanswered });
    const now = new Date();
    const [signed] = await tx
      .update(audits)
      .set({
        status: 'signed',
        summary: body.summary,
        recommendation: body.recommendation,
        signedBy: actor.userId,
        signedAt: now,
        updatedAt: now,
      })
      .where(eq(audits.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'complete',
      entity: 'audit',
      entityId: row.id,
      before: row,
      after: signed,
    });

    if ((row.type === 'stage2' || row.type === 'recertification') && row.applicationId) {
      const [openDecision] = await tx
        .select({ id: certDecisions.id })
        .from(certDecisions)
        .where(
          and(
            eq(certDecisions.applicationId, row.applicationId),
            eq(certDecisions.subject, 'grant'),
            inArray(certDecisions.status, ['to_review', 'to_decide']),
          ),
        )
        .for('update');
      if (!openDecision) {
        const [decision] = await tx
          .insert(certDecisions)
          .values({
            subject: 'grant',
            status: 'to_review',
            applicationId: row.applicationId,
            corpId: row.corpId,
            certBodyId: row.certBodyId,
          })
          .returning();
        await writeAudit(tx, actor, {
          action: 'create',
          entity: 'cert_decision',
          entityId: decision!.id,
          after: decision,
        });
      }
    }

    if (row.type === 'surveillance' && row.certificateId) {
      const [serious] = await tx
        .select({ id: auditFindings.id })
        .from(auditFindings)
        .where(
          and(
            eq(auditFindings.auditId, row.id),
            ne(auditFindings.status, 'closed'),
            inArray(auditFindings.grade, ['major', 'critical']),
          ),
        )
        .limit(1);
      if (!serious) {
        const scheme = await schemeOf(tx, row.scheme);
        await tx
          .update(certificates)
          .set({
            lastGoodAuditOn: row.plannedEnd,
            nextSurveillanceDue: addMonths(row.plannedEnd, scheme.surveillanceMonths),
            updatedAt: now,
          })
          .where(and(eq(certificates.id, row.certificateId), eq(certificates.certBodyId, row.certBodyId)));
      }
    }

    const bodyUsers = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.certBodyId, row.certBodyId), eq(users.enabled, true)));
    await noticeToUsers(
      tx,
      bodyUsers.map((u) => u.id),
      'certAudit.reportSigned',
      { auditNo: row.auditNo, company: await companyName(tx, row.corpId) },
      actor.userId,
    );
  });
  return get(db, principal, auditId);
}

/** The company answers an open or returned finding of its own. */
export async function answerFinding(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { correction: string; rootCause: string; correctiveAction: string; evidence: string[] },
) {
  await db.transaction(async (tx) => {
    const row = await findFinding(tx, principal, id, true);
    if (!isFindingCompany(principal, row.corpId)) throw new AppError(403, 'error.forbidden');
    if (row.status !== 'open' && row.status !== 'returned')
      throw new AppError(409, 'certAudit.findingNotAnswerable');
    const [after] = await tx
      .update(auditFindings)
      .set({
        status: 'answered',
        correction: body.correction,
        rootCause: body.rootCause,
        correctiveAction: body.correctiveAction,
        answerEvidence: body.evidence,
        answeredBy: actor.userId,
        answeredAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(auditFindings.id, row.id))
      .returning();
    await shareEvidence(tx, body.evidence, actor.userId, { certBodyId: row.certBodyId });
    await writeAudit(tx, actor, {
      action: 'process',
      entity: 'audit_finding',
      entityId: row.id,
      before: row,
      after,
    });
    await noticeToUsers(
      tx,
      await teamUsers(tx, row.auditId),
      'certAudit.findingAnswered',
      { company: await companyName(tx, row.corpId), findingNo: row.findingNo },
      actor.userId,
    );
  });
  return getFinding(db, principal, id);
}

/** A member of the finding's audit team accepts (closed) or returns (with the reason) an answered finding. */
export async function reviewFinding(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  decision: { accept: true } | { accept: false; reason: string },
) {
  await db.transaction(async (tx) => {
    const row = await findFinding(tx, principal, id, true);
    await assertTeamMember(tx, principal, row.auditId);
    if (row.status !== 'answered') throw new AppError(409, 'certAudit.findingNotAnswered');
    const now = new Date();
    const [after] = await tx
      .update(auditFindings)
      .set(
        decision.accept
          ? { status: 'closed', closedAt: now, reviewedBy: actor.userId, reviewedAt: now, updatedAt: now }
          : {
              status: 'returned',
              reviewNote: decision.reason,
              reviewedBy: actor.userId,
              reviewedAt: now,
              updatedAt: now,
            },
      )
      .where(eq(auditFindings.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      action: decision.accept ? 'approve' : 'reject',
      entity: 'audit_finding',
      entityId: row.id,
      before: row,
      after,
    });
    await noticeToCompany(
      tx,
      row.corpId,
      decision.accept ? 'certAudit.findingClosed' : 'certAudit.findingReturned',
      decision.accept ? { findingNo: row.findingNo } : { findingNo: row.findingNo, reason: decision.reason },
      actor.userId,
    );
  });
  return getFinding(db, principal, id);
}
