import { z } from 'zod';
import { type Language, type Localized, ZId, ZIdParams, ZIsoDate, ZIsoDateTime } from './common';
import { crudRoutes } from './crud';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { defineRoute } from './route';
import { required, ZText } from './rules';
import { CN_PROVINCES, regionName } from './scan';

/**
 * American ginseng information (/ginsengInformation, the xys platform, decision 0035): a company's
 * farms, the plots of each farm and what was done on each plot (cultivation records). A batch may
 * name the plot its roots came from; the scan page then shows the farm, the plot and its records.
 */
const tag = 'ginseng';
export const GINSENG_VIEW = pagePermission('product', '/ginsengInformation');
export const GINSENG_MANAGE = managePermission('product', '/ginsengInformation');

const named = (cn: string, en: string, fr: string): Localized => ({ cn, en, fr });

/** What a plot's soil is (optional). */
export const GINSENG_SOIL_TYPES = ['sandyLoam', 'loam', 'clayLoam', 'forestHumus'] as const;
export type GinsengSoilType = (typeof GINSENG_SOIL_TYPES)[number];
export const GINSENG_SOIL_NAMES: Record<GinsengSoilType, Localized> = {
  sandyLoam: named('砂壤土', 'Sandy loam', 'Limon sableux'),
  loam: named('壤土', 'Loam', 'Limon'),
  clayLoam: named('黏壤土', 'Clay loam', 'Limon argileux'),
  forestHumus: named('林下腐殖土', 'Forest humus', 'Humus forestier'),
};

/** How a plot is shaded (optional): field-grown under shade cloth, in woods, or wild-simulated. */
export const GINSENG_SHADE_TYPES = ['shadeCloth', 'woodsGrown', 'wildSimulated'] as const;
export type GinsengShadeType = (typeof GINSENG_SHADE_TYPES)[number];
export const GINSENG_SHADE_NAMES: Record<GinsengShadeType, Localized> = {
  shadeCloth: named('遮阳网荫棚', 'Shade cloth', "Filet d'ombrage"),
  woodsGrown: named('林下栽培', 'Woods-grown', 'Culture en sous-bois'),
  wildSimulated: named('仿野生', 'Wild-simulated', 'Semi-sauvage'),
};

/** What a cultivation record is about. */
export const GINSENG_ACTIVITIES = [
  'sowing',
  'transplanting',
  'fertilising',
  'weeding',
  'pestControl',
  'shading',
  'harvest',
  'other',
] as const;
export type GinsengActivity = (typeof GINSENG_ACTIVITIES)[number];
export const GINSENG_ACTIVITY_NAMES: Record<GinsengActivity, Localized> = {
  sowing: named('播种', 'Sowing', 'Semis'),
  transplanting: named('移栽', 'Transplanting', 'Repiquage'),
  fertilising: named('施肥', 'Fertilising', 'Fertilisation'),
  weeding: named('除草', 'Weeding', 'Désherbage'),
  pestControl: named('病虫害防治', 'Pest control', 'Lutte contre les ravageurs'),
  shading: named('遮荫', 'Shading', 'Ombrage'),
  harvest: named('采收', 'Harvest', 'Récolte'),
  other: named('其他', 'Other', 'Autre'),
};

export const GINSENG_FIRST_PLANTING_YEAR = 1900;
export const GINSENG_AREA_MAX = 1_000_000;

/** Whether a value has at most two decimals (areas are hectares to the hundredth). */
export const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Hectares: above 0, at most 2 decimals. */
export const ZGinsengArea = z
  .number({ message: 'ginseng.areaInvalid' })
  .refine((value) => value > 0 && value <= GINSENG_AREA_MAX && hasTwoDecimals(value), {
    message: 'ginseng.areaInvalid',
  });

/** The age of the roots in years: from planting to the first harvest, or to this year before it. */
export function ginsengRootAge(plantingYear: number, harvestYear: number | null, thisYear: number): number {
  return Math.max(0, (harvestYear ?? thisYear) - plantingYear);
}

/**
 * The latest calendar day anywhere now (UTC+14): a day after it is in the future for everyone, so a
 * farm east of Greenwich may record its today before it is today in UTC.
 */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10);
}

