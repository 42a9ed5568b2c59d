// ECharts with only what a spreadsheet chart draws: line, bar and scatter with axes, tooltips, legends
// and the "nothing to draw" text, as SVG. Imported dynamically by ChartView, so it is its own chunk,
// loaded only when a chart is shown.
import { BarChart, LineChart, ScatterChart } from "echarts/charts";
import { GraphicComponent, GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { init, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

use([BarChart, LineChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, GraphicComponent, SVGRenderer]);

export { init };
