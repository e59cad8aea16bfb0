import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZLocalized, ZPage, ZPageQuery } from '../common';
import { ZFileUrl } from '../companies';
import { defineRoute } from '../route';
import { ZAccount, ZEmail, ZPassword, ZPhone, ZText } from '../rules';
import {
  AUDIT_TYPES,
  CERT_PAGES,
  CERT_PERMISSIONS,
  CERTIFICATE_STATUSES,
  FINDING_GRADES,
  ZAuditLanguage,
  ZAuditorStatus,
  ZCertBodyStatus,
  ZCertScheme,
} from './shared';

/**
 * Certification bodies and their accreditation, their accounts, the auditor register with declared
 * conflicts, scheme deadlines and label gating, the evaluations a body writes of its clients, and the
 * yearly statistics (decision 0024).
 */
const tag = 'certification';

const required = (max: number) => ZText(max).pipe(z.string().min(1, { message: 'name.required' }));
const optionalText = (max: number) =>
  ZText(max)
    .nullable()
    .default(null)
    .transform((v) => v || null);
const optionalEmail = z
  .union([z.literal(''), ZEmail])
  .nullable()
  .default(null)
  .transform((v) => v || null);
/** A phone typed in a contact field: digits, spaces, + and - (landlines and foreign numbers too). */
const optionalPhone = z
  .string()
  .trim()
  .regex(/^[0-9+\- ]{0,20}$/, { message: 'phone.invalid' })
  .nullable()
  .default(null)
  .transform((v) => v || null);
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .transform((list) => [...new Set(list)] as z.output<T>[]);

// ---- bodies (/certAuthority, /certAuthorityDetails, /certAuthorityMsg)

/** Contacts, address, introduction and documents: what a body may change itself. */
const profileFields = {
  contactName: optionalText(50),
  contactPhone: optionalPhone,
  contactEmail: optionalEmail,
  address: optionalText(200),
  introduction: optionalText(2000),
  documents: z.array(ZFileUrl).max(20).default([]),
};

/** The accreditation: only the administrator changes it. */
const accreditationFields = {
  name: required(100),
  countryId: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  accreditationNo: required(50),
  accreditedBy: required(100),
  schemes: uniqueList(ZCertScheme, 10).pipe(
    z.array(ZCertScheme).min(1, { message: 'certBody.schemesRequired' }),
  ),
  categoryIds: uniqueList(ZId, 200).default([]),
  accreditationValidUntil: ZIsoDate,
};

export const ZCertBodyBody = z.object({ ...accreditationFields, ...profileFields });
export type CertBodyBody = z.infer<typeof ZCertBodyBody>;
export const ZCertBodyProfileBody = z.object(profileFields);

export const ZCertBody = z.object({
  id: ZId,
  name: z.string(),
  countryId: z.string().nullable(),
  accreditationNo: z.string().nullable(),
  accreditedBy: z.string().nullable(),
  schemes: z.array(z.string()),
  categoryIds: z.array(ZId),
  categoryNames: z.array(z.string()),
  accreditationValidUntil: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  address: z.string().nullable(),
  introduction: z.string().nullable(),
  documents: z.array(z.string()),
  status: ZCertBodyStatus,
  auditorCount: z.number().int(),
  userCount: z.number().int(),
  createTime: ZIsoDateTime,
});
export type CertBody = z.infer<typeof ZCertBody>;

export const ZCertBodyUser = z.object({
  id: ZId,
  account: z.string(),
  userName: z.string(),
  userType: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  createTime: ZIsoDateTime,
});

/** A sign-in account of a body (user type cert_body, or auditor when made from the register). */
export const ZCertBodyUserBody = z.object({
  account: ZAccount,
  userName: required(50),
  phone: ZPhone.nullable().default(null),
  email: ZEmail.nullable().default(null),
  password: ZPassword,
});

// ---- schemes and settings (/certSchemes)

const days = (max: number) =>
  z
    .number({ message: 'certScheme.positiveNumber' })
    .int({ message: 'certScheme.positiveNumber' })
    .min(1, { message: 'certScheme.positiveNumber' })
    .max(max, { message: 'certScheme.tooLarge' });

