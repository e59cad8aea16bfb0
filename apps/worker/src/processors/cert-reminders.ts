import { CERT_REMINDER_DAYS, type NoticeParam, type NoticeParams, storedNotice } from '@trace/contracts';
import { type Database, type DbOrTx, insertMessage, noticeToCompany } from '@trace/db';
import { sql } from 'drizzle-orm';

/**
 * The daily certification round (decision 0024), idempotent through `reminded_at`:
 * - certificates expiring and findings due in 30, 1 and 0 days notify the company (and the body's
 *   users for findings), once per threshold;
 * - certificates past their last day expire;
 * - a missed surveillance or an overdue major or critical finding opens a `suspend` proposal for the
 *   body's decision makers (once; not while one is open);
 * - a suspension past its end is flagged to the body (withdraw or reduce the scope).
 */

const DAY = 86_400_000;
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The reminder threshold a number of days left falls in (30, 1, 0), or null beyond the first. */
export function reminderThreshold(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const fitting = CERT_REMINDER_DAYS.filter((d) => daysLeft <= d);
  return fitting.length ? Math.min(...fitting) : null;
}

async function bodyUserIds(db: DbOrTx, certBodyId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(
    sql`select id from users where cert_body_id = ${certBodyId} and enabled = true and user_type = 'cert_body'`,
  );
  return rows.map((r) => r.id);
}

async function noticeToUsers(
  db: DbOrTx,
  userIds: string[],
  key: Parameters<typeof storedNotice>[0],
  params: NoticeParams,
) {
  if (userIds.length === 0) return;
  await insertMessage(db, {
    ...storedNotice(key, params),
    forced: false,
    audience: { type: 'users', userIds },
    createdBy: null,
  });
}

export interface ReminderOutcome {
  certificateReminders: number;
  findingReminders: number;
  expired: number;
  proposals: number;
  suspensionsOver: number;
}

