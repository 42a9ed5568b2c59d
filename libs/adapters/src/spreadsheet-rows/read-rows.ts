import { INVENTORY_IMPORT_LIMITS as LIMITS } from "@labledger/events/catalogue/inventory-import-values";
import { csvRows } from "./csv-rows";
import { SpreadsheetRefusal } from "./spreadsheet-refusal";
import { xlsxRows } from "./xlsx-rows";

export { SpreadsheetRefusal, type SpreadsheetRefusalKind } from "./spreadsheet-refusal";

/** Magic numbers of what a CSV must not be: a zip (XLSX, DOCX), an old Office file, a PDF, programs. */
const NOT_TEXT = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);
const extensionOf = (fileName: string) => fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
const baseName = (fileName: string) => fileName.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");

/**
 * A spreadsheet's rows as text, header first (issue 20: inventory import from CSV or XLSX), of a
 * file whose content must be what its name says, within the limits of INVENTORY_IMPORT_LIMITS:
 * a CSV (any of the encodings and separators Excel writes) named by its file, or the first sheet
 * of an XLSX. Blank rows at the end are dropped. Anything else is a SpreadsheetRefusal.
 */
export async function readRows(bytes: Uint8Array, fileName: string): Promise<{ sheet: string; rows: string[][] }> {
  if (bytes.length === 0) throw new SpreadsheetRefusal("empty");
  if (bytes.length > LIMITS.bytes) throw new SpreadsheetRefusal("tooLarge", { maxMb: LIMITS.bytes / 1024 / 1024 });
  const extension = extensionOf(fileName);
  let read: { sheet: string; rows: string[][] };
  if (extension === "xlsx") {
    if (!startsWith(bytes, NOT_TEXT[0]!)) throw new SpreadsheetRefusal("notWhatItsNameSays");
    read = await xlsxRows(bytes);
  } else if (extension === "csv" || extension === "tsv" || extension === "txt") {
    if (NOT_TEXT.some((magic) => startsWith(bytes, magic))) throw new SpreadsheetRefusal("notWhatItsNameSays");
    // The header, the most rows allowed, and one more to see there are too many.
    read = { sheet: baseName(fileName), rows: csvRows(bytes, LIMITS.rows + 2) };
  } else if (extension === "xls") throw new SpreadsheetRefusal("oldExcel");
  else throw new SpreadsheetRefusal("unsupportedKind");
  return { sheet: read.sheet, rows: withinLimits(read.rows) };
}

const isBlank = (row: readonly string[]) => row.every((cell) => !cell.trim());

function withinLimits(rows: string[][]): string[][] {
  let end = rows.length;
  while (end > 0 && isBlank(rows[end - 1]!)) end--;
  const kept = rows.slice(0, end);
  if (kept.length === 0) throw new SpreadsheetRefusal("empty");
  if (kept.length - 1 > LIMITS.rows) throw new SpreadsheetRefusal("tooManyRows", { max: LIMITS.rows });
  kept.forEach((row, i) => {
    let last = row.length;
    while (last > 0 && !row[last - 1]!.trim()) last--;
    if (last > LIMITS.columns) throw new SpreadsheetRefusal("tooManyColumns", { max: LIMITS.columns });
    row.length = last;
    const long = row.findIndex((cell) => cell.length > LIMITS.cell);
    if (long >= 0) throw new SpreadsheetRefusal("cellTooLong", { max: LIMITS.cell, line: i + 1, column: columnLetters(long) });
  });
  return kept;
}

/** A column's letters as a spreadsheet shows them: 0 is A, 26 is AA. */
function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
