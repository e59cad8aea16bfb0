import { z } from 'zod';
import { isoDateTime, whenValid, ZChosenId, ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ZFileUrl } from './companies';
import { LABEL_STATUSES, ZLabelCode } from './labels/labels';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { ZProductLine } from './products';
import { defineRoute } from './route';
import { required, ZCount, ZText } from './rules';

/**
 * Production batches, label binding, raw material and deep processing (spec section 2 "Products and
 * batches", DOMAIN.md "Products, batches, raw material").
 */

export const BATCH_KINDS = ['normal', 'deep', 'raw_material'] as const;
export const ZBatchKind = z.enum(BATCH_KINDS);
export type BatchKind = z.infer<typeof ZBatchKind>;
export type BatchLine = z.infer<typeof ZProductLine>;

/** DOMAIN.md: in_production -> complete; a complete batch is locked (no edits, no new bindings). */
export const BATCH_STATUSES = ['in_production', 'complete'] as const;
export const ZBatchStatus = z.enum(BATCH_STATUSES);
export type BatchStatus = z.infer<typeof ZBatchStatus>;
export const BATCH_TRANSITIONS = [
  { from: 'in_production', action: 'complete', to: 'complete' },
] as const satisfies readonly { from: BatchStatus; action: 'complete'; to: BatchStatus }[];

/** What the caller may do with a batch now (buttons come from this, not from permission logic). */
export const BATCH_ACTIONS = ['edit', 'delete', 'complete', 'bind', 'useRawMaterial'] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/** Raw material (spec section 4): unused -> partly_used -> used_up. */
export const RAW_MATERIAL_STATES = ['unused', 'partly_used', 'used_up'] as const;
export const ZRawMaterialState = z.enum(RAW_MATERIAL_STATES);
export type RawMaterialState = z.infer<typeof ZRawMaterialState>;

/** At most this many labels in one binding (a range, a list or an imported file). */
export const BIND_MAX_CODES = 10_000;
/** At most this many raw-material labels used in one deep-processing step. */
export const RAW_MATERIAL_USE_MAX = 500;
/** Weights are shown in grams (spec section 9). */
export const WEIGHT_UNIT = 'g';
/** The largest weight a person may type, in display units. */
export const WEIGHT_INPUT_MAX = 1_000_000_000;

/** Why one code of a binding was refused. */
export const BIND_REFUSALS = ['notYours', 'notAssigned', 'invalid', 'alreadyBound'] as const;
export type BindRefusal = (typeof BIND_REFUSALS)[number];

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const isCode = (code: string) => /^\d{16,20}$/.test(code.trim());

/**
 * A weight typed by a person, in display units (g), with the messages of spec section 5: empty,
 * not a number, negative; then more than zero and not absurdly large. Sent as a decimal string (a JSON
 * number is accepted and read as written). Exact arithmetic happens on the server.
 */
export const ZPositiveWeightInput = z
  .union([z.string(), z.number()], { error: () => 'weight.empty' })
  .transform((value) => String(value).trim())
  .superRefine((text, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: text });
    if (text === '') return fail('weight.empty');
    if (!NUMBER.test(text)) return fail('weight.notNumber');
    const value = Number(text);
    if (text.startsWith('-') && value !== 0) return fail('weight.negative');
    if (value === 0) return fail('weight.zero');
    if (value > WEIGHT_INPUT_MAX) return fail('weight.tooLarge');
  });

// ---- batches

const ZBatchNo = z
  .string(required('batch.numberRequired'))
  .trim()
  .min(1, { message: 'batch.numberRequired' })
  .max(50, { message: 'text.tooLong' })
  .regex(/^[A-Za-z0-9\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5_.\-/]*$/, { message: 'batch.numberFormat' });

