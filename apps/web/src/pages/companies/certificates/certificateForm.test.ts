import { ZHonourCertificateBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../../kit';
import { certificateFormValues, EMPTY_CERTIFICATE_FORM, toCertificateBody } from './certificateForm';

const image = {
  id: '0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11',
  url: '/files/0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11',
  name: 'certificate.png',
  mimeType: 'image/png',
  size: 1024,
  createTime: '2026-01-01T00:00:00.000Z',
};

describe('the honour certificate form', () => {
  it('sends days as instants: issued at the start of the day, valid through the end of the expiry day', () => {
    const body = toCertificateBody({
      ...EMPTY_CERTIFICATE_FORM,
      name: 'Green Food Certificate',
      issuer: 'China Green Food Development Center',
      issueDate: '2026-03-01',
      expiryDate: '2029-02-28',
      images: [image],
    });
    expect(new Date(body.issueDate!).getHours()).toBe(0);
    expect(new Date(body.expiryDate!).getHours()).toBe(23);
    expect(body.number).toBeNull();
    expect(ZHonourCertificateBody.safeParse(body).success).toBe(true);
  });

  it('refuses an expiry before the issue date, on the expiry field', () => {
    const result = ZHonourCertificateBody.safeParse(
      toCertificateBody({
        ...EMPTY_CERTIFICATE_FORM,
        name: 'A',
        issuer: 'B',
        issueDate: '2026-03-01',
        expiryDate: '2026-02-01',
        images: [image],
      }),
      { reportInput: true },
    );
    const errors = issuesToFieldErrors(result.error!.issues, 'en', {
      fields: Object.keys(EMPTY_CERTIFICATE_FORM),
    });
    expect(errors.expiryDate).toBe('End Time Must be Greater Than Start Time');
  });

  it('needs at least one picture and an issue date', () => {
    const result = ZHonourCertificateBody.safeParse(
      toCertificateBody({ ...EMPTY_CERTIFICATE_FORM, name: 'A', issuer: 'B' }),
      { reportInput: true },
    );
    const errors = issuesToFieldErrors(result.error!.issues, 'en', {
      fields: Object.keys(EMPTY_CERTIFICATE_FORM),
    });
    expect(Object.keys(errors).sort()).toEqual(['images', 'issueDate']);
  });

  it('fills the form back from a saved certificate', () => {
    const values = certificateFormValues(
      { name: 'A', issuer: 'B', number: null, issueDate: '2026-03-01T00:00:00+08:00', expiryDate: null },
      [image],
    );
    expect(values.number).toBe('');
    expect(values.expiryDate).toBeNull();
    expect(values.images).toHaveLength(1);
  });
});
