import type { CellNow } from "@labledger/contracts";
import type { Cell, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import type { DesignedCell } from "@labledger/domain/spreadsheet-templates/design-cells";
import { type WholeWorkbook, wholeOf, workbookFromWhole } from "@labledger/domain/spreadsheet-templates/whole-workbook";
import { keyOf, type SheetState, withCells } from "../../../ui/spreadsheet/sheet-state";

export type { DesignedCell, WholeWorkbook };
export { wholeOf, workbookFromWhole };

/** The workbook as the member sees it in the editor: the stored one with every cell they changed (and the engine's values). */
export function editedWorkbook(state: Pick<SheetState, "workbook" | "local">): Workbook {
  const cells: CellNow[] = Object.entries(state.local).map(([key, cell]: [string, Cell]) => {
    const at = key.lastIndexOf("!");
    return {
      sheetId: key.slice(0, at),
      cell: key.slice(at + 1),
      value: cell.value,
      formula: cell.formula ?? null,
      format: cell.format ?? null,
    };
  });
  return withCells(state.workbook, cells);
}

export type DesignMark = "input" | "required" | null;

/** What a cell is in a design: an input cell, a required input cell, or neither. */
export function markOf(cells: readonly DesignedCell[], sheetId: string, cell: string): DesignMark {
  const found = cells.find((c) => c.sheetId === sheetId && c.cell === cell);
  return found ? (found.required ? "required" : "input") : null;
}

/**
 * The design's cells with the chosen ones made `to` (none: no longer input cells). Formula cells
 * are never input cells (the domain refuses them): they are left out and counted.
 */
export function markCells(
  cells: readonly DesignedCell[],
  workbook: Workbook,
  sheetId: string,
  addresses: readonly string[],
  to: DesignMark,
): { cells: DesignedCell[]; formulas: number } {
  const chosen = new Set(addresses);
  const kept = cells.filter((c) => c.sheetId !== sheetId || !chosen.has(c.cell));
  if (to === null) return { cells: kept, formulas: 0 };
  const sheet = workbook.sheets.find((s) => s.sheetId === sheetId);
  let formulas = 0;
  const added: DesignedCell[] = [];
  for (const address of addresses) {
    const [, letters, row] = /^([A-Z]+)(\d+)$/.exec(address) ?? [];
    const held = sheet && letters ? sheet.rows[Number(row) - 1]?.[letters] : undefined;
    if (held?.formula) {
      formulas++;
      continue;
    }
    const label = cells.find((c) => c.sheetId === sheetId && c.cell === address)?.label ?? "";
    added.push({ sheetId, cell: address, required: to === "required", label });
  }
  return { cells: [...kept, ...added], formulas };
}

/** Input cells of sheets that are gone are dropped (a design's cells must be on its sheets). */
export const cellsOnSheets = (cells: readonly DesignedCell[], workbook: Workbook) =>
  cells.filter((c) => workbook.sheets.some((s) => s.sheetId === c.sheetId));

export const designedKey = (c: DesignedCell) => keyOf(c.sheetId, c.cell);
