import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

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
