import {
  type Language,
  type MaintenanceNotice,
  type MaintenanceWindow,
  maintenanceStatus,
  type ZMaintenanceQuery,
} from '@trace/contracts';
import { type DbOrTx, maintenanceWindows, users } from '@trace/db';
import { and, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { OpenWindow } from '../../lib/maintenance-gate';
import { countRows, paginate } from '../../lib/paging';

type Row = typeof maintenanceWindows.$inferSelect;

export function toWindow(row: Row, createdByName: string | null): MaintenanceWindow {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    mode: row.mode as MaintenanceWindow['mode'],
    message: row.message,
    noticeHours: row.noticeHours,
    status: maintenanceStatus(row),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdByName,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

const w = maintenanceWindows;
const noticeFrom = sql`${w.startsAt} - make_interval(hours => ${w.noticeHours})`;

/** The rows of a state at the database's clock (the same rules as `maintenanceStatus`). */
function statusCondition(status: MaintenanceWindow['status']): SQL {
  const live = isNull(w.cancelledAt);
  switch (status) {
    case 'cancelled':
      return isNotNull(w.cancelledAt);
    case 'ended':
      return and(live, lte(w.endsAt, sql`now()`))!;
    case 'active':
      return and(live, lte(w.startsAt, sql`now()`), gt(w.endsAt, sql`now()`))!;
    case 'announced':
      return and(live, gt(w.startsAt, sql`now()`), sql`${noticeFrom} <= now()`)!;
    case 'scheduled':
      return and(live, sql`${noticeFrom} > now()`)!;
  }
}

export async function listWindows(db: DbOrTx, query: z.infer<typeof ZMaintenanceQuery>) {
  const where = query.status ? statusCondition(query.status) : undefined;
  const source = {
    rows: db
      .select({ window: w, createdByName: users.userName })
      .from(w)
      .leftJoin(users, eq(users.id, w.createdBy))
      .where(where)
      .$dynamic(),
    orderBy: [desc(w.startsAt), desc(w.id)],
    total: countRows(db, w, where),
  };
  return paginate(source, query, (rows) => rows.map((row) => toWindow(row.window, row.createdByName)));
}

export async function getWindow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ window: w, createdByName: users.userName })
    .from(w)
    .leftJoin(users, eq(users.id, w.createdBy))
    .where(eq(w.id, id));
  if (!row) throw notFound();
  return toWindow(row.window, row.createdByName);
}

/** What the shell shows: windows announced or running at `now`, in the reader's language. */
export function noticesOf(windows: OpenWindow[], language: Language, now = Date.now()): MaintenanceNotice[] {
  return windows
    .filter((window) => window.startsAt.getTime() - window.noticeHours * 3_600_000 <= now)
    .map((window) => ({
      id: window.id,
      startsAt: window.startsAt.toISOString(),
      endsAt: window.endsAt.toISOString(),
      mode: window.mode,
      message: window.message[language],
      active: window.startsAt.getTime() <= now,
    }));
}
