import { columnLetters } from "@labledger/domain/module-kinds/spreadSheet/cell-address";
import { SHEET_ERRORS, SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { SpreadsheetRefusal } from "../spreadsheet-rows/spreadsheet-refusal";

/** What a cell of a file holds: a number, a text, a truth value, a formula's error, or nothing. */
export type FileValue = number | string | boolean | null | { readonly error: (typeof SHEET_ERRORS)[number] };

/** One cell of a file: its value as the file gives it (a formula's cached result), its formula ("=…") and number format. */
export interface FileCell {
  readonly cell: string;
  readonly value: FileValue;
  readonly formula: string | null;
  readonly format: string | null;
}

/** A sheet of a file: its name as the file gives it, its frozen header rows and the cells that hold something. */
export interface FileSheet {
  readonly name: string;
  readonly frozenRows: number;
  /**
   * The cells are texts as a person typed them (a CSV): each is read by the formula engine as a
   * member's input is. Otherwise (an XLSX) they are typed values, formulas and formats.
   */
  readonly asTyped: boolean;
  readonly cells: readonly FileCell[];
}

const KNOWN_ERRORS = new Set<string>(SHEET_ERRORS);

/** An error code as the grid shows it; one no spreadsheet here knows is #ERROR!. */
export const errorValue = (code: string): FileValue => ({
  error: (KNOWN_ERRORS.has(code) ? code : "#ERROR!") as (typeof SHEET_ERRORS)[number],
});

/**
 * Holds a cell to the spec's module limits (§5: rows and columns of a sheet, what a cell holds),
 * saying where the first one past them is. Row and column are 1-based, as the file counts them.
 */
export function checkCellLimits(row: number, column: number, texts: readonly (string | null)[]): void {
  if (row > SHEET_LIMITS.rows) throw new SpreadsheetRefusal("tooManyRows", { max: SHEET_LIMITS.rows });
  if (column > SHEET_LIMITS.columns) throw new SpreadsheetRefusal("tooManyColumns", { max: SHEET_LIMITS.columns });
  if (texts.some((text) => text !== null && text.length > SHEET_LIMITS.cellText))
    throw new SpreadsheetRefusal("cellTooLong", { max: SHEET_LIMITS.cellText, line: row, column: columnLetters(column) });
}

/** A sheet name Excel and the module accept: no [ ] : * ? / \, no ' at either end, at most 31 characters, never blank. */
export function sheetNameOf(name: string, fallback: string): string {
  const ends = /^[\s']+|[\s']+$/g;
  const cleaned = name
    .replace(/[[\]:*?/\\\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .replace(ends, "")
    .slice(0, SHEET_LIMITS.sheetName)
    .replace(ends, "");
  return cleaned || fallback;
}
