import { gs1CheckDigit } from '@trace/core/gs1';
import { z } from 'zod';
import { isoDateTime, ZCompanyUserType, ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { ZApproveBody, ZRejectBody, ZReviewInfo } from './review';
import { defineRoute } from './route';
import { ZEmail, ZPhone, ZText } from './rules';

const tag = 'companies';
const view = (path: string) => pagePermission('company', path);
const manage = (path: string) => managePermission('company', path);

/** A file uploaded through /upload/file. */
export const ZFileUrl = z.string().regex(/^\/files\/[0-9a-f-]{36}$/);

/** Spec section 5: registration numbers of 15, 18 or 21 characters (letters and digits). */
export const ZRegistrationNo = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]+$/, { message: 'company.registrationNoFormat' })
  .refine((value) => [15, 18, 21].includes(value.length), { message: 'company.registrationNoFormat' });

/** A GS1 Global Location Number: 13 digits, the last the GS1 check digit of the other twelve. */
export function isValidGln(value: string): boolean {
  return /^\d{13}$/.test(value) && gs1CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** The GLN naming the company in EPCIS events (decision 0026); optional, empty means none. */
export const ZGln = z
  .string()
  .trim()
  .transform((value) => value || null)
  .pipe(z.string().refine(isValidGln, { message: 'company.glnInvalid' }).nullable());

export const COMPANY_STATUSES = [
  'not_applied',
  'to_be_reviewed',
  'passed',
  'failed',
  'altered_to_audit',
  'revision_rejected',
  'paused',
] as const;
export const ZCompanyStatus = z.enum(COMPANY_STATUSES);

export const TRACE_STATUSES = ['not_applied', 'traceability_pending', 'traceable', 'not_traceable'] as const;
export const ZTraceStatus = z.enum(TRACE_STATUSES);

/** syStatus numbers the existing client reads: 2 is "paused" (on birdnest it sets the pause flag). */
export const SY_STATUS = { pending: 0, traceable: 1, paused: 2, notTraceable: 3 } as const;

export const ZCompanyBody = z.object({
  kind: ZCompanyUserType,
  name: ZText(100).pipe(z.string().min(1)),
  countryId: z.string().trim().min(1).max(10),
  registrationNo: ZRegistrationNo,
  gln: ZGln.nullable().default(null),
  legalRepresentative: ZText(50).pipe(z.string().min(1)),
  contactName: ZText(50).pipe(z.string().min(1)),
  contactPhone: ZPhone,
  contactEmail: ZEmail.nullable().default(null),
  address: ZText(200).pipe(z.string().min(1)),
  productionAddress: ZText(200).nullable().default(null),
  introduction: ZText(1000).nullable().default(null),
  licenceFiles: z.array(ZFileUrl).min(1).max(10),
  documentFiles: z.array(ZFileUrl).max(20).default([]),
});
export type CompanyBody = z.infer<typeof ZCompanyBody>;

/** Why a company may or may not apply for labels, bind them or ship (null reason: it may). */
export const ZOperability = z.object({ ok: z.boolean(), reason: z.string().nullable() });

/** A company as stored: older or administrator-made records may lack what a new profile must have. */
export const ZCompany = ZCompanyBody.extend({
  name: z.string(),
  countryId: z.string(),
  registrationNo: z.string(),
  gln: z.string().nullable(),
  legalRepresentative: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string().nullable(),
  address: z.string(),
  productionAddress: z.string().nullable(),
  introduction: z.string().nullable(),
  licenceFiles: z.array(z.string()),
  documentFiles: z.array(z.string()),
  id: ZId,
  countryName: z.string().nullable(),
  status: ZCompanyStatus,
  pauseReason: z.string().nullable(),
  traceStatus: ZTraceStatus,
  syStatus: z.number().int().nullable(),
  tracePause: z.boolean(),
  syStartTime: ZIsoDateTime.nullable(),
  syEndTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  review: ZReviewInfo,
  operability: ZOperability,
  actions: z.array(z.enum(['edit', 'approve', 'reject', 'pause', 'resume', 'adminEdit', 'editTraceability'])),
});
export type Company = z.infer<typeof ZCompany>;

export const ZCompanySummary = z.object({
  id: ZId,
  name: z.string(),
  kind: ZCompanyUserType,
  countryId: z.string().nullable(),
  countryName: z.string().nullable(),
  registrationNo: z.string().nullable(),
  status: ZCompanyStatus,
  traceStatus: ZTraceStatus,
  syStatus: z.number().int().nullable(),
  syEndTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});

/** What anyone may see of a passed company (/corpIndex). */
export const ZDirectoryCompany = z.object({
  id: ZId,
  name: z.string(),
  kind: ZCompanyUserType,
  countryName: z.string().nullable(),
  address: z.string().nullable(),
  introduction: z.string().nullable(),
  traceable: z.boolean(),
  certificates: z.array(
    z.object({ name: z.string(), issuer: z.string(), expiryDate: ZIsoDateTime.nullable() }),
  ),
});

export const ZTraceabilityEditBody = z
  .object({
    syStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    syStartTime: ZIsoDateTime.nullable(),
    syEndTime: ZIsoDateTime.nullable(),
  })
  .refine((v) => !v.syStartTime || !v.syEndTime || v.syEndTime > v.syStartTime, {
    message: 'date.endTimeSmall',
    path: ['syEndTime'],
  });

// ---- traceability applications (/rootsApply, /ApplyTraceability, /syAudit)

export const ZTraceabilityApplication = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  status: z.enum(['traceability_pending', 'traceable', 'not_traceable']),
  requestedStart: ZIsoDateTime.nullable(),
  requestedEnd: ZIsoDateTime.nullable(),
  remark: z.string().nullable(),
  documents: z.array(z.string()),
  contractStart: ZIsoDateTime.nullable(),
  contractEnd: ZIsoDateTime.nullable(),
  reviewRemark: z.string().nullable(),
  reviewTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['approve', 'reject'])),
});
export const ZTraceabilityApplyBody = z
  .object({
    requestedStart: ZIsoDateTime.nullable().default(null),
    requestedEnd: ZIsoDateTime.nullable().default(null),
    remark: ZText(500).nullable().default(null),
    documents: z.array(ZFileUrl).max(20).default([]),
  })
  .refine((v) => !v.requestedStart || !v.requestedEnd || v.requestedEnd > v.requestedStart, {
    message: 'date.endTimeSmall',
    path: ['requestedEnd'],
  });
