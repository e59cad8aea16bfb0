import { defineStatusMap } from '../../kit';

/** Shipments, DOMAIN.md: sent -> received | returned. */
export const SHIPMENT_STATUS = defineStatusMap({
  sent: { label: 'statuses:shipments.shipmentStatus.sent', color: 'blue' },
  received: { label: 'statuses:shipments.shipmentStatus.received', color: 'teal' },
  returned: { label: 'statuses:shipments.shipmentStatus.returned', color: 'red' },
});

/** Batch production, as shown beside the goods of a shipment. */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: 'statuses:shipments.batchStatus.in_production', color: 'orange' },
  complete: { label: 'statuses:shipments.batchStatus.complete', color: 'teal' },
});
