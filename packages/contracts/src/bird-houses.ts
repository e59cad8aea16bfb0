import { z } from 'zod';
import { ZPositiveWeightInput } from './batches';
import { type Localized, ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ZFileUrl } from './companies';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { ZApproveBody, ZRejectBody, ZReviewInfo, ZReviewState } from './review';
import { defineRoute } from './route';
import { ZText } from './rules';

/**
 * Swiftlet houses of the bird's-nest platform (/yanHouseList, decision 0033): a producer registers
 * its houses, each reviewed through the shared workflow; a passed house records its harvests, a
 * raw-material batch may name the house it came from, and the scan page shows the houses behind a
 * label's goods.
 */

const tag = 'bird houses';
export const BIRD_HOUSE_PAGE = '/yanHouseList';
export const BIRD_HOUSE_VIEW = pagePermission('product', BIRD_HOUSE_PAGE);
export const BIRD_HOUSE_MANAGE = managePermission('product', BIRD_HOUSE_PAGE);

/** The oldest year a house may have been built in. */
export const BIRD_HOUSE_FIRST_YEAR = 1900;
/** Decimals a harvest weight may have (spec section 9: weights are kept to 5 decimals). */
export const HARVEST_WEIGHT_DECIMALS = 5;

/** Grades of a harvest, best first. */
export const HARVEST_GRADES = ['premium', 'first', 'second', 'other'] as const;
export const ZHarvestGrade = z.enum(HARVEST_GRADES, { message: 'birdHouse.gradeRequired' });
export type HarvestGrade = (typeof HARVEST_GRADES)[number];
export const HARVEST_GRADE_NAMES: Record<HarvestGrade, Localized> = {
  premium: { cn: '特级', en: 'Premium', fr: 'Premium' },
  first: { cn: '一级', en: 'First grade', fr: 'Premier choix' },
  second: { cn: '二级', en: 'Second grade', fr: 'Second choix' },
  other: { cn: '其他', en: 'Other', fr: 'Autre' },
};

/** How many decimals a decimal text has (`12.340` has 3). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A harvest weight in the display unit (g): a positive number with at most 5 decimals. */
export const ZHarvestWeight = ZPositiveWeightInput.refine(
  (text) => decimalsOf(text) <= HARVEST_WEIGHT_DECIMALS,
  { message: 'weight.tooManyDecimals' },
);

/** The year a house was built: from 1900 to this year. */
export const ZYearBuilt = z
  .number({ message: 'birdHouse.yearBuiltRequired' })
  .int({ message: 'birdHouse.yearBuiltRange' })
  .refine((year) => year >= BIRD_HOUSE_FIRST_YEAR && year <= new Date().getUTCFullYear(), {
    message: 'birdHouse.yearBuiltRange',
  });

export const ZLatitude = z
  .number({ message: 'birdHouse.latitudeRange' })
  .min(-90, { message: 'birdHouse.latitudeRange' })
  .max(90, { message: 'birdHouse.latitudeRange' });
export const ZLongitude = z
  .number({ message: 'birdHouse.longitudeRange' })
  .min(-180, { message: 'birdHouse.longitudeRange' })
  .max(180, { message: 'birdHouse.longitudeRange' });

const requiredText = (max: number, key: 'birdHouse.nameRequired' | 'birdHouse.locationRequired') =>
  z
    .string({ message: key })
    .pipe(ZText(max))
    .pipe(z.string().min(1, { message: key }));

/** A house as its owner registers or changes it. */
export const ZBirdHouseBody = z.object({
  name: requiredText(100, 'birdHouse.nameRequired'),
  /** A country of the `country` dictionary, as companies name theirs. */
  countryId: z
    .string({ message: 'birdHouse.countryRequired' })
    .trim()
    .min(1, { message: 'birdHouse.countryRequired' })
    .max(10),
  province: requiredText(50, 'birdHouse.locationRequired'),
  city: requiredText(50, 'birdHouse.locationRequired'),
  address: requiredText(200, 'birdHouse.locationRequired'),
  latitude: ZLatitude,
  longitude: ZLongitude,
  /** Floor area in square metres. */
  area: z
    .number({ message: 'birdHouse.areaInvalid' })
    .positive({ message: 'birdHouse.areaInvalid' })
    .max(1_000_000, { message: 'birdHouse.areaInvalid' })
    .refine((value) => decimalsOf(String(value)) <= 2, { message: 'birdHouse.areaInvalid' }),
  yearBuilt: ZYearBuilt,
  photos: z.array(ZFileUrl).min(1, { message: 'birdHouse.photosRequired' }).max(9),
  licenceNo: z
    .string({ message: 'birdHouse.licenceNoRequired' })
    .pipe(ZText(50))
    .pipe(z.string().min(1, { message: 'birdHouse.licenceNoRequired' })),
  licenceFile: ZFileUrl,
});
export type BirdHouseBody = z.infer<typeof ZBirdHouseBody>;

export const BIRD_HOUSE_ACTIONS = ['edit', 'delete', 'approve', 'reject', 'harvest'] as const;

