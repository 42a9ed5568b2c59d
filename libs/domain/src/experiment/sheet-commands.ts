import type { EventData } from "@labledger/events";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { DomainError } from "../decider/domain-error";
import { placeOf } from "../module-kinds/spreadSheet/cell-address";
import { type ImportSheets, importedFrozenRows, sheetsImported } from "../module-kinds/spreadSheet/sheet-import";
import {
  type CellChange,
  holdsWorkbook,
  type Recalculated,
  type SheetChart,
  type SheetValue,
  type Workbook,
} from "../module-kinds/spreadSheet/workbook";
import { cellAt, sheetOf, workbookOf } from "../module-kinds/spreadSheet/workbook-fold";
import { cellName, designedCellKey, type ModuleDesign } from "../spreadsheet-templates/design-cells";
import type { ExperimentEvent, Module } from "./experiment-state";

/** What a cell holds, as an edit saw it and as a refusal tells it. */
export interface CellHeld {
  readonly value: SheetValue;
  readonly formula: string | null;
  readonly format: string | null;
}

export interface CellAt extends CellHeld {
  readonly sheetId: string;
  readonly cell: string;
}

/** One edited cell: what the member saw there, and what the engine made of their input (normalised value, formula, format). */
export interface ComputedEdit {
  readonly sheetId: string;
  readonly cell: string;
  readonly seen: CellHeld;
  readonly result: CellHeld;
}

/** Why a change was made (experiment-commands.ts ChangeReason, said again here: that file lists these commands). */
interface ChangeReason {
  readonly reason?: string;
  readonly reasonRequired?: boolean;
}

/**
 * Commands on a spreadsheet module's workbook. The formula engine runs before the decider (the
 * handler asks it), so the engine's results come in as facts: `edits[].result` and `recalculated`.
 */
export type SheetCommand =
  | ({
      type: "ChangeCells";
      moduleId: string;
      edits: readonly ComputedEdit[];
      recalculated: readonly Recalculated[];
      isAuto: boolean;
      now: Date;
    } & ChangeReason)
  /** `recalculated`: formulas that named the new sheet before it existed, computed again now that it does. */
  | ({
      type: "AddSheet";
      moduleId: string;
      sheetId: string;
      name: string;
      afterSheetId: string | null;
      recalculated?: readonly Recalculated[];
      now: Date;
    } & ChangeReason)
  | ({
      type: "RenameSheet";
      moduleId: string;
      sheetId: string;
      name: string;
      recalculated: readonly Recalculated[];
      now: Date;
    } & ChangeReason)
  | ({ type: "DeleteSheet"; moduleId: string; sheetId: string; recalculated: readonly Recalculated[]; now: Date } & ChangeReason)
  | ({ type: "SetFrozenRows"; moduleId: string; sheetId: string; rows: number; now: Date } & ChangeReason)
  | ({ type: "SaveChart"; moduleId: string; chart: SheetChart; now: Date } & ChangeReason)
  | ({ type: "DeleteChart"; moduleId: string; chartId: string; now: Date } & ChangeReason)
  /** A file's sheets with their cells as the engine computed them (issue 17 import). */
  | ({ type: "ImportSheets"; moduleId: string; file: ImportSheets; now: Date } & ChangeReason);

export const SHEET_COMMANDS: ReadonlySet<SheetCommand["type"]> = new Set<SheetCommand["type"]>([
  "ChangeCells",
  "AddSheet",
  "RenameSheet",
  "DeleteSheet",
  "SetFrozenRows",
  "SaveChart",
  "DeleteChart",
  "ImportSheets",
]);

/** The module kinds that hold a workbook. */

/** What a cell of a workbook holds now (an empty cell: nothing). */
export function heldAt(workbook: Workbook, sheetId: string, cell: string): CellHeld {
  const sheet = sheetOf(workbook, sheetId);
  const found = sheet ? cellAt(sheet, cell) : undefined;
  return { value: found?.value ?? null, formula: found?.formula ?? null, format: found?.format ?? null };
}

const sameValue = (a: SheetValue, b: SheetValue) => JSON.stringify(a) === JSON.stringify(b);

/** Two holdings are the same when their formula (or, without one, their value) and their format are. */
export const sameHeld = (a: CellHeld, b: CellHeld) =>
  a.formula === b.formula && (a.formula !== null || sameValue(a.value, b.value)) && a.format === b.format;

/** Characters Excel refuses in a sheet's name (so an export opens everywhere). */
const BAD_SHEET_NAME = /[[\]:*?/\\]/;

