import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    legalRepresentative: text('legal_representative'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    address: text('address'),
    productionAddress: text('production_address'),
    introduction: text('introduction'),
    /** URLs (`/files/:id`) of the business licence and other documents. */
    licenceFiles: text('licence_files').array().notNull().default(sql`'{}'::text[]`),
    documentFiles: text('document_files').array().notNull().default(sql`'{}'::text[]`),
    /** not_applied, to_be_reviewed, passed, failed, altered_to_audit, revision_rejected, paused. */
    status: text('status').notNull().default('not_applied'),
    pauseReason: text('pause_reason'),
    /** Traceability contract: not_applied, traceability_pending, traceable, not_traceable. */
    traceStatus: text('trace_status').notNull().default('not_applied'),
    syStatus: integer('sy_status'),
    tracePause: boolean('trace_pause').notNull().default(false),
    syStartTime: tstz('sy_start_time'),
    syEndTime: tstz('sy_end_time'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_registration_no_key').on(t.registrationNo),
    index('companies_status_idx').on(t.status),
    index('companies_name_idx').on(t.name),
  ],
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
