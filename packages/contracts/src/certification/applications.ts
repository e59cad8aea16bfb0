import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { ZFileUrl } from '../companies';
import { defineRoute } from '../route';
import { ZText } from '../rules';
import {
  CERT_PAGES,
  CERT_PERMISSIONS,
  ZApplicationKind,
  ZApplicationStatus,
  ZAuditStatus,
  ZAuditType,
  ZCertificateStatus,
  ZCertScheme,
  ZDecisionStatus,
  ZTeamRole,
} from './shared';

/**
 * Companies' certified modules and their annual output, applications to a body and their review,
 * contracts, and the planning of audits (decision 0024).
 */
const tag = 'certification';
const view = CERT_PAGES.certification;
const manage = CERT_PERMISSIONS.manageCertification;
const review = CERT_PERMISSIONS.reviewApplications;

const required = (
  message: 'certApp.reasonRequired' | 'certApp.nameRequired' | 'certApp.contractNoRequired',
) => z.string().trim().min(1, { message }).pipe(ZText(200));
const optionalText = (max: number) =>
  ZText(max)
    .nullable()
    .default(null)
    .transform((v) => v || null);

// ---- modules

export const ZCertModuleCertificate = z.object({ id: ZId, certNo: z.string(), status: ZCertificateStatus });

export const ZCertModule = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  name: z.string(),
  scheme: ZCertScheme,
  productIds: z.array(ZId),
  products: z.array(z.object({ id: ZId, name: z.string(), categoryId: ZId })),
  categoryIds: z.array(ZId),
  requestedAnnualOutput: z.number().int(),
  /** Set by the certification decision; caps the labels ordered in a calendar year. */
  certifiedAnnualOutput: z.number().int().nullable(),
  siteAddress: z.string().nullable(),
  remark: z.string().nullable(),
  /** Effective, reduced or suspended certificates whose scope holds the module: its scope is locked. */
  certificates: z.array(ZCertModuleCertificate),
  scopeLocked: z.boolean(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
  actions: z.array(z.enum(['edit'])),
});
export type CertModule = z.infer<typeof ZCertModule>;

export const ZCertModuleBody = z
  .object({
    name: required('certApp.nameRequired').pipe(z.string().max(100, { message: 'text.tooLong' })),
    scheme: ZCertScheme,
    productIds: z.array(ZId).max(200).default([]),
    categoryIds: z.array(ZId).max(100).default([]),
    requestedAnnualOutput: z
      .number({ message: 'certApp.outputPositive' })
      .int({ message: 'certApp.outputPositive' })
      .min(1, { message: 'certApp.outputPositive' })
      .max(1_000_000_000, { message: 'certApp.outputPositive' }),
    siteAddress: optionalText(200),
    remark: optionalText(500),
  })
  .refine((v) => v.productIds.length > 0 || v.categoryIds.length > 0, {
    message: 'certApp.moduleScopeRequired',
    path: ['productIds'],
  });
export type CertModuleBody = z.infer<typeof ZCertModuleBody>;

export const ZProductOption = z.object({ value: ZId, label: z.string(), categoryId: ZId });

export const ZAnnualOutputRow = z.object({
  moduleId: ZId,
  moduleName: z.string(),
  corpName: z.string(),
  scheme: ZCertScheme,
  year: z.number().int(),
  certifiedAnnualOutput: z.number().int().nullable(),
  /** Labels ordered this calendar year for the module's products (orders not failed). */
  labelsOrdered: z.number().int(),
  /** Certified output less the labels ordered; null while nothing is certified. */
  remainder: z.number().int().nullable(),
  producedQuantity: z.number().int().nullable(),
  reportRemark: z.string().nullable(),
  reportedAt: ZIsoDateTime.nullable(),
  actions: z.array(z.enum(['report'])),
});
export type AnnualOutputRow = z.infer<typeof ZAnnualOutputRow>;

const ZYear = z.coerce
  .number({ message: 'certApp.yearInvalid' })
  .int({ message: 'certApp.yearInvalid' })
  .min(2000, { message: 'certApp.yearInvalid' })
  .max(2100, { message: 'certApp.yearInvalid' });

export const ZAnnualOutputBody = z.object({
  moduleId: ZId,
  year: ZYear,
  producedQuantity: z
    .number({ message: 'count.notNumber' })
    .int({ message: 'count.notNumber' })
    .min(0, { message: 'count.negative' })
    .max(1_000_000_000, { message: 'count.notNumber' }),
  remark: optionalText(500),
});

