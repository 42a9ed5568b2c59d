import type { ReportBody } from "@labledger/contracts";
import { type CHART_TYPES, RECORD_AXIS, REPORT_LIMITS } from "@labledger/events/catalogue/reports-values";
import type { ReportColumn } from "./columns";
import { newId } from "./ids";

export type ReportChart = ReportBody["charts"][number];
export type ChartType = (typeof CHART_TYPES)[number];

/** A new chart: bars of the first column by record. */
export function newChart(columns: readonly ReportColumn[], charts: readonly ReportChart[]): ReportChart {
  return {
    chartId: newId(
      "",
      charts.map((c) => c.chartId),
      "chart",
    ),
    type: "bar",
    title: "",
    x: RECORD_AXIS,
    y: columns[0] ? [columns[0].columnId] : [],
  };
}

/** A chart of another type: a pie shows one series, so it keeps the first. */
export function withType(chart: ReportChart, type: ChartType): ReportChart {
  return { ...chart, type, y: type === "pie" ? chart.y.slice(0, 1) : chart.y };
}

/** The series a chart shows, as chosen: one for a pie, at most five otherwise, each once. */
export function withSeries(chart: ReportChart, y: readonly string[]): ReportChart {
  const unique = [...new Set(y)];
  return { ...chart, y: chart.type === "pie" ? unique.slice(-1) : unique.slice(0, REPORT_LIMITS.seriesPerChart) };
}

export type ChartProblem = "noSeries" | "pieOneSeries" | "unknownColumn";

/** What keeps a chart from being drawn from these columns, if anything. */
export function chartProblem(chart: ReportChart, columns: readonly ReportColumn[]): ChartProblem | null {
  const known = new Set(columns.map((c) => c.columnId));
  if (chart.y.length === 0) return "noSeries";
  if (chart.type === "pie" && chart.y.length !== 1) return "pieOneSeries";
  if ((chart.x !== RECORD_AXIS && !known.has(chart.x)) || chart.y.some((y) => !known.has(y))) return "unknownColumn";
  return null;
}
