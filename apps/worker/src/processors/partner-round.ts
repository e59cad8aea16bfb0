import { PARTNER_KEY_REMINDER_DAYS, storedNotice } from '@trace/contracts';
import { type Database, insertMessage } from '@trace/db';
import { sql } from 'drizzle-orm';

/** How many months of partner calls the access log keeps (the month under way and 12 before it). */
export const ACCESS_LOG_MONTHS_KEPT = 12;

export interface PartnerRoundOutcome {
  keyReminders: number;
  monthsDropped: number;
}

/**
 * The daily partner round (decision 0027), idempotent:
 * - keys ending within 30 days remind the administrators once (claimed through `reminded_at`);
 * - the access log gets its partitions for this month and the next two, and drops months older
 *   than the retention;
 * - per-day usage older than the retention goes too.
 */
export async function runPartnerRound(db: Database, now = new Date()): Promise<PartnerRoundOutcome> {
  const horizon = new Date(now.getTime() + PARTNER_KEY_REMINDER_DAYS * 86_400_000);
  const due = await db.execute<{ prefix: string; app: string; expiresAt: string }>(sql`
    update api_keys k set reminded_at = ${now.toISOString()}::timestamptz
    from partner_apps a
    where a.id = k.app_id and k.reminded_at is null and k.revoked_at is null and k.replaced_by is null
      and k.expires_at > ${now.toISOString()}::timestamptz and k.expires_at <= ${horizon.toISOString()}::timestamptz
    returning k.prefix, a.name as app, k.expires_at::date::text as "expiresAt"`);
  if (due.length > 0) {
    const admins = await db.execute<{ id: string }>(
      sql`select id from users where user_type = 'admin' and enabled = true`,
    );
    const userIds = admins.map((a) => a.id);
    for (const key of due) {
      if (userIds.length === 0) break;
      await insertMessage(db, {
        ...storedNotice('partner.keyExpiringNotice', {
          app: key.app,
          prefix: key.prefix,
          date: key.expiresAt,
        }),
        forced: false,
        audience: { type: 'users', userIds },
        createdBy: null,
      });
    }
  }
  await db.execute(sql`select partner_access_log_add_months(2)`);
  const [dropped] = await db.execute<{ n: number }>(
    sql`select partner_access_log_drop_months(${ACCESS_LOG_MONTHS_KEPT}) as n`,
  );
  await db.execute(
    sql`delete from partner_usage_daily where day < (now() at time zone 'UTC')::date - ${ACCESS_LOG_MONTHS_KEPT * 31}::int`,
  );
  return { keyReminders: due.length, monthsDropped: Number(dropped?.n ?? 0) };
}