export const certModuleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/modules',
    access: view,
    summary:
      'Certified modules (/certModule): a company its own, a body those of companies that applied to it, administrators all',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(50).optional(),
      scheme: ZCertScheme.optional(),
    }),
    response: ZPage(ZCertModule),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/modules/:id',
    access: view,
    summary: 'One certified module',
    tags: [tag],
    params: ZIdParams,
    response: ZCertModule,
  }),
  productOptions: defineRoute({
    method: 'GET',
    path: '/certification/module-products',
    access: manage,
    summary: "The company's own products, to choose a module's products",
    tags: [tag],
    response: z.array(ZProductOption),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/certification/modules',
    access: manage,
    summary: 'Add a module: products and/or whole categories, with the requested annual output',
    tags: [tag],
    body: ZCertModuleBody,
    response: ZCertModule,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/certification/modules/:id',
    access: manage,
    summary:
      'Edit a module; a module in scope of an effective, reduced or suspended certificate keeps its products and categories',
    tags: [tag],
    params: ZIdParams,
    body: ZCertModuleBody,
    response: ZCertModule,
  }),
  annualOutputs: defineRoute({
    method: 'GET',
    path: '/certification/annual-outputs',
    access: view,
    summary:
      'Per module and year (/certModuleAnnualOutput): certified output, labels ordered, remainder and the produced quantity reported',
    tags: [tag],
    query: ZPageQuery.extend({ year: ZYear.optional(), keyword: z.string().trim().max(50).optional() }),
    response: ZPage(ZAnnualOutputRow),
  }),
  reportAnnualOutput: defineRoute({
    method: 'PUT',
    path: '/certification/annual-outputs',
    access: manage,
    summary: "File or update a module's produced quantity for a past or the current year",
    tags: [tag],
    body: ZAnnualOutputBody,
    response: ZAnnualOutputRow,
  }),
};

// ---- applications

export const APPLICATION_ACTIONS = [
  'edit',
  'resubmit',
  'withdraw',
  'accept',
  'return',
  'reject',
  'contract',
  'planAudit',
] as const;
export const ZApplicationAction = z.enum(APPLICATION_ACTIONS);
export type ApplicationAction = z.infer<typeof ZApplicationAction>;

/** The body's moves on an application, and the company's (edit and resubmit a returned one, withdraw). */
export const APPLICATION_TRANSITIONS = [
  { from: ['submitted'], action: 'accept', to: 'accepted', who: 'body' },
  { from: ['submitted'], action: 'return', to: 'returned', who: 'body' },
  { from: ['submitted'], action: 'reject', to: 'rejected', who: 'body' },
  { from: ['accepted'], action: 'contract', to: 'contracted', who: 'body' },
  { from: ['returned'], action: 'resubmit', to: 'submitted', who: 'company' },
  { from: ['submitted', 'returned'], action: 'withdraw', to: 'withdrawn', who: 'company' },
] as const;

/** Applications in these states hold their modules: a module is in one open application at a time. */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'returned', 'accepted', 'contracted'] as const;

export const ZTimelineAudit = z.object({
  id: ZId,
  auditNo: z.string(),
  type: ZAuditType,
  status: ZAuditStatus,
  unannounced: z.boolean(),
  plannedStart: ZIsoDate,
  plannedEnd: ZIsoDate,
  signedAt: ZIsoDateTime.nullable(),
  team: z.array(z.object({ auditorId: ZId, name: z.string(), role: ZTeamRole })),
});

export const ZCertApplication = z.object({
  id: ZId,
  applicationNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  certBodyId: ZId,
  certBodyName: z.string(),
  scheme: ZCertScheme,
  kind: ZApplicationKind,
  moduleIds: z.array(ZId),
  modules: z.array(z.object({ id: ZId, name: z.string() })),
  employees: z.number().int().nullable(),
  siteAddress: z.string().nullable(),
  remark: z.string().nullable(),
  documents: z.array(z.string()),
  status: ZApplicationStatus,
  auditDays: z.number().nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: ZIsoDateTime.nullable(),
  contractNo: z.string().nullable(),
  contractSignedAt: ZIsoDate.nullable(),
  contractFiles: z.array(z.string()),
  submittedAt: ZIsoDateTime,
  createTime: ZIsoDateTime,
  /** The process so far: audits (those the caller may see), the decision, the certificate. */
  audits: z.array(ZTimelineAudit),
  decision: z.object({ id: ZId, status: ZDecisionStatus, decidedAt: ZIsoDateTime.nullable() }).nullable(),
  certificate: z
    .object({ id: ZId, certNo: z.string(), status: ZCertificateStatus, validUntil: ZIsoDate })
    .nullable(),
  actions: z.array(ZApplicationAction),
});
export type CertApplication = z.infer<typeof ZCertApplication>;

