import { APPLICATION_STATUSES, type Dashboard, EFFECTIVE_CERTIFICATE_STATUSES } from '@trace/contracts';
import { auditFindings, audits, certApplications, certificates, type DbOrTx } from '@trace/db';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../lib/principal';
import { OPEN_AUDIT, visibleAudits, visibleFindings } from '../certification/audits/access';
import { certificateScope } from '../certification/certificates/access';
import { addDays } from '../scan/days';
import type { DashboardDays } from './dates';

const n = (expression: SQL) => sql<number>`(${expression})::int`.mapWith(Number);

/** The body's applications per state, in the workflow's order (states with applications only). */
async function applications(db: DbOrTx, certBodyId: string) {
  const rows = await db
    .select({ state: certApplications.status, count: count() })
    .from(certApplications)
    .where(eq(certApplications.certBodyId, certBodyId))
    .groupBy(certApplications.status);
  const order = (state: string) => (APPLICATION_STATUSES as readonly string[]).indexOf(state);
  return rows.filter((row) => row.count > 0).sort((a, b) => order(a.state) - order(b.state));
}

/**
 * Open audits (planned or running) starting within 14 days, and late ones: not started by their
 * planned start, or still running after their planned end.
 */
async function auditCounts(db: DbOrTx, principal: Principal, days: DashboardDays) {
  const horizon = addDays(days.today, 14);
  const [row] = await db
    .select({
      dueIn14Days: n(
        sql`count(*) filter (where ${audits.plannedStart} >= ${days.today} and ${audits.plannedStart} <= ${horizon})`,
      ),
      late: n(
        sql`count(*) filter (where (${audits.status} = 'planned' and ${audits.plannedStart} < ${days.today})
          or (${audits.status} = 'in_progress' and ${audits.plannedEnd} < ${days.today}))`,
      ),
    })
    .from(audits)
    .where(and(inArray(audits.status, [...OPEN_AUDIT]), visibleAudits(principal)));
  return { dueIn14Days: row?.dueIn14Days ?? 0, late: row?.late ?? 0 };
}

/** Findings not closed, and those of them past their due date (as the finding list marks them). */
async function findingCounts(db: DbOrTx, principal: Principal, days: DashboardDays) {
  const [row] = await db
    .select({
      open: count(),
      overdue: n(sql`count(*) filter (where ${auditFindings.dueDate} < ${days.today})`),
    })
    .from(auditFindings)
    .where(and(sql`${auditFindings.status} <> 'closed'`, visibleFindings(principal)));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

/** Certificates in force (effective or reduced, not past their end), and those ending within 90 days. */
async function certificateCounts(db: DbOrTx, principal: Principal, days: DashboardDays) {
  const horizon = addDays(days.today, 90);
  const [row] = await db
    .select({
      valid: count(),
      expiringIn90Days: n(sql`count(*) filter (where ${certificates.validUntil} <= ${horizon})`),
    })
    .from(certificates)
    .where(
      and(
        inArray(certificates.status, [...EFFECTIVE_CERTIFICATE_STATUSES]),
        sql`${certificates.validUntil} >= ${days.today}`,
        certificateScope(principal),
      ),
    );
  return { valid: row?.valid ?? 0, expiringIn90Days: row?.expiringIn90Days ?? 0 };
}

/**
 * A certification body's work, or an auditor's: the body's applications, and the audits, findings and
 * certificates the caller sees in the certification pages (a body its own, an auditor those of its teams).
 */
export async function certBodyDashboard(
  db: DbOrTx,
  principal: Principal,
  certBodyId: string | null,
  days: DashboardDays,
): Promise<Dashboard> {
  const [applicationStates, auditFigures, findings, certificateFigures] = await Promise.all([
    certBodyId ? applications(db, certBodyId) : [],
    auditCounts(db, principal, days),
    findingCounts(db, principal, days),
    certificateCounts(db, principal, days),
  ]);
  return {
    kind: 'certBody',
    applications: applicationStates,
    audits: auditFigures,
    findings,
    certificates: certificateFigures,
  };
}
