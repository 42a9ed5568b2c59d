import type { ReportData } from "@labledger/contracts";
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption, ScatterSeriesOption } from "echarts/charts";
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from "echarts/components";
import type { ComposeOption } from "echarts/core";

/** A chart as the server reads it from the report's table (GET /api/datamining/reports/{id}/data). */
export type ChartData = ReportData["charts"][number];

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | ScatterSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>;

export interface ChartWords {
  /** A category for the records that hold no value on the X column. */
  readonly noValue: string;
}

/** More categories than this and the chart is drawn at once, without its opening animation. */
const ANIMATED_UP_TO = 500;
/** A pie names its slices in a legend up to this many; beyond, the slices' own labels name them. */
const PIE_LEGEND_UP_TO = 12;

/** Whether the chart has anything to draw (the report may read no record, or none with a number). */
export function hasData(chart: ChartData): boolean {
  return chart.series.some((series) => series.data.some((value) => value !== null));
}

const legend: LegendComponentOption = { top: 0 };

/**
 * ECharts' option for a chart the server sent. Bar and line: a category per X value, a series per
 * Y column. Scatter: [x, y] points on two value axes. Pie: the one series' value per category
 * (categories without a value left out).
 */
export function chartOption(chart: ChartData, words: ChartWords): ChartOption {
  const categories = chart.categories.map((c) => (c === "" ? words.noValue : c));
  const animation = categories.length <= ANIMATED_UP_TO && chart.series.every((s) => s.data.length <= ANIMATED_UP_TO);
  const single = chart.series.length === 1 ? chart.series[0]!.name : undefined;
  const yAxis = { type: "value" as const, ...(single ? { name: single } : {}), scale: chart.type === "scatter" };
  switch (chart.type) {
    case "pie": {
      const series = chart.series[0];
      return {
        animation,
        tooltip: { trigger: "item" },
        ...(categories.length <= PIE_LEGEND_UP_TO ? { legend } : {}),
        series: [
          {
            type: "pie",
            name: series?.name ?? "",
            radius: ["0%", "65%"],
            center: ["50%", "55%"],
            data: categories.flatMap((name, i) => {
              const value = series?.data[i];
              return typeof value === "number" ? [{ name, value }] : [];
            }),
          },
        ],
      };
    }
    case "scatter":
      return {
        animation,
        tooltip: { trigger: "item" },
        legend,
        grid: { top: 48, left: 24, right: 32, bottom: 40 },
        xAxis: { type: "value", name: chart.xLabel, nameLocation: "middle", nameGap: 28, scale: true },
        yAxis,
        series: chart.series.map((s) => ({
          type: "scatter",
          name: s.name,
          symbolSize: 10,
          data: s.data.filter((point): point is [number, number] => Array.isArray(point)),
        })),
      };
    default:
      return {
        animation,
        tooltip: { trigger: "axis" },
        legend,
        grid: { top: 48, left: 24, right: 32, bottom: 40 },
        xAxis: { type: "category", data: categories, name: chart.xLabel, nameLocation: "middle", nameGap: 28 },
        yAxis,
        series: chart.series.map((s) => ({
          type: chart.type === "line" ? "line" : "bar",
          name: s.name,
          data: s.data.map((value) => (typeof value === "number" ? value : null)),
          ...(chart.type === "line" ? { connectNulls: true } : {}),
        })) as Array<BarSeriesOption | LineSeriesOption>,
      };
  }
}
