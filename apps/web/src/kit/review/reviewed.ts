import type { RouteDefinition } from '@trace/contracts';
import { callRouteEnvelope } from '../../api/call';
import type { Envelope } from '../../api/types';
import type { DataColumn, FilterDef } from '../table/types';

/** What a row of a reviewed resource carries: its id, the verbs the server allows, its review state. */
export interface ReviewedRow {
  id: string;
  actions: readonly string[];
  review: { reviewStatus: string };
}

/**
 * The routes of a reviewed resource, as the contracts group them (`ROUTES.products.products`,
 * `ROUTES.certificates`): list, delete (optional), and the two decisions, each on `:id`.
 */
export interface ReviewedRoutes {
  list: RouteDefinition & { response: object };
  remove?: RouteDefinition;
  approve: RouteDefinition;
  reject: RouteDefinition;
}

/** The page addresses of a reviewed resource; a record's pages take `?id=`. */
export interface ReviewedPaths {
  list: string;
  detail: string;
  /** Where a reviewer decides (the detail page itself when it is also the review page). */
  audit: string;
  edit: string;
  add: string;
}

/** Where the company column and the review state column go among a list's own columns. */
export type ReviewedColumn<T> = DataColumn<T> | 'company' | 'reviewStatus';
/** Where the review state filter goes among a list's own filters (after the keyword). */
export type ReviewedFilter = FilterDef | 'reviewStatus';

/**
 * Puts the shared pieces where a list's declaration placed them (or last when it did not), and
 * leaves the company out (`company` null) for a company's own people.
 */
export function placeReviewed<T, P extends string>(
  items: readonly (T | P)[],
  pieces: Record<P, T | null>,
): T[] {
  const placed = items.flatMap((item) =>
    typeof item === 'string' && item in pieces ? [pieces[item as P]] : [item as T],
  );
  for (const key of Object.keys(pieces) as P[]) if (!items.includes(key)) placed.push(pieces[key]);
  return placed.filter((item): item is T => item !== null);
}

/** A record page's address: `path?id=…`. */
export const recordPath = (path: string, id: string) => `${path}?id=${id}`;

/**
 * The header buttons of a reviewed record, from the verbs the server allows: edit for its owner
 * (also on the review page, to correct before deciding), review for reviewers on the detail page.
 */
export function recordButtons(actions: readonly string[], mode: 'detail' | 'audit'): ('edit' | 'review')[] {
  return [
    ...(actions.includes('edit') ? (['edit'] as const) : []),
    ...(mode === 'detail' && actions.includes('approve') ? (['review'] as const) : []),
  ];
}

/** Where a decision leads: the record's page (replacing the review in history), the list, or nowhere. */
export function pathAfterDecision(
  after: 'detail' | 'list' | 'stay',
  paths: Pick<ReviewedPaths, 'list' | 'detail'>,
  id: string,
): { path: string; replace: boolean } | null {
  if (after === 'detail') return { path: recordPath(paths.detail, id), replace: true };
  if (after === 'list') return { path: paths.list, replace: false };
  return null;
}

/**
 * Calls one of a reviewed resource's verbs on a record (`:id`, with a body for decisions). The
 * workflow's routes all have that shape; the template holds them as a group, not one by one.
 */
export function callOnRecord(route: RouteDefinition, id: string, body?: object): Promise<Envelope<unknown>> {
  const call = callRouteEnvelope as (
    route: RouteDefinition,
    input: { params: { id: string }; body?: object },
  ) => Promise<Envelope<unknown>>;
  return call(route, body === undefined ? { params: { id } } : { params: { id }, body });
}
