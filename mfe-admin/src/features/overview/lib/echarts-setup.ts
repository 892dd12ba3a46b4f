// echarts, module by module: the core, line and bar charts, the grid, tooltip, legend and aria
// components, and the SVG renderer. Imported with import() by EChart.tsx: its own chunk, loaded after
// the overview's figures have rendered.
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, AriaComponent, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

export { echarts };
