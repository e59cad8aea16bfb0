import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZLocalized, ZPage, ZPageQuery } from '../common';
import { ZFileUrl } from '../companies';
import { defineRoute } from '../route';
import { ZText } from '../rules';
import {
  CERT_PAGES,
  CERT_PERMISSIONS,
  type FindingGrade,
  ZAuditStatus,
  ZAuditType,
  ZCertificateStatus,
  ZCertScheme,
  ZFindingGrade,
  ZFindingStatus,
  ZTeamRole,
  ZVerdict,
} from './shared';

/**
 * Performing audits (decision 0024): the audit list and workspace (checklist verdicts, findings, the
 * signed report and its PDF), the company's answers to findings with the team's review, and the
 * checklist templates of a body. Audits are planned elsewhere (POST /certification/audits).
 */
const tag = 'certification';

/* ---------- Dates: pure, on calendar days (YYYY-MM-DD), in UTC ---------- */

const parseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/** `day` plus `days` calendar days (negative to go back). */
export function addDays(day: string, days: number): string {
  const { y, m, d } = parseDay(day);
  return formatDay(new Date(Date.UTC(y, m - 1, d + days)));
}

/** `day` plus `months` months; a day past the end of the target month becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const { y, m, d } = parseDay(day);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return formatDay(target);
}

/** A scheme's days to close a finding, by grade (`cert_schemes`). */
export interface SchemeDeadlines {
  minorDays: number;
  majorDays: number;
  criticalDays: number;
}

/** When a finding must be closed: the audit's planned last day plus the scheme's days for its grade. */
export function findingDueDate(plannedEnd: string, scheme: SchemeDeadlines, grade: FindingGrade): string {
  const days = { minor: scheme.minorDays, major: scheme.majorDays, critical: scheme.criticalDays }[grade];
  return addDays(plannedEnd, days);
}

/** A finding still to close (not closed) is overdue once its due day has passed. */
export function isFindingOverdue(finding: { status: string; dueDate: string }, today: string): boolean {
  return finding.status !== 'closed' && finding.dueDate < today;
}

/* ---------- Schemas ---------- */

export const RECOMMENDATIONS = ['recommend', 'not_recommend'] as const;
export const ZRecommendation = z.enum(RECOMMENDATIONS);

/** What the caller may do with an audit (the buttons of the workspace). */
export const CERT_AUDIT_ACTIONS = ['answer', 'raiseFinding', 'sign', 'report'] as const;
export const CERT_FINDING_ACTIONS = ['answer', 'accept', 'return'] as const;

export const ZAuditListItem = z.object({
  id: ZId,
  auditNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  certBodyId: ZId,
  bodyName: z.string(),
  scheme: z.string(),
  type: ZAuditType,
  unannounced: z.boolean(),
  plannedStart: z.string(),
  plannedEnd: z.string(),
  status: ZAuditStatus,
  leadAuditor: z.string().nullable(),
  openFindings: z.number().int(),
});
export type AuditListItem = z.infer<typeof ZAuditListItem>;

export const ZAuditItem = z.object({
  id: ZId,
  position: z.number().int(),
  code: z.string(),
  section: z.string(),
  text: ZLocalized,
  /** null until a team member answers: never pre-filled. */
  verdict: ZVerdict.nullable(),
  note: z.string().nullable(),
  evidence: z.array(z.string()),
  answeredBy: z.string().nullable(),
  answeredTime: ZIsoDateTime.nullable(),
});

export const ZAuditFinding = z.object({
  id: ZId,
  findingNo: z.string(),
  auditId: ZId,
  auditNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  itemId: ZId.nullable(),
  itemCode: z.string().nullable(),
  grade: ZFindingGrade,
  description: z.string(),
  evidence: z.array(z.string()),
  dueDate: z.string(),
  overdue: z.boolean(),
  status: ZFindingStatus,
  correction: z.string().nullable(),
  rootCause: z.string().nullable(),
  correctiveAction: z.string().nullable(),
  answerEvidence: z.array(z.string()),
  answeredTime: ZIsoDateTime.nullable(),
  reviewNote: z.string().nullable(),
  reviewedTime: ZIsoDateTime.nullable(),
  closedTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(CERT_FINDING_ACTIONS)),
});
export type AuditFinding = z.infer<typeof ZAuditFinding>;

export const ZAuditDetail = ZAuditListItem.extend({
  schemeName: ZLocalized,
  applicationId: ZId.nullable(),
  certificateId: ZId.nullable(),
  team: z.array(z.object({ auditorId: ZId, name: z.string(), role: ZTeamRole })),
  /** The checklist and findings; empty for a company before the audit starts. */
  items: z.array(ZAuditItem),
  findings: z.array(ZAuditFinding),
  summary: z.string().nullable(),
  recommendation: ZRecommendation.nullable(),
  signedBy: z.string().nullable(),
  signedTime: ZIsoDateTime.nullable(),
  cancelReason: z.string().nullable(),
  actions: z.array(z.enum(CERT_AUDIT_ACTIONS)),
});
export type AuditDetail = z.infer<typeof ZAuditDetail>;