const batchFields = {
  batchNo: ZBatchNo,
  productId: z.uuid({ message: 'batch.productRequired' }),
  productionDate: isoDateTime('batch.productionDateRequired'),
  expiryDate: ZIsoDateTime.nullable().default(null),
  origin: ZText(100).nullable().default(null),
  /** Planned output in grams. */
  quantity: ZPositiveWeightInput.nullable().default(null),
  /** A lower label cap for this batch than the label control allows (null: the label control's). */
  maxLabels: ZCount('label.countNumber')
    .min(1, { message: 'batch.maxLabelsMin' })
    .max(1_000_000, { message: 'batch.maxLabelsMax' })
    .nullable()
    .default(null),
  replaceProductName: ZText(20).nullable().default(null),
  remark: ZText(200).nullable().default(null),
  images: z.array(ZFileUrl).max(9).default([]),
  /** The American ginseng plot the batch came from (xys): a plot of the batch's company. */
  ginsengPlotId: z.uuid({ message: 'ginseng.plotUnknown' }).nullable().default(null),
  /** Raw-material batches: the passed bird house of the company the raw material came from. */
  houseId: ZId.nullable().default(null),
};
const expiryAfterProduction = (v: { productionDate: string; expiryDate: string | null }) =>
  !v.expiryDate || new Date(v.expiryDate) > new Date(v.productionDate);

export const ZBatchBody = z
  .object({ ...batchFields, kind: ZBatchKind.default('normal') })
  .refine(expiryAfterProduction, {
    message: 'date.endTimeSmall',
    path: ['expiryDate'],
    when: whenValid('productionDate', 'expiryDate'),
  });
/** Kind and line are fixed when a batch is made; the product only changes while nothing is bound. */
export const ZBatchUpdateBody = z.object(batchFields).refine(expiryAfterProduction, {
  message: 'date.endTimeSmall',
  path: ['expiryDate'],
  when: whenValid('productionDate', 'expiryDate'),
});

export const ZBatch = z.object({
  id: ZId,
  batchNo: z.string(),
  line: ZProductLine,
  kind: ZBatchKind,
  status: ZBatchStatus,
  corpId: ZId,
  corpName: z.string(),
  productId: ZId,
  productName: z.string(),
  productionDate: ZIsoDateTime.nullable(),
  expiryDate: ZIsoDateTime.nullable(),
  origin: z.string().nullable(),
  quantity: z.string().nullable(),
  maxLabels: z.number().int().nullable(),
  /** The most labels this batch may hold: its own cap or the label control's, whichever is lower. */
  labelLimit: z.number().int(),
  boundCount: z.number().int(),
  replaceProductName: z.string().nullable(),
  remark: z.string().nullable(),
  images: z.array(z.string()),
  /** The American ginseng plot the batch came from, with its farm. */
  ginsengPlot: z.object({ id: ZId, name: z.string(), farmId: ZId, farmName: z.string() }).nullable(),
  /** Raw-material batches: the bird house the raw material came from. */
  house: z.object({ id: ZId, name: z.string() }).nullable(),
  completeTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
  /** Raw-material batches: the weight stored and what is left (g). */
  rawMaterial: z
    .object({ labelCount: z.number().int(), totalWeight: z.string(), remainingWeight: z.string() })
    .nullable(),
  /** Other batches: the raw material they used (deepSelectCount, deepTotalUseWeight). */
  consumption: z.object({ labelCount: z.number().int(), totalUseWeight: z.string() }).nullable(),
  actions: z.array(z.enum(BATCH_ACTIONS)),
});
export type Batch = z.infer<typeof ZBatch>;

export const ZBatchListQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  status: ZBatchStatus.optional(),
  kind: ZBatchKind.optional(),
  productId: ZId.optional(),
});

// ---- binding

