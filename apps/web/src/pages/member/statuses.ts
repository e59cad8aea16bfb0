import { defineStatusMap } from '../../kit';

/** Feedback, DOMAIN.md: 0 unprocessed -> 1 processed. */
export const FEEDBACK_STATUS = defineStatusMap({
  0: { label: { cn: '未处理', en: 'Unprocessed', fr: 'Non traité' }, color: 'orange' },
  1: { label: { cn: '已处理', en: 'Processed', fr: 'Traité' }, color: 'teal' },
});

/** What a consumer's feedback is about. */
export const FEEDBACK_TYPE = defineStatusMap({
  quality: { label: { cn: '质量问题', en: 'Quality', fr: 'Qualité' }, color: 'orange' },
  authenticity: { label: { cn: '真伪疑问', en: 'Authenticity', fr: 'Authenticité' }, color: 'red' },
  logistics: { label: { cn: '物流配送', en: 'Delivery', fr: 'Livraison' }, color: 'blue' },
  service: { label: { cn: '服务态度', en: 'Service', fr: 'Service' }, color: 'grape' },
  other: { label: { cn: '其他', en: 'Other', fr: 'Autre' }, color: 'gray' },
});

/** Whether a review shows on the scan page. */
export const REVIEW_VISIBILITY = defineStatusMap({
  visible: { label: { cn: '显示中', en: 'Shown', fr: 'Affiché' }, color: 'teal' },
  hidden: { label: { cn: '已隐藏', en: 'Hidden', fr: 'Masqué' }, color: 'gray' },
});
