import type { Localized } from '@trace/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './access';
import { id, timestamps, tstz } from './columns';

/**
 * Maintenance windows (/maintenance): announced `noticeHours` before `startsAt`; from `startsAt` to
 * `endsAt` the API refuses what `mode` forbids. Rows are kept as the history; a cancelled window keeps
 * its `cancelledAt`.
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: id(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    mode: text('mode').notNull(),
    message: jsonb('message').$type<Localized>().notNull(),
    noticeHours: integer('notice_hours').notNull().default(24),
    cancelledAt: tstz('cancelled_at'),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('maintenance_windows_mode_check', sql`${t.mode} in ('readOnly', 'full')`),
    check('maintenance_windows_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('maintenance_windows_notice_check', sql`${t.noticeHours} between 0 and 336`),
    index('maintenance_windows_starts_idx').on(t.startsAt),
    index('maintenance_windows_open_idx').on(t.endsAt).where(sql`${t.cancelledAt} is null`),
  ],
);
