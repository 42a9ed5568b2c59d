import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";

/** A cell's place: row 1… and column 1… (A = 1, AZ = 52). */
export interface CellPlace {
  readonly row: number;
  readonly column: number;
  /** The column's letters ("B"), the key of the cell in its row. */
  readonly letters: string;
}

const ADDRESS = /^([A-Z]{1,2})([1-9][0-9]{0,4})$/;

export function columnNumber(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0);
}

export function columnLetters(column: number): string {
  let letters = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** "B3" → row 3, column 2; undefined for an address that is not one or lies beyond the sheet's limits. */
export function placeOf(cell: string): CellPlace | undefined {
  const match = ADDRESS.exec(cell);
  if (!match) return undefined;
  const letters = match[1]!;
  const row = Number(match[2]);
  const column = columnNumber(letters);
  if (row > SHEET_LIMITS.rows || column > SHEET_LIMITS.columns) return undefined;
  return { row, column, letters };
}

export const addressOf = (row: number, column: number) => `${columnLetters(column)}${row}`;
