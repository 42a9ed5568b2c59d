import { columnLetters, placeOf } from "./cell-address";

/** A range "B2:D9" by its corners: rows and columns numbered from 1 (A is 1), either corner first. */
export interface CellRange {
  readonly firstColumn: number;
  readonly lastColumn: number;
  readonly firstRow: number;
  readonly lastRow: number;
}

/** The range's corners, or undefined when it is not a range of the sheet (a single cell is a range of one). */
export function rangeOf(range: string): CellRange | undefined {
  const [from, to] = range.trim().toUpperCase().split(":");
  const a = from ? placeOf(from) : undefined;
  const b = to ? placeOf(to) : a;
  if (!a || !b) return undefined;
  return {
    firstColumn: Math.min(a.column, b.column),
    lastColumn: Math.max(a.column, b.column),
    firstRow: Math.min(a.row, b.row),
    lastRow: Math.max(a.row, b.row),
  };
}

/** A range written top-left corner first ("C6:A1" is "A1:C6"), as the server's rules take it. */
export function normalRange(range: string): string | undefined {
  const r = rangeOf(range);
  if (!r) return undefined;
  return `${columnLetters(r.firstColumn)}${r.firstRow}:${columnLetters(r.lastColumn)}${r.lastRow}`;
}
