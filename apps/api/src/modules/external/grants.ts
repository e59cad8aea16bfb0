import {
  EXTERNAL_GRANTS_MANAGE,
  PARTNER_GRANT_MAX_DAYS,
  type PartnerGrant,
  type PartnerGrantStatus,
  type PartnerResource,
  type ZApprovePartnerGrantBody,
  type ZCreatePartnerGrantBody,
  type ZPartnerGrantQuery,
  type ZPartnerGrantRequestFields,
} from '@trace/contracts';
import {
  companies,
  type Database,
  type DbOrTx,
  noticeToCompany,
  partnerApps,
  partnerGrants,
  users,
} from '@trace/db';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { paginate } from '../../lib/paging';
import { holds, type PartnerPrincipal, type Principal } from '../../lib/principal';
import { tenantScope } from '../../lib/tenancy';
import { checkEnd } from './apps';

type GrantRow = typeof partnerGrants.$inferSelect;
const iso = (date: Date | null) => date?.toISOString() ?? null;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function grantStatus(
  row: Pick<GrantRow, 'status' | 'grantedUntil'>,
  now = new Date(),
): PartnerGrantStatus {
  if (row.status === 'approved' && row.grantedUntil && row.grantedUntil <= now) return 'expired';
  return row.status as PartnerGrantStatus;
}

const decider = alias(users, 'decider');
const grantColumns = {
  grant: partnerGrants,
  appName: partnerApps.name,
  appPurpose: partnerApps.purpose,
  corpName: companies.name,
  decidedByName: decider.userName,
};
type GrantRead = {
  grant: GrantRow;
  appName: string;
  appPurpose: string;
  corpName: string;
  decidedByName: string | null;
};

const grantsJoined = (db: DbOrTx) =>
  db
    .select(grantColumns)
    .from(partnerGrants)
    .innerJoin(partnerApps, eq(partnerApps.id, partnerGrants.appId))
    .innerJoin(companies, eq(companies.id, partnerGrants.corpId))
    .leftJoin(decider, eq(decider.id, partnerGrants.decidedBy));

/** The company whose data it is decides; the company or an administrator ends a grant in force. */
function actionsFor(principal: Principal | null, row: GrantRow): PartnerGrant['actions'] {
  if (principal?.kind !== 'user' || !holds(principal, EXTERNAL_GRANTS_MANAGE)) return [];
  const own = principal.corpId === row.corpId;
  const status = grantStatus(row);
  if (status === 'pending') return own ? ['approve', 'refuse'] : [];
  if (status === 'approved' && (own || principal.userType === 'admin')) return ['revoke'];
  return [];
}

function toGrant(read: GrantRead, principal: Principal | null): PartnerGrant {
  const { grant } = read;
  return {
    id: grant.id,
    appId: grant.appId,
    appName: read.appName,
    appPurpose: read.appPurpose,
    corpId: grant.corpId,
    corpName: read.corpName,
    requested: grant.requested as PartnerResource[],
    requestedUntil: grant.requestedUntil.toISOString(),
    reason: grant.reason,
    granted: (grant.granted as PartnerResource[] | null) ?? null,
    grantedUntil: iso(grant.grantedUntil),
    status: grantStatus(grant),
    source: grant.source as 'partner' | 'admin',
    decisionNote: grant.decisionNote,
    decidedAt: iso(grant.decidedAt),
    decidedByName: read.decidedByName,
    revokedAt: iso(grant.revokedAt),
    revokeReason: grant.revokeReason,
    createTime: grant.createdAt.toISOString(),
    actions: actionsFor(principal, grant),
  };
}

/** Administrators see every grant; a company its own; anybody else none. */
function visibleTo(principal: Principal): SQL | undefined {
  const scope = tenantScope(principal);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'company') return eq(partnerGrants.corpId, scope.corpId);
  return sql`false`;
}

