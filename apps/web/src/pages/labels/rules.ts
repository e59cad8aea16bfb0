import { LABEL_STATUSES, type LabelOrder, SHEET_LABELS } from '@trace/contracts';

export type SheetType = keyof typeof SHEET_LABELS;
export type RunStatus = NonNullable<LabelOrder['generationStatus']>;
export type LabelStatus = (typeof LABEL_STATUSES)[number];

/** Printed sheets needed for a number of labels (the last sheet may be partly used). */
export function sheetsFor(count: number, sheetType: SheetType): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.ceil(count / SHEET_LABELS[sheetType]);
}

/** A run that has not finished yet: its progress is worth polling. */
export function isGenerationActive(status: RunStatus | null | undefined): boolean {
  return status === 'not_generated' || status === 'generating';
}

/** Whether an order's label data is still being made (its page polls for progress meanwhile). */
export function isOrderGenerating(order: Pick<LabelOrder, 'status' | 'generationStatus'>): boolean {
  return order.status === 'paid' && isGenerationActive(order.generationStatus);
}

/** What an order waits for next, from whoever's point of view: the step the timeline announces. */
export type OrderStage =
  | 'uploadApplication'
  | 'review'
  | 'uploadReceipt'
  | 'paymentReview'
  | 'generation'
  | 'generationError'
  | 'delivery'
  | 'done';

export function orderStage(
  order: Pick<LabelOrder, 'status' | 'paymentStatus' | 'generationStatus'>,
): OrderStage {
  switch (order.status) {
    case 'waiting_upload':
    case 'failed':
      return 'uploadApplication';
    case 'to_be_reviewed':
      return 'review';
    case 'passed':
      return order.paymentStatus === 'to_be_reviewed' ? 'paymentReview' : 'uploadReceipt';
    case 'paid':
      if (order.generationStatus === 'error') return 'generationError';
      return order.generationStatus === 'generated' ? 'delivery' : 'generation';
    default:
      return 'done';
  }
}

/** The five milestones of an order, for the progress strip: how many are reached and whether one failed. */
export const MILESTONES = ['applied', 'approved', 'paid', 'generated', 'delivered'] as const;
export type Milestone = (typeof MILESTONES)[number];

export function milestonesReached(order: Pick<LabelOrder, 'status' | 'generationStatus'>): {
  reached: number;
  failed: Milestone | null;
} {
  switch (order.status) {
    case 'waiting_upload':
      return { reached: 0, failed: null };
    case 'to_be_reviewed':
      return { reached: 1, failed: null };
    case 'failed':
      return { reached: 1, failed: 'approved' };
    case 'passed':
      return { reached: 2, failed: null };
    case 'paid':
      if (order.generationStatus === 'generated') return { reached: 4, failed: null };
      return { reached: 3, failed: order.generationStatus === 'error' ? 'generated' : null };
    default:
      return { reached: 5, failed: null };
  }
}

/** A history entry's `fromStatus`/`toStatus` reads `order/payment` (`passed/to_be_reviewed`). */
export function splitStatusPair(value: string): { status: string; payment: string | null } {
  const [status = value, payment = null] = value.split('/');
  return { status, payment };
}

// ---- label search (/labelSearch)

/** The filters of the label search, as the address bar keeps them. */
export interface LabelSearchFilters {
  excode?: string;
  excodeFrom?: string;
  excodeTo?: string;
  status?: LabelStatus;
  runId?: string;
}

/** The spec's "all" value of the status filter (`status=-1`). */
export const ALL_STATUSES = '-1';
const FILTER_KEYS = ['excode', 'excodeFrom', 'excodeTo', 'runId'] as const;
const isLabelStatus = (value: string | null): value is LabelStatus =>
  value !== null && (LABEL_STATUSES as readonly string[]).includes(value);

/**
 * Reads the search from the address bar. The menu opens the page with `status=-1&firstEnter=true`
 * (spec: params row with status -1, firstEnter true): every status, and nothing else kept.
 */
export function readLabelSearch(params: URLSearchParams): {
  filters: LabelSearchFilters;
  firstEnter: boolean;
} {
  const firstEnter = params.get('firstEnter') === 'true';
  if (firstEnter) return { filters: {}, firstEnter };
  const filters: LabelSearchFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const status = params.get('status');
  if (isLabelStatus(status)) filters.status = status;
  return { filters, firstEnter };
}

/** Writes a search back into the address bar (status -1 for all), keeping unrelated parameters. */
export function writeLabelSearch(current: URLSearchParams, filters: LabelSearchFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('firstEnter');
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.set('status', filters.status ?? ALL_STATUSES);
  return next;
}

/** The query of one keyset page of the search. */
export function labelSearchQuery(
  filters: LabelSearchFilters,
  pageSize: number,
  after: string | undefined,
): Record<string, string | number> {
  const query: Record<string, string | number> = { pageSize };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  if (after) query.after = after;
  return query;
}

/** A label code as typed: more than 15 and at most 20 digits (spec section 5). */
export const LABEL_CODE = /^\d{16,20}$/;

/** Whether a range's end comes before its start (codes compare as numbers). */
export function isRangeReversed(from: string | undefined, to: string | undefined): boolean {
  if (!from || !to || !LABEL_CODE.test(from) || !LABEL_CODE.test(to)) return false;
  return BigInt(to) < BigInt(from);
}
