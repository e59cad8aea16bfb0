import { defineStatusMap } from '../../kit';

export const MAINTENANCE_STATUS = defineStatusMap({
  scheduled: { label: 'statuses:maintenance.status.scheduled', color: 'gray' },
  announced: { label: 'statuses:maintenance.status.announced', color: 'orange' },
  active: { label: 'statuses:maintenance.status.active', color: 'red' },
  ended: { label: 'statuses:maintenance.status.ended', color: 'dark' },
  cancelled: { label: 'statuses:maintenance.status.cancelled', color: 'gray' },
});

export const MAINTENANCE_MODE = defineStatusMap({
  readOnly: { label: 'statuses:maintenance.mode.readOnly', color: 'yellow' },
  full: { label: 'statuses:maintenance.mode.full', color: 'red' },
});
