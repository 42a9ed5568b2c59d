import { addressOf } from "@labledger/domain/module-kinds/spreadSheet/cell-address";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import Papa from "papaparse";
import { SpreadsheetRefusal } from "../spreadsheet-rows/spreadsheet-refusal";
import { decodePlainText } from "../text-extraction/plain-text";
import { checkCellLimits, type FileCell } from "./sheet-file";

/**
 * The cells of a CSV as Excel saves one (UTF-8 with or without a byte-order mark, UTF-16 or
 * GB18030; commas, semicolons or tabs), read up to one row past the limit so too many is known.
 * Each cell is its text as typed: the server's engine reads it as it reads what a member types
 * ("12.5" a number, "12.5%" 0.125 in a percent format, "=SUM(A1:A3)" a formula).
 */
export function csvCells(bytes: Uint8Array): FileCell[] {
  const text = decodePlainText(bytes);
  if (text === undefined) throw new SpreadsheetRefusal("notWhatItsNameSays");
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t"],
    preview: SHEET_LIMITS.rows + 1,
    skipEmptyLines: false,
  });
  const cells: FileCell[] = [];
  parsed.data.forEach((row, r) => {
    row.forEach((raw, c) => {
      const cell = raw ?? "";
      if (cell.trim() === "") return;
      checkCellLimits(r + 1, c + 1, [cell]);
      cells.push({ cell: addressOf(r + 1, c + 1), value: cell, formula: null, format: null });
    });
  });
  return cells;
}
