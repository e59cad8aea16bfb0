import type { Localized } from '@trace/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { createdAt, id, timestamps, tstz } from './columns';
import { companies } from './companies';
import { certBodies } from './organizations';

/**
 * Certification (decision 0024): schemes and their deadlines, the auditor register, companies'
 * certified modules, applications, audits with their checklist and findings, the technical review and
 * decision, and certificates with their history. Certification bodies themselves are `cert_bodies`.
 */

/** A certification scheme (HACCP, BRCGS, FSSC 22000, ...) and the deadlines the platform applies to it. */
export const certSchemes = pgTable('cert_schemes', {
  key: text('key').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  /** Days a company has to close a finding, by grade. */
  minorDays: integer('minor_days').notNull(),
  majorDays: integer('major_days').notNull(),
  criticalDays: integer('critical_days').notNull(),
  validityYears: integer('validity_years').notNull().default(3),
  /** Longest time between surveillance audits (the first within this many months of issue). */
  surveillanceMonths: integer('surveillance_months').notNull().default(12),
  maxSuspensionMonths: integer('max_suspension_months').notNull().default(6),
  ...timestamps,
});

/** An auditor of a certification body: competence, languages, qualification and declared conflicts. */
export const auditors = pgTable(
  'auditors',
  {
    id: id(),
    certBodyId: uuid('cert_body_id')
      .notNull()
      .references(() => certBodies.id),
    /** The auditor's account (user type auditor), when it has one. */
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    schemes: text('schemes').array().notNull().default(sql`'{}'::text[]`),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    qualificationExpiry: date('qualification_expiry', { mode: 'string' }).notNull(),
    /** active, inactive. */
    status: text('status').notNull().default('active'),
    remark: text('remark'),
    ...timestamps,
  },
  (t) => [index('auditors_body_idx').on(t.certBodyId), uniqueIndex('auditors_user_key').on(t.userId)],
);

/** A conflict of interest an auditor declared with a company: the auditor may not audit it. */
export const auditorConflicts = pgTable(
  'auditor_conflicts',
  {
    id: id(),
    auditorId: uuid('auditor_id')
      .notNull()
      .references(() => auditors.id, { onDelete: 'cascade' }),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auditor_conflicts_pair_key').on(t.auditorId, t.corpId)],
);

/**
 * A certified module: a product scope of a company (products and whole categories) with its annual
 * output in units, one label per unit. `certifiedAnnualOutput` is set by the certification decision and
 * caps the labels ordered for the module in a calendar year.
 */
export const certModules = pgTable(
  'cert_modules',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    scheme: text('scheme')
      .notNull()
      .references(() => certSchemes.key),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    requestedAnnualOutput: integer('requested_annual_output').notNull(),
    certifiedAnnualOutput: integer('certified_annual_output'),
    siteAddress: text('site_address'),
    remark: text('remark'),
    ...timestamps,
  },
  (t) => [
    index('cert_modules_corp_idx').on(t.corpId),
    index('cert_modules_products_idx').using('gin', t.productIds),
  ],
);

