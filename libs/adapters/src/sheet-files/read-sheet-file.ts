import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { SpreadsheetRefusal } from "../spreadsheet-rows/spreadsheet-refusal";
import { csvCells } from "./csv-sheet";
import { type FileSheet, sheetNameOf } from "./sheet-file";
import { xlsxSheets } from "./xlsx-sheets";

export { SpreadsheetRefusal } from "../spreadsheet-rows/spreadsheet-refusal";
export type { FileCell, FileSheet, FileValue } from "./sheet-file";

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Magic numbers of what a CSV must not be: a zip (XLSX, DOCX), an old Office file, a PDF, programs, images. */
const NOT_TEXT = [
  ZIP,
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);
const extensionOf = (fileName: string) =>
  fileName.includes(".") ? fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase() : "";
const baseName = (fileName: string) => fileName.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");

/**
 * A spreadsheet file as sheets to import into a spreadsheet module (issue 17, spec §9: at most
 * 1 MB): every worksheet of an XLSX, or a CSV as one sheet named by its file. Its content must be
 * what its name says (an XLSX a zip holding a workbook, a CSV text), the archive safe to open, and
 * its sheets, rows, columns and cells within the module's limits; anything else is a
 * SpreadsheetRefusal and nothing is read further. A sheet with no cell is left out.
 */
export async function readSheetFile(bytes: Uint8Array, fileName: string): Promise<FileSheet[]> {
  if (bytes.length === 0) throw new SpreadsheetRefusal("empty");
  if (bytes.length > SHEET_LIMITS.importBytes)
    throw new SpreadsheetRefusal("tooLarge", { maxMb: SHEET_LIMITS.importBytes / 1024 / 1024 });
  const extension = extensionOf(fileName);
  const fallback = sheetNameOf(baseName(fileName), "Sheet");
  let sheets: FileSheet[];
  if (extension === "xlsx") {
    if (!startsWith(bytes, ZIP)) throw new SpreadsheetRefusal("notWhatItsNameSays");
    sheets = await xlsxSheets(bytes);
  } else if (extension === "csv" || extension === "tsv" || extension === "txt") {
    if (NOT_TEXT.some((magic) => startsWith(bytes, magic))) throw new SpreadsheetRefusal("notWhatItsNameSays");
    sheets = [{ name: fallback, frozenRows: 1, asTyped: true, cells: csvCells(bytes) }];
  } else if (extension === "xls") throw new SpreadsheetRefusal("oldExcel");
  else throw new SpreadsheetRefusal("unsupportedKind");
  const kept = sheets
    .filter((sheet) => sheet.cells.length > 0)
    .map((sheet) => ({ ...sheet, name: sheetNameOf(sheet.name, fallback) }));
  if (kept.length === 0) throw new SpreadsheetRefusal("empty");
  return kept;
}
