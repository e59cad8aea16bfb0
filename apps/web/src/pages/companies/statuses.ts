import { defineStatusMap } from '../../kit';

/** DOMAIN.md "Companies": the review states of a company under their own names. */
export const COMPANY_STATUS = defineStatusMap({
  not_applied: { label: 'companies:statuses.companyStatus.not_applied', color: 'gray' },
  to_be_reviewed: { label: 'companies:statuses.companyStatus.to_be_reviewed', color: 'blue' },
  passed: { label: 'companies:statuses.companyStatus.passed', color: 'teal' },
  failed: { label: 'companies:statuses.companyStatus.failed', color: 'red' },
  altered_to_audit: {
    label: 'companies:statuses.companyStatus.altered_to_audit',
    color: 'indigo',
  },
  revision_rejected: {
    label: 'companies:statuses.companyStatus.revision_rejected',
    color: 'orange',
  },
  paused: { label: 'companies:statuses.companyStatus.paused', color: 'yellow' },
});

/** The traceability contract of a company. */
export const TRACE_STATUS = defineStatusMap({
  not_applied: { label: 'companies:statuses.traceStatus.not_applied', color: 'gray' },
  traceability_pending: {
    label: 'companies:statuses.traceStatus.traceability_pending',
    color: 'blue',
  },
  traceable: { label: 'companies:statuses.traceStatus.traceable', color: 'teal' },
  not_traceable: { label: 'companies:statuses.traceStatus.not_traceable', color: 'red' },
});

/** syStatus as the existing client reads it: 2 pauses traceability (on birdnest it blocks binding and shipping). */
export const SY_STATUS = defineStatusMap({
  0: { label: 'companies:statuses.syStatus.0', color: 'blue' },
  1: { label: 'companies:statuses.syStatus.1', color: 'teal' },
  2: { label: 'companies:statuses.syStatus.2', color: 'yellow' },
  3: { label: 'companies:statuses.syStatus.3', color: 'red' },
});

/** A traceability application (/rootsApply). */
export const APPLICATION_STATUS = defineStatusMap({
  traceability_pending: {
    label: 'companies:statuses.applicationStatus.traceability_pending',
    color: 'blue',
  },
  traceable: { label: 'companies:statuses.applicationStatus.traceable', color: 'teal' },
  not_traceable: { label: 'companies:statuses.applicationStatus.not_traceable', color: 'red' },
});

/** Honour certificates are effective until their expiry date, invalid after. */
export const CERTIFICATE_VALIDITY = defineStatusMap({
  effective: { label: 'companies:statuses.certificateValidity.effective', color: 'teal' },
  invalid: { label: 'companies:statuses.certificateValidity.invalid', color: 'gray' },
});
