/**
 * ECharts options for the shapes the product draws (decision 0029), as plain data: pages pass figures
 * and texts in the interface language and get an option for `EChart`. Pure functions, so they are
 * tested without a browser and cost nothing until a chart is drawn.
 */
import type { EChartsCoreOption } from 'echarts/core';

/** Formats a figure for tooltips and labels (counts with separators, weights with their unit). */
export type ValueFormat = (value: number) => string;

export interface Series {
  name: string;
  /** One figure per category or period; null where there is none (nothing drawn, "—" in the tooltip). */
  values: readonly (number | null)[];
}

/** Map colours: regions without figures stay grey, the others go from light to dark teal. */
export const MAP_COLORS = {
  empty: '#e9ecef',
  border: '#ffffff',
  low: '#c3fae8',
  high: '#087f5b',
} as const;

const axisLabel = { color: '#868e96' };
const splitLine = { lineStyle: { color: '#f1f3f5' } };

/** A tooltip line of a series: its marker, name and formatted value. */
function tooltipFormat(format: ValueFormat) {
  return (value: unknown) => (typeof value === 'number' ? format(value) : '—');
}

/**
 * The height of a horizontal bar chart of `count` items: at least 240 px, then `perItem` px for each
 * item (more when each item has several bars) and `chrome` px for the axis and legend.
 */
export const barsHeight = (count: number, perItem = 34, chrome = 48) =>
  Math.max(240, count * perItem + chrome);

/**
 * Horizontal bars of named items, the first item on top (callers pass them largest first), so a
 * click's data index is the item's index; long names (companies, products) are cut at 160 px.
 */
export function barsOption(options: {
  categories: readonly string[];
  series: readonly Series[];
  format: ValueFormat;
  /** The value axis' labels (default `format`): plain numbers when the unit is in the title. */
  axisFormat?: ValueFormat;
}): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: tooltipFormat(options.format),
    },
    legend: options.series.length > 1 ? { bottom: 0 } : undefined,
    grid: { left: 8, right: 24, top: 8, bottom: options.series.length > 1 ? 32 : 8, containLabel: true },
    xAxis: {
      type: 'value',
      axisLabel: { ...axisLabel, formatter: options.axisFormat ?? options.format, hideOverlap: true },
      splitLine,
    },
    yAxis: {
      type: 'category',
      data: options.categories,
      inverse: true,
      axisTick: { show: false },
      axisLabel: { width: 160, overflow: 'truncate' },
    },
    series: options.series.map((series) => ({
      type: 'bar',
      name: series.name,
      data: series.values,
      barMaxWidth: 18,
      itemStyle: { borderRadius: [0, 4, 4, 0] },
    })),
  };
}

/** A ring of named items' shares, each slice labelled with its share. */
export function pieOption(options: {
  items: readonly { name: string; value: number }[];
  seriesName: string;
  format: ValueFormat;
}): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: tooltipFormat(options.format) },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        name: options.seriesName,
        radius: ['38%', '66%'],
        center: ['50%', '45%'],
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: { formatter: '{d}%' },
        data: options.items.map((item) => ({ name: item.name, value: item.value })),
      },
    ],
  };
}

/**
 * A map with its regions coloured by a figure (a continuous scale from 0 to the largest); regions
 * are named by code in the map and in `data`, and `nameOf` gives their names for the tooltip.
 */
export function mapOption(options: {
  map: string;
  data: readonly { code: string; value: number }[];
  seriesName: string;
  format: ValueFormat;
  nameOf: (code: string) => string;
}): EChartsCoreOption {
  const max = Math.max(1, ...options.data.map((item) => item.value));
  const { format, nameOf } = options;
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: { name: string; value: unknown }) =>
        `${nameOf(params.name)}: ${typeof params.value === 'number' && !Number.isNaN(params.value) ? format(params.value) : '—'}`,
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max,
      left: 8,
      bottom: 8,
      itemHeight: 100,
      calculable: false,
      inRange: { color: [MAP_COLORS.low, MAP_COLORS.high] },
      formatter: (value: number) => format(Math.round(value)),
      textStyle: { color: '#868e96' },
    },
    series: [
      {
        type: 'map',
        map: options.map,
        name: options.seriesName,
        roam: false,
        // The map fills the box (its aspect kept), clear of the scale at the bottom left.
        left: 48,
        right: 8,
        top: 8,
        bottom: 8,
        itemStyle: { areaColor: MAP_COLORS.empty, borderColor: MAP_COLORS.border, borderWidth: 0.5 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#ffd43b' } },
        select: { disabled: true },
        label: { show: false },
        data: options.data.map((item) => ({ name: item.code, value: item.value })),
      },
    ],
  };
}

