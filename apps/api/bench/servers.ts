/**
 * The bare twins of the measured routes, in their own process: Fastify routes running the same
 * queries with the same parameters as the API's routes (the same query and service functions), with
 * nothing in front of them (no token, permission, validation, envelope check, rate limit or log), so
 * each ratio is what the application's stack costs. Beside them, the worker's scan fold runs every
 * 5 seconds as in production (its database work is part of the cost of recording scans).
 * Prints `{ bare }`, the twins' port, as one JSON line on stdout.
 */
import { ROUTES } from '@trace/contracts';
import { createDb } from '@trace/db';
import { foldScans } from '@trace/db/scan-alerts';
import Fastify, { type FastifyRequest } from 'fastify';
import type { UserPrincipal } from '../src/lib/principal';
import { findPrincipal } from '../src/lib/principal-queries';
import { canReview } from '../src/lib/review';
import { listReviewed, type ReviewedListQuery } from '../src/lib/reviewed-resource';
import * as batches from '../src/modules/batches/batches';
import { searchLabels } from '../src/modules/labels/search';
import { companyBatch } from '../src/modules/partner-api/queries';
import { productResource } from '../src/modules/products/resources';
import { currentUser, reminders } from '../src/modules/session/service';
import * as shipments from '../src/modules/shipments/queries';

const databaseUrl = process.env.DATABASE_URL!;
/** The API's pool: DATABASE_POOL_SIZE's default. */
const { db, sql } = createDb(databaseUrl, { max: 10, applicationName: 'bench-twins' });
const bare = Fastify();

/** The bare baseline: one indexed query by primary key. */
bare.get('/user/:id', async (request) => {
  const [row] =
    await sql`select id, account, user_type from users where id = ${(request.params as { id: string }).id}`;
  return { code: '200', msg: 'ok', data: row };
});

// The partner read's twin: the same query function the partner route runs, with no key, grant, limit
// or log in front of it.
bare.get('/twin/partner/companies/:corpId/batches/:id', async (request) => {
  const { corpId, id } = request.params as { corpId: string; id: string };
  return { code: '200', msg: 'ok', data: await companyBatch(sql, corpId, id) };
});

/** Who the twins act as: the user the API's token names, read once (the API reads it per request). */
const principals = new Map<string, Promise<UserPrincipal>>();
function principalOf(request: FastifyRequest): Promise<UserPrincipal> {
  const { userId } = request.params as { userId: string };
  let principal = principals.get(userId);
  if (!principal) {
    principal = findPrincipal(db, userId, process.env.PLATFORM ?? 'birdnest').then((row) => {
      if (!row) throw new Error(`No user ${userId}`);
      return {
        kind: 'user',
        userId: row.id,
        sessionId: '00000000-0000-0000-0000-000000000000',
        account: row.account,
        userName: row.userName,
        userType: row.userType,
        corpId: row.corpId,
        certBodyId: row.certBodyId,
        printingFactoryId: row.printingFactoryId,
        allPermissions: row.allPermissions,
        permissions: new Set(row.permissions),
        offPlatform: new Set(row.offPlatform),
      };
    });
    principals.set(userId, principal);
  }
  return principal;
}

/**
 * A list's query as its route's schema reads it, parsed once per address (the API parses every
 * request's query: that is part of what is measured).
 */
const parsedQueries = new Map<string, unknown>();
function queryOf<T>(request: FastifyRequest, schema: { parse(value: unknown): unknown }): T {
  let query = parsedQueries.get(request.url);
  if (!query) {
    query = schema.parse(request.query);
    parsedQueries.set(request.url, query);
  }
  return query as T;
}

const envelope = (data: unknown) => ({ code: '200', msg: 'ok', data });

// GET /labels: the same search function with the same parameters.
bare.get('/twin/labels/:userId', async (request) => {
  const principal = await principalOf(request);
  const query = queryOf<Parameters<typeof searchLabels>[3]>(request, ROUTES.labels.search.query!);
  return envelope(await searchLabels(sql, principal, 'cn', query));
});

// GET /user/read/current: the user, and the reminders (company, certificates, evaluations).
bare.get('/twin/current/:userId', async (request) => {
  const principal = await principalOf(request);
  const [user, upPrompt] = await Promise.all([currentUser(db, principal), reminders(db, principal, 'cn')]);
  return { code: '200', msg: 'ok', data: user, upPrompt };
});

// The company's products: whether the caller reviews products, then the same list function.
bare.get('/twin/products/:userId', async (request) => {
  const principal = await principalOf(request);
  const query = queryOf<ReviewedListQuery>(request, ROUTES.products.products.list.query!);
  const ctx = {
    db,
    principal,
    language: 'cn' as const,
    actor: { userId: principal.userId, account: principal.account, ip: request.ip },
    request,
    reviewer: await canReview(db, principal, 'product'),
  };
  return envelope(await listReviewed(db, productResource, ctx as never, query));
});

bare.get('/twin/batches/:userId', async (request) => {
  const principal = await principalOf(request);
  const query = queryOf<Parameters<typeof batches.list>[3]>(request, ROUTES.batches.main.list.query!);
  return envelope(await batches.list(db, principal, 'main', query));
});

bare.get('/twin/shipments/:userId', async (request) => {
  const principal = await principalOf(request);
  const query = queryOf<Parameters<typeof shipments.list>[3]>(request, ROUTES.shipments.sent.query!);
  return envelope(await shipments.list(db, principal, 'sent', query));
});

await bare.listen({ port: 0, host: '127.0.0.1' });

const foldDb = createDb(databaseUrl, { max: 2, applicationName: 'bench-fold' });
let folding = Promise.resolve();
const fold = setInterval(() => {
  folding = folding.then(() => foldScans(foldDb.db).then(() => undefined));
}, 5_000);
console.log(JSON.stringify({ bare: (bare.server.address() as { port: number }).port }));

process.on('SIGTERM', async () => {
  clearInterval(fold);
  await folding;
  await foldDb.close();
  await bare.close();
  await sql.end();
  process.exit(0);
});
