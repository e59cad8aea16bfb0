import { defineStatusMap } from '../../kit';

/** Label application (order) states, DOMAIN.md: waiting_upload -> to_be_reviewed -> passed | failed; passed -> paid -> delivered. */
export const ORDER_STATUS = defineStatusMap({
  waiting_upload: {
    label: 'labels:statuses.orderStatus.waiting_upload',
    color: 'gray',
  },
  to_be_reviewed: { label: 'labels:statuses.orderStatus.to_be_reviewed', color: 'orange' },
  passed: { label: 'common:approved', color: 'teal' },
  failed: { label: 'labels:statuses.orderStatus.failed', color: 'red' },
  paid: { label: 'labels:statuses.orderStatus.paid', color: 'blue' },
  delivered: { label: 'labels:statuses.orderStatus.delivered', color: 'green' },
});

/** Where the payment of an approved order stands. */
export const PAYMENT_STATUS = defineStatusMap({
  none: {
    label: 'labels:statuses.paymentStatus.none',
    color: 'gray',
  },
  to_be_reviewed: {
    label: 'labels:statuses.paymentStatus.to_be_reviewed',
    color: 'orange',
  },
  failed: {
    label: 'labels:statuses.paymentStatus.failed',
    color: 'red',
  },
  passed: { label: 'labels:statuses.paymentStatus.passed', color: 'teal' },
});

/** Label data generation of a run or an order: not generated -> generating -> generated | error. */
export const RUN_STATUS = defineStatusMap({
  not_generated: { label: 'labels:statuses.runStatus.not_generated', color: 'gray' },
  generating: { label: 'labels:statuses.runStatus.generating', color: 'blue' },
  generated: { label: 'labels:statuses.runStatus.generated', color: 'teal' },
  error: { label: 'labels:statuses.runStatus.error', color: 'red' },
});

/** A label's life (DOMAIN.md 'Labels'). */
export const LABEL_STATUS = defineStatusMap({
  unassigned: { label: 'labels:statuses.labelStatus.unassigned', color: 'gray' },
  assigned: { label: 'labels:statuses.labelStatus.assigned', color: 'blue' },
  bound: { label: 'labels:statuses.labelStatus.bound', color: 'indigo' },
  activated: { label: 'labels:statuses.labelStatus.activated', color: 'teal' },
  invalid: { label: 'labels:statuses.labelStatus.invalid', color: 'red' },
  raw_material: { label: 'labels:statuses.labelStatus.raw_material', color: 'grape' },
  used_up: { label: 'common:usedUp', color: 'dark' },
});

/** Void requests, DOMAIN.md: unreviewed -> passed | failed; passed -> performed | execution_error (job). */
export const VOID_STATUS = defineStatusMap({
  unreviewed: { label: 'labels:statuses.voidStatus.unreviewed', color: 'orange' },
  passed: {
    label: 'labels:statuses.voidStatus.passed',
    color: 'blue',
  },
  failed: { label: 'labels:statuses.voidStatus.failed', color: 'red' },
  performed: { label: 'labels:statuses.voidStatus.performed', color: 'teal' },
  execution_error: {
    label: 'labels:statuses.voidStatus.execution_error',
    color: 'grape',
  },
});

/** Barcode applications, DOMAIN.md: generating -> success | execution_error. */
export const BARCODE_STATUS = defineStatusMap({
  generating: { label: 'labels:statuses.barcodeStatus.generating', color: 'blue' },
  success: { label: 'labels:statuses.barcodeStatus.success', color: 'teal' },
  execution_error: {
    label: 'labels:statuses.barcodeStatus.execution_error',
    color: 'red',
  },
});
