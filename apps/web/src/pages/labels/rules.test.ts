import { describe, expect, it } from 'vitest';
import {
  isOrderGenerating,
  isRangeReversed,
  labelSearchQuery,
  milestonesReached,
  orderStage,
  readLabelSearch,
  sheetsFor,
  splitStatusPair,
  writeLabelSearch,
} from './rules';

describe('sheetsFor', () => {
  it('counts whole sheets of 9 or 12, the last one possibly partly used', () => {
    expect(sheetsFor(3600, 'big')).toBe(400);
    expect(sheetsFor(3600, 'small')).toBe(300);
    expect(sheetsFor(40, 'big')).toBe(5);
    expect(sheetsFor(40, 'small')).toBe(4);
  });

  it('has no sheets for nothing or an unreadable count', () => {
    expect(sheetsFor(0, 'big')).toBe(0);
    expect(sheetsFor(Number.NaN, 'small')).toBe(0);
  });
});

describe('an order’s stage', () => {
  const order = (status: string, paymentStatus = 'none', generationStatus: string | null = null) =>
    ({ status, paymentStatus, generationStatus }) as Parameters<typeof orderStage>[0];

  it('follows the order from the application to the delivery', () => {
    expect(orderStage(order('waiting_upload'))).toBe('uploadApplication');
    expect(orderStage(order('failed'))).toBe('uploadApplication');
    expect(orderStage(order('to_be_reviewed'))).toBe('review');
    expect(orderStage(order('passed'))).toBe('uploadReceipt');
    expect(orderStage(order('passed', 'failed'))).toBe('uploadReceipt');
    expect(orderStage(order('passed', 'to_be_reviewed'))).toBe('paymentReview');
    expect(orderStage(order('paid', 'passed', 'not_generated'))).toBe('generation');
    expect(orderStage(order('paid', 'passed', 'generating'))).toBe('generation');
    expect(orderStage(order('paid', 'passed', 'error'))).toBe('generationError');
    expect(orderStage(order('paid', 'passed', 'generated'))).toBe('delivery');
    expect(orderStage(order('delivered', 'passed', 'generated'))).toBe('done');
  });

  it('is polled only while a paid order’s labels are being made', () => {
    expect(isOrderGenerating(order('paid', 'passed', 'generating'))).toBe(true);
    expect(isOrderGenerating(order('paid', 'passed', 'not_generated'))).toBe(true);
    expect(isOrderGenerating(order('paid', 'passed', 'generated'))).toBe(false);
    expect(isOrderGenerating(order('paid', 'passed', 'error'))).toBe(false);
    expect(isOrderGenerating(order('delivered', 'passed', 'generated'))).toBe(false);
  });

  it('reaches its milestones, marking the one that failed', () => {
    expect(milestonesReached(order('waiting_upload'))).toEqual({ reached: 0, failed: null });
    expect(milestonesReached(order('failed'))).toEqual({ reached: 1, failed: 'approved' });
    expect(milestonesReached(order('passed'))).toEqual({ reached: 2, failed: null });
    expect(milestonesReached(order('paid', 'passed', 'error'))).toEqual({ reached: 3, failed: 'generated' });
    expect(milestonesReached(order('paid', 'passed', 'generated'))).toEqual({ reached: 4, failed: null });
    expect(milestonesReached(order('delivered'))).toEqual({ reached: 5, failed: null });
  });

  it('reads a history state as the order’s and the payment’s', () => {
    expect(splitStatusPair('passed/to_be_reviewed')).toEqual({ status: 'passed', payment: 'to_be_reviewed' });
    expect(splitStatusPair('paid')).toEqual({ status: 'paid', payment: null });
  });
});

describe('the label search in the address bar', () => {
  it('opens from the menu with every status and no filter kept', () => {
    const { filters, firstEnter } = readLabelSearch(
      new URLSearchParams('status=-1&firstEnter=true&excode=1000000000000001'),
    );
    expect(firstEnter).toBe(true);
    expect(filters).toEqual({});
  });

  it('reads the filters, status -1 meaning every status and unknown statuses ignored', () => {
    expect(
      readLabelSearch(new URLSearchParams('status=assigned&excodeFrom=1000000000000001&runId=abc')).filters,
    ).toEqual({ status: 'assigned', excodeFrom: '1000000000000001', runId: 'abc' });
    expect(readLabelSearch(new URLSearchParams('status=-1')).filters).toEqual({});
    expect(readLabelSearch(new URLSearchParams('status=stolen')).filters).toEqual({});
  });

  it('writes a search back without the entry flag, keeping other parameters', () => {
    const written = writeLabelSearch(new URLSearchParams('firstEnter=true&status=-1&t=123&excode=1'), {
      excodeFrom: '1000000000000001',
    });
    expect(Object.fromEntries(written)).toEqual({ status: '-1', t: '123', excodeFrom: '1000000000000001' });
    expect(writeLabelSearch(new URLSearchParams(), { status: 'bound' }).get('status')).toBe('bound');
  });

  it('asks for one keyset page after the cursor', () => {
    expect(labelSearchQuery({ status: 'assigned', excode: '' }, 50, '1000000000000049')).toEqual({
      status: 'assigned',
      pageSize: 50,
      after: '1000000000000049',
    });
    expect(labelSearchQuery({}, 20, undefined)).toEqual({ pageSize: 20 });
  });

  it('compares code ranges as numbers', () => {
    expect(isRangeReversed('1000000000000100', '1000000000000099')).toBe(true);
    expect(isRangeReversed('999999999999999999', '1000000000000000000')).toBe(false);
    expect(isRangeReversed('1000000000000100', undefined)).toBe(false);
    expect(isRangeReversed('12', '11')).toBe(false);
  });
});
