import { z } from 'zod';
import { ZId } from './common';
import { defineRoute } from './route';
import { ZScanDay } from './scan';

/**
 * The home dashboard's key figures (decision 0028), one shape per kind of user: the administrator's
 * platform view, a company's own figures, a certification body's (or its auditor's) work, a printing
 * factory's orders. Every figure is scoped as the matching list is, and read from rollups (label
 * counts per state, daily scans) or from small indexed tables.
 */

const tag = 'dashboard';

/** Scans per day over the last 30 days (UTC), oldest first, empty days at 0. */
const ZScanSeries = z.array(z.object({ day: ZScanDay, scans: z.number().int() }));

const ZDueOrder = z.object({
  id: ZId,
  orderNo: z.string(),
  corpName: z.string(),
  count: z.number().int(),
  status: z.string(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type DueOrder = z.infer<typeof ZDueOrder>;

const ZStateCount = z.object({ state: z.string(), count: z.number().int() });

/**
 * The review queues an administrator works through. Label orders have two (the application, then the
 * payment receipt) on one page, so a queue is named apart from its page.
 */
export const REVIEW_QUEUES = [
  'company',
  'product',
  'product_subclass',
  'honour_certificate',
  'test_report',
  'customs_info',
  'whole_chain_record',
  'ecological_feature',
  'science_knowledge',
  'bird_house',
  'bird_product_msg',
  'traceability_application',
  'label_order',
  'label_payment',
  'void_request',
] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** A pending review queue (company information, products, records, label orders, ...) and its size. */
const ZPendingReview = z.object({
  queue: z.enum(REVIEW_QUEUES),
  /** The menu path of the queue's page. */
  page: z.string(),
  count: z.number().int(),
});

export const ZAdminDashboard = z.object({
  kind: z.literal('admin'),
  pendingReviews: z.array(ZPendingReview),
  labelOrders: z.object({
    overdue: z.number().int(),
    dueIn7Days: z.number().int(),
    /** The five due first (overdue ones first). */
    next: z.array(ZDueOrder),
  }),
  alerts: z.object({ last7Days: z.number().int(), last30Days: z.number().int() }),
  totals: z.object({
    companies: z.number().int(),
    products: z.number().int(),
    labels: z.number().int(),
    scansThisMonth: z.number().int(),
    shipmentsThisMonth: z.number().int(),
  }),
  scansByDay: ZScanSeries,
});

export const ZCompanyDashboard = z.object({
  kind: z.literal('company'),
  /** The company's labels per state (unassigned, assigned, bound, activated, invalid, ...). */
  labelsByState: z.array(ZStateCount),
  scansThisMonth: z.number().int(),
  scansLastMonth: z.number().int(),
  alertsLast30Days: z.number().int(),
  shipmentsWaiting: z.object({
    /** Shipments sent to the company and not received yet. */
    incoming: z.number().int(),
    /** Shipments the company sent that are still on their way. */
    outgoing: z.number().int(),
  }),
  scansByDay: ZScanSeries,
});

export const ZCertBodyDashboard = z.object({
  kind: z.literal('certBody'),
  /** Applications per state. */
  applications: z.array(ZStateCount),
  audits: z.object({
    /** Planned to start within 14 days, not finished. */
    dueIn14Days: z.number().int(),
    /** Not started by its planned start, or still running after its planned end. */
    late: z.number().int(),
  }),
  findings: z.object({ open: z.number().int(), overdue: z.number().int() }),
  certificates: z.object({ valid: z.number().int(), expiringIn90Days: z.number().int() }),
});

export const ZPrinterDashboard = z.object({
  kind: z.literal('printer'),
  toDeliver: z.number().int(),
  overdue: z.number().int(),
  deliveredThisMonth: z.number().int(),
  /** The orders to deliver, due first. */
  next: z.array(ZDueOrder),
  /** Orders to deliver per week of their due date (ISO week's Monday), the next 8 weeks. */
  dueByWeek: z.array(z.object({ week: ZScanDay, count: z.number().int() })),
});

/** Users without a company, body or factory yet have no figures. */
export const ZNoDashboard = z.object({ kind: z.literal('none') });

export const ZDashboard = z.discriminatedUnion('kind', [
  ZAdminDashboard,
  ZCompanyDashboard,
  ZCertBodyDashboard,
  ZPrinterDashboard,
  ZNoDashboard,
]);
export type Dashboard = z.infer<typeof ZDashboard>;

export const dashboardRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/dashboard',
    access: 'authenticated',
    summary: "The home dashboard's key figures for the caller's kind of user",
    tags: [tag],
    response: ZDashboard,
  }),
};
