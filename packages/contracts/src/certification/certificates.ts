import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { defineRoute } from '../route';
import { ZText } from '../rules';
import {
  CERT_PAGES,
  CERT_PERMISSIONS,
  ZApplicationKind,
  ZCertificateStatus,
  ZCertScheme,
  ZDecisionStatus,
  ZDecisionSubject,
  ZFindingGrade,
  ZFindingStatus,
} from './shared';

/**
 * The technical review and certification decision, the certificates with their life (suspend,
 * reinstate, reduce, withdraw, replace, surrender), the public status page of a certificate and the
 * coverage of a product by certificates (decision 0024).
 */
const tag = 'certification';

const reason = (key: 'certificate.reasonRequired') => ZText(500).pipe(z.string().min(1, { message: key }));

export const ZDecisionModule = z.object({
  id: ZId,
  name: z.string(),
  requestedAnnualOutput: z.number().int(),
  certifiedAnnualOutput: z.number().int().nullable(),
});

export const ZDecisionAudit = z.object({
  id: ZId,
  auditNo: z.string(),
  type: z.string(),
  status: z.string(),
  plannedStart: ZIsoDate,
  plannedEnd: ZIsoDate,
  recommendation: z.string().nullable(),
  team: z.array(z.object({ name: z.string(), role: z.string() })),
});

export const ZDecisionFinding = z.object({
  id: ZId,
  findingNo: z.string(),
  auditNo: z.string(),
  grade: ZFindingGrade,
  status: ZFindingStatus,
  dueDate: ZIsoDate,
  description: z.string(),
});

export const DECISION_ACTIONS = ['review', 'decide'] as const;

export const ZCertDecision = z.object({
  id: ZId,
  subject: ZDecisionSubject,
  status: ZDecisionStatus,
  certBodyId: ZId,
  bodyName: z.string(),
  corpId: ZId,
  corpName: z.string(),
  applicationId: ZId.nullable(),
  applicationNo: z.string().nullable(),
  applicationStatus: z.string().nullable(),
  kind: ZApplicationKind.nullable(),
  scheme: z.string().nullable(),
  certificateId: ZId.nullable(),
  certNo: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: ZIsoDateTime.nullable(),
  decisionNote: z.string().nullable(),
  deciderName: z.string().nullable(),
  decidedAt: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  modules: z.array(ZDecisionModule),
  audits: z.array(ZDecisionAudit),
  /** Findings of the audits not closed yet (a major or critical one blocks a grant). */
  openFindings: z.array(ZDecisionFinding),
  /** The caller was on the team of an audit of this application (may neither review nor decide). */
  callerOnTeam: z.boolean(),
  actions: z.array(z.enum(DECISION_ACTIONS)),
});
export type CertDecision = z.infer<typeof ZCertDecision>;

export const ZReviewDecisionBody = z.object({
  note: ZText(1000).default(''),
  outcome: z.enum(['pass', 'return']),
});

export const ZDecideBody = z.object({
  decision: z.enum(['grant', 'refuse']),
  note: ZText(1000).default(''),
  /** Certified annual output per module (units); a module left out keeps its requested output. */
  certifiedAnnualOutput: z
    .array(
      z.object({
        moduleId: ZId,
        output: z.coerce
          .number({ message: 'certificate.outputNumber' })
          .int({ message: 'certificate.outputNumber' })
          .min(1, { message: 'certificate.outputNumber' })
          .max(1_000_000_000, { message: 'certificate.outputNumber' }),
      }),
    )
    .max(100)
    .default([]),
});

export const ZCertificateModule = z.object({
  id: ZId,
  name: z.string(),
  productNames: z.array(z.string()),
  categoryNames: z.array(z.string()),
  certifiedAnnualOutput: z.number().int().nullable(),
});

export const ZCertificateEvent = z.object({
  id: ZId,
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string().nullable(),
  moduleNames: z.array(z.string()),
  actorName: z.string().nullable(),
  createTime: ZIsoDateTime,
});

