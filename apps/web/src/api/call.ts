import { type QueryKey, queryOptions } from '@tanstack/react-query';
import {
  type RouteData,
  type RouteDefinition,
  type RouteEnvelope,
  type RouteInput,
  routeUrl,
} from '@trace/contracts/route';
import { request, requestBlob } from './client';

/** Options of one call beside what the route table types: cancellation and session recovery. */
export interface CallOptions {
  signal?: AbortSignal;
  /** When false, a "401" is returned as an error instead of starting session recovery (sign-in). */
  recoverSession?: boolean;
}

/** A route's input when it takes none may be left out. */
type InputArgument<R extends RouteDefinition> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

function send<R extends RouteDefinition>(route: R, input: RouteInput<R> | undefined, options?: CallOptions) {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return request<RouteData<R>>(routeUrl(route, params as Record<string, unknown>, query), {
    method: route.method,
    body,
    signal: options?.signal,
    recoverSession: options?.recoverSession,
  });
}

/**
 * Calls one route of the contracts route table: its method and path come from the table, and so do the
 * types of what it takes and of the `data` it answers. A wrong path or type does not compile.
 */
export async function callRoute<R extends RouteDefinition>(
  route: R,
  ...[input, options]: InputArgument<R>
): Promise<RouteData<R>> {
  return (await send(route, input, options)).data;
}

/** Like `callRoute`, with the whole envelope (some answers carry fields beside `data`). */
export function callRouteEnvelope<R extends RouteDefinition>(
  route: R,
  ...[input, options]: InputArgument<R>
): Promise<RouteEnvelope<R>> {
  return send(route, input, options) as Promise<RouteEnvelope<R>>;
}

/** Downloads what a route streams (a file or an export) with the session's token. */
export function downloadRoute<R extends RouteDefinition>(
  route: R,
  ...[input, options]: InputArgument<R>
): Promise<Blob> {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return requestBlob(routeUrl(route, params as Record<string, unknown>, query), {
    method: route.method,
    signal: options?.signal,
  });
}

/** Sends one file (the multipart field `file`) to an upload route of the table. */
export async function uploadRoute<R extends RouteDefinition & { multipart: true }>(
  route: R,
  file: Blob,
  filename: string,
  options?: CallOptions,
): Promise<RouteData<R>> {
  const body = new FormData();
  body.append('file', file, filename);
  const envelope = await request<RouteData<R>>(routeUrl(route), {
    method: route.method,
    body,
    signal: options?.signal,
  });
  return envelope.data;
}

/**
 * Downloads an address the API handed out (a stored file's `url`) or one `routeUrl` built from the
 * table, with the session's token.
 */
export function downloadAddress(address: string, options?: CallOptions): Promise<Blob> {
  return requestBlob(address, { signal: options?.signal });
}

/** The query key of a route's call: its method and path, then its input, so related calls share a prefix. */
export function routeKey<R extends RouteDefinition>(route: R, input?: RouteInput<R>): QueryKey {
  return input === undefined ? [route.method, route.path] : [route.method, route.path, input];
}

/**
 * TanStack Query options reading one route: `useQuery(routeQuery(ROUTES.labelOrders.get, { params: { id } }))`.
 * Pass `key` to file the query under a key other code invalidates.
 */
export function routeQuery<R extends RouteDefinition>(
  route: R,
  input?: RouteInput<R>,
  { key }: { key?: QueryKey } = {},
) {
  return queryOptions({
    queryKey: key ?? routeKey(route, input),
    queryFn: ({ signal }) => send(route, input, { signal }).then((envelope) => envelope.data),
  });
}
