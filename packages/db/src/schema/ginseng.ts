import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { companies } from './companies';

/**
 * American ginseng farms of a company (/ginsengInformation, decision 0035). The place is a region
 * (a province of China `CN-JL` or a country `US`, the codes of contracts `regionOptions`), a city, an
 * address and optional coordinates. Areas are hectares with 2 decimals.
 */
export const ginsengFarms = pgTable(
  'ginseng_farms',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    region: text('region').notNull(),
    city: text('city').notNull(),
    address: text('address'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** Hectares. */
    area: numeric('area', { precision: 12, scale: 2 }).notNull(),
    remark: text('remark'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    check('ginseng_farms_area_check', sql`${t.area} > 0`),
    index('ginseng_farms_corp_idx').on(t.corpId, t.createdAt),
  ],
);

/**
 * A plot of a farm. Its area counts against the farm's: all plots together never exceed it. The
 * roots' age is not stored: it follows from the planting year (and the first harvest, if any).
 */
export const ginsengPlots = pgTable(
  'ginseng_plots',
  {
    id: id(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => ginsengFarms.id, { onDelete: 'cascade' }),
    /** The farm's company, kept beside the farm for scoping. */
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Hectares. */
    area: numeric('area', { precision: 12, scale: 2 }).notNull(),
    plantingYear: smallint('planting_year').notNull(),
    /** contracts GINSENG_SOIL_TYPES. */
    soilType: text('soil_type'),
    /** contracts GINSENG_SHADE_TYPES. */
    shadeType: text('shade_type'),
    ...timestamps,
  },
  (t) => [
    check('ginseng_plots_area_check', sql`${t.area} > 0`),
    index('ginseng_plots_farm_idx').on(t.farmId),
    index('ginseng_plots_corp_idx').on(t.corpId),
  ],
);

/** What was done on a plot and when (sowing, fertilising, harvest, ...). */
export const ginsengCultivationRecords = pgTable(
  'ginseng_cultivation_records',
  {
    id: id(),
    plotId: uuid('plot_id')
      .notNull()
      .references(() => ginsengPlots.id, { onDelete: 'cascade' }),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** contracts GINSENG_ACTIVITIES. */
    activity: text('activity').notNull(),
    description: text('description').notNull(),
    inputs: text('inputs'),
    operator: text('operator').notNull(),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    check(
      'ginseng_records_activity_check',
      sql`${t.activity} in ('sowing', 'transplanting', 'fertilising', 'weeding', 'pestControl', 'shading', 'harvest', 'other')`,
    ),
    index('ginseng_records_plot_idx').on(t.plotId, t.date),
  ],
);
