import { defineStatusMap } from '../../kit';

/** Applications (decision 0024): submitted -> accepted | returned | rejected ... -> certified | refused. */
export const APPLICATION_STATUS = defineStatusMap({
  submitted: { label: 'statuses:certApplications.applicationStatus.submitted', color: 'blue' },
  returned: { label: 'statuses:certApplications.applicationStatus.returned', color: 'orange' },
  rejected: { label: 'statuses:certApplications.applicationStatus.rejected', color: 'red' },
  withdrawn: { label: 'statuses:certApplications.applicationStatus.withdrawn', color: 'gray' },
  accepted: { label: 'statuses:certApplications.applicationStatus.accepted', color: 'cyan' },
  contracted: { label: 'statuses:certApplications.applicationStatus.contracted', color: 'indigo' },
  certified: { label: 'statuses:certApplications.applicationStatus.certified', color: 'teal' },
  refused: { label: 'statuses:certApplications.applicationStatus.refused', color: 'red' },
});

export const AUDIT_STATUS = defineStatusMap({
  planned: { label: 'statuses:certApplications.auditStatus.planned', color: 'blue' },
  in_progress: { label: 'statuses:certApplications.auditStatus.in_progress', color: 'orange' },
  signed: { label: 'statuses:certApplications.auditStatus.signed', color: 'teal' },
  cancelled: { label: 'statuses:certApplications.auditStatus.cancelled', color: 'gray' },
});

export const DECISION_STATUS = defineStatusMap({
  to_review: { label: 'statuses:certApplications.decisionStatus.to_review', color: 'blue' },
  to_decide: { label: 'statuses:certApplications.decisionStatus.to_decide', color: 'orange' },
  granted: { label: 'statuses:certApplications.decisionStatus.granted', color: 'teal' },
  refused: { label: 'statuses:certApplications.decisionStatus.refused', color: 'red' },
});
