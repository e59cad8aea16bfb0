import { gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../lib/principal';
import { type TenantColumns, tenantCondition, tenantScope } from '../../lib/tenancy';

/** A date alone means the whole day: `createdTo=2026-11-21` includes that day. */
const endOf = (bound: string) =>
  bound.length === 10 ? new Date(new Date(bound).getTime() + 24 * 3600_000 - 1) : new Date(bound);

/** The `createdFrom` / `createdTo` filter of the list pages on a timestamp column. */
export function createdBetween(column: PgColumn, query: { createdFrom?: string; createdTo?: string }) {
  return [
    query.createdFrom ? gte(column, new Date(query.createdFrom)) : undefined,
    query.createdTo ? lte(column, endOf(query.createdTo)) : undefined,
  ];
}

/** Members, reviews and feedback belong to the company of the scanned label: a company sees its own. */
export const ownedBy = (principal: Principal, corpId: PgColumn): SQL | undefined =>
  tenantCondition(tenantScope(principal), { corpId } satisfies TenantColumns);
