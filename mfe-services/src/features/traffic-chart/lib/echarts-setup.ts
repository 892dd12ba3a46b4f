// echarts, module by module: only the core, the three chart types and the components this page
// draws (the plain legend and the continuous visual map only), and the SVG renderer. Imported
// with import() from EChart.tsx, so it is its own chunk that only the chart page ever loads
// (about 216 kB gzip, against some 330 kB for the full build).
import * as echarts from 'echarts/core';
import { HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  CalendarComponent,
  GridComponent,
  LegendPlainComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  PieChart,
  HeatmapChart,
  AriaComponent,
  CalendarComponent,
  GridComponent,
  LegendPlainComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  SVGRenderer,
]);

export { echarts };
