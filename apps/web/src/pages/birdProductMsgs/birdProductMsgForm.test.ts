import { ZBirdProductMsgBody, ZBirdProductMsgFields } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../kit';
import { EMPTY_SHEET_FORM, type SheetFormValues, sheetFormValues, toSheetBody } from './birdProductMsgForm';

const productId = '0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11';
const filled: SheetFormValues = {
  ...EMPTY_SHEET_FORM,
  productId,
  origin: 'Sarawak',
  processingMethod: 'Hand-cleaned',
  nestType: 'cup',
  contentShare: 80,
  solidContent: 35.5,
};
const errorsOf = (values: SheetFormValues, language: 'cn' | 'en' | 'fr' = 'en') => {
  const result = ZBirdProductMsgBody.safeParse(toSheetBody(values), { reportInput: true });
  return result.success
    ? {}
    : issuesToFieldErrors(result.error.issues, language, { fields: Object.keys(EMPTY_SHEET_FORM) });
};

describe("the bird's nest product sheet form", () => {
  it('checks the content share as the API does: 50 to 100, one decimal', () => {
    expect(errorsOf(filled)).toEqual({});
    expect(errorsOf({ ...filled, contentShare: 50 })).toEqual({});
    expect(errorsOf({ ...filled, contentShare: 100 })).toEqual({});
    expect(errorsOf({ ...filled, contentShare: 49.9 })).toEqual({
      contentShare: "The bird's nest content must be at least 50% and at most 100%",
    });
    expect(errorsOf({ ...filled, contentShare: 100.1 })).toHaveProperty('contentShare');
    expect(errorsOf({ ...filled, contentShare: 60.25 })).toEqual({
      contentShare: 'At most one decimal is allowed',
    });
    expect(errorsOf({ ...filled, contentShare: 49.9 }, 'cn')).toEqual({
      contentShare: '燕窝含量须不低于50%且不超过100%',
    });
  });

  it('checks the solid content: above 0 and below 100, one decimal', () => {
    expect(errorsOf({ ...filled, solidContent: 0.1 })).toEqual({});
    expect(errorsOf({ ...filled, solidContent: 99.9 })).toEqual({});
    expect(errorsOf({ ...filled, solidContent: 0 })).toHaveProperty('solidContent');
    expect(errorsOf({ ...filled, solidContent: 100 })).toHaveProperty('solidContent');
    expect(errorsOf({ ...filled, solidContent: 1.25 })).toEqual({
      solidContent: 'At most one decimal is allowed',
    });
  });

  it('asks for a number when a percentage is left empty, and for the product on a new sheet', () => {
    const errors = errorsOf({ ...filled, productId: null, contentShare: '', solidContent: ' ' });
    expect(errors).toMatchObject({ contentShare: 'Enter a number', solidContent: 'Enter a number' });
    expect(errors).toHaveProperty('productId');
  });

  it('sends a change without the product, and opens a copy without it', () => {
    const change = toSheetBody(filled, false);
    expect(change).not.toHaveProperty('productId');
    expect(ZBirdProductMsgFields.safeParse(change).success).toBe(true);
    const source = {
      productId,
      origin: 'Sabah',
      nestType: 'house',
      contentShare: 90,
      solidContent: 12.5,
      remark: null,
    };
    expect(sheetFormValues(source, [], { keepProduct: false })).toEqual({
      ...EMPTY_SHEET_FORM,
      origin: 'Sabah',
      nestType: 'house',
      contentShare: 90,
      solidContent: 12.5,
    });
    expect(sheetFormValues(source, [], { keepProduct: true }).productId).toBe(productId);
  });
});