export const CERTIFICATE_USER_ACTIONS = [
  'suspend',
  'reinstate',
  'reduce',
  'withdraw',
  'replace',
  'surrender',
] as const;
export type CertificateUserAction = (typeof CERTIFICATE_USER_ACTIONS)[number];

export const ZCertificate = z.object({
  id: ZId,
  certNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  certBodyId: ZId,
  bodyName: z.string(),
  scheme: z.string(),
  status: ZCertificateStatus,
  /** effective or reduced: "effective"; every other state: "invalid". */
  effective: z.boolean(),
  validFrom: ZIsoDate,
  validUntil: ZIsoDate,
  nextSurveillanceDue: ZIsoDate.nullable(),
  lastGoodAuditOn: ZIsoDate.nullable(),
  suspendedUntil: ZIsoDate.nullable(),
  statusReason: z.string().nullable(),
  replacesId: ZId.nullable(),
  replacedById: ZId.nullable(),
  applicationId: ZId.nullable(),
  modules: z.array(ZCertificateModule),
  createTime: ZIsoDateTime,
  /** Only in the detail. */
  events: z.array(ZCertificateEvent),
  /** The longest suspension of the scheme, in months. */
  maxSuspensionMonths: z.number().int(),
  actions: z.array(z.enum(CERTIFICATE_USER_ACTIONS)),
});
export type Certificate = z.infer<typeof ZCertificate>;

const impactRows = <T extends z.ZodType>(row: T) =>
  z.object({ count: z.number().int(), first: z.array(row) });
/** What a suspension touches: goods of the products in scope since the last good audit. */
export const ZCertificateImpact = z.object({
  since: ZIsoDate.nullable(),
  batches: impactRows(
    z.object({ id: ZId, batchNo: z.string(), productName: z.string(), createTime: ZIsoDateTime }),
  ),
  labels: impactRows(
    z.object({ excode: z.string(), productName: z.string(), batchNo: z.string().nullable() }),
  ),
  shipments: impactRows(
    z.object({ id: ZId, shipmentNo: z.string(), receiverName: z.string(), shippingDate: ZIsoDateTime }),
  ),
});

/** The public answer of a certificate's status page: nothing private. */
export const ZPublicCertificateStatus = z.object({
  certNo: z.string(),
  companyName: z.string(),
  bodyName: z.string(),
  scheme: z.string(),
  schemeName: z.string(),
  products: z.array(z.string()),
  status: ZCertificateStatus,
  effective: z.boolean(),
  validFrom: ZIsoDate,
  validUntil: ZIsoDate,
});
export type PublicCertificateStatus = z.infer<typeof ZPublicCertificateStatus>;

/** The certificate a product's labels stand on now, and what its module may still order this year. */
export const ZProductCoverage = z.object({
  gating: z.boolean(),
  certificate: z
    .object({ id: ZId, certNo: z.string(), status: ZCertificateStatus, scheme: z.string() })
    .nullable(),
  module: z
    .object({
      id: ZId,
      name: z.string(),
      certifiedAnnualOutput: z.number().int().nullable(),
      orderedThisYear: z.number().int(),
      /** null when the module has no certified output (no cap). */
      remaining: z.number().int().nullable(),
    })
    .nullable(),
});
export type ProductCoverage = z.infer<typeof ZProductCoverage>;

const decide = CERT_PERMISSIONS.decide;
const view = CERT_PAGES.certification;

export const certDecisionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/decisions',
    access: decide,
    summary: "The body's technical reviews and decisions, those to review or decide first (/certDecisions)",
    tags: [tag],
    query: ZPageQuery.extend({
      status: ZDecisionStatus.optional(),
      subject: ZDecisionSubject.optional(),
    }),
    response: ZPage(ZCertDecision),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/decisions/:id',
    access: decide,
    summary: 'One decision with its application, modules, audits and open findings',
    tags: [tag],
    params: ZIdParams,
    response: ZCertDecision,
  }),
  review: defineRoute({
    method: 'POST',
    path: '/certification/decisions/:id/review',
    access: decide,
    summary: 'Technical review by a body user outside the audit team: pass (to the decision) or return',
    tags: [tag],
    params: ZIdParams,
    body: ZReviewDecisionBody,
    response: ZCertDecision,
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/certification/decisions/:id/decide',
    access: decide,
    summary:
      'Grant (issues the certificate; for a suspension proposal, suspends it) or refuse, by a body user outside the audit team',
    tags: [tag],
    params: ZIdParams,
    body: ZDecideBody,
    response: ZCertDecision,
  }),
};