const required = (max: number, message: 'certAudit.summaryRequired' | 'certAudit.descriptionRequired') =>
  ZText(max).pipe(z.string().min(1, { message }));

export const ZAnswerItemBody = z
  .object({
    verdict: ZVerdict,
    note: ZText(1000).nullable().default(null),
    evidence: z.array(ZFileUrl).max(20).default([]),
  })
  .refine((v) => v.verdict !== 'not_conforming' || !!v.note, {
    message: 'certAudit.noteRequired',
    path: ['note'],
  });

export const ZRaiseFindingBody = z.object({
  itemId: ZId.nullable().default(null),
  grade: ZFindingGrade,
  description: required(2000, 'certAudit.descriptionRequired'),
  evidence: z.array(ZFileUrl).max(20).default([]),
});

export const ZSignBody = z.object({
  summary: required(4000, 'certAudit.summaryRequired'),
  recommendation: ZRecommendation,
});

const answerText = ZText(2000).pipe(z.string().min(1, { message: 'certAudit.answerRequired' }));
export const ZAnswerFindingBody = z.object({
  correction: answerText,
  rootCause: answerText,
  correctiveAction: answerText,
  evidence: z.array(ZFileUrl).max(20).default([]),
});

export const ZReturnFindingBody = z.object({
  reason: ZText(1000).pipe(z.string().min(1, { message: 'certAudit.reasonRequired' })),
});

const auditListQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  type: ZAuditType.optional(),
  status: ZAuditStatus.optional(),
  corpId: ZId.optional(),
  /** Planned start day range (inclusive). */
  plannedFrom: ZIsoDate.optional(),
  plannedTo: ZIsoDate.optional(),
});

const findingListQuery = ZPageQuery.extend({
  status: ZFindingStatus.optional(),
  /** Only findings not closed yet. */
  open: z.enum(['true', 'false']).optional(),
  auditId: ZId.optional(),
  corpId: ZId.optional(),
});

/** A company's certificates with their next surveillance audit (/monitor "Surveillance schedule"). */
export const ZSurveillanceItem = z.object({
  certificateId: ZId,
  certNo: z.string(),
  scheme: z.string(),
  status: ZCertificateStatus,
  validUntil: z.string(),
  lastGoodAuditOn: z.string().nullable(),
  nextSurveillanceDue: z.string().nullable(),
  overdue: z.boolean(),
});

export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/audits',
    access: CERT_PAGES.certification,
    summary:
      "Audits the caller may read (/monitor): a body's, an auditor's own, a company's (announced or started); administrators all",
    tags: [tag],
    query: auditListQuery,
    response: ZPage(ZAuditListItem),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/audits/:id',
    access: CERT_PAGES.certification,
    summary: 'One audit with its team, checklist and findings (/haccpAuditCom)',
    tags: [tag],
    params: ZIdParams,
    response: ZAuditDetail,
  }),
  answerItem: defineRoute({
    method: 'POST',
    path: '/certification/audits/:id/items/:itemId',
    access: CERT_PERMISSIONS.manageEvaluation,
    summary:
      'A team member gives a checklist item its verdict (a nonconformity needs a note); the first answer starts the audit',
    tags: [tag],
    params: z.object({ id: ZId, itemId: ZId }),
    body: ZAnswerItemBody,
    response: ZAuditDetail,
  }),
  raiseFinding: defineRoute({
    method: 'POST',
    path: '/certification/audits/:id/findings',
    access: CERT_PERMISSIONS.manageEvaluation,
    summary: "A team member raises a finding, due the audit's last day plus the scheme's days for its grade",
    tags: [tag],
    params: ZIdParams,
    body: ZRaiseFindingBody,
    response: ZAuditFinding,
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/certification/audits/:id/sign',
    access: CERT_PERMISSIONS.manageEvaluation,
    summary:
      'The lead auditor signs the report once every item has a verdict: a stage 2 or recertification opens a decision, a surveillance moves the certificate’s dates',
    tags: [tag],
    params: ZIdParams,
    body: ZSignBody,
    response: ZAuditDetail,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/certification/audits/:id/report.pdf',
    access: CERT_PAGES.certification,
    summary: 'The audit report as a PDF: team, checklist verdicts, findings, summary, recommendation',
    tags: [tag],
    params: ZIdParams,
  }),
  surveillance: defineRoute({
    method: 'GET',
    path: '/certification/surveillance',
    access: CERT_PAGES.certification,
    summary: "The caller's certificates with their next surveillance audit due (a company's own; a body's)",
    tags: [tag],
    query: ZPageQuery,
    response: ZPage(ZSurveillanceItem),
  }),
};

