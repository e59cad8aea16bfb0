import { type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../lib/principal';
import { tenantScope } from '../../lib/tenancy';
import type { ReportSource } from './sources';

const column = (name: string) => sql`f.${sql.identifier(name)}`;

/** Any of the columns equals the value (no columns: nothing matches). */
function anyOf(columns: readonly string[], value: SQL): SQL {
  if (columns.length === 0) return sql`false`;
  return sql`(${sql.join(
    columns.map((name) => sql`${column(name)} = ${value}`),
    sql` or `,
  )})`;
}

/** Clients of a certification body: the companies that applied to it. */
const clientsOf = (certBodyId: string) =>
  sql`(select a.corp_id from cert_applications a where a.cert_body_id = ${certBodyId})`;

/**
 * The rows of a report the caller may see, over the facts alias `f`; undefined for the administrator.
 * A company sees the rows it takes part in, a certification body (and its auditors) those of its
 * clients, a printing factory the rows it prints for; anyone else nothing.
 */
export function reportScope(principal: Principal, source: ReportSource): SQL | undefined {
  const scope = tenantScope(principal);
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return anyOf(source.parties, sql`${scope.corpId}::uuid`);
    case 'certBody':
      return clientCondition(source, scope.certBodyId);
    case 'auditor':
      return scope.certBodyId ? clientCondition(source, scope.certBodyId) : sql`false`;
    case 'printer':
      return source.printerColumn
        ? sql`${column(source.printerColumn)} = ${scope.printingFactoryId}::uuid`
        : sql`false`;
    case 'own':
      return sql`false`;
  }
}

/** The fact columns `reportScope` reads for the caller (none for the administrator, nor when it is `false`). */
export function scopeColumns(principal: Principal, source: ReportSource): readonly string[] {
  const scope = tenantScope(principal);
  switch (scope.kind) {
    case 'all':
    case 'own':
      return [];
    case 'company':
    case 'certBody':
    case 'auditor':
      return source.parties;
    case 'printer':
      return source.printerColumn ? [source.printerColumn] : [];
  }
}

function clientCondition(source: ReportSource, certBodyId: string): SQL {
  if (source.parties.length === 0) return sql`false`;
  return sql`(${sql.join(
    source.parties.map((name) => sql`${column(name)} in ${clientsOf(certBodyId)}`),
    sql` or `,
  )})`;
}

/** The company filter: any of the report's company columns (inside the caller's scope, so never wider). */
export const corpFilter = (source: ReportSource, corpId: string) =>
  anyOf(source.corpColumns, sql`${corpId}::uuid`);

export const factColumn = column;
