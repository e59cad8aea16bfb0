import type { Language } from '@trace/contracts';

/**
 * Carriers offered as suggestions when a printing factory records a shipment: those common in the
 * market of the interface language (a list of names, not a translation).
 */
export const CARRIER_SUGGESTIONS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'SF Express',
    'EMS',
    'JD Logistics',
    'ZTO Express',
    'YTO Express',
    'DHL',
    'UPS',
    'FedEx',
    'Chronopost',
  ],
  cn: ['顺丰速运', 'EMS', '京东物流', '中通快递', '圆通速递', '申通快递', '韵达快递', 'DHL', 'UPS'],
  fr: ['Chronopost', 'Colissimo', 'DHL', 'UPS', 'FedEx', 'TNT', 'DPD', 'GLS', 'Geodis'],
};
