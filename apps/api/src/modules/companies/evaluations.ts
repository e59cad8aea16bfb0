import { certBodies, companyEvaluations, type Database } from '@trace/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { countRows, paginate } from '../../lib/paging';
import type { UserPrincipal } from '../../lib/principal';
import { ownCompanyCondition } from '../../lib/tenancy';

type Row = typeof companyEvaluations.$inferSelect;

async function toEvaluations(db: Database, rows: Row[]) {
  const ids = [...new Set(rows.map((r) => r.certBodyId).filter((v): v is string => !!v))];
  const bodies = ids.length
    ? await db
        .select({ id: certBodies.id, name: certBodies.name })
        .from(certBodies)
        .where(inArray(certBodies.id, ids))
    : [];
  return rows.map((row) => ({
    id: row.id,
    certBodyName: bodies.find((b) => b.id === row.certBodyId)?.name ?? null,
    title: row.title,
    grade: row.grade,
    score: row.score,
    content: row.content,
    evaluatedAt: row.evaluatedAt.toISOString(),
    dueTime: row.dueTime?.toISOString() ?? null,
  }));
}

/** The evaluations the caller's company received (only its own). */
export async function list(
  db: Database,
  principal: UserPrincipal,
  query: { page: number; pageSize: number },
) {
  const where = ownCompanyCondition(principal, companyEvaluations.corpId);
  const source = {
    rows: db.select().from(companyEvaluations).where(where).$dynamic(),
    orderBy: [desc(companyEvaluations.evaluatedAt)],
    total: countRows(db, companyEvaluations, where),
  };
  return paginate(source, query, (rows) => toEvaluations(db, rows));
}

export async function get(db: Database, principal: UserPrincipal, id: string) {
  const [row] = await db
    .select()
    .from(companyEvaluations)
    .where(and(eq(companyEvaluations.id, id), ownCompanyCondition(principal, companyEvaluations.corpId)));
  if (!row) throw notFound();
  return (await toEvaluations(db, [row]))[0]!;
}
