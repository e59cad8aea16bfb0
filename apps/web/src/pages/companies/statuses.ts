import { defineStatusMap } from '../../kit';

/** DOMAIN.md "Companies": the review states of a company under their own names. */
export const COMPANY_STATUS = defineStatusMap({
  not_applied: { label: 'statuses:companies.companyStatus.not_applied', color: 'gray' },
  to_be_reviewed: { label: 'statuses:companies.companyStatus.to_be_reviewed', color: 'blue' },
  passed: { label: 'statuses:companies.companyStatus.passed', color: 'teal' },
  failed: { label: 'statuses:companies.companyStatus.failed', color: 'red' },
  altered_to_audit: {
    label: 'statuses:companies.companyStatus.altered_to_audit',
    color: 'indigo',
  },
  revision_rejected: {
    label: 'statuses:companies.companyStatus.revision_rejected',
    color: 'orange',
  },
  paused: { label: 'statuses:companies.companyStatus.paused', color: 'yellow' },
});

/** The traceability contract of a company. */
export const TRACE_STATUS = defineStatusMap({
  not_applied: { label: 'statuses:companies.traceStatus.not_applied', color: 'gray' },
  traceability_pending: {
    label: 'statuses:companies.traceStatus.traceability_pending',
    color: 'blue',
  },
  traceable: { label: 'statuses:companies.traceStatus.traceable', color: 'teal' },
  not_traceable: { label: 'statuses:companies.traceStatus.not_traceable', color: 'red' },
});

/** syStatus as the existing client reads it: 2 pauses traceability (on birdnest it blocks binding and shipping). */
export const SY_STATUS = defineStatusMap({
  0: { label: 'statuses:companies.syStatus.0', color: 'blue' },
  1: { label: 'statuses:companies.syStatus.1', color: 'teal' },
  2: { label: 'statuses:companies.syStatus.2', color: 'yellow' },
  3: { label: 'statuses:companies.syStatus.3', color: 'red' },
});

/** A traceability application (/rootsApply). */
export const APPLICATION_STATUS = defineStatusMap({
  traceability_pending: {
    label: 'statuses:companies.applicationStatus.traceability_pending',
    color: 'blue',
  },
  traceable: { label: 'statuses:companies.applicationStatus.traceable', color: 'teal' },
  not_traceable: { label: 'statuses:companies.applicationStatus.not_traceable', color: 'red' },
});

/** Honour certificates are effective until their expiry date, invalid after. */
export const CERTIFICATE_VALIDITY = defineStatusMap({
  effective: { label: 'statuses:companies.certificateValidity.effective', color: 'teal' },
  invalid: { label: 'statuses:companies.certificateValidity.invalid', color: 'gray' },
});
