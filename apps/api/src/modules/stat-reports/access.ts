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

/** A part of the facts' WHERE, with the fact columns it reads (none when it is `false` or absent). */
export interface ConditionPart {
  columns: readonly string[];
  condition: SQL | undefined;
}

const nothing: ConditionPart = { columns: [], condition: sql`false` };

/**
 * The rows of a report the caller may see, over the facts alias `f`; no condition for the administrator.
 * A company sees the rows it takes part in, a certification body (and its auditors) those of its
 * clients, a printing factory the rows it prints for; anyone else nothing.
 */
export function reportScope(principal: Principal, source: ReportSource): ConditionPart {
  const scope = tenantScope(principal);
  switch (scope.kind) {
    case 'all':
      return { columns: [], condition: undefined };
    case 'company':
      return { columns: source.parties, condition: anyOf(source.parties, sql`${scope.corpId}::uuid`) };
    case 'certBody':
      return { columns: source.parties, condition: clientCondition(source, scope.certBodyId) };
    case 'auditor':
      return scope.certBodyId
        ? { columns: source.parties, condition: clientCondition(source, scope.certBodyId) }
        : nothing;
    case 'printer':
      return source.printerColumn
        ? {
            columns: [source.printerColumn],
            condition: sql`${column(source.printerColumn)} = ${scope.printingFactoryId}::uuid`,
          }
        : nothing;
    case 'own':
      return nothing;
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
