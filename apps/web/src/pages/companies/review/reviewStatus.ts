import { defineStatusMap } from '../../../kit';
import { COMPANY_STATUS } from '../statuses';

/** The shared review workflow (DOMAIN.md): products, subclasses, certificates and later resources. */
export const REVIEW_STATUS = defineStatusMap({
  unreviewed: { label: 'statuses:companies.reviewStatus.unreviewed', color: 'blue' },
  passed: { label: 'statuses:companies.reviewStatus.passed', color: 'teal' },
  failed: { label: 'statuses:companies.reviewStatus.failed', color: 'red' },
  modification_pending: {
    label: 'statuses:companies.reviewStatus.modification_pending',
    color: 'indigo',
  },
  modification_failed: {
    label: 'statuses:companies.reviewStatus.modification_failed',
    color: 'orange',
  },
});

/**
 * The states a review decision moves between: review states for most resources, the company's own
 * names for companies (both appear in review histories).
 */
export const DECISION_STATUS = defineStatusMap({ ...REVIEW_STATUS, ...COMPANY_STATUS });
