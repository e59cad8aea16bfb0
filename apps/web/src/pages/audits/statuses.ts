import { defineStatusMap } from '../../kit';

/** Audits: planned -> in_progress -> signed; planned | in_progress -> cancelled. */
export const AUDIT_STATUS = defineStatusMap({
  planned: { label: 'statuses:audits.auditStatus.planned', color: 'gray' },
  in_progress: { label: 'statuses:audits.auditStatus.in_progress', color: 'blue' },
  signed: { label: 'statuses:audits.auditStatus.signed', color: 'teal' },
  cancelled: { label: 'statuses:audits.auditStatus.cancelled', color: 'red' },
});

/** Findings: open -> answered -> closed | returned; returned -> answered. */
export const FINDING_STATUS = defineStatusMap({
  open: { label: 'statuses:audits.findingStatus.open', color: 'orange' },
  answered: { label: 'statuses:audits.findingStatus.answered', color: 'blue' },
  returned: { label: 'statuses:audits.findingStatus.returned', color: 'red' },
  closed: { label: 'statuses:audits.findingStatus.closed', color: 'teal' },
});

export const FINDING_GRADE = defineStatusMap({
  minor: { label: 'statuses:audits.grade.minor', color: 'yellow' },
  major: { label: 'statuses:audits.grade.major', color: 'orange' },
  critical: { label: 'statuses:audits.grade.critical', color: 'red' },
});

export const AUDIT_TYPE = defineStatusMap({
  stage1: { label: 'statuses:audits.auditType.stage1', color: 'gray' },
  stage2: { label: 'statuses:audits.auditType.stage2', color: 'gray' },
  surveillance: { label: 'statuses:audits.auditType.surveillance', color: 'gray' },
  recertification: { label: 'statuses:audits.auditType.recertification', color: 'gray' },
  special: { label: 'statuses:audits.auditType.special', color: 'gray' },
});