export const ZApplicationBody = z.object({
  certBodyId: ZId,
  scheme: ZCertScheme,
  kind: ZApplicationKind.default('initial'),
  moduleIds: z
    .array(ZId)
    .min(1, { message: 'certApp.modulesRequired' })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'certApp.modulesRepeated' }),
  employees: z
    .number({ message: 'count.notNumber' })
    .int({ message: 'count.notNumber' })
    .min(1, { message: 'certApp.employeesPositive' })
    .max(1_000_000, { message: 'count.notNumber' })
    .nullable()
    .default(null),
  siteAddress: optionalText(200),
  remark: optionalText(500),
  documents: z.array(ZFileUrl).max(20).default([]),
});
export type ApplicationBody = z.infer<typeof ZApplicationBody>;

export const ZAcceptBody = z.object({
  auditDays: z
    .number({ message: 'certApp.auditDaysRange' })
    .min(0.5, { message: 'certApp.auditDaysRange' })
    .max(100, { message: 'certApp.auditDaysRange' })
    .refine((v) => Number.isInteger(v * 2), { message: 'certApp.auditDaysHalf' }),
  reviewNote: optionalText(500),
});
export const ZReasonBody = z.object({ reason: required('certApp.reasonRequired') });
export const ZContractBody = z.object({
  contractNo: required('certApp.contractNoRequired').pipe(z.string().max(50, { message: 'text.tooLong' })),
  signedAt: ZIsoDate,
  files: z.array(ZFileUrl).max(20).default([]),
});

export const ZEligibleBody = z.object({
  value: ZId,
  label: z.string(),
  categoryIds: z.array(ZId),
  accreditationNo: z.string().nullable(),
  accreditationValidUntil: ZIsoDate.nullable(),
});

const bodyStep = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  defineRoute({
    method: 'POST',
    path: `/certification/applications/:id/${path}`,
    access: review,
    summary,
    tags: [tag],
    params: ZIdParams,
    body,
    response: ZCertApplication,
  });

export const certApplicationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/applications',
    access: view,
    summary:
      'Applications (/certProcess): a company its own, a body those addressed to it, administrators all',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(50).optional(),
      status: ZApplicationStatus.optional(),
      scheme: ZCertScheme.optional(),
    }),
    response: ZPage(ZCertApplication),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/applications/:id',
    access: view,
    summary: 'One application with its process: review, contract, audits, decision, certificate',
    tags: [tag],
    params: ZIdParams,
    response: ZCertApplication,
  }),
  eligibleBodies: defineRoute({
    method: 'GET',
    path: '/certification/eligible-bodies',
    access: view,
    summary: 'Active bodies whose accreditation, in force, covers a scheme',
    tags: [tag],
    query: z.object({ scheme: ZCertScheme }),
    response: z.array(ZEligibleBody),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/certification/applications',
    access: manage,
    summary: "Apply to a body for a scheme over modules of the company's (within the body's accreditation)",
    tags: [tag],
    body: ZApplicationBody,
    response: ZCertApplication,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/certification/applications/:id',
    access: manage,
    summary: 'Correct a returned application before resubmitting it',
    tags: [tag],
    params: ZIdParams,
    body: ZApplicationBody,
    response: ZCertApplication,
  }),
  resubmit: defineRoute({
    method: 'POST',
    path: '/certification/applications/:id/resubmit',
    access: manage,
    summary: 'Submit a returned application again',
    tags: [tag],
    params: ZIdParams,
    body: z.object({}).default({}),
    response: ZCertApplication,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/certification/applications/:id/withdraw',
    access: manage,
    summary: 'Withdraw a submitted or returned application',
    tags: [tag],
    params: ZIdParams,
    body: z.object({}).default({}),
    response: ZCertApplication,
  }),
  accept: bodyStep('accept', 'Accept an application with the planned audit days', ZAcceptBody),
  return: bodyStep('return', 'Return an application to the company with the reason', ZReasonBody),
  reject: bodyStep('reject', 'Reject an application with the reason', ZReasonBody),
  contract: bodyStep('contract', 'Record the signed contract of an accepted application', ZContractBody),
};

// ---- audit planning

export const AUDITOR_REFUSALS = [
  'otherBody',
  'inactive',
  'qualificationExpired',
  'schemeMissing',
  'categoryMissing',
  'conflict',
] as const;
export const ZAuditorRefusal = z.enum(AUDITOR_REFUSALS);
export type AuditorRefusal = z.infer<typeof ZAuditorRefusal>;

const ZTeam = {
  leadAuditorId: ZId,
  memberIds: z.array(ZId).max(7).default([]),
};
const distinctTeam = (v: { leadAuditorId: string; memberIds: string[] }) =>
  new Set([v.leadAuditorId, ...v.memberIds]).size === v.memberIds.length + 1;
const datesInOrder = (v: { plannedStart: string; plannedEnd: string }) => v.plannedEnd >= v.plannedStart;