/**
 * The rules of a sheet command on one module, once the record's own rules passed (authorised,
 * editable, reason): the same module rules as a module save (signed, template-locked, held by
 * another member), then the workbook's own.
 */
export function decideSheet(command: SheetCommand, target: Module, experimentId: string, memberId: string): ExperimentEvent[] {
  if (!holdsWorkbook(target.type)) throw new DomainError("sheet.notASpreadsheet", "not-found", { title: target.title });
  if (target.isCheck) throw new DomainError("module.signed", "conflict");
  if (target.locked) throw new DomainError("module.lockedByTemplate", "conflict", { title: target.title });
  const lock = target.editLock;
  if (lock && lock.memberId !== memberId && new Date(lock.until) > command.now) throw new DomainError("module.inUse", "locked");
  const workbook = workbookOf(target.content);
  if (target.content.design) checkOnDesign(command, target.content.design, workbook);
  const on = { experimentId, moduleId: target.moduleId, cacheTime: Math.max(command.now.getTime(), target.cacheTime + 1) };
  const sheet = (sheetId: string) => {
    const found = sheetOf(workbook, sheetId);
    if (!found) throw new DomainError("sheet.notFound", "not-found");
    return found;
  };
  switch (command.type) {
    case "ChangeCells":
      return changeCells(command, workbook, on, sheet);
    case "AddSheet": {
      if (workbook.sheets.length >= SHEET_LIMITS.sheets)
        throw new DomainError("sheet.tooMany", "conflict", { max: SHEET_LIMITS.sheets });
      if (workbook.sheets.some((s) => s.sheetId === command.sheetId)) throw new DomainError("sheet.exists", "conflict");
      if (command.afterSheetId !== null) sheet(command.afterSheetId);
      const name = checkedName(workbook, command.name, null);
      const recalculated = command.recalculated ?? [];
      return [
        {
          type: "ModuleSheetAdded",
          data: {
            ...on,
            sheetId: command.sheetId,
            name,
            afterSheetId: command.afterSheetId,
            ...(recalculated.length > 0 ? { recalculated: [...recalculated] } : {}),
          },
        },
      ];
    }
    case "RenameSheet": {
      const from = sheet(command.sheetId).name;
      const to = checkedName(workbook, command.name, command.sheetId);
      if (from === to) return [];
      return [
        {
          type: "ModuleSheetRenamed",
          data: { ...on, sheetId: command.sheetId, from, to, recalculated: [...command.recalculated] },
        },
      ];
    }
    case "DeleteSheet": {
      const { name } = sheet(command.sheetId);
      if (workbook.sheets.length === 1) throw new DomainError("sheet.lastSheet", "conflict", { name });
      return [
        { type: "ModuleSheetDeleted", data: { ...on, sheetId: command.sheetId, name, recalculated: [...command.recalculated] } },
      ];
    }
    case "SetFrozenRows": {
      const from = sheet(command.sheetId).frozenRows;
      if (command.rows < 0 || command.rows > SHEET_LIMITS.frozenRows)
        throw new DomainError("sheet.frozenRowsInvalid", "invalid", { max: SHEET_LIMITS.frozenRows });
      return from === command.rows
        ? []
        : [{ type: "ModuleSheetFrozenRowsSet", data: { ...on, sheetId: command.sheetId, from, to: command.rows } }];
    }
    case "SaveChart": {
      const { chart } = command;
      sheet(chart.sheetId);
      const previous = workbook.charts.find((c) => c.chartId === chart.chartId) ?? null;
      if (!previous && workbook.charts.length >= SHEET_LIMITS.charts)
        throw new DomainError("sheet.tooManyCharts", "conflict", { max: SHEET_LIMITS.charts });
      checkRange(chart.range);
      if (previous && JSON.stringify(previous) === JSON.stringify(chart)) return [];
      return [{ type: "ModuleChartSaved", data: { ...on, chart: { ...chart }, previous: previous ? { ...previous } : null } }];
    }
    case "ImportSheets":
      return [
        { type: "ModuleSheetsImported", data: sheetsImported(workbook, command.file, on) },
        ...importedFrozenRows(command.file).map((frozen) => ({
          type: "ModuleSheetFrozenRowsSet" as const,
          data: { ...on, ...frozen },
        })),
      ];
    case "DeleteChart": {
      const previous = workbook.charts.find((c) => c.chartId === command.chartId);
      if (!previous) throw new DomainError("sheet.chartNotFound", "not-found");
      return [{ type: "ModuleChartDeleted", data: { ...on, chartId: command.chartId, previous: { ...previous } } }];
    }
  }
}