/** A Chinese province (`CN-JL`) or a country (`US`) by ISO code, as the scan regions name them. */
export function isGinsengRegion(code: string): boolean {
  if (CN_PROVINCES[code]) return true;
  return /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && regionName(code, 'en') !== code;
}

const ZName = (max: number) => ZText(max).pipe(z.string().min(1, { message: 'ginseng.nameRequired' }));

const ZCoordinate = (limit: number, key: 'ginseng.latitudeRange' | 'ginseng.longitudeRange') =>
  z
    .number({ message: key })
    .min(-limit, { message: key })
    .max(limit, { message: key })
    .nullable()
    .default(null);

export const ZGinsengFarmBody = z
  .object({
    name: ZName(100),
    region: z
      .string(required('ginseng.regionRequired'))
      .trim()
      .toUpperCase()
      .min(1, { message: 'ginseng.regionRequired', abort: true })
      .refine(isGinsengRegion, { message: 'ginseng.regionUnknown' }),
    city: ZText(50).pipe(z.string().min(1, { message: 'ginseng.cityRequired' })),
    address: ZText(200).nullable().default(null),
    latitude: ZCoordinate(90, 'ginseng.latitudeRange'),
    longitude: ZCoordinate(180, 'ginseng.longitudeRange'),
    area: ZGinsengArea,
    remark: ZText(500).nullable().default(null),
  })
  .refine((farm) => (farm.latitude === null) === (farm.longitude === null), {
    message: 'ginseng.coordinatesPair',
    path: ['longitude'],
  });
export type GinsengFarmBody = z.input<typeof ZGinsengFarmBody>;

export const ZGinsengFarm = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  name: z.string(),
  region: z.string(),
  regionName: z.string(),
  city: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Hectares. */
  area: z.number(),
  /** Hectares assigned to plots. */
  plottedArea: z.number(),
  plotCount: z.number().int(),
  remark: z.string().nullable(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
});
export type GinsengFarm = z.infer<typeof ZGinsengFarm>;

export const ZGinsengPlotBody = z.object({
  name: ZName(50),
  area: ZGinsengArea,
  plantingYear: z
    .number({ message: 'ginseng.plantingYearRange' })
    .int({ message: 'ginseng.plantingYearRange' })
    .refine((year) => year >= GINSENG_FIRST_PLANTING_YEAR && year <= new Date().getUTCFullYear(), {
      message: 'ginseng.plantingYearRange',
    }),
  soilType: z.enum(GINSENG_SOIL_TYPES, { message: 'ginseng.soilTypeInvalid' }).nullable().default(null),
  shadeType: z.enum(GINSENG_SHADE_TYPES, { message: 'ginseng.shadeTypeInvalid' }).nullable().default(null),
});
export type GinsengPlotBody = z.input<typeof ZGinsengPlotBody>;

export const ZGinsengPlot = z.object({
  id: ZId,
  farmId: ZId,
  name: z.string(),
  area: z.number(),
  plantingYear: z.number().int(),
  /** The year of the plot's first harvest record, when it has one (the roots' age stops there). */
  harvestYear: z.number().int().nullable(),
  /** Years from planting to the harvest, or to this year. */
  rootAge: z.number().int(),
  soilType: z.enum(GINSENG_SOIL_TYPES).nullable(),
  shadeType: z.enum(GINSENG_SHADE_TYPES).nullable(),
  recordCount: z.number().int(),
  /** Batches naming the plot (a plot named by a batch is not deleted). */
  batchCount: z.number().int(),
  createTime: ZIsoDateTime,
});
export type GinsengPlot = z.infer<typeof ZGinsengPlot>;

/** A plot a batch may name: the caller's company's plots, with their farm. */
export const ZGinsengPlotOption = z.object({
  id: ZId,
  name: z.string(),
  farmId: ZId,
  farmName: z.string(),
  plantingYear: z.number().int(),
});
export type GinsengPlotOption = z.infer<typeof ZGinsengPlotOption>;

