import { ZProductBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../../kit';
import { EMPTY_PRODUCT_FORM, productFormValues, toProductBody } from './productForm';

const categoryId = '0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11';
const filled = { ...EMPTY_PRODUCT_FORM, categoryId, productName: 'Golden Swiftlet Nest' };
const errorsOf = (values: typeof filled, language: 'cn' | 'en' | 'fr' = 'en') => {
  const result = ZProductBody.safeParse(toProductBody(values), { reportInput: true });
  return result.success
    ? {}
    : issuesToFieldErrors(result.error.issues, language, { fields: Object.keys(EMPTY_PRODUCT_FORM) });
};

describe('the product form', () => {
  it('accepts a GTIN whose check digit is right, typed with spaces', () => {
    expect(toProductBody({ ...filled, gtin: '4006 3813 3393 1' }).gtin).toBe('4006381333931');
    expect(errorsOf({ ...filled, gtin: '4006381333931' })).toEqual({});
    expect(errorsOf({ ...filled, gtin: '96385074' })).toEqual({});
  });

  it('shows the check-digit error on the GTIN field, in the interface language', () => {
    expect(errorsOf({ ...filled, gtin: '4006381333932' }).gtin).toBe('The GTIN check digit is wrong');
    expect(errorsOf({ ...filled, gtin: '4006381333932' }, 'cn').gtin).toBe('GTIN 校验位不正确');
  });

  it('leaves the GTIN optional', () => {
    expect(toProductBody(filled).gtin).toBeNull();
    expect(errorsOf(filled)).toEqual({});
  });

  it('limits the name to 20 characters and the description to 100', () => {
    const errors = errorsOf({ ...filled, productName: 'x'.repeat(21), description: 'y'.repeat(101) });
    expect(Object.keys(errors).sort()).toEqual(['description', 'productName']);
    expect(errorsOf({ ...filled, productName: 'x'.repeat(20), description: 'y'.repeat(100) })).toEqual({});
  });

  it('fills the form back from a saved product', () => {
    const values = productFormValues({ categoryId, subclassId: null, productName: 'A', gtin: null }, []);
    expect(values.subclassId).toBeNull();
    expect(values.gtin).toBe('');
  });
});
