import type { CertScheme, StoredFile } from '@trace/contracts';
import { storedFileOf } from '../companies/components/storedFiles';
import type { CertBody } from './api';

/** The profile part of a body's form: what the body itself may change. */
export type ProfileValues = {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  introduction: string;
  documents: StoredFile[];
};

export type BodyValues = ProfileValues & {
  name: string;
  countryId: string | null;
  accreditationNo: string;
  accreditedBy: string;
  schemes: string[];
  categoryIds: string[];
  accreditationValidUntil: string | null;
};

export const EMPTY_PROFILE: ProfileValues = {
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  address: '',
  introduction: '',
  documents: [],
};

export const EMPTY_BODY: BodyValues = {
  ...EMPTY_PROFILE,
  name: '',
  countryId: null,
  accreditationNo: '',
  accreditedBy: '',
  schemes: [],
  categoryIds: [],
  accreditationValidUntil: null,
};

const blankToNull = (value: string) => value.trim() || null;

export const toProfileBody = (values: ProfileValues) => ({
  contactName: blankToNull(values.contactName),
  contactPhone: blankToNull(values.contactPhone),
  contactEmail: blankToNull(values.contactEmail),
  address: blankToNull(values.address),
  introduction: blankToNull(values.introduction),
  documents: values.documents.map((file) => file.url),
});

export const toBodyBody = (values: BodyValues) => ({
  ...toProfileBody(values),
  name: values.name,
  countryId: values.countryId,
  accreditationNo: values.accreditationNo,
  accreditedBy: values.accreditedBy,
  schemes: values.schemes as CertScheme[],
  categoryIds: values.categoryIds,
  accreditationValidUntil: values.accreditationValidUntil ?? '',
});

/** A saved body as form values (documents named after their place: `Document 1`). */
export function bodyValues(body: CertBody, documentName: (index: number) => string): BodyValues {
  return {
    name: body.name,
    countryId: body.countryId,
    accreditationNo: body.accreditationNo ?? '',
    accreditedBy: body.accreditedBy ?? '',
    schemes: body.schemes,
    categoryIds: body.categoryIds,
    accreditationValidUntil: body.accreditationValidUntil,
    contactName: body.contactName ?? '',
    contactPhone: body.contactPhone ?? '',
    contactEmail: body.contactEmail ?? '',
    address: body.address ?? '',
    introduction: body.introduction ?? '',
    documents: body.documents.map((url, index) => storedFileOf(url, documentName(index))),
  };
}
