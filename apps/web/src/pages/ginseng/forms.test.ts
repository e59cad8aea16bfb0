import { ZGinsengFarmBody, ZGinsengPlotBody, ZGinsengRecordBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FARM,
  EMPTY_PLOT,
  EMPTY_RECORD,
  farmBody,
  freeArea,
  numberOf,
  plotBody,
  recordBody,
} from './forms';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('ginseng form values', () => {
  it('reads number inputs: empty is missing, a comma is a decimal point', () => {
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('2,5')).toBe(2.5);
    expect(numberOf(3)).toBe(3);
    expect(numberOf('abc')).toBeUndefined();
  });

  it('an empty farm form names every required field; coordinates go in pairs', () => {
    expect(paths(ZGinsengFarmBody.safeParse(farmBody(EMPTY_FARM))).sort()).toEqual([
      'area',
      'city',
      'name',
      'region',
    ]);
    const farm = { ...EMPTY_FARM, name: 'F', region: 'CN-JL', city: 'Baishan', area: '12.5' };
    expect(ZGinsengFarmBody.parse(farmBody(farm))).toMatchObject({
      area: 12.5,
      latitude: null,
      longitude: null,
    });
    expect(paths(ZGinsengFarmBody.safeParse(farmBody({ ...farm, latitude: 42 })))).toEqual(['longitude']);
    expect(paths(ZGinsengFarmBody.safeParse(farmBody({ ...farm, area: 0.001 })))).toEqual(['area']);
  });

  it('a plot needs a name, an area above 0 and a planting year from 1900 to this year', () => {
    expect(paths(ZGinsengPlotBody.safeParse(plotBody(EMPTY_PLOT))).sort()).toEqual([
      'area',
      'name',
      'plantingYear',
    ]);
    const next = new Date().getUTCFullYear() + 1;
    expect(
      paths(ZGinsengPlotBody.safeParse(plotBody({ ...EMPTY_PLOT, name: 'A', area: 1, plantingYear: next }))),
    ).toEqual(['plantingYear']);
  });

  it('a record needs a date not in the future, an activity, a description and an operator', () => {
    expect(paths(ZGinsengRecordBody.safeParse(recordBody(EMPTY_RECORD))).sort()).toEqual([
      'activity',
      'date',
      'description',
      'operator',
    ]);
  });

  it('the area still free on a farm leaves out the plot being changed', () => {
    const plots = [
      { id: 'a', area: 2.25 },
      { id: 'b', area: 3.1 },
    ];
    expect(freeArea(10, plots)).toBe(4.65);
    expect(freeArea(10, plots, 'b')).toBe(7.75);
    expect(freeArea(5, plots)).toBe(0);
  });
});
