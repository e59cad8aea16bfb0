import type { Language, StatDimension, StatMeasure } from '@trace/contracts';

/** Column titles of the exported files, in the request language. */
const MONTH = { cn: '月份', en: 'Month', fr: 'Mois' } as const;

const DIMENSIONS: Record<StatDimension, Record<Language, string>> = {
  company: { cn: '企业', en: 'Company', fr: 'Entreprise' },
  country: { cn: '国家', en: 'Country', fr: 'Pays' },
  product: { cn: '产品', en: 'Product', fr: 'Produit' },
  port: { cn: '口岸', en: 'Port', fr: 'Port' },
  importer: { cn: '进口商', en: 'Importer', fr: 'Importateur' },
  originCountry: { cn: '原产国', en: 'Country of origin', fr: "Pays d'origine" },
  printer: { cn: '印刷厂', en: 'Printer', fr: 'Imprimeur' },
  house: { cn: '燕屋', en: 'Bird house', fr: 'Maison à nids' },
};

const CODE = { cn: '代码', en: 'code', fr: 'code' } as const;
const codeTitle = (title: string, language: Language) =>
  language === 'cn'
    ? `${title}${CODE.cn}`
    : language === 'fr'
      ? `Code ${title.toLowerCase()}`
      : `${title} ${CODE.en}`;

const MEASURES: Record<StatMeasure, Record<Language, string>> = {
  records: { cn: '报关记录数', en: 'Customs records', fr: 'Déclarations en douane' },
  batches: { cn: '批次数', en: 'Batches', fr: 'Lots' },
  shipments: { cn: '发货单数', en: 'Shipments', fr: 'Expéditions' },
  labels: { cn: '标签数', en: 'Labels', fr: 'Étiquettes' },
  weight: { cn: '重量', en: 'Weight', fr: 'Poids' },
  orders: { cn: '订单数', en: 'Orders', fr: 'Commandes' },
  requested: { cn: '申请数', en: 'Requested', fr: 'Demandées' },
  approved: { cn: '审核通过数', en: 'Approved', fr: 'Approuvées' },
  generated: { cn: '生成数', en: 'Generated', fr: 'Générées' },
  delivered: { cn: '已交付数', en: 'Delivered', fr: 'Livrées' },
  bound: { cn: '绑定数', en: 'Bound', fr: 'Associées' },
  activated: { cn: '激活数', en: 'Activated', fr: 'Activées' },
  scanned: { cn: '扫码次数', en: 'Scans', fr: 'Scans' },
  voided: { cn: '作废数', en: 'Voided', fr: 'Annulées' },
  overdue: { cn: '逾期订单数', en: 'Overdue orders', fr: 'Commandes en retard' },
  customsRecords: { cn: '报关记录数', en: 'Customs records', fr: 'Déclarations en douane' },
  harvests: { cn: '采收次数', en: 'Harvests', fr: 'Récoltes' },
};

/** Month, each dimension (a country dimension with its code too), each measure. */
export function exportHeader(
  definition: { dimensions: readonly StatDimension[]; measures: readonly StatMeasure[] },
  language: Language,
): string[] {
  const header: string[] = [MONTH[language]];
  for (const dimension of definition.dimensions) {
    const title = DIMENSIONS[dimension][language];
    header.push(title);
    if (dimension === 'country' || dimension === 'originCountry') header.push(codeTitle(title, language));
  }
  for (const measure of definition.measures) header.push(MEASURES[measure][language]);
  return header;
}
