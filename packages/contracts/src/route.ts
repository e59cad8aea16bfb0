import type { z } from 'zod';
import type { Envelope } from './envelope';

/**
 * Who may call a route: anybody, any signed-in caller, a partner key (`partner`: the partner API, with
 * the route's `partner` scope), or a caller holding one permission.
 * One guard in the API enforces it for every route of the table.
 */
export type Access = 'public' | 'authenticated' | 'partner' | (string & {});

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path syntax, e.g. `/admin/api-keys/:id/revoke`. */
  path: string;
  access: Access;
  summary: string;
  tags: readonly string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Schema of the envelope's `data`. Omit for routes that stream a file. */
  response?: z.ZodType;
  /** Fields the envelope carries beside `data` (an object schema), e.g. the sign-in reminders. */
  extras?: z.ZodType<object>;
  /** Multipart upload: the body is a file stream, not JSON. */
  multipart?: boolean;
  /**
   * Per-route rate limit, on top of the global one. Counted per address, and per address and body
   * field when `keyField` is set (sign-in per account, so one office behind one address is not shut out).
   */
  rateLimit?: { max: number; timeWindow: string; keyField?: string };
  /**
   * A partner API route (access `partner`): the resource it reaches (null: only the key itself, its
   * requests) and the access it needs. A key must hold the scope, and the company's grant of the
   * resource must be in force.
   */
  partner?: { resource: import('./external').PartnerResource | null; level: 'read' | 'write' };
  /**
   * Readable by scripts of any web origin (CORS `*`, without credentials): GET, HEAD and an OPTIONS
   * preflight. For what GS1 resolvers must answer anyone (the Digital Link resolver, its description).
   */
  anyOrigin?: boolean;
  /**
   * The media type of a success answered as a document of its own, not in the envelope: formats
   * other standards define (GS1 linksets, the resolver description).
   */
  document?: string;
  /**
   * Still answered while a maintenance window refuses writes or closes the platform: signing in and
   * out, the public scan, the maintenance routes themselves and reads that are sent as POST or PUT.
   */
  maintenance?: 'open';
}

/** Whether a value of the route table is a route (and not a group of routes). */
const isRouteDefinition = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * Every route of a route table (or of a group of it) with its name: the keys leading to it, joined by
 * dots (`ROUTES.labelOrders.approve` -> `labelOrders.approve`).
 */
export function routeEntries(table: object): { name: string; route: RouteDefinition }[] {
  const walk = (value: unknown, keys: string[]): { name: string; route: RouteDefinition }[] =>
    isRouteDefinition(value)
      ? [{ name: keys.join('.'), route: value }]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => walk(item, [...keys, key]));
  return walk(table, []);
}

/** The table with each route replaced by what `map` makes of it, groups and names kept. */
export function mapRouteTable(
  table: object,
  map: (route: RouteDefinition) => unknown,
): Record<string, unknown> {
  const walk = (value: unknown): unknown =>
    isRouteDefinition(value)
      ? map(value)
      : Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, walk(item)]));
  return walk(table) as Record<string, unknown>;
}

export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

export type RouteBody<T extends RouteDefinition> = T['body'] extends z.ZodType
  ? z.infer<T['body']>
  : undefined;
export type RouteQuery<T extends RouteDefinition> = T['query'] extends z.ZodType
  ? z.infer<T['query']>
  : undefined;
export type RouteParams<T extends RouteDefinition> = T['params'] extends z.ZodType
  ? z.infer<T['params']>
  : undefined;
export type RouteData<T extends RouteDefinition> = T['response'] extends z.ZodType
  ? z.output<T['response']>
  : unknown;

/** The top-level fields a route's envelope carries beside `data`. */
export type RouteExtras<T extends RouteDefinition> = T['extras'] extends z.ZodType
  ? z.output<T['extras']>
  : unknown;

/** The whole body of a route's successful answer. */
export type RouteEnvelope<T extends RouteDefinition> = Envelope<RouteData<T>> & RouteExtras<T>;

/** What a caller sends to a route (before the server's parsing: defaults and optional bodies may be left out). */
export type RouteInput<T extends RouteDefinition> = (T['params'] extends z.ZodType
  ? { params: z.input<T['params']> }
  : { params?: never }) &
  (T['query'] extends z.ZodType ? { query?: z.input<T['query']> } : { query?: never }) &
  (T['body'] extends z.ZodType
    ? undefined extends z.input<T['body']>
      ? { body?: z.input<T['body']> }
      : { body: z.input<T['body']> }
    : { body?: never });

/** A query value as the address carries it: lists repeat their key, absent values are left out. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The address of one call of a route: its path with the parameters filled in (each one encoded) and
 * its query string. A parameter the path names but the call lacks is a programming error.
 */
export function routeUrl(
  route: Pick<RouteDefinition, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, QueryValue> | object,
): string {
  const path = route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${route.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