export const ZTraceabilityApproveBody = z
  .object({
    contractStart: isoDateTime('date.startTimeEmpty'),
    contractEnd: ZIsoDateTime,
    remark: z.string().trim().max(500).nullable().default(null),
  })
  .refine((v) => v.contractEnd > v.contractStart, { message: 'date.endTimeSmall', path: ['contractEnd'] })
  .refine((v) => new Date(v.contractEnd) > new Date(), { message: 'date.expiryPast', path: ['contractEnd'] });

// ---- honour certificates

export const ZHonourCertificateBody = z
  .object({
    name: ZText(100).pipe(z.string().min(1)),
    issuer: ZText(100).pipe(z.string().min(1)),
    number: ZText(50).nullable().default(null),
    issueDate: isoDateTime('date.startTimeEmpty'),
    expiryDate: ZIsoDateTime.nullable().default(null),
    images: z.array(ZFileUrl).min(1).max(9),
    description: ZText(500).nullable().default(null),
  })
  .refine((v) => !v.expiryDate || v.expiryDate > v.issueDate, {
    message: 'date.endTimeSmall',
    path: ['expiryDate'],
  });
export const ZHonourCertificate = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  name: z.string(),
  issuer: z.string(),
  number: z.string().nullable(),
  issueDate: ZIsoDateTime,
  expiryDate: ZIsoDateTime.nullable(),
  images: z.array(z.string()),
  description: z.string().nullable(),
  /** effective until its expiry date, invalid after. */
  validity: z.enum(['effective', 'invalid']),
  review: ZReviewInfo,
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['edit', 'delete', 'approve', 'reject'])),
});

// ---- partners (/dealersMessage, /importerMessage)

