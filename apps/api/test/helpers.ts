import { randomUUID } from 'node:crypto';
import {
  type Envelope as ContractEnvelope,
  ROUTES,
  type RouteData,
  type RouteDefinition,
  type RouteInput,
  routeUrl,
} from '@trace/contracts';
import { createDb } from '@trace/db';
import { type CreatedUser, createUser } from '@trace/db/factories';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export type Language = 'cn' | 'en' | 'fr';

/** Builds the real app against the test database; each test file gets its own Redis key space. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'test'}:${randomUUID().slice(0, 8)}`,
    UPLOAD_DIR: `${process.env.TMPDIR ?? '/tmp'}/trace-test-uploads`,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const app = await buildApp(config, { logger: false });
  beforeReady?.(app);
  await app.ready();
  return app;
}

/** One app and one database handle for a whole test file, closed after it. */
export function useTestApp(
  overrides: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
) {
  const ctx = {} as { app: FastifyInstance; db: ReturnType<typeof createDb>['db'] };
  let closeDb: () => Promise<void>;
  beforeAll(async () => {
    ctx.app = await createTestApp(overrides, beforeReady);
    const handle = createDb(process.env.DATABASE_URL!, { max: 3 });
    ctx.db = handle.db;
    closeDb = handle.close;
  });
  afterAll(async () => {
    await ctx.app?.close();
    await closeDb?.();
  });
  return ctx;
}

/** A body as a test reads it: the contracts' envelope, with whatever else a raw answer carries. */
export type Envelope<T = unknown> = ContractEnvelope<T> & { [extra: string]: unknown };

/** Who calls and how, beside what the route table types. */
export interface Caller {
  token?: string;
  /** A partner key, sent as X-Api-Key. */
  apiKey?: string;
  language?: Language;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** The caller's address (127.0.0.1 unless given). */
  remoteAddress?: string;
}

/** The envelope of a JSON answer; a streamed file (CSV, PDF, spreadsheet) has none. */
function envelopeOf<T>(response: LightMyRequestResponse): Envelope<T> {
  try {
    return response.json() as Envelope<T>;
  } catch {
    return undefined as unknown as Envelope<T>;
  }
}

async function send<T>(
  app: FastifyInstance,
  method: RouteDefinition['method'],
  url: string,
  payload: unknown,
  caller: Caller,
) {
  const response = await app.inject({
    method,
    url,
    payload: payload as never,
    cookies: caller.cookies,
    ...(caller.remoteAddress ? { remoteAddress: caller.remoteAddress } : {}),
    headers: {
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(caller.apiKey ? { 'x-api-key': caller.apiKey } : {}),
      ...(caller.language ? { syslanguage: caller.language } : {}),
      ...caller.headers,
    },
  });
  return { response, status: response.statusCode, body: envelopeOf<T>(response) };
}

/** The body a route takes, as a caller writes it (before the server's parsing). */
export type BodyOf<R extends RouteDefinition> = Exclude<RouteInput<R>['body'], undefined>;

/** A route's input when it takes none may be left out. */
type InputArgument<R extends RouteDefinition> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, caller?: Caller]
    : [input: RouteInput<R>, caller?: Caller];

/**
 * Calls one route of the contracts route table: its method and path come from the table, and so do the
 * types of what it takes and of the envelope's `data`. A wrong path or body does not compile.
 */
export function callRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  ...[input, caller]: InputArgument<R>
) {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return send<RouteData<R>>(
    app,
    route.method,
    routeUrl(route, params as Record<string, unknown>, query),
    body,
    caller ?? {},
  );
}

/** Only the HTTP status of a call to a route of the table: for tests of who may call what. */
export async function statusOf<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  ...args: InputArgument<R>
): Promise<number> {
  return (await callRoute(app, route, ...args)).status;
}

/**
 * Calls one route of the table like `callRoute` and hands back Fastify's raw response: for the routes
 * that stream a file (CSV, PDF, spreadsheets) and for tests that read headers and cookies.
 */
export async function injectRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  ...args: InputArgument<R>
) {
  return (await callRoute(app, route, ...args)).response;
}

/**
 * Calls a route of the table with input its types do not allow, on purpose: validation tests send
 * missing fields and values of the wrong type to a named route.
 */
export function callRouteUnchecked<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  input: { params?: Record<string, unknown>; query?: object; body?: unknown },
  caller: Caller = {},
) {
  return send<RouteData<R>>(
    app,
    route.method,
    routeUrl(route, input.params, input.query),
    input.body,
    caller,
  );
}

interface RawRequest extends Caller {
  method: RouteDefinition['method'];
  url: string;
  payload?: unknown;
}

/**
 * A request written by hand, on purpose: the test is about the raw HTTP shape (malformed paths and
 * bodies, unknown routes, headers, limits), which the typed `callRoute` would not let it send.
 */
export function rawCall<T = unknown>(app: FastifyInstance, { method, url, payload, ...caller }: RawRequest) {
  return send<T>(app, method, url, payload, caller);
}

/** A multipart body holding one file in the field `file`, as the upload form sends it. */
export function multipartFile(filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----trace-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends one file to `ROUTES.files.upload` as the holder of `token` (a partner key `apiKey` is refused). */
export function uploadFile(
  app: FastifyInstance,
  caller: { token?: string; apiKey?: string; language?: Language },
  filename: string,
  data: Buffer,
  contentType?: string,
) {
  const { payload, headers } = multipartFile(filename, data, contentType);
  return app.inject({
    method: ROUTES.files.upload.method,
    url: routeUrl(ROUTES.files.upload),
    payload,
    headers: {
      ...headers,
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(caller.apiKey ? { 'x-api-key': caller.apiKey } : {}),
      ...(caller.language ? { syslanguage: caller.language } : {}),
    },
  });
}

/** Uploads a spreadsheet as the holder of `token` and returns the stored file's id. */
export async function uploadSpreadsheet(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  filename = 'sheet.xlsx',
) {
  const response = await uploadFile(app, { token }, filename, data, XLSX_TYPE);
  if (response.json().code !== '200') throw new Error(`upload failed: ${response.body}`);
  return response.json().data.id as string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function login(app: FastifyInstance, account: string, password: string) {
  const { response, body: envelope } = await callRoute(app, ROUTES.auth.login, {
    body: { account, password },
  });
  if (envelope.code !== '200') throw new Error(`login failed for ${account}: ${envelope.msg}`);
  const cookie = response.cookies.find((c) => c.name === 'trace_rt');
  return { token: envelope.data.accessToken, refreshCookie: cookie?.value ?? '' };
}

/** A signed-in user of the given kind (default role) or with exactly the given permissions. */
export async function signedInUser(
  app: FastifyInstance,
  db: Parameters<typeof createUser>[0],
  options: Parameters<typeof createUser>[1] = {},
): Promise<CreatedUser & { token: string; refreshCookie: string }> {
  const user = await createUser(db, options);
  const session = await login(app, user.account, user.password);
  return { ...user, ...session };
}

/** The audit rows written for one entity, oldest first. */
export async function auditTrail(db: Parameters<typeof createUser>[0], entity: string, entityId: string) {
  const { auditLogs } = await import('@trace/db');
  const { and, asc, eq } = await import('drizzle-orm');
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, entityId)))
    .orderBy(asc(auditLogs.createdAt));
}

/** Waits until `check` holds, asking every 50 ms; fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
