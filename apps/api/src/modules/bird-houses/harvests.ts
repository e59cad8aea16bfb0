import {
  HARVEST_GRADE_NAMES,
  type Harvest,
  type HarvestGrade,
  type Language,
  type ZHarvestBody,
} from '@trace/contracts';
import { toDisplayWeight, toStoredWeight } from '@trace/core';
import { birdHouseHarvests, birdHouses, type Database, type DbOrTx } from '@trace/db';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { canReview } from '../../lib/review';
import { ownCompanyCondition } from '../../lib/tenancy';
import { approvedOwnHouse } from './service';

type HarvestRow = typeof birdHouseHarvests.$inferSelect;

export function toHarvest(row: HarvestRow, language: Language): Harvest {
  const grade = row.grade as HarvestGrade;
  return {
    id: row.id,
    houseId: row.houseId,
    harvestDate: row.harvestDate,
    weight: toDisplayWeight(row.weight),
    grade,
    gradeName: HARVEST_GRADE_NAMES[grade]?.[language] ?? row.grade,
    remark: row.remark,
    createTime: row.createdAt.toISOString(),
  };
}

/** A house the caller may see: its own company's, or any for reviewers of bird houses; else 404. */
async function visibleHouse(db: DbOrTx, principal: Principal, id: string) {
  const reviewer = await canReview(db, principal, 'bird_house');
  const [house] = await db
    .select({ id: birdHouses.id, corpId: birdHouses.corpId })
    .from(birdHouses)
    .where(
      and(eq(birdHouses.id, id), reviewer ? undefined : ownCompanyCondition(principal, birdHouses.corpId)),
    );
  if (!house) throw notFound();
  return house;
}

/** A house of the caller's own company (harvests are written by the owner only); else 404. */
async function ownHouse(db: DbOrTx, principal: Principal, id: string) {
  const [house] = await db
    .select({ id: birdHouses.id, corpId: birdHouses.corpId })
    .from(birdHouses)
    .where(and(eq(birdHouses.id, id), ownCompanyCondition(principal, birdHouses.corpId)));
  if (!house) throw notFound();
  return house;
}

export async function listHarvests(
  db: Database,
  principal: Principal,
  language: Language,
  houseId: string,
  query: { page: number; pageSize: number },
) {
  await visibleHouse(db, principal, houseId);
  const where = eq(birdHouseHarvests.houseId, houseId);
  return paginate(
    {
      rows: db.select().from(birdHouseHarvests).where(where).$dynamic(),
      orderBy: [
        desc(birdHouseHarvests.harvestDate),
        desc(birdHouseHarvests.createdAt),
        desc(birdHouseHarvests.id),
      ],
      total: countRows(db, birdHouseHarvests, where),
    },
    query,
    (rows) => (rows as HarvestRow[]).map((row) => toHarvest(row, language)),
  );
}

/** Records a harvest of a passed house of the caller's company (weights stored as display x rate). */
export async function addHarvest(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  houseId: string,
  body: z.output<typeof ZHarvestBody>,
) {
  const house = await ownHouse(db, principal, houseId);
  if (!(await approvedOwnHouse(db, house.corpId, houseId))) throw new AppError(409, 'birdHouse.notPassed');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(birdHouseHarvests)
      .values({
        houseId,
        corpId: house.corpId,
        harvestDate: body.harvestDate,
        weight: toStoredWeight(body.weight),
        grade: body.grade,
        remark: body.remark || null,
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'bird_house_harvest',
      entityId: row!.id,
      after: row,
    });
    return toHarvest(row!, language);
  });
}

export async function removeHarvest(
  db: Database,
  principal: Principal,
  actor: Actor,
  houseId: string,
  harvestId: string,
) {
  await ownHouse(db, principal, houseId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(birdHouseHarvests)
      .where(and(eq(birdHouseHarvests.id, harvestId), eq(birdHouseHarvests.houseId, houseId)))
      .returning();
    if (!row) throw notFound();
    await writeAudit(tx, actor, {
      action: 'delete',
      entity: 'bird_house_harvest',
      entityId: harvestId,
      before: row,
    });
  });
  return null;
}
