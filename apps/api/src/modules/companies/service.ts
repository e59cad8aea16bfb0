import {
  COMPANY_USER_TYPES,
  type Company,
  type CompanyBody,
  type Language,
  SY_STATUS,
} from '@trace/contracts';
import { companies, type Database, type DbOrTx, type Tx, users } from '@trace/db';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/crud';
import { dictLabels } from '../../lib/dictionaries';
import { AppError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { holds, type Principal, type UserPrincipal } from '../../lib/principal';
import {
  assertReviewer,
  canReview,
  decide,
  notifyOwner,
  reviewInfo,
  reviewStateOf,
  submitEdit,
} from '../../lib/review';
import { ownCompanyCondition } from '../../lib/tenancy';
import { attachToCompany } from '../files/service';
import { operabilityText } from './operability';
import { companyReview } from './reviewables';

type CompanyRow = typeof companies.$inferSelect;
const MANAGE = 'company.companyInformationList.manage';
const UNIQUE = {
  companies_registration_no_key: { path: 'registrationNo', key: 'company.registrationTaken' },
} as const;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A company as its owner, reviewers and administrators see it, with what the caller may do next. */
export async function toCompany(
  db: DbOrTx,
  row: CompanyRow,
  principal: Principal,
  language: Language,
): Promise<Company> {
  const [countries, review, reviewer] = await Promise.all([
    dictLabels(db, 'country', [row.countryId], language),
    reviewInfo(db, companyReview, row.id, row.status),
    canReview(db, principal, 'company'),
  ]);
  const own = principal.corpId === row.id;
  const state = reviewStateOf(companyReview, row.status);
  const actions: Company['actions'] = [];
  if (own && row.status !== 'paused' && row.status !== 'not_applied') actions.push('edit');
  if (reviewer && (state === 'unreviewed' || state === 'modification_pending'))
    actions.push('approve', 'reject');
  if (holds(principal, MANAGE)) {
    actions.push('adminEdit', 'editTraceability');
    if (row.status === 'passed') actions.push('pause');
    if (row.status === 'paused') actions.push('resume');
  }
  return {
    id: row.id,
    kind: row.kind as Company['kind'],
    name: row.name,
    countryId: row.countryId ?? '',
    countryName: countries.get(row.countryId ?? '') ?? null,
    registrationNo: row.registrationNo ?? '',
    gln: row.gln,
    legalRepresentative: row.legalRepresentative ?? '',
    contactName: row.contactName ?? '',
    contactPhone: row.contactPhone ?? '',
    contactEmail: row.contactEmail,
    address: row.address ?? '',
    productionAddress: row.productionAddress,
    introduction: row.introduction,
    licenceFiles: row.licenceFiles,
    documentFiles: row.documentFiles,
    status: row.status as Company['status'],
    pauseReason: row.pauseReason,
    traceStatus: row.traceStatus as Company['traceStatus'],
    syStatus: row.syStatus,
    tracePause: row.tracePause,
    syStartTime: iso(row.syStartTime),
    syEndTime: iso(row.syEndTime),
    createTime: row.createdAt.toISOString(),
    // The waiting change is for the owner and reviewers only.
    review: own || reviewer ? review : { ...review, pendingChange: null },
    operability: operabilityText(row, language),
    actions,
  };
}

export async function findCompany(db: DbOrTx, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** Reviewers and administrators see every company; anyone else only their own (another's is "not found"). */
async function visibleCompany(db: DbOrTx, principal: Principal, id: string) {
  const row = await findCompany(db, id);
  if (!row) throw notFound();
  if (principal.corpId === id || principal.allPermissions || (await canReview(db, principal, 'company')))
    return row;
  throw notFound();
}

export async function mine(db: Database, principal: UserPrincipal, language: Language) {
  if (!principal.corpId) return null;
  const row = await findCompany(db, principal.corpId);
  return row ? toCompany(db, row, principal, language) : null;
}

const columnsOf = (body: CompanyBody) => ({
  ...body,
  contactEmail: body.contactEmail?.toLowerCase() ?? null,
});

async function guarded<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error, UNIQUE) ?? error;
  }
}

/** A company account creates its company once; it waits for review. */
export function create(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  language: Language,
  body: CompanyBody,
) {
  if (principal.corpId) throw new AppError(409, 'company.exists');
  if (
    !(COMPANY_USER_TYPES as readonly string[]).includes(principal.userType) ||
    body.kind !== principal.userType
  ) {
    throw new AppError(400, 'company.kindMismatch', undefined, [
      { path: 'kind', messageKey: 'company.kindMismatch' },
    ]);
  }
  return guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({ ...columnsOf(body), status: 'to_be_reviewed', createdBy: principal.userId })
        .returning();
      await tx.update(users).set({ corpId: row!.id }).where(eq(users.id, principal.userId));
      await attachToCompany(tx, principal.userId, row!.id, [...body.licenceFiles, ...body.documentFiles]);
      await writeAudit(tx, actor, { action: 'create', entity: 'company', entityId: row!.id, after: row });
      return toCompany(tx, row!, { ...principal, corpId: row!.id }, language);
    }),
  );
}

