import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, weight } from './columns';
import { companies } from './companies';

/**
 * A swiftlet house of a producer (/yanHouseList, decision 0033), reviewed through the shared workflow:
 * the row is the approved version (or the draft before a first approval); a change to a passed house
 * waits in `review_revisions`. `countryId` is a value of the `country` dictionary, as companies keep it.
 */
export const birdHouses = pgTable(
  'bird_houses',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    countryId: text('country_id').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Floor area in square metres. */
    area: numeric('area', { precision: 12, scale: 2 }).notNull(),
    yearBuilt: integer('year_built').notNull(),
    /** URLs (`/files/:id`) of photos of the house. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    licenceNo: text('licence_no').notNull(),
    licenceFile: text('licence_file').notNull(),
    reviewStatus: text('review_status').notNull().default('unreviewed'),
    ...timestamps,
  },
  (t) => [index('bird_houses_corp_idx').on(t.corpId, t.createdAt)],
);

/**
 * One harvest of a house: the day, the weight (display value x rate, 5 decimals, like every stored
 * weight) and the grade. `corpId` is the house's company, kept for tenancy and the output report,
 * which reads these rows by `harvest_date` (indexed).
 */
export const birdHouseHarvests = pgTable(
  'bird_house_harvests',
  {
    id: id(),
    houseId: uuid('house_id')
      .notNull()
      .references(() => birdHouses.id),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    harvestDate: date('harvest_date', { mode: 'string' }).notNull(),
    weight: weight('weight').notNull(),
    /** premium, first, second, other. */
    grade: text('grade').notNull(),
    remark: text('remark'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bird_house_harvests_house_idx').on(t.houseId, t.harvestDate),
    index('bird_house_harvests_date_idx').on(t.harvestDate, t.corpId),
  ],
);

/**
 * Harvests per month of their day, company and house, with their weight: `bird_house_harvests` summed,
 * kept by statement-level triggers on it (migration 0044). The bird-house output report reads it for
 * the months a range holds whole, so what it reads follows months and houses, not harvests.
 */
export const birdHouseHarvestMonthly = pgTable(
  'bird_house_harvest_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id').notNull(),
    houseId: uuid('house_id').notNull(),
    harvests: bigint('harvests', { mode: 'number' }).notNull().default(0),
    weight: weight('weight').notNull().default('0'),
  },
  (t) => [unique('bird_house_harvest_monthly_key').on(t.month, t.corpId, t.houseId)],
);
