import type { FileSheet } from "@labledger/adapters/sheet-files/read-sheet-file";
import type { ImportedSheet } from "@labledger/domain/module-kinds/spreadSheet/sheet-import";
import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { evolveWorkbook } from "@labledger/domain/module-kinds/spreadSheet/workbook-fold";
import type { SheetEngine, SheetOutcome } from "@labledger/ports";

/**
 * A file's sheets with every formula's value computed by the server's engine (issue 17: a file's
 * cached results are the file's claim, never the record's): the workbook as it would stand with the
 * sheets added is loaded, each formula entered again and read back normalised, at full precision.
 * An XLSX's typed values and formats are kept as the file gives them; a CSV's texts are read as a
 * member's typing is. `settle` keeps the engine's model once the import is recorded as that version.
 */
export async function importedValues(
  engine: SheetEngine,
  key: string,
  workbook: Workbook,
  sheets: readonly (Omit<ImportedSheet, "cells"> & Pick<FileSheet, "cells" | "asTyped">)[],
): Promise<{ sheets: ImportedSheet[]; settle: SheetOutcome["settle"] }> {
  const candidate = evolveWorkbook(workbook, {
    type: "ModuleSheetsImported",
    data: {
      experimentId: "",
      moduleId: "",
      cacheTime: 0,
      fileName: "import",
      sha256: "0".repeat(64),
      // A sheet typed as text is entered cell by cell below, as a member's input is.
      sheets: sheets.map((s) => ({ sheetId: s.sheetId, name: s.name, cells: s.asTyped ? [] : s.cells.map((c) => ({ ...c })) })),
    },
  });
  const edits = sheets.flatMap((sheet) =>
    sheet.cells.flatMap((c) => {
      if (sheet.asTyped) return [{ sheetId: sheet.sheetId, cell: c.cell, input: typeof c.value === "string" ? c.value : "" }];
      return c.formula ? [{ sheetId: sheet.sheetId, cell: c.cell, input: c.formula, format: c.format }] : [];
    }),
  );
  // A version no module has: the engine builds its model from the candidate, never from a model of the module as it was.
  const outcome = await engine.changeCells({ key, version: Number.NEGATIVE_INFINITY, workbook: candidate }, edits);
  const computed = new Map(outcome.cells.map((c) => [`${c.sheetId}!${c.cell}`, c]));
  return {
    sheets: sheets.map((sheet) => ({
      sheetId: sheet.sheetId,
      name: sheet.name,
      ...(sheet.frozenRows === undefined ? {} : { frozenRows: sheet.frozenRows }),
      cells: sheet.cells.map((c) => {
        const done = c.formula || sheet.asTyped ? computed.get(`${sheet.sheetId}!${c.cell}`) : undefined;
        return done ? { cell: c.cell, value: done.value, formula: done.formula, format: done.format } : { ...c };
      }),
    })),
    settle: outcome.settle,
  };
}
