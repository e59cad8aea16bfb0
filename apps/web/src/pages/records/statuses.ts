import { defineStatusMap } from '../../kit';

/** The conclusion of a test report. */
export const TEST_RESULT = defineStatusMap({
  qualified: { label: { cn: '合格', en: 'Qualified', fr: 'Conforme' }, color: 'teal' },
  unqualified: { label: { cn: '不合格', en: 'Unqualified', fr: 'Non conforme' }, color: 'red' },
});

/** A customs certificate: in force, expired, or nothing given for its kind. */
export const CERTIFICATE_VALIDITY = defineStatusMap({
  effective: { label: { cn: '有效', en: 'Effective', fr: 'En vigueur' }, color: 'teal' },
  invalid: { label: { cn: '已失效', en: 'Expired', fr: 'Expiré' }, color: 'red' },
  missing: { label: { cn: '未提供', en: 'Not given', fr: 'Non fourni' }, color: 'gray' },
});

/** The production lines of whole-chain records. */
export const PRODUCTION_LINE = defineStatusMap({
  planting: { label: { cn: '种植', en: 'Planting', fr: 'Culture' }, color: 'green' },
  breeding: { label: { cn: '养殖', en: 'Breeding', fr: 'Élevage' }, color: 'grape' },
});

/** A batch's production state. */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: { cn: '生产中', en: 'In production', fr: 'En production' }, color: 'blue' },
  complete: { label: { cn: '已完成', en: 'Complete', fr: 'Terminé' }, color: 'teal' },
});
