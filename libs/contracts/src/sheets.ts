import { CELL_REF, SHEET_LIMITS, SheetChartSchema, SheetValueSchema } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { ChangeReason, ChangeReasonBody, Id, type Position } from "./shared/schemas";

// A record's spreadsheet module (spec §3 spreadSheet, §4 collaborative spreadsheet; issue 17).
// Cells change cell by cell: each edit names what the cell held when the member saw it, so
// edits to different cells by different members all land and a later edit to the same cell
// is refused with what the cell holds now (409 module.cellChanged, `details.current`).

const RECORDS = { tag: "spreadsheets", access: "member" } as const;
const Cell = z.string().regex(CELL_REF);

/** What a cell held (its formula, or its typed value when it has none, and its number format). */
export const CellHeld = z.object({
  value: SheetValueSchema,
  formula: z.string().max(SHEET_LIMITS.cellText).nullable(),
  format: z.string().max(100).nullable(),
});

export const CellEdit = z.object({
  sheetId: Id,
  cell: Cell,
  seen: CellHeld.describe("What the cell held when this member saw it: a changed cell refuses the edit (409)"),
  input: z
    .string()
    .max(SHEET_LIMITS.cellText)
    .describe('As typed: "=AVERAGE(B2:B9)", "12.5", "12.5%", "2026-11-27", a text; "" clears the cell'),
  format: z.string().max(100).nullable().optional().describe("A new number format; absent: keep the cell's"),
});

export const ChangeCellsBody = z.object({
  edits: z.array(CellEdit).min(1).max(SHEET_LIMITS.cellsPerSave),
  isAuto: z.boolean().default(false),
  ...ChangeReason,
});

/** A cell as it stands after a change: the edited ones and the formula cells the change recalculated. */
export const CellNow = CellHeld.extend({ sheetId: Id, cell: Cell });

export const ChangeCellsAnswer = z.object({
  lastCacheTime: z.number(),
  position: z.number(),
  cells: z.array(CellNow),
});

/** 409 module.cellChanged: what the refused cells hold now, so the member sees it and keeps their input. */
export const CellConflict = z.object({ current: z.array(CellNow) });

export const AddSheetBody = z.object({
  name: z.string().trim().min(1).max(SHEET_LIMITS.sheetName),
  afterSheetId: Id.nullable().default(null),
  ...ChangeReason,
});
export const RenameSheetBody = z.object({ name: z.string().trim().min(1).max(SHEET_LIMITS.sheetName), ...ChangeReason });
export const FrozenRowsBody = z.object({ rows: z.number().int().min(0).max(SHEET_LIMITS.frozenRows), ...ChangeReason });
export const SaveChartBody = z.object({ chart: SheetChartSchema.omit({ chartId: true }), ...ChangeReason });

const onModule = "/experiments/{id}/modules/{moduleId}";

export const sheetRoutes = {
  changeCells: {
    operationId: "changeCells",
    method: "put",
    path: `${onModule}/cells`,
    summary:
      "Change cells of a spreadsheet module: recorded with its modifyList; formulas recalculated on the server. An edit whose cell changed since it was seen is refused (409) with the cell as it is now",
    ...RECORDS,
    body: ChangeCellsBody,
    response: ChangeCellsAnswer,
    refuses: [409, 423],
  },
  addSheet: {
    operationId: "addSheet",
    method: "post",
    path: `${onModule}/sheets`,
    summary: "Add a sheet to a spreadsheet module",
    ...RECORDS,
    body: AddSheetBody,
    response: z.object({ id: z.string(), lastCacheTime: z.number(), position: z.number() }),
    refuses: [409],
  },
  renameSheet: {
    operationId: "renameSheet",
    method: "patch",
    path: `${onModule}/sheets/{sheetId}`,
    summary: "Rename a sheet of a spreadsheet module",
    ...RECORDS,
    body: RenameSheetBody,
    response: z.object({ lastCacheTime: z.number(), position: z.number() }),
    refuses: [409],
  },
  deleteSheet: {
    operationId: "deleteSheet",
    method: "delete",
    path: `${onModule}/sheets/{sheetId}`,
    summary: "Remove a sheet (refused while another member is on it, and for the last sheet)",
    ...RECORDS,
    body: ChangeReasonBody,
    response: z.object({ lastCacheTime: z.number(), position: z.number() }),
    refuses: [409],
  },
  setFrozenRows: {
    operationId: "setFrozenRows",
    method: "put",
    path: `${onModule}/sheets/{sheetId}/frozen-rows`,
    summary: "Set the header rows kept in view while scrolling",
    ...RECORDS,
    body: FrozenRowsBody,
    response: z.object({ lastCacheTime: z.number(), position: z.number() }),
  },
  saveChart: {
    operationId: "saveChart",
    method: "put",
    path: `${onModule}/charts/{chartId}`,
    summary: "Add or change a chart drawn from a range (line, bar, scatter; a linear fit with R²)",
    ...RECORDS,
    body: SaveChartBody,
    response: z.object({ lastCacheTime: z.number(), position: z.number() }),
  },
  deleteChart: {
    operationId: "deleteChart",
    method: "delete",
    path: `${onModule}/charts/{chartId}`,
    summary: "Remove a chart",
    ...RECORDS,
    body: ChangeReasonBody,
    response: z.object({ lastCacheTime: z.number(), position: z.number() }),
  },
} as const satisfies Record<string, RouteDefinition>;

export type ChangeCellsBody = z.input<typeof ChangeCellsBody>;
export type CellEdit = z.input<typeof CellEdit>;
export type CellHeld = z.output<typeof CellHeld>;
export type CellNow = z.output<typeof CellNow>;
export type ChangeCellsAnswer = z.output<typeof ChangeCellsAnswer>;
export type CellConflict = z.output<typeof CellConflict>;
export type SaveChartBody = z.input<typeof SaveChartBody>;
export type Positioned = z.output<typeof Position>;
