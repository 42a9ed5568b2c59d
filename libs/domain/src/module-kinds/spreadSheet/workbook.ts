import type { SHEET_ERRORS } from "@labledger/events/catalogue/sheets-values";

/**
 * A spreadsheet module's workbook (spec §3 spreadSheet): sheets of cells, each cell keeping
 * both its value and its formula, and the charts drawn from them. It is the fold of the
 * module's sheet events (ModuleCellsChanged, ModuleSheet*, ModuleChart*), kept on the module's
 * content beside (not in) its fields and rows, so a module save never diffs it.
 */
export interface Workbook {
  readonly sheets: readonly Sheet[];
  readonly charts: readonly SheetChart[];
}

export interface Sheet {
  readonly sheetId: string;
  readonly name: string;
  /** Header rows kept in view while scrolling. */
  readonly frozenRows: number;
  /**
   * Rows by index (row 1 at 0); a row is its cells by column letters. Rows, not a flat map of
   * addresses, so a change copies one row and the row list, not every cell (long streams fold fast).
   */
  readonly rows: readonly (SheetRow | null)[];
}

export type SheetRow = Readonly<Record<string, Cell>>;

export type SheetError = (typeof SHEET_ERRORS)[number];

/** What a cell shows: a number, a text, a truth value, a formula's error, or nothing. */
export type SheetValue = number | string | boolean | null | { readonly error: SheetError };

export interface Cell {
  readonly value: SheetValue;
  /** The formula as typed ("=SUM(A1:A3)"); absent for a typed value. */
  readonly formula?: string;
  /** Number format code ("0.00", "0.0%", "0.00E+00", '0.00 "mg"'); absent: general. */
  readonly format?: string;
}

export interface SheetChart {
  readonly chartId: string;
  readonly kind: "line" | "bar" | "scatter";
  readonly title: string;
  readonly sheetId: string;
  /** "A1:C20": the first column the x values or categories, each other column a series. */
  readonly range: string;
  /** The range's first row names the series. */
  readonly headerRow: boolean;
  readonly linearFit: boolean;
  readonly xTitle: string;
  readonly yTitle: string;
}

/** One cell of a save's modifyList (spec: sheet, cell, old, new, old formula, new formula). */
export interface CellChange {
  readonly sheetId: string;
  readonly cell: string;
  readonly oldValue: SheetValue;
  readonly newValue: SheetValue;
  readonly oldFormula: string | null;
  readonly newFormula: string | null;
  readonly oldFormat: string | null;
  readonly newFormat: string | null;
}

/** A formula cell whose value a change recalculated. */
export interface Recalculated {
  readonly sheetId: string;
  readonly cell: string;
  readonly value: SheetValue;
}

/** The sheet a new spreadsheet module starts with (its name as Excel and WPS give it in both languages). */
export const FIRST_SHEET: Sheet = { sheetId: "sheet1", name: "Sheet1", frozenRows: 1, rows: [] };

export const EMPTY_WORKBOOK: Workbook = { sheets: [FIRST_SHEET], charts: [] };

/**
 * The kinds that hold a workbook: edited cell by cell, each edit naming what its cell held, so
 * members may change one at the same time (spec §4 collaborative spreadsheet).
 */
export const holdsWorkbook = (type: string) => type === "spreadSheet" || type === "spreadDesign";
