import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { certBodies } from './organizations';

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
    /** The company's GS1 Global Location Number, when it has one (its EPCIS party identifier). */
    gln: text('gln'),
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

/** A company's application for a traceability contract (/rootsApply, /ApplyTraceability). */
export const traceabilityApplications = pgTable(
  'traceability_applications',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    /** traceability_pending, traceable, not_traceable. */
    status: text('status').notNull().default('traceability_pending'),
    requestedStart: tstz('requested_start'),
    requestedEnd: tstz('requested_end'),
    remark: text('remark'),
    documents: text('documents').array().notNull().default(sql`'{}'::text[]`),
    contractStart: tstz('contract_start'),
    contractEnd: tstz('contract_end'),
    reviewRemark: text('review_remark'),
    reviewerId: uuid('reviewer_id'),
    reviewedAt: tstz('reviewed_at'),
    appliedBy: uuid('applied_by'),
    ...timestamps,
  },
  (t) => [index('traceability_applications_corp_idx').on(t.corpId)],
);

/** Honour certificates of a company, through the review workflow (/honorCertificateMessage). */
export const honourCertificates = pgTable(
  'honour_certificates',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    number: text('number'),
    issueDate: tstz('issue_date').notNull(),
    expiryDate: tstz('expiry_date'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    reviewStatus: text('review_status').notNull().default('unreviewed'),
    ...timestamps,
  },
  (t) => [index('honour_certificates_corp_idx').on(t.corpId)],
);

/**
 * Partner companies: a producer's dealers and importers (/dealersMessage, /importerMessage).
 * `canShip`: the owner may ship goods to the partner.
 */
export const companyPartners = pgTable(
  'company_partners',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    partnerCorpId: uuid('partner_corp_id')
      .notNull()
      .references(() => companies.id),
    relation: text('relation').notNull(),
    canShip: boolean('can_ship').notNull().default(true),
    remark: text('remark'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_partners_pair_key').on(t.corpId, t.partnerCorpId, t.relation),
    index('company_partners_partner_idx').on(t.partnerCorpId),
  ],
);

/** Evaluations a company received from a certification body (/myCorpEvaluate). */
export const companyEvaluations = pgTable(
  'company_evaluations',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    certBodyId: uuid('cert_body_id').references(() => certBodies.id),
    title: text('title').notNull(),
    grade: text('grade').notNull(),
    score: integer('score'),
    content: text('content').notNull(),
    evaluatedAt: tstz('evaluated_at').notNull(),
    /** When the next evaluation is due (30-day reminder). */
    dueTime: tstz('due_time'),
    ...timestamps,
  },
  (t) => [index('company_evaluations_corp_idx').on(t.corpId)],
);