export const ZCertSchemeRow = z.object({
  key: z.string(),
  name: ZLocalized,
  minorDays: z.number().int(),
  majorDays: z.number().int(),
  criticalDays: z.number().int(),
  validityYears: z.number().int(),
  surveillanceMonths: z.number().int(),
  maxSuspensionMonths: z.number().int(),
});
export const ZCertSchemeBody = z.object({
  minorDays: days(365),
  majorDays: days(365),
  criticalDays: days(365),
  validityYears: days(10),
  surveillanceMonths: days(36),
  maxSuspensionMonths: days(24),
});
export const ZCertSettings = z.object({ certGating: z.boolean() });

// ---- auditors (/auditorList)

export const ZAuditorBody = z.object({
  name: required(50),
  email: optionalEmail,
  phone: optionalPhone,
  schemes: uniqueList(ZCertScheme, 10).pipe(
    z.array(ZCertScheme).min(1, { message: 'certBody.schemesRequired' }),
  ),
  categoryIds: uniqueList(ZId, 200).default([]),
  languages: uniqueList(ZAuditLanguage, 14).default([]),
  qualificationExpiry: ZIsoDate,
  status: ZAuditorStatus.default('active'),
  remark: optionalText(500),
  /** An auditor account of the body to link (none: unlinked, or a new account from `account`). */
  userId: ZId.nullable().default(null),
  /** A new auditor account made with the register entry. */
  account: ZCertBodyUserBody.nullable().default(null),
});
export type AuditorBody = z.infer<typeof ZAuditorBody>;

export const ZAuditor = z.object({
  id: ZId,
  certBodyId: ZId,
  certBodyName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  schemes: z.array(z.string()),
  categoryIds: z.array(ZId),
  categoryNames: z.array(z.string()),
  languages: z.array(z.string()),
  qualificationExpiry: z.string(),
  /** Days until the qualification runs out (negative: expired). */
  qualificationDaysLeft: z.number().int(),
  status: ZAuditorStatus,
  remark: z.string().nullable(),
  userId: ZId.nullable(),
  account: z.string().nullable(),
  conflictCount: z.number().int(),
  createTime: ZIsoDateTime,
});
export type Auditor = z.infer<typeof ZAuditor>;

export const ZAuditorConflict = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  reason: z.string(),
  createTime: ZIsoDateTime,
});
export const ZAuditorConflictBody = z.object({ corpId: ZId, reason: required(200) });

// ---- evaluations (/corpEvaluate)

export const EVALUATION_GRADES = ['A', 'B', 'C', 'D'] as const;
export const ZEvaluationGrade = z.enum(EVALUATION_GRADES);

export const ZCertEvaluationBody = z
  .object({
    corpId: ZId,
    title: required(100),
    grade: ZEvaluationGrade,
    score: z
      .number({ message: 'certEvaluation.score' })
      .int({ message: 'certEvaluation.score' })
      .min(0, { message: 'certEvaluation.score' })
      .max(100, { message: 'certEvaluation.score' })
      .nullable()
      .default(null),
    content: required(5000),
    evaluatedAt: ZIsoDate,
    /** When the next evaluation is due. */
    dueTime: ZIsoDate.nullable().default(null),
  })
  .refine((v) => !v.dueTime || v.dueTime > v.evaluatedAt, {
    message: 'date.endTimeSmall',
    path: ['dueTime'],
  });

export const ZCertEvaluation = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  certBodyId: ZId.nullable(),
  certBodyName: z.string().nullable(),
  title: z.string(),
  grade: z.string(),
  score: z.number().int().nullable(),
  content: z.string(),
  evaluatedAt: ZIsoDateTime,
  dueTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});

// ---- annual report (/annualReport)

export const ZAnnualReportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  /** Administrators: one body (none: every body). Ignored for a body's own users. */
  certBodyId: ZId.optional(),
});
export const ZAnnualReport = z.object({
  year: z.number().int(),
  certBodyId: ZId.nullable(),
  auditsByType: z.array(z.object({ type: z.enum(AUDIT_TYPES), count: z.number().int() })),
  auditsByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  findingsByGrade: z.array(
    z.object({ grade: z.enum(FINDING_GRADES), count: z.number().int(), closed: z.number().int() }),
  ),
  /** Days from a finding's creation to its closing, over findings closed (null: none closed). */
  averageDaysToClose: z.number().nullable(),
  medianDaysToClose: z.number().nullable(),
  certificatesByStatus: z.array(z.object({ status: z.enum(CERTIFICATE_STATUSES), count: z.number().int() })),
  certificatesIssued: z.number().int(),
  auditors: z.array(
    z.object({
      auditorId: ZId,
      name: z.string(),
      led: z.number().int(),
      joined: z.number().int(),
      findings: z.number().int(),
    }),
  ),
});
export type AnnualReport = z.infer<typeof ZAnnualReport>;

