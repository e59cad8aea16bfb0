import {
  APPROVED_COMPANY_STATUSES,
  APPROVED_REVIEW_STATES,
  type Company,
  type Language,
} from '@trace/contracts';
import { companies, type Database, type DbOrTx, honourCertificates } from '@trace/db';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import { dictLabels } from '../../lib/dictionaries';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { findCompany } from './service';

// The company directory anyone signed in may browse: approved companies with their live certificates.

type CompanyRow = typeof companies.$inferSelect;
const iso = (date: Date | null) => date?.toISOString() ?? null;

async function toDirectory(db: DbOrTx, rows: CompanyRow[], language: Language) {
  const countries = await dictLabels(
    db,
    'country',
    rows.map((r) => r.countryId),
    language,
  );
  const certificates = rows.length
    ? await db
        .select()
        .from(honourCertificates)
        .where(
          and(
            inArray(
              honourCertificates.corpId,
              rows.map((r) => r.id),
            ),
            or(...APPROVED_REVIEW_STATES.map((s) => eq(honourCertificates.reviewStatus, s))),
          ),
        )
    : [];
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind as Company['kind'],
    countryName: countries.get(row.countryId ?? '') ?? null,
    address: row.address,
    introduction: row.introduction,
    traceable: row.traceStatus === 'traceable' && !!row.syEndTime && row.syEndTime > now,
    certificates: certificates
      .filter((c) => c.corpId === row.id && (!c.expiryDate || c.expiryDate > now))
      .map((c) => ({ name: c.name, issuer: c.issuer, expiryDate: iso(c.expiryDate) })),
  }));
}

/** The public directory of approved companies, by name. */
export async function directory(
  db: Database,
  language: Language,
  query: { page: number; pageSize: number; keyword?: string; kind?: string },
) {
  const where = and(
    or(...APPROVED_COMPANY_STATUSES.map((status) => eq(companies.status, status))),
    query.keyword ? ilike(companies.name, likePattern(query.keyword)) : undefined,
    query.kind ? eq(companies.kind, query.kind) : undefined,
  );
  const source = {
    rows: db.select().from(companies).where(where).$dynamic(),
    orderBy: [companies.name],
    total: countRows(db, companies, where),
  };
  return paginate(source, query, (rows) => toDirectory(db, rows, language));
}

/** One company of the directory; one not approved is "not found". */
export async function directoryEntry(db: Database, language: Language, id: string) {
  const row = await findCompany(db, id);
  if (!row || !APPROVED_COMPANY_STATUSES.includes(row.status)) throw notFound();
  return (await toDirectory(db, [row], language))[0]!;
}