const certificateStep = <B extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  access: string = decide,
) =>
  defineRoute({
    method: 'POST',
    path: `/certification/certificates/:id/${path}`,
    access,
    summary,
    tags: [tag],
    params: ZIdParams,
    body,
    response: ZCertificate,
  });

export const certCertificateRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/certificates',
    access: view,
    summary:
      "Certificates: a company's own, those a body issued, those of companies an auditor audited, or all (/corpCert)",
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(50).optional(),
      status: ZCertificateStatus.optional(),
      scheme: ZCertScheme.optional(),
      corpId: ZId.optional(),
      /** Valid until within this many days from today. */
      expiringWithin: z.coerce.number().int().min(0).max(3650).optional(),
    }),
    response: ZPage(ZCertificate),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/certificates/:id',
    access: view,
    summary: 'One certificate: scope, validity, surveillance and history (/corpCertDetial)',
    tags: [tag],
    params: ZIdParams,
    response: ZCertificate,
  }),
  impact: defineRoute({
    method: 'GET',
    path: '/certification/certificates/:id/impact',
    access: view,
    summary: 'Batches, bound labels and shipments of the products in scope since the last good audit',
    tags: [tag],
    params: ZIdParams,
    response: ZCertificateImpact,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/certification/certificates/:id/certificate.pdf',
    access: view,
    summary: 'The certificate as PDF, with a QR code of its public status page',
    tags: [tag],
    params: ZIdParams,
  }),
  coverage: defineRoute({
    method: 'GET',
    path: '/certification/coverage/:id',
    access: 'label.applyLabel.view',
    summary:
      'The certificate in force for one of your products and the labels its module may still order this year',
    tags: [tag],
    params: ZIdParams,
    response: ZProductCoverage,
  }),
  suspend: certificateStep(
    'suspend',
    'Suspend a certificate with the reason, until a day within the scheme’s longest suspension',
    z.object({ reason: reason('certificate.reasonRequired'), until: ZIsoDate }),
  ),
  reinstate: certificateStep(
    'reinstate',
    'Reinstate a suspended certificate',
    z.object({ reason: ZText(500).default('') }),
  ),
  reduce: certificateStep(
    'reduce',
    'Reduce the scope to the modules kept (at least one)',
    z.object({
      moduleIds: z.array(ZId).min(1, { message: 'certificate.keepOneModule' }).max(100),
      reason: reason('certificate.reasonRequired'),
    }),
  ),
  withdraw: certificateStep(
    'withdraw',
    'Withdraw a certificate with the reason',
    z.object({ reason: reason('certificate.reasonRequired') }),
  ),
  replace: certificateStep(
    'replace',
    'Correct a certificate: a new certificate with a new number replaces it (scope and last day no wider)',
    z.object({
      reason: reason('certificate.reasonRequired'),
      moduleIds: z.array(ZId).min(1, { message: 'certificate.keepOneModule' }).max(100).optional(),
      validUntil: ZIsoDate.optional(),
    }),
  ),
  surrender: certificateStep(
    'surrender',
    'The company gives its certificate up, with the reason',
    z.object({ reason: reason('certificate.reasonRequired') }),
    CERT_PERMISSIONS.manageCertification,
  ),
};

export const certPublicRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/certification/public/:certNo',
    access: 'public',
    summary: 'The public status of a certificate by its number (the page its QR code opens)',
    tags: [tag],
    params: z.object({
      certNo: z
        .string()
        .trim()
        .min(1)
        .max(60)
        .regex(/^[A-Za-z0-9-]+$/),
    }),
    response: ZPublicCertificateStatus,
    rateLimit: { max: 30, timeWindow: '1 minute' },
  }),
};
