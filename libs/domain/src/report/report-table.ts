import { type COLUMN_AGGREGATES, type EventData, RECORD_AXIS, type ReportColumn } from "@labledger/events";
import type { z } from "zod";
import type { RecordValues } from "./record-values";

export type Column = z.infer<typeof ReportColumn>;
export type Chart = EventData<"ReportSaved">["charts"][number];
export type Aggregate = (typeof COLUMN_AGGREGATES)[number];
export type Cell = number | string | null;

export interface ReportRow {
  readonly recordId: string;
  readonly number: string;
  readonly title: string;
  readonly status: string;
  readonly cells: Readonly<Record<string, Cell>>;
}

/** A number typed as text ("82 %", "1,250.5", "3.2e-4"): its leading number; otherwise none. */
export function numberIn(value: string | number): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const match = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(value.trim().replace(/(?<=\d),(?=\d{3}\b)/g, ""));
  return match ? Number(match[0]) : null;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** A field's values read as one cell. */
export function cellOf(values: readonly (string | number)[], aggregate: Aggregate): Cell {
  if (values.length === 0) return null;
  if (aggregate === "first") return values[0]!;
  if (aggregate === "count") return values.length;
  if (aggregate === "list") return values.join("; ");
  const numbers = values.map(numberIn).filter((n): n is number => n !== null);
  if (numbers.length === 0) return null;
  switch (aggregate) {
    case "sum":
      return round(numbers.reduce((a, b) => a + b, 0));
    case "mean":
      return round(numbers.reduce((a, b) => a + b, 0) / numbers.length);
    case "min":
      return Math.min(...numbers);
    case "max":
      return Math.max(...numbers);
  }
}

/** The report's table: a row per record (in the order given), a cell per column. */
export function reportRows(columns: readonly Column[], records: readonly RecordValues[]): ReportRow[] {
  return records.map((record) => {
    const cells: Record<string, Cell> = {};
    for (const column of columns) {
      const found = record.values.filter((v) => v.module === column.module && v.field === column.field).flatMap((v) => v.values);
      cells[column.columnId] = cellOf(found, column.aggregate);
    }
    return { recordId: record.id, number: record.number, title: record.title, status: record.status, cells };
  });
}

export interface ChartSeries {
  readonly name: string;
  /** Bar, line, pie: one value per category; scatter: [x, y] points. */
  readonly data: ReadonlyArray<number | null | readonly [number, number]>;
}

export interface ChartData {
  readonly chartId: string;
  readonly type: Chart["type"];
  readonly title: string;
  readonly xLabel: string;
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
}

/**
 * What a chart shows of the table. Bar and line: the x column's values as categories (records
 * with the same one summed), a series per y column. Pie: the y column summed per category.
 * Scatter: a point per record with numbers on both axes.
 */
export function chartData(chart: Chart, columns: readonly Column[], rows: readonly ReportRow[], recordLabel: string): ChartData {
  const label = (id: string) => (id === RECORD_AXIS ? recordLabel : (columns.find((c) => c.columnId === id)?.label ?? id));
  const xOf = (row: ReportRow): Cell => (chart.x === RECORD_AXIS ? row.number : (row.cells[chart.x] ?? null));
  const head = { chartId: chart.chartId, type: chart.type, title: chart.title, xLabel: label(chart.x) };
  if (chart.type === "scatter") {
    return {
      ...head,
      categories: [],
      series: chart.y.map((y) => ({
        name: label(y),
        data: rows.flatMap((row) => {
          const [x, v] = [xOf(row), row.cells[y] ?? null];
          const [nx, ny] = [x === null ? null : numberIn(x), v === null ? null : numberIn(v)];
          return nx === null || ny === null ? [] : [[nx, ny] as const];
        }),
      })),
    };
  }
  // A Set, not includes(): a chart over every record of a 10,000-record report has 10,000 categories.
  const categories = [...new Set(rows.map((row) => String(xOf(row) ?? "")))];
  return {
    ...head,
    categories,
    series: chart.y.map((y) => {
      const totals = new Map<string, number | null>();
      for (const row of rows) {
        const x = xOf(row);
        const key = x === null ? "" : String(x);
        const value = row.cells[y] ?? null;
        const n = value === null ? null : numberIn(value);
        const before = totals.get(key) ?? null;
        totals.set(key, n === null ? before : round((before ?? 0) + n));
      }
      return { name: label(y), data: categories.map((c) => totals.get(c) ?? null) };
    }),
  };
}
