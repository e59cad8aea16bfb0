import type { Language } from '@trace/contracts';
import { APPROVED_COMPANY_STATUSES } from '@trace/contracts';
import { companies, companyPartners, type Database } from '@trace/db';
import { and, asc, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/crud';
import { dictLabels } from '../../lib/dictionaries';
import { fieldError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { paginate } from '../../lib/paging';
import { ownCompanyMissing, type UserPrincipal } from '../../lib/principal';

/** /dealersMessage links dealers, /importerMessage links importers. */
export type Relation = 'dealer' | 'importer';
type PartnerRow = typeof companyPartners.$inferSelect;
const UNIQUE = { company_partners_pair_key: { path: 'partnerCorpId', key: 'partner.exists' } } as const;

function ownCorp(principal: UserPrincipal): string {
  if (!principal.corpId) throw ownCompanyMissing(principal);
  return principal.corpId;
}

async function toPartners(db: Database, rows: PartnerRow[], language: Language) {
  const ids = [...new Set(rows.map((r) => r.partnerCorpId))];
  const corps = ids.length ? await db.select().from(companies).where(inArray(companies.id, ids)) : [];
  const countries = await dictLabels(
    db,
    'country',
    corps.map((c) => c.countryId),
    language,
  );
  return rows.map((row) => {
    const corp = corps.find((c) => c.id === row.partnerCorpId);
    return {
      id: row.id,
      partnerCorpId: row.partnerCorpId,
      partnerName: corp?.name ?? '',
      partnerKind: (corp?.kind ?? 'dealer') as 'dealer',
      countryName: countries.get(corp?.countryId ?? '') ?? null,
      canShip: row.canShip,
      remark: row.remark,
      createTime: row.createdAt.toISOString(),
    };
  });
}

export async function list(
  db: Database,
  principal: UserPrincipal,
  language: Language,
  relation: Relation,
  query: { page: number; pageSize: number; keyword?: string },
) {
  const corpId = ownCorp(principal);
  const where = and(
    eq(companyPartners.corpId, corpId),
    eq(companyPartners.relation, relation),
    query.keyword ? ilike(companies.name, likePattern(query.keyword)) : undefined,
  );
  const source = {
    rows: db
      .select({ partner: companyPartners })
      .from(companyPartners)
      .innerJoin(companies, eq(companies.id, companyPartners.partnerCorpId))
      .where(where)
      .$dynamic(),
    orderBy: [desc(companyPartners.createdAt)],
    total: db
      .select({ total: count() })
      .from(companyPartners)
      .innerJoin(companies, eq(companies.id, companyPartners.partnerCorpId))
      .where(where),
  };
  return paginate(source, query, (rows) =>
    toPartners(
      db,
      rows.map((r) => r.partner),
      language,
    ),
  );
}

/** Passed companies of the relation's kind, not yet linked, other than the caller's. */
export async function candidates(
  db: Database,
  principal: UserPrincipal,
  relation: Relation,
  keyword?: string,
) {
  const corpId = ownCorp(principal);
  const rows = await db
    .select({ value: companies.id, label: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.kind, relation),
        inArray(companies.status, [...APPROVED_COMPANY_STATUSES]),
        ne(companies.id, corpId),
        keyword ? ilike(companies.name, likePattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(companies.name))
    .limit(50);
  return rows;
}

export async function link(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  language: Language,
  relation: Relation,
  body: { partnerCorpId: string; canShip: boolean; remark: string | null },
) {
  const corpId = ownCorp(principal);
  if (body.partnerCorpId === corpId) throw fieldError('partnerCorpId', 'partner.self');
  try {
    return await db.transaction(async (tx) => {
      const [partner] = await tx.select().from(companies).where(eq(companies.id, body.partnerCorpId));
      if (!partner) throw fieldError('partnerCorpId', 'user.organisationNotFound');
      if (partner.kind !== relation) throw fieldError('partnerCorpId', 'partner.kindMismatch');
      if (!APPROVED_COMPANY_STATUSES.includes(partner.status))
        throw fieldError('partnerCorpId', 'partner.notPassed');
      const [row] = await tx
        .insert(companyPartners)
        .values({ corpId, relation, ...body })
        .returning();
      await writeAudit(tx, actor, {
        action: 'link',
        entity: 'company_partner',
        entityId: row!.id,
        after: row,
      });
      return (await toPartners(db, [row!], language))[0]!;
    });
  } catch (error) {
    throw uniqueViolation(error, UNIQUE) ?? error;
  }
}

async function ownPartner(db: Database, corpId: string, relation: Relation, id: string) {
  const [row] = await db
    .select()
    .from(companyPartners)
    .where(
      and(
        eq(companyPartners.id, id),
        eq(companyPartners.corpId, corpId),
        eq(companyPartners.relation, relation),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export async function update(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  language: Language,
  relation: Relation,
  id: string,
  body: { canShip: boolean; remark: string | null },
) {
  const before = await ownPartner(db, ownCorp(principal), relation, id);
  const [after] = await db.transaction(async (tx) => {
    const rows = await tx.update(companyPartners).set(body).where(eq(companyPartners.id, id)).returning();
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'company_partner',
      entityId: id,
      before,
      after: rows[0],
    });
    return rows;
  });
  return (await toPartners(db, [after!], language))[0]!;
}

export async function unlink(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  relation: Relation,
  id: string,
) {
  const before = await ownPartner(db, ownCorp(principal), relation, id);
  await db.transaction(async (tx) => {
    await tx.delete(companyPartners).where(eq(companyPartners.id, id));
    await writeAudit(tx, actor, { action: 'unlink', entity: 'company_partner', entityId: id, before });
  });
  return null;
}

/** Who the caller may ship goods to: its partners marked "can ship" (shipments check this). */
export async function shippingTargets(db: Database, principal: UserPrincipal) {
  if (!principal.corpId) return [];
  return db
    .select({ value: companies.id, label: companies.name })
    .from(companyPartners)
    .innerJoin(companies, eq(companies.id, companyPartners.partnerCorpId))
    .where(and(eq(companyPartners.corpId, principal.corpId), eq(companyPartners.canShip, true)))
    .orderBy(asc(companies.name));
}