export const ZPartner = z.object({
  id: ZId,
  partnerCorpId: ZId,
  partnerName: z.string(),
  partnerKind: ZCompanyUserType,
  countryName: z.string().nullable(),
  canShip: z.boolean(),
  remark: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZPartnerBody = z.object({
  partnerCorpId: ZId,
  canShip: z.boolean().default(true),
  remark: ZText(200).nullable().default(null),
});
export const ZPartnerUpdateBody = z.object({ canShip: z.boolean(), remark: ZText(200).nullable() });

// ---- evaluations (/myCorpEvaluate)

export const ZEvaluation = z.object({
  id: ZId,
  certBodyName: z.string().nullable(),
  title: z.string(),
  grade: z.string(),
  score: z.number().int().nullable(),
  content: z.string(),
  evaluatedAt: ZIsoDateTime,
  dueTime: ZIsoDateTime.nullable(),
});

const reviewRoutes = (path: string, noun: string) => ({
  approve: defineRoute({
    method: 'POST',
    path: `${path}/:id/approve`,
    access: 'authenticated',
    summary: `Approve a ${noun} (administrators or the reviewer role configured in /SysAudit)`,
    tags: [tag],
    params: ZIdParams,
    body: ZApproveBody,
    response: z.object({ status: z.string() }),
  }),
  reject: defineRoute({
    method: 'POST',
    path: `${path}/:id/reject`,
    access: 'authenticated',
    summary: `Reject a ${noun} with the reason shown to its owner`,
    tags: [tag],
    params: ZIdParams,
    body: ZRejectBody,
    response: z.object({ status: z.string() }),
  }),
});

const partnerRoutes = (relation: 'dealers' | 'importers', page: string) => ({
  list: defineRoute({
    method: 'GET',
    path: `/partners/${relation}`,
    access: view(page),
    summary: `Your ${relation}`,
    tags: [tag],
    query: ZPageQuery.extend({ keyword: z.string().trim().max(100).optional() }),
    response: ZPage(ZPartner),
  }),
  candidates: defineRoute({
    method: 'GET',
    path: `/partners/${relation}/candidates`,
    access: view(page),
    summary: `Passed companies that can be linked as ${relation}`,
    tags: [tag],
    query: z.object({ keyword: z.string().trim().max(100).optional() }),
    response: z.array(z.object({ value: ZId, label: z.string() })),
  }),
  link: defineRoute({
    method: 'POST',
    path: `/partners/${relation}`,
    access: manage(page),
    summary: `Link a company as one of your ${relation}`,
    tags: [tag],
    body: ZPartnerBody,
    response: ZPartner,
  }),
  update: defineRoute({
    method: 'PUT',
    path: `/partners/${relation}/:id`,
    access: manage(page),
    summary: 'Change whether you may ship to the partner',
    tags: [tag],
    params: ZIdParams,
    body: ZPartnerUpdateBody,
    response: ZPartner,
  }),
  unlink: defineRoute({
    method: 'DELETE',
    path: `/partners/${relation}/:id`,
    access: manage(page),
    summary: 'Unlink a partner',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),
});

export const companyRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/companies/mine',
    access: view('/setCompanyInformation'),
    summary:
      "The caller's company with its state, the reason of the last decision and any change waiting for review",
    tags: [tag],
    response: ZCompany.nullable(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/companies',
    access: view('/setCompanyInformation'),
    summary: 'Create your company; it waits for review (to_be_reviewed)',
    tags: [tag],
    body: ZCompanyBody,
    response: ZCompany,
  }),
  editMine: defineRoute({
    method: 'PUT',
    path: '/companies/mine',
    access: view('/setCompanyInformation'),
    summary:
      'Change your company: before approval it is resubmitted; after, the approved profile stays live until the change is reviewed',
    tags: [tag],
    body: ZCompanyBody,
    response: ZCompany,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/companies',
    access: view('/companyInformationList'),
    summary: 'Companies for review and administration',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      status: ZCompanyStatus.optional(),
      kind: ZCompanyUserType.optional(),
      traceStatus: ZTraceStatus.optional(),
    }),
    response: ZPage(ZCompanySummary),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/companies/:id',
    access: view('/companyInformationList'),
    summary: 'A company with its documents, review history and waiting change',
    tags: [tag],
    params: ZIdParams,
    response: ZCompany,
  }),
  ...reviewRoutes('/companies', 'company registration or profile change'),
  adminEdit: defineRoute({
    method: 'PUT',
    path: '/companies/:id',
    access: manage('/companyInformationList'),
    summary: 'Correct a company directly (administration; written to the audit log)',
    tags: [tag],
    params: ZIdParams,
    body: ZCompanyBody,
    response: ZCompany,
  }),
  pause: defineRoute({
    method: 'POST',
    path: '/companies/:id/pause',
    access: manage('/companyInformationList'),
    summary: 'Pause a passed company, with the reason shown to it',
    tags: [tag],
    params: ZIdParams,
    body: z.object({
      reason: z
        .string({ message: 'company.pauseReasonRequired' })
        .trim()
        .min(1, { message: 'company.pauseReasonRequired' })
        .max(500),
    }),
    response: ZCompany,
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/companies/:id/resume',
    access: manage('/companyInformationList'),
    summary: 'Resume a paused company',
    tags: [tag],
    params: ZIdParams,
    response: ZCompany,
  }),
  editTraceability: defineRoute({
    method: 'PUT',
    path: '/companies/:id/traceability',
    access: manage('/companyInformationList'),
    summary: 'Set the traceability state and contract dates (syStatus 2 pauses traceability on birdnest)',
    tags: [tag],
    params: ZIdParams,
    body: ZTraceabilityEditBody,
    response: ZCompany,
  }),
  directory: defineRoute({
    method: 'GET',
    path: '/directory/companies',
    access: 'public',
    summary: 'The public directory of passed companies',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      kind: ZCompanyUserType.optional(),
    }),
    response: ZPage(ZDirectoryCompany),
  }),
  directoryEntry: defineRoute({
    method: 'GET',
    path: '/directory/companies/:id',
    access: 'public',
    summary: 'A passed company as the public sees it',
    tags: [tag],
    params: ZIdParams,
    response: ZDirectoryCompany,
  }),
};

