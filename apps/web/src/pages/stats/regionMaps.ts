import { CHINA_MAP_REGIONS } from '../../kit/charts/maps';
import type { RegionScanRow } from './api';

export interface RegionFigure {
  code: string;
  value: number;
}

/**
 * What each map draws: the provinces of China on the China map, and every country on the world map
 * (a province counts for China); and what neither can place (an unknown region, a province the
 * China map has no outline for), listed under the maps instead.
 */
export function regionsOnMaps(rows: readonly RegionScanRow[]) {
  const provinces: RegionFigure[] = [];
  const countries = new Map<string, number>();
  const notOnChina: RegionFigure[] = [];
  const notOnWorld: RegionFigure[] = [];
  for (const row of rows) {
    const figure = { code: row.region, value: row.scans };
    const country = row.region.split('-')[0]!;
    if (row.region.startsWith('CN-')) {
      if (CHINA_MAP_REGIONS.has(row.region)) provinces.push(figure);
      else notOnChina.push(figure);
    }
    if (/^[A-Z]{2}$/.test(country)) countries.set(country, (countries.get(country) ?? 0) + row.scans);
    else notOnWorld.push(figure);
  }
  return {
    provinces,
    countries: [...countries].map(([code, value]) => ({ code, value })),
    notOnChina,
    notOnWorld,
  };
}