const ZBindFields = z.object({
  mode: z.enum(['range', 'list']).default('range'),
  startCode: ZLabelCode.optional(),
  endCode: ZLabelCode.optional(),
  codes: z.array(ZLabelCode).max(BIND_MAX_CODES, { message: 'bind.tooMany' }).default([]),
  /** Grams per label, for raw-material batches. */
  weight: ZPositiveWeightInput.optional(),
});
function bindRule(v: z.output<typeof ZBindFields>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.mode === 'list') {
    if (v.codes.length === 0) issue('codes', 'bind.codesRequired');
    return;
  }
  if (!v.startCode) issue('startCode', 'bind.startRequired');
  if (!v.endCode) issue('endCode', 'bind.endRequired');
  // A malformed code has its own message; the range is only measured between two valid codes.
  if (!v.startCode || !v.endCode || !isCode(v.startCode) || !isCode(v.endCode)) return;
  const span = BigInt(v.endCode) - BigInt(v.startCode);
  if (span < 0n) issue('endCode', 'bind.rangeOrder');
  else if (span >= BigInt(BIND_MAX_CODES)) issue('endCode', 'bind.tooMany');
}

/** Bind by range (start and end code) or by a list; raw-material batches also take each label's weight. */
export const ZBindBody = ZBindFields.superRefine(bindRule);
/** /rawMaterialStorage: the same binding, naming the raw-material batch. */
export const ZStockInBody = ZBindFields.extend({ batchId: ZId }).superRefine(bindRule);
export type BindBody = z.input<typeof ZBindBody>;

/**
 * A binding done. A refused one answers 409 and binds nothing; its `errors` name each refused code as
 * `path`, with the reason as `message`.
 */
export const ZBindResult = z.object({
  batchId: ZId,
  logId: ZId,
  count: z.number().int(),
  boundCount: z.number().int(),
  labelLimit: z.number().int(),
});

/** Who bound which labels to which batch, and when (/bindLog). */
export const ZBindLog = z.object({
  id: ZId,
  batchId: ZId,
  batchNo: z.string(),
  productName: z.string(),
  corpId: ZId,
  corpName: z.string(),
  mode: z.enum(['range', 'list', 'import']),
  startCode: z.string().nullable(),
  endCode: z.string().nullable(),
  count: z.number().int(),
  /** Grams per label (raw-material batches). */
  weight: z.string().nullable(),
  fileName: z.string().nullable(),
  /** The first codes in the list; the detail has all. */
  codes: z.array(z.string()),
  operatorName: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export type BindLog = z.infer<typeof ZBindLog>;

export const ZBoundLabel = z.object({
  excode: z.string(),
  status: z.enum(LABEL_STATUSES),
  weight: z.string().nullable(),
  remainingWeight: z.string().nullable(),
  rawMaterialState: ZRawMaterialState.nullable(),
});

export const ZImportBindBody = z.object({
  /** An xls/xlsx uploaded through /upload/file: a title row, then one label code per row (column A). */
  fileId: ZChosenId('select.fileRequired'),
  weight: ZPositiveWeightInput.optional(),
});

// ---- raw material and deep processing

export const ZRawMaterial = z.object({
  excode: z.string(),
  corpId: ZId,
  corpName: z.string(),
  batchId: ZId,
  batchNo: z.string(),
  productId: ZId,
  productName: z.string(),
  weight: z.string(),
  remainingWeight: z.string(),
  usedWeight: z.string(),
  state: ZRawMaterialState,
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
});
export type RawMaterial = z.infer<typeof ZRawMaterial>;

export const ZRawMaterialQuery = ZPageQuery.extend({
  excode: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, { message: 'label.codeFormat' })
    .optional(),
  state: ZRawMaterialState.optional(),
  /** Only labels with weight left (the deep-processing picker). */
  available: z.enum(['true', 'false']).optional(),
  batchId: ZId.optional(),
  productId: ZId.optional(),
});

export const ZUseRawMaterialBody = z.object({
  items: z
    .array(z.object({ excode: ZLabelCode, useWeight: ZPositiveWeightInput }))
    .min(1, { message: 'rawMaterial.selectRequired' })
    .max(RAW_MATERIAL_USE_MAX, { message: 'rawMaterial.tooMany' }),
});

export const ZRawMaterialUse = z.object({
  id: ZId,
  /** The batch that used the raw material. */
  batchId: ZId,
  batchNo: z.string(),
  batchKind: ZBatchKind,
  productName: z.string(),
  excode: z.string(),
  /** The raw-material batch the label came from. */
  sourceBatchId: ZId,
  sourceBatchNo: z.string(),
  useWeight: z.string(),
  remainingAfter: z.string(),
  operatorName: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export type RawMaterialUse = z.infer<typeof ZRawMaterialUse>;

export const ZRawMaterialUseQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  excode: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, { message: 'label.codeFormat' })
    .optional(),
  batchId: ZId.optional(),
  sourceBatchId: ZId.optional(),
});

