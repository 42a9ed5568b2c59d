/**
 * Spreadsheet modules (spec §1 spreadsheets, §3 spreadSheet, §5, §9): what a workbook may hold.
 * Plain values: the server's schemas and the console both read them.
 */
export const SHEET_LIMITS = {
  /** Sheets in one module. */
  sheets: 20,
  /** Spec §5 "module row and column limits": rows and columns of one sheet. */
  rows: 20_000,
  columns: 52,
  /** What one cell holds as typed: a text or a formula. */
  cellText: 2_000,
  /** Cells one save (a paste) may change. */
  cellsPerSave: 200_000,
  /** Excel's sheet-name limit, so an export opens everywhere. */
  sheetName: 31,
  /** Spec §5: spreadsheet name 100 (a spreadsheet resource's name). */
  spreadsheetName: 100,
  charts: 20,
  chartTitle: 100,
  /** Spec §9: spreadsheet import 1 MB; upload cap 25 MB. */
  importBytes: 1024 * 1024,
  uploadBytes: 25 * 1024 * 1024,
  /** Frozen header rows (spec: "frozen header rows"). */
  frozenRows: 10,
} as const;

/** The errors a formula can give, as the grid shows them. */
export const SHEET_ERRORS = [
  "#DIV/0!",
  "#REF!",
  "#NAME?",
  "#N/A",
  "#VALUE!",
  "#NUM!",
  "#NULL!",
  "#ERROR!",
  "#CIRC!",
  "#SPILL!",
  "#CALC!",
  "#N/IMPL!",
] as const;

export const CHART_KINDS = ["line", "bar", "scatter"] as const;

/** A cell's address in A1 style: column letters A–AZ, row 1–20000. */
export const CELL_REF = /^[A-Z]{1,2}[1-9][0-9]{0,4}$/;

/** Every event that changes a workbook: the fold, the trace and the record list read this one list. */
export const SHEET_EVENT_TYPES = [
  "ModuleCellsChanged",
  "ModuleSheetAdded",
  "ModuleSheetRenamed",
  "ModuleSheetDeleted",
  "ModuleSheetFrozenRowsSet",
  "ModuleChartSaved",
  "ModuleChartDeleted",
  "ModuleSheetsImported",
] as const;
