import { z } from 'zod';
import { pagePermission } from '../navigation';
import { managePermission } from '../permissions';

/**
 * Words every part of certification shares (decision 0024): schemes, audit types, finding grades and
 * the states of applications, audits, findings, decisions and certificates, with the pages and
 * permissions of the certification group.
 */

/** Schemes the platform knows; each has a row in `cert_schemes` with its deadlines. */
export const CERT_SCHEMES = ['haccp', 'iso22000', 'fssc22000', 'brcgs', 'organic'] as const;
export const ZCertScheme = z.enum(CERT_SCHEMES, { message: 'cert.schemeUnknown' });
export type CertScheme = z.infer<typeof ZCertScheme>;

export const AUDIT_TYPES = ['stage1', 'stage2', 'surveillance', 'recertification', 'special'] as const;
export const ZAuditType = z.enum(AUDIT_TYPES);
export type AuditType = z.infer<typeof ZAuditType>;

export const AUDIT_STATUSES = ['planned', 'in_progress', 'signed', 'cancelled'] as const;
export const ZAuditStatus = z.enum(AUDIT_STATUSES);
export type AuditStatus = z.infer<typeof ZAuditStatus>;

export const TEAM_ROLES = ['lead', 'member'] as const;
export const ZTeamRole = z.enum(TEAM_ROLES);

/** A checklist item is answered explicitly; an unanswered item is `null`, never pre-filled. */
export const VERDICTS = ['conforming', 'not_conforming', 'not_applicable'] as const;
export const ZVerdict = z.enum(VERDICTS);

export const FINDING_GRADES = ['minor', 'major', 'critical'] as const;
export const ZFindingGrade = z.enum(FINDING_GRADES);
export type FindingGrade = z.infer<typeof ZFindingGrade>;

/** open -> answered -> closed | returned; returned -> answered. */
export const FINDING_STATUSES = ['open', 'answered', 'returned', 'closed'] as const;
export const ZFindingStatus = z.enum(FINDING_STATUSES);
export type FindingStatus = z.infer<typeof ZFindingStatus>;

/**
 * submitted -> accepted | returned | rejected; returned -> submitted | withdrawn; submitted -> withdrawn;
 * accepted -> contracted -> certified | refused (the decision).
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'returned',
  'rejected',
  'withdrawn',
  'accepted',
  'contracted',
  'certified',
  'refused',
] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ZApplicationStatus>;

export const APPLICATION_KINDS = ['initial', 'recertification'] as const;
export const ZApplicationKind = z.enum(APPLICATION_KINDS);

/** to_review -> to_decide -> granted | refused. */
export const DECISION_STATUSES = ['to_review', 'to_decide', 'granted', 'refused'] as const;
export const ZDecisionStatus = z.enum(DECISION_STATUSES);
export const DECISION_SUBJECTS = ['grant', 'suspend'] as const;
export const ZDecisionSubject = z.enum(DECISION_SUBJECTS);

export const CERTIFICATE_STATUSES = [
  'effective',
  'reduced',
  'suspended',
  'withdrawn',
  'expired',
  'surrendered',
  'replaced',
] as const;
export const ZCertificateStatus = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof ZCertificateStatus>;
/** "Effective" in the spec: effective or reduced scope. Every other state is "invalid". */
export const EFFECTIVE_CERTIFICATE_STATUSES = [
  'effective',
  'reduced',
] as const satisfies readonly CertificateStatus[];
export const isEffectiveCertificate = (status: string) =>
  (EFFECTIVE_CERTIFICATE_STATUSES as readonly string[]).includes(status);

export const CERTIFICATE_ACTIONS = [
  'issue',
  'suspend',
  'reinstate',
  'reduce',
  'withdraw',
  'expire',
  'surrender',
  'replace',
] as const;
export type CertificateAction = (typeof CERTIFICATE_ACTIONS)[number];

/** The moves of a certificate by the body's decision maker (expire is the daily job's). */
export const CERTIFICATE_TRANSITIONS = [
  { from: ['effective', 'reduced'], action: 'suspend', to: 'suspended' },
  { from: ['suspended'], action: 'reinstate', to: 'effective' },
  { from: ['effective', 'suspended', 'reduced'], action: 'reduce', to: 'reduced' },
  { from: ['effective', 'reduced', 'suspended'], action: 'withdraw', to: 'withdrawn' },
  { from: ['effective', 'reduced', 'suspended'], action: 'surrender', to: 'surrendered' },
  { from: ['effective', 'reduced'], action: 'replace', to: 'replaced' },
  { from: ['effective', 'reduced'], action: 'expire', to: 'expired' },
] as const satisfies readonly {
  from: readonly CertificateStatus[];
  action: Exclude<CertificateAction, 'issue'>;
  to: CertificateStatus;
}[];

/** Days before a due date at which reminders go out (the 30-day one fills the sign-in prompts). */
export const CERT_REMINDER_DAYS = [30, 1, 0] as const;

/** Auditor register states. */
export const AUDITOR_STATUSES = ['active', 'inactive'] as const;
export const ZAuditorStatus = z.enum(AUDITOR_STATUSES);
export const CERT_BODY_STATUSES = ['active', 'inactive'] as const;
export const ZCertBodyStatus = z.enum(CERT_BODY_STATUSES);

/** Languages an auditor can audit in (ISO 639-1). */
export const AUDIT_LANGUAGES = [
  'zh',
  'en',
  'fr',
  'es',
  'pt',
  'ar',
  'ru',
  'ja',
  'ko',
  'de',
  'th',
  'ms',
  'id',
  'vi',
] as const;
export const ZAuditLanguage = z.enum(AUDIT_LANGUAGES);

/** Pages of the certification group (menu pages and the pages reached from them share these). */
export const CERT_PAGES = {
  bodies: pagePermission('certification', '/certAuthority'),
  certification: pagePermission('certification', '/corpCert'),
  evaluation: pagePermission('certification', '/corpEvaluate'),
  bodyProfile: pagePermission('certification', '/certAuthorityMsg'),
  auditors: pagePermission('certification', '/auditorList'),
  annualReport: pagePermission('certification', '/annualReport'),
} as const;

/** Who may do what; a role holds these (defaults in DEFAULT_ROLES). Acting needs the right kind of user too. */
export const CERT_PERMISSIONS = {
  /** Admin: register bodies, their accounts, scheme deadlines and label gating. */
  manageBodies: managePermission('certification', '/certAuthority'),
  /** Body: its own profile. */
  manageBodyProfile: managePermission('certification', '/certAuthorityMsg'),
  /** Body: the auditor register and checklist templates. */
  manageAuditors: managePermission('certification', '/auditorList'),
  /** Company: modules, applications, answers to findings, annual output. Body: review, plan, certify. */
  manageCertification: managePermission('certification', '/corpCert'),
  /** Auditor: checklists, findings, report. Body: evaluations of its clients. */
  manageEvaluation: managePermission('certification', '/corpEvaluate'),
  annualReport: managePermission('certification', '/annualReport'),
  /** Body: accept, return or reject applications, record contracts, plan audits. */
  reviewApplications: 'cert.application.review',
  /** Body: technical review, decision, and every change of a certificate. */
  decide: 'cert.decision.make',
} as const;