export const traceabilityRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: '/traceability/applications',
    access: view('/ApplyTraceability'),
    summary: 'Apply for a traceability contract (the company must have passed review)',
    tags: [tag],
    body: ZTraceabilityApplyBody,
    response: ZTraceabilityApplication,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/traceability/applications',
    access: view('/rootsApply'),
    summary: 'Traceability applications: your own, or all for reviewers',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      status: z.enum(['traceability_pending', 'traceable', 'not_traceable']).optional(),
    }),
    response: ZPage(ZTraceabilityApplication),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/traceability/applications/:id',
    access: view('/rootsApply'),
    summary: 'One traceability application',
    tags: [tag],
    params: ZIdParams,
    response: ZTraceabilityApplication,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/traceability/applications/:id/approve',
    access: 'authenticated',
    summary:
      'Approve with the contract period; the company becomes traceable until the contract end (syEndTime)',
    tags: [tag],
    params: ZIdParams,
    body: ZTraceabilityApproveBody,
    response: ZTraceabilityApplication,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/traceability/applications/:id/reject',
    access: 'authenticated',
    summary: 'Reject with the reason shown to the company',
    tags: [tag],
    params: ZIdParams,
    body: ZRejectBody,
    response: ZTraceabilityApplication,
  }),
};

export const certificateRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/honour-certificates',
    access: view('/honorCertificateMessage'),
    summary: 'Honour certificates: your own, or all for reviewers',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      reviewStatus: z
        .enum(['unreviewed', 'passed', 'failed', 'modification_pending', 'modification_failed'])
        .optional(),
      validity: z.enum(['effective', 'invalid']).optional(),
    }),
    response: ZPage(ZHonourCertificate),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/honour-certificates/:id',
    access: view('/honorCertificateMessage'),
    summary: 'One honour certificate',
    tags: [tag],
    params: ZIdParams,
    response: ZHonourCertificate,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/honour-certificates',
    access: manage('/honorCertificateMessage'),
    summary: 'Add an honour certificate; it waits for review',
    tags: [tag],
    body: ZHonourCertificateBody,
    response: ZHonourCertificate,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/honour-certificates/:id',
    access: manage('/honorCertificateMessage'),
    summary: 'Change a certificate (an approved one stays as approved until the change is reviewed)',
    tags: [tag],
    params: ZIdParams,
    body: ZHonourCertificateBody,
    response: ZHonourCertificate,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/honour-certificates/:id',
    access: manage('/honorCertificateMessage'),
    summary: 'Delete a certificate',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),
  ...reviewRoutes('/honour-certificates', 'honour certificate'),
};

export const partnerRoutesTable = {
  dealers: partnerRoutes('dealers', '/dealersMessage'),
  importers: partnerRoutes('importers', '/importerMessage'),
  shippingTargets: defineRoute({
    method: 'GET',
    path: '/partners/shipping-targets',
    access: 'authenticated',
    summary: 'Companies you may ship goods to (partners marked "can ship", both directions of the link)',
    tags: [tag],
    response: z.array(z.object({ value: ZId, label: z.string() })),
  }),
};

export const evaluationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/evaluations',
    access: view('/myCorpEvaluate'),
    summary: 'The evaluations your company has received',
    tags: [tag],
    query: ZPageQuery,
    response: ZPage(ZEvaluation),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/evaluations/:id',
    access: view('/myCorpEvaluate'),
    summary: 'One evaluation',
    tags: [tag],
    params: ZIdParams,
    response: ZEvaluation,
  }),
};
