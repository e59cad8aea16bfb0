import { defineStatusMap } from '../../kit';

/** Label application (order) states, DOMAIN.md: waiting_upload -> to_be_reviewed -> passed | failed; passed -> paid -> delivered. */
export const ORDER_STATUS = defineStatusMap({
  waiting_upload: {
    label: { cn: '待上传申请书', en: 'Waiting for the application', fr: 'Demande à téléverser' },
    color: 'gray',
  },
  to_be_reviewed: { label: { cn: '待审核', en: 'To be reviewed', fr: 'À examiner' }, color: 'orange' },
  passed: { label: { cn: '审核通过', en: 'Approved', fr: 'Approuvée' }, color: 'teal' },
  failed: { label: { cn: '审核不通过', en: 'Not approved', fr: 'Refusée' }, color: 'red' },
  paid: { label: { cn: '已付款', en: 'Paid', fr: 'Payée' }, color: 'blue' },
  delivered: { label: { cn: '已发货', en: 'Delivered', fr: 'Livrée' }, color: 'green' },
});

/** Where the payment of an approved order stands. */
export const PAYMENT_STATUS = defineStatusMap({
  none: {
    label: { cn: '待上传付款凭证', en: 'Receipt not uploaded', fr: 'Justificatif attendu' },
    color: 'gray',
  },
  to_be_reviewed: {
    label: { cn: '付款待审核', en: 'Payment to be reviewed', fr: 'Paiement à examiner' },
    color: 'orange',
  },
  failed: {
    label: { cn: '付款凭证被退回', en: 'Receipt refused', fr: 'Justificatif refusé' },
    color: 'red',
  },
  passed: { label: { cn: '付款已确认', en: 'Payment accepted', fr: 'Paiement accepté' }, color: 'teal' },
});

/** Label data generation of a run or an order: not generated -> generating -> generated | error. */
export const RUN_STATUS = defineStatusMap({
  not_generated: { label: { cn: '待生成', en: 'Waiting', fr: 'En attente' }, color: 'gray' },
  generating: { label: { cn: '生成中', en: 'Generating', fr: 'En cours' }, color: 'blue' },
  generated: { label: { cn: '已生成', en: 'Generated', fr: 'Générées' }, color: 'teal' },
  error: { label: { cn: '生成出错', en: 'Error', fr: 'Erreur' }, color: 'red' },
});

/** A label's life (DOMAIN.md "Labels"). */
export const LABEL_STATUS = defineStatusMap({
  unassigned: { label: { cn: '未分配', en: 'Unassigned', fr: 'Non attribuée' }, color: 'gray' },
  assigned: { label: { cn: '已分配', en: 'Assigned', fr: 'Attribuée' }, color: 'blue' },
  bound: { label: { cn: '已绑定', en: 'Bound', fr: 'Liée' }, color: 'indigo' },
  activated: { label: { cn: '已激活', en: 'Activated', fr: 'Activée' }, color: 'teal' },
  invalid: { label: { cn: '已作废', en: 'Void', fr: 'Annulée' }, color: 'red' },
  raw_material: { label: { cn: '原料标签', en: 'Raw material', fr: 'Matière première' }, color: 'grape' },
  used_up: { label: { cn: '已用完', en: 'Used up', fr: 'Épuisée' }, color: 'dark' },
});

/** Void requests, DOMAIN.md: unreviewed -> passed | failed; passed -> performed | execution_error (job). */
export const VOID_STATUS = defineStatusMap({
  unreviewed: { label: { cn: '待审核', en: 'To be reviewed', fr: 'À examiner' }, color: 'orange' },
  passed: {
    label: { cn: '审核通过，作废中', en: 'Approved, voiding', fr: 'Approuvée, en cours' },
    color: 'blue',
  },
  failed: { label: { cn: '审核不通过', en: 'Not approved', fr: 'Refusée' }, color: 'red' },
  performed: { label: { cn: '已作废', en: 'Voided', fr: 'Annulées' }, color: 'teal' },
  execution_error: {
    label: { cn: '执行出错', en: 'Execution error', fr: "Erreur d'exécution" },
    color: 'grape',
  },
});

/** Barcode applications, DOMAIN.md: generating -> success | execution_error. */
export const BARCODE_STATUS = defineStatusMap({
  generating: { label: { cn: '生成中', en: 'Generating', fr: 'En cours' }, color: 'blue' },
  success: { label: { cn: '已生成', en: 'Ready', fr: 'Prêts' }, color: 'teal' },
  execution_error: {
    label: { cn: '生成出错', en: 'Execution error', fr: "Erreur d'exécution" },
    color: 'red',
  },
});
