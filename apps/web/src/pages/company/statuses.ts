import { defineStatusMap } from '../../kit';

/** DOMAIN.md "Companies": the review states of a company under their own names. */
export const COMPANY_STATUS = defineStatusMap({
  not_applied: { label: { cn: '未申请', en: 'Not applied', fr: 'Pas de demande' }, color: 'gray' },
  to_be_reviewed: { label: { cn: '待审核', en: 'To be reviewed', fr: 'En attente de revue' }, color: 'blue' },
  passed: { label: { cn: '审核通过', en: 'Approved', fr: 'Approuvée' }, color: 'teal' },
  failed: { label: { cn: '审核未通过', en: 'Rejected', fr: 'Refusée' }, color: 'red' },
  altered_to_audit: {
    label: { cn: '变更待审核', en: 'Changes under review', fr: 'Modifications en revue' },
    color: 'indigo',
  },
  revision_rejected: {
    label: { cn: '变更被驳回', en: 'Changes rejected', fr: 'Modifications refusées' },
    color: 'orange',
  },
  paused: { label: { cn: '已暂停', en: 'Paused', fr: 'Suspendue' }, color: 'yellow' },
});

/** The traceability contract of a company. */
export const TRACE_STATUS = defineStatusMap({
  not_applied: { label: { cn: '未申请', en: 'Not applied', fr: 'Pas de demande' }, color: 'gray' },
  traceability_pending: {
    label: { cn: '溯源待审核', en: 'Traceability pending', fr: 'Traçabilité en attente' },
    color: 'blue',
  },
  traceable: { label: { cn: '可溯源', en: 'Traceable', fr: 'Traçable' }, color: 'teal' },
  not_traceable: { label: { cn: '不可溯源', en: 'Not traceable', fr: 'Non traçable' }, color: 'red' },
});

/** syStatus as the existing client reads it: 2 pauses traceability (on birdnest it blocks binding and shipping). */
export const SY_STATUS = defineStatusMap({
  0: { label: { cn: '待审核', en: 'Pending', fr: 'En attente' }, color: 'blue' },
  1: { label: { cn: '可溯源', en: 'Traceable', fr: 'Traçable' }, color: 'teal' },
  2: { label: { cn: '溯源暂停', en: 'Paused', fr: 'Suspendue' }, color: 'yellow' },
  3: { label: { cn: '不可溯源', en: 'Not traceable', fr: 'Non traçable' }, color: 'red' },
});

/** A traceability application (/rootsApply). */
export const APPLICATION_STATUS = defineStatusMap({
  traceability_pending: {
    label: { cn: '待审核', en: 'To be reviewed', fr: 'En attente de revue' },
    color: 'blue',
  },
  traceable: { label: { cn: '已通过', en: 'Approved', fr: 'Approuvée' }, color: 'teal' },
  not_traceable: { label: { cn: '未通过', en: 'Rejected', fr: 'Refusée' }, color: 'red' },
});

/** Honour certificates are effective until their expiry date, invalid after. */
export const CERTIFICATE_VALIDITY = defineStatusMap({
  effective: { label: { cn: '有效', en: 'Effective', fr: 'Valide' }, color: 'teal' },
  invalid: { label: { cn: '已失效', en: 'Invalid', fr: 'Invalide' }, color: 'gray' },
});
