import { auditLogs, type Database, exceptionLogs, loginLogs } from '@trace/db';
import { and, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';

interface LogQuery {
  page: number;
  pageSize: number;
  keyword?: string;
  createdFrom?: string;
  createdTo?: string;
}

/** A date alone means the whole day: `createdTo=2026-11-21` includes that day. */
const endOf = (bound: string) =>
  bound.length === 10 ? new Date(new Date(bound).getTime() + 24 * 3600_000 - 1) : new Date(bound);

const iso = (date: Date) => date.toISOString();

function range(column: PgColumn, query: LogQuery): SQL[] {
  return [
    query.createdFrom ? gte(column, new Date(query.createdFrom)) : undefined,
    query.createdTo ? lte(column, endOf(query.createdTo)) : undefined,
  ].filter((c): c is SQL => !!c);
}

export async function listAuditLogs(db: Database, query: LogQuery & { entity?: string; action?: string }) {
  const where = and(
    query.keyword
      ? or(
          ilike(auditLogs.account, likePattern(query.keyword)),
          ilike(auditLogs.entityId, likePattern(query.keyword)),
        )
      : undefined,
    query.entity ? eq(auditLogs.entity, query.entity) : undefined,
    query.action ? eq(auditLogs.action, query.action) : undefined,
    ...range(auditLogs.createdAt, query),
  );
  const source = {
    rows: db
      .select({
        id: auditLogs.id,
        userId: auditLogs.userId,
        account: auditLogs.account,
        action: auditLogs.action,
        entity: auditLogs.entity,
        entityId: auditLogs.entityId,
        ip: auditLogs.ip,
        requestId: auditLogs.requestId,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .where(where)
      .$dynamic(),
    orderBy: [desc(auditLogs.createdAt), desc(auditLogs.id)],
    total: countRows(db, auditLogs, where),
  };
  return paginate(source, query, (rows) => {
    const list = rows.map(({ createdAt, ...row }) => ({ ...row, createTime: iso(createdAt) }));
    return list;
  });
}

export async function getAuditLog(db: Database, id: string) {
  const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, id));
  if (!row) throw notFound();
  const { createdAt, ...rest } = row;
  return { ...rest, createTime: iso(createdAt) };
}

export async function listExceptions(db: Database, query: LogQuery) {
  const where = and(
    query.keyword
      ? or(
          ilike(exceptionLogs.message, likePattern(query.keyword)),
          ilike(exceptionLogs.url, likePattern(query.keyword)),
        )
      : undefined,
    ...range(exceptionLogs.createdAt, query),
  );
  const source = {
    rows: db.select().from(exceptionLogs).where(where).$dynamic(),
    orderBy: [desc(exceptionLogs.createdAt), desc(exceptionLogs.id)],
    total: countRows(db, exceptionLogs, where),
  };
  return paginate(source, query, (rows) =>
    rows.map(({ createdAt, ...row }) => ({ ...row, createTime: iso(createdAt) })),
  );
}

export async function listLoginLogs(db: Database, query: LogQuery & { success?: 'true' | 'false' }) {
  const where = and(
    query.keyword
      ? or(
          ilike(loginLogs.account, likePattern(query.keyword)),
          ilike(loginLogs.ip, likePattern(query.keyword)),
        )
      : undefined,
    query.success ? eq(loginLogs.success, query.success === 'true') : undefined,
    ...range(loginLogs.createdAt, query),
  );
  const source = {
    rows: db.select().from(loginLogs).where(where).$dynamic(),
    orderBy: [desc(loginLogs.createdAt), desc(loginLogs.id)],
    total: countRows(db, loginLogs, where),
  };
  return paginate(source, query, (rows) =>
    rows.map(({ createdAt, ...row }) => ({ ...row, createTime: iso(createdAt) })),
  );
}
