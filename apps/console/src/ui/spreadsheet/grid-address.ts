import { addressOf, columnLetters, columnNumber, placeOf } from "@labledger/domain/module-kinds/spreadSheet/cell-address";

/** A place in the grid: row 1-based as the sheet names it, column 0-based as the grid counts it (A is 0). */
export interface GridPlace {
  readonly row: number;
  readonly column: number;
}

export const letterOf = (column: number) => columnLetters(column + 1);
export const columnOf = (letters: string) => columnNumber(letters) - 1;
export const cellAddress = ({ row, column }: GridPlace) => addressOf(row, column + 1);

/** "B3" → row 3, column 1; an address that is not one, or beyond the sheet's limits, gives null. */
export function cellPlace(address: string): GridPlace | null {
  const place = placeOf(address);
  return place ? { row: place.row, column: place.column - 1 } : null;
}
