import type { ZGinsengFarmBody, ZGinsengPlotBody, ZGinsengRecordBody } from '@trace/contracts';
import { batches, ginsengCultivationRecords, ginsengFarms, ginsengPlots, type Tx } from '@trace/db';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../lib/audit';
import type { CrudResource } from '../../lib/crud';
import { conflict, fieldError } from '../../lib/errors';
import { ownCompanyMissing } from '../../lib/principal';
import type { RequestContext } from '../../lib/request-context';
import { type FarmRow, findFarm, findPlot, findRecord } from './access';
import { hectares, hundredths, plottedHundredths, toFarms, toPlots, toRecord } from './queries';

type FarmBody = z.infer<typeof ZGinsengFarmBody>;
type PlotBody = z.infer<typeof ZGinsengPlotBody>;
type RecordBody = z.infer<typeof ZGinsengRecordBody>;

const farmColumns = (body: FarmBody) => ({
  name: body.name,
  region: body.region,
  city: body.city,
  address: body.address || null,
  latitude: body.latitude === null ? null : String(body.latitude),
  longitude: body.longitude === null ? null : String(body.longitude),
  area: hectares(hundredths(body.area)),
  remark: body.remark || null,
});

/** Whether a batch names one of the farm's plots (or the one plot). */
async function namedByBatch(tx: Tx, where: { farmId: string } | { plotId: string }) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(batches)
    .innerJoin(ginsengPlots, eq(ginsengPlots.id, batches.ginsengPlotId))
    .where('farmId' in where ? eq(ginsengPlots.farmId, where.farmId) : eq(ginsengPlots.id, where.plotId))
    .limit(1);
  return !!row;
}

/** Farms as a managed resource: the company's own, searched by name, city and address. */
export const farmResource: CrudResource<FarmRow, unknown, FarmBody, FarmBody> = {
  entity: 'ginseng_farm',
  table: ginsengFarms,
  id: ginsengFarms.id,
  tenant: { corpId: ginsengFarms.corpId },
  search: [ginsengFarms.name, ginsengFarms.city, ginsengFarms.address],
  filter: (query) => [query.region ? eq(ginsengFarms.region, String(query.region)) : undefined],
  toItems: (db, rows, ctx) => toFarms(db, rows, ctx.language),
  toInsert: async (_tx, body, ctx) => {
    const corpId = ctx.principal.corpId;
    if (!corpId) throw ownCompanyMissing(ctx.principal);
    return { ...farmColumns(body), corpId, createdBy: ctx.actor.userId };
  },
  /** A farm never gets smaller than its plots together. */
  toUpdate: async (tx, body, before) => {
    const used = await plottedHundredths(tx, before.id);
    if (hundredths(body.area) < used)
      throw fieldError('area', 'ginseng.farmAreaBelowPlots', { used: hectares(used) });
    return farmColumns(body);
  },
  /** A farm whose plot a batch names stays: the scan pages of its goods show it. */
  async beforeDelete(tx, row) {
    if (await namedByBatch(tx, { farmId: row.id })) throw conflict('ginseng.farmInUse');
  },
};

/** Refuses plots that together would exceed the farm; the farm row is locked meanwhile. */
async function assertFits(tx: Tx, farm: FarmRow, area: number, exceptPlotId?: string) {
  const used = await plottedHundredths(tx, farm.id, exceptPlotId);
  const free = hundredths(farm.area) - used;
  if (hundredths(area) > free)
    throw fieldError('area', 'ginseng.plotAreaExceedsFarm', { free: hectares(free) });
}

const plotColumns = (body: PlotBody) => ({
  name: body.name,
  area: hectares(hundredths(body.area)),
  plantingYear: body.plantingYear,
  soilType: body.soilType,
  shadeType: body.shadeType,
});

async function onePlot(tx: Tx, id: string) {
  const [row] = await tx.select().from(ginsengPlots).where(eq(ginsengPlots.id, id));
  return (await toPlots(tx, [row!]))[0]!;
}

export async function createPlot({ db, principal, actor }: RequestContext, farmId: string, body: PlotBody) {
  return db.transaction(async (tx) => {
    const farm = await findFarm(tx, principal, farmId, true);
    await assertFits(tx, farm, body.area);
    const [row] = await tx
      .insert(ginsengPlots)
      .values({ ...plotColumns(body), farmId: farm.id, corpId: farm.corpId })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'ginseng_plot', entityId: row!.id, after: row });
    return onePlot(tx, row!.id);
  });
}

export async function updatePlot({ db, principal, actor }: RequestContext, id: string, body: PlotBody) {
  return db.transaction(async (tx) => {
    const before = await findPlot(tx, principal, id);
    const farm = await findFarm(tx, principal, before.farmId, true);
    await assertFits(tx, farm, body.area, id);
    const [after] = await tx
      .update(ginsengPlots)
      .set(plotColumns(body))
      .where(eq(ginsengPlots.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'ginseng_plot', entityId: id, before, after });
    return onePlot(tx, id);
  });
}

export async function removePlot({ db, principal, actor }: RequestContext, id: string) {
  await db.transaction(async (tx) => {
    const before = await findPlot(tx, principal, id);
    if (await namedByBatch(tx, { plotId: id })) throw conflict('ginseng.plotInUse');
    await tx.delete(ginsengPlots).where(eq(ginsengPlots.id, id));
    await writeAudit(tx, actor, { action: 'delete', entity: 'ginseng_plot', entityId: id, before });
  });
  return null;
}

export async function createRecord(
  { db, principal, actor }: RequestContext,
  plotId: string,
  body: RecordBody,
) {
  return db.transaction(async (tx) => {
    const plot = await findPlot(tx, principal, plotId);
    if (Number(body.date.slice(0, 4)) < plot.plantingYear)
      throw fieldError('date', 'ginseng.dateBeforePlanting', { year: plot.plantingYear });
    const [row] = await tx
      .insert(ginsengCultivationRecords)
      .values({
        plotId: plot.id,
        corpId: plot.corpId,
        date: body.date,
        activity: body.activity,
        description: body.description,
        inputs: body.inputs || null,
        operator: body.operator,
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'ginseng_record',
      entityId: row!.id,
      after: row,
    });
    return toRecord(row!);
  });
}

export async function removeRecord({ db, principal, actor }: RequestContext, id: string) {
  await db.transaction(async (tx) => {
    const before = await findRecord(tx, principal, id);
    await tx
      .delete(ginsengCultivationRecords)
      .where(and(eq(ginsengCultivationRecords.id, id), eq(ginsengCultivationRecords.plotId, before.plotId)));
    await writeAudit(tx, actor, { action: 'delete', entity: 'ginseng_record', entityId: id, before });
  });
  return null;
}
