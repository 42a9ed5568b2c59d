import type { EventData } from "@labledger/events";
import { placeOf } from "../module-kinds/spreadSheet/cell-address";
import type { Cell, Sheet, Workbook } from "../module-kinds/spreadSheet/workbook";
import { filledCells } from "../module-kinds/spreadSheet/workbook-fold";

/** A workbook as one event holds it: each sheet with its filled cells, and the charts. */
export type WholeWorkbook = EventData<"SpreadsheetTemplateSaved">["workbook"];

/** A workbook as an event holds it whole (a template's save). */
export function wholeOf(workbook: Workbook): WholeWorkbook {
  return {
    sheets: workbook.sheets.map((sheet) => ({
      sheetId: sheet.sheetId,
      name: sheet.name,
      frozenRows: sheet.frozenRows,
      cells: [...filledCells(sheet)].map(({ cell, content }) => ({
        cell,
        value: content.value,
        formula: content.formula ?? null,
        format: content.format ?? null,
      })),
    })),
    charts: workbook.charts.map((chart) => ({ ...chart })),
  };
}

/** The workbook an event holds whole, as the grid and the engine read it (rows of cells). */
export function workbookFromWhole(whole: WholeWorkbook): Workbook {
  return {
    sheets: whole.sheets.map((sheet): Sheet => {
      const rows: (Record<string, Cell> | null)[] = [];
      for (const { cell, value, formula, format } of sheet.cells) {
        const place = placeOf(cell);
        if (!place) continue;
        while (rows.length < place.row) rows.push(null);
        const row = rows[place.row - 1] ?? {};
        row[place.letters] = { value, ...(formula === null ? {} : { formula }), ...(format === null ? {} : { format }) };
        rows[place.row - 1] = row;
      }
      return { sheetId: sheet.sheetId, name: sheet.name, frozenRows: sheet.frozenRows, rows };
    }),
    charts: whole.charts.map((chart) => ({ ...chart })),
  };
}
