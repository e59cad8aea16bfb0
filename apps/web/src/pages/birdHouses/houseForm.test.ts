import { ZBirdHouseBody, ZHarvestBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_HARVEST_FORM,
  EMPTY_HOUSE_FORM,
  houseFieldOf,
  houseFormValues,
  toHarvestBody,
  toHouseBody,
  typedNumber,
} from './houseForm';

const file = (id: string, mimeType = 'image/png') => ({
  id,
  name: `${id}.png`,
  mimeType,
  size: 10,
  url: `/files/${id}`,
  createTime: '2026-01-01T00:00:00.000Z',
});
const PHOTO = file('11111111-1111-4111-8111-111111111111');
const LICENCE = file('22222222-2222-4222-8222-222222222222', 'application/pdf');

const filled = {
  ...EMPTY_HOUSE_FORM,
  name: 'Rumah Walet 1',
  countryId: 'MY',
  province: 'Perak',
  city: 'Ipoh',
  address: '12 Jalan Walet',
  latitude: '4.5975',
  longitude: '101.0901',
  area: '350.5',
  yearBuilt: '2012',
  photos: [PHOTO],
  licenceNo: 'MY-1',
  licence: [LICENCE],
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('bird-house form', () => {
  it('sends numbers as numbers and files as their addresses', () => {
    const body = toHouseBody(filled);
    expect(body).toMatchObject({ latitude: 4.5975, longitude: 101.0901, area: 350.5, yearBuilt: 2012 });
    expect(body.photos).toEqual([PHOTO.url]);
    expect(body.licenceFile).toBe(LICENCE.url);
    expect(ZBirdHouseBody.safeParse(body).success).toBe(true);
  });

  it('keeps what is not a number as text, so the rules word the mistake', () => {
    expect(typedNumber('  12 ')).toBe(12);
    expect(typedNumber('12a')).toBe('12a');
    expect(typedNumber('')).toBe('');
    const body = toHouseBody({ ...filled, latitude: '95', yearBuilt: '1850', longitude: 'east' });
    expect(messagesOf(ZBirdHouseBody.safeParse(body))).toEqual([
      ['latitude', 'birdHouse.latitudeRange'],
      ['longitude', 'birdHouse.longitudeRange'],
      ['yearBuilt', 'birdHouse.yearBuiltRange'],
    ]);
    expect(houseFieldOf('licenceFile')).toBe('licence');
    expect(houseFieldOf('photos')).toBe('photos');
  });

  it('reads a saved house back into the form', () => {
    const values = houseFormValues(
      { ...toHouseBody(filled), photos: [PHOTO.url], licenceFile: LICENCE.url },
      [PHOTO, LICENCE],
    );
    expect(values).toEqual(filled);
  });
});

describe('harvest form', () => {
  it('takes up to 5 decimals and refuses a sixth', () => {
    const ok = toHarvestBody({
      ...EMPTY_HARVEST_FORM,
      harvestDate: '2026-01-02',
      weight: '0.12345',
      grade: 'first',
    });
    expect(ZHarvestBody.safeParse(ok).success).toBe(true);
    const sixth = toHarvestBody({
      ...EMPTY_HARVEST_FORM,
      harvestDate: '2026-01-02',
      weight: '0.123456',
      grade: 'first',
    });
    expect(messagesOf(ZHarvestBody.safeParse(sixth))).toEqual([['weight', 'weight.tooManyDecimals']]);
  });

  it('refuses a day in the future and a missing grade; a blank remark is none', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const body = toHarvestBody({ harvestDate: future, weight: '3', grade: null, remark: '  ' });
    expect(body.remark).toBeNull();
    expect(messagesOf(ZHarvestBody.safeParse(body)).map(([path]) => path)).toEqual(['harvestDate', 'grade']);
  });
});
