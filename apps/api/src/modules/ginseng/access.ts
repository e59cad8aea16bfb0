import { type DbOrTx, ginsengCultivationRecords, ginsengFarms, ginsengPlots } from '@trace/db';
import { and, eq } from 'drizzle-orm';
import { fieldError, notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';

/**
 * Ginseng farms, plots and records belong to a company: its people see its own, administrators every
 * company's. Another company's id answers 404.
 */
export const farmScope = (principal: Principal) =>
  tenantCondition(tenantScope(principal), { corpId: ginsengFarms.corpId });
export const plotScope = (principal: Principal) =>
  tenantCondition(tenantScope(principal), { corpId: ginsengPlots.corpId });
const recordScope = (principal: Principal) =>
  tenantCondition(tenantScope(principal), { corpId: ginsengCultivationRecords.corpId });

export type FarmRow = typeof ginsengFarms.$inferSelect;
export type PlotRow = typeof ginsengPlots.$inferSelect;

export async function findFarm(db: DbOrTx, principal: Principal, id: string, lock = false): Promise<FarmRow> {
  const query = db
    .select()
    .from(ginsengFarms)
    .where(and(eq(ginsengFarms.id, id), farmScope(principal)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function findPlot(db: DbOrTx, principal: Principal, id: string): Promise<PlotRow> {
  const [row] = await db
    .select()
    .from(ginsengPlots)
    .where(and(eq(ginsengPlots.id, id), plotScope(principal)));
  if (!row) throw notFound();
  return row;
}

export async function findRecord(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(ginsengCultivationRecords)
    .where(and(eq(ginsengCultivationRecords.id, id), recordScope(principal)));
  if (!row) throw notFound();
  return row;
}

/** A batch names a plot of its own company only; any other id is refused on the field. */
export async function assertCompanyPlot(db: DbOrTx, corpId: string, plotId: string | null) {
  if (plotId === null) return;
  const [row] = await db
    .select({ id: ginsengPlots.id })
    .from(ginsengPlots)
    .where(and(eq(ginsengPlots.id, plotId), eq(ginsengPlots.corpId, corpId)));
  if (!row) throw fieldError('ginsengPlotId', 'ginseng.plotUnknown');
}
