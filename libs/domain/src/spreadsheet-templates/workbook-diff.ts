import { SPREADSHEET_TEMPLATE_LIMITS } from "@labledger/events/catalogue/spreadsheet-templates-values";
import type { Cell, SheetValue, Workbook } from "../module-kinds/spreadSheet/workbook";
import { filledCells } from "../module-kinds/spreadSheet/workbook-fold";

/** One cell a save changed, by its sheet's name, as the history says it (old → new). */
export interface ChangedCell {
  readonly sheet: string;
  readonly cell: string;
  readonly oldValue: SheetValue;
  readonly newValue: SheetValue;
  readonly oldFormula: string | null;
  readonly newFormula: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The cells whose value or formula differ between two workbooks, sheet by sheet in the new
 * order (then the sheets removed), row by row: sheets are matched by id, so a renamed sheet's
 * cells are compared with themselves and named by the new name.
 */
export function workbookCellDiff(before: Workbook, after: Workbook): ChangedCell[] {
  const cellsOf = (workbook: Workbook, sheetId: string) => {
    const sheet = workbook.sheets.find((s) => s.sheetId === sheetId);
    return new Map<string, Cell>(sheet ? [...filledCells(sheet)].map(({ cell, content }) => [cell, content]) : []);
  };
  const kept = new Set(after.sheets.map((s) => s.sheetId));
  const sheets = [...after.sheets, ...before.sheets.filter((s) => !kept.has(s.sheetId))];
  return sheets.flatMap(({ sheetId, name }) => {
    const [old, next] = [cellsOf(before, sheetId), cellsOf(after, sheetId)];
    const changes: ChangedCell[] = [];
    for (const cell of new Set([...old.keys(), ...next.keys()])) {
      const [a, b] = [old.get(cell), next.get(cell)];
      const held = (c: Cell | undefined) => ({ value: c?.value ?? null, formula: c?.formula ?? null });
      const [from, to] = [held(a), held(b)];
      if (same(from, to)) continue;
      changes.push({
        sheet: name,
        cell,
        oldValue: from.value,
        newValue: to.value,
        oldFormula: from.formula,
        newFormula: to.formula,
      });
    }
    return changes;
  });
}

/** The changed cells a history lists by name, and how many more there are. */
export function listedChanges(
  changes: readonly ChangedCell[],
  max: number = SPREADSHEET_TEMPLATE_LIMITS.changesListed,
): { changed: ChangedCell[]; changedMore: number } {
  return { changed: changes.slice(0, max).map((c) => ({ ...c })), changedMore: Math.max(0, changes.length - max) };
}
