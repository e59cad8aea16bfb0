import {
  GINSENG_ACTIVITY_NAMES,
  type GinsengActivity,
  type GinsengFarm,
  type GinsengPlot,
  type GinsengPlotOption,
  type GinsengRecord,
  ginsengName,
  ginsengRootAge,
  type Language,
  regionName,
  type ScanGinseng,
} from '@trace/contracts';
import {
  batches,
  companies,
  type DbOrTx,
  ginsengFarms,
  ginsengPlots,
  ginsengCultivationRecords as records,
} from '@trace/db';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { likePattern } from '../../lib/like';
import type { Principal } from '../../lib/principal';
import { type FarmRow, type PlotRow, plotScope } from './access';

/** Stored numerics (hectares, degrees) as numbers. */
const num = (value: string | null) => (value === null ? null : Number(value));
/** Hectares as whole hundredths, so sums and comparisons are exact. */
export const hundredths = (value: number | string) => Math.round(Number(value) * 100);
export const hectares = (value: number) => (value / 100).toFixed(2);

/** The hectares assigned to a farm's plots (leaving one plot out, when it is being changed). */
export async function plottedHundredths(db: DbOrTx, farmId: string, exceptPlotId?: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ginsengPlots.area}), 0)::text` })
    .from(ginsengPlots)
    .where(
      and(eq(ginsengPlots.farmId, farmId), exceptPlotId ? ne(ginsengPlots.id, exceptPlotId) : undefined),
    );
  return hundredths(row?.total ?? '0');
}

export async function toFarms(db: DbOrTx, rows: FarmRow[], language: Language): Promise<GinsengFarm[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [corps, plotTotals] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...new Set(rows.map((row) => row.corpId))])),
    db
      .select({
        farmId: ginsengPlots.farmId,
        plots: count(),
        area: sql<string>`coalesce(sum(${ginsengPlots.area}), 0)::text`,
      })
      .from(ginsengPlots)
      .where(inArray(ginsengPlots.farmId, ids))
      .groupBy(ginsengPlots.farmId),
  ]);
  return rows.map((row) => {
    const plots = plotTotals.find((total) => total.farmId === row.id);
    return {
      id: row.id,
      corpId: row.corpId,
      corpName: corps.find((corp) => corp.id === row.corpId)?.name ?? '',
      name: row.name,
      region: row.region,
      regionName: regionName(row.region, language),
      city: row.city,
      address: row.address,
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      area: Number(row.area),
      plottedArea: Number(plots?.area ?? 0),
      plotCount: plots?.plots ?? 0,
      remark: row.remark,
      createTime: row.createdAt.toISOString(),
      updateTime: row.updatedAt.toISOString(),
    };
  });
}

/** The year of each plot's first harvest record. */
async function harvestYears(db: DbOrTx, plotIds: string[]) {
  if (plotIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ plotId: records.plotId, first: sql<string>`min(${records.date})::text` })
    .from(records)
    .where(and(inArray(records.plotId, plotIds), eq(records.activity, 'harvest')))
    .groupBy(records.plotId);
  return new Map(rows.map((row) => [row.plotId, Number(row.first.slice(0, 4))]));
}

export async function toPlots(db: DbOrTx, rows: PlotRow[]): Promise<GinsengPlot[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [harvests, recordCounts, batchCounts] = await Promise.all([
    harvestYears(db, ids),
    db
      .select({ plotId: records.plotId, n: count() })
      .from(records)
      .where(inArray(records.plotId, ids))
      .groupBy(records.plotId),
    db
      .select({ plotId: batches.ginsengPlotId, n: count() })
      .from(batches)
      .where(inArray(batches.ginsengPlotId, ids))
      .groupBy(batches.ginsengPlotId),
  ]);
  const thisYear = new Date().getUTCFullYear();
  return rows.map((row) => {
    const harvestYear = harvests.get(row.id) ?? null;
    return {
      id: row.id,
      farmId: row.farmId,
      name: row.name,
      area: Number(row.area),
      plantingYear: row.plantingYear,
      harvestYear,
      rootAge: ginsengRootAge(row.plantingYear, harvestYear, thisYear),
      soilType: row.soilType as GinsengPlot['soilType'],
      shadeType: row.shadeType as GinsengPlot['shadeType'],
      recordCount: recordCounts.find((entry) => entry.plotId === row.id)?.n ?? 0,
      batchCount: batchCounts.find((entry) => entry.plotId === row.id)?.n ?? 0,
      createTime: row.createdAt.toISOString(),
    };
  });
}

export async function plotsOfFarm(db: DbOrTx, farmId: string) {
  const rows = await db
    .select()
    .from(ginsengPlots)
    .where(eq(ginsengPlots.farmId, farmId))
    .orderBy(asc(ginsengPlots.name), asc(ginsengPlots.id));
  return toPlots(db, rows);
}

export const toRecord = (row: typeof records.$inferSelect): GinsengRecord => ({
  id: row.id,
  plotId: row.plotId,
  date: row.date,
  activity: row.activity as GinsengActivity,
  description: row.description,
  inputs: row.inputs,
  operator: row.operator,
  createTime: row.createdAt.toISOString(),
});

export async function recordsOfPlot(db: DbOrTx, plotId: string) {
  const rows = await db
    .select()
    .from(records)
    .where(eq(records.plotId, plotId))
    .orderBy(desc(records.date), desc(records.createdAt));
  return rows.map(toRecord);
}

/** The plots a batch may name: the caller's company's (every company's for administrators). */
export async function plotOptions(
  db: DbOrTx,
  principal: Principal,
  keyword: string | undefined,
): Promise<GinsengPlotOption[]> {
  const pattern = keyword ? likePattern(keyword) : undefined;
  return db
    .select({
      id: ginsengPlots.id,
      name: ginsengPlots.name,
      farmId: ginsengFarms.id,
      farmName: ginsengFarms.name,
      plantingYear: ginsengPlots.plantingYear,
    })
    .from(ginsengPlots)
    .innerJoin(ginsengFarms, eq(ginsengFarms.id, ginsengPlots.farmId))
    .where(
      and(
        plotScope(principal),
        pattern ? or(ilike(ginsengPlots.name, pattern), ilike(ginsengFarms.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(ginsengFarms.name), asc(ginsengPlots.name))
    .limit(200);
}

/** The named plot of each batch, with its farm (batch pages). */
export async function batchPlots(db: DbOrTx, plotIds: (string | null)[]) {
  const ids = [...new Set(plotIds.filter((id): id is string => id !== null))];
  if (ids.length === 0)
    return new Map<string, { id: string; name: string; farmId: string; farmName: string }>();
  const rows = await db
    .select({
      id: ginsengPlots.id,
      name: ginsengPlots.name,
      farmId: ginsengFarms.id,
      farmName: ginsengFarms.name,
    })
    .from(ginsengPlots)
    .innerJoin(ginsengFarms, eq(ginsengFarms.id, ginsengPlots.farmId))
    .where(inArray(ginsengPlots.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the public scan page shows of a batch's plot: its farm, the plot and its records. */
export async function scanGinseng(
  db: DbOrTx,
  plotId: string | null,
  language: Language,
): Promise<ScanGinseng | null> {
  if (!plotId) return null;
  const [row] = await db
    .select({ plot: ginsengPlots, farm: ginsengFarms })
    .from(ginsengPlots)
    .innerJoin(ginsengFarms, eq(ginsengFarms.id, ginsengPlots.farmId))
    .where(eq(ginsengPlots.id, plotId));
  if (!row) return null;
  const [plot] = await toPlots(db, [row.plot]);
  const shown = await recordsOfPlot(db, plotId);
  return {
    farm: {
      name: row.farm.name,
      region: row.farm.region,
      regionName: regionName(row.farm.region, language),
      city: row.farm.city,
    },
    plot: {
      name: plot!.name,
      area: plot!.area,
      plantingYear: plot!.plantingYear,
      rootAge: plot!.rootAge,
    },
    records: shown.map((record) => ({
      date: record.date,
      activity: record.activity,
      activityName: ginsengName(GINSENG_ACTIVITY_NAMES, record.activity, language),
      description: record.description,
    })),
  };
}
