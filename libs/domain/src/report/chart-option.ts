import type { ChartData } from "./report-table";

/**
 * How a chart is drawn where it is shown — the console's screen or a PDF drawn on the server —
 * in plain values (no function: the option can be sent, stored and compared as JSON).
 */
export interface ChartLook {
  /** The font every label is set in: the PDF's embedded Noto Sans SC, or the console's own. */
  readonly fontFamily?: string;
  /** Moving into place on screen (the default); a file is drawn once, so false there. */
  readonly animation?: boolean;
  /** Said in the middle of a chart with nothing to draw, in the reader's language. */
  readonly emptyText?: string;
  /** The name of the category of records that hold no value on the x column ("(blank)"), in the reader's language. */
  readonly blankCategory?: string;
  /** The series' colours, in order; ECharts' own palette when left out. */
  readonly colors?: readonly string[];
  /** The chart's title drawn in it (a file); false where the page sets it above the chart. */
  readonly withTitle?: boolean;
}

/** An ECharts option as a plain object: `chart.setOption(option)` in the console, `echarts.init(null, null, { ssr: true })` on the server. */
export type ChartOption = Readonly<Record<string, unknown>>;

/** Above this many bars or points a series is drawn as one shape (ECharts' `large`): a 10,000-record report stays a small file. */
const LARGE = 1_000;
/** Values are written on the bars while there are at most this many of them. */
const LABELLED_BARS = 24;
/** Category names are slanted once there are more than this many. */
const UPRIGHT_CATEGORIES = 8;

const MUTED = "#57606a";

/**
 * The ECharts option of one of a report's charts (ChartData: `chartData` of report-table.ts): bar
 * and line over the categories with a series per column, pie of the one series by category,
 * scatter of [x, y] points. The one way a report's chart is drawn, on screen and in the PDF.
 */
export function chartOption(chart: ChartData, look: ChartLook = {}): ChartOption {
  const blank = look.blankCategory ?? "";
  const categories = chart.categories.map((c) => (c === "" ? blank : c));
  const legend = chart.type === "pie" || chart.series.length > 1;
  const titled = look.withTitle ?? true;
  const top = (titled ? 34 : 8) + (legend ? 26 : 0);
  const head = {
    animation: look.animation ?? true,
    ...(look.colors ? { color: [...look.colors] } : {}),
    ...(look.fontFamily ? { textStyle: { fontFamily: look.fontFamily } } : {}),
    ...(titled ? { title: { text: chart.title, left: "center", top: 4, textStyle: { fontSize: 14, fontWeight: "bold" } } } : {}),
    ...(legend ? { legend: { type: "scroll", top: titled ? 30 : 0, left: "center" } } : {}),
    ...(!hasValues(chart) && look.emptyText
      ? {
          graphic: [
            {
              type: "text",
              left: "center",
              top: "middle",
              silent: true,
              style: { text: look.emptyText, fill: MUTED, fontSize: 13 },
            },
          ],
        }
      : {}),
  };

  if (chart.type === "pie") {
    const series = chart.series[0];
    return {
      ...head,
      tooltip: { trigger: "item" },
      series: [
        {
          type: "pie",
          name: series?.name ?? "",
          radius: ["0%", "60%"],
          center: ["50%", "58%"],
          label: { formatter: "{b}: {c} ({d}%)" },
          data: categories.flatMap((name, i) => {
            const value = series?.data[i];
            return typeof value === "number" ? [{ name, value }] : [];
          }),
        },
      ],
    };
  }

  const grid = { left: 12, right: 28, top, bottom: 12 };
  if (chart.type === "scatter") {
    const one = chart.series.length === 1 ? chart.series[0]!.name : "";
    return {
      ...head,
      tooltip: { trigger: "item" },
      grid,
      xAxis: { type: "value", name: chart.xLabel, nameLocation: "middle", nameGap: 26, scale: true },
      yAxis: { type: "value", name: one, scale: true },
      series: chart.series.map((s) => ({
        type: "scatter",
        name: s.name,
        // Thousands of points: small squares drawn as one shape (a circle is four curves, a square one line each side).
        ...(s.data.length > LARGE ? { symbol: "rect", symbolSize: 3, large: true } : { symbolSize: 8 }),
        data: s.data.map((point) => (Array.isArray(point) ? [point[0], point[1]] : point)),
      })),
    };
  }

  const many = categories.length > UPRIGHT_CATEGORIES;
  const bars = categories.length * chart.series.length;
  return {
    ...head,
    tooltip: { trigger: "axis" },
    grid,
    xAxis: {
      type: "category",
      name: chart.xLabel,
      nameLocation: "middle",
      nameGap: many ? 56 : 28,
      data: categories,
      axisLabel: { hideOverlap: true, rotate: many ? 40 : 0, width: 96, overflow: "truncate" },
    },
    yAxis: { type: "value", name: chart.series.length === 1 ? chart.series[0]!.name : "" },
    series: chart.series.map((s) =>
      chart.type === "bar"
        ? {
            type: "bar",
            name: s.name,
            data: [...s.data],
            large: categories.length > LARGE,
            // More bars than pixels: each pixel shows one of its bars, picked to keep the shape (LTTB; a 10,000-bar SVG takes seconds to put in a PDF).
            ...(categories.length > LARGE ? { sampling: "lttb" } : {}),
            label: { show: bars <= LABELLED_BARS, position: "top" },
          }
        : {
            type: "line",
            name: s.name,
            data: [...s.data],
            connectNulls: false,
            showSymbol: categories.length <= 60,
            ...(categories.length > LARGE ? { sampling: "lttb" } : {}),
          },
    ),
  };
}

/** Something to draw: a category or a point holds a number (a report may read no record, or none with a number). */
export function hasValues(chart: Pick<ChartData, "series">): boolean {
  return chart.series.some((s) => s.data.some((v) => v !== null));
}
