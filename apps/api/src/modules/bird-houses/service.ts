import {
  APPROVED_REVIEW_STATES,
  BIRD_HOUSE_MANAGE,
  type BirdHouse,
  hasApprovedVersion,
  type ZBirdHouseBody,
} from '@trace/contracts';
import { toDisplayWeight } from '@trace/core';
import { batches, birdHouseHarvests, birdHouses, companies, type DbOrTx, type Tx } from '@trace/db';
import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dictLabels } from '../../lib/dictionaries';
import { AppError, fieldError } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { holds } from '../../lib/principal';
import type { ReviewedContext, ReviewedResource } from '../../lib/reviewed-resource';
import { reviewActions } from '../../lib/reviewed-resource';
import { birdHouseReview } from './reviewables';

export type BirdHouseRow = typeof birdHouses.$inferSelect;
type Body = z.output<typeof ZBirdHouseBody>;

/** Harvest count and total stored weight of some houses, in one query. */
async function harvestTotals(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { count: number; weight: string }>();
  const rows = await db
    .select({
      houseId: birdHouseHarvests.houseId,
      count: count(),
      weight: sql<string>`coalesce(sum(${birdHouseHarvests.weight}), 0)::text`,
    })
    .from(birdHouseHarvests)
    .where(inArray(birdHouseHarvests.houseId, ids))
    .groupBy(birdHouseHarvests.houseId);
  return new Map(rows.map((row) => [row.houseId, { count: row.count, weight: row.weight }]));
}

/** A bird house (/yanHouseList) as the shared reviewed-resource mechanism serves it. */
export const birdHouseResource: ReviewedResource<BirdHouseRow, BirdHouse, Body> = {
  review: birdHouseReview,
  managePermission: BIRD_HOUSE_MANAGE,
  filter: (q) => {
    const keyword = typeof q.keyword === 'string' && q.keyword ? likePattern(q.keyword) : null;
    return [
      keyword
        ? or(
            ilike(birdHouses.name, keyword),
            ilike(birdHouses.province, keyword),
            ilike(birdHouses.city, keyword),
            ilike(birdHouses.licenceNo, keyword),
          )
        : undefined,
      q.corpId ? eq(birdHouses.corpId, q.corpId as string) : undefined,
    ];
  },
  async toItems(db, rows, info, ctx) {
    const ids = rows.map((row) => row.id);
    const corpIds = [...new Set(rows.map((row) => row.corpId))];
    const [corps, countries, totals] = await Promise.all([
      corpIds.length
        ? db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, corpIds))
        : [],
      dictLabels(
        db,
        'country',
        rows.map((row) => row.countryId),
        ctx.language,
      ),
      harvestTotals(db, ids),
    ]);
    const corpName = new Map(corps.map((corp) => [corp.id, corp.name]));
    const canManage = holds(ctx.principal, BIRD_HOUSE_MANAGE);
    return rows.map((row) => {
      const actions: BirdHouse['actions'] = reviewActions(
        { corpId: row.corpId, status: row.reviewStatus },
        birdHouseReview,
        ctx,
        canManage,
      );
      if (canManage && row.corpId === ctx.principal.corpId && hasApprovedVersion(row.reviewStatus))
        actions.push('harvest');
      const total = totals.get(row.id);
      return {
        id: row.id,
        corpId: row.corpId,
        corpName: corpName.get(row.corpId) ?? '',
        name: row.name,
        countryId: row.countryId,
        countryName: countries.get(row.countryId) ?? null,
        province: row.province,
        city: row.city,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
        area: Number(row.area),
        yearBuilt: row.yearBuilt,
        photos: row.photos,
        licenceNo: row.licenceNo,
        licenceFile: row.licenceFile,
        harvestCount: total?.count ?? 0,
        harvestWeight: toDisplayWeight(total?.weight ?? '0'),
        review: info.get(row.id)! as BirdHouse['review'],
        createTime: row.createdAt.toISOString(),
        updateTime: row.updatedAt.toISOString(),
        actions,
      };
    });
  },
  async toColumns(tx, body, ctx) {
    const country = (await dictLabels(tx, 'country', [body.countryId], ctx.language)).get(body.countryId);
    if (!country) throw fieldError('countryId', 'birdHouse.countryUnknown');
    return { ...body, area: String(body.area) };
  },
  async beforeDelete(tx, row) {
    const [harvest] = await tx
      .select({ one: sql<number>`1` })
      .from(birdHouseHarvests)
      .where(eq(birdHouseHarvests.houseId, row.id))
      .limit(1);
    const [batch] = await tx
      .select({ one: sql<number>`1` })
      .from(batches)
      .where(eq(batches.houseId, row.id))
      .limit(1);
    if (harvest || batch) throw new AppError(409, 'birdHouse.inUse');
  },
};

/** A house of the caller's company with an approved version (raw-material batches and harvests name these). */
export async function approvedOwnHouse(db: DbOrTx, corpId: string, houseId: string) {
  const [house] = await db
    .select({ id: birdHouses.id, name: birdHouses.name, reviewStatus: birdHouses.reviewStatus })
    .from(birdHouses)
    .where(and(eq(birdHouses.id, houseId), eq(birdHouses.corpId, corpId)));
  return house && hasApprovedVersion(house.reviewStatus) ? house : null;
}

/**
 * The house a batch may name: only raw-material batches, only a passed house of the batch's company.
 * Answers the column value (null when none is named).
 */
export async function houseForBatch(
  tx: Tx | DbOrTx,
  corpId: string,
  kind: string,
  houseId: string | null,
): Promise<string | null> {
  if (!houseId) return null;
  if (kind !== 'raw_material') throw fieldError('houseId', 'birdHouse.onlyRawMaterial');
  if (!(await approvedOwnHouse(tx, corpId, houseId))) throw fieldError('houseId', 'birdHouse.houseNotFound');
  return houseId;
}

/** Names of some houses (batch pages show the house a raw-material batch came from). */
export async function houseNames(db: DbOrTx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: birdHouses.id, name: birdHouses.name })
    .from(birdHouses)
    .where(inArray(birdHouses.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The caller's company's approved houses, for the raw-material batch form. */
export async function houseOptions(db: DbOrTx, corpId: string | null, keyword: string | undefined) {
  if (!corpId) return [];
  const rows = await db
    .select({ id: birdHouses.id, name: birdHouses.name })
    .from(birdHouses)
    .where(
      and(
        eq(birdHouses.corpId, corpId),
        inArray(birdHouses.reviewStatus, [...APPROVED_REVIEW_STATES]),
        keyword ? ilike(birdHouses.name, likePattern(keyword)) : undefined,
      ),
    )
    .orderBy(birdHouses.name)
    .limit(50);
  return rows.map((row) => ({ value: row.id, label: row.name }));
}

export type { ReviewedContext };
