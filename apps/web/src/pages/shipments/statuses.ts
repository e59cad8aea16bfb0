import { defineStatusMap } from '../../kit';

/** Shipments, DOMAIN.md: sent -> received | returned. */
export const SHIPMENT_STATUS = defineStatusMap({
  sent: { label: 'shipments:statuses.shipmentStatus.sent', color: 'blue' },
  received: { label: 'shipments:statuses.shipmentStatus.received', color: 'teal' },
  returned: { label: 'shipments:statuses.shipmentStatus.returned', color: 'red' },
});

/** Batch production, as shown beside the goods of a shipment. */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: 'shipments:statuses.batchStatus.in_production', color: 'orange' },
  complete: { label: 'shipments:statuses.batchStatus.complete', color: 'teal' },
});
