import { APPROVED_REVIEW_STATES, type Language, type PublicBirdHouse } from '@trace/contracts';
import { batches, birdHouses, type DbOrTx, rawMaterials, rawMaterialUses } from '@trace/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dictLabels } from '../../lib/dictionaries';

/**
 * The passed bird houses a batch's raw material came from (decision 0033): a raw-material batch's own
 * house; for any other batch, the houses of the raw-material batches whose labels it used. Only the
 * public fields: name, where (country, province, city), year built and the first photo.
 */
export async function birdHousesOfBatch(
  db: DbOrTx,
  batch: { id: string; kind: string; houseId: string | null },
  language: Language,
): Promise<PublicBirdHouse[]> {
  let ids: string[];
  if (batch.kind === 'raw_material') {
    ids = batch.houseId ? [batch.houseId] : [];
  } else {
    const rows = await db
      .selectDistinct({ houseId: batches.houseId })
      .from(rawMaterialUses)
      .innerJoin(rawMaterials, eq(rawMaterials.excode, rawMaterialUses.excode))
      .innerJoin(batches, eq(batches.id, rawMaterials.batchId))
      .where(and(eq(rawMaterialUses.batchId, batch.id), sql`${batches.houseId} is not null`));
    ids = rows.map((row) => row.houseId!);
  }
  if (ids.length === 0) return [];
  const houses = await db
    .select()
    .from(birdHouses)
    .where(and(inArray(birdHouses.id, ids), inArray(birdHouses.reviewStatus, [...APPROVED_REVIEW_STATES])))
    .orderBy(birdHouses.name);
  const countries = await dictLabels(
    db,
    'country',
    houses.map((house) => house.countryId),
    language,
  );
  return houses.map((house) => ({
    id: house.id,
    name: house.name,
    countryName: countries.get(house.countryId) ?? null,
    province: house.province,
    city: house.city,
    yearBuilt: house.yearBuilt,
    photo: house.photos[0] ?? null,
  }));
}
