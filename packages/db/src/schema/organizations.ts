import { sql } from 'drizzle-orm';
import { date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * Certification bodies (/certAuthority) and their accreditation: the schemes and product categories
 * they may certify, until when. Their auditors are in `auditors`; their users have this body's id.
 */
export const certBodies = pgTable('cert_bodies', {
  id: id(),
  name: text('name').notNull(),
  countryId: text('country_id'),
  accreditationNo: text('accreditation_no'),
  accreditedBy: text('accredited_by'),
  schemes: text('schemes').array().notNull().default(sql`'{}'::text[]`),
  categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
  accreditationValidUntil: date('accreditation_valid_until', { mode: 'string' }),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  address: text('address'),
  introduction: text('introduction'),
  documents: text('documents').array().notNull().default(sql`'{}'::text[]`),
  /** active, inactive: an inactive body takes no new applications. */
  status: text('status').notNull().default('active'),
  ...timestamps,
});

/** Printing factories that produce label orders. */
export const printingFactories = pgTable('printing_factories', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps,
});
