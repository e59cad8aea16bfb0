import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { batches, ginsengCultivationRecords, ginsengFarms, ginsengPlots } from '../schema/index';

/**
 * A demo American ginseng farm of the demo producer (decision 0035): two plots with their cultivation
 * records, and the producer's completed demo batch naming the older plot, so its labels' scan page
 * shows where the roots grew. Written on every platform; the pages show on xys only.
 */
export async function seedDemoGinseng(tx: Tx, corpId: string, userId: string) {
  const year = new Date().getUTCFullYear();
  const [farm] = await tx
    .insert(ginsengFarms)
    .values({
      corpId,
      name: 'Changbai Mountain Ginseng Farm',
      region: 'CN-JL',
      city: 'Baishan',
      address: 'Fusong County, Baishan, Jilin',
      latitude: '42.332500',
      longitude: '127.279800',
      area: '12.50',
      remark: 'Field-grown American ginseng under shade cloth and in the nearby woods.',
      createdBy: userId,
    })
    .returning({ id: ginsengFarms.id });
  const [older, younger] = await tx
    .insert(ginsengPlots)
    .values([
      {
        farmId: farm!.id,
        corpId,
        name: 'A-01',
        area: '4.20',
        plantingYear: year - 4,
        soilType: 'sandyLoam',
        shadeType: 'shadeCloth',
      },
      {
        farmId: farm!.id,
        corpId,
        name: 'B-02',
        area: '3.60',
        plantingYear: year - 2,
        soilType: 'forestHumus',
        shadeType: 'woodsGrown',
      },
    ])
    .returning({ id: ginsengPlots.id });
  const record = (
    plotId: string,
    date: string,
    activity: string,
    description: string,
    inputs: string | null,
    operator: string,
  ) => ({ plotId, corpId, date, activity, description, inputs, operator, createdBy: userId });
  await tx
    .insert(ginsengCultivationRecords)
    .values([
      record(
        older!.id,
        `${year - 4}-10-15`,
        'sowing',
        'Stratified seed sown in raised beds',
        'Seed 30 kg',
        'Li Wei',
      ),
      record(
        older!.id,
        `${year - 3}-04-20`,
        'shading',
        'Shade cloth (70%) set over the beds',
        null,
        'Li Wei',
      ),
      record(
        older!.id,
        `${year - 2}-05-10`,
        'fertilising',
        'Organic compost between the rows',
        'Compost 2 t',
        'Zhang Min',
      ),
      record(older!.id, `${year - 1}-06-18`, 'weeding', 'Hand weeding of the beds', null, 'Zhang Min'),
      record(
        older!.id,
        `${year - 1}-07-22`,
        'pestControl',
        'Leaf blight inspection, affected leaves removed',
        null,
        'Li Wei',
      ),
      record(
        younger!.id,
        `${year - 2}-10-08`,
        'sowing',
        'Seed sown under the hardwood canopy',
        'Seed 18 kg',
        'Wang Fang',
      ),
      record(
        younger!.id,
        `${year - 1}-04-25`,
        'fertilising',
        'Leaf mulch spread over the plot',
        'Leaf mulch',
        'Wang Fang',
      ),
    ]);
  await tx
    .update(batches)
    .set({ ginsengPlotId: older!.id })
    .where(and(eq(batches.corpId, corpId), eq(batches.batchNo, 'GS-2026-001')));
}
