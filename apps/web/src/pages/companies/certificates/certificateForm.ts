import type { StoredFile } from '@trace/contracts';
import { dayEndIso, dayStartIso, isoToDay } from '../components/dates';

/** The certificate form: days as the pickers hold them, pictures as uploaded files. */
export type CertificateFormValues = {
  name: string;
  issuer: string;
  number: string;
  issueDate: string | null;
  expiryDate: string | null;
  images: StoredFile[];
  description: string;
};

export const EMPTY_CERTIFICATE_FORM: CertificateFormValues = {
  name: '',
  issuer: '',
  number: '',
  issueDate: null,
  expiryDate: null,
  images: [],
  description: '',
};

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The body of POST/PUT /honour-certificates; a certificate is valid through its expiry day. */
export function toCertificateBody(values: CertificateFormValues) {
  return {
    name: values.name,
    issuer: values.issuer,
    number: blankToNull(values.number),
    issueDate: dayStartIso(values.issueDate),
    expiryDate: dayEndIso(values.expiryDate),
    images: values.images.map((file) => file.url),
    description: blankToNull(values.description),
  };
}

/** A saved certificate (or its waiting change) as form values, with its pictures resolved. */
export function certificateFormValues(
  certificate: {
    name?: unknown;
    issuer?: unknown;
    number?: unknown;
    issueDate?: unknown;
    expiryDate?: unknown;
    description?: unknown;
  },
  images: StoredFile[],
): CertificateFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(certificate.name),
    issuer: text(certificate.issuer),
    number: text(certificate.number),
    issueDate: isoToDay(text(certificate.issueDate)),
    expiryDate: isoToDay(text(certificate.expiryDate)),
    images,
    description: text(certificate.description),
  };
}
