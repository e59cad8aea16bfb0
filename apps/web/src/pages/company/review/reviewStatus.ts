import { defineStatusMap } from '../../../kit';
import { COMPANY_STATUS } from '../statuses';

/** The shared review workflow (DOMAIN.md): products, subclasses, certificates and later resources. */
export const REVIEW_STATUS = defineStatusMap({
  unreviewed: { label: { cn: '待审核', en: 'Awaiting review', fr: 'En attente de revue' }, color: 'blue' },
  passed: { label: { cn: '审核通过', en: 'Approved', fr: 'Approuvé' }, color: 'teal' },
  failed: { label: { cn: '审核未通过', en: 'Rejected', fr: 'Refusé' }, color: 'red' },
  modification_pending: {
    label: { cn: '修改待审核', en: 'Change awaiting review', fr: 'Modification en attente' },
    color: 'indigo',
  },
  modification_failed: {
    label: { cn: '修改未通过', en: 'Change rejected', fr: 'Modification refusée' },
    color: 'orange',
  },
});

/**
 * The states a review decision moves between: review states for most resources, the company's own
 * names for companies (both appear in review histories).
 */
export const DECISION_STATUS = defineStatusMap({ ...REVIEW_STATUS, ...COMPANY_STATUS });