export const auditFindingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/audit-findings',
    access: CERT_PAGES.certification,
    summary: "Findings the caller may read (a company's own, of audits it may see), soonest due first",
    tags: [tag],
    query: findingListQuery,
    response: ZPage(ZAuditFinding),
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/certification/audit-findings/:id/answer',
    access: CERT_PERMISSIONS.manageCertification,
    summary: 'The company answers an open or returned finding: correction, root cause, corrective action',
    tags: [tag],
    params: ZIdParams,
    body: ZAnswerFindingBody,
    response: ZAuditFinding,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/certification/audit-findings/:id/accept',
    access: CERT_PERMISSIONS.manageEvaluation,
    summary: "A member of the audit's team accepts an answered finding: it is closed",
    tags: [tag],
    params: ZIdParams,
    body: z.object({}).default({}),
    response: ZAuditFinding,
  }),
  return: defineRoute({
    method: 'POST',
    path: '/certification/audit-findings/:id/return',
    access: CERT_PERMISSIONS.manageEvaluation,
    summary: "A member of the audit's team returns an answered finding with the reason",
    tags: [tag],
    params: ZIdParams,
    body: ZReturnFindingBody,
    response: ZAuditFinding,
  }),
};

/* ---------- Checklist templates ---------- */

export const ZChecklistItem = z.object({
  code: ZText(20).pipe(z.string().min(1, { message: 'checklist.itemIncomplete' })),
  section: ZText(50).pipe(z.string().min(1, { message: 'checklist.itemIncomplete' })),
  text: z.object({
    cn: ZText(500).pipe(z.string().min(1, { message: 'checklist.itemIncomplete' })),
    en: ZText(500).pipe(z.string().min(1, { message: 'checklist.itemIncomplete' })),
    fr: ZText(500).pipe(z.string().min(1, { message: 'checklist.itemIncomplete' })),
  }),
});

/** The first code used twice in a template's items, if any. */
export function duplicateItemCode(items: readonly { code: string }[]): string | null {
  const seen = new Set<string>();
  for (const { code } of items) {
    const key = code.trim().toUpperCase();
    if (seen.has(key)) return code;
    seen.add(key);
  }
  return null;
}

export const ZChecklistTemplateBody = z
  .object({
    name: ZText(100).pipe(z.string().min(1, { message: 'checklist.nameRequired' })),
    scheme: ZCertScheme,
    items: z.array(ZChecklistItem).min(1, { message: 'checklist.itemsRequired' }).max(500),
  })
  .refine((v) => duplicateItemCode(v.items) === null, {
    message: 'checklist.codeDuplicate',
    path: ['items'],
  });
export type ChecklistTemplateBody = z.infer<typeof ZChecklistTemplateBody>;

export const ZChecklistTemplate = z.object({
  id: ZId,
  name: z.string(),
  scheme: z.string(),
  /** Built in (no body): read only, may be copied. */
  builtIn: z.boolean(),
  items: z.array(z.object({ code: z.string(), section: z.string(), text: ZLocalized })),
  itemCount: z.number().int(),
  /** Audits planned with it (a template in use cannot be deleted). */
  usedBy: z.number().int(),
  updateTime: ZIsoDateTime,
  actions: z.array(z.enum(['view', 'edit', 'copy', 'delete'])),
});
export type ChecklistTemplate = z.infer<typeof ZChecklistTemplate>;

export const checklistTemplateRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/certification/checklist-templates',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: "The built-in checklist templates and the body's own (/checklistTemplates)",
    tags: [tag],
    query: ZPageQuery.extend({
      scheme: ZCertScheme.optional(),
      keyword: z.string().trim().max(50).optional(),
    }),
    response: ZPage(ZChecklistTemplate),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/certification/checklist-templates/:id',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: 'One checklist template with its items',
    tags: [tag],
    params: ZIdParams,
    response: ZChecklistTemplate,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/certification/checklist-templates',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: 'Add a checklist template of the body: name, scheme, items with unique codes',
    tags: [tag],
    body: ZChecklistTemplateBody,
    response: ZChecklistTemplate,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/certification/checklist-templates/:id',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: "Change one of the body's checklist templates (planned audits keep their copied items)",
    tags: [tag],
    params: ZIdParams,
    body: ZChecklistTemplateBody,
    response: ZChecklistTemplate,
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/certification/checklist-templates/:id/copy',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: 'Copy a built-in template or one of the body’s into a new template of the body',
    tags: [tag],
    params: ZIdParams,
    body: z.object({}).default({}),
    response: ZChecklistTemplate,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/certification/checklist-templates/:id',
    access: CERT_PERMISSIONS.manageAuditors,
    summary: "Delete one of the body's templates that no audit used",
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),
};