export async function runCertReminders(db: Database, now = new Date()): Promise<ReminderOutcome> {
  const today = dayOf(now);
  const horizon = dayOf(new Date(now.getTime() + Math.max(...CERT_REMINDER_DAYS) * DAY));
  const outcome: ReminderOutcome = {
    certificateReminders: 0,
    findingReminders: 0,
    expired: 0,
    proposals: 0,
    suspensionsOver: 0,
  };

  // Certificates expiring: one notice per threshold, claimed on the row so two rounds send it once.
  const expiring = await db.execute<{ id: string; days: number }>(sql`
    select id, (valid_until - ${today}::date)::int as days from certificates
    where status in ('effective', 'reduced', 'suspended')
      and valid_until between ${today}::date and ${horizon}::date`);
  for (const row of expiring) {
    const threshold = reminderThreshold(Number(row.days));
    if (threshold === null) continue;
    await db.transaction(async (tx) => {
      const claimed = await tx.execute<{ certNo: string; corpId: string; validUntil: string }>(sql`
        update certificates set reminded_at = reminded_at || jsonb_build_object(${String(threshold)}::text, ${now.toISOString()}::text)
        where id = ${row.id} and not (reminded_at ? ${String(threshold)})
        returning cert_no as "certNo", corp_id as "corpId", valid_until::text as "validUntil"`);
      const c = claimed[0];
      if (!c) return;
      await noticeToCompany(tx, c.corpId, 'certificate.reminderExpiry', {
        certNo: c.certNo,
        date: c.validUntil,
        days: Number(row.days),
      });
      outcome.certificateReminders++;
    });
  }

  // Findings due: the company and the body's users.
  const due = await db.execute<{ id: string; days: number }>(sql`
    select id, (due_date - ${today}::date)::int as days from audit_findings
    where status <> 'closed' and due_date between ${today}::date and ${horizon}::date`);
  for (const row of due) {
    const threshold = reminderThreshold(Number(row.days));
    if (threshold === null) continue;
    await db.transaction(async (tx) => {
      const claimed = await tx.execute<{
        findingNo: string;
        corpId: string;
        certBodyId: string;
        dueDate: string;
      }>(sql`
        update audit_findings set reminded_at = reminded_at || jsonb_build_object(${String(threshold)}::text, ${now.toISOString()}::text)
        where id = ${row.id} and not (reminded_at ? ${String(threshold)})
        returning finding_no as "findingNo", corp_id as "corpId", cert_body_id as "certBodyId", due_date::text as "dueDate"`);
      const f = claimed[0];
      if (!f) return;
      const params = { findingNo: f.findingNo, date: f.dueDate, days: Number(row.days) };
      await noticeToCompany(tx, f.corpId, 'certificate.reminderFinding', params);
      await noticeToUsers(tx, await bodyUserIds(tx, f.certBodyId), 'certificate.reminderFinding', params);
      outcome.findingReminders++;
    });
  }

  // Certificates past their last day expire.
  await db.transaction(async (tx) => {
    const expired = await tx.execute<{ id: string; certNo: string; corpId: string; fromStatus: string }>(sql`
      with old as (
        select id, status from certificates
        where status in ('effective', 'reduced') and valid_until < ${today}::date
        for update skip locked)
      update certificates c set status = 'expired', updated_at = now()
      from old where c.id = old.id
      returning c.id, c.cert_no as "certNo", c.corp_id as "corpId", old.status as "fromStatus"`);
    for (const c of expired) {
      await tx.execute(sql`
        insert into certificate_events (certificate_id, action, from_status, to_status)
        values (${c.id}, 'expire', ${c.fromStatus}, 'expired')`);
      await noticeToCompany(tx, c.corpId, 'certificate.expiredNotice', { certNo: c.certNo });
    }
    outcome.expired = expired.length;
  });

  // Suspension proposals: missed surveillance, or an overdue major or critical finding.
  const causes = await db.execute<{
    id: string;
    certNo: string;
    corpId: string;
    certBodyId: string;
    surveillanceDue: string | null;
    findingNo: string | null;
    findingDue: string | null;
  }>(sql`
    select c.id, c.cert_no as "certNo", c.corp_id as "corpId", c.cert_body_id as "certBodyId",
      case when c.next_surveillance_due < ${today}::date and not exists (
        select 1 from audits a where a.certificate_id = c.id and a.type = 'surveillance' and a.status = 'signed'
          and a.planned_end >= coalesce(c.last_good_audit_on, c.valid_from) and a.planned_end > c.valid_from
      ) then c.next_surveillance_due::text end as "surveillanceDue",
      f.finding_no as "findingNo", f.due_date::text as "findingDue"
    from certificates c
    left join lateral (
      select f.finding_no, f.due_date from audit_findings f join audits a on a.id = f.audit_id
      where (a.certificate_id = c.id or (c.application_id is not null and a.application_id = c.application_id))
        and f.grade in ('major', 'critical') and f.status <> 'closed' and f.due_date < ${today}::date
      order by f.due_date limit 1) f on true
    where c.status in ('effective', 'reduced')`);
  for (const cause of causes) {
    if (!cause.surveillanceDue && !cause.findingNo) continue;
    const since = [cause.surveillanceDue, cause.findingDue].filter((d): d is string => d !== null).sort()[0]!;
    await db.transaction(async (tx) => {
      // One proposal per cause: none while one is open, none again for a cause already proposed.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cert-proposal:${cause.id}`}))`);
      const existing = await tx.execute<{ one: number }>(sql`
        select 1 as one from cert_decisions
        where certificate_id = ${cause.id} and subject = 'suspend'
          and (status in ('to_review', 'to_decide') or created_at >= ${since}::date)
        limit 1`);
      if (existing.length > 0) return;
      await tx.execute(sql`
        insert into cert_decisions (cert_body_id, corp_id, certificate_id, subject, status)
        values (${cause.certBodyId}, ${cause.corpId}, ${cause.id}, 'suspend', 'to_review')`);
      const reason: NoticeParam = cause.surveillanceDue
        ? { key: 'certificate.proposalSurveillance' as const, params: { date: cause.surveillanceDue } }
        : { key: 'certificate.proposalFinding' as const, params: { findingNo: cause.findingNo! } };
      await noticeToUsers(tx, await bodyUserIds(tx, cause.certBodyId), 'certificate.suspendProposal', {
        certNo: cause.certNo,
        reason,
      });
      outcome.proposals++;
    });
  }

  // Suspensions past their end: the body withdraws the certificate or reduces its scope.
  const over = await db.execute<{ id: string; certNo: string; certBodyId: string; until: string }>(sql`
    select id, cert_no as "certNo", cert_body_id as "certBodyId", suspended_until::text as until
    from certificates where status = 'suspended' and suspended_until < ${today}::date`);
  for (const c of over) {
    const key = `suspensionOver:${c.until}`;
    await db.transaction(async (tx) => {
      const claimed = await tx.execute<{ id: string }>(sql`
        update certificates set reminded_at = reminded_at || jsonb_build_object(${key}::text, ${now.toISOString()}::text)
        where id = ${c.id} and not (reminded_at ? ${key}) returning id`);
      if (claimed.length === 0) return;
      await noticeToUsers(tx, await bodyUserIds(tx, c.certBodyId), 'certificate.suspensionOver', {
        certNo: c.certNo,
        date: c.until,
      });
      outcome.suspensionsOver++;
    });
  }
  return outcome;
}

/**
 * Runs the round a minute after start and then every `everyMs` (daily); `stop` waits for a running
 * round. Several workers may run it: every notice is claimed on its row first.
 */