function statusCondition(status: PartnerGrantStatus): SQL {
  if (status === 'expired')
    return and(eq(partnerGrants.status, 'approved'), sql`${partnerGrants.grantedUntil} <= now()`)!;
  if (status === 'approved')
    return and(eq(partnerGrants.status, 'approved'), sql`${partnerGrants.grantedUntil} > now()`)!;
  return eq(partnerGrants.status, status);
}

export async function listGrants(
  db: Database,
  principal: Principal,
  query: z.infer<typeof ZPartnerGrantQuery>,
) {
  const conditions: (SQL | undefined)[] = [visibleTo(principal)];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(ilike(partnerApps.name, pattern), ilike(companies.name, pattern)));
  }
  if (query.status) conditions.push(statusCondition(query.status));
  if (query.appId) conditions.push(eq(partnerGrants.appId, query.appId));
  if (query.corpId) conditions.push(eq(partnerGrants.corpId, query.corpId));
  const where = and(...conditions);
  const source = {
    rows: grantsJoined(db).where(where).$dynamic(),
    // Waiting decisions first, then the newest.
    orderBy: [
      sql`(${partnerGrants.status} = 'pending') desc`,
      desc(partnerGrants.createdAt),
      desc(partnerGrants.id),
    ],
    total: db
      .select({ total: sql<number>`count(*)::int` })
      .from(partnerGrants)
      .innerJoin(partnerApps, eq(partnerApps.id, partnerGrants.appId))
      .innerJoin(companies, eq(companies.id, partnerGrants.corpId))
      .where(where),
  };
  return paginate(source, query, (rows) => rows.map((row) => toGrant(row, principal)));
}

async function readGrant(db: DbOrTx, principal: Principal | null, id: string, scope?: SQL) {
  const [row] = await grantsJoined(db).where(and(eq(partnerGrants.id, id), scope));
  if (!row) throw notFound();
  return toGrant(row, principal);
}

export const getGrant = (db: Database, principal: Principal, id: string) =>
  readGrant(db, principal, id, visibleTo(principal));

/** A new request: its end checked, one waiting request per partner and company, the company notified. */
async function fileRequest(
  db: Database,
  actor: Actor,
  input: z.infer<typeof ZPartnerGrantRequestFields> & { appId: string; corpId: string },
  source: 'partner' | 'admin',
  requestedBy: string | null,
) {
  const until = checkEnd(input.validUntil, 'validUntil', PARTNER_GRANT_MAX_DAYS);
  return db.transaction(async (tx) => {
    const [app] = await tx.select().from(partnerApps).where(eq(partnerApps.id, input.appId));
    if (!app) throw fieldError('appId', 'select.required');
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.corpId));
    if (!company) throw fieldError('corpId', 'select.required');
    const [row] = await tx
      .insert(partnerGrants)
      .values({
        appId: app.id,
        corpId: company.id,
        requested: input.resources,
        requestedUntil: until,
        reason: input.reason,
        source,
        requestedBy,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('partner.requestPending');
    await writeAudit(tx, actor, { action: 'create', entity: 'partner_grant', entityId: row.id, after: row });
    await noticeToCompany(tx, company.id, 'partner.requestNotice', {
      app: app.name,
      count: input.resources.length,
      until: dayOf(until),
    });
    return row.id;
  });
}

export async function createGrant(
  db: Database,
  actor: Actor,
  principal: Principal,
  body: z.infer<typeof ZCreatePartnerGrantBody>,
) {
  const id = await fileRequest(db, actor, body, 'admin', actor.userId);
  return readGrant(db, principal, id);
}

/** A partner's own request, naming the company by its registration number. */
export async function requestAccess(
  db: Database,
  actor: Actor,
  partner: PartnerPrincipal,
  body: z.infer<typeof ZPartnerGrantRequestFields> & { registrationNo: string },
) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.registrationNo, body.registrationNo));
  if (!company) throw fieldError('registrationNo', 'partner.companyUnknown');
  const id = await fileRequest(
    db,
    actor,
    { ...body, appId: partner.appId, corpId: company.id },
    'partner',
    null,
  );
  return partnerView(await readGrant(db, null, id));
}

