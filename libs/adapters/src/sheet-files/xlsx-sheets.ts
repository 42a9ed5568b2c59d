import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import ExcelJS from "exceljs";
import { SpreadsheetRefusal } from "../spreadsheet-rows/spreadsheet-refusal";
import { checkXlsxArchive } from "../spreadsheet-rows/xlsx-archive";
import { checkCellLimits, errorValue, type FileCell, type FileSheet, type FileValue } from "./sheet-file";

/** Excel's day 0 (1899-12-30, counting its 1900 leap-year slip), so a date cell keeps its serial number. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;
const DATE_FORMAT = "yyyy-mm-dd";

/** Prefixes Excel writes before functions newer than 2007 (_xlfn.STDEV.S): the formula reads the same without them. */
const FUTURE_FUNCTION = /_xl(?:fn|ws)\./g;

/** A plain value of exceljs as the module keeps it (a date as Excel's serial number); undefined: nothing there. */
function plainValue(value: unknown): FileValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : (value.getTime() - EXCEL_EPOCH) / DAY;
  if (typeof value !== "object") return undefined;
  if ("error" in value && typeof value.error === "string") return errorValue(value.error);
  if ("richText" in value && Array.isArray(value.richText))
    return value.richText.map((run: { text?: unknown }) => (typeof run.text === "string" ? run.text : "")).join("");
  if ("text" in value) return plainValue(value.text);
  return undefined;
}

/** A cell as the module keeps it, or undefined when it holds nothing (a styled empty cell). */
function fileCell(cell: ExcelJS.Cell): FileCell | undefined {
  const raw = cell.value as unknown;
  const isFormula = typeof raw === "object" && raw !== null && ("formula" in raw || "sharedFormula" in raw);
  const formulaText = isFormula ? cell.formula : undefined;
  const formula = formulaText ? `=${formulaText.replace(FUTURE_FUNCTION, "")}` : null;
  const value = isFormula ? plainValue((raw as { result?: unknown }).result) : plainValue(raw);
  if (value === undefined && !formula) return undefined;
  const numFmt = cell.numFmt && cell.numFmt !== "General" ? cell.numFmt : null;
  const format = numFmt ?? (raw instanceof Date ? DATE_FORMAT : null);
  return { cell: cell.address, value: value ?? null, formula, format };
}

/** The header rows a sheet keeps in view (its frozen pane), within the module's limit. */
function frozenRowsOf(sheet: ExcelJS.Worksheet): number {
  const frozen = sheet.views?.find((view) => view.state === "frozen") as { ySplit?: number } | undefined;
  return Math.max(0, Math.min(SHEET_LIMITS.frozenRows, Math.floor(frozen?.ySplit ?? 0)));
}

/**
 * Every worksheet of an XLSX with its cells (values, formulas, number formats) and frozen rows,
 * the archive checked as safe before exceljs opens it. A workbook exceljs cannot read is refused.
 */
export async function xlsxSheets(bytes: Uint8Array): Promise<FileSheet[]> {
  checkXlsxArchive(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new SpreadsheetRefusal("unreadable");
  }
  if (workbook.worksheets.length > SHEET_LIMITS.sheets)
    throw new SpreadsheetRefusal("tooManySheets", { max: SHEET_LIMITS.sheets });
  return workbook.worksheets.map((sheet) => {
    const cells: FileCell[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
        const read = fileCell(cell);
        if (!read) return;
        checkCellLimits(rowNumber, columnNumber, [typeof read.value === "string" ? read.value : null, read.formula]);
        cells.push(read);
      });
    });
    return { name: sheet.name, frozenRows: frozenRowsOf(sheet), asTyped: false, cells };
  });
}