export const ZGinsengRecordBody = z.object({
  date: z
    .string(required('ginseng.dateRequired'))
    .pipe(ZIsoDate)
    .refine((day) => day <= latestToday(), { message: 'ginseng.dateInFuture' }),
  activity: z.enum(GINSENG_ACTIVITIES, { message: 'ginseng.activityInvalid' }),
  description: ZText(200).pipe(z.string().min(1, { message: 'ginseng.descriptionRequired' })),
  inputs: ZText(200).nullable().default(null),
  operator: ZText(50).pipe(z.string().min(1, { message: 'ginseng.operatorRequired' })),
});
export type GinsengRecordBody = z.input<typeof ZGinsengRecordBody>;

export const ZGinsengRecord = z.object({
  id: ZId,
  plotId: ZId,
  date: z.string(),
  activity: z.enum(GINSENG_ACTIVITIES),
  description: z.string(),
  inputs: z.string().nullable(),
  operator: z.string(),
  createTime: ZIsoDateTime,
});
export type GinsengRecord = z.infer<typeof ZGinsengRecord>;

/** A fixed set's name in a language. */
export const ginsengName = (names: Record<string, Localized>, value: string, language: Language) =>
  names[value]?.[language] ?? value;

const ZPlotParams = ZIdParams;

export const ginsengRoutes = {
  farms: crudRoutes({
    path: '/ginseng-farms',
    tag,
    noun: 'ginseng farm',
    item: ZGinsengFarm,
    create: ZGinsengFarmBody,
    update: ZGinsengFarmBody,
    filters: { region: z.string().trim().toUpperCase().max(10).optional() },
    read: GINSENG_VIEW,
    write: GINSENG_MANAGE,
  }),
  plots: defineRoute({
    method: 'GET',
    path: '/ginseng-farms/:id/plots',
    access: GINSENG_VIEW,
    summary: 'The plots of a farm, with their root age and record count',
    tags: [tag],
    params: ZIdParams,
    response: z.array(ZGinsengPlot),
  }),
  createPlot: defineRoute({
    method: 'POST',
    path: '/ginseng-farms/:id/plots',
    access: GINSENG_MANAGE,
    summary: "Add a plot to a farm; the plots together stay within the farm's area",
    tags: [tag],
    params: ZIdParams,
    body: ZGinsengPlotBody,
    response: ZGinsengPlot,
  }),
  plotOptions: defineRoute({
    method: 'GET',
    path: '/ginseng-plots',
    access: GINSENG_VIEW,
    summary: "The caller's company's plots with their farm (a batch names one)",
    tags: [tag],
    query: z.object({ keyword: z.string().trim().max(100).optional() }),
    response: z.array(ZGinsengPlotOption),
  }),
  updatePlot: defineRoute({
    method: 'PUT',
    path: '/ginseng-plots/:id',
    access: GINSENG_MANAGE,
    summary: "Change a plot; the plots together stay within the farm's area",
    tags: [tag],
    params: ZPlotParams,
    body: ZGinsengPlotBody,
    response: ZGinsengPlot,
  }),
  removePlot: defineRoute({
    method: 'DELETE',
    path: '/ginseng-plots/:id',
    access: GINSENG_MANAGE,
    summary: 'Delete a plot no batch names, with its records',
    tags: [tag],
    params: ZPlotParams,
    response: z.null(),
  }),
  records: defineRoute({
    method: 'GET',
    path: '/ginseng-plots/:id/records',
    access: GINSENG_VIEW,
    summary: 'The cultivation records of a plot, latest first',
    tags: [tag],
    params: ZPlotParams,
    response: z.array(ZGinsengRecord),
  }),
  createRecord: defineRoute({
    method: 'POST',
    path: '/ginseng-plots/:id/records',
    access: GINSENG_MANAGE,
    summary: 'Record what was done on a plot',
    tags: [tag],
    params: ZPlotParams,
    body: ZGinsengRecordBody,
    response: ZGinsengRecord,
  }),
  removeRecord: defineRoute({
    method: 'DELETE',
    path: '/ginseng-records/:id',
    access: GINSENG_MANAGE,
    summary: 'Delete a cultivation record',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),
} as const;
