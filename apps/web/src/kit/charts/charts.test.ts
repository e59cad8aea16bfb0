import { CN_PROVINCES } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { CHINA_MAP_REGIONS } from './maps';
import { barsOption, funnelOption, MAP_COLORS, mapOption, pieOption, timeOption } from './options';

// biome-ignore lint/suspicious/noExplicitAny: ECharts options are read loosely to check what the builders wrote.
type AnyOption = Record<string, any>;
const format = (value: number) => `${value} u`;

describe('chart options', () => {
  it('draws bars in the order given, largest on top, so a click names the item at its index', () => {
    const option = barsOption({
      categories: ['Golden Nest', 'Swiftlet Cup', 'Others'],
      series: [
        { name: 'Scans', values: [30, 12, 4] },
        { name: 'Code checks', values: [8, 3, 1] },
      ],
      format,
    }) as AnyOption;
    expect(option.yAxis.data).toEqual(['Golden Nest', 'Swiftlet Cup', 'Others']);
    expect(option.yAxis.inverse).toBe(true);
    expect(option.series.map((s: AnyOption) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'Scans', [30, 12, 4]],
      ['bar', 'Code checks', [8, 3, 1]],
    ]);
    // Two series need a legend to tell them apart; tooltips use the page's number format.
    expect(option.legend).toBeDefined();
    expect(option.tooltip.valueFormatter(1500)).toBe('1500 u');
  });

  it('colours a map by code from 0 to the largest figure, leaving regions without figures grey', () => {
    const option = mapOption({
      map: 'world',
      data: [
        { code: 'MY', value: 120 },
        { code: 'FR', value: 30 },
      ],
      seriesName: 'Weight',
      format,
      nameOf: (code) => ({ MY: 'Malaysia', FR: 'France' })[code] ?? code,
    }) as AnyOption;
    const [series] = option.series;
    expect(series.map).toBe('world');
    expect(series.data).toEqual([
      { name: 'MY', value: 120 },
      { name: 'FR', value: 30 },
    ]);
    expect(series.itemStyle.areaColor).toBe(MAP_COLORS.empty);
    expect(option.visualMap).toMatchObject({
      min: 0,
      max: 120,
      inRange: { color: [MAP_COLORS.low, MAP_COLORS.high] },
    });
    expect(option.tooltip.formatter({ name: 'MY', value: 120 })).toBe('Malaysia: 120 u');
    // A country without figures: ECharts gives NaN.
    expect(option.tooltip.formatter({ name: 'DE', value: Number.NaN })).toBe('DE: —');
  });

  it('puts a weight on its own axis as a line beside counts drawn as bars', () => {
    const option = timeOption({
      periods: ['2026-01', '2026-02'],
      bars: [{ name: 'Shipments', values: [2, 5] }],
      line: { name: 'Weight (g)', values: [1500, 800], format: (value) => `${value} g` },
      format,
    }) as AnyOption;
    expect(option.xAxis.data).toEqual(['2026-01', '2026-02']);
    expect(option.yAxis).toHaveLength(2);
    expect(option.series.map((s: AnyOption) => [s.type, s.yAxisIndex ?? 0])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    expect(option.series[1].tooltip.valueFormatter(1500)).toBe('1500 g');
  });

  it('draws a day series as filled lines on one axis', () => {
    const option = timeOption({
      periods: ['2026-03-01', '2026-03-02', '2026-03-03'],
      areas: [{ name: 'Scans', values: [1, 4, 2] }],
      format,
    }) as AnyOption;
    expect(Array.isArray(option.yAxis)).toBe(false);
    expect(option.series[0]).toMatchObject({ type: 'line', data: [1, 4, 2], areaStyle: {} });
  });

  it('keeps a funnel in the order of its stages, whatever their sizes', () => {
    const option = funnelOption({
      stages: [
        { name: 'Requested', value: 100 },
        { name: 'Bound', value: 120 },
        { name: 'Scanned', value: 40 },
      ],
      seriesName: 'Labels',
      format,
    }) as AnyOption;
    expect(option.series[0].sort).toBe('none');
    expect(option.series[0].max).toBe(120);
    expect(option.series[0].data.map((d: AnyOption) => d.name)).toEqual(['Requested', 'Bound', 'Scanned']);
  });

  it('labels pie slices with their share', () => {
    const option = pieOption({
      items: [{ name: 'Xiamen', value: 3 }],
      seriesName: 'Records',
      format,
    }) as AnyOption;
    expect(option.series[0]).toMatchObject({ type: 'pie', data: [{ name: 'Xiamen', value: 3 }] });
    expect(option.series[0].label.formatter).toContain('{d}%');
  });
});

describe('maps', () => {
  it('names every province the China map draws by the code scans carry; only Taiwan has no outline', async () => {
    const { default: svgMap } = await import('@svg-maps/china');
    const drawn = (svgMap as unknown as { locations: { id: string }[] }).locations.length;
    expect(CHINA_MAP_REGIONS.size).toBe(drawn);
    const missing = Object.keys(CN_PROVINCES).filter((code) => !CHINA_MAP_REGIONS.has(code));
    expect(missing).toEqual(['CN-TW']);
  });
});