export function editMine(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  language: Language,
  body: CompanyBody,
) {
  if (!principal.corpId) throw new AppError(409, 'company.noCompany');
  const corpId = principal.corpId;
  return guarded(() =>
    db.transaction(async (tx) => {
      const current = await findCompany(tx, corpId);
      // The kind of a company is fixed once created.
      await submitEdit(
        tx,
        companyReview,
        corpId,
        { ...columnsOf(body), kind: current?.kind ?? body.kind },
        actor,
      );
      return toCompany(tx, (await findCompany(tx, corpId))!, principal, language);
    }),
  );
}

export async function list(
  db: Database,
  principal: Principal,
  language: Language,
  query: {
    page: number;
    pageSize: number;
    keyword?: string;
    status?: string;
    kind?: string;
    traceStatus?: string;
  },
) {
  const everyone = principal.allPermissions || (await canReview(db, principal, 'company'));
  const conditions: (SQL | undefined)[] = [
    everyone ? undefined : ownCompanyCondition(principal, companies.id),
    query.keyword
      ? or(
          ilike(companies.name, likePattern(query.keyword)),
          ilike(companies.registrationNo, likePattern(query.keyword)),
        )
      : undefined,
    query.status ? eq(companies.status, query.status) : undefined,
    query.kind ? eq(companies.kind, query.kind) : undefined,
    query.traceStatus ? eq(companies.traceStatus, query.traceStatus) : undefined,
  ];
  const where = and(...conditions);
  const source = {
    rows: db.select().from(companies).where(where).$dynamic(),
    orderBy: [desc(companies.updatedAt), desc(companies.id)],
    total: countRows(db, companies, where),
  };
  return paginate(source, query, async (rows) => {
    const countries = await dictLabels(
      db,
      'country',
      rows.map((r) => r.countryId),
      language,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind as Company['kind'],
      countryId: row.countryId,
      countryName: countries.get(row.countryId ?? '') ?? null,
      registrationNo: row.registrationNo,
      status: row.status as Company['status'],
      traceStatus: row.traceStatus as Company['traceStatus'],
      syStatus: row.syStatus,
      syEndTime: iso(row.syEndTime),
      createTime: row.createdAt.toISOString(),
    }));
  });
}

export async function get(db: Database, principal: Principal, language: Language, id: string) {
  return toCompany(db, await visibleCompany(db, principal, id), principal, language);
}

export async function review(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  action: 'approve' | 'reject',
  remark: string | null,
) {
  await assertReviewer(db, principal, 'company');
  const status = await db.transaction((tx) => decide(tx, companyReview, id, action, actor, remark));
  return { status };
}

export function adminEdit(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
  body: CompanyBody,
) {
  return guarded(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(companies).set(columnsOf(body)).where(eq(companies.id, id)).returning();
      await writeAudit(tx, actor, { action: 'admin_edit', entity: 'company', entityId: id, before, after });
      return toCompany(tx, after!, principal, language);
    }),
  );
}

/** passed <-> paused, by administrators; the company is told why. */
export function setPaused(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
  reason: string | null,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!before) throw notFound();
    const pausing = reason !== null;
    if (pausing ? before.status !== 'passed' : before.status !== 'paused')
      throw new AppError(409, 'review.notAllowed');
    const [after] = await tx
      .update(companies)
      .set(pausing ? { status: 'paused', pauseReason: reason } : { status: 'passed', pauseReason: null })
      .where(eq(companies.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: pausing ? 'pause' : 'resume',
      entity: 'company',
      entityId: id,
      before,
      after,
    });
    await notifyOwner(tx, companyReview, after!, pausing ? 'reject' : 'approve', reason, actor.userId);
    return toCompany(tx, after!, principal, language);
  });
}

/** syEdit: syStatus 2 is "paused"; on birdnest it sets the pause flag that blocks binding and shipping. */
export function editTraceability(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  platform: string,
  id: string,
  body: { syStatus: number; syStartTime: string | null; syEndTime: string | null },
) {
  const traceStatus =
    body.syStatus === SY_STATUS.pending
      ? 'traceability_pending'
      : body.syStatus === SY_STATUS.notTraceable
        ? 'not_traceable'
        : 'traceable';
  return db.transaction(async (tx: Tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(companies)
      .set({
        syStatus: body.syStatus,
        traceStatus,
        tracePause: platform === 'birdnest' && body.syStatus === SY_STATUS.paused,
        syStartTime: body.syStartTime ? new Date(body.syStartTime) : null,
        syEndTime: body.syEndTime ? new Date(body.syEndTime) : null,
      })
      .where(eq(companies.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'edit_traceability',
      entity: 'company',
      entityId: id,
      before,
      after,
    });
    return toCompany(tx, after!, principal, language);
  });
}
