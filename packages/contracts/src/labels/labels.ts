import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { pagePermission } from '../navigation';
import { defineRoute } from '../route';
import { ZCount } from '../rules';

const tag = 'labels';
const view = (path: string) => pagePermission('label', path);

/** Spec section 9 / DOMAIN.md: at most 150,000 labels per run, a multiple of 40 (a 5 x 8 sheet). */
export const LABEL_RUN_MAX = 150_000;
export const LABEL_COUNT_MULTIPLE = 40;
/** An order is generated as one run: an application asks for at most a run's labels (company limits may be lower). */
export const LABEL_APPLICATION_MAX = LABEL_RUN_MAX;

export const LABEL_STATUSES = [
  'unassigned',
  'assigned',
  'bound',
  'activated',
  'invalid',
  'raw_material',
  'used_up',
] as const;
export const ZLabelStatus = z.enum(LABEL_STATUSES);
export const RUN_STATUSES = ['not_generated', 'generating', 'generated', 'error'] as const;
export const ZRunStatus = z.enum(RUN_STATUSES);
export const ZSheetType = z.enum(['big', 'small']);
/** Labels per printed sheet. */
export const SHEET_LABELS = { big: 9, small: 12 } as const;

/** A label code typed by a person: more than 15 and at most 20 digits. */
export const ZLabelCode = z
  .string()
  .trim()
  .regex(/^\d{16,20}$/, { message: 'label.codeFormat' });

/**
 * The size of the range from one label code to another (1 for a single code), or `undefined` when
 * either is not a label code. Refinements of a range run even when a code failed its own check, so
 * they measure through this rather than converting unchecked text.
 */
export function labelRangeSize(from: string | undefined, to: string | undefined): bigint | undefined {
  const code = /^\d{16,20}$/;
  if (from === undefined || to === undefined || !code.test(from) || !code.test(to)) return undefined;
  return BigInt(to) - BigInt(from) + 1n;
}

export const ZLabelRun = z.object({
  id: ZId,
  runNo: z.string(),
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  productId: ZId.nullable(),
  productName: z.string().nullable(),
  orderId: ZId.nullable(),
  sheetType: ZSheetType,
  count: z.number().int(),
  startCode: z.string(),
  endCode: z.string(),
  status: ZRunStatus,
  generatedCount: z.number().int(),
  /** 0-100, for the progress bar. */
  progress: z.number().int(),
  error: z.string().nullable(),
  startTime: ZIsoDateTime.nullable(),
  finishTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['download', 'retry'])),
});
export type LabelRun = z.infer<typeof ZLabelRun>;

export const ZCreateRunBody = z.object({
  count: ZCount('label.countNumber')
    .min(LABEL_COUNT_MULTIPLE, { message: 'label.countMultiple' })
    .max(LABEL_RUN_MAX, { message: 'label.countMax' })
    .refine((n) => n % LABEL_COUNT_MULTIPLE === 0, { message: 'label.countMultiple' }),
  sheetType: ZSheetType.default('big'),
  corpId: ZId.nullable().default(null),
  productId: ZId.nullable().default(null),
});

export const ZLabel = z.object({
  excode: z.string(),
  status: ZLabelStatus,
  runId: ZId.nullable(),
  runNo: z.string().nullable(),
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  productId: ZId.nullable(),
  productName: z.string().nullable(),
  batchId: ZId.nullable(),
  weight: z.string().nullable(),
  createTime: ZIsoDateTime,
});

export const ZLabelSearchQuery = z.object({
  excode: ZLabelCode.optional(),
  excodeFrom: ZLabelCode.optional(),
  excodeTo: ZLabelCode.optional(),
  status: ZLabelStatus.optional(),
  corpId: ZId.optional(),
  productId: ZId.optional(),
  batchId: ZId.optional(),
  runId: ZId.optional(),
  /** Keyset cursor: the last excode of the previous page. */
  after: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const labelRoutes = {
  runs: defineRoute({
    method: 'GET',
    path: '/label-runs',
    access: view('/labelGenerateList'),
    summary: 'Label generation runs with status and progress',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(50).optional(),
      status: ZRunStatus.optional(),
    }),
    response: ZPage(ZLabelRun),
  }),
  run: defineRoute({
    method: 'GET',
    path: '/label-runs/:id',
    access: view('/labelGenerateList'),
    summary: 'One run (poll it for live progress)',
    tags: [tag],
    params: ZIdParams,
    response: ZLabelRun,
  }),
  createRun: defineRoute({
    method: 'POST',
    path: '/label-runs',
    access: 'label.labelGenerateList.manage',
    summary: 'Start a generation run: a multiple of 40, at most 150,000 and the label limits; runs as a job',
    tags: [tag],
    body: ZCreateRunBody,
    response: ZLabelRun,
  }),
  retryRun: defineRoute({
    method: 'POST',
    path: '/label-runs/:id/retry',
    access: 'label.labelGenerateList.manage',
    summary: 'Resume a run that ended in error (committed chunks are kept, the rest is generated)',
    tags: [tag],
    params: ZIdParams,
    response: ZLabelRun,
  }),
  exportRun: defineRoute({
    method: 'GET',
    path: '/label-runs/:id/export.csv',
    access: 'label.labelGenerateList.manage',
    summary:
      'The labels of a generated run as CSV for the printing factory (excode, pcode, QR content), streamed',
    tags: [tag],
    params: ZIdParams,
  }),
  exportRunXlsx: defineRoute({
    method: 'GET',
    path: '/label-runs/:id/export.xlsx',
    access: 'label.labelGenerateList.manage',
    summary: 'The labels of a generated run as xlsx (excode, PIN, QR content), streamed',
    tags: [tag],
    params: ZIdParams,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/labels',
    access: view('/labelSearch'),
    summary:
      'Search labels by code, range, status, company, product, batch or run; keyset pages ordered by excode',
    tags: [tag],
    query: ZLabelSearchQuery,
    response: z.object({ list: z.array(ZLabel), nextCursor: z.string().nullable() }),
  }),
};
