import { type Language, regionName, type StatDimension, type StatKey, translate } from '@trace/contracts';
import { birdHouses, companies, customsInfos, type DbOrTx, printingFactories, products } from '@trace/db';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { dictLabels } from '../../lib/dictionaries';

/** Names of the ids of a page of rows, per dimension, in the request language. */
export interface NameMaps {
  key(dimension: StatDimension, id: string | null): StatKey;
  /** The name of a breakdown's "others" item. */
  others: string;
}

const present = (ids: (string | null)[] | undefined) => [
  ...new Set((ids ?? []).filter((id): id is string => id !== null)),
];

/** Id → name of the listed rows of a table: one query, nothing when no ids. */
async function namesById(
  db: DbOrTx,
  table: AnyPgTable,
  id: AnyPgColumn,
  name: SQL | AnyPgColumn,
  ids: string[],
) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: sql<string>`${id}`, name: sql<string>`${name}` })
    .from(table)
    .where(inArray(id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Companies' names. */
export const companyNames = (db: DbOrTx, ids: string[]) =>
  namesById(db, companies, companies.id, companies.name, ids);

/** Products' names as the platform shows them (the replacement name first). */
export const productNames = (db: DbOrTx, ids: string[]) =>
  namesById(
    db,
    products,
    products.id,
    sql`coalesce(${products.replaceProductName}, ${products.productName})`,
    ids,
  );

const houseNames = (db: DbOrTx, ids: string[]) =>
  namesById(db, birdHouses, birdHouses.id, birdHouses.name, ids);

const printerNames = (db: DbOrTx, ids: string[]) =>
  namesById(db, printingFactories, printingFactories.id, printingFactories.name, ids);

/**
 * A port's dictionary label, or the name saved with its latest customs record when the dictionary lost
 * it: one probe of `customs_infos_port_idx` per port, however many records a port has.
 */
async function portNames(db: DbOrTx, language: Language, values: string[]) {
  if (values.length === 0) return new Map<string, string>();
  const [labels, saved] = await Promise.all([
    dictLabels(db, 'port', values, language),
    db.execute<{ port: string; name: string | null }>(sql`select v.port, (
        select ${customsInfos.portName} from ${customsInfos} where ${customsInfos.port} = v.port
        order by ${customsInfos.updatedAt} desc limit 1
      ) as name
      from (values ${sql.join(
        values.map((value) => sql`(${value})`),
        sql`, `,
      )}) v(port)`),
  ]);
  const names = new Map<string, string>();
  for (const row of saved) if (row.name !== null) names.set(row.port, row.name);
  for (const [value, label] of labels) if (label) names.set(value, label);
  return names;
}

/** Looks the names of the listed ids up, one query per kind of dimension. */
export async function keyNames(
  db: DbOrTx,
  language: Language,
  ids: Partial<Record<StatDimension, (string | null)[]>>,
): Promise<NameMaps> {
  const [company, product, printer, port, house] = await Promise.all([
    companyNames(db, present([...(ids.company ?? []), ...(ids.importer ?? [])])),
    productNames(db, present(ids.product)),
    printerNames(db, present(ids.printer)),
    portNames(db, language, present(ids.port)),
    houseNames(db, present(ids.house)),
  ]);
  const unknown = translate('stats.unknown', language);
  const maps: Partial<Record<StatDimension, Map<string, string>>> = {
    company,
    importer: company,
    product,
    printer,
    port,
    house,
  };
  return {
    key(dimension, id) {
      if (id === null)
        return { id, name: dimension === 'printer' ? translate('stats.notAssigned', language) : unknown };
      if (dimension === 'country' || dimension === 'originCountry')
        return { id, name: regionName(id, language) };
      return { id, name: maps[dimension]?.get(id) ?? id };
    },
    others: translate('stats.others', language),
  };
}
