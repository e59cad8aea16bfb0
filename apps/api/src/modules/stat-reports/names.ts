import { type Language, regionName, type StatDimension, type StatKey, translate } from '@trace/contracts';
import { companies, customsInfos, type DbOrTx, printingFactories, products } from '@trace/db';
import { desc, inArray, sql } from 'drizzle-orm';
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

async function companyNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function productNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      id: products.id,
      name: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function printerNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: printingFactories.id, name: printingFactories.name })
    .from(printingFactories)
    .where(inArray(printingFactories.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A port's dictionary label, or the name saved with its latest customs record when the dictionary lost it. */
async function portNames(db: DbOrTx, language: Language, values: string[]) {
  if (values.length === 0) return new Map<string, string>();
  const [labels, saved] = await Promise.all([
    dictLabels(db, 'port', values, language),
    db
      .selectDistinctOn([customsInfos.port], { port: customsInfos.port, name: customsInfos.portName })
      .from(customsInfos)
      .where(inArray(customsInfos.port, values))
      .orderBy(customsInfos.port, desc(customsInfos.updatedAt)),
  ]);
  const names = new Map(saved.map((row) => [row.port, row.name]));
  for (const [value, label] of labels) if (label) names.set(value, label);
  return names;
}

/** Looks the names of the listed ids up, one query per kind of dimension. */
export async function keyNames(
  db: DbOrTx,
  language: Language,
  ids: Partial<Record<StatDimension, (string | null)[]>>,
): Promise<NameMaps> {
  const [company, product, printer, port] = await Promise.all([
    companyNames(db, present([...(ids.company ?? []), ...(ids.importer ?? [])])),
    productNames(db, present(ids.product)),
    printerNames(db, present(ids.printer)),
    portNames(db, language, present(ids.port)),
  ]);
  const unknown = translate('stats.unknown', language);
  const maps: Partial<Record<StatDimension, Map<string, string>>> = {
    company,
    importer: company,
    product,
    printer,
    port,
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
