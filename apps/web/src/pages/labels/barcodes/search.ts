import { BARCODE_SEARCH_VALUE } from '@trace/contracts';
import {
  DEFAULT_PAGE_SIZE,
  type FilterSpec,
  type FilterValues,
  readListSearch,
} from '../../../kit/query/params';

/** The shortest value the API searches for (`GET /barcodes`). */
export const MIN_VALUE = BARCODE_SEARCH_VALUE.min;

/** The barcode search: what the address bar keeps beside the page, and what `GET /barcodes` receives. */
export interface BarcodeSearch {
  value?: string;
  applicationId?: string;
  productId?: string;
}

const KEYS = ['value', 'applicationId', 'productId'] as const;

/** The search's parameters, for the paged list (address bar and request). */
export const BARCODE_SEARCH_FILTERS: readonly FilterSpec[] = [
  { key: 'value', type: 'text' },
  { key: 'applicationId', type: 'select' },
  { key: 'productId', type: 'select' },
];

/** The search held in the list's filters, trimmed, without empty parts. */
export function searchOf(filters: FilterValues): BarcodeSearch {
  const search: BarcodeSearch = {};
  for (const key of KEYS) {
    const value = filters[key];
    if (typeof value === 'string' && value.trim()) search[key] = value.trim();
  }
  return search;
}

/** The search the address bar holds, read as the paged list reads it. */
export function searchInAddress(params: URLSearchParams): BarcodeSearch {
  return searchOf(readListSearch(params, BARCODE_SEARCH_FILTERS, { pageSize: DEFAULT_PAGE_SIZE }).filters);
}

/** The list's filters for a search. */
export function filtersOf(search: BarcodeSearch): FilterValues {
  return searchOf({ ...search }) as FilterValues;
}

/** Whether two searches are the same once trimmed. */
export function sameSearch(a: BarcodeSearch, b: BarcodeSearch): boolean {
  const [x, y] = [searchOf({ ...a }), searchOf({ ...b })];
  return KEYS.every((key) => x[key] === y[key]);
}

/**
 * Why a search cannot be sent, as the API would refuse it: a value shorter than 3 characters, or no
 * value, application or product at all. Null when it can be sent.
 */
export function searchProblem(search: BarcodeSearch): 'tooShort' | 'needsCriterion' | null {
  const value = search.value?.trim() ?? '';
  if (value && value.length < MIN_VALUE) return 'tooShort';
  if (!value && !search.applicationId && !search.productId) return 'needsCriterion';
  return null;
}

/** A link that opens /barcodeSearch with a search, e.g. an application's "find these barcodes". */
export function barcodeSearchHref(search: BarcodeSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchOf({ ...search }))) params.set(key, value);
  return `/barcodeSearch?${params.toString()}`;
}
