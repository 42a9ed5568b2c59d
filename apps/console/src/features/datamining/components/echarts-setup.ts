// ECharts with only what a report draws: bar, line, scatter and pie charts with axes, tooltips and
// legends, on a canvas. Imported dynamically by ReportChart, so it is its own chunk, loaded only
// when a report with charts is shown.
import { BarChart, LineChart, PieChart, ScatterChart } from "echarts/charts";
import { GridComponent, LegendPlainComponent, TooltipComponent } from "echarts/components";
import { init, use } from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";

use([BarChart, LineChart, ScatterChart, PieChart, GridComponent, TooltipComponent, LegendPlainComponent, CanvasRenderer]);

export { init };
