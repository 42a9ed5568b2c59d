import type { ChangeAction } from "../experiment/module-content";
import type { CellChange, Recalculated } from "../module-kinds/spreadSheet/workbook";
import type { SheetEvent } from "../module-kinds/spreadSheet/workbook-fold";

/** The pseudo-fields a spreadsheet's changes are recorded under in the trace ("$", as "$rowOrder": never a content field). */
export const SHEET_FIELD = {
  cell: "$cell",
  sheet: "$sheet",
  frozenRows: "$frozenRows",
  chart: "$chart",
  import: "$sheetImport",
  recalculated: "$recalculated",
  design: "$design",
} as const;
export const SHEET_FIELDS: ReadonlySet<string> = new Set(Object.values(SHEET_FIELD));

interface SheetChange {
  readonly action: ChangeAction;
  readonly fieldName: string;
  readonly oldValue: unknown;
  readonly newValue: unknown;
}

const isEmpty = (value: unknown, formula: string | null) => value === null && formula === null;

/** One change per cell of a modifyList: added, changed or emptied. */
const cellChanges = (modifyList: readonly CellChange[]): SheetChange[] =>
  modifyList.map((c) => ({
    action: isEmpty(c.oldValue, c.oldFormula) ? 1 : isEmpty(c.newValue, c.newFormula) ? 3 : 2,
    fieldName: SHEET_FIELD.cell,
    oldValue: { sheetId: c.sheetId, cell: c.cell, value: c.oldValue, formula: c.oldFormula, format: c.oldFormat },
    newValue: { sheetId: c.sheetId, cell: c.cell, value: c.newValue, formula: c.newFormula, format: c.newFormat },
  }));

/** The most recalculated cells the trace names for one change; the others are counted ("and 3 more"). */
export const RECALCULATED_NAMED = 20;

/** The formula cells a change recalculated, as one line of the trace: the first few with their new values, the rest counted. */
function recalculatedChange(recalculated: readonly Recalculated[] | undefined): SheetChange[] {
  if (!recalculated || recalculated.length === 0) return [];
  const cells = recalculated.slice(0, RECALCULATED_NAMED).map(({ sheetId, cell, value }) => ({ sheetId, cell, value }));
  return [
    {
      action: 2,
      fieldName: SHEET_FIELD.recalculated,
      oldValue: null,
      newValue: { cells, more: recalculated.length - cells.length },
    },
  ];
}

/**
 * The changes a sheet event makes, as the trace keeps them: one per cell of a modifyList, then
 * one naming the formula cells it recalculated (with their new values); one per sheet (and what
 * it recalculated), frozen rows, chart or import. Sheets are kept by id; the reading names them
 * (sheet-words.ts).
 */
export function sheetChangesOf(event: SheetEvent): SheetChange[] {
  switch (event.type) {
    case "ModuleCellsChanged":
      return [...cellChanges(event.data.modifyList), ...recalculatedChange(event.data.recalculated)];
    case "ModuleSheetAdded":
      return [
        { action: 1, fieldName: SHEET_FIELD.sheet, oldValue: null, newValue: { name: event.data.name } },
        ...recalculatedChange(event.data.recalculated),
      ];
    case "ModuleSheetRenamed":
      return [
        { action: 2, fieldName: SHEET_FIELD.sheet, oldValue: { name: event.data.from }, newValue: { name: event.data.to } },
        ...recalculatedChange(event.data.recalculated),
      ];
    case "ModuleSheetDeleted":
      return [
        { action: 3, fieldName: SHEET_FIELD.sheet, oldValue: { name: event.data.name }, newValue: null },
        ...recalculatedChange(event.data.recalculated),
      ];
    case "ModuleSheetFrozenRowsSet": {
      const { sheetId, from, to } = event.data;
      return [
        { action: 2, fieldName: SHEET_FIELD.frozenRows, oldValue: { sheetId, rows: from }, newValue: { sheetId, rows: to } },
      ];
    }
    case "ModuleChartSaved":
      return [
        {
          action: event.data.previous ? 2 : 1,
          fieldName: SHEET_FIELD.chart,
          oldValue: event.data.previous,
          newValue: event.data.chart,
        },
      ];
    case "ModuleChartDeleted":
      return [{ action: 3, fieldName: SHEET_FIELD.chart, oldValue: event.data.previous, newValue: null }];
    case "ModuleSheetsImported": {
      const { fileName, sha256, sheets } = event.data;
      const cells = sheets.reduce((n, s) => n + s.cells.length, 0);
      return [
        {
          action: 1,
          fieldName: SHEET_FIELD.import,
          oldValue: null,
          newValue: { fileName, sha256, sheets: sheets.map((s) => s.name), cells },
        },
      ];
    }
  }
}
