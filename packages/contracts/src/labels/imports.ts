import { z } from 'zod';
import { ZChosenId, ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import type { MessageKey } from '../messages';
import { pagePermission } from '../navigation';
import { defineRoute } from '../route';

const tag = 'label imports';
const view = pagePermission('product', '/labelImportList');
export const LABEL_IMPORT_MANAGE = 'product.labelImportList.manage';

/**
 * DOMAIN.md: not_reviewed -> success | failure | invalid. not_reviewed: uploaded, the job has not
 * finished checking it; success: every row valid and written; failure: some rows are wrong (nothing
 * written; the error report lists them); invalid: the file itself cannot be used (type, empty, too many
 * rows, beyond the size caps).
 */
export const LABEL_IMPORT_STATUSES = ['not_reviewed', 'success', 'failure', 'invalid'] as const;
export const ZLabelImportStatus = z.enum(LABEL_IMPORT_STATUSES);
/** Spec section 5/9: data rows after the title row. */
export const LABEL_IMPORT_MAX_ROWS = 10_000;
/** How imported codes are written; the row errors and the template both quote it. */
export { IMPORTED_CODE_DIGITS, IMPORTED_CODE_RULE } from '@trace/core/label-code-rule';
/** The columns of an import file, in order (the title row may use any wording). */
export const LABEL_IMPORT_COLUMNS = ['excode', 'pcode', 'weight'] as const;

/** What to tell a person whose spreadsheet cannot be read at all. */
export const SPREADSHEET_PROBLEM_MESSAGES = {
  type: 'import.fileType',
  empty: 'import.empty',
  tooManyRows: 'import.tooManyRows',
  tooLarge: 'import.tooLarge',
  unreadable: 'import.unreadable',
} as const satisfies Record<string, MessageKey>;

export const ZLabelImport = z.object({
  id: ZId,
  importNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  productId: ZId,
  productName: z.string(),
  fileName: z.string(),
  status: ZLabelImportStatus,
  /** Data rows in the file (0 until read). */
  totalRows: z.number().int(),
  importedCount: z.number().int(),
  errorCount: z.number().int(),
  /** Why the file is invalid, in the request's language. */
  problem: z.string().nullable(),
  /** 0-100 while the job runs. */
  progress: z.number().int(),
  createTime: ZIsoDateTime,
  finishTime: ZIsoDateTime.nullable(),
  actions: z.array(z.enum(['errorReport'])),
});
export type LabelImport = z.infer<typeof ZLabelImport>;

export const ZLabelImportError = z.object({
  row: z.number().int(),
  excode: z.string(),
  weight: z.string(),
  message: z.string(),
});

export const ZCreateLabelImportBody = z.object({
  /** An xls/xlsx uploaded through /upload/file. */
  fileId: ZChosenId('select.fileRequired'),
  productId: ZId,
  /** Administrators import for a company; companies import for themselves. */
  corpId: ZId.nullable().default(null),
});

export const labelImportRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/label-imports',
    access: view,
    summary: 'Label imports: your company’s, or all for administrators',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(50).optional(),
      status: ZLabelImportStatus.optional(),
    }),
    response: ZPage(ZLabelImport),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/label-imports/:id',
    access: view,
    summary: 'One import (poll it while it is checked)',
    tags: [tag],
    params: ZIdParams,
    response: ZLabelImport,
  }),
  errors: defineRoute({
    method: 'GET',
    path: '/label-imports/:id/errors',
    access: view,
    summary: 'The rows of a failed import with what is wrong with each',
    tags: [tag],
    params: ZIdParams,
    query: ZPageQuery,
    response: ZPage(ZLabelImportError),
  }),
  errorReport: defineRoute({
    method: 'GET',
    path: '/label-imports/:id/error-report.xlsx',
    access: view,
    summary: 'The per-row error report of a failed import as xlsx, in the request’s language',
    tags: [tag],
    params: ZIdParams,
  }),
  template: defineRoute({
    method: 'GET',
    path: '/label-imports/template.xlsx',
    access: view,
    summary: 'An empty import file with the title row (label code, PIN, weight)',
    tags: [tag],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/label-imports',
    access: LABEL_IMPORT_MANAGE,
    summary:
      'Import labels from an uploaded xls/xlsx: title row, data from row 2, at most 10,000 rows; checked by a job, written only when every row is valid',
    tags: [tag],
    body: ZCreateLabelImportBody,
    response: ZLabelImport,
  }),
};