/**
 * Figures over time: counts as bars on the left axis, and one figure of another unit (a weight) as a
 * line on a right axis of its own; or every series as a filled line (`area`).
 */
export function timeOption(options: {
  periods: readonly string[];
  bars?: readonly Series[];
  line?: Series & { format: ValueFormat };
  areas?: readonly Series[];
  format: ValueFormat;
}): EChartsCoreOption {
  const { line } = options;
  // Bars and areas are counts: no fractional ticks on their axis.
  const valueAxis = (format: ValueFormat, counts = true) => ({
    type: 'value',
    ...(counts ? { minInterval: 1 } : {}),
    axisLabel: { ...axisLabel, formatter: format },
    splitLine,
  });
  const series = [
    ...(options.bars ?? []).map((bar) => ({
      type: 'bar',
      name: bar.name,
      data: bar.values,
      barMaxWidth: 22,
      itemStyle: { borderRadius: [3, 3, 0, 0] },
      tooltip: { valueFormatter: tooltipFormat(options.format) },
    })),
    ...(options.areas ?? []).map((area) => ({
      type: 'line',
      name: area.name,
      data: area.values,
      smooth: true,
      showSymbol: options.periods.length <= 31,
      areaStyle: { opacity: 0.18 },
      tooltip: { valueFormatter: tooltipFormat(options.format) },
    })),
    ...(line
      ? [
          {
            type: 'line',
            name: line.name,
            data: line.values,
            yAxisIndex: options.bars?.length ? 1 : 0,
            lineStyle: { width: 3 },
            tooltip: { valueFormatter: tooltipFormat(line.format) },
          },
        ]
      : []),
  ];
  const twoUnits = Boolean(line && options.bars?.length);
  // One series needs no legend: the chart's title names it.
  const legend = series.length > 1;
  return {
    tooltip: { trigger: 'axis' },
    legend: legend ? { bottom: 0, type: 'scroll' } : undefined,
    grid: { left: 8, right: 8, top: 16, bottom: legend ? 36 : 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: options.periods,
      boundaryGap: Boolean(options.bars?.length),
      axisLabel,
      axisTick: { alignWithLabel: true },
    },
    yAxis: twoUnits
      ? [valueAxis(options.format), { ...valueAxis(line!.format, false), splitLine: { show: false } }]
      : line && !options.bars?.length && !options.areas?.length
        ? valueAxis(line.format, false)
        : valueAxis(options.format),
    series,
  };
}

/** Stages of a process in their order (not sorted), each as wide as its figure. */
export function funnelOption(options: {
  stages: readonly { name: string; value: number }[];
  seriesName: string;
  format: ValueFormat;
}): EChartsCoreOption {
  const max = Math.max(1, ...options.stages.map((stage) => stage.value));
  return {
    tooltip: { trigger: 'item', valueFormatter: tooltipFormat(options.format) },
    series: [
      {
        type: 'funnel',
        name: options.seriesName,
        sort: 'none',
        min: 0,
        max,
        minSize: '2%',
        // Stages narrow quickly: their names and figures sit beside them, not inside.
        left: '2%',
        width: '58%',
        top: 8,
        bottom: 8,
        gap: 2,
        label: {
          position: 'right',
          formatter: (params: { name: string; value: number }) =>
            `${params.name}  ${options.format(params.value)}`,
          color: '#495057',
        },
        labelLine: { length: 12, lineStyle: { color: '#ced4da' } },
        data: options.stages.map((stage) => ({ name: stage.name, value: stage.value })),
      },
    ],
  };
}