export const ZUseRawMaterialResult = z.object({
  batchId: ZId,
  count: z.number().int(),
  totalUseWeight: z.string(),
  uses: z.array(ZRawMaterialUse),
});

/** /materialUse: raw material used, one row per using batch. */
export const ZMaterialUseSummary = z.object({
  batchId: ZId,
  batchNo: z.string(),
  batchKind: ZBatchKind,
  batchStatus: ZBatchStatus,
  productName: z.string(),
  corpName: z.string(),
  labelCount: z.number().int(),
  useCount: z.number().int(),
  totalUseWeight: z.string(),
  lastUseTime: ZIsoDateTime,
});

// ---- routes

const UNIT_TOTALS = z.object({
  count: z.number().int(),
  totalWeight: z.string(),
  remainingWeight: z.string(),
});

/** The routes of one product line's batches: `/batches` (main) or `/panda-batches` (second line). */
function lineRoutes(line: BatchLine) {
  const base = line === 'main' ? '/batches' : '/panda-batches';
  const page = line === 'main' ? '/batchList' : '/batchListPanda';
  const view = pagePermission('product', page);
  const manage = managePermission('product', page);
  const tags = [line === 'main' ? 'batches' : 'batches (second line)'];
  return {
    list: defineRoute({
      method: 'GET',
      path: base,
      access: view,
      summary: 'Batches: your company’s, or all for administrators; newest first',
      tags,
      query: ZBatchListQuery,
      response: ZPage(ZBatch),
    }),
    get: defineRoute({
      method: 'GET',
      path: `${base}/:id`,
      access: view,
      summary: 'One batch with its label cap, bound count, raw material and what the caller may do',
      tags,
      params: ZIdParams,
      response: ZBatch,
    }),
    create: defineRoute({
      method: 'POST',
      path: base,
      access: manage,
      summary: 'Create a batch of one of your approved products (batch numbers are unique per company)',
      tags,
      body: ZBatchBody,
      response: ZBatch,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${base}/:id`,
      access: manage,
      summary: 'Change a batch in production (a complete batch is locked)',
      tags,
      params: ZIdParams,
      body: ZBatchUpdateBody,
      response: ZBatch,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${base}/:id`,
      access: manage,
      summary: 'Delete a batch in production that has no labels bound and used no raw material',
      tags,
      params: ZIdParams,
      response: z.null(),
    }),
    complete: defineRoute({
      method: 'POST',
      path: `${base}/:id/complete`,
      access: manage,
      summary: 'Complete a batch: it is locked and its bound labels become activated',
      tags,
      params: ZIdParams,
      response: ZBatch,
    }),
    bind: defineRoute({
      method: 'POST',
      path: `${base}/:id/bind`,
      access: manage,
      summary:
        'Bind your assigned labels by range or list: all or nothing, each refused code with its reason (409)',
      tags,
      params: ZIdParams,
      body: ZBindBody,
      response: ZBindResult,
    }),
    importBind: defineRoute({
      method: 'POST',
      path: `${base}/:id/import`,
      access: manage,
      summary: 'Bind the label codes of an uploaded xls/xlsx (title row, codes in column A from row 2)',
      tags,
      params: ZIdParams,
      body: ZImportBindBody,
      response: ZBindResult,
    }),
    labels: defineRoute({
      method: 'GET',
      path: `${base}/:id/labels`,
      access: view,
      summary: 'The labels bound to a batch, by code',
      tags,
      params: ZIdParams,
      query: ZPageQuery.extend({
        excode: z
          .string()
          .trim()
          .regex(/^\d{1,20}$/, { message: 'label.codeFormat' })
          .optional(),
      }),
      response: ZPage(ZBoundLabel),
    }),
    bindLogs: defineRoute({
      method: 'GET',
      path: `${base}/bind-logs`,
      access: view,
      summary: 'Bind logs: who bound which labels to which batch, and when',
      tags,
      query: ZPageQuery.extend({
        batchId: ZId.optional(),
        keyword: z.string().trim().max(50).optional(),
        excode: z
          .string()
          .trim()
          .regex(/^\d{16,20}$/, { message: 'label.codeFormat' })
          .optional(),
      }),
      response: ZPage(ZBindLog),
    }),
    bindLog: defineRoute({
      method: 'GET',
      path: `${base}/bind-logs/:id`,
      access: view,
      summary: 'One bind log with every code',
      tags,
      params: ZIdParams,
      response: ZBindLog,
    }),
  };
}

