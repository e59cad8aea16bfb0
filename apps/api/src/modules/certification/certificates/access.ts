import { CERT_PERMISSIONS } from '@trace/contracts';
import { certificates, type DbOrTx } from '@trace/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../lib/errors';
import { holds, type Principal } from '../../../lib/principal';

/**
 * Who sees and who acts on certificates and decisions (decision 0024): a company its own, a body
 * those it issued, an auditor those of companies it audited, the administrator all (reading only).
 */
export function certificateScope(principal: Principal): SQL | undefined {
  if (principal.kind === 'partner') return sql`false`;
  switch (principal.userType) {
    case 'admin':
      return undefined;
    case 'cert_body':
      return principal.certBodyId ? eq(certificates.certBodyId, principal.certBodyId) : sql`false`;
    case 'auditor':
      return sql`${certificates.corpId} in (
        select a.corp_id from audits a
        join audit_team t on t.audit_id = a.id
        join auditors au on au.id = t.auditor_id
        where au.user_id = ${principal.userId})`;
    default:
      return principal.corpId ? eq(certificates.corpId, principal.corpId) : sql`false`;
  }
}

/** The body a caller acts for: a body user with the decision permission; anybody else is refused. */
export function actingBody(principal: Principal): { certBodyId: string; userId: string; name: string } {
  if (
    principal.kind !== 'user' ||
    principal.userType !== 'cert_body' ||
    !principal.certBodyId ||
    !holds(principal, CERT_PERMISSIONS.decide)
  )
    throw new AppError(403, 'certificate.bodyOnly');
  return { certBodyId: principal.certBodyId, userId: principal.userId, name: principal.userName };
}

/** Whether a user was on the team of an audit of the application. */
export async function onTeamOfApplication(db: DbOrTx, applicationId: string | null, userId: string) {
  if (!applicationId) return false;
  const rows = await db.execute<{ one: number }>(sql`
    select 1 as one from audits a
    join audit_team t on t.audit_id = a.id
    join auditors au on au.id = t.auditor_id
    where a.application_id = ${applicationId} and au.user_id = ${userId}
    limit 1`);
  return rows.length > 0;
}

/** Whether a user was on the team of an audit of the certificate (or of the application it came from). */
export async function onTeamOfCertificate(
  db: DbOrTx,
  certificate: { id: string; applicationId: string | null },
  userId: string,
) {
  const rows = await db.execute<{ one: number }>(sql`
    select 1 as one from audits a
    join audit_team t on t.audit_id = a.id
    join auditors au on au.id = t.auditor_id
    where (a.certificate_id = ${certificate.id}
      or (${certificate.applicationId}::uuid is not null and a.application_id = ${certificate.applicationId}::uuid))
      and au.user_id = ${userId}
    limit 1`);
  return rows.length > 0;
}

export const onTeamError = () => new AppError(403, 'certificate.onAuditTeam');
