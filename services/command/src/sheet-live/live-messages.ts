import type { CellNow, LiveCells, LiveSheets, PresentMember } from "@labledger/contracts";
import type { Cell, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import type { RecordedEvent } from "@labledger/events";

/** The events that change a module's sheets or charts (not its cells): the client refetches the record. */
const SHEET_EVENTS: ReadonlySet<string> = new Set([
  "ModuleSheetAdded",
  "ModuleSheetRenamed",
  "ModuleSheetDeleted",
  "ModuleSheetFrozenRowsSet",
  "ModuleChartSaved",
  "ModuleChartDeleted",
  "ModuleSheetsImported",
  "ModuleDeleted",
  "ModuleRenamed",
]);

type CellsChanged = {
  moduleId: string;
  modifyList: ReadonlyArray<{
    sheetId: string;
    cell: string;
    newValue: CellNow["value"];
    newFormula: string | null;
    newFormat: string | null;
  }>;
  recalculated: ReadonlyArray<{ sheetId: string; cell: string; value: CellNow["value"] }>;
};

export type LiveMessage = { type: "cells"; data: LiveCells } | { type: "sheets"; data: LiveSheets };

/**
 * What one stored event of the record says to a member watching module `moduleId` live:
 * its changed cells as they are now (edited cells from the modifyList, recalculated formula
 * cells with the formula and format `cellOf` knows), a sheet change, or nothing.
 */
export function liveMessageOf(
  event: RecordedEvent,
  moduleId: string,
  cellOf: (sheetId: string, cell: string) => Cell | undefined,
): LiveMessage | undefined {
  const data = event.data as { moduleId?: unknown };
  if (data.moduleId !== moduleId) return undefined;
  const { globalPosition: position, actor } = event.metadata;
  if (event.type === "ModuleCellsChanged") {
    const { modifyList, recalculated } = event.data as CellsChanged;
    const edited = modifyList.map((c) => ({
      sheetId: c.sheetId,
      cell: c.cell,
      value: c.newValue,
      formula: c.newFormula,
      format: c.newFormat,
    }));
    const computed = recalculated.map((c) => {
      const known = cellOf(c.sheetId, c.cell);
      return { sheetId: c.sheetId, cell: c.cell, value: c.value, formula: known?.formula ?? null, format: known?.format ?? null };
    });
    return { type: "cells", data: { position, by: actor.name, byMemberId: actor.userId, cells: [...edited, ...computed] } };
  }
  if (SHEET_EVENTS.has(event.type)) return { type: "sheets", data: { position, by: actor.name, type: event.type } };
  return undefined;
}

/** A cell of a workbook by its A1 address (rows by index, row 1 at 0). */
export function cellIn(workbook: Workbook, sheetId: string, address: string): Cell | undefined {
  const match = /^([A-Z]+)([1-9][0-9]*)$/.exec(address);
  if (!match) return undefined;
  const sheet = workbook.sheets.find((s) => s.sheetId === sheetId);
  return sheet?.rows[Number(match[2]) - 1]?.[match[1]!];
}

/** A workbook with the cells of a change written in (only what a later recalculation needs: formula and format). */
export function withCells(workbook: Workbook, cells: readonly CellNow[]): Workbook {
  const sheets = workbook.sheets.map((sheet) => {
    const mine = cells.filter((c) => c.sheetId === sheet.sheetId);
    if (mine.length === 0) return sheet;
    const rows = [...sheet.rows];
    for (const c of mine) {
      const match = /^([A-Z]+)([1-9][0-9]*)$/.exec(c.cell);
      if (!match) continue;
      const index = Number(match[2]) - 1;
      while (rows.length <= index) rows.push(null);
      const cell: Cell = {
        value: c.value,
        ...(c.formula ? { formula: c.formula } : {}),
        ...(c.format ? { format: c.format } : {}),
      };
      rows[index] = { ...(rows[index] ?? {}), [match[1]!]: cell };
    }
    return { ...sheet, rows };
  });
  return { ...workbook, sheets };
}

/** One Server-Sent Event: its name, its id (the global position, for Last-Event-ID) and its data as one JSON line. */
export function sseFrame(type: string, data: unknown, id?: number): string {
  return `${id === undefined ? "" : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The presence answer's order: the caller first, then by name. */
export const byYouThenName = (a: PresentMember, b: PresentMember) =>
  Number(b.isYou) - Number(a.isYou) || a.name.localeCompare(b.name) || a.sheetId.localeCompare(b.sheetId);
