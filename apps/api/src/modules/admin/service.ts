import { isKnownPermission } from '@trace/contracts';
import { apiKeys, companies, type Database, jobs, outbox } from '@trace/db';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { countRows, paginate } from '../../lib/paging';
import { randomToken, sha256 } from '../../lib/tokens';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listOutbox(
  db: Database,
  query: { page: number; pageSize: number; recipient?: string },
) {
  const where = query.recipient ? eq(outbox.recipient, query.recipient.toLowerCase()) : undefined;
  const source = {
    rows: db.select().from(outbox).where(where).$dynamic(),
    orderBy: [desc(outbox.createdAt)],
    total: countRows(db, outbox, where),
  };
  return paginate(source, query, (rows) =>
    rows.map((row) => ({
      id: row.id,
      channel: row.channel as 'email',
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      status: row.status as 'pending' | 'sent' | 'stored' | 'failed',
      error: row.error,
      createTime: row.createdAt.toISOString(),
      sentTime: iso(row.sentAt),
    })),
  );
}

function toApiKey(row: typeof apiKeys.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    permissions: row.permissions,
    corpId: row.corpId,
    allTenants: row.allTenants,
    createTime: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

export async function listApiKeys(db: Database, query: { page: number; pageSize: number }) {
  const source = {
    rows: db.select().from(apiKeys).$dynamic(),
    orderBy: [desc(apiKeys.createdAt)],
    total: countRows(db, apiKeys, undefined),
  };
  return paginate(source, query, (rows) => rows.map(toApiKey));
}

/**
 * The secret is `tk_<prefix>_<random>`; only its SHA-256 is stored, the prefix identifies it in lists.
 * The scope is one company, or every company when `allTenants` is asked for by someone who may grant
 * it (a platform administrator, or the operator at the command line).
 */
export async function createApiKey(
  db: Database,
  actor: Actor,
  input: {
    name: string;
    permissions: string[];
    corpId: string | null;
    allTenants: boolean;
    expiresAt: string | null;
  },
  grantor: { mayGrantAllTenants: boolean },
) {
  const unknown = input.permissions.find((permission) => !isKnownPermission(permission));
  if (unknown) throw fieldError('permissions', 'error.badRequest');
  if ((input.corpId === null) !== input.allTenants) throw fieldError('corpId', 'apiKey.scopeRequired');
  if (input.allTenants && !grantor.mayGrantAllTenants) throw new AppError(403, 'apiKey.allTenantsAdminOnly');
  if (input.corpId) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.corpId));
    if (!company) throw fieldError('corpId', 'user.organisationNotFound');
  }
  const prefix = randomToken(6);
  const secret = `tk_${prefix}_${randomToken(32)}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        prefix,
        keyHash: sha256(secret),
        permissions: [...new Set(input.permissions)],
        corpId: input.allTenants ? null : input.corpId,
        allTenants: input.allTenants,
        createdBy: actor.userId,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'api_key', entityId: row!.id, after: row });
    return { apiKey: toApiKey(row!), secret };
  });
}

export async function revokeApiKey(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(apiKeys)
      .set({ revokedAt: before.revokedAt ?? new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    const row = after ?? before;
    await writeAudit(tx, actor, { action: 'revoke', entity: 'api_key', entityId: id, before, after: row });
    return toApiKey(row);
  });
}

export async function listJobs(
  db: Database,
  query: { page: number; pageSize: number; queue?: string; status?: string },
) {
  const conditions: SQL[] = [];
  if (query.queue) conditions.push(eq(jobs.queue, query.queue));
  if (query.status) conditions.push(eq(jobs.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const source = {
    rows: db.select().from(jobs).where(where).$dynamic(),
    orderBy: [desc(jobs.createdAt)],
    total: countRows(db, jobs, where),
  };
  return paginate(source, query, (rows) =>
    rows.map((row) => ({
      id: row.id,
      queue: row.queue,
      name: row.name,
      status: row.status as 'queued' | 'running' | 'completed' | 'failed',
      progress: row.progress,
      total: row.total,
      error: row.error,
      createTime: row.createdAt.toISOString(),
      updateTime: row.updatedAt.toISOString(),
    })),
  );
}
