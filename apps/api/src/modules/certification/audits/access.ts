import { CERT_PERMISSIONS } from '@trace/contracts';
import { auditFindings, auditItems, auditors, audits, auditTeam, type DbOrTx } from '@trace/db';
import { type AnyColumn, and, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../lib/errors';
import { holds, type Principal } from '../../../lib/principal';
import { tenantScope } from '../../../lib/tenancy';

/** Audit states in which the checklist and findings still change. */
export const OPEN_AUDIT = ['planned', 'in_progress'] as const;
/** Audit states in which a company reads the checklist and findings. */
export const COMPANY_READABLE = ['in_progress', 'signed'] as const;

/** The audit's row is on a team the caller's auditor account belongs to. */
const onTeam = (userId: string) =>
  sql`exists (select 1 from ${auditTeam} join ${auditors} on ${auditors.id} = ${auditTeam.auditorId}
    where ${auditTeam.auditId} = ${audits.id} and ${auditors.userId} = ${userId})`;

/**
 * Audits the caller may read: a body its own, an auditor those it is on the team of, a company its own
 * except an unannounced audit that has not started; administrators all. Another tenant's: none.
 */
export function visibleAudits(principal: Principal): SQL | undefined {
  const scope = tenantScope(principal);
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'certBody':
      return eq(audits.certBodyId, scope.certBodyId);
    case 'auditor':
      return onTeam(scope.userId);
    case 'company':
      return and(
        eq(audits.corpId, scope.corpId),
        not(and(eq(audits.unannounced, true), eq(audits.status, 'planned'))!),
      );
    default:
      return sql`false`;
  }
}

/** Findings the caller may read: those of audits it may read (a company's once the audit started). */
export function visibleFindings(principal: Principal): SQL | undefined {
  const scope = tenantScope(principal);
  const audit = visibleAudits(principal);
  const started = scope.kind === 'company' ? inArray(audits.status, [...COMPANY_READABLE]) : undefined;
  return sql`exists (select 1 from ${audits} where ${audits.id} = ${auditFindings.auditId}
    and ${and(sql`true`, audit, started)})`;
}

/** Whether the caller reads the checklist and findings of an audit (a company only once it started). */
export function readsChecklist(principal: Principal, status: string) {
  return (
    tenantScope(principal).kind !== 'company' || (COMPANY_READABLE as readonly string[]).includes(status)
  );
}

export interface TeamSeat {
  auditorId: string;
  role: string;
}

/** The caller's seat on an audit's team (through its auditor account), if any. */
export async function seatOf(db: DbOrTx, principal: Principal, auditId: string): Promise<TeamSeat | null> {
  if (principal.kind !== 'user') return null;
  const [seat] = await db
    .select({ auditorId: auditTeam.auditorId, role: auditTeam.role })
    .from(auditTeam)
    .innerJoin(auditors, eq(auditors.id, auditTeam.auditorId))
    .where(and(eq(auditTeam.auditId, auditId), eq(auditors.userId, principal.userId)));
  return seat ?? null;
}

/** A team member with the auditor's permission, or 403: body users off the team read only. */
export async function assertTeamMember(db: DbOrTx, principal: Principal, auditId: string) {
  const seat = holds(principal, CERT_PERMISSIONS.manageEvaluation)
    ? await seatOf(db, principal, auditId)
    : null;
  if (!seat) throw new AppError(403, 'certAudit.notOnTeam');
  return seat;
}

/** The company of a finding, acting with the certification permission. */
export function isFindingCompany(principal: Principal, corpId: string) {
  return principal.corpId === corpId && holds(principal, CERT_PERMISSIONS.manageCertification);
}

/**
 * A stored file an auditor may read because it is evidence of an audit it is on (a checklist item's,
 * a finding's or the company's answer): files are otherwise read within their uploader's tenant.
 */
export function auditEvidenceOf(userId: string, fileId: AnyColumn): SQL {
  const url = sql`'/files/' || ${fileId}::text`;
  return sql`exists (select 1 from ${auditTeam} join ${auditors} on ${auditors.id} = ${auditTeam.auditorId}
    where ${auditors.userId} = ${userId} and (
      exists (select 1 from ${auditItems} where ${auditItems.auditId} = ${auditTeam.auditId} and ${url} = any(${auditItems.evidence}))
      or exists (select 1 from ${auditFindings} where ${auditFindings.auditId} = ${auditTeam.auditId}
        and (${url} = any(${auditFindings.evidence}) or ${url} = any(${auditFindings.answerEvidence})))))`;
}