type On = { experimentId: string; moduleId: string; cacheTime: number };

function changeCells(
  command: Extract<SheetCommand, { type: "ChangeCells" }>,
  workbook: Workbook,
  on: On,
  sheet: (sheetId: string) => unknown,
): ExperimentEvent[] {
  const seenCells = new Set<string>();
  for (const edit of command.edits) {
    sheet(edit.sheetId);
    if (!placeOf(edit.cell)) throw new DomainError("sheet.cellInvalid", "invalid", { cell: edit.cell });
    const key = `${edit.sheetId}!${edit.cell}`;
    if (seenCells.has(key)) throw new DomainError("sheet.cellTwice", "invalid", { cell: edit.cell });
    seenCells.add(key);
  }
  // Someone changed a cell since this member saw it: refuse the whole change, with what those cells hold now.
  const changed = command.edits.filter((e) => !sameHeld(e.seen, heldAt(workbook, e.sheetId, e.cell)));
  if (changed.length > 0) {
    const current: CellAt[] = changed.map((e) => ({ sheetId: e.sheetId, cell: e.cell, ...heldAt(workbook, e.sheetId, e.cell) }));
    const first = changed[0]!;
    throw new DomainError(
      "module.cellChanged",
      "conflict",
      { cell: `${sheetOf(workbook, first.sheetId)!.name}!${first.cell}`, count: changed.length },
      { current },
    );
  }
  const modifyList: CellChange[] = command.edits.flatMap((e) => {
    const old = heldAt(workbook, e.sheetId, e.cell);
    const next = e.result;
    if (old.formula === next.formula && sameValue(old.value, next.value) && old.format === next.format) return [];
    return [
      {
        sheetId: e.sheetId,
        cell: e.cell,
        oldValue: old.value,
        newValue: next.value,
        oldFormula: old.formula,
        newFormula: next.formula,
        oldFormat: old.format,
        newFormat: next.format,
      },
    ];
  });
  if (modifyList.length === 0) return [];
  const edited = new Set(command.edits.map((e) => `${e.sheetId}!${e.cell}`));
  const recalculated = command.recalculated.filter(
    (r) => !edited.has(`${r.sheetId}!${r.cell}`) && !sameValue(heldAt(workbook, r.sheetId, r.cell).value, r.value),
  );
  const data: EventData<"ModuleCellsChanged"> = { ...on, modifyList, recalculated };
  return [{ type: "ModuleCellsChanged", data }];
}

/** Changes of a design's layout: its sheets are the design's, as are its charts. */
const DESIGN_LAYOUT: ReadonlySet<SheetCommand["type"]> = new Set<SheetCommand["type"]>([
  "AddSheet",
  "RenameSheet",
  "DeleteSheet",
  "ImportSheets",
  "SaveChart",
  "DeleteChart",
]);

/**
 * A spreadsheet design module (issue 17): the researcher fills its input cells only; its sheets,
 * other cells and charts are the design's.
 */
function checkOnDesign(command: SheetCommand, design: ModuleDesign, workbook: Workbook): void {
  if (DESIGN_LAYOUT.has(command.type)) throw new DomainError("sheet.designLayoutFixed", "conflict");
  if (command.type !== "ChangeCells") return;
  const inputs = new Set(design.cells.map((c) => designedCellKey(c.sheetId, c.cell)));
  const notInput = command.edits.find((e) => !inputs.has(designedCellKey(e.sheetId, e.cell)));
  if (notInput)
    throw new DomainError("sheet.notAnInputCell", "conflict", { cell: cellName(workbook, notInput.sheetId, notInput.cell) });
}

function checkedName(workbook: Workbook, asked: string, sheetId: string | null): string {
  const name = asked.trim();
  if (
    name.length === 0 ||
    [...name].length > SHEET_LIMITS.sheetName ||
    BAD_SHEET_NAME.test(name) ||
    name.startsWith("'") ||
    name.endsWith("'")
  )
    throw new DomainError("sheet.nameInvalid", "invalid", { max: SHEET_LIMITS.sheetName });
  if (workbook.sheets.some((s) => s.sheetId !== sheetId && s.name.toLowerCase() === name.toLowerCase()))
    throw new DomainError("sheet.nameTaken", "conflict", { name });
  return name;
}

function checkRange(range: string): void {
  const [from, to] = range.split(":");
  const a = from ? placeOf(from) : undefined;
  const b = to ? placeOf(to) : undefined;
  if (!a || !b || a.row > b.row || a.column > b.column) throw new DomainError("sheet.rangeInvalid", "invalid", { range });
}
