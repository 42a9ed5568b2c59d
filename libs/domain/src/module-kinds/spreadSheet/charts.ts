import { columnLetters } from "./cell-address";
import { rangeOf } from "./cell-range";
import type { SheetChart, SheetValue, Workbook } from "./workbook";

/** A point of a series: x then y. */
export type ChartPoint = readonly [number, number];

export interface ChartSeries {
  /** The header cell's text, or the column's letters when there is no header row (or it is blank). */
  readonly name: string;
  /** The column's letters in the sheet ("B"). */
  readonly column: string;
  /** One value per category, null where the cell holds no number (bar and line over categories). */
  readonly values: readonly (number | null)[];
  /** The rows whose x and y are both numbers (scatter, a line over numbers, the linear fit). */
  readonly points: readonly ChartPoint[];
}

/** What a chart draws, read from its range: the first column's values, then one series per other column. */
export interface SheetChartData {
  /** The first column's header (empty without a header row). */
  readonly xName: string;
  /** Each row's first cell as text (the categories of bar and line charts). */
  readonly categories: readonly string[];
  /** Every x present is a number: a line chart then draws over a value axis and may have a fit. */
  readonly numericX: boolean;
  readonly series: readonly ChartSeries[];
}

const EMPTY: SheetChartData = { xName: "", categories: [], numericX: false, series: [] };

/** A value as the chart names it: numbers as written, truth values as Excel shows them, an error as its code. */
export function valueText(value: SheetValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "object") return value.error;
  return String(value);
}

const numberIn = (value: SheetValue | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/**
 * The data a chart draws from its workbook (spec §3 spreadSheet charts): the range's first column
 * gives the x values or categories and every other column one series; with a header row its first
 * row names them. A cell that holds no number (text, an error, nothing) is a gap, never a zero; rows
 * empty in every column are left out. A chart of a sheet that is gone, or of a range that does not
 * read, draws nothing.
 */
export function chartData(workbook: Workbook, chart: SheetChart): SheetChartData {
  const sheet = workbook.sheets.find((s) => s.sheetId === chart.sheetId);
  const range = rangeOf(chart.range);
  if (!sheet || !range) return EMPTY;
  // Rows and columns from 1, as the range names them; a sheet's rows from 0.
  const cell = (row: number, column: number) => sheet.rows[row - 1]?.[columnLetters(column)]?.value;
  const firstData = chart.headerRow ? range.firstRow + 1 : range.firstRow;
  const lastRow = Math.min(range.lastRow, sheet.rows.length);
  const columns = Array.from({ length: range.lastColumn - range.firstColumn }, (_, i) => range.firstColumn + 1 + i);

  const rows: number[] = [];
  for (let row = firstData; row <= lastRow; row++) {
    const used = [range.firstColumn, ...columns].some((column) => valueText(cell(row, column)) !== "");
    if (used) rows.push(row);
  }
  const xs = rows.map((row) => cell(row, range.firstColumn));
  const xNumbers = xs.map(numberIn);
  const header = (column: number) => (chart.headerRow ? valueText(cell(range.firstRow, column)).trim() : "");
  return {
    xName: header(range.firstColumn),
    categories: xs.map(valueText),
    numericX: xs.length > 0 && xs.every((x, i) => xNumbers[i] !== null || valueText(x) === ""),
    series: columns.map((column) => {
      const values = rows.map((row) => numberIn(cell(row, column)));
      const points: ChartPoint[] = [];
      values.forEach((y, i) => {
        const x = xNumbers[i];
        if (y !== null && x !== null && x !== undefined) points.push([x, y]);
      });
      return { name: header(column) || columnLetters(column), column: columnLetters(column), values, points };
    }),
  };
}

/** A least-squares straight line y = slope·x + intercept, and how much of y it explains (R²). */
export interface LinearFit {
  readonly slope: number;
  readonly intercept: number;
  readonly r2: number;
}

/**
 * The least-squares line through the points (Excel's SLOPE, INTERCEPT and RSQ). None for fewer than
 * two points or when every x is the same (a vertical line has no slope). When every y is the same the
 * flat line passes through every point: R² is 1 there (Excel's RSQ would give #DIV/0!).
 */
export function linearFit(points: readonly ChartPoint[]): LinearFit | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
    syy += (y - meanY) ** 2;
  }
  if (sxx === 0 || !Number.isFinite(sxx)) return null;
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const r2 = syy === 0 ? 1 : (sxy * sxy) / (sxx * syy);
  return { slope, intercept, r2: Math.min(1, r2) };
}

/** A number in a fit's words: four significant digits, no trailing zeros, no "-0". */
const shortNumber = (value: number) => {
  const text = Number(value.toPrecision(4)).toString();
  return text === "-0" ? "0" : text;
};

/** A fit as people write it, the same in every language: "y = 2.5·x + 0.1, R² = 0.998". */
export function fitInWords(fit: LinearFit): string {
  // Rounding noise of exact data (1e-16 where the intercept is 0) reads as the 0 it is.
  const noise = Math.abs(fit.intercept) < 1e-12 * Math.max(1, Math.abs(fit.slope));
  const b = noise ? "0" : shortNumber(Math.abs(fit.intercept));
  const sign = fit.intercept < 0 && b !== "0" ? "-" : "+";
  return `y = ${shortNumber(fit.slope)}·x ${sign} ${b}, R² = ${fit.r2.toFixed(3)}`;
}

/** Whether a chart of this kind draws a fit: scatter, and a line over numbers. */
export const drawsFit = (chart: Pick<SheetChart, "kind" | "linearFit">, data: Pick<SheetChartData, "numericX">): boolean =>
  chart.linearFit && (chart.kind === "scatter" || (chart.kind === "line" && data.numericX));
