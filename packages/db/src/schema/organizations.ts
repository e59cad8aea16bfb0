import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';

/**
 * Enterprises (producers, importers, dealers, overseas producers). The profile, review workflow and
 * traceability contract grow in the companies module; the foundation needs identity and state.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    countryId: text('country_id'),
    registrationNo: text('registration_no'),
    status: text('status').notNull().default('not_applied'),
    syStatus: integer('sy_status'),
    tracePause: boolean('trace_pause').notNull().default(false),
    syEndTime: tstz('sy_end_time'),
    ...timestamps,
  },
  (t) => [uniqueIndex('companies_registration_no_key').on(t.registrationNo)],
);

/** Certification bodies; their auditors are users of type auditor linked to them. */
export const certBodies = pgTable('cert_bodies', {
  id: id(),
  name: text('name').notNull(),
  countryId: text('country_id'),
  ...timestamps,
});

/** Printing factories that produce label orders. */
export const printingFactories = pgTable('printing_factories', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps,
});
