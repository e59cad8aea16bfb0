import { defineStatusMap } from '../../kit';

/** Certificates (decision 0024): effective and reduced are "effective", every other state "invalid". */
export const CERTIFICATE_STATUS = defineStatusMap({
  effective: { label: 'statuses:certificates.certificate.effective', color: 'teal' },
  reduced: { label: 'statuses:certificates.certificate.reduced', color: 'cyan' },
  suspended: { label: 'statuses:certificates.certificate.suspended', color: 'orange' },
  withdrawn: { label: 'statuses:certificates.certificate.withdrawn', color: 'red' },
  expired: { label: 'statuses:certificates.certificate.expired', color: 'gray' },
  surrendered: { label: 'statuses:certificates.certificate.surrendered', color: 'gray' },
  replaced: { label: 'statuses:certificates.certificate.replaced', color: 'violet' },
});

/** Technical review and decision: to_review -> to_decide -> granted | refused. */
export const DECISION_STATUS = defineStatusMap({
  to_review: { label: 'statuses:certificates.decision.to_review', color: 'orange' },
  to_decide: { label: 'statuses:certificates.decision.to_decide', color: 'blue' },
  granted: { label: 'statuses:certificates.decision.granted', color: 'teal' },
  refused: { label: 'statuses:certificates.decision.refused', color: 'red' },
});
