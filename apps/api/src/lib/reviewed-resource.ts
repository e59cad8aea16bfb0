import type { MessageKey, ReviewState, RouteDefinition } from '@trace/contracts';
import type { DbOrTx, Tx } from '@trace/db';
import { type AnyColumn, and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, writeAudit } from './audit';
import { type CrudContext, sortOrder, uniqueViolation } from './crud';
import { notFound } from './errors';
import { likePattern } from './like';
import { countRows, paginate } from './paging';
import { holds } from './principal';
import { requestContext } from './request-context';
import {
  assertReviewer,
  canReview,
  decide,
  keyOf,
  type Reviewable,
  reviewInfos,
  reviewStateOf,
  submitEdit,
} from './review';
import { registerRoute } from './route';
import { ownCompanyCondition } from './tenancy';

type Row = Record<string, unknown> & { id: string; corpId: string };

export interface ReviewInfoOf {
  reviewStatus: ReviewState;
  pendingChange: Record<string, unknown> | null;
  lastRemark: string | null;
  history: unknown[];
}

/**
 * A company-owned resource that goes through the review workflow (honour certificates, product
 * subclasses, products; later test reports, customs, ecological features, science knowledge,
 * whole-chain records). Owners see their own rows, reviewers of the type see all; edits go through
 * `submitEdit`, decisions through `decide`; every write is audited.
 */
export interface ReviewedResource<R extends Row, Item, Body> {
  review: Reviewable;
  /** Permission to create, edit and delete (owners). */
  managePermission: string;
  search?: AnyColumn[];
  filter?: (query: Record<string, unknown>) => (SQL | undefined)[];
  /** Rows -> wire items; `info` has each row's review info; `extraActions` the caller's extra verbs. */
  toItems: (db: DbOrTx, rows: R[], info: Map<string, ReviewInfoOf>, ctx: ReviewedContext) => Promise<Item[]>;
  /** Checks and maps a body to columns (corpId is set by the mechanism). */
  toColumns: (db: Tx, body: Body, ctx: ReviewedContext) => Promise<Record<string, unknown>>;
  beforeDelete?: (db: Tx, row: R, ctx: ReviewedContext) => Promise<void>;
  unique?: Record<string, { path: string; key: MessageKey }>;
}

export interface ReviewedContext extends CrudContext {
  reviewer: boolean;
}

interface ReviewedRoutes {
  list: RouteDefinition;
  get: RouteDefinition;
  create: RouteDefinition;
  update: RouteDefinition;
  remove: RouteDefinition;
  approve: RouteDefinition;
  reject: RouteDefinition;
}

/** The review-related verbs a caller may use on a row. */
export function reviewActions(
  row: { corpId: string; status: string },
  review: Reviewable,
  ctx: ReviewedContext,
  canManage: boolean,
) {
  const state = reviewStateOf(review, row.status);
  const actions: ('edit' | 'delete' | 'approve' | 'reject')[] = [];
  if (canManage && row.corpId === ctx.principal.corpId) actions.push('edit', 'delete');
  if (ctx.reviewer && (state === 'unreviewed' || state === 'modification_pending'))
    actions.push('approve', 'reject');
  return actions;
}