export const ZPlanAuditBody = z
  .object({
    applicationId: ZId.optional(),
    certificateId: ZId.optional(),
    type: ZAuditType,
    plannedStart: ZIsoDate,
    plannedEnd: ZIsoDate,
    unannounced: z.boolean().default(false),
    templateId: ZId.optional(),
    ...ZTeam,
  })
  .refine((v) => !!v.applicationId !== !!v.certificateId, {
    message: 'auditPlan.subjectRequired',
    path: ['applicationId'],
  })
  .refine(datesInOrder, { message: 'auditPlan.endBeforeStart', path: ['plannedEnd'] })
  .refine(distinctTeam, { message: 'auditPlan.teamRepeated', path: ['memberIds'] })
  .refine((v) => !v.unannounced || v.type === 'special', {
    message: 'auditPlan.onlySpecialUnannounced',
    path: ['unannounced'],
  });
export type PlanAuditBody = z.infer<typeof ZPlanAuditBody>;

export const ZReplanAuditBody = z
  .object({ plannedStart: ZIsoDate, plannedEnd: ZIsoDate, ...ZTeam })
  .refine(datesInOrder, { message: 'auditPlan.endBeforeStart', path: ['plannedEnd'] })
  .refine(distinctTeam, { message: 'auditPlan.teamRepeated', path: ['memberIds'] });

export const ZPlannedAudit = z.object({
  id: ZId,
  auditNo: z.string(),
  certBodyId: ZId,
  corpId: ZId,
  applicationId: ZId.nullable(),
  certificateId: ZId.nullable(),
  scheme: ZCertScheme,
  type: ZAuditType,
  unannounced: z.boolean(),
  plannedStart: ZIsoDate,
  plannedEnd: ZIsoDate,
  status: ZAuditStatus,
  templateId: ZId.nullable(),
  itemCount: z.number().int(),
  cancelReason: z.string().nullable(),
  team: z.array(z.object({ auditorId: ZId, name: z.string(), role: ZTeamRole })),
});
export type PlannedAudit = z.infer<typeof ZPlannedAudit>;

export const ZEligibleAuditor = z.object({
  id: ZId,
  name: z.string(),
  qualificationExpiry: ZIsoDate,
  eligible: z.boolean(),
  reasons: z.array(ZAuditorRefusal),
});

const subjectQuery = z
  .object({ applicationId: ZId.optional(), certificateId: ZId.optional() })
  .refine((v) => !!v.applicationId !== !!v.certificateId, {
    message: 'auditPlan.subjectRequired',
    path: ['applicationId'],
  });

export const auditPlanningRoutes = {
  eligibleAuditors: defineRoute({
    method: 'GET',
    path: '/certification/audits/eligible-auditors',
    access: review,
    summary:
      "The body's auditors for an audit of an application or a certificate, each eligible or not with the reasons",
    tags: [tag],
    query: z
      .object({ applicationId: ZId.optional(), certificateId: ZId.optional(), plannedEnd: ZIsoDate })
      .refine((v) => !!v.applicationId !== !!v.certificateId, {
        message: 'auditPlan.subjectRequired',
        path: ['applicationId'],
      }),
    response: z.array(ZEligibleAuditor),
  }),
  templates: defineRoute({
    method: 'GET',
    path: '/certification/audits/template-options',
    access: review,
    summary:
      "Checklist templates for the scheme of an application or certificate: built-in and the body's own",
    tags: [tag],
    query: subjectQuery,
    response: z.array(
      z.object({ value: ZId, label: z.string(), builtIn: z.boolean(), itemCount: z.number().int() }),
    ),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/certification/audits',
    access: review,
    summary:
      'Plan an audit of a contracted application (stage 1, stage 2) or of a certificate (surveillance, recertification, special) with its team',
    tags: [tag],
    body: ZPlanAuditBody,
    response: ZPlannedAudit,
  }),
  replan: defineRoute({
    method: 'PUT',
    path: '/certification/audits/:id',
    access: review,
    summary: 'Change the dates and team of a planned audit',
    tags: [tag],
    params: ZIdParams,
    body: ZReplanAuditBody,
    response: ZPlannedAudit,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/certification/audits/:id/cancel',
    access: review,
    summary: 'Cancel a planned or running audit with the reason',
    tags: [tag],
    params: ZIdParams,
    body: ZReasonBody,
    response: ZPlannedAudit,
  }),
  plan: defineRoute({
    method: 'GET',
    path: '/certification/audits/:id/plan',
    access: review,
    summary: 'The plan of an audit (dates, team, template), to replan it',
    tags: [tag],
    params: ZIdParams,
    response: ZPlannedAudit,
  }),
};
