import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { type Cell, type CellChange, EMPTY_WORKBOOK, type Workbook } from "../module-kinds/spreadSheet/workbook";
import { evolveWorkbook, filledCells, type SheetEvent } from "../module-kinds/spreadSheet/workbook-fold";

type On = { readonly experimentId: string; readonly moduleId: string; readonly cacheTime: number };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The sheet events that turn one workbook into another (a clone's start, a roll-back, a
 * comparison): sheets added, renamed and removed, frozen rows, cells, charts. Each is applied as
 * it is made, so what follows is worked out on the workbook as it then stands (a rename
 * rewrites the formulas naming the sheet before cells are compared).
 */
export function workbookChangeEvents(on: On, from: Workbook, to: Workbook): SheetEvent[] {
  const events: SheetEvent[] = [];
  let running = from;
  const push = (event: SheetEvent) => {
    events.push(event);
    running = evolveWorkbook(running, event);
  };
  to.sheets.forEach((sheet, i) => {
    const was = running.sheets.find((s) => s.sheetId === sheet.sheetId);
    if (!was) {
      const afterSheetId = i === 0 ? null : to.sheets[i - 1]!.sheetId;
      push({ type: "ModuleSheetAdded", data: { ...on, sheetId: sheet.sheetId, name: sheet.name, afterSheetId } });
    } else if (was.name !== sheet.name)
      push({
        type: "ModuleSheetRenamed",
        data: { ...on, sheetId: sheet.sheetId, from: was.name, to: sheet.name, recalculated: [] },
      });
  });
  const kept = new Set(to.sheets.map((s) => s.sheetId));
  for (const sheet of running.sheets.filter((s) => !kept.has(s.sheetId)))
    push({ type: "ModuleSheetDeleted", data: { ...on, sheetId: sheet.sheetId, name: sheet.name, recalculated: [] } });
  for (const sheet of to.sheets) {
    const was = running.sheets.find((s) => s.sheetId === sheet.sheetId)!;
    if (was.frozenRows !== sheet.frozenRows)
      push({
        type: "ModuleSheetFrozenRowsSet",
        data: { ...on, sheetId: sheet.sheetId, from: was.frozenRows, to: sheet.frozenRows },
      });
  }
  const modifyList = to.sheets.flatMap((sheet) => cellChanges(sheet.sheetId, running, to));
  for (let start = 0; start < modifyList.length; start += SHEET_LIMITS.cellsPerSave)
    push({
      type: "ModuleCellsChanged",
      data: { ...on, modifyList: modifyList.slice(start, start + SHEET_LIMITS.cellsPerSave), recalculated: [] },
    });
  const wanted = new Set(to.charts.map((c) => c.chartId));
  for (const chart of running.charts.filter((c) => !wanted.has(c.chartId)))
    push({ type: "ModuleChartDeleted", data: { ...on, chartId: chart.chartId, previous: { ...chart } } });
  for (const chart of to.charts) {
    const previous = running.charts.find((c) => c.chartId === chart.chartId) ?? null;
    if (!previous || !same(previous, chart))
      push({ type: "ModuleChartSaved", data: { ...on, chart: { ...chart }, previous: previous ? { ...previous } : null } });
  }
  return events;
}

/** A workbook a new module starts with (a clone's, a template's), as the events that build it from the empty one. */
export const workbookEvents = (on: On, workbook: Workbook): SheetEvent[] => workbookChangeEvents(on, EMPTY_WORKBOOK, workbook);

function cellChanges(sheetId: string, from: Workbook, to: Workbook): CellChange[] {
  const cellsOf = (workbook: Workbook) => {
    const sheet = workbook.sheets.find((s) => s.sheetId === sheetId);
    return new Map(sheet ? [...filledCells(sheet)].map(({ cell, content }) => [cell, content]) : []);
  };
  const [before, after] = [cellsOf(from), cellsOf(to)];
  const changes: CellChange[] = [];
  const held = (cell: Cell | undefined) => ({
    value: cell?.value ?? null,
    formula: cell?.formula ?? null,
    format: cell?.format ?? null,
  });
  for (const address of new Set([...before.keys(), ...after.keys()])) {
    const [old, next] = [held(before.get(address)), held(after.get(address))];
    if (same(old, next)) continue;
    changes.push({
      sheetId,
      cell: address,
      oldValue: old.value,
      newValue: next.value,
      oldFormula: old.formula,
      newFormula: next.formula,
      oldFormat: old.format,
      newFormat: next.format,
    });
  }
  return changes;
}
