import type { ChecklistTemplate, ChecklistTemplateBody } from '@trace/contracts';
import { audits, checklistTemplates, type Database, type DbOrTx } from '@trace/db';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { likePattern } from '../../../lib/like';
import { countRows, paginate } from '../../../lib/paging';
import type { Principal } from '../../../lib/principal';
import { tenantScope } from '../../../lib/tenancy';

type Row = typeof checklistTemplates.$inferSelect;

/** Templates the caller reads: the built-in ones and its body's own; administrators all. */
function visible(principal: Principal): SQL | undefined {
  const scope = tenantScope(principal);
  if (scope.kind === 'all') return undefined;
  const builtIn = isNull(checklistTemplates.certBodyId);
  return scope.kind === 'certBody'
    ? or(builtIn, eq(checklistTemplates.certBodyId, scope.certBodyId))
    : builtIn;
}

/** The caller's body, which owns the templates it writes. */
function ownBody(principal: Principal) {
  if (principal.kind !== 'user' || principal.userType !== 'cert_body' || !principal.certBodyId)
    throw new AppError(403, 'checklist.bodyOnly');
  return principal.certBodyId;
}

async function toTemplates(db: DbOrTx, principal: Principal, rows: Row[]): Promise<ChecklistTemplate[]> {
  const ids = rows.map((r) => r.id);
  const used = ids.length
    ? await db
        .select({ id: audits.templateId, count: sql<number>`count(*)::int` })
        .from(audits)
        .where(inArray(audits.templateId, ids))
        .groupBy(audits.templateId)
    : [];
  const body = principal.kind === 'user' && principal.userType === 'cert_body' ? principal.certBodyId : null;
  return rows.map((row) => {
    const usedBy = used.find((u) => u.id === row.id)?.count ?? 0;
    const own = !!body && row.certBodyId === body;
    const actions: ChecklistTemplate['actions'] = own ? ['edit'] : ['view'];
    if (body) actions.push('copy');
    if (own && usedBy === 0) actions.push('delete');
    return {
      id: row.id,
      name: row.name,
      scheme: row.scheme,
      builtIn: row.certBodyId === null,
      items: row.items,
      itemCount: row.items.length,
      usedBy,
      updateTime: row.updatedAt.toISOString(),
      actions,
    };
  });
}

export function list(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; scheme?: string; keyword?: string },
) {
  const where = and(
    visible(principal),
    query.scheme ? eq(checklistTemplates.scheme, query.scheme) : undefined,
    query.keyword ? ilike(checklistTemplates.name, likePattern(query.keyword)) : undefined,
  );
  return paginate(
    {
      rows: db.select().from(checklistTemplates).where(where).$dynamic(),
      orderBy: [
        sql`${checklistTemplates.certBodyId} is null desc`,
        asc(checklistTemplates.scheme),
        asc(checklistTemplates.name),
        asc(checklistTemplates.id),
      ],
      total: countRows(db, checklistTemplates, where),
    },
    query,
    (rows) => toTemplates(db, principal, rows),
  );
}

async function find(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.id, id), visible(principal)));
  if (!row) throw notFound();
  return row;
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  return (await toTemplates(db, principal, [await find(db, principal, id)]))[0]!;
}

/** One of the body's own templates (a built-in one is read only). */
async function findOwn(db: DbOrTx, principal: Principal, id: string) {
  const body = ownBody(principal);
  const row = await find(db, principal, id);
  if (row.certBodyId !== body) throw new AppError(409, 'checklist.builtIn');
  return row;
}

export async function create(db: Database, principal: Principal, actor: Actor, input: ChecklistTemplateBody) {
  const certBodyId = ownBody(principal);
  const [row] = await db
    .insert(checklistTemplates)
    .values({ certBodyId, name: input.name, scheme: input.scheme, items: input.items })
    .returning();
  await writeAudit(db, actor, {
    action: 'create',
    entity: 'checklist_template',
    entityId: row!.id,
    after: row,
  });
  return get(db, principal, row!.id);
}

export async function update(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  input: ChecklistTemplateBody,
) {
  const before = await findOwn(db, principal, id);
  const [after] = await db
    .update(checklistTemplates)
    .set({ name: input.name, scheme: input.scheme, items: input.items, updatedAt: new Date() })
    .where(eq(checklistTemplates.id, id))
    .returning();
  await writeAudit(db, actor, {
    action: 'update',
    entity: 'checklist_template',
    entityId: id,
    before,
    after,
  });
  return get(db, principal, id);
}

export async function copy(db: Database, principal: Principal, actor: Actor, id: string) {
  const certBodyId = ownBody(principal);
  const source = await find(db, principal, id);
  const [row] = await db
    .insert(checklistTemplates)
    .values({
      certBodyId,
      name: `${source.name} (2)`.slice(0, 100),
      scheme: source.scheme,
      items: source.items,
    })
    .returning();
  await writeAudit(db, actor, {
    action: 'create',
    entity: 'checklist_template',
    entityId: row!.id,
    after: row,
  });
  return get(db, principal, row!.id);
}

export async function remove(db: Database, principal: Principal, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await findOwn(tx, principal, id);
    const [used] = await tx.select({ id: audits.id }).from(audits).where(eq(audits.templateId, id)).limit(1);
    if (used) throw new AppError(409, 'checklist.inUse');
    await tx.delete(checklistTemplates).where(eq(checklistTemplates.id, id));
    await writeAudit(tx, actor, { action: 'delete', entity: 'checklist_template', entityId: id, before });
  });
  return null;
}
