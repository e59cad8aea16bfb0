import { randomUUID } from 'node:crypto';
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

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
  errors?: { path: string; message: string }[];
  [extra: string]: unknown;
}

export function body<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    token?: string;
    payload?: unknown;
    language?: Language;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
  },
) {
  const response = await app.inject({
    method: options.method,
    url: options.url,
    payload: options.payload as never,
    cookies: options.cookies,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { syslanguage: options.language } : {}),
      ...options.headers,
    },
  });
  return { response, status: response.statusCode, body: body<T>(response) };
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

/** Sends one file to `POST /upload/file` as the holder of `token` (or of the API key `apiKey`). */
export function uploadFile(
  app: FastifyInstance,
  caller: { token?: string; apiKey?: string; language?: Language },
  filename: string,
  data: Buffer,
  contentType?: string,
) {
  const { payload, headers } = multipartFile(filename, data, contentType);
  return app.inject({
    method: 'POST',
    url: '/upload/file',
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
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { account, password } });
  const envelope = body<{ accessToken: string }>(response);
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