export const ZBirdHouse = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  name: z.string(),
  countryId: z.string(),
  countryName: z.string().nullable(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  area: z.number(),
  yearBuilt: z.number().int(),
  photos: z.array(z.string()),
  licenceNo: z.string(),
  licenceFile: z.string(),
  /** Harvests recorded and their total weight (g, exact decimal). */
  harvestCount: z.number().int(),
  harvestWeight: z.string(),
  review: ZReviewInfo,
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
  actions: z.array(z.enum(BIRD_HOUSE_ACTIONS)),
});
export type BirdHouse = z.infer<typeof ZBirdHouse>;

export const ZBirdHouseListQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  reviewStatus: ZReviewState.optional(),
  corpId: ZId.optional(),
});

// ---- harvests

export const ZHarvestBody = z.object({
  harvestDate: ZIsoDate.refine((day) => day <= new Date().toISOString().slice(0, 10), {
    message: 'birdHouse.harvestDateFuture',
  }),
  /** Grams, up to 5 decimals. */
  weight: ZHarvestWeight,
  grade: ZHarvestGrade,
  remark: ZText(200).nullable().default(null),
});
export type HarvestBody = z.input<typeof ZHarvestBody>;

export const ZHarvest = z.object({
  id: ZId,
  houseId: ZId,
  harvestDate: ZIsoDate,
  /** Grams, exact decimal. */
  weight: z.string(),
  grade: ZHarvestGrade,
  gradeName: z.string(),
  remark: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export type Harvest = z.infer<typeof ZHarvest>;

const ZHouseParams = z.object({ id: ZId });
const ZHarvestParams = z.object({ id: ZId, harvestId: ZId });

/** A passed house as pickers list it (the raw-material batch form). */
export const ZBirdHouseOption = z.object({ value: ZId, label: z.string() });

/** What the public scan page shows of a house. */
export const ZPublicBirdHouse = z.object({
  id: ZId,
  name: z.string(),
  countryName: z.string().nullable(),
  province: z.string(),
  city: z.string(),
  yearBuilt: z.number().int(),
  photo: z.string().nullable(),
});
export type PublicBirdHouse = z.infer<typeof ZPublicBirdHouse>;

const decision = (action: 'approve' | 'reject') =>
  defineRoute({
    method: 'POST',
    path: `/bird-houses/:id/${action}`,
    access: 'authenticated',
    summary:
      action === 'approve'
        ? 'Approve a bird house or its waiting change (administrators or the reviewer role configured in /SysAudit)'
        : 'Reject a bird house or its waiting change, with the reason shown to its owner',
    tags: [tag],
    params: ZIdParams,
    body: action === 'approve' ? ZApproveBody : ZRejectBody,
    response: z.object({ status: z.string() }),
  });

export const birdHouseRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/bird-houses',
    access: BIRD_HOUSE_VIEW,
    summary: "Bird houses: your company's, or all for reviewers",
    tags: [tag],
    query: ZBirdHouseListQuery,
    response: ZPage(ZBirdHouse),
  }),
  options: defineRoute({
    method: 'GET',
    path: '/bird-houses/options',
    access: BIRD_HOUSE_VIEW,
    summary: "Your company's passed bird houses, for naming where a raw-material batch came from",
    tags: [tag],
    query: z.object({ keyword: z.string().trim().max(100).optional() }),
    response: z.array(ZBirdHouseOption),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/bird-houses/:id',
    access: BIRD_HOUSE_VIEW,
    summary: 'One bird house with its review history and waiting change',
    tags: [tag],
    params: ZIdParams,
    response: ZBirdHouse,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/bird-houses',
    access: BIRD_HOUSE_MANAGE,
    summary: 'Register a bird house of your company; it waits for review',
    tags: [tag],
    body: ZBirdHouseBody,
    response: ZBirdHouse,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/bird-houses/:id',
    access: BIRD_HOUSE_MANAGE,
    summary:
      'Change a bird house through review (a passed one stays visible as passed until the change is decided)',
    tags: [tag],
    params: ZIdParams,
    body: ZBirdHouseBody,
    response: ZBirdHouse,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/bird-houses/:id',
    access: BIRD_HOUSE_MANAGE,
    summary: 'Delete a bird house that no batch names and that has no harvests',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),
  approve: decision('approve'),
  reject: decision('reject'),
  harvests: defineRoute({
    method: 'GET',
    path: '/bird-houses/:id/harvests',
    access: BIRD_HOUSE_VIEW,
    summary: 'The harvests of a bird house, latest first',
    tags: [tag],
    params: ZHouseParams,
    query: ZPageQuery,
    response: ZPage(ZHarvest),
  }),
  addHarvest: defineRoute({
    method: 'POST',
    path: '/bird-houses/:id/harvests',
    access: BIRD_HOUSE_MANAGE,
    summary: 'Record a harvest of a passed bird house of your company',
    tags: [tag],
    params: ZHouseParams,
    body: ZHarvestBody,
    response: ZHarvest,
  }),
  removeHarvest: defineRoute({
    method: 'DELETE',
    path: '/bird-houses/:id/harvests/:harvestId',
    access: BIRD_HOUSE_MANAGE,
    summary: 'Delete a harvest record of a bird house of your company',
    tags: [tag],
    params: ZHarvestParams,
    response: z.null(),
  }),
};

/** The noun of a house in notifications. */
export const BIRD_HOUSE_NOUN: Localized = { cn: '燕屋', en: 'Bird house', fr: 'Maison à nids' };
