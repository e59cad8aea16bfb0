import type { Language } from '@trace/contracts';

/**
 * Carriers offered as suggestions in the shipping form: those common in the market of the interface
 * language (a list of names, not a translation: French shippers use other carriers).
 */
export const CARRIER_SUGGESTIONS: Readonly<Record<Language, readonly string[]>> = {
  en: ['SF Express', 'EMS', 'JD Logistics', 'ZTO Express', 'YTO Express', 'DHL', 'Own delivery'],
  cn: ['顺丰速运', '中国邮政EMS', '京东物流', '中通快递', '圆通速递', 'DHL', '自行配送'],
  fr: ['DHL', 'Chronopost', 'Geodis', 'DB Schenker', 'SF Express', 'Livraison propre'],
};
