import type { FileSheet } from "@labledger/adapters/sheet-files/read-sheet-file";
import type { ImportedChart } from "@labledger/domain";
import { uniqueSheetNames } from "@labledger/domain/module-kinds/spreadSheet/sheet-import";
import { FIRST_SHEET, type Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { evolveWorkbook } from "@labledger/domain/module-kinds/spreadSheet/workbook-fold";
import { SHEET_LIMITS, uuidv7 } from "@labledger/events";
import type { SheetEngine } from "@labledger/ports";
import { importedValues } from "../sheet-files/imported-values";

const NO_SHEETS: Workbook = { sheets: [], charts: [] };

/**
 * A spreadsheet module's workbook from the XLSX of an .eln file (a LabLedger export): its sheets in
 * order (the first keeps the id a new module's first sheet has), every formula computed again by
 * the server's engine as a file imported into a module is (the file's cached results are its
 * claim, never the record's), number formats and frozen rows as the file gives them; the charts
 * the record file kept, each on the sheet of its name.
 */
export async function importedWorkbook(
  engine: SheetEngine,
  moduleId: string,
  file: readonly FileSheet[],
  charts: readonly ImportedChart[] = [],
): Promise<Workbook> {
  const names = uniqueSheetNames(
    file.map((s) => s.name),
    [],
  );
  const sheets = file.map((sheet, i) => ({
    sheetId: i === 0 ? FIRST_SHEET.sheetId : uuidv7(),
    name: names[i]!,
    asTyped: sheet.asTyped,
    frozenRows: sheet.frozenRows,
    cells: sheet.cells,
  }));
  const computed = await importedValues(engine, `eln-import/${moduleId}`, NO_SHEETS, sheets);
  const built = evolveWorkbook(NO_SHEETS, {
    type: "ModuleSheetsImported",
    data: {
      experimentId: "",
      moduleId,
      cacheTime: 0,
      fileName: "import.xlsx",
      sha256: "0".repeat(64),
      sheets: computed.sheets.map(({ frozenRows: _frozen, ...sheet }) => ({ ...sheet, cells: [...sheet.cells] })),
    },
  });
  const frozen = (rows: number | undefined) => Math.max(0, Math.min(SHEET_LIMITS.frozenRows, Math.floor(rows ?? 1)));
  // Charts draw from their sheet by name; one whose sheet the file no longer has is left out.
  const idOf = new Map(sheets.map((s) => [s.name, s.sheetId]));
  const drawn = charts.flatMap(({ sheetName, ...chart }) => {
    const sheetId = idOf.get(sheetName);
    return sheetId === undefined ? [] : [{ ...chart, sheetId }];
  });
  return {
    sheets: built.sheets.map((sheet, i) => ({ ...sheet, frozenRows: frozen(sheets[i]!.frozenRows) })),
    charts: drawn.slice(0, SHEET_LIMITS.charts),
  };
}
