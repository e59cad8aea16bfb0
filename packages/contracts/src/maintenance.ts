import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZLocalized, ZPage, ZPageQuery } from './common';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { defineRoute } from './route';
import { ZText } from './rules';

/**
 * Maintenance windows (/maintenance): an administrator announces a period of work on the platform.
 * From `noticeHours` before it starts every signed-in user sees it (the must-read carousel and a banner);
 * while it runs the API refuses what the mode forbids.
 * - readOnly: writes are refused (503), reads go on;
 * - full: everything but signing in and out, the public scan and the announcement is refused, except
 *   for administrators (who check the platform before it reopens).
 */
const tag = 'Maintenance';

export const MAINTENANCE_VIEW = pagePermission('system', '/maintenance');
export const MAINTENANCE_MANAGE = managePermission('system', '/maintenance');

export const MAINTENANCE_MODES = ['readOnly', 'full'] as const;
export type MaintenanceMode = (typeof MAINTENANCE_MODES)[number];

/** cancelled: called off before it ended; the others follow the clock. */
export const MAINTENANCE_STATUSES = ['scheduled', 'announced', 'active', 'ended', 'cancelled'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_NOTICE_MAX_HOURS = 24 * 14;

/** A window's state at `now`. */
export function maintenanceStatus(
  window: { startsAt: Date; endsAt: Date; noticeHours: number; cancelledAt: Date | null },
  now = new Date(),
): MaintenanceStatus {
  if (window.cancelledAt) return 'cancelled';
  if (window.endsAt <= now) return 'ended';
  if (window.startsAt <= now) return 'active';
  if (window.startsAt.getTime() - window.noticeHours * 3_600_000 <= now.getTime()) return 'announced';
  return 'scheduled';
}

export const ZMaintenanceWindow = z.object({
  id: ZId,
  startsAt: ZIsoDateTime,
  endsAt: ZIsoDateTime,
  mode: z.enum(MAINTENANCE_MODES),
  message: ZLocalized,
  /** Hours before the start from which users are told. */
  noticeHours: z.number().int(),
  status: z.enum(MAINTENANCE_STATUSES),
  cancelledAt: ZIsoDateTime.nullable(),
  createdByName: z.string().nullable(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
});
export type MaintenanceWindow = z.infer<typeof ZMaintenanceWindow>;

export const ZMaintenanceQuery = ZPageQuery.extend({
  status: z.enum(MAINTENANCE_STATUSES).optional(),
});

const localizedMessage = z.object({
  cn: ZText(500).pipe(z.string().min(1, { message: 'field.required' })),
  en: ZText(500).pipe(z.string().min(1, { message: 'field.required' })),
  fr: ZText(500).pipe(z.string().min(1, { message: 'field.required' })),
});

export const ZMaintenanceBody = z.object({
  startsAt: ZIsoDateTime,
  endsAt: ZIsoDateTime,
  mode: z.enum(MAINTENANCE_MODES),
  message: localizedMessage,
  noticeHours: z.coerce.number().int().min(0).max(MAINTENANCE_NOTICE_MAX_HOURS).default(24),
});
export type MaintenanceBody = z.input<typeof ZMaintenanceBody>;

/** What the shell shows: a window announced or running, in the reader's language. */
export const ZMaintenanceNotice = z.object({
  id: ZId,
  startsAt: ZIsoDateTime,
  endsAt: ZIsoDateTime,
  mode: z.enum(MAINTENANCE_MODES),
  message: z.string(),
  active: z.boolean(),
});
export type MaintenanceNotice = z.infer<typeof ZMaintenanceNotice>;

export const maintenanceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/maintenance-windows',
    access: MAINTENANCE_VIEW,
    summary: 'Maintenance windows, past ones included, latest start first',
    tags: [tag],
    query: ZMaintenanceQuery,
    response: ZPage(ZMaintenanceWindow),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/maintenance-windows/:id',
    access: MAINTENANCE_VIEW,
    summary: 'One maintenance window',
    tags: [tag],
    params: ZIdParams,
    response: ZMaintenanceWindow,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/maintenance-windows',
    access: MAINTENANCE_MANAGE,
    summary: 'Schedule a maintenance window',
    tags: [tag],
    body: ZMaintenanceBody,
    response: ZMaintenanceWindow,
    maintenance: 'open',
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/maintenance-windows/:id',
    access: MAINTENANCE_MANAGE,
    summary: 'Change a maintenance window that has not ended',
    tags: [tag],
    params: ZIdParams,
    body: ZMaintenanceBody,
    response: ZMaintenanceWindow,
    maintenance: 'open',
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/maintenance-windows/:id/cancel',
    access: MAINTENANCE_MANAGE,
    summary: 'Call a maintenance window off, or end a running one now',
    tags: [tag],
    params: ZIdParams,
    response: ZMaintenanceWindow,
    maintenance: 'open',
  }),
  notices: defineRoute({
    method: 'GET',
    path: '/maintenance-notices',
    access: 'authenticated',
    summary: "Maintenance windows announced or running, in the reader's language (banner and carousel)",
    tags: [tag],
    response: z.array(ZMaintenanceNotice),
    maintenance: 'open',
  }),
} as const;
