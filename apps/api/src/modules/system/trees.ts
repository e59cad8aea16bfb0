import type { Dept, SysMenu } from '@trace/contracts';
import { type Database, depts, menus, type Tx, users } from '@trace/db';
import { asc, count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Actor, writeAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/crud';
import { AppError, fieldError, notFound } from '../../lib/errors';

/** Nests rows by parentId; rows whose parent is missing become roots, so nothing disappears. */
export function buildTree<T extends { id: string; parentId: string | null }>(
  rows: T[],
): (T & { children: (T & { children: unknown[] })[] })[] {
  type Node = T & { children: Node[] };
  const nodes = new Map<string, Node>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots as never;
}

/** Refuses a parent that does not exist or would put the entry under itself. */
async function checkParent(
  tx: Tx,
  table: PgTable,
  idColumn: PgColumn,
  parentColumn: PgColumn,
  id: string | null,
  parentId: string | null,
) {
  let current = parentId;
  const seen = new Set<string>();
  while (current) {
    if (current === id || seen.has(current)) throw fieldError('parentId', 'tree.cycle');
    seen.add(current);
    const [row] = (await tx.select({ parentId: parentColumn }).from(table).where(eq(idColumn, current))) as {
      parentId: string | null;
    }[];
    if (!row) throw fieldError('parentId', 'tree.parentNotFound');
    current = row.parentId;
  }
}

async function refuseChildren(tx: Tx, table: PgTable, parentColumn: PgColumn, id: string) {
  const [row] = (await tx.select({ n: count() }).from(table).where(eq(parentColumn, id))) as { n: number }[];
  if ((row?.n ?? 0) > 0) throw new AppError(409, 'tree.hasChildren');
}

// ---- departments

export async function deptTree(db: Database): Promise<Dept[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(depts).orderBy(asc(depts.sort), asc(depts.name)),
    db.select({ deptId: users.deptId, n: count() }).from(users).groupBy(users.deptId),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    leader: row.leader,
    phone: row.phone,
    sort: row.sort,
    enabled: row.enabled,
    remark: row.remark,
    userCount: counts.find((c) => c.deptId === row.id)?.n ?? 0,
  }));
  return buildTree(items) as Dept[];
}

type DeptBody = Omit<typeof depts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function saveDept(db: Database, actor: Actor, id: string | null, body: DeptBody) {
  return db.transaction(async (tx) => {
    await checkParent(tx, depts, depts.id, depts.parentId, id, body.parentId ?? null);
    if (!id) {
      const [row] = await tx.insert(depts).values(body).returning();
      await writeAudit(tx, actor, { action: 'create', entity: 'dept', entityId: row!.id, after: row });
      return row!.id;
    }
    const [before] = await tx.select().from(depts).where(eq(depts.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(depts).set(body).where(eq(depts.id, id)).returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'dept', entityId: id, before, after });
    return id;
  });
}

export function deleteDept(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(depts).where(eq(depts.id, id)).for('update');
    if (!before) throw notFound();
    await refuseChildren(tx, depts, depts.parentId, id);
    const [members] = await tx.select({ n: count() }).from(users).where(eq(users.deptId, id));
    if ((members?.n ?? 0) > 0) throw new AppError(409, 'dept.hasUsers');
    await tx.delete(depts).where(eq(depts.id, id));
    await writeAudit(tx, actor, { action: 'delete', entity: 'dept', entityId: id, before });
    return null;
  });
}

// ---- menus: a change reaches users on their next menu read (menus are read per request)

export async function menuTree(db: Database): Promise<SysMenu[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort));
  return buildTree(
    rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      // Group rows keep a `#key` path internally; to people a group has no path.
      path: row.path?.startsWith('#') ? null : row.path,
      icon: row.icon,
      permission: row.permission,
      platforms: row.platforms,
      sort: row.sort,
      visible: row.visible,
    })),
  ) as SysMenu[];
}

type MenuBody = {
  parentId: string | null;
  name: { cn: string; en: string; fr: string };
  path: string | null;
  icon: string | null;
  permission: string | null;
  platforms: string[] | null;
  sort: number;
  visible: boolean;
};

/** A page may be opened by several entries (under other groups), but by one entry per group. */
const MENU_UNIQUE = { menus_parent_path_key: { path: 'path', key: 'menu.pathTaken' } } as const;

export async function saveMenu(
  db: Database,
  actor: Actor,
  id: string | null,
  body: MenuBody,
  knownPermission: (p: string) => boolean,
) {
  if (body.permission && !knownPermission(body.permission))
    throw fieldError('permission', 'role.unknownPermission');
  try {
    return await db.transaction(async (tx) => {
      await checkParent(tx, menus, menus.id, menus.parentId, id, body.parentId);
      if (!id) {
        // A group without a path still gets an internal key of its own.
        const values = { ...body, path: body.path ?? `#${crypto.randomUUID()}` };
        const [row] = await tx.insert(menus).values(values).returning();
        await writeAudit(tx, actor, { action: 'create', entity: 'menu', entityId: row!.id, after: row });
        return row!.id;
      }
      const [before] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
      if (!before) throw notFound();
      const path = body.path ?? (before.path?.startsWith('#') ? before.path : `#${crypto.randomUUID()}`);
      const [after] = await tx
        .update(menus)
        .set({ ...body, path })
        .where(eq(menus.id, id))
        .returning();
      await writeAudit(tx, actor, { action: 'update', entity: 'menu', entityId: id, before, after });
      return id;
    });
  } catch (error) {
    throw uniqueViolation(error, MENU_UNIQUE) ?? error;
  }
}

export function deleteMenu(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
    if (!before) throw notFound();
    await refuseChildren(tx, menus, menus.parentId, id);
    await tx.delete(menus).where(eq(menus.id, id));
    await writeAudit(tx, actor, { action: 'delete', entity: 'menu', entityId: id, before });
    return null;
  });
}
