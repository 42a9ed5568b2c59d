import { createHash } from "node:crypto";
import type { FileSheet } from "@labledger/adapters/sheet-files/read-sheet-file";
import type { WholeWorkbook } from "@labledger/domain";
import { uniqueSheetNames } from "@labledger/domain/module-kinds/spreadSheet/sheet-import";
import { SHEET_LIMITS, uuidv7 } from "@labledger/events";
import type { SheetEngine } from "@labledger/ports";
import { importedValues } from "../sheet-files/imported-values";

/**
 * A file's sheets as a template's workbook (issue 17): names made unique, new sheet ids, every
 * formula computed by the server's engine (a CSV read as typed), frozen rows as the file keeps them.
 */
export async function workbookOfFile(engine: SheetEngine, sheets: readonly FileSheet[]): Promise<WholeWorkbook> {
  const names = uniqueSheetNames(
    sheets.map((s) => s.name),
    [],
  );
  const withIds = sheets.map((sheet, i) => ({
    sheetId: uuidv7(),
    name: names[i]!,
    asTyped: sheet.asTyped,
    frozenRows: sheet.frozenRows,
    cells: sheet.cells,
  }));
  const computed = await importedValues(engine, `template-file/${uuidv7()}`, { sheets: [], charts: [] }, withIds);
  return {
    sheets: computed.sheets.map((sheet) => ({
      sheetId: sheet.sheetId,
      name: sheet.name,
      frozenRows: Math.max(0, Math.min(SHEET_LIMITS.frozenRows, Math.floor(sheet.frozenRows ?? 1))),
      cells: sheet.cells.map((c) => ({ ...c })),
    })),
    charts: [],
  };
}

/** A template's sheets as a file a spreadsheet module imports (typed values, formulas, formats), named by the template and the digest of its workbook. */
export function templateAsFile(name: string, workbook: WholeWorkbook): { fileName: string; sha256: string; sheets: FileSheet[] } {
  return {
    fileName: name.slice(0, 255),
    sha256: createHash("sha256").update(JSON.stringify(workbook)).digest("hex"),
    sheets: workbook.sheets.map((sheet) => ({
      name: sheet.name,
      frozenRows: sheet.frozenRows,
      asTyped: false,
      cells: sheet.cells.map((c) => ({ ...c })),
    })),
  };
}