/** What a partner sees of its requests: not who decided, nor its own purpose again. */
export function partnerView({ actions: _a, decidedByName: _d, appPurpose: _p, ...grant }: PartnerGrant) {
  return grant;
}

export async function partnerRequests(db: Database, partner: PartnerPrincipal) {
  const rows = await grantsJoined(db)
    .where(eq(partnerGrants.appId, partner.appId))
    .orderBy(desc(partnerGrants.createdAt))
    .limit(200);
  return rows.map((row) => partnerView(toGrant(row, null)));
}

/** Locks a grant the caller sees, and checks that it may do `action` on it now. */
type GrantAction = PartnerGrant['actions'][number];

async function lockedGrant(tx: DbOrTx, principal: Principal, id: string, action: GrantAction) {
  const [row] = await tx
    .select()
    .from(partnerGrants)
    .where(and(eq(partnerGrants.id, id), visibleTo(principal)))
    .for('update');
  if (!row) throw notFound();
  if (actionsFor(principal, row).includes(action)) return row;
  const status = grantStatus(row);
  if (action === 'revoke') throw conflict('partner.grantNotInForce');
  if (status !== 'pending') throw conflict('partner.grantNotPending');
  throw new AppError(403, 'partner.onlyCompanyDecides');
}

/**
 * One decision on a grant, in a transaction: the grant locked and the action checked, the change
 * `values` computes from the row as it was, the audit row, then `after` (notices).
 */
async function decide(
  db: Database,
  actor: Actor,
  principal: Principal,
  id: string,
  action: GrantAction,
  values: (before: GrantRow) => Partial<typeof partnerGrants.$inferInsert>,
  after?: (tx: DbOrTx, before: GrantRow) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const before = await lockedGrant(tx, principal, id, action);
    const [row] = await tx
      .update(partnerGrants)
      .set(values(before))
      .where(eq(partnerGrants.id, id))
      .returning();
    await writeAudit(tx, actor, { action, entity: 'partner_grant', entityId: id, before, after: row });
    await after?.(tx, before);
  });
  return readGrant(db, principal, id);
}

/** Approves as asked or narrowed: a subset of the asked resources, an end no later than the asked one. */
export const approveGrant = (
  db: Database,
  actor: Actor,
  principal: Principal,
  id: string,
  body: z.infer<typeof ZApprovePartnerGrantBody>,
) =>
  decide(db, actor, principal, id, 'approve', (before) => {
    const until = checkEnd(body.validUntil, 'validUntil', PARTNER_GRANT_MAX_DAYS);
    if (until > before.requestedUntil) throw fieldError('validUntil', 'partner.narrowOnly');
    if (body.resources.some((r) => !before.requested.includes(r)))
      throw fieldError('resources', 'partner.narrowOnly');
    return {
      status: 'approved',
      granted: body.resources,
      grantedUntil: until,
      decisionNote: body.note,
      decidedBy: actor.userId,
      decidedAt: new Date(),
    };
  });

export const refuseGrant = (db: Database, actor: Actor, principal: Principal, id: string, reason: string) =>
  decide(db, actor, principal, id, 'refuse', () => ({
    status: 'refused',
    decisionNote: reason,
    decidedBy: actor.userId,
    decidedAt: new Date(),
  }));

export const revokeGrant = (db: Database, actor: Actor, principal: Principal, id: string, reason: string) =>
  decide(
    db,
    actor,
    principal,
    id,
    'revoke',
    () => ({ status: 'revoked', revokedAt: new Date(), revokedBy: actor.userId, revokeReason: reason }),
    // The platform ending a company's grant tells the company; a company knows what it did itself.
    async (tx, before) => {
      if (principal.corpId === before.corpId) return;
      const [app] = await tx
        .select({ name: partnerApps.name })
        .from(partnerApps)
        .where(eq(partnerApps.id, before.appId));
      await noticeToCompany(tx, before.corpId, 'partner.grantRevokedNotice', {
        app: app?.name ?? '',
        reason,
      });
    },
  );
