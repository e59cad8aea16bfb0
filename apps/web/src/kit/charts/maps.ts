/**
 * The maps charts can draw, registered with ECharts on first use (decision 0029). Regions are named by
 * the codes the platform stores, so a series' data names are region codes and no name matching across
 * languages is needed:
 * - `world`: countries by ISO 3166-1 alpha-2 code, from Natural Earth's 1:110m countries (world-atlas,
 *   TopoJSON turned into GeoJSON);
 * - `china`: provinces by ISO 3166-2 code (`CN-GD`), from the svg-maps China map (CC BY 4.0).
 */
import type { echarts as Engine } from './engine';

export type MapName = 'world' | 'china';

/** svg-maps' province ids → ISO 3166-2 codes. */
const CHINA_PROVINCES: Record<string, string> = {
  anhui: 'CN-AH',
  beijing: 'CN-BJ',
  chongqing: 'CN-CQ',
  fujian: 'CN-FJ',
  gansu: 'CN-GS',
  guangdong: 'CN-GD',
  'guangxi-zhuang': 'CN-GX',
  guizhou: 'CN-GZ',
  hainan: 'CN-HI',
  hebei: 'CN-HE',
  heilongjiang: 'CN-HL',
  henan: 'CN-HA',
  'hong-kong': 'CN-HK',
  hubei: 'CN-HB',
  hunan: 'CN-HN',
  jiangsu: 'CN-JS',
  jiangxi: 'CN-JX',
  jilin: 'CN-JL',
  liaoning: 'CN-LN',
  macau: 'CN-MO',
  'nei-mongol': 'CN-NM',
  'ningxia-hui': 'CN-NX',
  quinghai: 'CN-QH',
  shaanxi: 'CN-SN',
  shandong: 'CN-SD',
  shanghai: 'CN-SH',
  shanxi: 'CN-SX',
  sichuan: 'CN-SC',
  tianjin: 'CN-TJ',
  'xinjiang-uygur': 'CN-XJ',
  xizang: 'CN-XZ',
  yunnan: 'CN-YN',
  zhejiang: 'CN-ZJ',
};

/** The provinces a `china` map can colour. */
export const CHINA_MAP_REGIONS = new Set(Object.values(CHINA_PROVINCES));

async function worldGeoJson() {
  const [{ default: topology }, { feature }, countries] = await Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
    import('i18n-iso-countries'),
  ]);
  // biome-ignore lint/suspicious/noExplicitAny: world-atlas ships JSON without types.
  const collection = feature(topology as any, (topology as any).objects.countries) as unknown as {
    type: 'FeatureCollection';
    features: { id?: string | number; properties: { name?: string } }[];
  };
  for (const country of collection.features) {
    const code = country.id === undefined ? undefined : countries.numericToAlpha2(country.id);
    country.properties = { name: code ?? `#${country.properties.name ?? ''}` };
  }
  return collection;
}

async function chinaSvg() {
  const { default: svgMap } = await import('@svg-maps/china');
  // The package's types name a module it does not ship.
  const map = svgMap as unknown as { viewBox: string; locations: { id: string; path: string }[] };
  const paths = map.locations
    .map((location) => `<path name="${CHINA_PROVINCES[location.id] ?? location.id}" d="${location.path}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${map.viewBox}">${paths}</svg>`;
}

const loading = new Map<MapName, Promise<void>>();

/** Registers a map once per page load; charts wait for it before drawing a map series. */
export function ensureMap(engine: typeof Engine, name: MapName): Promise<void> {
  let pending = loading.get(name);
  if (!pending) {
    pending =
      name === 'world'
        ? worldGeoJson().then((geoJSON) => engine.registerMap('world', { geoJSON } as never))
        : chinaSvg().then((svg) => engine.registerMap('china', { svg }));
    loading.set(name, pending);
  }
  return pending;
}