// ---- routes

const bodiesQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  status: ZCertBodyStatus.optional(),
});

export const certBodyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/bodies',
    access: CERT_PAGES.bodies,
    summary: 'Certification bodies, by name or accreditation number and state (/certAuthority)',
    tags: [tag],
    query: bodiesQuery,
    response: ZPage(ZCertBody),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/bodies/:id',
    access: CERT_PAGES.bodies,
    summary: 'One certification body with its accreditation (/certAuthorityDetails)',
    tags: [tag],
    params: ZIdParams,
    response: ZCertBody,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/certification/bodies',
    access: CERT_PERMISSIONS.manageBodies,
    summary: 'Register a certification body with its accreditation',
    tags: [tag],
    body: ZCertBodyBody,
    response: ZCertBody,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/certification/bodies/:id',
    access: CERT_PERMISSIONS.manageBodies,
    summary: 'Change a body and its accreditation',
    tags: [tag],
    params: ZIdParams,
    body: ZCertBodyBody,
    response: ZCertBody,
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/certification/bodies/:id/status',
    access: CERT_PERMISSIONS.manageBodies,
    summary: 'Activate or deactivate a body (an inactive body takes no new applications)',
    tags: [tag],
    params: ZIdParams,
    body: z.object({ status: ZCertBodyStatus }),
    response: ZCertBody,
  }),
  auditors: defineRoute({
    method: 'GET',
    path: '/certification/bodies/:id/auditors',
    access: CERT_PAGES.bodies,
    summary: "A body's auditor register, read-only (/certAuthorityDetails)",
    tags: [tag],
    params: ZIdParams,
    query: ZPageQuery,
    response: ZPage(ZAuditor),
  }),
  users: defineRoute({
    method: 'GET',
    path: '/certification/bodies/:id/users',
    access: CERT_PAGES.bodies,
    summary: "A body's sign-in accounts",
    tags: [tag],
    params: ZIdParams,
    query: ZPageQuery,
    response: ZPage(ZCertBodyUser),
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/certification/bodies/:id/users',
    access: CERT_PERMISSIONS.manageBodies,
    summary: 'Create a sign-in account of the body (user type cert_body)',
    tags: [tag],
    params: ZIdParams,
    body: ZCertBodyUserBody,
    response: ZCertBodyUser,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/certification/bodies/mine',
    access: CERT_PAGES.bodyProfile,
    summary: "The caller's own body (/certAuthorityMsg)",
    tags: [tag],
    response: ZCertBody,
  }),
  updateMine: defineRoute({
    method: 'PUT',
    path: '/certification/bodies/mine',
    access: CERT_PERMISSIONS.manageBodyProfile,
    summary: "Change the caller's body: contacts, address, introduction, documents (not the accreditation)",
    tags: [tag],
    body: ZCertBodyProfileBody,
    response: ZCertBody,
  }),
} as const;

export const certSettingsRoutes = {
  schemes: defineRoute({
    method: 'GET',
    path: '/certification/schemes',
    access: CERT_PAGES.certification,
    summary: 'Certification schemes with their deadlines',
    tags: [tag],
    response: z.array(ZCertSchemeRow),
  }),
  updateScheme: defineRoute({
    method: 'PUT',
    path: '/certification/schemes/:key',
    access: CERT_PERMISSIONS.manageBodies,
    summary: "Change a scheme's deadlines (/certSchemes)",
    tags: [tag],
    params: z.object({ key: ZCertScheme }),
    body: ZCertSchemeBody,
    response: ZCertSchemeRow,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/certification/settings',
    access: CERT_PAGES.bodies,
    summary: "The running platform's certificate gating of labels",
    tags: [tag],
    response: ZCertSettings,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/certification/settings',
    access: CERT_PERMISSIONS.manageBodies,
    summary: 'Switch certificate gating of label orders and bindings on or off',
    tags: [tag],
    body: ZCertSettings,
    response: ZCertSettings,
  }),
} as const;

const auditorsQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  scheme: ZCertScheme.optional(),
  status: ZAuditorStatus.optional(),
  /** Qualification expired or running out within this many days. */
  expiringWithin: z.coerce.number().int().min(0).max(3650).optional(),
});

export const auditorRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/auditors',
    access: CERT_PAGES.auditors,
    summary: "The body's auditor register (/auditorList); administrators see every body's",
    tags: [tag],
    query: auditorsQuery,
    response: ZPage(ZAuditor),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/auditors/:id',
    access: CERT_PAGES.auditors,
    summary: 'One auditor of the register',
    tags: [tag],
    params: ZIdParams,
    response: ZAuditor,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/certification/auditors',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: 'Add an auditor to the register (schemes within the accreditation), optionally with an account',
    tags: [tag],
    body: ZAuditorBody,
    response: ZAuditor,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/certification/auditors/:id',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: 'Change an auditor of the register',
    tags: [tag],
    params: ZIdParams,
    body: ZAuditorBody,
    response: ZAuditor,
  }),
  accounts: defineRoute({
    method: 'GET',
    path: '/certification/auditor-accounts',
    access: CERT_PAGES.auditors,
    summary: "The body's auditor accounts not yet linked to a register entry",
    tags: [tag],
    response: z.array(z.object({ value: ZId, label: z.string() })),
  }),
  conflicts: defineRoute({
    method: 'GET',
    path: '/certification/auditors/:id/conflicts',
    access: CERT_PAGES.auditors,
    summary: 'Conflicts of interest the auditor declared',
    tags: [tag],
    params: ZIdParams,
    response: z.array(ZAuditorConflict),
  }),
  addConflict: defineRoute({
    method: 'POST',
    path: '/certification/auditors/:id/conflicts',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: 'Declare a conflict of interest with a company',
    tags: [tag],
    params: ZIdParams,
    body: ZAuditorConflictBody,
    response: ZAuditorConflict,
  }),
  removeConflict: defineRoute({
    method: 'DELETE',
    path: '/certification/auditors/:id/conflicts/:conflictId',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: 'Remove a declared conflict',
    tags: [tag],
    params: z.object({ id: ZId, conflictId: ZId }),
    response: z.object({ id: ZId }),
  }),
} as const;

export const certEvaluationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/evaluations',
    access: CERT_PAGES.evaluation,
    summary: "Evaluations of the body's clients (/corpEvaluate); auditors: of companies they audited",
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(50).optional(),
      corpId: ZId.optional(),
      grade: ZEvaluationGrade.optional(),
    }),
    response: ZPage(ZCertEvaluation),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/evaluations/:id',
    access: CERT_PAGES.evaluation,
    summary: 'One evaluation (/corpEvaluateDetail)',
    tags: [tag],
    params: ZIdParams,
    response: ZCertEvaluation,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/certification/evaluations',
    access: CERT_PERMISSIONS.manageEvaluation,
    summary: 'Write an evaluation of a client company (body users only); the company is notified',
    tags: [tag],
    body: ZCertEvaluationBody,
    response: ZCertEvaluation,
  }),
  clients: defineRoute({
    method: 'GET',
    path: '/certification/clients',
    access: CERT_PAGES.evaluation,
    summary: 'Companies that applied to the body, for choosing whom to evaluate',
    tags: [tag],
    response: z.array(z.object({ value: ZId, label: z.string() })),
  }),
} as const;

export const certReportRoutes = {
  annual: defineRoute({
    method: 'GET',
    path: '/certification/annual-report',
    access: CERT_PAGES.annualReport,
    summary: "A year's audits, findings, certificates and auditors (/annualReport): the body's own, or all",
    tags: [tag],
    query: ZAnnualReportQuery,
    response: ZAnnualReport,
  }),
  exportAnnual: defineRoute({
    method: 'GET',
    path: '/certification/annual-report/export',
    access: CERT_PAGES.annualReport,
    summary: 'The annual report as an xlsx spreadsheet',
    tags: [tag],
    query: ZAnnualReportQuery,
  }),
} as const;
