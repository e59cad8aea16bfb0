import { defineStatusMap } from '../../kit';

/** Shipments, DOMAIN.md: sent -> received | returned. */
export const SHIPMENT_STATUS = defineStatusMap({
  sent: { label: { cn: '已发货', en: 'Sent', fr: 'Expédiée' }, color: 'blue' },
  received: { label: { cn: '已收货', en: 'Received', fr: 'Reçue' }, color: 'teal' },
  returned: { label: { cn: '已退回', en: 'Returned', fr: 'Retournée' }, color: 'red' },
});

/** Batch production, as shown beside the goods of a shipment. */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: { cn: '生产中', en: 'In production', fr: 'En production' }, color: 'orange' },
  complete: { label: { cn: '已完成', en: 'Complete', fr: 'Terminé' }, color: 'teal' },
});
