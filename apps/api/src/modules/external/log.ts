import { PassThrough, type Readable } from 'node:stream';
import {
  type Language,
  PARTNER_ACCESS_EXPORT_MAX,
  PARTNER_RESOURCE_NAMES,
  type PartnerAccess,
  type PartnerResource,
  translate,
  type ZPartnerAccessExportQuery,
  type ZPartnerAccessQuery,
} from '@trace/contracts';
import { writeSheet } from '@trace/core';
import type { Sql } from '@trace/db';
import type { z } from 'zod';
import { pageOf, pageWindow } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantScope } from '../../lib/tenancy';

type Filters = z.infer<typeof ZPartnerAccessExportQuery>;
type Fragment = ReturnType<Sql>;

/**
 * The calls a caller may read among those matching the filters: every call for administrators, the
 * calls that reached its own company's data for a company. Days are UTC; the range picks partitions.
 */
function matching(sql: Sql, principal: Principal, filters: Filters): Fragment {
  const scope = tenantScope(principal);
  const parts: Fragment[] = [
    scope.kind === 'all'
      ? sql`true`
      : scope.kind === 'company'
        ? sql`l.corp_id = ${scope.corpId}`
        : sql`false`,
  ];
  if (filters.appId) parts.push(sql`l.app_id = ${filters.appId}`);
  if (filters.keyId) parts.push(sql`l.key_id = ${filters.keyId}`);
  if (filters.corpId) parts.push(sql`l.corp_id = ${filters.corpId}`);
  if (filters.resource) parts.push(sql`l.resource = ${filters.resource}`);
  if (filters.outcome === 'ok') parts.push(sql`l.status < 400`);
  if (filters.outcome === 'error') parts.push(sql`l.status >= 400`);
  if (filters.atFrom) parts.push(sql`l.at >= ${filters.atFrom}::date::timestamp at time zone 'UTC'`);
  if (filters.atTo) parts.push(sql`l.at < (${filters.atTo}::date + 1)::timestamp at time zone 'UTC'`);
  return parts.reduce((all, part) => sql`${all} and ${part}`);
}

const SELECT = (sql: Sql) => sql`
  l.id::text as id, l.at, l.key_id as "keyId", k.prefix as "keyPrefix", l.app_id as "appId",
  a.name as "appName", l.corp_id as "corpId", c.name as "corpName", l.method, l.route, l.resource,
  l.status, l.ip, l.duration_ms as "durationMs"
  from partner_access_log l
  join api_keys k on k.id = l.key_id
  join partner_apps a on a.id = l.app_id
  left join companies c on c.id = l.corp_id`;

/** Timestamps arrive as text from this connection. */
type Row = Omit<PartnerAccess, 'at'> & { at: string | Date };
const atOf = (row: Row) => new Date(row.at).toISOString();
const toAccess = (row: Row): PartnerAccess => ({ ...row, at: atOf(row) });

export async function listAccess(sql: Sql, principal: Principal, query: z.infer<typeof ZPartnerAccessQuery>) {
  const where = matching(sql, principal, query);
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    sql<
      Row[]
    >`select ${SELECT(sql)} where ${where} order by l.at desc, l.id desc limit ${limit} offset ${offset}`,
    sql<{ total: number }[]>`select count(*)::int as total from partner_access_log l where ${where}`,
  ]);
  return pageOf(rows.map(toAccess), count?.total ?? 0, query);
}

/** The matching calls as an xlsx, newest first, read with a cursor and written as a stream. */
export function exportAccess(sql: Sql, principal: Principal, filters: Filters, language: Language): Readable {
  const where = matching(sql, principal, filters);
  const out = new PassThrough();
  const t = (key: Parameters<typeof translate>[0]) => translate(key, language);
  async function* rows() {
    const cursor = sql<Row[]>`select ${SELECT(sql)} where ${where}
      order by l.at desc, l.id desc limit ${PARTNER_ACCESS_EXPORT_MAX}`.cursor(2000);
    for await (const batch of cursor)
      for (const row of batch)
        yield [
          atOf(row),
          row.appName,
          row.keyPrefix,
          row.corpName ?? '',
          row.method,
          row.route,
          row.resource ? PARTNER_RESOURCE_NAMES[row.resource as PartnerResource][language] : '',
          row.status,
          row.ip,
          row.durationMs,
        ];
  }
  const header = [
    'partner.log.at',
    'partner.log.app',
    'partner.log.key',
    'partner.log.company',
    'partner.log.method',
    'partner.log.route',
    'partner.log.resource',
    'partner.log.status',
    'partner.log.ip',
    'partner.log.duration',
  ] as const;
  writeSheet(out, t('partner.log.sheet'), header.map(t), rows()).catch((error: Error) => out.destroy(error));
  return out;
}
