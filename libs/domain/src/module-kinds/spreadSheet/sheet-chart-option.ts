import type { ChartLook, ChartOption } from "../../report/chart-option";
import { type ChartSeries, drawsFit, fitInWords, type LinearFit, linearFit, type SheetChartData } from "./charts";
import type { SheetChart } from "./workbook";

/** A series' fit, in words ("y = 2.5·x + 0.1, R² = 0.998"), named by the series when a chart has several. */
export interface SeriesFit {
  /** The series' place in the chart's data. */
  readonly index: number;
  readonly series: string;
  readonly fit: LinearFit;
  readonly words: string;
}

/** The fits a chart draws: one per series with at least two points over distinct x. */
export function chartFits(chart: SheetChart, data: SheetChartData): SeriesFit[] {
  if (!drawsFit(chart, data)) return [];
  return data.series.flatMap((s, index) => {
    const fit = linearFit(s.points);
    if (!fit) return [];
    const words = fitInWords(fit);
    return [{ index, series: s.name, fit, words: data.series.length > 1 ? `${s.name}: ${words}` : words }];
  });
}

const MUTED = "#57606a";
/** ECharts' own series colours, named here so a fit line takes its series' colour. */
const PALETTE = ["#5470c6", "#91cc75", "#fac858", "#ee6666", "#73c0de", "#3ba272", "#fc8452", "#9a60b4", "#ea7ccc"];

/** The fit's straight line across the series' x range, dashed, in the series' own colour slot. */
function fitLine(series: ChartSeries, fit: LinearFit, name: string, color: string) {
  const xs = series.points.map(([x]) => x);
  const [from, to] = [Math.min(...xs), Math.max(...xs)];
  return {
    type: "line",
    name,
    data: [
      [from, fit.slope * from + fit.intercept],
      [to, fit.slope * to + fit.intercept],
    ],
    showSymbol: false,
    silent: true,
    itemStyle: { color },
    lineStyle: { type: "dashed", width: 1.5, color },
  };
}

/**
 * The ECharts option of a spreadsheet chart (ChartData from `chartData`): bar and line over the
 * categories, or line and scatter over numbers with each series' least-squares line and its
 * equation and R² under the title. Plain data: the console draws it and the record PDF draws it
 * through ECharts' server-side SVG, so both show the same chart. `fitName` names the fit lines in
 * the legend ("Linear fit"), in the reader's language.
 */
export function sheetChartOption(
  chart: SheetChart,
  data: SheetChartData,
  look: ChartLook & { readonly fitName: string },
): ChartOption {
  const fits = chartFits(chart, data);
  const colors = look.colors?.length ? look.colors : PALETTE;
  const titled = look.withTitle ?? true;
  const fitText = fits.map((f) => f.words).join("\n");
  const legend = data.series.length > 1 || fits.length > 0;
  const titleLines = titled ? 1 + fits.length : 0;
  const top = titled ? 14 + titleLines * 18 : 8;
  const head = {
    animation: look.animation ?? true,
    color: [...colors],
    ...(look.fontFamily ? { textStyle: { fontFamily: look.fontFamily } } : {}),
    ...(titled
      ? {
          title: {
            text: chart.title,
            subtext: fitText,
            left: "center",
            top: 4,
            itemGap: 4,
            textStyle: { fontSize: 14, fontWeight: "bold" },
            subtextStyle: { fontSize: 11, color: MUTED },
          },
        }
      : {}),
    ...(legend ? { legend: { type: "scroll", bottom: 0, left: "center" } } : {}),
    ...(data.series.every((s) => s.values.every((v) => v === null)) && look.emptyText
      ? { graphic: [{ type: "text", left: "center", top: "middle", silent: true, style: { text: look.emptyText, fill: MUTED } }] }
      : {}),
  };
  const grid = { left: 16, right: 28, top: top + 8, bottom: legend ? 64 : 40 };
  const yAxis = { type: "value", name: chart.yTitle, scale: chart.kind !== "bar" };
  const xTitle = chart.xTitle || data.xName;

  if (chart.kind === "scatter" || (chart.kind === "line" && data.numericX)) {
    return {
      ...head,
      tooltip: { trigger: chart.kind === "line" ? "axis" : "item" },
      grid,
      xAxis: { type: "value", name: xTitle, nameLocation: "middle", nameGap: 26, scale: true },
      yAxis,
      series: [
        ...data.series.map((s) =>
          chart.kind === "scatter"
            ? { type: "scatter", name: s.name, symbolSize: 7, data: s.points.map(([x, y]) => [x, y]) }
            : { type: "line", name: s.name, data: s.points.map(([x, y]) => [x, y]) },
        ),
        ...fits.map((f) =>
          fitLine(
            data.series[f.index]!,
            f.fit,
            data.series.length > 1 ? `${look.fitName} (${f.series})` : look.fitName,
            colors[f.index % colors.length]!,
          ),
        ),
      ],
    };
  }
  return {
    ...head,
    tooltip: { trigger: "axis" },
    grid,
    xAxis: {
      type: "category",
      name: xTitle,
      nameLocation: "middle",
      nameGap: 28,
      data: [...data.categories],
      axisLabel: { hideOverlap: true },
    },
    yAxis,
    series: data.series.map((s) =>
      chart.kind === "bar"
        ? { type: "bar", name: s.name, data: [...s.values] }
        : { type: "line", name: s.name, data: [...s.values], connectNulls: false },
    ),
  };
}