const rawTags = ['raw material'];
const storageView = pagePermission('product', '/rawMaterialStorage');

export const batchRoutes = {
  main: lineRoutes('main'),
  panda: lineRoutes('panda'),
  useRawMaterial: defineRoute({
    method: 'POST',
    path: '/batches/:id/raw-material-uses',
    access: managePermission('product', '/batchList'),
    summary:
      'Deep processing: take a weight from each chosen raw-material label (exact decimals, never below zero)',
    tags: rawTags,
    params: ZIdParams,
    body: ZUseRawMaterialBody,
    response: ZUseRawMaterialResult,
  }),
  batchUses: defineRoute({
    method: 'GET',
    path: '/batches/:id/raw-material-uses',
    access: pagePermission('product', '/batchList'),
    summary:
      'Raw-material usage records of a batch: what it used, or for a raw-material batch who used its labels',
    tags: rawTags,
    params: ZIdParams,
    query: ZPageQuery,
    response: ZPage(ZRawMaterialUse),
  }),
  rawMaterials: defineRoute({
    method: 'GET',
    path: '/raw-materials',
    access: storageView,
    summary: 'Raw-material labels with their weight, what is left and their state; totals of the filter',
    tags: rawTags,
    query: ZRawMaterialQuery,
    response: ZPage(ZRawMaterial).extend({ totals: UNIT_TOTALS }),
  }),
  stockIn: defineRoute({
    method: 'POST',
    path: '/raw-materials/stock-in',
    access: managePermission('product', '/rawMaterialStorage'),
    summary: 'Put labelled raw material into storage: bind labels with their weight to a raw-material batch',
    tags: rawTags,
    body: ZStockInBody,
    response: ZBindResult,
  }),
  uses: defineRoute({
    method: 'GET',
    path: '/raw-material-uses',
    access: pagePermission('label', '/rawMaterialUsageRecord2'),
    summary: 'Raw-material usage records of your company (all for administrators)',
    tags: rawTags,
    query: ZRawMaterialUseQuery,
    response: ZPage(ZRawMaterialUse),
  }),
  useSummary: defineRoute({
    method: 'GET',
    path: '/raw-material-uses/by-batch',
    access: pagePermission('label', '/materialUse'),
    summary: 'Raw material used per batch: labels, weight and the last use',
    tags: rawTags,
    query: ZPageQuery.extend({ keyword: z.string().trim().max(50).optional() }),
    response: ZPage(ZMaterialUseSummary),
  }),
};
