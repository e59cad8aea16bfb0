import type { MessageKey, RouteDefinition } from '@trace/contracts';
import type { DbOrTx, Tx } from '@trace/db';
import { type AnyColumn, and, asc, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from './audit';
import { AppError, fieldError, notFound } from './errors';
import { likePattern } from './like';
import { countRows, paginate } from './paging';
import { type RequestContext, requestContext } from './request-context';
import { registerRoute } from './route';
import { type TenantColumns, tenantCondition, tenantScope } from './tenancy';

/** What a CRUD handler knows about the call: the request context, and the request itself. */
export interface CrudContext extends RequestContext {
  request: FastifyRequest;
}

type Row = Record<string, unknown> & { id: string };

/**
 * How one table becomes a managed resource: which rows the caller sees, how rows look on the wire,
 * how bodies become rows, and what may block a delete. The list/get/create/update/delete handlers,
 * tenant scoping, paging, keyword search, audit rows and unique-constraint messages are shared.
 */
export interface CrudResource<R extends Row, Item, Create, Update = Partial<Create>> {
  entity: string;
  table: PgTable;
  id: PgColumn;
  /** Columns tying a row to a tenant; omit for platform-wide data (then only holders of the route permission see it). */
  tenant?: TenantColumns;
  /** Columns searched with the `keyword` filter. */
  search?: AnyColumn[];
  /** Extra conditions from the list query (and the call, e.g. the running platform). */
  filter?: (query: Record<string, unknown>, ctx: CrudContext) => (SQL | undefined)[];
  orderBy?: AnyColumn;
  toItems: (db: DbOrTx, rows: R[], ctx: CrudContext) => Promise<Item[]>;
  toInsert: (db: Tx, body: Create, ctx: CrudContext) => Promise<Record<string, unknown>>;
  toUpdate?: (db: Tx, body: Update, before: R, ctx: CrudContext) => Promise<Record<string, unknown>>;
  /** Throws an AppError when the row must not be deleted (in use). */
  beforeDelete?: (db: Tx, row: R, ctx: CrudContext) => Promise<void>;
  /** Runs after an insert or update, inside the transaction (e.g. keep one default address). */
  afterWrite?: (db: Tx, row: R, ctx: CrudContext) => Promise<void>;
  /** Unique constraint name -> the field and message to show. */
  unique?: Record<string, { path: string; key: MessageKey }>;
}

interface CrudRoutes {
  list: RouteDefinition;
  get: RouteDefinition;
  create: RouteDefinition;
  update: RouteDefinition;
  remove: RouteDefinition;
}

/** `sortBy` when it names a column of the table (camelCase, as items show it), else the default, newest first. */
export function sortOrder(
  table: PgTable,
  query: { sortBy?: string; sortOrder?: 'asc' | 'desc' },
  fallback: AnyColumn,
): SQL {
  const column = query.sortBy
    ? (getTableColumns(table) as Record<string, AnyColumn>)[query.sortBy]
    : undefined;
  if (!column) return desc(fallback);
  return query.sortOrder === 'asc' ? asc(column) : desc(column);
}

function contextOf(request: FastifyRequest): CrudContext {
  return { ...requestContext(request), request };
}

/** Postgres unique violations carry the constraint name; turn known ones into field errors. */
export function uniqueViolation(
  error: unknown,
  unique: Record<string, { path: string; key: MessageKey }> | undefined,
) {
  const cause =
    (error as { cause?: { code?: string; constraint_name?: string } }).cause ??
    (error as { code?: string; constraint_name?: string });
  if (cause?.code !== '23505') return undefined;
  const field = cause.constraint_name ? unique?.[cause.constraint_name] : undefined;
  return field ? fieldError(field.path, field.key) : new AppError(409, 'error.conflict');
}

export function registerCrud<R extends Row, Item, Create, Update>(
  app: FastifyInstance,
  routes: CrudRoutes,
  resource: CrudResource<R, Item, Create, Update>,
) {
  const scoped = (ctx: CrudContext) =>
    resource.tenant ? tenantCondition(tenantScope(ctx.principal), resource.tenant) : undefined;

  async function findOne(db: DbOrTx, id: string, ctx: CrudContext, lock = false): Promise<R> {
    const query = db
      .select()
      .from(resource.table)
      .where(and(eq(resource.id, id), scoped(ctx)));
    const [row] = (await (lock ? query.for('update') : query)) as R[];
    if (!row) throw notFound();
    return row;
  }

  async function oneItem(db: DbOrTx, row: R, ctx: CrudContext): Promise<Item> {
    const [item] = await resource.toItems(db, [row], ctx);
    return item!;
  }

  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await app.db.transaction(work);
    } catch (error) {
      throw uniqueViolation(error, resource.unique) ?? error;
    }
  }

  registerRoute(app, routes.list, async (request) => {
    const ctx = contextOf(request);
    const query = request.query as Record<string, unknown> & {
      page: number;
      pageSize: number;
      keyword?: string;
      sortBy?: string;
      sortOrder?: 'asc' | 'desc';
    };
    const keyword =
      query.keyword && resource.search?.length
        ? or(...resource.search.map((c) => ilike(c, likePattern(query.keyword!))))
        : undefined;
    const where = and(scoped(ctx), keyword, ...(resource.filter?.(query, ctx) ?? []));
    const order = sortOrder(
      resource.table,
      query,
      resource.orderBy ?? (resource.table as unknown as { createdAt: AnyColumn }).createdAt,
    );
    const source = {
      rows: app.db.select().from(resource.table).where(where).$dynamic(),
      orderBy: [order, desc(resource.id)],
      total: countRows(app.db, resource.table, where),
    };
    return paginate(source, query, (rows) => resource.toItems(app.db, rows as R[], ctx));
  });

  registerRoute(app, routes.get, async (request) => {
    const ctx = contextOf(request);
    return oneItem(app.db, await findOne(app.db, (request.params as { id: string }).id, ctx), ctx);
  });

  registerRoute(app, routes.create, async (request) => {
    const ctx = contextOf(request);
    return write(async (tx) => {
      const values = await resource.toInsert(tx, request.body as Create, ctx);
      const [row] = (await tx.insert(resource.table).values(values).returning()) as R[];
      await resource.afterWrite?.(tx, row!, ctx);
      await writeAudit(tx, ctx.actor, {
        action: 'create',
        entity: resource.entity,
        entityId: row!.id,
        after: row,
      });
      return oneItem(tx, row!, ctx);
    });
  });

  registerRoute(app, routes.update, async (request) => {
    const ctx = contextOf(request);
    const id = (request.params as { id: string }).id;
    return write(async (tx) => {
      const before = await findOne(tx, id, ctx, true);
      const body = request.body as Update;
      const values = resource.toUpdate
        ? await resource.toUpdate(tx, body, before, ctx)
        : Object.fromEntries(
            Object.entries(body as Record<string, unknown>).filter(([, v]) => v !== undefined),
          );
      // A body that changes nothing (every field left out) answers the record as it is.
      if (Object.keys(values).length === 0) return oneItem(tx, before, ctx);
      const [row] = (await tx
        .update(resource.table)
        .set(values)
        .where(eq(resource.id, id))
        .returning()) as R[];
      await resource.afterWrite?.(tx, row!, ctx);
      await writeAudit(tx, ctx.actor, {
        action: 'update',
        entity: resource.entity,
        entityId: id,
        before,
        after: row,
      });
      return oneItem(tx, row!, ctx);
    });
  });

  registerRoute(app, routes.remove, async (request) => {
    const ctx = contextOf(request);
    const id = (request.params as { id: string }).id;
    await write(async (tx) => {
      const before = await findOne(tx, id, ctx, true);
      await resource.beforeDelete?.(tx, before, ctx);
      try {
        await tx.delete(resource.table).where(eq(resource.id, id));
      } catch (error) {
        // A row still referenced elsewhere (foreign key) is in use.
        if ((error as { cause?: { code?: string } }).cause?.code === '23503')
          throw new AppError(409, 'record.inUse');
        throw error;
      }
      await writeAudit(tx, ctx.actor, { action: 'delete', entity: resource.entity, entityId: id, before });
    });
    return null;
  });
}
