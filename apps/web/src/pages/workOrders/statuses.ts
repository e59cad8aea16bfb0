import { defineStatusMap } from '../../kit';

/** Spec section 4: 0 pending, 1 processed, 2 not processed, 3 rejected. */
export const WORK_ORDER_STATUS = defineStatusMap({
  0: { label: 'statuses:workOrders.status.0', color: 'orange' },
  1: { label: 'statuses:workOrders.status.1', color: 'teal' },
  2: { label: 'statuses:workOrders.status.2', color: 'gray' },
  3: { label: 'statuses:workOrders.status.3', color: 'red' },
});

export const WORK_ORDER_PRIORITY = defineStatusMap({
  low: { label: 'statuses:workOrders.priority.low', color: 'gray' },
  normal: { label: 'statuses:workOrders.priority.normal', color: 'blue' },
  high: { label: 'statuses:workOrders.priority.high', color: 'orange' },
  urgent: { label: 'statuses:workOrders.priority.urgent', color: 'red' },
});
