import { z } from "zod";
import { defineEvent } from "./define";
import { SheetChartSchema, SheetValueSchema } from "./sheets";
import { CELL_REF, SHEET_LIMITS } from "./sheets-values";
import { SPREADSHEET_TEMPLATE_KINDS, SPREADSHEET_TEMPLATE_LIMITS } from "./spreadsheet-templates-values";

export * from "./spreadsheet-templates-values";

const id = z.string().min(1).max(64);
const cell = z.string().regex(CELL_REF).describe("A1-style address, e.g. B3");
const formula = z.string().max(SHEET_LIMITS.cellText).startsWith("=").nullable();
const format = z.string().max(100).nullable();

/** A workbook as a whole: its sheets (with their filled cells and frozen rows) and its charts. */
export const WholeWorkbookSchema = z.object({
  sheets: z
    .array(
      z.object({
        sheetId: id,
        name: z.string().min(1).max(SHEET_LIMITS.sheetName),
        frozenRows: z.number().int().min(0).max(SHEET_LIMITS.frozenRows),
        cells: z
          .array(z.object({ cell, value: SheetValueSchema, formula, format }))
          .max(SHEET_LIMITS.rows * SHEET_LIMITS.columns),
      }),
    )
    .min(1)
    .max(SHEET_LIMITS.sheets),
  charts: z.array(SheetChartSchema).max(SHEET_LIMITS.charts),
});

/** A cell the researcher fills in a design: on which sheet, where, whether it must be filled to submit, its label. */
export const DesignedCellSchema = z.object({
  sheetId: id,
  cell,
  required: z.boolean(),
  label: z.string().max(SPREADSHEET_TEMPLATE_LIMITS.cellLabel),
});

/** One changed cell of a save, by sheet name, for the history to say (old → new). */
const ChangedCellSchema = z.object({
  sheet: z.string(),
  cell,
  oldValue: SheetValueSchema,
  newValue: SheetValueSchema,
  oldFormula: formula,
  newFormula: formula,
});

export const SpreadsheetTemplateSaved = defineEvent({
  type: "SpreadsheetTemplateSaved",
  version: 1,
  description:
    "A spreadsheet template or design (a team resource a record's spreadsheet starts from) was created or changed: its name, description, the whole workbook (values as the server computed them), a design's input cells, and the cells the save changed.",
  schema: z.object({
    templateId: id,
    ownerId: id.describe("Who created it (kept on later saves)"),
    kind: z.enum(SPREADSHEET_TEMPLATE_KINDS),
    name: z.string().min(1).max(SPREADSHEET_TEMPLATE_LIMITS.name),
    description: z.string().max(SPREADSHEET_TEMPLATE_LIMITS.description),
    workbook: WholeWorkbookSchema,
    designedCells: z.array(DesignedCellSchema).max(SPREADSHEET_TEMPLATE_LIMITS.designedCells),
    changed: z
      .array(ChangedCellSchema)
      .max(SPREADSHEET_TEMPLATE_LIMITS.changesListed)
      .describe("The first cells this save changed, sheet by sheet (none for a new one)"),
    changedMore: z.number().int().min(0).describe("How many more cells it changed than are listed"),
  }),
});

export const SpreadsheetTemplateBinned = defineEvent({
  type: "SpreadsheetTemplateBinned",
  version: 1,
  description: "A spreadsheet template or design was moved to the rubbish bin (it can be restored).",
  schema: z.object({ templateId: id }),
});

export const SpreadsheetTemplateRestored = defineEvent({
  type: "SpreadsheetTemplateRestored",
  version: 1,
  description: "A spreadsheet template or design was restored from the rubbish bin.",
  schema: z.object({ templateId: id }),
});

export const ModuleCellsDesigned = defineEvent({
  type: "ModuleCellsDesigned",
  version: 1,
  description:
    "A spreadsheet design module took its design's input cells (a published copy: later changes of the design do not reach it); only these cells may be edited, and a required one must be filled to submit.",
  schema: z.object({
    experimentId: id,
    moduleId: id,
    templateId: id,
    templateName: z.string().max(SPREADSHEET_TEMPLATE_LIMITS.name),
    cells: z.array(DesignedCellSchema).max(SPREADSHEET_TEMPLATE_LIMITS.designedCells),
  }),
});
