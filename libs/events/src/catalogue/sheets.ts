import { z } from "zod";
import { defineEvent } from "./define";
import { CELL_REF, CHART_KINDS, SHEET_ERRORS, SHEET_LIMITS } from "./sheets-values";

// Spreadsheet modules (spec §3 spreadSheet, issue 17): a workbook's sheets, cells and charts.
// Every change is on the record's stream, so the trace, the versions, time travel and the
// signatures read it as they read any module save.

const id = z.string().min(1).max(64);
const sheetId = z.string().min(1).max(64);
const cell = z.string().regex(CELL_REF).describe("A1-style address, e.g. B3");

/** What a cell shows: a number, a text, a truth value, a formula's error, or nothing. */
export const SheetValueSchema = z.union([
  z.number(),
  z.string().max(SHEET_LIMITS.cellText),
  z.boolean(),
  z.null(),
  z.object({ error: z.enum(SHEET_ERRORS) }),
]);
const formula = z
  .string()
  .max(SHEET_LIMITS.cellText)
  .startsWith("=")
  .nullable()
  .describe("The formula as typed (=SUM(A1:A3)), or null");
const format = z.string().max(100).nullable().describe('Number format code (0.00, 0.0%, 0.00E+00, 0.00 "mg"), or null: general');

/** One cell of the modifyList: sheet, cell, old and new value, old and new formula (and number format). */
export const SheetCellChangeSchema = z.object({
  sheetId,
  cell,
  oldValue: SheetValueSchema,
  newValue: SheetValueSchema,
  oldFormula: formula,
  newFormula: formula,
  oldFormat: format,
  newFormat: format,
});

/** A formula cell whose value changed because a cell it reads changed (not edited itself). */
export const SheetRecalculatedSchema = z.object({ sheetId, cell, value: SheetValueSchema });

const recalculated = z
  .array(SheetRecalculatedSchema)
  .max(SHEET_LIMITS.rows * SHEET_LIMITS.columns)
  .describe("Formula cells whose value the change recalculated, with their new value (computed on the server)");

/** A chart drawn from a range of one sheet (spec: line, bar, scatter with a linear fit and R²). */
export const SheetChartSchema = z.object({
  chartId: id,
  kind: z.enum(CHART_KINDS),
  title: z.string().max(SHEET_LIMITS.chartTitle),
  sheetId,
  /** The range: first column the x values (or categories), the others one series each; the first row may name them. */
  range: z.string().regex(/^[A-Z]{1,2}[1-9][0-9]{0,4}:[A-Z]{1,2}[1-9][0-9]{0,4}$/),
  headerRow: z.boolean(),
  linearFit: z.boolean().describe("Draw a least-squares line and give its equation and R² (scatter and line)"),
  xTitle: z.string().max(SHEET_LIMITS.chartTitle),
  yTitle: z.string().max(SHEET_LIMITS.chartTitle),
});

/** One filled cell as a workbook holds it: its value, and the formula and number format when it has them. */
const WorkbookCellSchema = z.object({
  value: SheetValueSchema,
  formula: z.string().max(SHEET_LIMITS.cellText).startsWith("=").optional(),
  format: z.string().max(100).optional(),
});

/**
 * A whole workbook, as a spreadsheet module holds it (the fold of its sheet events): sheets in
 * order, each its rows by index (row 1 first; null: an empty row), a row its cells by column
 * letters; and its charts. Values are the server's (computed when the cells were changed).
 */
export const WorkbookSchema = z.object({
  sheets: z
    .array(
      z.object({
        sheetId,
        name: z.string().min(1).max(SHEET_LIMITS.sheetName),
        frozenRows: z.number().int().min(0).max(SHEET_LIMITS.frozenRows),
        rows: z.array(z.record(z.string().regex(/^[A-Z]{1,2}$/), WorkbookCellSchema).nullable()).max(SHEET_LIMITS.rows),
      }),
    )
    .max(SHEET_LIMITS.sheets),
  charts: z.array(SheetChartSchema).max(SHEET_LIMITS.charts),
});

const onModule = { experimentId: id, moduleId: id, cacheTime: z.number().int().describe("The module's new version stamp") };

export const ModuleCellsChanged = defineEvent({
  type: "ModuleCellsChanged",
  version: 1,
  description:
    "Cells of a spreadsheet module were changed (typed, pasted, cleared, formatted, undone), as their modifyList; the formula cells they changed are recalculated on the server.",
  schema: z.object({
    ...onModule,
    modifyList: z.array(SheetCellChangeSchema).min(1).max(SHEET_LIMITS.cellsPerSave),
    recalculated,
  }),
});

export const ModuleSheetAdded = defineEvent({
  type: "ModuleSheetAdded",
  version: 1,
  description:
    "A sheet was added to a spreadsheet module, after the given sheet (or first); formulas that named it before it existed are recalculated.",
  schema: z.object({
    ...onModule,
    sheetId,
    name: z.string().min(1).max(SHEET_LIMITS.sheetName),
    afterSheetId: sheetId.nullable(),
    recalculated: recalculated
      .optional()
      .describe(
        "Formula cells that named the new sheet and now read it, with their new value (optional, added with issue 17; absent: none)",
      ),
  }),
});

export const ModuleSheetRenamed = defineEvent({
  type: "ModuleSheetRenamed",
  version: 1,
  description: "A sheet of a spreadsheet module was renamed; formulas naming it follow.",
  schema: z.object({
    ...onModule,
    sheetId,
    from: z.string(),
    to: z.string().min(1).max(SHEET_LIMITS.sheetName),
    recalculated,
  }),
});

export const ModuleSheetDeleted = defineEvent({
  type: "ModuleSheetDeleted",
  version: 1,
  description: "A sheet was removed from a spreadsheet module (its cells stay in the log); formulas reading it now give #REF!.",
  schema: z.object({ ...onModule, sheetId, name: z.string(), recalculated }),
});

export const ModuleSheetFrozenRowsSet = defineEvent({
  type: "ModuleSheetFrozenRowsSet",
  version: 1,
  description: "The header rows kept in view while scrolling a sheet changed.",
  schema: z.object({
    ...onModule,
    sheetId,
    from: z.number().int().min(0),
    to: z.number().int().min(0).max(SHEET_LIMITS.frozenRows),
  }),
});

export const ModuleChartSaved = defineEvent({
  type: "ModuleChartSaved",
  version: 1,
  description: "A chart of a spreadsheet module was added or changed (previous: null when added).",
  schema: z.object({ ...onModule, chart: SheetChartSchema, previous: SheetChartSchema.nullable() }),
});

export const ModuleChartDeleted = defineEvent({
  type: "ModuleChartDeleted",
  version: 1,
  description: "A chart was removed from a spreadsheet module.",
  schema: z.object({ ...onModule, chartId: id, previous: SheetChartSchema }),
});

/** One imported sheet: its cells as the file holds them (value, formula, number format). */
const ImportedSheet = z.object({
  sheetId,
  name: z.string().min(1).max(SHEET_LIMITS.sheetName),
  cells: z.array(z.object({ cell, value: SheetValueSchema, formula, format })).max(SHEET_LIMITS.rows * SHEET_LIMITS.columns),
});

export const ModuleSheetsImported = defineEvent({
  type: "ModuleSheetsImported",
  version: 1,
  description:
    "An XLSX or CSV file was imported into a spreadsheet module as new sheets (values as computed on the server); the file is named by name and SHA-256.",
  schema: z.object({
    ...onModule,
    fileName: z.string().min(1).max(255),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    sheets: z.array(ImportedSheet).min(1).max(SHEET_LIMITS.sheets),
  }),
});
