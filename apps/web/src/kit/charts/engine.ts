/**
 * ECharts with only the parts the product draws (decision 0029): bar, line, pie, funnel and map series,
 * drawn as SVG. This module is imported dynamically by `EChart`, so chart code loads with the pages
 * that draw charts and never with the shell.
 */
import { BarChart, FunnelChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  FunnelChart,
  LineChart,
  MapChart,
  PieChart,
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

export { echarts };
