import type { CompanyBody, StoredFile } from '@trace/contracts';
import type { CompanyKind } from '../api';

/** The company form as people fill it: empty text for optional fields, uploaded files as files. */
export type CompanyFormValues = {
  kind: CompanyKind;
  name: string;
  countryId: string | null;
  registrationNo: string;
  gln: string;
  legalRepresentative: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  productionAddress: string;
  introduction: string;
  licenceFiles: StoredFile[];
  documentFiles: StoredFile[];
};

export function emptyCompanyForm(kind: CompanyKind): CompanyFormValues {
  return {
    kind,
    name: '',
    countryId: null,
    registrationNo: '',
    gln: '',
    legalRepresentative: '',
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    address: '',
    productionAddress: '',
    introduction: '',
    licenceFiles: [],
    documentFiles: [],
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The form's values as the body of POST /companies, PUT /companies/mine and PUT /companies/:id. */
export function toCompanyBody(values: CompanyFormValues) {
  return {
    kind: values.kind,
    name: values.name,
    countryId: values.countryId ?? '',
    registrationNo: values.registrationNo,
    gln: blankToNull(values.gln),
    legalRepresentative: values.legalRepresentative,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    contactEmail: blankToNull(values.contactEmail),
    address: values.address,
    productionAddress: blankToNull(values.productionAddress),
    introduction: blankToNull(values.introduction),
    licenceFiles: values.licenceFiles.map((file) => file.url),
    documentFiles: values.documentFiles.map((file) => file.url),
  };
}

/**
 * A saved profile (or a change waiting for review, which has the same fields) as form values; the
 * files come resolved from their URLs.
 */
export function companyFormValues(
  profile: Partial<CompanyBody> & { kind: CompanyKind },
  files: { licence: StoredFile[]; documents: StoredFile[] },
): CompanyFormValues {
  return {
    kind: profile.kind,
    name: profile.name ?? '',
    countryId: profile.countryId || null,
    registrationNo: profile.registrationNo ?? '',
    gln: profile.gln ?? '',
    legalRepresentative: profile.legalRepresentative ?? '',
    contactName: profile.contactName ?? '',
    contactPhone: profile.contactPhone ?? '',
    contactEmail: profile.contactEmail ?? '',
    address: profile.address ?? '',
    productionAddress: profile.productionAddress ?? '',
    introduction: profile.introduction ?? '',
    licenceFiles: files.licence,
    documentFiles: files.documents,
  };
}

/**
 * The profile someone editing should start from: the change already waiting for review when there is
 * one (saving replaces it), else the current profile.
 */
export function profileToEdit<P extends Record<string, unknown>>(
  current: P,
  pendingChange: Record<string, unknown> | null,
): P {
  return pendingChange ? ({ ...current, ...pendingChange } as P) : current;
}