/** A company's report of what a module produced in a year (/annualReport). */
export const certAnnualOutputs = pgTable(
  'cert_annual_outputs',
  {
    id: id(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => certModules.id),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    producedQuantity: integer('produced_quantity').notNull(),
    remark: text('remark'),
    submittedBy: uuid('submitted_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('cert_annual_outputs_module_year_key').on(t.moduleId, t.year)],
);

/**
 * A company's application to a body for certification of modules under one scheme.
 * submitted -> accepted | returned | rejected; returned -> submitted (resubmitted) | withdrawn;
 * accepted -> contracted -> (audits) -> certified | refused. `kind` initial or recertification.
 */
export const certApplications = pgTable(
  'cert_applications',
  {
    id: id(),
    applicationNo: text('application_no').notNull(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    certBodyId: uuid('cert_body_id')
      .notNull()
      .references(() => certBodies.id),
    scheme: text('scheme')
      .notNull()
      .references(() => certSchemes.key),
    kind: text('kind').notNull().default('initial'),
    moduleIds: uuid('module_ids').array().notNull(),
    employees: integer('employees'),
    siteAddress: text('site_address'),
    remark: text('remark'),
    documents: text('documents').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('submitted'),
    /** The body's review: planned audit days (in half days), and the reason of a return or rejection. */
    auditDays: numeric('audit_days', { precision: 4, scale: 1, mode: 'number' }),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: tstz('reviewed_at'),
    contractNo: text('contract_no'),
    contractSignedAt: date('contract_signed_at', { mode: 'string' }),
    contractFiles: text('contract_files').array().notNull().default(sql`'{}'::text[]`),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cert_applications_no_key').on(t.applicationNo),
    index('cert_applications_corp_idx').on(t.corpId, t.createdAt),
    index('cert_applications_body_idx').on(t.certBodyId, t.status),
  ],
);

/** Checklist templates: built-in ones (no body) and a body's own, by scheme. */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    id: id(),
    certBodyId: uuid('cert_body_id').references(() => certBodies.id),
    scheme: text('scheme')
      .notNull()
      .references(() => certSchemes.key),
    name: text('name').notNull(),
    items: jsonb('items').$type<{ code: string; section: string; text: Localized }[]>().notNull(),
    ...timestamps,
  },
  (t) => [index('checklist_templates_body_idx').on(t.certBodyId, t.scheme)],
);

/**
 * An audit of an application (stage 1, stage 2) or of a certificate (surveillance, recertification,
 * special). planned -> in_progress -> signed; planned | in_progress -> cancelled.
 */
export const audits = pgTable(
  'audits',
  {
    id: id(),
    auditNo: text('audit_no').notNull(),
    certBodyId: uuid('cert_body_id')
      .notNull()
      .references(() => certBodies.id),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    applicationId: uuid('application_id').references(() => certApplications.id),
    certificateId: uuid('certificate_id'),
    scheme: text('scheme')
      .notNull()
      .references(() => certSchemes.key),
    /** stage1, stage2, surveillance, recertification, special. */
    type: text('type').notNull(),
    unannounced: boolean('unannounced').notNull().default(false),
    plannedStart: date('planned_start', { mode: 'string' }).notNull(),
    plannedEnd: date('planned_end', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('planned'),
    templateId: uuid('template_id').references(() => checklistTemplates.id),
    summary: text('summary'),
    /** recommend, not_recommend: the lead auditor's recommendation in the signed report. */
    recommendation: text('recommendation'),
    signedBy: uuid('signed_by'),
    signedAt: tstz('signed_at'),
    cancelReason: text('cancel_reason'),
    plannedBy: uuid('planned_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('audits_no_key').on(t.auditNo),
    index('audits_body_idx').on(t.certBodyId, t.plannedStart),
    index('audits_corp_idx').on(t.corpId),
    index('audits_application_idx').on(t.applicationId),
    index('audits_certificate_idx').on(t.certificateId),
  ],
);

/** The audit team: one lead auditor and members. */
export const auditTeam = pgTable(
  'audit_team',
  {
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    auditorId: uuid('auditor_id')
      .notNull()
      .references(() => auditors.id),
    /** lead, member. */
    role: text('role').notNull(),
  },
  (t) => [
    uniqueIndex('audit_team_pair_key').on(t.auditId, t.auditorId),
    index('audit_team_auditor_idx').on(t.auditorId),
  ],
);

/** One checklist item of an audit, copied from the template when the audit is planned; never pre-filled. */
export const auditItems = pgTable(
  'audit_items',
  {
    id: id(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    section: text('section').notNull(),
    text: jsonb('text').$type<Localized>().notNull(),
    /** null until answered: conforming, not_conforming, not_applicable. */
    verdict: text('verdict'),
    note: text('note'),
    evidence: text('evidence').array().notNull().default(sql`'{}'::text[]`),
    answeredBy: uuid('answered_by'),
    answeredAt: tstz('answered_at'),
  },
  (t) => [uniqueIndex('audit_items_position_key').on(t.auditId, t.position)],
);

/**
 * A finding of an audit: minor | major | critical with a due date from the scheme.
 * open -> answered -> closed | returned; returned -> answered.
 */
export const auditFindings = pgTable(
  'audit_findings',
  {
    id: id(),
    findingNo: text('finding_no').notNull(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    certBodyId: uuid('cert_body_id')
      .notNull()
      .references(() => certBodies.id),
    itemId: uuid('item_id').references(() => auditItems.id),
    grade: text('grade').notNull(),
    description: text('description').notNull(),
    evidence: text('evidence').array().notNull().default(sql`'{}'::text[]`),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    correction: text('correction'),
    rootCause: text('root_cause'),
    correctiveAction: text('corrective_action'),
    answerEvidence: text('answer_evidence').array().notNull().default(sql`'{}'::text[]`),
    answeredBy: uuid('answered_by'),
    answeredAt: tstz('answered_at'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: tstz('reviewed_at'),
    closedAt: tstz('closed_at'),
    raisedBy: uuid('raised_by'),
    /** Day-count reminders already sent (30, 1, 0), so a reminder goes out once. */
    remindedAt: jsonb('reminded_at').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('audit_findings_no_key').on(t.findingNo),
    index('audit_findings_audit_idx').on(t.auditId),
    index('audit_findings_corp_idx').on(t.corpId, t.status),
    index('audit_findings_body_idx').on(t.certBodyId, t.status, t.dueDate),
  ],
);

/**
 * The technical review and the certification decision of an application (or of a suspension,
 * reinstatement or withdrawal proposal), each by a body user outside the audit team.
 * to_review -> to_decide -> granted | refused.
 */
export const certDecisions = pgTable(
  'cert_decisions',
  {
    id: id(),
    certBodyId: uuid('cert_body_id')
      .notNull()
      .references(() => certBodies.id),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    applicationId: uuid('application_id').references(() => certApplications.id),
    certificateId: uuid('certificate_id'),
    /** grant (an application), suspend (a proposal from missed surveillance or an overdue major finding). */
    subject: text('subject').notNull().default('grant'),
    status: text('status').notNull().default('to_review'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: tstz('reviewed_at'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by'),
    decidedAt: tstz('decided_at'),
    ...timestamps,
  },
  (t) => [
    index('cert_decisions_body_idx').on(t.certBodyId, t.status),
    index('cert_decisions_application_idx').on(t.applicationId),
  ],
);

/**
 * A certificate. Never edited once issued: a correction issues a replacement. effective | reduced |
 * suspended | withdrawn | expired | surrendered | replaced; "effective" in the spec is effective or
 * reduced, everything else is "invalid".
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    certNo: text('cert_no').notNull(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    certBodyId: uuid('cert_body_id')
      .notNull()
      .references(() => certBodies.id),
    applicationId: uuid('application_id').references(() => certApplications.id),
    scheme: text('scheme')
      .notNull()
      .references(() => certSchemes.key),
    /** The modules in scope now (a scope reduction removes some). */
    moduleIds: uuid('module_ids').array().notNull(),
    status: text('status').notNull().default('effective'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    nextSurveillanceDue: date('next_surveillance_due', { mode: 'string' }),
    /** The day of the last audit that went well (the start of a suspension's impact). */
    lastGoodAuditOn: date('last_good_audit_on', { mode: 'string' }),
    suspendedUntil: date('suspended_until', { mode: 'string' }),
    statusReason: text('status_reason'),
    replacesId: uuid('replaces_id'),
    replacedById: uuid('replaced_by_id'),
    issuedBy: uuid('issued_by'),
    /** Day-count reminders already sent (30, 1, 0). */
    remindedAt: jsonb('reminded_at').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('certificates_no_key').on(t.certNo),
    index('certificates_corp_idx').on(t.corpId, t.status),
    index('certificates_body_idx').on(t.certBodyId, t.status),
    index('certificates_modules_idx').using('gin', t.moduleIds),
  ],
);

/** Every change of a certificate: issue, suspend, reinstate, reduce, withdraw, expire, surrender, replace. */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: id(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    moduleIds: uuid('module_ids').array(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [index('certificate_events_cert_idx').on(t.certificateId, t.createdAt)],
);
