import { STAT_REPORT_KEYS, STAT_REPORTS, statChartsPage } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { regionsOnMaps } from '../regionMaps';
import { DIMENSION_FILTER, lastTwelveMonths, reportDefinition, reportOfPath } from './report';

describe('statistics reports', () => {
  it('finds the report of each table and charts path, and no report elsewhere', () => {
    for (const key of STAT_REPORT_KEYS) {
      expect(reportOfPath(STAT_REPORTS[key].page)).toBe(key);
      expect(reportOfPath(statChartsPage(STAT_REPORTS[key].page))).toBe(key);
    }
    expect(reportOfPath('/getProduct')).toBeUndefined();
    expect(reportOfPath('/statPortImportChartsX')).toBeUndefined();
  });

  it('narrows by a clicked item only through a filter its report accepts', () => {
    for (const key of STAT_REPORT_KEYS) {
      const report = reportDefinition(key);
      for (const chart of report.charts) {
        const filter = DIMENSION_FILTER[chart.dimension];
        if (filter) expect(report.filters, `${key} ${chart.dimension}`).toContain(filter);
      }
    }
  });

  it('defaults to the last 12 months in UTC, this one included', () => {
    expect(lastTwelveMonths(new Date('2026-11-27T23:30:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2026-11-27',
    });
    expect(lastTwelveMonths(new Date('2027-01-01T00:10:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2027-01-01',
    });
  });
});

describe('scans on the maps', () => {
  const row = (region: string, scans: number) => ({
    region,
    regionName: region,
    scans,
    verifications: 0,
    share: 0,
  });

  it('draws provinces on the China map, folds them into China on the world map, lists what neither can place', () => {
    const maps = regionsOnMaps([
      row('CN-GD', 5),
      row('CN-SH', 2),
      row('CN-TW', 1),
      row('FR', 3),
      row('unknown', 4),
    ]);
    expect(maps.provinces).toEqual([
      { code: 'CN-GD', value: 5 },
      { code: 'CN-SH', value: 2 },
    ]);
    expect(maps.notOnChina).toEqual([{ code: 'CN-TW', value: 1 }]);
    expect(maps.countries).toEqual([
      { code: 'CN', value: 8 },
      { code: 'FR', value: 3 },
    ]);
    expect(maps.notOnWorld).toEqual([{ code: 'unknown', value: 4 }]);
  });
});
