import type { StoredFile } from '@trace/contracts';

/**
 * The bird-house forms as people fill them (numbers as typed, files as uploaded) and the mapping to
 * the API bodies and back. Numbers stay text until sent, so the server's rules word every mistake.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** A typed number as the API takes it: a number when it reads as one, else the text (refused with its message). */
export function typedNumber(value: string): number | string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const number = Number(trimmed);
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) && Number.isFinite(number) ? number : trimmed;
}

export type HouseFormValues = {
  name: string;
  countryId: string | null;
  province: string;
  city: string;
  address: string;
  latitude: string;
  longitude: string;
  area: string;
  yearBuilt: string;
  photos: StoredFile[];
  licenceNo: string;
  licence: StoredFile[];
};

export const EMPTY_HOUSE_FORM: HouseFormValues = {
  name: '',
  countryId: null,
  province: '',
  city: '',
  address: '',
  latitude: '',
  longitude: '',
  area: '',
  yearBuilt: '',
  photos: [],
  licenceNo: '',
  licence: [],
};

/** The body of POST/PUT /bird-houses. */
export function toHouseBody(values: HouseFormValues) {
  return {
    name: values.name,
    countryId: values.countryId ?? '',
    province: values.province,
    city: values.city,
    address: values.address,
    latitude: typedNumber(values.latitude),
    longitude: typedNumber(values.longitude),
    area: typedNumber(values.area),
    yearBuilt: typedNumber(values.yearBuilt),
    photos: values.photos.map((file) => file.url),
    licenceNo: values.licenceNo,
    licenceFile: values.licence[0]?.url ?? '',
  };
}

/** Errors of `licenceFile` show on the licence upload. */
export const houseFieldOf = (path: string) => (path === 'licenceFile' ? 'licence' : path);

/** A saved house (or its waiting change) as form values, given its stored files. */
export function houseFormValues(house: Record<string, unknown>, files: StoredFile[]): HouseFormValues {
  const photos = Array.isArray(house.photos) ? (house.photos as string[]) : [];
  const licence = text(house.licenceFile);
  return {
    name: text(house.name),
    countryId: text(house.countryId) || null,
    province: text(house.province),
    city: text(house.city),
    address: text(house.address),
    latitude: numberText(house.latitude),
    longitude: numberText(house.longitude),
    area: numberText(house.area),
    yearBuilt: numberText(house.yearBuilt),
    photos: photos.map((url) => files.find((file) => file.url === url)).filter((f): f is StoredFile => !!f),
    licenceNo: text(house.licenceNo),
    licence: files.filter((file) => file.url === licence),
  };
}

export type HarvestFormValues = {
  harvestDate: string | null;
  weight: string;
  grade: string | null;
  remark: string;
};

export const EMPTY_HARVEST_FORM: HarvestFormValues = {
  harvestDate: null,
  weight: '',
  grade: null,
  remark: '',
};

/** The body of POST /bird-houses/:id/harvests: the weight stays the decimal text typed. */
export function toHarvestBody(values: HarvestFormValues) {
  return {
    harvestDate: values.harvestDate ?? '',
    weight: values.weight,
    grade: values.grade ?? '',
    remark: values.remark.trim() === '' ? null : values.remark,
  };
}
