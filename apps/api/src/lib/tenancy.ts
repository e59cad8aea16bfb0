import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from './principal';

/**
 * What part of the data a caller may see (ARCHITECTURE "Tenancy"). Every repo turns it into a WHERE
 * condition with `tenantCondition`, so scoping is written once.
 */
export type TenantScope =
  | { kind: 'all' }
  | { kind: 'company'; corpId: string }
  | { kind: 'certBody'; certBodyId: string }
  | { kind: 'auditor'; userId: string; certBodyId: string | null }
  | { kind: 'printer'; printingFactoryId: string }
  | { kind: 'own'; userId: string };

export function tenantScope(principal: Principal): TenantScope {
  // Partner keys reach only the partner API, which scopes by the companies' grants instead.
  if (principal.kind === 'partner') throw new Error('a partner key has no tenant scope');
  switch (principal.userType) {
    case 'admin':
      return { kind: 'all' };
    case 'cert_body':
      return principal.certBodyId
        ? { kind: 'certBody', certBodyId: principal.certBodyId }
        : { kind: 'own', userId: principal.userId };
    case 'auditor':
      return { kind: 'auditor', userId: principal.userId, certBodyId: principal.certBodyId };
    case 'printer':
      return principal.printingFactoryId
        ? { kind: 'printer', printingFactoryId: principal.printingFactoryId }
        : { kind: 'own', userId: principal.userId };
    default:
      return principal.corpId
        ? { kind: 'company', corpId: principal.corpId }
        : { kind: 'own', userId: principal.userId };
  }
}

/** The columns of a table that tie a row to a tenant; a table names those it has. */
export interface TenantColumns {
  corpId?: AnyColumn;
  certBodyId?: AnyColumn;
  printingFactoryId?: AnyColumn;
  /** The user who owns or created the row. */
  userId?: AnyColumn;
}

/**
 * The WHERE condition limiting a query to the caller's tenant; `undefined` for admins (no limit).
 * A scope the table cannot express matches nothing, so a missing column never leaks rows.
 */
export function tenantCondition(scope: TenantScope, columns: TenantColumns): SQL | undefined {
  const none = sql`false`;
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return columns.corpId ? eq(columns.corpId, scope.corpId) : none;
    case 'certBody':
      return columns.certBodyId ? eq(columns.certBodyId, scope.certBodyId) : none;
    case 'printer':
      return columns.printingFactoryId ? eq(columns.printingFactoryId, scope.printingFactoryId) : none;
    case 'auditor':
    case 'own':
      return columns.userId ? eq(columns.userId, scope.userId) : none;
  }
}

/**
 * Rows of the caller's own company, whatever the caller's role: the scope of company-owned records that
 * only a reviewer role widens. A caller without a company matches nothing.
 */
export function ownCompanyCondition(principal: Pick<Principal, 'corpId'>, corpColumn: AnyColumn): SQL {
  return principal.corpId
    ? tenantCondition({ kind: 'company', corpId: principal.corpId }, { corpId: corpColumn })!
    : sql`false`;
}
