import type { Language } from '@trace/contracts';
import { type DbOrTx, dictItems, dictTypes } from '@trace/db';
import { and, eq, inArray } from 'drizzle-orm';

/** Labels of some values of a dictionary in a language (value -> label), in one query. */
export async function dictLabels(
  db: DbOrTx,
  code: string,
  values: (string | null | undefined)[],
  language: Language,
) {
  const wanted = [...new Set(values.filter((v): v is string => !!v))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ value: dictItems.value, label: dictItems.label })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(eq(dictTypes.code, code), inArray(dictItems.value, wanted)));
  return new Map(rows.map((row) => [row.value, row.label[language]]));
}