export function registerReviewedResource<R extends Row, Item, Body>(
  app: FastifyInstance,
  routes: ReviewedRoutes,
  resource: ReviewedResource<R, Item, Body>,
) {
  const { review } = resource;
  const corpColumn = review.corpId;

  async function contextOf(request: FastifyRequest): Promise<ReviewedContext> {
    return {
      ...requestContext(request),
      request,
      reviewer: await canReview(app.db, request.principal, review.type),
    };
  }

  const scope = (ctx: ReviewedContext): SQL | undefined =>
    ctx.reviewer ? undefined : ownCompanyCondition(ctx.principal, corpColumn);

  async function items(db: DbOrTx, rows: R[], ctx: ReviewedContext) {
    const statusKey = keyOf(review.table, review.status);
    const info = await reviewInfos(
      db,
      review,
      rows.map((row) => ({ id: row.id, status: String(row[statusKey]) })),
    );
    // The waiting change is shown to its owner and to reviewers only (both are the only ones who see rows).
    return resource.toItems(db, rows, info as Map<string, ReviewInfoOf>, ctx);
  }

  async function findOne(db: DbOrTx, id: string, ctx: ReviewedContext, lock = false) {
    const query = db
      .select()
      .from(review.table)
      .where(and(eq(review.id, id), scope(ctx)));
    const [row] = (await (lock ? query.for('update') : query)) as R[];
    if (!row) throw notFound();
    return row;
  }

  async function write<T>(work: (tx: Tx) => Promise<T>) {
    try {
      return await app.db.transaction(work);
    } catch (error) {
      throw uniqueViolation(error, resource.unique) ?? error;
    }
  }

  const ownerOnly = (row: R, ctx: ReviewedContext) => {
    if (row.corpId !== ctx.principal.corpId) throw notFound();
  };

  registerRoute(app, routes.list, async (request) =>
    listReviewed(app.db, resource, await contextOf(request), request.query as ReviewedListQuery),
  );

  registerRoute(app, routes.get, async (request) => {
    const ctx = await contextOf(request);
    const row = await findOne(app.db, (request.params as { id: string }).id, ctx);
    return (await items(app.db, [row], ctx))[0];
  });

  registerRoute(app, routes.create, async (request) => {
    const ctx = await contextOf(request);
    if (!ctx.principal.corpId) throw notFound();
    return write(async (tx) => {
      const columns = await resource.toColumns(tx, request.body as Body, ctx);
      const [row] = (await tx
        .insert(review.table)
        .values({ ...columns, corpId: ctx.principal.corpId })
        .returning()) as R[];
      await writeAudit(tx, ctx.actor, {
        action: 'create',
        entity: review.type,
        entityId: row!.id,
        after: row,
      });
      return (await items(tx, [row!], ctx))[0];
    });
  });

  registerRoute(app, routes.update, async (request) => {
    const ctx = await contextOf(request);
    const id = (request.params as { id: string }).id;
    return write(async (tx) => {
      const row = await findOne(tx, id, ctx);
      ownerOnly(row, ctx);
      const columns = await resource.toColumns(tx, request.body as Body, ctx);
      await submitEdit(tx, review, id, columns, ctx.actor);
      return (await items(tx, [await findOne(tx, id, ctx)], ctx))[0];
    });
  });

  registerRoute(app, routes.remove, async (request) => {
    const ctx = await contextOf(request);
    const id = (request.params as { id: string }).id;
    await write(async (tx) => {
      const row = await findOne(tx, id, ctx, true);
      ownerOnly(row, ctx);
      await resource.beforeDelete?.(tx, row, ctx);
      await tx.delete(review.table).where(eq(review.id, id));
      await writeAudit(tx, ctx.actor, { action: 'delete', entity: review.type, entityId: id, before: row });
    });
    return null;
  });

  for (const action of ['approve', 'reject'] as const) {
    registerRoute(app, routes[action], async (request) => {
      await assertReviewer(app.db, request.principal, review.type);
      const id = (request.params as { id: string }).id;
      const remark = (request.body as { remark: string | null }).remark;
      const status = await app.db.transaction((tx) =>
        decide(tx, review, id, action, actorOf(request), remark),
      );
      return { status };
    });
  }

  return { canManage: (ctx: ReviewedContext) => holds(ctx.principal, resource.managePermission) };
}

export type ReviewedListQuery = Record<string, unknown> & {
  page: number;
  pageSize: number;
  keyword?: string;
  reviewStatus?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
};

/**
 * One page of a reviewed resource as its caller sees it: owners their company's rows, reviewers all;
 * keyword, review state and the resource's filters; each row with its review info.
 */
export async function listReviewed<R extends Row, Item, Body>(
  db: DbOrTx,
  resource: ReviewedResource<R, Item, Body>,
  ctx: ReviewedContext,
  query: ReviewedListQuery,
) {
  const { review } = resource;
  const where = and(
    ctx.reviewer ? undefined : ownCompanyCondition(ctx.principal, review.corpId),
    query.keyword && resource.search?.length
      ? or(...resource.search.map((c) => ilike(c, likePattern(query.keyword!))))
      : undefined,
    query.reviewStatus
      ? eq(review.status, review.names?.[query.reviewStatus as ReviewState] ?? query.reviewStatus)
      : undefined,
    ...(resource.filter?.(query) ?? []),
  );
  const createdAt = (review.table as unknown as { createdAt: AnyColumn }).createdAt;
  const source = {
    rows: db.select().from(review.table).where(where).$dynamic(),
    orderBy: [sortOrder(review.table, query, createdAt), desc(review.id)],
    total: countRows(db, review.table, where),
  };
  return paginate(source, query, async (rows) => {
    const statusKey = keyOf(review.table, review.status);
    const info = await reviewInfos(
      db,
      review,
      (rows as R[]).map((row) => ({ id: row.id, status: String(row[statusKey]) })),
    );
    return resource.toItems(db, rows as R[], info as Map<string, ReviewInfoOf>, ctx);
  });
}
