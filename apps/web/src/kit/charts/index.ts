/**
 * Charts (decision 0029). Import from `kit/charts`, not from the kit's index: the component is small and
 * loads ECharts itself on first draw, but keeping it out of the index keeps the shell's bundle plain.
 */
export { EChart, type EChartProps } from './EChart';
export { CHINA_MAP_REGIONS, type MapName } from './maps';
export {
  barsHeight,
  barsOption,
  funnelOption,
  MAP_COLORS,
  mapOption,
  pieOption,
  type Series,
  timeOption,
  type ValueFormat,
} from './options';
