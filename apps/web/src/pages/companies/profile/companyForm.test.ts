import { ZCompanyBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../../kit';
import { companyFormValues, emptyCompanyForm, profileToEdit, toCompanyBody } from './companyForm';

const licence = {
  id: '0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11',
  url: '/files/0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11',
  name: 'licence.png',
  mimeType: 'image/png',
  size: 2048,
  createTime: '2026-05-01T00:00:00.000Z',
};

const filled = {
  ...emptyCompanyForm('producer'),
  name: 'Hainan Golden Nest Ltd',
  countryId: 'CN',
  registrationNo: '91460100MA5T8XYZ2K',
  legalRepresentative: 'Li Wei',
  contactName: 'Zhang Min',
  contactPhone: '13800138000',
  address: '18 Binhai Road, Haikou',
  licenceFiles: [licence],
};

describe('the company form', () => {
  it('sends blank optional fields as null and files as their URLs', () => {
    const body = toCompanyBody(filled);
    expect(body.contactEmail).toBeNull();
    expect(body.productionAddress).toBeNull();
    expect(body.introduction).toBeNull();
    expect(body.licenceFiles).toEqual([licence.url]);
    expect(ZCompanyBody.safeParse(body).success).toBe(true);
  });

  it("words the contract's rules on the fields, in the interface language", () => {
    const result = ZCompanyBody.safeParse(
      toCompanyBody({
        ...filled,
        registrationNo: '1234567890123456',
        contactPhone: '1380013800',
        licenceFiles: [],
      }),
      { reportInput: true },
    );
    expect(result.success).toBe(false);
    const errors = issuesToFieldErrors(result.error!.issues, 'en', { fields: Object.keys(filled) });
    expect(errors.registrationNo).toMatch(/15, 18 or 21/);
    expect(errors.contactPhone).toMatch(/11-digit/);
    expect(errors.licenceFiles).toBeTruthy();
  });

  it('accepts registration numbers of 15, 18 and 21 characters only', () => {
    for (const length of [15, 18, 21]) {
      expect(
        ZCompanyBody.safeParse(toCompanyBody({ ...filled, registrationNo: 'A'.repeat(length) })).success,
      ).toBe(true);
    }
    for (const length of [14, 16, 20, 22]) {
      expect(
        ZCompanyBody.safeParse(toCompanyBody({ ...filled, registrationNo: 'A'.repeat(length) })).success,
      ).toBe(false);
    }
  });

  it('starts an edit from the change waiting for review, when there is one', () => {
    const current = { ...toCompanyBody(filled), kind: 'producer' as const };
    const edited = profileToEdit(current, { address: '9 Harbour Street, Sanya' });
    expect(edited.address).toBe('9 Harbour Street, Sanya');
    expect(edited.name).toBe(filled.name);
    const values = companyFormValues(edited, { licence: [licence], documents: [] });
    expect(values.countryId).toBe('CN');
    expect(values.contactEmail).toBe('');
  });
});
