import { defineStatusMap } from '../../kit';

/** Label application (order) states, DOMAIN.md: waiting_upload -> to_be_reviewed -> passed | failed; passed -> paid -> delivered. */
export const ORDER_STATUS = defineStatusMap({
  waiting_upload: {
    label: 'statuses:labels.orderStatus.waiting_upload',
    color: 'gray',
  },
  to_be_reviewed: { label: 'statuses:labels.orderStatus.to_be_reviewed', color: 'orange' },
  passed: { label: 'common:approved', color: 'teal' },
  failed: { label: 'statuses:labels.orderStatus.failed', color: 'red' },
  paid: { label: 'statuses:labels.orderStatus.paid', color: 'blue' },
  delivered: { label: 'statuses:labels.orderStatus.delivered', color: 'green' },
});

/** Where the payment of an approved order stands. */
export const PAYMENT_STATUS = defineStatusMap({
  none: {
    label: 'statuses:labels.paymentStatus.none',
    color: 'gray',
  },
  to_be_reviewed: {
    label: 'statuses:labels.paymentStatus.to_be_reviewed',
    color: 'orange',
  },
  failed: {
    label: 'statuses:labels.paymentStatus.failed',
    color: 'red',
  },
  passed: { label: 'statuses:labels.paymentStatus.passed', color: 'teal' },
});

/** Label data generation of a run or an order: not generated -> generating -> generated | error. */
export const RUN_STATUS = defineStatusMap({
  not_generated: { label: 'statuses:labels.runStatus.not_generated', color: 'gray' },
  generating: { label: 'statuses:labels.runStatus.generating', color: 'blue' },
  generated: { label: 'statuses:labels.runStatus.generated', color: 'teal' },
  error: { label: 'statuses:labels.runStatus.error', color: 'red' },
});

/** A label's life (DOMAIN.md 'Labels'). */
export const LABEL_STATUS = defineStatusMap({
  unassigned: { label: 'statuses:labels.labelStatus.unassigned', color: 'gray' },
  assigned: { label: 'statuses:labels.labelStatus.assigned', color: 'blue' },
  bound: { label: 'statuses:labels.labelStatus.bound', color: 'indigo' },
  activated: { label: 'statuses:labels.labelStatus.activated', color: 'teal' },
  invalid: { label: 'statuses:labels.labelStatus.invalid', color: 'red' },
  raw_material: { label: 'statuses:labels.labelStatus.raw_material', color: 'grape' },
  used_up: { label: 'common:usedUp', color: 'dark' },
});

/** Void requests, DOMAIN.md: unreviewed -> passed | failed; passed -> performed | execution_error (job). */
export const VOID_STATUS = defineStatusMap({
  unreviewed: { label: 'statuses:labels.voidStatus.unreviewed', color: 'orange' },
  passed: {
    label: 'statuses:labels.voidStatus.passed',
    color: 'blue',
  },
  failed: { label: 'statuses:labels.voidStatus.failed', color: 'red' },
  performed: { label: 'statuses:labels.voidStatus.performed', color: 'teal' },
  execution_error: {
    label: 'statuses:labels.voidStatus.execution_error',
    color: 'grape',
  },
});

/** Barcode applications, DOMAIN.md: generating -> success | execution_error. */
export const BARCODE_STATUS = defineStatusMap({
  generating: { label: 'statuses:labels.barcodeStatus.generating', color: 'blue' },
  success: { label: 'statuses:labels.barcodeStatus.success', color: 'teal' },
  execution_error: {
    label: 'statuses:labels.barcodeStatus.execution_error',
    color: 'red',
  },
});
