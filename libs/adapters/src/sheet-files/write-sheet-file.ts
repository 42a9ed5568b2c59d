import { columnLetters, columnNumber } from "@labledger/domain/module-kinds/spreadSheet/cell-address";
import ExcelJS from "exceljs";
import type { FileValue } from "./sheet-file";

/** What a workbook export reads of a module's workbook (the domain's Workbook has this shape). */
export interface WorkbookToWrite {
  readonly sheets: readonly SheetToWrite[];
}

export interface SheetToWrite {
  readonly name: string;
  readonly frozenRows: number;
  readonly rows: readonly (Readonly<Record<string, CellToWrite>> | null)[];
}

export interface CellToWrite {
  readonly value: FileValue;
  readonly formula?: string;
  readonly format?: string;
}

type ExcelValue = ExcelJS.CellValue;

const excelValue = (value: FileValue): ExcelValue =>
  (value !== null && typeof value === "object" ? { error: value.error } : value) as ExcelValue;

/**
 * A workbook as an XLSX Excel, WPS and LibreOffice open: each sheet under its name with its frozen
 * header rows, each cell's formula with its value cached (so a reader that does not recalculate
 * still shows it) and its number format.
 */
export async function workbookXlsx(workbook: WorkbookToWrite): Promise<Uint8Array> {
  const file = new ExcelJS.Workbook();
  for (const sheet of workbook.sheets) {
    const page = file.addWorksheet(sheet.name, {
      views: sheet.frozenRows > 0 ? [{ state: "frozen", ySplit: sheet.frozenRows, xSplit: 0 }] : [],
    });
    sheet.rows.forEach((row, r) => {
      if (!row) return;
      for (const [column, cell] of Object.entries(row)) {
        const target = page.getCell(`${column}${r + 1}`);
        target.value = cell.formula
          ? ({ formula: cell.formula.replace(/^=/, ""), result: excelValue(cell.value) } as ExcelValue)
          : excelValue(cell.value);
        if (cell.format) target.numFmt = cell.format;
      }
    });
  }
  return new Uint8Array(await file.xlsx.writeBuffer());
}

/** A value as a CSV cell holds it: numbers in full, truth values as Excel writes them, an error as its code. */
function csvText(value: FileValue): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "object") return value.error;
  return String(value);
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * One sheet as CSV (UTF-8 with a byte-order mark, so Excel reads Chinese right): the values the
 * cells show, formulas as their results, from A1 to the last row and column holding something.
 */
export function sheetCsv(sheet: SheetToWrite): string {
  const lastRow = sheet.rows.findLastIndex((row) => row !== null && Object.keys(row).length > 0);
  const width = Math.max(0, ...sheet.rows.flatMap((row) => (row ? Object.keys(row).map((c) => columnNumber(c)) : [])));
  const lines: string[] = [];
  for (let r = 0; r <= lastRow; r++) {
    const row = sheet.rows[r];
    const cells = Array.from({ length: width }, (_, c) => csvField(csvText(row?.[columnLetters(c + 1)]?.value ?? null)));
    lines.push(cells.join(","));
  }
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join("")}`;
}
