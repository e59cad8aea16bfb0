import { defineStatusMap } from '../../kit';

export const AUDITOR_STATUS = defineStatusMap({
  active: { label: 'statuses:auditors.auditorStatus.active', color: 'teal' },
  inactive: { label: 'statuses:auditors.auditorStatus.inactive', color: 'gray' },
});
